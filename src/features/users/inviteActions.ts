import { useCallback, useState } from 'react';
import { useSnackbar } from 'notistack';
import { InviteMailRefused, registrationLink, sendInviteMail } from '../../data/invitesApi';
import type { Invite } from '../../types/domain';
import { COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE, copyText } from './clipboard';

/**
 * Re-sends the invitation mail with a toast either way; `sending` is the id of the invite being sent. A refusal
 * the inviter can act on (sent minutes ago, used meanwhile) shows the server's reason, which says when it can go.
 */
export function useResendInvite() {
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState<string | null>(null);
  const resend = useCallback(
    async (invite: Pick<Invite, 'id' | 'email'>): Promise<boolean> => {
      setSending(invite.id);
      try {
        await sendInviteMail(invite.id);
        enqueueSnackbar(`The invitation was sent to ${invite.email}.`, { variant: 'success' });
        return true;
      } catch (error) {
        if (error instanceof InviteMailRefused) {
          enqueueSnackbar(`The invitation to ${invite.email} was not sent. ${error.message}`, { variant: 'error' });
          return false;
        }
        console.error(`Unable to send invite ${invite.id}`, error);
        enqueueSnackbar(`The invitation to ${invite.email} could not be sent. Please try again, or copy the link and share it yourself.`, {
          variant: 'error',
        });
        return false;
      } finally {
        setSending(null);
      }
    },
    [enqueueSnackbar],
  );
  return { resend, sending };
}

/** Copies an invite's registration link, with a toast either way. */
export function useCopyInviteLink() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (inviteId: string) => {
      const copied = await copyText(registrationLink(inviteId));
      enqueueSnackbar(copied ? LINK_COPIED_MESSAGE : COPY_FAILED_MESSAGE, { variant: copied ? 'success' : 'error' });
    },
    [enqueueSnackbar],
  );
}
