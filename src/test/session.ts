import { act } from '@testing-library/react';
import { useSessionStore } from '../store/session';
import type { User } from '../types/domain';

/** Puts the session store back to a fresh page load (auth state not known yet). */
export function resetSessionStore(): void {
  window.sessionStorage.clear();
  useSessionStore.setState({
    currentUser: null,
    company: null,
    registering: false,
    addressBooks: {},
    authStatus: 'unknown',
    rejectedRoute: null,
    authError: null,
  });
}

/** The store as the auth flow leaves it after a sign-in. */
export function signInAs(user: User): void {
  act(() => {
    useSessionStore.getState().setSession(user, null);
    useSessionStore.getState().setAuthStatus('signedIn');
  });
}

/** The store as the auth flow leaves it after a sign-out, or when the first auth state is 'nobody'. */
export function signOutNow(): void {
  act(() => {
    useSessionStore.getState().reset();
  });
}
