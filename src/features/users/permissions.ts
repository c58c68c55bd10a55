/**
 * What a viewer may do to a user on the users screens, as small pure functions that deny by default. The path
 * prefix sets the scope: /admin/users acts as an admin (every company, both roles, company changes);
 * /manager/users acts as a manager of the viewer's own company, whoever the viewer is. The security rules and
 * the callables enforce the same on the server; these only keep the screens from offering what would fail.
 */
import type { Invite, User } from '../../types/domain';

export type UsersScopeKind = 'admin' | 'manager';

export interface Viewer {
  kind: UsersScopeKind;
  user: User;
}

function actsAsAdmin({ kind, user }: Viewer): boolean {
  return kind === 'admin' && user.active && user.data.admin;
}

/** A manager's reach: another, non-admin user of their own company (never themselves). */
function managerReaches({ user }: Viewer, target: User): boolean {
  return (
    user.active && (user.data.manager || user.data.admin) && user.company !== ''
    && target.company === user.company && !target.data.admin && target.id !== user.id
  );
}

/** Whether the edit screen may show the user at all (otherwise it says the user was not found). */
export function canEditUser(viewer: Viewer, target: User): boolean {
  return actsAsAdmin(viewer) || (viewer.kind === 'manager' && managerReaches(viewer, target));
}

/** Disabling (DELETEUSER): an active user other than oneself, within the viewer's reach. */
export function canDisableUser(viewer: Viewer, target: User): boolean {
  return target.active && target.id !== viewer.user.id && canEditUser(viewer, target);
}

/** Enabling (ENABLEUSER) is offered to admins only. */
export function canEnableUser(viewer: Viewer, target: User): boolean {
  return !target.active && target.id !== viewer.user.id && actsAsAdmin(viewer);
}

/** Granting or removing the admin role and moving a user to another company: admins, never on themselves for the role. */
export function canChangeAdminRole(viewer: Viewer, target: User): boolean {
  return actsAsAdmin(viewer) && target.id !== viewer.user.id;
}

export function canChangeCompany(viewer: Viewer): boolean {
  return actsAsAdmin(viewer);
}

/** Whether an invite belongs on the viewer's screens (a manager: their company's, never one granting admin). */
export function canManageInvite(viewer: Viewer, invite: Invite): boolean {
  if (actsAsAdmin(viewer)) return true;
  const { user } = viewer;
  return viewer.kind === 'manager' && user.active && (user.data.manager || user.data.admin)
    && user.company !== '' && invite.company === user.company && !invite.admin;
}
