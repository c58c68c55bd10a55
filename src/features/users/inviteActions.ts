import { useCallback, useState } from 'react';
import { useSnackbar } from 'notistack';
import { InviteMailRefused, registrationLink, sendInviteMail } from '../../data/invitesApi';
import { serverRefusalText } from '../../i18n/errors';
import { useT } from '../../i18n/hooks';
import type { Invite } from '../../types/domain';
import { COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE, copyText } from './clipboard';

/**
 * Re-sends the invitation mail with a toast either way; `sending` is the id of the invite being sent. A refusal
 * the inviter can act on (sent minutes ago, used meanwhile) shows the server's reason, which says when it can go.
 */
export function useResendInvite() {
  const t = useT();
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState<string | null>(null);
  const resend = useCallback(
    async (invite: Pick<Invite, 'id' | 'email'>): Promise<boolean> => {
      setSending(invite.id);
      try {
        await sendInviteMail(invite.id);
        enqueueSnackbar(t('users.invites.mailSent', { email: invite.email }), { variant: 'success' });
        return true;
      } catch (error) {
        if (error instanceof InviteMailRefused) {
          const reason = serverRefusalText(t, error) || error.message;
          enqueueSnackbar(t('users.invites.mailRefused', { email: invite.email, reason }), { variant: 'error' });
          return false;
        }
        console.error(`Unable to send invite ${invite.id}`, error);
        enqueueSnackbar(t('users.invites.mailFailed', { email: invite.email }), { variant: 'error' });
        return false;
      } finally {
        setSending(null);
      }
    },
    [enqueueSnackbar, t],
  );
  return { resend, sending };
}

/** Copies an invite's registration link, with a toast either way. */
export function useCopyInviteLink() {
  const t = useT();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (inviteId: string) => {
      const copied = await copyText(registrationLink(inviteId));
      enqueueSnackbar(t(copied ? LINK_COPIED_MESSAGE : COPY_FAILED_MESSAGE), { variant: copied ? 'success' : 'error' });
    },
    [enqueueSnackbar, t],
  );
}
