import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '../../store/session';
import type { User } from '../../types/domain';
import type { UsersScopeKind, Viewer } from './permissions';

export interface UsersScope {
  kind: UsersScopeKind;
  /** Where the screens of this scope live: links stay within it. */
  base: '/admin/users' | '/manager/users';
  /** The signed-in user (the route guard lets only managers and admins in). */
  viewer: Viewer | null;
  /** The viewer's company, which a manager's screens are limited to; null without one. */
  companyId: string | null;
  companyName: string;
}

/** The scope of a users screen from its path: /admin/users/... or /manager/users/.... */
export function scopeOfPath(pathname: string): { kind: UsersScopeKind; base: UsersScope['base'] } {
  return pathname.startsWith('/admin/') ? { kind: 'admin', base: '/admin/users' } : { kind: 'manager', base: '/manager/users' };
}

export function useUsersScope(): UsersScope {
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.currentUser);
  const company = useSessionStore((state) => state.company);
  const { kind, base } = scopeOfPath(pathname);
  const companyId = company?.id ?? (user?.company ? user.company : null);
  const companyName = company?.name ?? '';
  // Stable while nothing changes, so lists built from the scope are not rebuilt on every render.
  return useMemo(
    () => ({ kind, base, viewer: user ? { kind, user } : null, companyId, companyName }),
    [kind, base, user, companyId, companyName],
  );
}

export function fullName(user: Pick<User, 'data'> | { firstname: string; lastname: string }): string {
  const names = 'data' in user ? user.data : user;
  return `${names.firstname} ${names.lastname}`.trim();
}

export const ADMIN_ROLE = 'users.role.admin';
export const MANAGER_ROLE = 'users.role.manager';

/** The catalogue ids of 'Admin', 'Manager', both or none. */
export function roleLabels(roles: { admin: boolean; manager: boolean }): string[] {
  return [...(roles.admin ? [ADMIN_ROLE] : []), ...(roles.manager ? [MANAGER_ROLE] : [])];
}

/** Which roles, as the messages that name them choose their words: 'admin', 'manager', 'both' or 'user'. */
export function rolesKey(roles: { admin: boolean; manager: boolean }): 'admin' | 'manager' | 'both' | 'user' {
  if (roles.admin) return roles.manager ? 'both' : 'admin';
  return roles.manager ? 'manager' : 'user';
}
