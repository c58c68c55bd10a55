/**
 * firestore.rules, registration: a new account consumes its invite in ONE commit (invitesApi.consumeInvite) that
 * creates `users/{its uid}` exactly as the unused invite says (the document the register screen builds with
 * `userFromInvite`, in the language the page is in) and marks that invite used by this account at the server's
 * time. The rules check the two writes against each other, so neither succeeds alone and an invite is never used
 * twice. Only then does the account read its company (before that, the invite's companyName is all it sees of it).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import type { Invite, User } from '../../../src/types/domain';
import { userFromInvite } from '../../../src/features/register/registration';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { day, inviteDocument } from '../support/documents';
import {
  CA,
  HQ,
  US,
  admin,
  companyDocument,
  companyDocuments,
  dealer,
  manager,
  newcomer,
  peopleDocuments,
  userDocument,
} from '../support/people';

const newManager = { uid: 'new-manager', email: 'new.manager@example.com' } as const;
/** Signed in with an address nobody invited. */
const stranger = { uid: 'stranger', email: 'stranger@example.com' } as const;

const openInvite = inviteDocument({ id: 'invite-open-7f3k2q9x', email: newcomer.email });
/** A second unused invite for the same address (re-invited before the first was used). */
const secondInvite = inviteDocument({ id: 'invite-second-6g2h8j', email: newcomer.email, company: US });
const managerInvite = inviteDocument({ id: 'invite-manager-4hd82k', email: newManager.email, manager: true });
const adminInvite = inviteDocument({ id: 'invite-admin-3k9s7d', email: manager.email, admin: true, createdBy: admin.uid });
const usedInvite = inviteDocument({
  id: 'invite-used-9q2m4z',
  email: newcomer.email,
  company: US,
  used: true,
  usedBy: 'earlier-account',
  usedDate: day(2),
});
const form = { firstname: ' Nora ', lastname: 'Newcomer', phone: '+13065550111' };

const rules = useRulesTestEnvironment('registration', {
  beforeEachTest: (harness) =>
    harness.seed({
      ...peopleDocuments(),
      ...companyDocuments(),
      ...Object.fromEntries(
        [openInvite, secondInvite, managerInvite, adminInvite, usedInvite].map((invite) => [`invites/${invite.id}`, invite]),
      ),
    }),
});

const userRef = (db: Firestore, uid: string) => doc(db, 'users', uid);
const inviteRef = (db: Firestore, id: string) => doc(db, 'invites', id);
const companyRef = (db: Firestore, id: string) => doc(db, 'companies', id);
const registration = (invite: Invite, uid: string = newcomer.uid): User => userFromInvite(invite, uid, form);

/** The invite half of the commit, as invitesApi.consumeInvite writes it. */
const markedUsed = (uid: string): DocumentData => ({ used: true, usedBy: uid, usedDate: serverTimestamp() });

interface ConsumeOptions {
  /** The user document written; null leaves it out. Default: registration(invite, uid). */
  user?: DocumentData | null;
  /** Whose document is written. Default: the signed-in account. */
  uid?: string;
  /** The invite update; null leaves it out. Default: markedUsed(uid). */
  invite?: DocumentData | null;
  /** The invite updated. Default: the one the user document names. */
  inviteId?: string;
  /** Whether the batch lists the new account in the admins directory. Default: the invite grants admin. */
  adminEntry?: boolean;
}

/** invitesApi.consumeInvite's batch, as `account`, with hooks to break exactly one part of it. */
function consume(db: Firestore, account: { uid: string }, invite: Invite, options: ConsumeOptions = {}): Promise<void> {
  const uid = options.uid ?? account.uid;
  const batch = writeBatch(db);
  const user = options.user === undefined ? registration(invite, uid) : options.user;
  if (user !== null) batch.set(userRef(db, uid), user);
  const update = options.invite === undefined ? markedUsed(account.uid) : options.invite;
  if (update !== null) batch.update(inviteRef(db, options.inviteId ?? invite.id), update);
  if (options.adminEntry ?? invite.admin) batch.set(doc(db, 'admins', uid), { id: uid });
  return batch.commit();
}

async function expectUnused(invite: Invite): Promise<void> {
  expect((await getDoc(inviteRef(rules.guestDb(), invite.id))).get('used')).toBe(false);
}

describe('registration: one half without the other', () => {
  it('denies the user document alone, without marking the invite used', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { invite: null }));
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), registration(openInvite)));
    await expectUnused(openInvite);
  });

  it('denies marking the invite used alone, without the user document', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: null }));
    await assertFails(updateDoc(inviteRef(rules.db(newcomer), openInvite.id), markedUsed(newcomer.uid)));
    await expectUnused(openInvite);
  });

  it('denies marking an invite used by an account that already has a user document', async () => {
    const returning = { uid: dealer.uid, email: dealer.email };
    const forDealer = inviteDocument({ id: 'invite-dealer-again-5j3k', email: dealer.email });
    await rules.seed({ [`invites/${forDealer.id}`]: forDealer });
    await assertFails(updateDoc(inviteRef(rules.db(returning), forDealer.id), markedUsed(dealer.uid)));
    await assertFails(consume(rules.db(returning), returning, forDealer, { user: { ...userDocument(dealer), invite: forDealer.id } }));
  });

  it('denies marking an invite used by an account whose existing document already names it', async () => {
    const returning = { uid: dealer.uid, email: dealer.email };
    const forDealer = inviteDocument({ id: 'invite-dealer-named-7h2k', email: dealer.email });
    await rules.seed({ [`invites/${forDealer.id}`]: forDealer, [`users/${dealer.uid}`]: { ...userDocument(dealer), invite: forDealer.id } });
    await assertFails(updateDoc(inviteRef(rules.db(returning), forDealer.id), markedUsed(dealer.uid)));
    await expectUnused(forDealer);
  });

  it('denies a user document whose invite this account already used (a document made once cannot be made again)', async () => {
    const spent = inviteDocument({ id: 'invite-spent-4k8m2n', email: newcomer.email, used: true, usedBy: newcomer.uid, usedDate: day(2) });
    await rules.seed({ [`invites/${spent.id}`]: spent });
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), registration(spent)));
  });

  it('denies the user document alone even when the unused invite already names this account: only marking it used consumes it', async () => {
    const halfMarked = inviteDocument({ id: 'invite-half-marked-6d2k', email: newcomer.email, usedBy: newcomer.uid });
    await rules.seed({ [`invites/${halfMarked.id}`]: halfMarked });
    await assertFails(consume(rules.db(newcomer), newcomer, halfMarked, { invite: null }));
    await expectUnused(halfMarked);
  });

  it('denies a user document naming one invite while another is marked used', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { inviteId: secondInvite.id }));
    await expectUnused(openInvite);
    await expectUnused(secondInvite);
  });
});

describe('registration: an invite is used once', () => {
  it('denies registering with an invite that is already used', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, usedInvite));
  });

  it('denies using the invite a second time, by another account with the same address or the same account', async () => {
    await assertSucceeds(consume(rules.db(newcomer), newcomer, openInvite));
    const secondAccount = { uid: 'newcomer-again', email: newcomer.email } as const;
    await assertFails(consume(rules.db(secondAccount), secondAccount, openInvite));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite));
    expect((await getDoc(userRef(rules.db(admin), secondAccount.uid))).exists()).toBe(false);
    expect((await getDoc(inviteRef(rules.db(admin), openInvite.id))).get('usedBy')).toBe(newcomer.uid);
  });

  it('denies re-opening a used invite', async () => {
    await assertSucceeds(consume(rules.db(newcomer), newcomer, openInvite));
    await assertFails(updateDoc(inviteRef(rules.db(newcomer), openInvite.id), { used: false, usedBy: null, usedDate: null }));
  });
});

describe('registration: who may consume an invite', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(consume(rules.guestDb(), { uid: newcomer.uid }, openInvite));
  });

  it('denies an account whose address is not the invited one', async () => {
    await assertFails(consume(rules.db(stranger), stranger, openInvite));
  });

  it("denies a manager using an invite that grants admin, even one addressed to the manager's own address", async () => {
    const asManager = { uid: manager.uid, email: manager.email };
    await assertFails(consume(rules.db(asManager), asManager, adminInvite));
    await assertFails(updateDoc(userRef(rules.db(manager), manager.uid), { 'data.admin': true, invite: adminInvite.id }));
    await expectUnused(adminInvite);
  });

  it("denies writing another account's document", async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { uid: 'someone-else' }));
  });

  it('denies recording somebody else as the user of the invite', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { invite: markedUsed(dealer.uid) }));
  });
});

describe('registration: the commit must say what the invite says', () => {
  const document = registration(openInvite);
  const withData = (data: DocumentData) => ({ ...document, data: { ...document.data, ...data } });

  it('denies granting admin or manager that the invite does not give', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ admin: true }) }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ manager: true }) }));
  });

  it('denies granting admin that the invite does not give, even with the admins directory entry in the same commit', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ admin: true }), adminEntry: true }));
    await expectUnused(openInvite);
  });

  it('denies joining another company than the invite names', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: { ...document, company: HQ } }));
  });

  it('denies a document whose email, id or active flag differs from the invite and the account', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ email: stranger.email }) }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: { ...document, id: dealer.uid } }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: { ...document, active: false } }));
  });

  it('denies extra fields, text messages switched on, and a profile of the wrong types', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: { ...document, note: 'hello' } }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ title: 'Owner' }) }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ sms: true }) }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ phone: 3065550111 }) }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ firstname: 7 }) }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ lastname: null }) }));
  });

  it('denies a language the portal does not speak, or anything but its code', async () => {
    for (const language of ['de', 'FR', 'fr-CA', '', null, ['fr']]) {
      await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData({ language }) }));
    }
    await expectUnused(openInvite);
  });

  it('denies a first or last name longer than 60 characters, a phone longer than 30, and lists in their place', async () => {
    // A list has a size too: only the type check refuses it.
    for (const data of [
      { firstname: 'N'.repeat(61) },
      { lastname: 'N'.repeat(61) },
      { phone: '5'.repeat(31) },
      { firstname: ['Nora'] },
      { lastname: ['Newcomer'] },
      { phone: ['+13065550111'] },
    ]) {
      await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withData(data) }));
    }
    await expectUnused(openInvite);
  });

  it('denies a document that names no invite or an unknown one', async () => {
    const { invite: _unused, ...withoutInvite } = document;
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: withoutInvite }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: { ...document, invite: 'no-such-invite' } }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { user: { ...document, invite: `../invites/${openInvite.id}` } }));
  });

  it('denies registering with an invite whose id is not made of the letters, digits, - and _ of a link', async () => {
    const dotted = inviteDocument({ id: 'invite.dotted.5k3j8h', email: newcomer.email });
    await rules.seed({ [`invites/${dotted.id}`]: dotted });
    await assertFails(consume(rules.db(newcomer), newcomer, dotted));
    await expectUnused(dotted);
  });

  it('denies changing anything else on the invite, or a usedDate other than the server time', async () => {
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { invite: { ...markedUsed(newcomer.uid), manager: true } }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { invite: { ...markedUsed(newcomer.uid), company: HQ } }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { invite: { ...markedUsed(newcomer.uid), usedDate: day(9) } }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { invite: { used: true, usedBy: newcomer.uid } }));
  });
});

describe('registration: the invited account consumes its invite', () => {
  it('lets the invited account write its document and mark the invite used in one commit', async () => {
    await assertSucceeds(consume(rules.db(newcomer), newcomer, openInvite));
    const stored = await getDoc(userRef(rules.db(newcomer), newcomer.uid));
    expect(stored.data()).toEqual({
      id: newcomer.uid,
      company: CA,
      active: true,
      invite: openInvite.id,
      data: { firstname: 'Nora', lastname: 'Newcomer', email: newcomer.email, phone: '+13065550111', sms: false, admin: false, manager: false },
    });
    const invite = (await getDoc(inviteRef(rules.db(admin), openInvite.id))).data();
    expect(invite).toEqual({ ...openInvite, used: true, usedBy: newcomer.uid, usedDate: expect.any(Timestamp) });
  });

  it('lets the account register in French or English, the language the register page was in', async () => {
    const document = registration(openInvite);
    await assertSucceeds(consume(rules.db(newcomer), newcomer, openInvite, { user: { ...document, data: { ...document.data, language: 'fr' } } }));
    expect((await getDoc(userRef(rules.db(newcomer), newcomer.uid))).get('data.language')).toBe('fr');
    const account = { uid: 'new-manager-en', email: newManager.email } as const;
    const english = registration(managerInvite, account.uid);
    await assertSucceeds(consume(rules.db(account), account, managerInvite, { user: { ...english, data: { ...english.data, language: 'en' } } }));
    expect((await getDoc(userRef(rules.db(account), account.uid))).get('data.language')).toBe('en');
  });

  it('lets names of 60 characters and a phone of 30 register', async () => {
    const document = registration(openInvite);
    const longest = { ...document, data: { ...document.data, firstname: 'N'.repeat(60), lastname: 'N'.repeat(60), phone: '5'.repeat(30) } };
    await assertSucceeds(consume(rules.db(newcomer), newcomer, openInvite, { user: longest }));
  });

  it('matches the invited address whatever its letter case (sign-in addresses arrive in lower case)', async () => {
    const mixedCase = inviteDocument({ id: 'invite-mixed-case-3j5k', email: 'New.Comer@Example.com', company: US });
    const account = { uid: 'new-comer', email: 'new.comer@example.com' } as const;
    await rules.seed({ [`invites/${mixedCase.id}`]: mixedCase });
    await assertSucceeds(consume(rules.db(account), account, mixedCase));
  });

  it('lets a manager invite register a manager', async () => {
    await assertSucceeds(consume(rules.db(newManager), newManager, managerInvite));
    expect((await getDoc(userRef(rules.db(newManager), newManager.uid))).get('data.manager')).toBe(true);
  });

  it('denies an admin invite registered without its admins directory entry, and any other invite listing itself there', async () => {
    const adminHire = { uid: 'admin-hire', email: 'admin.hire@example.com' } as const;
    const invite = inviteDocument({ id: 'invite-admin-hire-8k2j', email: adminHire.email, company: HQ, admin: true, createdBy: admin.uid });
    await rules.seed({ [`invites/${invite.id}`]: invite });
    await assertFails(consume(rules.db(adminHire), adminHire, invite, { adminEntry: false }));
    await assertFails(consume(rules.db(newcomer), newcomer, openInvite, { adminEntry: true }));
    await expectUnused(invite);
    await expectUnused(openInvite);
  });

  it('lets an admin invite register an admin, listed in the admins directory in the same commit', async () => {
    const adminHire = { uid: 'admin-hire', email: 'admin.hire@example.com' } as const;
    const invite = inviteDocument({ id: 'invite-admin-hire-8k2j', email: adminHire.email, company: HQ, admin: true, createdBy: admin.uid });
    await rules.seed({ [`invites/${invite.id}`]: invite });
    await assertSucceeds(consume(rules.db(adminHire), adminHire, invite));
    expect((await getDoc(userRef(rules.db(adminHire), adminHire.uid))).get('data.admin')).toBe(true);
    expect((await getDoc(doc(rules.db(adminHire), 'admins', adminHire.uid))).data()).toEqual({ id: adminHire.uid });
  });
});

describe('registration: the invited company', () => {
  it('denies the new account reading the company before its user document exists', async () => {
    await assertFails(getDoc(companyRef(rules.db(newcomer), CA)));
  });

  it('denies a visitor who is not signed in reading the company, though the invite names it', async () => {
    expect((await assertSucceeds(getDoc(inviteRef(rules.guestDb(), openInvite.id)))).get('companyName')).toBe(openInvite.companyName);
    await assertFails(getDoc(companyRef(rules.guestDb(), CA)));
  });

  it('lets the new account read the invite first and the company once registered, as the register screen does', async () => {
    const db = rules.db(newcomer);
    expect((await assertSucceeds(getDoc(inviteRef(db, openInvite.id)))).get('companyName')).toBe(openInvite.companyName);
    await assertSucceeds(consume(db, newcomer, openInvite));
    expect((await assertSucceeds(getDoc(companyRef(db, CA)))).data()).toEqual(companyDocument(CA));
  });
});
