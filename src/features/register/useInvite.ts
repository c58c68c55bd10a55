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
  | { status: 'ready'; invite: Invite; companyName: string };

/** The invite behind /register/:id with its company's name. */
export function useInvite(id: string | undefined): InviteState {
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
        // Security rules may refuse to reveal whether an invite exists: treat that as an unknown invite.
        if (!cancelled) setState({ status: isPermissionDenied(error) ? 'invalid' : 'error' });
      }
    }
    void load(id);
    return () => {
      cancelled = true;
    };
  }, [id]);

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
