/**
 * firestore.rules, `invites`: anyone holding a registration link reads its invite; managers list, create and
 * delete their own company's invites (never admin ones); admins manage all. Marking used: registration.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, getDoc, setDoc, updateDoc, where } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { day, inviteDocument } from '../support/documents';
import { CA, US, admin, dealer, inactive, manager, newcomer, otherManager, peopleDocuments } from '../support/people';

const caInvite = inviteDocument({ id: 'invite-ca-5k2j8d', email: newcomer.email });
const usInvite = inviteDocument({ id: 'invite-us-8s7d6f', email: 'new.us@example.com', company: US, createdBy: otherManager.uid });

const rules = useRulesTestEnvironment('invites', {
  beforeEachTest: (harness) =>
    harness.seed({ ...peopleDocuments(), [`invites/${caInvite.id}`]: caInvite, [`invites/${usInvite.id}`]: usInvite }),
});

const { ref: inviteRef, list: listInvites } = collectionAccess('invites');
const fresh = (overrides: Parameters<typeof inviteDocument>[0]) => inviteDocument({ createdDate: day(5), ...overrides });

describe('invites: get', () => {
  it('lets anyone holding the link read the invite, signed in or not (the id is the secret)', async () => {
    const snapshot = await assertSucceeds(getDoc(inviteRef(rules.guestDb(), caInvite.id)));
    expect(snapshot.data()).toEqual(caInvite);
    await assertSucceeds(getDoc(inviteRef(rules.db(newcomer), caInvite.id)));
    await assertSucceeds(getDoc(inviteRef(rules.db(dealer), usInvite.id)));
  });
});

describe('invites: list', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(listInvites(rules.guestDb()));
    await assertFails(listInvites(rules.guestDb(), where('email', '==', newcomer.email)));
  });

  it('denies a dealer, even for their own company', async () => {
    await assertFails(listInvites(rules.db(dealer)));
    await assertFails(listInvites(rules.db(dealer), where('company', '==', CA)));
  });

  it('denies an inactive manager', async () => {
    await assertFails(listInvites(rules.db(inactive), where('company', '==', CA)));
  });

  it('denies a manager listing without the company filter or another company', async () => {
    await assertFails(listInvites(rules.db(manager)));
    await assertFails(listInvites(rules.db(manager), where('company', '==', US)));
  });

  it("lets a manager list their company's invites", async () => {
    expect(ids(await assertSucceeds(listInvites(rules.db(manager), where('company', '==', CA))))).toEqual([caInvite.id]);
  });

  it('lets an admin list every invite', async () => {
    expect(ids(await assertSucceeds(listInvites(rules.db(admin))))).toEqual([caInvite.id, usInvite.id].sort());
  });
});

describe('invites: create', () => {
  const dealerInvite = fresh({ id: 'invite-new-dealer', email: 'hire@example.com' });

  it('denies a visitor who is not signed in', async () => {
    await assertFails(setDoc(inviteRef(rules.guestDb(), dealerInvite.id), dealerInvite));
  });

  it('denies an inactive manager and a dealer', async () => {
    await assertFails(setDoc(inviteRef(rules.db(inactive), dealerInvite.id), dealerInvite));
    await assertFails(setDoc(inviteRef(rules.db(dealer), dealerInvite.id), dealerInvite));
  });

  it('denies a manager inviting into another company', async () => {
    await assertFails(setDoc(inviteRef(rules.db(manager), dealerInvite.id), { ...dealerInvite, company: US }));
  });

  it('denies a manager inviting an admin', async () => {
    await assertFails(setDoc(inviteRef(rules.db(manager), dealerInvite.id), { ...dealerInvite, admin: true }));
  });

  it('denies a manager creating an invite already marked used', async () => {
    await assertFails(setDoc(inviteRef(rules.db(manager), dealerInvite.id), { ...dealerInvite, used: true }));
  });

  it('lets a manager invite dealers and managers into their company', async () => {
    await assertSucceeds(setDoc(inviteRef(rules.db(manager), dealerInvite.id), dealerInvite));
    const managerInvite = fresh({ id: 'invite-new-manager', email: 'lead@example.com', manager: true });
    await assertSucceeds(setDoc(inviteRef(rules.db(manager), managerInvite.id), managerInvite));
  });

  it('lets an admin invite an admin into any company', async () => {
    const adminInvite = fresh({ id: 'invite-new-admin', email: 'staff@example.com', company: US, admin: true, createdBy: admin.uid });
    await assertSucceeds(setDoc(inviteRef(rules.db(admin), adminInvite.id), adminInvite));
  });
});

describe('invites: update', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(updateDoc(inviteRef(rules.guestDb(), caInvite.id), { used: true }));
  });

  it('denies an inactive manager and a dealer', async () => {
    await assertFails(updateDoc(inviteRef(rules.db(inactive), caInvite.id), { email: 'other@example.com' }));
    await assertFails(updateDoc(inviteRef(rules.db(dealer), caInvite.id), { email: 'other@example.com' }));
  });

  it("denies a manager editing an invite, even their company's (they delete and invite again)", async () => {
    await assertFails(updateDoc(inviteRef(rules.db(manager), caInvite.id), { email: 'other@example.com' }));
    await assertFails(updateDoc(inviteRef(rules.db(manager), caInvite.id), { admin: true }));
  });

  it('lets an admin edit any invite', async () => {
    await assertSucceeds(updateDoc(inviteRef(rules.db(admin), usInvite.id), { manager: true, email: 'corrected@example.com' }));
  });
});

describe('invites: delete', () => {
  it('denies a visitor who is not signed in and the invitee', async () => {
    await assertFails(deleteDoc(inviteRef(rules.guestDb(), caInvite.id)));
    await assertFails(deleteDoc(inviteRef(rules.db(newcomer), caInvite.id)));
  });

  it('denies an inactive manager and a dealer', async () => {
    await assertFails(deleteDoc(inviteRef(rules.db(inactive), caInvite.id)));
    await assertFails(deleteDoc(inviteRef(rules.db(dealer), caInvite.id)));
  });

  it("denies a manager deleting another company's invite", async () => {
    await assertFails(deleteDoc(inviteRef(rules.db(manager), usInvite.id)));
  });

  it("lets a manager delete their company's invite", async () => {
    await assertSucceeds(deleteDoc(inviteRef(rules.db(manager), caInvite.id)));
    expect((await getDoc(inviteRef(rules.guestDb(), caInvite.id))).exists()).toBe(false);
  });

  it('lets an admin delete any invite', async () => {
    await assertSucceeds(deleteDoc(inviteRef(rules.db(admin), usInvite.id)));
  });
});
