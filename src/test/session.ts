import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { useSessionStore } from '../store/session';
import type { Company, User } from '../types/domain';

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

/** The store as the auth flow leaves it after a sign-in (with the user's company once it is loaded). */
export function signInAs(user: User, company: Company | null = null): void {
  act(() => {
    useSessionStore.getState().setSession(user, company);
    useSessionStore.getState().setAuthStatus('signedIn');
  });
}

/** The store as the auth flow leaves it after a sign-out, or when the first auth state is 'nobody'. */
export function signOutNow(): void {
  act(() => {
    useSessionStore.getState().reset();
  });
}

/** Teardown of a screen test: signed out again, mock calls cleared and spies restored. */
export function signOutAndRestoreMocks(): void {
  signOutNow();
  vi.clearAllMocks();
  vi.restoreAllMocks();
}
