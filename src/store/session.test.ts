import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore } from '../test/session';
import { testUser } from '../test/users';
import { toAddressBook } from './addressBook';
import { useSessionStore } from './session';

describe('session store', () => {
  beforeEach(() => {
    resetSessionStore();
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
});

describe('toAddressBook', () => {
  it('lists active users by full name, sorted', () => {
    const zoe = testUser({ id: 'zoe' });
    zoe.data = { ...zoe.data, firstname: 'Zoe', lastname: 'Adams', email: 'zoe@example.com', phone: '1' };
    const al = testUser({ id: 'al' });
    al.data = { ...al.data, firstname: 'Al', lastname: 'Brown', email: 'al@example.com', phone: '2' };
    const gone = testUser({ id: 'gone', active: false });

    expect(toAddressBook([zoe, gone, al])).toEqual([
      { id: 'al', name: 'Al Brown', email: 'al@example.com', phone: '2', company: 'company-1' },
      { id: 'zoe', name: 'Zoe Adams', email: 'zoe@example.com', phone: '1', company: 'company-1' },
    ]);
  });
});
