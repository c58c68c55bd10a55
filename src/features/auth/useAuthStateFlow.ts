import { useEffect } from 'react';
import { enqueueSnackbar } from 'notistack';
import { chooseLanguage, currentLanguage, translate } from '../../i18n/i18n';
import { useSessionStore } from '../../store/session';
import { signOut, subscribeToAuthState, type AuthUser } from '../../data/auth/authApi';
import type { User } from '../../types/domain';
import { loadFailure, type SessionResolution } from './sessionMessages';

/**
 * Keeps the session store in step with the auth service (spec section 4). Mount once, near the root.
 *
 * The store is the single source the route guard reads: marking the session signed in (last, after the user,
 * company and address book are stored and the portal speaks the user's language) or resetting it is what
 * triggers the guard's redirects (src/app/guard.ts), so navigation is decided in one place.
 */
export function useAuthStateFlow(): void {
  useEffect(() => {
    let latestEvent = 0;
    const unsubscribe = subscribeToAuthState((authUser) => {
      const event = ++latestEvent;
      void applyAuthState(authUser, () => event === latestEvent);
    });
    return () => {
      latestEvent = Number.NaN; // outstanding work of this subscription is now stale
      unsubscribe();
    };
  }, []);
}

async function applyAuthState(authUser: AuthUser | null, isLatest: () => boolean): Promise<void> {
  const store = useSessionStore.getState();
  // Registration creates the account and writes the user document itself.
  if (store.registering) return;

  if (!authUser) {
    store.reset();
    return;
  }

  const resolution = await loadSessionResolver().then((resolve) => resolve(authUser.uid), loadFailure);
  if (!isLatest()) return;

  if (resolution.kind === 'rejected') {
    store.setAuthError(resolution.message);
    // Signing out reports a signed-out state, whose handler resets the store.
    await signOut().catch((error: unknown) => {
      console.error('Failed to sign out', error);
      store.reset();
    });
    return;
  }

  store.setAuthError(null);
  store.setSession(resolution.user, resolution.company);
  await Promise.all([
    resolution.user.company ? store.loadAddressBook(resolution.user.company, { force: true }) : undefined,
    speakLanguageOf(resolution.user),
  ]);
  if (!isLatest()) return;
  store.setAuthStatus('signedIn');
  if (resolution.companyProblem) enqueueSnackbar(translate(resolution.companyProblem), { variant: 'error' });
}

/**
 * The portal speaks the user's language from their first signed-in screen on (and this browser remembers it). An
 * account that never chose one keeps the page's, stored as theirs meanwhile (sign-in does not wait for the write).
 * Neither failing keeps anyone out: the page stays in its language.
 */
async function speakLanguageOf(user: User): Promise<void> {
  const chosen = user.data.language;
  if (chosen === undefined) {
    const language = currentLanguage();
    void import('../../data/usersApi')
      .then(({ setUserLanguage }) => setUserLanguage(user.id, language))
      .catch((error: unknown) => console.error('Failed to store the language of the account', error));
  } else if (chosen !== currentLanguage()) {
    await chooseLanguage(chosen).catch((error: unknown) => console.error(`Failed to switch to the account's language (${chosen})`, error));
  }
}

// The session's resolution and the Firestore-backed modules it reads load only once somebody has signed in.
async function loadSessionResolver(): Promise<(uid: string) => Promise<SessionResolution>> {
  const [{ resolveSession }, { getUser }, { getCompany }] = await Promise.all([
    import('./resolveSession'),
    import('../../data/usersApi'),
    import('../../data/companiesApi'),
  ]);
  return (uid) => resolveSession(uid, { getUser, getCompany });
}
