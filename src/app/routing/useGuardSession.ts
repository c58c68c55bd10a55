import { useMemo } from 'react';
import { useSessionStore } from '../../store/session';
import type { GuardSession } from '../guard';

/** The session as the guard sees it; stable between renders while nothing relevant changes. */
export function useGuardSession(): GuardSession {
  const status = useSessionStore((state) => state.authStatus);
  const signedIn = useSessionStore((state) => state.authStatus === 'signedIn' && state.currentUser !== null);
  const admin = useSessionStore((state) => state.currentUser?.data.admin === true);
  const manager = useSessionStore((state) => state.currentUser?.data.manager === true);

  return useMemo<GuardSession>(() => {
    if (signedIn) return { status: 'signedIn', roles: { admin, manager } };
    return status === 'unknown' ? { status: 'unknown' } : { status: 'signedOut' };
  }, [status, signedIn, admin, manager]);
}
