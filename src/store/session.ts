import { create } from 'zustand';
import type { AddressBookEntry, Company, User } from '../types/domain';
import { toAddressBook } from './addressBook';
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
  /** Why the last session was ended by the portal (e.g. a disabled account); shown on the login screen. */
  authError: string | null;

  /** Replaces the current user; a non-null user also marks the session signed in (used after registering). */
  setCurrentUser: (user: User | null) => void;
  setCompany: (company: Company | null) => void;
  setRegistering: (registering: boolean) => void;
  /** Loads the active users of a company once; `force` reloads. Failures are logged and yield an empty list. */
  loadAddressBook: (companyId: string, options?: { force?: boolean }) => Promise<AddressBookEntry[]>;
  /** Clears everything that belongs to the signed-in user. */
  reset: () => void;

  /** Stores the signed-in user and company without announcing the sign-in yet (the auth flow does that last). */
  setSession: (user: User, company: Company | null) => void;
  setAuthStatus: (status: AuthStatus) => void;
  setRejectedRoute: (path: string | null) => void;
  setAuthError: (message: string | null) => void;
}

const inFlightAddressBooks = new Map<string, Promise<AddressBookEntry[]>>();

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

  loadAddressBook: (companyId, options) => {
    const cached = get().addressBooks[companyId];
    if (cached && !options?.force) return Promise.resolve(cached);
    const pending = inFlightAddressBooks.get(companyId);
    if (pending && !options?.force) return pending;

    const request: Promise<AddressBookEntry[]> = fetchAddressBook(companyId).then((entries) => {
      // A newer forced load or a reset supersedes this request: its result must not overwrite theirs.
      if (inFlightAddressBooks.get(companyId) === request) {
        inFlightAddressBooks.delete(companyId);
        set((state) => ({ addressBooks: { ...state.addressBooks, [companyId]: entries } }));
      }
      return entries;
    });
    inFlightAddressBooks.set(companyId, request);
    return request;
  },

  reset: () => {
    inFlightAddressBooks.clear();
    set({ currentUser: null, company: null, registering: false, addressBooks: {}, authStatus: 'signedOut' });
  },

  setSession: (user, company) => set({ currentUser: user, company }),
  setAuthStatus: (authStatus) => set({ authStatus }),
  setRejectedRoute: (rejectedRoute) => {
    writeRejectedRoute(rejectedRoute);
    set({ rejectedRoute });
  },
  setAuthError: (authError) => set({ authError }),
}));

// The users module (and with it Firestore) is loaded on first use, keeping it out of the login screen's chunk.
async function fetchAddressBook(companyId: string): Promise<AddressBookEntry[]> {
  try {
    const { listActiveUsersByCompany } = await import('../data/usersApi');
    return toAddressBook(await listActiveUsersByCompany(companyId));
  } catch (error) {
    console.error(`Failed to load the address book of company ${companyId}`, error);
    return [];
  }
}
