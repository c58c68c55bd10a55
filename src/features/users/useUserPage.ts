import { useCursorPages } from '../../components/data/useCursorPages';
import { subscribeToUserPage, type UserListFilter } from '../../data/usersApi';
import type { User } from '../../types/domain';

/** One live page of users (see useCursorPages); a new filter or page size starts again at page one. */
export function useUserPage(filter: UserListFilter | null, pageSize: number) {
  return useCursorPages<User>(
    JSON.stringify({ filter, pageSize }),
    (after, onChange, onError) => (filter ? subscribeToUserPage(filter, pageSize, after, onChange, onError) : () => undefined),
    'users',
    filter !== null,
  );
}
