/**
 * firestore.rules, registration: a new account writes `users/{its uid}` exactly as its unused invite says
 * (the document the register screen builds with `userFromInvite`), then marks that invite used, once, and only
 * then reads its company (before that, the invite's companyName is all it sees of it).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import type { Invite, User } from '../../../src/types/domain';
import { userFromInvite } from '../../../src/features/register/registration';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { inviteDocument } from '../support/documents';
import { CA, HQ, US, companyDocument, companyDocuments, dealer, newcomer, peopleDocuments } from '../support/people';

const newManager = { uid: 'new-manager', email: 'new.manager@example.com' } as const;
/** Signed in with an address nobody invited. */
const stranger = { uid: 'stranger', email: 'stranger@example.com' } as const;

const openInvite = inviteDocument({ id: 'invite-open-7f3k2q9x', email: newcomer.email });
const managerInvite = inviteDocument({ id: 'invite-manager-4hd82k', email: newManager.email, manager: true });
const usedInvite = inviteDocument({ id: 'invite-used-9q2m4z', email: newcomer.email, company: US, used: true });
const form = { firstname: ' Nora ', lastname: 'Newcomer', phone: '+13065550111' };

const rules = useRulesTestEnvironment('registration', {
  beforeEachTest: (harness) =>
    harness.seed({
      ...peopleDocuments(),
      ...companyDocuments(),
      ...Object.fromEntries([openInvite, managerInvite, usedInvite].map((invite) => [`invites/${invite.id}`, invite])),
    }),
});

const userRef = (db: Firestore, uid: string) => doc(db, 'users', uid);
const inviteRef = (db: Firestore, id: string) => doc(db, 'invites', id);
const companyRef = (db: Firestore, id: string) => doc(db, 'companies', id);
const registration = (invite: Invite, uid: string = newcomer.uid): User => userFromInvite(invite, uid, form);
/** invitesApi.markInviteUsed's write. */
const markUsed = (db: Firestore, invite: Invite, uid: string) =>
  updateDoc(inviteRef(db, invite.id), { used: true, usedBy: uid, usedDate: Date.now() });

describe('registration: the new account writes its user document', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(setDoc(userRef(rules.guestDb(), newcomer.uid), registration(openInvite)));
  });

  it('denies granting admin or manager that the invite does not give', async () => {
    const document = registration(openInvite);
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), { ...document, data: { ...document.data, admin: true } }));
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), { ...document, data: { ...document.data, manager: true } }));
  });

  it('denies joining another company than the invite names', async () => {
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), { ...registration(openInvite), company: HQ }));
  });

  it('denies a document whose email, id or active flag differs from the invite and the account', async () => {
    const document = registration(openInvite);
    await assertFails(
      setDoc(userRef(rules.db(newcomer), newcomer.uid), { ...document, data: { ...document.data, email: stranger.email } }),
    );
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), { ...document, id: dealer.uid }));
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), { ...document, active: false }));
  });

  it("denies writing another account's document", async () => {
    await assertFails(setDoc(userRef(rules.db(newcomer), 'someone-else'), registration(openInvite, 'someone-else')));
  });

  it('denies an account whose email is not the invited one', async () => {
    await assertFails(setDoc(userRef(rules.db(stranger), stranger.uid), registration(openInvite, stranger.uid)));
  });

  it('denies registering with a used invite', async () => {
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), registration(usedInvite)));
  });

  it('denies a document that names no invite or an unknown one', async () => {
    const { invite: _unused, ...withoutInvite } = registration(openInvite);
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), withoutInvite));
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), { ...registration(openInvite), invite: 'no-such-invite' }));
  });

  it('lets the invited account write its document as the invite says', async () => {
    await assertSucceeds(setDoc(userRef(rules.db(newcomer), newcomer.uid), registration(openInvite)));
    const stored = await getDoc(userRef(rules.db(newcomer), newcomer.uid));
    expect(stored.data()).toMatchObject({ id: newcomer.uid, company: CA, active: true, invite: openInvite.id });
  });

  it('matches the invited address whatever its letter case (sign-in addresses arrive in lower case)', async () => {
    const mixedCase = inviteDocument({ id: 'invite-mixed-case-3j5k', email: 'New.Comer@Example.com', company: US });
    const account = { uid: 'new-comer', email: 'new.comer@example.com' } as const;
    await rules.seed({ [`invites/${mixedCase.id}`]: mixedCase });
    await assertSucceeds(setDoc(userRef(rules.db(account), account.uid), registration(mixedCase, account.uid)));
    await assertSucceeds(markUsed(rules.db(account), mixedCase, account.uid));
  });

  it('lets a manager invite register a manager', async () => {
    await assertSucceeds(setDoc(userRef(rules.db(newManager), newManager.uid), registration(managerInvite, newManager.uid)));
    expect((await getDoc(userRef(rules.db(newManager), newManager.uid))).get('data.manager')).toBe(true);
  });
});

describe('registration: the new account marks its invite used', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(markUsed(rules.guestDb(), openInvite, newcomer.uid));
  });

  it('denies another account, even an active dealer', async () => {
    await assertFails(markUsed(rules.db(stranger), openInvite, stranger.uid));
    await assertFails(markUsed(rules.db(dealer), openInvite, dealer.uid));
  });

  it('denies recording somebody else as the user of the invite', async () => {
    await assertFails(markUsed(rules.db(newcomer), openInvite, dealer.uid));
  });

  it('denies changing anything else on the way', async () => {
    await assertFails(
      updateDoc(inviteRef(rules.db(newcomer), openInvite.id), { used: true, usedBy: newcomer.uid, usedDate: Date.now(), manager: true }),
    );
    await assertFails(updateDoc(inviteRef(rules.db(newcomer), openInvite.id), { used: false, company: HQ }));
  });

  it('lets the invited account mark it used once, and never again', async () => {
    await assertSucceeds(markUsed(rules.db(newcomer), openInvite, newcomer.uid));
    expect((await getDoc(inviteRef(rules.db(newcomer), openInvite.id))).get('usedBy')).toBe(newcomer.uid);
    await assertFails(markUsed(rules.db(newcomer), openInvite, newcomer.uid));
    await assertFails(markUsed(rules.db(stranger), openInvite, stranger.uid));
  });

  it('goes in the order the register screen follows: the document first, then the invite, then no second document', async () => {
    await assertSucceeds(setDoc(userRef(rules.db(newcomer), newcomer.uid), registration(openInvite)));
    await assertSucceeds(markUsed(rules.db(newcomer), openInvite, newcomer.uid));
    // The used invite cannot register a second account with the same address.
    const secondAccount = { uid: 'newcomer-again', email: newcomer.email } as const;
    await assertFails(setDoc(userRef(rules.db(secondAccount), secondAccount.uid), registration(openInvite, secondAccount.uid)));
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

  it('lets the new account read the invite first and the company once its user document exists, as the register screen does', async () => {
    const db = rules.db(newcomer);
    expect((await assertSucceeds(getDoc(inviteRef(db, openInvite.id)))).get('companyName')).toBe(openInvite.companyName);
    await assertSucceeds(setDoc(userRef(db, newcomer.uid), registration(openInvite)));
    await assertSucceeds(markUsed(db, openInvite, newcomer.uid));
    expect((await assertSucceeds(getDoc(companyRef(db, CA)))).data()).toEqual(companyDocument(CA));
  });
});
