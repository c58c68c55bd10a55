import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAddressBook } from '../data/addressBookApi';
import { expectConsoleError } from '../test/consoleErrors';
import { resetSessionStore } from '../test/session';
import { testUser } from '../test/users';
import { useSessionStore } from './session';

vi.mock('../data/addressBookApi', () => ({ readAddressBook: vi.fn() }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('session store', () => {
  beforeEach(() => {
    resetSessionStore();
    vi.restoreAllMocks();
    vi.mocked(readAddressBook).mockReset();
  });

  it('starts with the auth state unknown', () => {
    expect(useSessionStore.getState()).toMatchObject({ authStatus: 'unknown', currentUser: null, company: null });
  });

  it('marks the session signed in when a user is set (as registration does)', () => {
    useSessionStore.getState().setCurrentUser(testUser());
    expect(useSessionStore.getState().authStatus).toBe('signedIn');
  });

  it('stores a session without announcing it, for the auth flow to finish first', () => {
    useSessionStore.getState().setSession(testUser(), null);
    expect(useSessionStore.getState()).toMatchObject({ authStatus: 'unknown', currentUser: testUser() });
  });

  it('resets everything of the signed-in user but keeps the rejected route and the auth error', () => {
    const store = useSessionStore.getState();
    store.setCurrentUser(testUser());
    store.setRegistering(true);
    store.setRejectedRoute('/notifications');
    store.setAuthError('Disabled');
    useSessionStore.setState({ addressBooks: { 'company-1': [] } });

    useSessionStore.getState().reset();

    expect(useSessionStore.getState()).toMatchObject({
      currentUser: null,
      company: null,
      registering: false,
      addressBooks: {},
      authStatus: 'signedOut',
      rejectedRoute: '/notifications',
      authError: 'Disabled',
    });
  });

  it('keeps the rejected route in sessionStorage', () => {
    useSessionStore.getState().setRejectedRoute('/user');
    expect(window.sessionStorage.getItem('dealer-portal.rejected-route')).toBe('/user');
    useSessionStore.getState().setRejectedRoute(null);
    expect(window.sessionStorage.getItem('dealer-portal.rejected-route')).toBeNull();
  });

  it('returns a loaded address book without reloading it', async () => {
    const cached = [{ id: 'u', name: 'A B', email: 'a@b.c', phone: '', company: 'company-1' }];
    useSessionStore.setState({ addressBooks: { 'company-1': cached } });
    await expect(useSessionStore.getState().loadAddressBook('company-1')).resolves.toBe(cached);
  });

  const entry = { id: 'u', name: 'A B', email: 'a@b.c', phone: '', company: 'company-1' };

  it("reads a forced address book and keeps it for the signed-in user's company", async () => {
    useSessionStore.getState().setCurrentUser(testUser({ company: 'company-1' }));
    useSessionStore.setState({ addressBooks: { 'company-1': [] } });
    vi.mocked(readAddressBook).mockResolvedValue([entry]);

    await expect(useSessionStore.getState().loadAddressBook('company-1', { force: true })).resolves.toEqual([entry]);
    expect(readAddressBook).toHaveBeenCalledWith('company-1');
    expect(useSessionStore.getState().addressBooks['company-1']).toEqual([entry]);
  });

  it('logs a failed read and keeps an empty book', async () => {
    const error = expectConsoleError('Unable to load the address book');
    useSessionStore.getState().setCurrentUser(testUser({ company: 'company-1' }));
    vi.mocked(readAddressBook).mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));

    await expect(useSessionStore.getState().loadAddressBook('company-1', { force: true })).resolves.toEqual([]);
    expect(useSessionStore.getState().addressBooks['company-1']).toEqual([]);
    expect(error.calls).toEqual([['Unable to load the address book of company company-1', expect.any(Error)]]);
  });

  it('does not keep a book that arrives after sign-out', async () => {
    useSessionStore.getState().setCurrentUser(testUser({ company: 'company-1' }));
    const read = deferred<typeof entry[]>();
    vi.mocked(readAddressBook).mockReturnValue(read.promise);

    const loading = useSessionStore.getState().loadAddressBook('company-1', { force: true });
    useSessionStore.getState().reset();
    read.resolve([entry]);
    await loading;
    expect(useSessionStore.getState().addressBooks).toEqual({});
  });
});
