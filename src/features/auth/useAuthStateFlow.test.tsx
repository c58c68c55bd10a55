import { renderHook, waitFor } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../store/session';
import { resetSessionStore } from '../../test/session';
import { testCompany, testUser } from '../../test/users';
import { getCompany } from '../../data/companiesApi';
import { getUser, listActiveUsersByCompany, setUserLanguage } from '../../data/usersApi';
import { signOut, subscribeToAuthState, type AuthUser } from '../../data/auth/authApi';
import { InvalidCompanyDocumentError } from '../../data/companyDocument';
import type { User } from '../../types/domain';
import { currentLanguage } from '../../i18n/i18n';
import { readStoredLanguage } from '../../i18n/detect';
import { inLanguage } from '../../i18n/testing';
import { expectConsoleError } from '../../test/consoleErrors';
import { INACTIVE_ACCOUNT, NO_ACCOUNT } from './sessionMessages';
import { useAuthStateFlow } from './useAuthStateFlow';

// The orchestration of spec section 4 with the auth service and data access replaced; the resolution rules have
// their own tests (resolveSession.test.ts) and the whole flow runs against the emulators end to end.
vi.mock('../../data/auth/authApi');
vi.mock('../../data/usersApi', () => ({ getUser: vi.fn(), listActiveUsersByCompany: vi.fn(), setUserLanguage: vi.fn() }));
vi.mock('../../data/companiesApi', () => ({ getCompany: vi.fn() }));
vi.mock('notistack', async (importOriginal) => ({ ...(await importOriginal<typeof import('notistack')>()), enqueueSnackbar: vi.fn() }));

const company = testCompany();

let emit: (user: AuthUser | null) => void = () => undefined;
const authUser = (uid: string) => ({ uid }) as AuthUser;

describe('useAuthStateFlow', () => {
  beforeEach(() => {
    resetSessionStore();
    vi.mocked(subscribeToAuthState).mockImplementation((listener) => {
      emit = listener;
      return () => undefined;
    });
    vi.mocked(signOut).mockImplementation(async () => emit(null));
    vi.mocked(listActiveUsersByCompany).mockResolvedValue([testUser({ id: 'colleague' })]);
    vi.mocked(setUserLanguage).mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.resetAllMocks();
    vi.restoreAllMocks();
  });

  it('stores the user and company, loads the address book, then marks the session signed in', async () => {
    const user = testUser({ id: 'uid-1', company: 'company-1' });
    vi.mocked(getUser).mockResolvedValue(user);
    vi.mocked(getCompany).mockResolvedValue(company);
    renderHook(() => useAuthStateFlow());

    emit(authUser('uid-1'));

    await waitFor(() => expect(useSessionStore.getState().authStatus).toBe('signedIn'));
    const state = useSessionStore.getState();
    expect(state.currentUser).toEqual(user);
    expect(state.company).toEqual(company);
    expect(getUser).toHaveBeenCalledWith('uid-1');
    expect(getCompany).toHaveBeenCalledWith('company-1');
    expect(listActiveUsersByCompany).toHaveBeenCalledWith('company-1');
    expect(state.addressBooks['company-1']?.map((entry) => entry.id)).toEqual(['colleague']);
  });

  it('signs in without the company when its document has no usable country, and says so in an error toast', async () => {
    expectConsoleError('The company of user uid-1 cannot be used');
    vi.mocked(getUser).mockResolvedValue(testUser({ id: 'uid-1', company: 'company-1' }));
    vi.mocked(getCompany).mockRejectedValue(new InvalidCompanyDocumentError('company-1', 'has no country in its address', 'missing-country'));
    renderHook(() => useAuthStateFlow());

    emit(authUser('uid-1'));

    await waitFor(() => expect(useSessionStore.getState().authStatus).toBe('signedIn'));
    expect(useSessionStore.getState().company).toBeNull();
    expect(useSessionStore.getState().authError).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
    expect(enqueueSnackbar).toHaveBeenCalledWith(
      "Your company's record is incomplete (its country is missing or unknown), so orders and prices are unavailable. Please contact your administrator.",
      { variant: 'error' },
    );
  });

  it('raises no toast for a company that loads', async () => {
    vi.mocked(getUser).mockResolvedValue(testUser({ company: 'company-1' }));
    vi.mocked(getCompany).mockResolvedValue(company);
    renderHook(() => useAuthStateFlow());
    emit(authUser('uid-1'));
    await waitFor(() => expect(useSessionStore.getState().authStatus).toBe('signedIn'));
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });

  describe("the account's language", () => {
    const speaking = (language: 'en' | 'fr') => {
      const user = testUser({ id: 'uid-1' });
      return { ...user, data: { ...user.data, language } };
    };
    /** The page's language at the moment the session shows as signed in. */
    const languageWhenSignedIn = () =>
      new Promise<string>((resolve) => {
        const unsubscribe = useSessionStore.subscribe((state) => {
          if (state.authStatus !== 'signedIn') return;
          unsubscribe();
          resolve(currentLanguage());
        });
      });

    afterEach(() => window.localStorage.clear());

    it('switches the page to the language the account chose before the session shows as signed in, and this browser remembers it', async () => {
      await inLanguage('en', async () => {
        vi.mocked(getUser).mockResolvedValue(speaking('fr'));
        vi.mocked(getCompany).mockResolvedValue(company);
        renderHook(() => useAuthStateFlow());
        const signedIn = languageWhenSignedIn();

        emit(authUser('uid-1'));

        expect(await signedIn).toBe('fr');
        expect(document.documentElement.lang).toBe('fr-CA');
        expect(readStoredLanguage()).toBe('fr');
        expect(setUserLanguage).not.toHaveBeenCalled();
      });
    });

    it('keeps the page in the language the account chose when it already speaks it, storing nothing', async () => {
      vi.mocked(getUser).mockResolvedValue(speaking('en'));
      vi.mocked(getCompany).mockResolvedValue(company);
      renderHook(() => useAuthStateFlow());
      const signedIn = languageWhenSignedIn();

      emit(authUser('uid-1'));

      expect(await signedIn).toBe('en');
      expect(setUserLanguage).not.toHaveBeenCalled();
    });

    it("stores the page's language for an account that never chose one, and keeps the page in it", async () => {
      await inLanguage('fr', async () => {
        vi.mocked(getUser).mockResolvedValue(testUser({ id: 'uid-1' }));
        vi.mocked(getCompany).mockResolvedValue(company);
        renderHook(() => useAuthStateFlow());
        const signedIn = languageWhenSignedIn();

        emit(authUser('uid-1'));

        expect(await signedIn).toBe('fr');
        await waitFor(() => expect(setUserLanguage).toHaveBeenCalledWith('uid-1', 'fr'));
      });
    });

    it('signs in all the same when storing the language fails, and says why in the console', async () => {
      const logged = expectConsoleError('Failed to store the language of the account');
      vi.mocked(setUserLanguage).mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
      vi.mocked(getUser).mockResolvedValue(testUser({ id: 'uid-1' }));
      vi.mocked(getCompany).mockResolvedValue(company);
      renderHook(() => useAuthStateFlow());

      emit(authUser('uid-1'));

      await waitFor(() => expect(useSessionStore.getState().authStatus).toBe('signedIn'));
      await waitFor(() => expect(logged.calls).toHaveLength(1));
    });
  });

  it('reloads a cached address book on sign-in (forced refresh)', async () => {
    useSessionStore.setState({ addressBooks: { 'company-1': [] } });
    vi.mocked(getUser).mockResolvedValue(testUser({ company: 'company-1' }));
    vi.mocked(getCompany).mockResolvedValue(company);
    renderHook(() => useAuthStateFlow());

    emit(authUser('user-1'));

    await waitFor(() => expect(useSessionStore.getState().authStatus).toBe('signedIn'));
    expect(listActiveUsersByCompany).toHaveBeenCalledTimes(1);
  });

  it('clears the session when nobody is signed in', async () => {
    useSessionStore.setState({ currentUser: testUser(), company, authStatus: 'signedIn' });
    renderHook(() => useAuthStateFlow());

    emit(null);

    const state = useSessionStore.getState();
    expect(state.authStatus).toBe('signedOut');
    expect(state.currentUser).toBeNull();
    expect(state.company).toBeNull();
  });

  it('does nothing while registering', async () => {
    useSessionStore.setState({ registering: true, authStatus: 'signedOut' });
    renderHook(() => useAuthStateFlow());

    emit(authUser('new-user'));
    await Promise.resolve();

    expect(getUser).not.toHaveBeenCalled();
    expect(useSessionStore.getState().authStatus).toBe('signedOut');
    expect(useSessionStore.getState().registering).toBe(true);
  });

  it('signs out an auth user without a user document, with a message', async () => {
    useSessionStore.setState({ authStatus: 'signedOut' });
    vi.mocked(getUser).mockResolvedValue(null);
    renderHook(() => useAuthStateFlow());

    emit(authUser('stranger'));

    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(useSessionStore.getState()).toMatchObject({ authError: NO_ACCOUNT, authStatus: 'signedOut', currentUser: null });
  });

  it('signs out a disabled user, with a message', async () => {
    vi.mocked(getUser).mockResolvedValue(testUser({ active: false }));
    renderHook(() => useAuthStateFlow());

    emit(authUser('user-1'));

    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(useSessionStore.getState()).toMatchObject({ authError: INACTIVE_ACCOUNT, authStatus: 'signedOut' });
    expect(getCompany).not.toHaveBeenCalled();
  });

  it('ignores a sign-in that a later auth state has overtaken', async () => {
    const overtaken = testUser({ id: 'user-1', company: 'company-1' });
    const latest = testUser({ id: 'user-2', company: 'company-2' });
    let finishLoading!: (user: User) => void;
    const overtakenLoad = new Promise<User>((resolve) => (finishLoading = resolve));
    vi.mocked(getUser).mockImplementation((uid) => (uid === overtaken.id ? overtakenLoad : Promise.resolve(latest)));
    vi.mocked(getCompany).mockResolvedValue(company);
    const sessionUsers: (string | undefined)[] = [];
    const stopRecording = useSessionStore.subscribe((state) => sessionUsers.push(state.currentUser?.id));
    renderHook(() => useAuthStateFlow());

    emit(authUser(overtaken.id));
    await waitFor(() => expect(getUser).toHaveBeenCalledWith(overtaken.id));
    emit(null);
    finishLoading(overtaken);
    await waitFor(() => expect(getCompany).toHaveBeenCalledWith('company-1'));
    // The overtaken sign-in now only has its company's load to finish; a later sign-in, which has everything
    // still to load, completes after it and is the signal that the overtaken one has run to its end.
    emit(authUser(latest.id));
    await waitFor(() => expect(useSessionStore.getState().authStatus).toBe('signedIn'));
    stopRecording();

    expect(useSessionStore.getState().currentUser).toEqual(latest);
    expect(sessionUsers).not.toContain(overtaken.id);
    expect(listActiveUsersByCompany).toHaveBeenCalledTimes(1);
    expect(listActiveUsersByCompany).toHaveBeenCalledWith('company-2');
  });
});
