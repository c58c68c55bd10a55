import { useEffect, useState } from 'react';
import { getCompany } from '../../data/companiesApi';
import type { Invite } from '../../types/domain';
import { getInvite } from '../../data/invitesApi';
import { isWellFormedInviteId } from '../../data/inviteId';

export type InviteState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'used' }
  | { status: 'error' }
  /** Signed in as an account that may not read the invite: another person's invitation, or none at all. */
  | { status: 'otherAccount' }
  | { status: 'ready'; invite: Invite; companyName: string };

/**
 * The invite behind /register/:id with its company's name. `attempt` reloads it (e.g. after signing out).
 * `signedIn` tells whether an account is signed in, to explain an invite the rules keep from it.
 */
export function useInvite(id: string | undefined, attempt = 0, signedIn: () => boolean = () => false): InviteState {
  const [state, setState] = useState<InviteState>(() =>
    isWellFormedInviteId(id) ? { status: 'loading' } : { status: 'invalid' },
  );

  useEffect(() => {
    if (!isWellFormedInviteId(id)) {
      setState({ status: 'invalid' });
      return undefined;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    async function load(inviteId: string) {
      try {
        const invite = await getInvite(inviteId);
        if (cancelled) return;
        if (!invite) return setState({ status: 'invalid' });
        if (invite.used) return setState({ status: 'used' });
        const companyName = invite.companyName || (await companyNameOf(invite.company));
        if (!cancelled) setState({ status: 'ready', invite, companyName });
      } catch (error) {
        console.error('Unable to load the invite', error);
        // The rules show an invite to visitors who are not signed in and to the invited address's own account only;
        // signed out, a refusal means an unknown invite.
        if (cancelled) return;
        if (!isPermissionDenied(error)) setState({ status: 'error' });
        else setState({ status: signedIn() ? 'otherAccount' : 'invalid' });
      }
    }
    void load(id);
    return () => {
      cancelled = true;
    };
  }, [id, attempt, signedIn]);

  return state;
}

/**
 * Invites carry the company name because a visitor without an account may not read companies; an older invite
 * without it falls back to the company document, then to the id.
 */
async function companyNameOf(companyId: string): Promise<string> {
  try {
    return (await getCompany(companyId))?.name || companyId;
  } catch (error) {
    console.error('Unable to load the invited company', error);
    return companyId;
  }
}

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}
