import { describe, expect, it } from 'vitest';
import type { Invite } from '../../types/domain';
import { testUser } from '../../test/users';
import {
  canChangeAdminRole,
  canChangeCompany,
  canDisableUser,
  canEditUser,
  canEnableUser,
  canManageInvite,
  type Viewer,
} from './permissions';

const admin = testUser({ id: 'admin', company: 'hq', admin: true });
const manager = testUser({ id: 'manager', company: 'acme', manager: true });
const dealer = testUser({ id: 'dealer', company: 'acme' });
const disabled = testUser({ id: 'gone', company: 'acme', active: false });
const acmeAdmin = testUser({ id: 'acme-admin', company: 'acme', admin: true });
const outsider = testUser({ id: 'outsider', company: 'other' });

const asAdmin: Viewer = { kind: 'admin', user: admin };
const asManager: Viewer = { kind: 'manager', user: manager };
/** An admin on the manager routes acts as a manager of their own company. */
const adminAsManager: Viewer = { kind: 'manager', user: admin };

function invite(overrides: Partial<Invite>): Invite {
  return {
    id: 'invite-1',
    email: 'new@example.com',
    firstname: 'New',
    lastname: 'Person',
    company: 'acme',
    companyName: 'Acme',
    admin: false,
    manager: false,
    used: false,
    usedBy: null,
    usedDate: null,
    createdBy: 'manager',
    createdByName: 'Dana Dealer',
    createdDate: { toMillis: () => 0 } as Invite['createdDate'],
    lastSentDate: null,
    ...overrides,
  };
}

describe('admins', () => {
  it('edit anyone, disable anyone active but themselves, and enable the disabled', () => {
    for (const target of [dealer, manager, acmeAdmin, outsider, disabled, admin]) expect(canEditUser(asAdmin, target)).toBe(true);
    expect(canDisableUser(asAdmin, acmeAdmin)).toBe(true);
    expect(canDisableUser(asAdmin, admin)).toBe(false);
    expect(canDisableUser(asAdmin, disabled)).toBe(false);
    expect(canEnableUser(asAdmin, disabled)).toBe(true);
    expect(canEnableUser(asAdmin, dealer)).toBe(false);
  });

  it('change roles and companies, but never their own admin role', () => {
    expect(canChangeAdminRole(asAdmin, dealer)).toBe(true);
    expect(canChangeAdminRole(asAdmin, admin)).toBe(false);
    expect(canChangeCompany(asAdmin)).toBe(true);
  });

  it('see every invite', () => {
    expect(canManageInvite(asAdmin, invite({ company: 'other', admin: true }))).toBe(true);
  });
});

describe('managers', () => {
  it("edit and disable their company's other non-admin users only", () => {
    expect(canEditUser(asManager, dealer)).toBe(true);
    expect(canDisableUser(asManager, dealer)).toBe(true);
    for (const target of [acmeAdmin, outsider, manager]) {
      expect(canEditUser(asManager, target)).toBe(false);
      expect(canDisableUser(asManager, target)).toBe(false);
    }
  });

  it('never enable, grant admin or move users to another company', () => {
    expect(canEnableUser(asManager, disabled)).toBe(false);
    expect(canChangeAdminRole(asManager, dealer)).toBe(false);
    expect(canChangeCompany(asManager)).toBe(false);
  });

  it("manage their company's invites that do not grant admin", () => {
    expect(canManageInvite(asManager, invite({}))).toBe(true);
    expect(canManageInvite(asManager, invite({ admin: true }))).toBe(false);
    expect(canManageInvite(asManager, invite({ company: 'other' }))).toBe(false);
  });

  it('lose everything once disabled or without the role', () => {
    const formerManager: Viewer = { kind: 'manager', user: { ...manager, active: false } };
    const plainDealer: Viewer = { kind: 'manager', user: dealer };
    for (const viewer of [formerManager, plainDealer]) {
      expect(canEditUser(viewer, outsider)).toBe(false);
      expect(canEditUser(viewer, { ...dealer, id: 'someone' })).toBe(false);
      expect(canManageInvite(viewer, invite({}))).toBe(false);
    }
  });
});

describe('the scope, not the role, sets the reach', () => {
  it('an admin on the manager routes acts within their own company', () => {
    expect(canEditUser(adminAsManager, outsider)).toBe(false);
    expect(canEditUser(adminAsManager, testUser({ id: 'hq-dealer', company: 'hq' }))).toBe(true);
    expect(canEnableUser(adminAsManager, { ...disabled, company: 'hq' })).toBe(false);
  });

  it('a manager on an admin path gets nothing', () => {
    const managerOnAdminPath: Viewer = { kind: 'admin', user: manager };
    expect(canEditUser(managerOnAdminPath, outsider)).toBe(false);
    expect(canEnableUser(managerOnAdminPath, disabled)).toBe(false);
  });
});

