import { create } from 'zustand';
import { readServerState } from '../data/serverState/serverState';
import type { AddressBookEntry, Company, User } from '../types/domain';
import { readRejectedRoute, writeRejectedRoute } from './rejectedRoute';

/** 'unknown' until the auth service has reported the first auth state. */
export type AuthStatus = 'unknown' | 'signedOut' | 'signedIn';

export interface SessionState {
  currentUser: User | null;
  company: Company | null;
  registering: boolean;
  addressBooks: Record<string, AddressBookEntry[]>;
  authStatus: AuthStatus;
  /** Path a signed-out visitor asked for; the guard goes there after sign-in and clears it once reached. */
  rejectedRoute: string | null;
  /**
   * Why the last session was ended by the portal (e.g. a disabled account), as a message id: the login screen
   * words it in the reader's language.
   */
  authError: string | null;

  /** Replaces the current user; a non-null user also marks the session signed in (used after registering). */
  setCurrentUser: (user: User | null) => void;
  setCompany: (company: Company | null) => void;
  setRegistering: (registering: boolean) => void;
  /**
   * Keeps the active users of a company: a kept book is returned as it is unless `force` reads it again. A failed
   * read is logged and yields an empty list (spec section 8).
   */
  loadAddressBook: (companyId: string, options?: { force?: boolean }) => Promise<AddressBookEntry[]>;
  /** Clears everything that belongs to the signed-in user. */
  reset: () => void;

  /** Stores the signed-in user and company without announcing the sign-in yet (the auth flow does that last). */
  setSession: (user: User, company: Company | null) => void;
  setAuthStatus: (status: AuthStatus) => void;
  setRejectedRoute: (path: string | null) => void;
  setAuthError: (message: string | null) => void;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  currentUser: null,
  company: null,
  registering: false,
  addressBooks: {},
  authStatus: 'unknown',
  rejectedRoute: readRejectedRoute(),
  authError: null,

  setCurrentUser: (user) =>
    set((state) => ({
      currentUser: user,
      authStatus: user ? 'signedIn' : state.authStatus === 'unknown' ? 'unknown' : 'signedOut',
    })),
  setCompany: (company) => set({ company }),
  setRegistering: (registering) => set({ registering }),

  loadAddressBook: async (companyId, options) => {
    const kept = get().addressBooks[companyId];
    if (kept && !options?.force) return kept;
    const read = await readServerState(() => fetchAddressBook(companyId), { label: `the address book of company ${companyId}` });
    const entries = read.status === 'ready' ? read.value : [];
    // Kept only while it is still the signed-in user's company: a sign-out meanwhile has cleared the books.
    if (get().currentUser?.company === companyId) set((state) => ({ addressBooks: { ...state.addressBooks, [companyId]: entries } }));
    return entries;
  },

  reset: () => set({ currentUser: null, company: null, registering: false, addressBooks: {}, authStatus: 'signedOut' }),

  setSession: (user, company) => set({ currentUser: user, company }),
  setAuthStatus: (authStatus) => set({ authStatus }),
  setRejectedRoute: (rejectedRoute) => {
    writeRejectedRoute(rejectedRoute);
    set({ rejectedRoute });
  },
  setAuthError: (authError) => set({ authError }),
}));

// The address book's module (and with it Firestore) is loaded on first use, keeping it out of the login screen's chunk.
async function fetchAddressBook(companyId: string): Promise<AddressBookEntry[]> {
  const { readAddressBook } = await import('../data/addressBookApi');
  return readAddressBook(companyId);
}
