import { countUsers, subscribeToUserPage, type UserListFilter } from '../../data/usersApi';
import { useServerList, type ListSource } from '../../data/serverList';
import type { User } from '../../types/domain';

const USERS: ListSource<UserListFilter, User> = { name: 'users', subscribe: subscribeToUserPage, count: countUsers };

/** One live page of users and how many the filter matches in all; a null filter lists nothing. */
export function useUserPage(filter: UserListFilter | null, paging: { pageSize: number; pageIndex: number }) {
  return useServerList(USERS, filter, paging);
}
