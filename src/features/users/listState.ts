/** What the users list shows, kept in the URL query so Back from an edit returns to the same list. */
import type { UserListFilter, UserStatusFilter } from '../../data/usersApi';
import type { UsersScopeKind } from './permissions';

export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const SEARCH_MAX_LENGTH = 60;

export const STATUS_OPTIONS: readonly { value: UserStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
  { value: 'all', label: 'All' },
];

export interface UsersListState {
  /** Admins: one company's users, or null for every company. Managers always see their own. */
  company: string | null;
  status: UserStatusFilter;
  /** Beginning of the last name. */
  search: string;
  pageSize: number;
}

export const DEFAULT_LIST_STATE: UsersListState = { company: null, status: 'active', search: '', pageSize: DEFAULT_PAGE_SIZE };

export function readListState(params: URLSearchParams): UsersListState {
  const status = params.get('status');
  const pageSize = Number(params.get('pageSize'));
  return {
    company: params.get('company') || null,
    status: STATUS_OPTIONS.some((option) => option.value === status) ? (status as UserStatusFilter) : DEFAULT_LIST_STATE.status,
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** Only what differs from the defaults, so a plain list has a plain URL. */
export function writeListState(state: UsersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.company) params.set('company', state.company);
  if (state.status !== DEFAULT_LIST_STATE.status) params.set('status', state.status);
  if (state.search.trim()) params.set('q', state.search);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/**
 * The query the list runs. A manager's is always their own company's (the rules refuse any other); an admin's
 * follows the company filter. Null when there is nothing to list (a manager without a company).
 */
export function toUserFilter(state: UsersListState, scope: { kind: UsersScopeKind; companyId: string | null }): UserListFilter | null {
  const company = scope.kind === 'admin' ? state.company : scope.companyId;
  if (scope.kind === 'manager' && !company) return null;
  return { company, status: state.status, lastNamePrefix: state.search.trim() };
}

export function hasFilters(state: UsersListState, kind: UsersScopeKind): boolean {
  return (kind === 'admin' && state.company !== null) || state.status !== DEFAULT_LIST_STATE.status || state.search.trim() !== '';
}
