import { useEffect, useState } from 'react';
import { subscribeToPendingInvites, type PendingInvitesScope } from '../../data/invitesApi';
import type { Invite } from '../../types/domain';

export type PendingInvitesState = { status: 'loading'; invites: null } | { status: 'ready'; invites: Invite[] } | { status: 'error'; invites: null };

/** Unused invites in scope, live, newest first; null scope lists nothing. */
export function usePendingInvites(scope: PendingInvitesScope | null) {
  const [state, setState] = useState<PendingInvitesState>({ status: 'loading', invites: null });
  const [attempt, setAttempt] = useState(0);
  const company = scope?.company ?? null;
  const includeAdminInvites = scope?.includeAdminInvites ?? false;
  const enabled = scope !== null;

  useEffect(() => {
    if (!enabled) return undefined;
    setState({ status: 'loading', invites: null });
    return subscribeToPendingInvites(
      { company, includeAdminInvites },
      (invites) => setState({ status: 'ready', invites }),
      (error) => {
        console.error('Unable to load the pending invites', error);
        setState({ status: 'error', invites: null });
      },
    );
  }, [enabled, company, includeAdminInvites, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
