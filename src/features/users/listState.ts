/** What the users list shows, as the list codec keeps it in the URL query, so Back from an edit returns to it. */
import { choiceParam, idParam, textParam, type ListDefinition } from '../../components/list/listState';
import type { UserListFilter, UserStatusFilter } from '../../data/usersApi';
import type { UsersScopeKind } from './permissions';

export const SEARCH_MAX_LENGTH = 60;

/** The status filter's choices; labels are catalogue ids. */
export const STATUS_OPTIONS: readonly { value: UserStatusFilter; label: string }[] = [
  { value: 'active', label: 'users.status.active' },
  { value: 'disabled', label: 'users.status.disabled' },
  { value: 'all', label: 'users.status.all' },
];

export interface UsersFilters {
  /** Admins: one company's users, or null for every company. Managers always see their own. */
  company: string | null;
  status: UserStatusFilter;
  /** Beginning of the last name. */
  search: string;
}

export const USERS_LIST: ListDefinition<UsersFilters> = {
  filters: {
    company: idParam('company'),
    status: choiceParam('status', STATUS_OPTIONS.map((option) => option.value), 'active'),
    search: textParam('q', SEARCH_MAX_LENGTH),
  },
  pageSizes: [10, 25, 50],
  defaultPageSize: 25,
};

/** The company filter is an admin's: a manager's list is always their own company's. */
export function ignoredFilters(kind: UsersScopeKind): (keyof UsersFilters)[] {
  return kind === 'admin' ? [] : ['company'];
}

/**
 * The query the list runs. A manager's is always their own company's (the rules refuse any other); an admin's
 * follows the company filter. Null when there is nothing to list (a manager without a company).
 */
export function toUserFilter(filters: UsersFilters, scope: { kind: UsersScopeKind; companyId: string | null }): UserListFilter | null {
  const company = scope.kind === 'admin' ? filters.company : scope.companyId;
  if (scope.kind === 'manager' && !company) return null;
  return { company, status: filters.status, lastNamePrefix: filters.search.trim() };
}
