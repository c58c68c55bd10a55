/**
 * firestore.rules, `invites`: the registration link's invite is read by visitors who are not signed in and by the
 * invited account; admins manage every invite; managers read, list, create and revoke only their own company's
 * invites that do not grant admin (their list query must say so); new invites are written in exactly the shape
 * invitesApi.createInvite writes (names of at most 60 characters, an address of at most 254); revoking deletes an unused invite; nothing but registration (registration.test.ts)
 * ever changes an invite.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, getDoc, serverTimestamp, setDoc, updateDoc, where, type DocumentData } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { day, inviteDocument } from '../support/documents';
import {
  CA,
  HQ,
  US,
  admin,
  colleague,
  companyDocument,
  companyDocuments,
  dealer,
  displayName,
  inactive,
  manager,
  newcomer,
  otherDealer,
  otherManager,
  peopleDocuments,
  unnamedUserDocument,
  withoutName,
  type Person,
} from '../support/people';

const caInvite = inviteDocument({ id: 'invite-ca-5k2j8d7f3m1q', email: newcomer.email });
const caManagerInvite = inviteDocument({ id: 'invite-ca-manager-9d3k2', email: 'lead.ca@example.com', manager: true });
const caAdminInvite = inviteDocument({ id: 'invite-ca-admin-4j6h2k', email: 'staff.ca@example.com', admin: true, createdBy: admin.uid });
const caUsedInvite = inviteDocument({
  id: 'invite-ca-used-2m8x7c',
  email: 'hired.ca@example.com',
  used: true,
  usedBy: 'hired-ca',
  usedDate: day(3),
});
const usInvite = inviteDocument({ id: 'invite-us-8s7d6f5g4h', email: 'new.us@example.com', company: US, createdBy: otherManager.uid });
const seeded = [caInvite, caManagerInvite, caAdminInvite, caUsedInvite, usInvite];

const rules = useRulesTestEnvironment('invites', {
  beforeEachTest: (harness) =>
    harness.seed({
      ...peopleDocuments(),
      ...companyDocuments(),
      ...Object.fromEntries(seeded.map((invite) => [`invites/${invite.id}`, invite])),
    }),
});

const { ref: inviteRef, list: listInvites } = collectionAccess('invites');
/** The manager's pending-invites query (invitesApi.subscribeToPendingInvites for a manager). */
const managerQuery = (company: string) => [where('used', '==', false), where('company', '==', company), where('admin', '==', false)];

/** A new invite as invitesApi.createInvite writes it, by `by`, into `company` (an auto id: 20 characters). */
function newInvite(by: Person, overrides: DocumentData = {}): DocumentData {
  const company = (overrides.company as string | undefined) ?? by.company;
  return {
    id: 'Nw7Qk2LmN0pRsTuVwZ12',
    email: 'hire@example.com',
    firstname: 'Hana',
    lastname: 'Hire',
    company,
    companyName: companyDocument(company).name,
    admin: false,
    manager: false,
    used: false,
    usedBy: null,
    usedDate: null,
    createdBy: by.uid,
    createdByName: displayName(by),
    createdDate: serverTimestamp(),
    lastSentDate: null,
    ...overrides,
  };
}
const create = (by: Person, overrides: DocumentData = {}) => {
  const invite = newInvite(by, overrides);
  return setDoc(inviteRef(rules.db(by), invite.id as string), invite);
};

describe('invites: get', () => {
  it("denies a signed-in dealer reading an invite that is not for their address, their company's included", async () => {
    await assertFails(getDoc(inviteRef(rules.db(dealer), caInvite.id)));
    await assertFails(getDoc(inviteRef(rules.db(dealer), usInvite.id)));
    await assertFails(getDoc(inviteRef(rules.db(otherDealer), caInvite.id)));
  });

  it('denies a manager reading an invite that grants admin, even of their own company', async () => {
    await assertFails(getDoc(inviteRef(rules.db(manager), caAdminInvite.id)));
  });

  it("denies a manager reading another company's invite, and an inactive manager their own company's", async () => {
    await assertFails(getDoc(inviteRef(rules.db(manager), usInvite.id)));
    await assertFails(getDoc(inviteRef(rules.db(otherManager), caInvite.id)));
    await assertFails(getDoc(inviteRef(rules.db(inactive), caInvite.id)));
  });

  it('lets a visitor who is not signed in read any invite by its link (the id is the secret)', async () => {
    expect((await assertSucceeds(getDoc(inviteRef(rules.guestDb(), caInvite.id)))).data()).toEqual(caInvite);
    await assertSucceeds(getDoc(inviteRef(rules.guestDb(), caAdminInvite.id)));
    expect((await assertSucceeds(getDoc(inviteRef(rules.guestDb(), 'no-such-invite-3k4j5h6g')))).exists()).toBe(false);
  });

  it('lets the invited account read its invite, whatever the letter case of the address', async () => {
    await assertSucceeds(getDoc(inviteRef(rules.db(newcomer), caInvite.id)));
    const shouting = { uid: 'shouting', email: 'NEWCOMER@EXAMPLE.COM' };
    await assertSucceeds(getDoc(inviteRef(rules.db(shouting), caInvite.id)));
    await assertFails(getDoc(inviteRef(rules.db(newcomer), usInvite.id)));
  });

  it("lets a manager read their company's invites that do not grant admin, used ones too", async () => {
    await assertSucceeds(getDoc(inviteRef(rules.db(manager), caInvite.id)));
    await assertSucceeds(getDoc(inviteRef(rules.db(manager), caManagerInvite.id)));
    await assertSucceeds(getDoc(inviteRef(rules.db(manager), caUsedInvite.id)));
  });

  it('lets an admin read any invite', async () => {
    await assertSucceeds(getDoc(inviteRef(rules.db(admin), caAdminInvite.id)));
    await assertSucceeds(getDoc(inviteRef(rules.db(admin), usInvite.id)));
  });
});

describe('invites: list', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(listInvites(rules.guestDb()));
    await assertFails(listInvites(rules.guestDb(), where('email', '==', newcomer.email)));
  });

  it('denies a dealer, even for their own company without admin invites', async () => {
    await assertFails(listInvites(rules.db(dealer)));
    await assertFails(listInvites(rules.db(dealer), ...managerQuery(CA)));
  });

  it('denies the invited account looking its invite up by address', async () => {
    await assertFails(listInvites(rules.db(newcomer), where('email', '==', newcomer.email)));
  });

  it('denies an inactive manager', async () => {
    await assertFails(listInvites(rules.db(inactive), ...managerQuery(CA)));
  });

  it('denies a manager listing without the admin filter, their own company included', async () => {
    await assertFails(listInvites(rules.db(manager)));
    await assertFails(listInvites(rules.db(manager), where('company', '==', CA)));
    await assertFails(listInvites(rules.db(manager), where('used', '==', false), where('company', '==', CA)));
  });

  it('denies a manager listing the admin invites of their company', async () => {
    await assertFails(listInvites(rules.db(manager), where('company', '==', CA), where('admin', '==', true)));
  });

  it('denies a manager listing without the company filter or for another company', async () => {
    await assertFails(listInvites(rules.db(manager), where('admin', '==', false)));
    await assertFails(listInvites(rules.db(manager), ...managerQuery(US)));
  });

  it("lets a manager list their company's pending invites that do not grant admin", async () => {
    const snapshot = await assertSucceeds(listInvites(rules.db(manager), ...managerQuery(CA)));
    expect(ids(snapshot)).toEqual([caInvite.id, caManagerInvite.id].sort());
    const withUsed = await assertSucceeds(listInvites(rules.db(manager), where('company', '==', CA), where('admin', '==', false)));
    expect(ids(withUsed)).toEqual([caInvite.id, caManagerInvite.id, caUsedInvite.id].sort());
  });

  it('lets an admin list every invite, and every pending one', async () => {
    expect(ids(await assertSucceeds(listInvites(rules.db(admin))))).toEqual(seeded.map((invite) => invite.id).sort());
    const pending = await assertSucceeds(listInvites(rules.db(admin), where('used', '==', false)));
    expect(ids(pending)).toEqual([caInvite.id, caManagerInvite.id, caAdminInvite.id, usInvite.id].sort());
    expect(ids(await assertSucceeds(listInvites(rules.db(admin), ...managerQuery(US))))).toEqual([usInvite.id]);
  });
});

describe('invites: create', () => {
  it('denies a visitor who is not signed in and an account without a user document', async () => {
    const invite = newInvite(manager);
    await assertFails(setDoc(inviteRef(rules.guestDb(), invite.id as string), invite));
    await assertFails(setDoc(inviteRef(rules.db(newcomer), invite.id as string), { ...invite, createdBy: newcomer.uid }));
  });

  it('denies an inactive manager and a dealer', async () => {
    await assertFails(create(inactive));
    await assertFails(create(dealer));
    await assertFails(create(colleague, { manager: true }));
  });

  it('denies a manager inviting into another company', async () => {
    await assertFails(create(manager, { company: US }));
    await assertFails(create(manager, { company: HQ }));
  });

  it('denies a manager inviting an admin, into their company or any other', async () => {
    await assertFails(create(manager, { admin: true }));
    await assertFails(create(manager, { admin: true, manager: true }));
    await assertFails(create(manager, { admin: true, company: US }));
  });

  it('denies an invite in somebody else\'s name, or not dated by the server', async () => {
    await assertFails(create(manager, { createdBy: admin.uid }));
    await assertFails(create(admin, { createdBy: manager.uid }));
    await assertFails(create(manager, { createdDate: day(5) }));
  });

  it('denies an inviter name other than the inviter’s own: another person’s, a made-up one, an empty one', async () => {
    await assertFails(create(manager, { createdByName: displayName(admin) }));
    await assertFails(create(admin, { createdByName: 'IT Security' }));
    await assertFails(create(manager, { createdByName: '' }));
  });

  it('denies an invite that is already used, sent or names a user', async () => {
    await assertFails(create(manager, { used: true }));
    await assertFails(create(manager, { usedBy: dealer.uid }));
    await assertFails(create(manager, { usedDate: serverTimestamp() }));
    await assertFails(create(manager, { lastSentDate: serverTimestamp() }));
  });

  it('denies an address that is not lower-case or not an address', async () => {
    await assertFails(create(manager, { email: 'Hire@Example.com' }));
    await assertFails(create(manager, { email: 'hire' }));
    await assertFails(create(manager, { email: '' }));
  });

  it('denies a guessable or mismatched id, or one outside the letters, digits, - and _ of a link', async () => {
    await assertFails(create(manager, { id: 'invite-short' }));
    await assertFails(create(manager, { id: 'Nw7Qk2LmN0pRsTuVwZ12.x' }));
    await assertFails(create(manager, { id: 'Nw7Qk2LmN0pRsTuVwZ12~x' }));
    const invite = newInvite(manager);
    await assertFails(setDoc(inviteRef(rules.db(manager), 'Ot7Qk2LmN0pRsTuVwZ99'), invite));
  });

  it('denies a company name other than the company\'s, or a company that does not exist', async () => {
    await assertFails(create(manager, { companyName: 'Somebody Else Ltd.' }));
    await assertFails(create(admin, { company: 'no-such-company', companyName: 'no-such-company Ltd.' }));
  });

  it('denies a company that is not text, even a number naming an existing company', async () => {
    await rules.seed({ 'companies/1042': companyDocument('1042') });
    await assertFails(create(admin, { company: 1042, companyName: companyDocument('1042').name }));
  });

  it('denies extra or missing fields and flags of the wrong type', async () => {
    await assertFails(create(manager, { note: 'Welcome' }));
    const { lastSentDate: _unused, ...withoutLastSent } = newInvite(manager);
    await assertFails(setDoc(inviteRef(rules.db(manager), withoutLastSent.id as string), withoutLastSent));
    await assertFails(create(manager, { manager: 'yes' }));
    await assertFails(create(admin, { admin: 'yes' }));
    await assertFails(create(manager, { firstname: 7 }));
    await assertFails(create(manager, { lastname: null }));
    await assertFails(create(manager, { createdByName: 7 }));
  });

  it('denies a first or last name longer than 60 characters, and lists in their place', async () => {
    await assertFails(create(manager, { firstname: 'I'.repeat(10_400) }));
    await assertFails(create(manager, { firstname: 'I'.repeat(61) }));
    await assertFails(create(admin, { lastname: 'I'.repeat(61) }));
    // A list has a size too: only the type check refuses it.
    await assertFails(create(manager, { firstname: ['Hana'] }));
    await assertFails(create(manager, { lastname: ['Hire'] }));
  });

  it('denies an address longer than 254 characters and an id longer than 128', async () => {
    await assertFails(create(manager, { email: `${'h'.repeat(243)}@example.com` }));
    await assertFails(create(admin, { id: 'N'.repeat(129) }));
  });

  it('lets a manager invite dealers and managers into their company', async () => {
    await assertSucceeds(create(manager));
    await assertSucceeds(create(manager, { id: 'Mg7Qk2LmN0pRsTuVwZ12', email: 'lead@example.com', manager: true }));
    expect((await getDoc(inviteRef(rules.db(manager), 'Mg7Qk2LmN0pRsTuVwZ12'))).get('manager')).toBe(true);
  });

  it('lets an admin invite an admin or anyone else into any company', async () => {
    await assertSucceeds(create(admin, { company: US, admin: true }));
    await assertSucceeds(create(admin, { id: 'Ad7Qk2LmN0pRsTuVwZ12', company: CA, manager: true }));
  });

  it('lets names of 60 characters, an address of 254 and an id of 128 through', async () => {
    await assertSucceeds(create(manager, { firstname: 'H'.repeat(60), lastname: 'H'.repeat(60), email: `${'h'.repeat(242)}@example.com` }));
    await assertSucceeds(create(admin, { id: 'N'.repeat(128) }));
  });

  it('lets an inviter whose user document has no name invite under their email address', async () => {
    await rules.seed(unnamedUserDocument(manager));
    await assertSucceeds(create(withoutName(manager)));
    expect((await getDoc(inviteRef(rules.db(manager), 'Nw7Qk2LmN0pRsTuVwZ12'))).get('createdByName')).toBe(manager.email);
  });
});

describe('invites: update (only registration changes an invite: registration.test.ts)', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(updateDoc(inviteRef(rules.guestDb(), caInvite.id), { used: true }));
  });

  it('denies an inactive manager and a dealer', async () => {
    await assertFails(updateDoc(inviteRef(rules.db(inactive), caInvite.id), { email: 'other@example.com' }));
    await assertFails(updateDoc(inviteRef(rules.db(dealer), caInvite.id), { email: 'other@example.com' }));
  });

  it("denies a manager editing an invite, even their company's (they revoke it and invite again)", async () => {
    await assertFails(updateDoc(inviteRef(rules.db(manager), caInvite.id), { email: 'other@example.com' }));
    await assertFails(updateDoc(inviteRef(rules.db(manager), caInvite.id), { admin: true }));
    await assertFails(updateDoc(inviteRef(rules.db(manager), caInvite.id), { lastSentDate: serverTimestamp() }));
  });

  it('denies an admin editing an invite, re-opening a used one or stamping it sent (SENDMAIL does that)', async () => {
    await assertFails(updateDoc(inviteRef(rules.db(admin), usInvite.id), { manager: true, email: 'corrected@example.com' }));
    await assertFails(updateDoc(inviteRef(rules.db(admin), caUsedInvite.id), { used: false, usedBy: null, usedDate: null }));
    await assertFails(updateDoc(inviteRef(rules.db(admin), usInvite.id), { lastSentDate: serverTimestamp() }));
  });

  it('denies an admin marking an invite used by somebody', async () => {
    await assertFails(updateDoc(inviteRef(rules.db(admin), caInvite.id), { used: true, usedBy: dealer.uid, usedDate: serverTimestamp() }));
  });
});

describe('invites: delete (revoke)', () => {
  it('denies a visitor who is not signed in and the invitee', async () => {
    await assertFails(deleteDoc(inviteRef(rules.guestDb(), caInvite.id)));
    await assertFails(deleteDoc(inviteRef(rules.db(newcomer), caInvite.id)));
  });

  it('denies an inactive manager and a dealer', async () => {
    await assertFails(deleteDoc(inviteRef(rules.db(inactive), caInvite.id)));
    await assertFails(deleteDoc(inviteRef(rules.db(dealer), caInvite.id)));
  });

  it("denies a manager revoking another company's invite or an admin invite of their own", async () => {
    await assertFails(deleteDoc(inviteRef(rules.db(manager), usInvite.id)));
    await assertFails(deleteDoc(inviteRef(rules.db(manager), caAdminInvite.id)));
  });

  it('denies anyone, an admin too, deleting a used invite (the record of how an account came to be)', async () => {
    await assertFails(deleteDoc(inviteRef(rules.db(manager), caUsedInvite.id)));
    await assertFails(deleteDoc(inviteRef(rules.db(admin), caUsedInvite.id)));
  });

  it("lets a manager revoke their company's unused invite", async () => {
    await assertSucceeds(deleteDoc(inviteRef(rules.db(manager), caInvite.id)));
    expect((await getDoc(inviteRef(rules.guestDb(), caInvite.id))).exists()).toBe(false);
  });

  it('lets an admin revoke any unused invite', async () => {
    await assertSucceeds(deleteDoc(inviteRef(rules.db(admin), usInvite.id)));
    await assertSucceeds(deleteDoc(inviteRef(rules.db(admin), caAdminInvite.id)));
  });
});
