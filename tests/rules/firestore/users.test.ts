/**
 * firestore.rules, `users`: who reads which profiles (and the list queries the portal makes), who changes
 * which fields (admins: profile, roles, company; managers: the profile and manager role of their company's
 * non-admin users; everyone: their own profile) within the size bounds of names and phones, that no client writes
 * `active` or who disabled an account (only DELETEUSER and ENABLEUSER do), that the email opt-in is true or false
 * and the language English or French, both changed by their user alone, and that nobody deletes an account
 * document. Registration has its own file.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, setDoc, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import {
  CA,
  US,
  admin,
  colleague,
  companyDocuments,
  dealer,
  disabledAdmin,
  everyone,
  inactive,
  manager,
  newcomer,
  otherDealer,
  otherManager,
  peopleDocuments,
  person,
  userDocument,
} from '../support/people';

const rules = useRulesTestEnvironment('users', {
  beforeEachTest: (harness) => harness.seed({ ...peopleDocuments(), ...companyDocuments() }),
});

const { ref: userRef, list: listUsers } = collectionAccess('users');
const activeOf = (company: string) => everyone.filter((p) => p.company === company && p.active).map((p) => p.uid).sort();
/** An admin of a dealer company, seeded by the tests that need one. */
const companyAdmin = person('admin-ca', CA, { admin: true });
const seedDisabledAdmin = () => rules.seed({ [`users/${disabledAdmin.uid}`]: userDocument(disabledAdmin) });

describe('users: get', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(getDoc(userRef(rules.guestDb(), dealer.uid)));
  });

  it('denies an inactive user reading a colleague or an admin', async () => {
    await assertFails(getDoc(userRef(rules.db(inactive), dealer.uid)));
    await assertFails(getDoc(userRef(rules.db(inactive), admin.uid)));
  });

  it('denies a dealer reading a user of another company', async () => {
    await assertFails(getDoc(userRef(rules.db(dealer), otherDealer.uid)));
  });

  it('denies a manager reading a user of another company', async () => {
    await assertFails(getDoc(userRef(rules.db(manager), otherDealer.uid)));
  });

  it('denies an account without a user document reading somebody else', async () => {
    await assertFails(getDoc(userRef(rules.db(newcomer), dealer.uid)));
  });

  it('denies a disabled admin reading a user of another company: the admin flag alone grants nothing', async () => {
    await seedDisabledAdmin();
    await assertFails(getDoc(userRef(rules.db(disabledAdmin), otherDealer.uid)));
  });

  it('lets an inactive user read their own document, which says they are disabled', async () => {
    const snapshot = await assertSucceeds(getDoc(userRef(rules.db(inactive), inactive.uid)));
    expect(snapshot.get('active')).toBe(false);
  });

  it('lets a new account look up its own document before it exists', async () => {
    const snapshot = await assertSucceeds(getDoc(userRef(rules.db(newcomer), newcomer.uid)));
    expect(snapshot.exists()).toBe(false);
  });

  it("denies a dealer and a manager reading an admin's user document (email, phone): the admins directory says who they are", async () => {
    await assertFails(getDoc(userRef(rules.db(dealer), admin.uid)));
    await assertFails(getDoc(userRef(rules.db(manager), admin.uid)));
    await assertFails(getDoc(userRef(rules.db(otherDealer), admin.uid)));
  });

  it('lets a dealer read themselves and their colleagues', async () => {
    const db = rules.db(dealer);
    expect((await assertSucceeds(getDoc(userRef(db, dealer.uid)))).data()).toEqual(userDocument(dealer));
    expect((await assertSucceeds(getDoc(userRef(db, colleague.uid)))).get('company')).toBe(CA);
    expect((await assertSucceeds(getDoc(userRef(db, inactive.uid)))).get('active')).toBe(false);
  });

  it('lets a manager read the users of their company', async () => {
    await assertSucceeds(getDoc(userRef(rules.db(manager), dealer.uid)));
    await assertSucceeds(getDoc(userRef(rules.db(manager), inactive.uid)));
  });

  it('lets an admin read anyone', async () => {
    await assertSucceeds(getDoc(userRef(rules.db(admin), otherDealer.uid)));
    await assertSucceeds(getDoc(userRef(rules.db(admin), inactive.uid)));
  });
});

describe('users: list', () => {
  it('denies a visitor who is not signed in, even with the company filter', async () => {
    await assertFails(listUsers(rules.guestDb(), where('company', '==', CA), where('active', '==', true)));
  });

  it('denies a dealer listing every user without the company filter', async () => {
    await assertFails(listUsers(rules.db(dealer)));
  });

  it('denies a dealer listing every active user (the recipient directory query)', async () => {
    await assertFails(listUsers(rules.db(dealer), where('active', '==', true)));
  });

  it('denies a dealer listing the users of another company', async () => {
    await assertFails(listUsers(rules.db(dealer), where('company', '==', US), where('active', '==', true)));
  });

  it('denies an inactive user listing their own company', async () => {
    await assertFails(listUsers(rules.db(inactive), where('company', '==', CA), where('active', '==', true)));
  });

  it('denies an account without a user document listing a company', async () => {
    await assertFails(listUsers(rules.db(newcomer), where('company', '==', CA), where('active', '==', true)));
  });

  it('denies a manager listing every user or another company', async () => {
    await assertFails(listUsers(rules.db(manager)));
    await assertFails(listUsers(rules.db(manager), where('company', '==', US)));
  });

  it("lets a dealer load their company's address book (company and active)", async () => {
    const snapshot = await assertSucceeds(listUsers(rules.db(dealer), where('company', '==', CA), where('active', '==', true)));
    expect(ids(snapshot)).toEqual(activeOf(CA));
  });

  it("denies a dealer and a manager listing the admins' user documents", async () => {
    await assertFails(listUsers(rules.db(dealer), where('data.admin', '==', true)));
    await assertFails(listUsers(rules.db(manager), where('data.admin', '==', true), where('active', '==', true)));
  });

  it('lets a manager list every user of their company, the inactive ones too', async () => {
    const snapshot = await assertSucceeds(listUsers(rules.db(manager), where('company', '==', CA)));
    expect(ids(snapshot)).toEqual(everyone.filter((p) => p.company === CA).map((p) => p.uid).sort());
  });

  it('lets an admin list every user, and every active user', async () => {
    expect(ids(await assertSucceeds(listUsers(rules.db(admin))))).toEqual(everyone.map((p) => p.uid).sort());
    const active = await assertSucceeds(listUsers(rules.db(admin), where('active', '==', true)));
    expect(ids(active)).toEqual(everyone.filter((p) => p.active).map((p) => p.uid).sort());
  });
});

describe('users: create (registration aside)', () => {
  const hire = person('new-hire', CA);

  it('denies a visitor who is not signed in', async () => {
    await assertFails(setDoc(userRef(rules.guestDb(), hire.uid), userDocument(hire)));
  });

  it('denies an inactive user, a dealer and a manager creating somebody else', async () => {
    for (const actor of [inactive, dealer, manager]) {
      await assertFails(setDoc(userRef(rules.db(actor), hire.uid), userDocument(hire)));
    }
  });

  it('denies a signed-in account writing its own document without an invite', async () => {
    const self = { ...person(newcomer.uid, CA), email: newcomer.email };
    await assertFails(setDoc(userRef(rules.db(newcomer), newcomer.uid), userDocument(self)));
  });

  it('denies an admin too: accounts come only from invites, and no client writes `active`', async () => {
    await assertFails(setDoc(userRef(rules.db(admin), hire.uid), userDocument(hire)));
  });
});

describe('users: update', () => {
  /** The profile form's write (usersApi.updateUserProfile). */
  const profile = { 'data.firstname': 'Daniel', 'data.lastname': 'Kowalski', 'data.phone': '+13065550199', 'data.sms': true };
  const seedCompanyAdmin = () =>
    rules.seed({ [`users/${companyAdmin.uid}`]: userDocument(companyAdmin), [`admins/${companyAdmin.uid}`]: { id: companyAdmin.uid } });
  const adminEntry = (db: Firestore, uid: string) => doc(db, 'admins', uid);

  describe('the active flag (only DELETEUSER and ENABLEUSER write it)', () => {
    it('denies a dealer, an inactive user and a manager changing their own', async () => {
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { active: false }));
      await assertFails(updateDoc(userRef(rules.db(inactive), inactive.uid), { active: true }));
      await assertFails(updateDoc(userRef(rules.db(manager), manager.uid), { active: false }));
    });

    it("denies a manager disabling or re-enabling their company's users, alone or within an edit", async () => {
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { active: false }));
      await assertFails(updateDoc(userRef(rules.db(manager), inactive.uid), { active: true }));
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { ...profile, active: false }));
    });

    it('denies an admin disabling or re-enabling anyone, alone or within an edit', async () => {
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { active: false }));
      await assertFails(updateDoc(userRef(rules.db(admin), inactive.uid), { active: true }));
      await assertFails(updateDoc(userRef(rules.db(admin), otherDealer.uid), { company: CA, active: false }));
      await assertFails(updateDoc(userRef(rules.db(admin), admin.uid), { active: false }));
    });

    it('denies anyone clearing or forging who disabled an account (DELETEUSER records it, ENABLEUSER clears it)', async () => {
      await rules.seed({ [`users/${inactive.uid}`]: { ...userDocument(inactive), disabledBy: admin.uid, disabledByAdmin: true } });
      await assertFails(updateDoc(userRef(rules.db(manager), inactive.uid), { disabledByAdmin: false }));
      await assertFails(updateDoc(userRef(rules.db(manager), inactive.uid), { disabledBy: deleteField(), disabledByAdmin: deleteField() }));
      await assertFails(updateDoc(userRef(rules.db(admin), inactive.uid), { disabledByAdmin: false }));
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { disabledBy: admin.uid, disabledByAdmin: true }));
      await assertFails(updateDoc(userRef(rules.db(inactive), inactive.uid), { disabledByAdmin: deleteField() }));
      expect((await getDoc(userRef(rules.db(admin), inactive.uid))).get('disabledByAdmin')).toBe(true);
    });
  });

  describe('a user editing themselves', () => {
    it('denies a visitor who is not signed in', async () => {
      await assertFails(updateDoc(userRef(rules.guestDb(), dealer.uid), profile));
    });

    it('denies an inactive user editing their profile', async () => {
      await assertFails(updateDoc(userRef(rules.db(inactive), inactive.uid), profile));
    });

    it('denies a dealer granting themselves admin or manager', async () => {
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { 'data.admin': true }));
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { 'data.manager': true }));
    });

    it('denies a dealer moving to another company', async () => {
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { company: US }));
    });

    it('denies a dealer slipping a role, email, id or invite change into a profile update', async () => {
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { ...profile, 'data.manager': true }));
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { ...profile, 'data.email': 'me@elsewhere.example.com' }));
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { ...profile, id: colleague.uid }));
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { ...profile, invite: 'invite-forged-2k4j6h' }));
    });

    it('denies a profile of the wrong types', async () => {
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { 'data.sms': 'yes' }));
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { 'data.phone': 3065550199 }));
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { 'data.firstname': 7 }));
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { 'data.lastname': null }));
    });

    it('denies a first or last name longer than 60 characters, a phone longer than 30, and lists in their place', async () => {
      const own = userRef(rules.db(dealer), dealer.uid);
      await assertFails(updateDoc(own, { ...profile, 'data.firstname': 'D'.repeat(61) }));
      await assertFails(updateDoc(own, { ...profile, 'data.lastname': 'K'.repeat(61) }));
      await assertFails(updateDoc(own, { ...profile, 'data.phone': '5'.repeat(31) }));
      // A list has a size too: only the type check refuses it.
      await assertFails(updateDoc(own, { ...profile, 'data.firstname': ['Daniel'] }));
      await assertFails(updateDoc(own, { ...profile, 'data.lastname': ['Kowalski'] }));
      await assertFails(updateDoc(own, { ...profile, 'data.phone': ['+13065550199'] }));
    });

    it('denies a profile edit that would leave a role other than true or false in the document', async () => {
      const stored = userDocument(dealer);
      await rules.seed({ [`users/${dealer.uid}`]: { ...stored, data: { ...stored.data, admin: null } } });
      await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), profile));
    });

    it("denies a dealer editing a colleague's profile", async () => {
      await assertFails(updateDoc(userRef(rules.db(dealer), colleague.uid), profile));
    });

    it('lets a dealer change only their name, phone and text-message opt-in', async () => {
      await assertSucceeds(updateDoc(userRef(rules.db(dealer), dealer.uid), profile));
      const stored = await getDoc(userRef(rules.db(dealer), dealer.uid));
      expect(stored.get('data')).toEqual({ ...userDocument(dealer).data, firstname: 'Daniel', lastname: 'Kowalski', phone: '+13065550199', sms: true });
    });

    it('lets a dealer use names of 60 characters and a phone of 30', async () => {
      const longest = { 'data.firstname': 'D'.repeat(60), 'data.lastname': 'K'.repeat(60), 'data.phone': '5'.repeat(30), 'data.sms': false };
      await assertSucceeds(updateDoc(userRef(rules.db(dealer), dealer.uid), longest));
    });

    it('lets an admin and a manager edit their own profile', async () => {
      await assertSucceeds(updateDoc(userRef(rules.db(admin), admin.uid), profile));
      await assertSucceeds(updateDoc(userRef(rules.db(manager), manager.uid), profile));
    });
  });

  describe('a manager editing users', () => {
    /** The manager's edit form (usersApi's manager update): profile and the manager role. */
    const managerEdit = { ...profile, 'data.manager': true };

    it('denies an inactive manager', async () => {
      await assertFails(updateDoc(userRef(rules.db(inactive), dealer.uid), managerEdit));
    });

    it('denies a manager editing a user of another company', async () => {
      await assertFails(updateDoc(userRef(rules.db(manager), otherDealer.uid), { 'data.firstname': 'Changed' }));
      await assertFails(updateDoc(userRef(rules.db(manager), otherManager.uid), { 'data.manager': false }));
      await assertFails(updateDoc(userRef(rules.db(otherManager), dealer.uid), managerEdit));
    });

    it('denies a manager editing an admin, even one of their own company', async () => {
      await seedCompanyAdmin();
      await assertFails(updateDoc(userRef(rules.db(manager), companyAdmin.uid), { 'data.firstname': 'Changed' }));
      await assertFails(updateDoc(userRef(rules.db(manager), companyAdmin.uid), { 'data.admin': false }));
      await assertFails(updateDoc(userRef(rules.db(manager), admin.uid), { 'data.phone': '+13065550000' }));
    });

    it('denies a manager granting admin, to a dealer of their company or to themselves', async () => {
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { 'data.admin': true }));
      await assertFails(updateDoc(userRef(rules.db(manager), manager.uid), { 'data.admin': true }));
    });

    it('denies a manager moving a user of their company to another company', async () => {
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { company: US }));
    });

    it("denies a manager changing a company user's email, id or invite", async () => {
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { 'data.email': 'someone.else@example.com' }));
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { id: colleague.uid }));
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { invite: 'invite-forged-2k4j6h' }));
    });

    it('denies a manager slipping another field into an edit', async () => {
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { 'data.firstname': 'Dana', 'data.email': 'dana@elsewhere.example.com' }));
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { 'data.firstname': 'Dana', note: 'Left the company' }));
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { 'data.title': 'Sales lead' }));
    });

    it("denies a manager a company user's name longer than 60 characters or phone longer than 30", async () => {
      await assertFails(updateDoc(userRef(rules.db(manager), colleague.uid), { ...managerEdit, 'data.firstname': 'C'.repeat(61) }));
      await assertFails(updateDoc(userRef(rules.db(manager), colleague.uid), { ...managerEdit, 'data.lastname': 'L'.repeat(61) }));
      await assertFails(updateDoc(userRef(rules.db(manager), colleague.uid), { ...managerEdit, 'data.phone': '5'.repeat(31) }));
    });

    it('lets a manager edit the profile and manager role of the non-admin users of their company', async () => {
      const edit = { 'data.firstname': 'Corinne', 'data.lastname': 'Lavoie', 'data.phone': '+13065550177', 'data.sms': true, 'data.manager': true };
      await assertSucceeds(updateDoc(userRef(rules.db(manager), colleague.uid), edit));
      expect((await getDoc(userRef(rules.db(manager), colleague.uid))).get('data')).toEqual({
        ...userDocument(colleague).data,
        firstname: 'Corinne',
        lastname: 'Lavoie',
        phone: '+13065550177',
        sms: true,
        manager: true,
      });
      // A disabled user's profile too; the flag itself stays as it is.
      await assertSucceeds(updateDoc(userRef(rules.db(manager), inactive.uid), { 'data.manager': false }));
      expect((await getDoc(userRef(rules.db(manager), inactive.uid))).get('active')).toBe(false);
    });
  });

  describe('an admin editing users', () => {
    /** The admin's edit form (usersApi's admin update): profile, both roles and the company. */
    const adminEdit = { ...profile, 'data.admin': true, 'data.manager': false, company: US };

    it('denies an admin changing email, id or invite', async () => {
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { 'data.email': 'someone.else@example.com' }));
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { id: colleague.uid }));
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { invite: 'invite-forged-2k4j6h' }));
    });

    it('denies an admin adding fields or moving a user to a company that does not exist', async () => {
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { note: 'Left the company' }));
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { 'data.title': 'Sales lead' }));
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { company: 'no-such-company' }));
    });

    it("denies an admin a user's name longer than 60 characters or phone longer than 30", async () => {
      await assertFails(updateDoc(userRef(rules.db(admin), otherDealer.uid), { 'data.firstname': 'O'.repeat(61) }));
      await assertFails(updateDoc(userRef(rules.db(admin), otherDealer.uid), { 'data.lastname': 'T'.repeat(61) }));
      await assertFails(updateDoc(userRef(rules.db(admin), otherDealer.uid), { 'data.phone': '5'.repeat(31) }));
    });

    it('denies an inactive admin', async () => {
      await seedDisabledAdmin();
      await assertFails(updateDoc(userRef(rules.db(disabledAdmin), dealer.uid), { 'data.admin': true }));
    });

    it('denies granting or revoking admin without the admins directory following in the same commit', async () => {
      await seedCompanyAdmin();
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), adminEdit));
      await assertFails(updateDoc(userRef(rules.db(admin), companyAdmin.uid), { 'data.admin': false }));
      // Nor the other way round: the entry of somebody who stays what they are.
      const db = rules.db(admin);
      await assertFails(writeBatch(db).update(userRef(db, dealer.uid), { 'data.admin': false }).set(adminEntry(db, dealer.uid), { id: dealer.uid }).commit());
      // A disabled user made admin stays out of the directory until ENABLEUSER.
      await assertFails(writeBatch(db).update(userRef(db, inactive.uid), { 'data.admin': true }).set(adminEntry(db, inactive.uid), { id: inactive.uid }).commit());
    });

    it('lets an admin edit the profile, grant admin and move a user to another company', async () => {
      const db = rules.db(admin);
      await assertSucceeds(writeBatch(db).update(userRef(db, dealer.uid), adminEdit).set(adminEntry(db, dealer.uid), { id: dealer.uid }).commit());
      expect((await getDoc(adminEntry(db, dealer.uid))).exists()).toBe(true);
      const stored = (await getDoc(userRef(rules.db(admin), dealer.uid))).data();
      expect(stored).toMatchObject({ company: US, active: true, data: { admin: true, manager: false, firstname: 'Daniel' } });
    });

    it('denies an admin or a manager setting a role to something other than true or false', async () => {
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { 'data.admin': 'yes' }));
      await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { 'data.manager': 1 }));
      await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { 'data.manager': 'yes' }));
    });

    it('lets an admin edit an admin and a disabled user', async () => {
      await seedCompanyAdmin();
      const db = rules.db(admin);
      await assertSucceeds(updateDoc(userRef(db, companyAdmin.uid), { 'data.phone': '+13065550124' }));
      await assertSucceeds(
        writeBatch(db).update(userRef(db, companyAdmin.uid), { 'data.admin': false, 'data.manager': true }).delete(adminEntry(db, companyAdmin.uid)).commit(),
      );
      expect((await getDoc(adminEntry(db, companyAdmin.uid))).exists()).toBe(false);
      await assertSucceeds(updateDoc(userRef(db, inactive.uid), { 'data.manager': false }));
      // A disabled user may be made admin; the directory lists them once they are enabled again.
      await assertSucceeds(updateDoc(userRef(db, inactive.uid), { 'data.admin': true }));
    });

    it('lets an admin edit the profile of an admin the directory misses: only a change of role moves the entry', async () => {
      await rules.seed({ [`users/${companyAdmin.uid}`]: userDocument(companyAdmin) });
      await assertSucceeds(updateDoc(userRef(rules.db(admin), companyAdmin.uid), { 'data.phone': '+13065550125' }));
    });

    it('lets an admin edit a user whose company has no document, as long as the company stays', async () => {
      const orphan = person('orphan-user', 'closed-company');
      await rules.seed({ [`users/${orphan.uid}`]: userDocument(orphan) });
      await assertSucceeds(updateDoc(userRef(rules.db(admin), orphan.uid), { 'data.phone': '+13065550123' }));
      await assertFails(updateDoc(userRef(rules.db(admin), orphan.uid), { company: 'another-closed-company' }));
    });
  });
});

describe('users: update of the email opt-in (data.mail), the user\'s own choice', () => {
  /** The profile form's write with the email opt-in (usersApi.updateUserProfile). */
  const profileWithMail = { 'data.firstname': 'Daniel', 'data.lastname': 'Kowalski', 'data.phone': '+13065550199', 'data.sms': false, 'data.mail': true };
  const optedIn = (p: typeof dealer) => {
    const stored = userDocument(p);
    return { [`users/${p.uid}`]: { ...stored, data: { ...stored.data, mail: true } } };
  };
  const storedMail = async (uid: string) => (await getDoc(userRef(rules.db(admin), uid))).get('data.mail') as unknown;

  it('denies a visitor who is not signed in, and an inactive user turning on their own', async () => {
    await assertFails(updateDoc(userRef(rules.guestDb(), dealer.uid), { 'data.mail': true }));
    await assertFails(updateDoc(userRef(rules.db(inactive), inactive.uid), { 'data.mail': true }));
    await assertFails(updateDoc(userRef(rules.db(inactive), inactive.uid), { ...profileWithMail }));
  });

  it("denies a dealer turning a colleague's on or off", async () => {
    await assertFails(updateDoc(userRef(rules.db(dealer), colleague.uid), { 'data.mail': true }));
    await rules.seed(optedIn(colleague));
    await assertFails(updateDoc(userRef(rules.db(dealer), colleague.uid), { 'data.mail': false }));
  });

  it("denies a manager turning a company user's on or off, alone or within the manager's edit", async () => {
    await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { 'data.mail': true }));
    await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { ...profileWithMail, 'data.manager': true }));
    await rules.seed(optedIn(colleague));
    await assertFails(updateDoc(userRef(rules.db(manager), colleague.uid), { 'data.mail': false }));
    expect(await storedMail(colleague.uid)).toBe(true);
  });

  it("denies an admin turning another user's on or off, alone or within the admin's edit", async () => {
    await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { 'data.mail': true }));
    await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { ...profileWithMail, 'data.manager': true }));
    await rules.seed(optedIn(otherDealer));
    await assertFails(updateDoc(userRef(rules.db(admin), otherDealer.uid), { 'data.mail': false }));
    expect(await storedMail(otherDealer.uid)).toBe(true);
    expect(await storedMail(dealer.uid)).toBeUndefined();
  });

  it('denies anything but true or false, the owner included', async () => {
    const own = userRef(rules.db(dealer), dealer.uid);
    for (const value of ['yes', 'true', 1, null, ['true'], { on: true }]) {
      await assertFails(updateDoc(own, { 'data.mail': value }));
      await assertFails(updateDoc(own, { ...profileWithMail, 'data.mail': value }));
    }
    expect(await storedMail(dealer.uid)).toBeUndefined();
  });

  it('denies any other edit that would leave a stored opt-in other than true or false', async () => {
    const stored = userDocument(dealer);
    await rules.seed({ [`users/${dealer.uid}`]: { ...stored, data: { ...stored.data, mail: 'yes' } } });
    await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { 'data.phone': '+13065550111' }));
    await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { 'data.manager': true }));
  });

  it('lets a dealer, a manager and an admin turn their own on and off, alone or with the rest of the profile', async () => {
    for (const self of [dealer, manager, admin]) {
      const own = userRef(rules.db(self), self.uid);
      await assertSucceeds(updateDoc(own, profileWithMail));
      expect(await storedMail(self.uid)).toBe(true);
      await assertSucceeds(updateDoc(own, { 'data.mail': false }));
      expect(await storedMail(self.uid)).toBe(false);
    }
    const data = (await getDoc(userRef(rules.db(dealer), dealer.uid))).get('data') as Record<string, unknown>;
    expect(data).toEqual({ ...userDocument(dealer).data, firstname: 'Daniel', lastname: 'Kowalski', phone: '+13065550199', sms: false, mail: false });
  });

  it('lets a user without the field, as registration leaves one, keep editing their profile without choosing', async () => {
    await assertSucceeds(updateDoc(userRef(rules.db(dealer), dealer.uid), { 'data.phone': '+13065550111' }));
    expect(await storedMail(dealer.uid)).toBeUndefined();
  });

  it("lets a manager and an admin edit a user who turned it on, leaving the user's choice as it is", async () => {
    await rules.seed(optedIn(colleague));
    await assertSucceeds(updateDoc(userRef(rules.db(manager), colleague.uid), { 'data.firstname': 'Corinne', 'data.manager': true }));
    await assertSucceeds(updateDoc(userRef(rules.db(admin), colleague.uid), { 'data.phone': '+13065550177', 'data.mail': true }));
    expect(await storedMail(colleague.uid)).toBe(true);
  });
});

describe("users: update of the language (data.language), the user's own choice", () => {
  /** The profile's language choice (usersApi.setUserLanguage). */
  const choose = (language: unknown) => ({ 'data.language': language });
  const speaking = (p: typeof dealer, language: unknown) => {
    const stored = userDocument(p);
    return { [`users/${p.uid}`]: { ...stored, data: { ...stored.data, language } } };
  };
  const storedLanguage = async (uid: string) => (await getDoc(userRef(rules.db(admin), uid))).get('data.language') as unknown;

  it('denies a visitor who is not signed in, and an inactive user choosing their own', async () => {
    await assertFails(updateDoc(userRef(rules.guestDb(), dealer.uid), choose('fr')));
    await assertFails(updateDoc(userRef(rules.db(inactive), inactive.uid), choose('fr')));
  });

  it("denies a dealer choosing a colleague's", async () => {
    await assertFails(updateDoc(userRef(rules.db(dealer), colleague.uid), choose('fr')));
  });

  it("denies a manager changing a company user's, alone or within the manager's edit", async () => {
    await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), choose('fr')));
    await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { ...choose('fr'), 'data.manager': true }));
    await rules.seed(speaking(colleague, 'fr'));
    await assertFails(updateDoc(userRef(rules.db(manager), colleague.uid), choose('en')));
    expect(await storedLanguage(colleague.uid)).toBe('fr');
  });

  it("denies an admin changing another user's, alone or within the admin's edit", async () => {
    await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), choose('fr')));
    await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { ...choose('fr'), 'data.phone': '+13065550177' }));
    await rules.seed(speaking(otherDealer, 'fr'));
    await assertFails(updateDoc(userRef(rules.db(admin), otherDealer.uid), choose('en')));
    expect(await storedLanguage(otherDealer.uid)).toBe('fr');
    expect(await storedLanguage(dealer.uid)).toBeUndefined();
  });

  it('denies a language the portal does not speak, or anything but its code, the owner included', async () => {
    const own = userRef(rules.db(dealer), dealer.uid);
    for (const value of ['de', 'FR', 'fr-CA', '', null, true, ['fr'], { code: 'fr' }]) {
      await assertFails(updateDoc(own, choose(value)));
    }
    expect(await storedLanguage(dealer.uid)).toBeUndefined();
  });

  it('denies any other edit that would leave a stored language the portal does not speak', async () => {
    await rules.seed(speaking(dealer, 'de'));
    await assertFails(updateDoc(userRef(rules.db(dealer), dealer.uid), { 'data.phone': '+13065550111' }));
    await assertFails(updateDoc(userRef(rules.db(manager), dealer.uid), { 'data.manager': true }));
    await assertFails(updateDoc(userRef(rules.db(admin), dealer.uid), { 'data.phone': '+13065550111' }));
  });

  it('lets a dealer, a manager and an admin choose French and English for themselves, alone or with the rest of the profile', async () => {
    for (const self of [dealer, manager, admin]) {
      const own = userRef(rules.db(self), self.uid);
      await assertSucceeds(updateDoc(own, choose('fr')));
      expect(await storedLanguage(self.uid)).toBe('fr');
      await assertSucceeds(updateDoc(own, { 'data.phone': '+13065550199', ...choose('en') }));
      expect(await storedLanguage(self.uid)).toBe('en');
    }
  });

  it("lets a manager and an admin edit a user who chose one, leaving the user's choice as it is", async () => {
    await rules.seed(speaking(colleague, 'fr'));
    await assertSucceeds(updateDoc(userRef(rules.db(manager), colleague.uid), { 'data.firstname': 'Corinne', 'data.manager': true }));
    await assertSucceeds(updateDoc(userRef(rules.db(admin), colleague.uid), { 'data.phone': '+13065550177', ...choose('fr') }));
    expect(await storedLanguage(colleague.uid)).toBe('fr');
  });
});

describe('users: delete', () => {
  it('denies everyone: accounts are disabled, never deleted', async () => {
    await assertFails(deleteDoc(userRef(rules.guestDb(), dealer.uid)));
    await assertFails(deleteDoc(userRef(rules.db(inactive), inactive.uid)));
    await assertFails(deleteDoc(userRef(rules.db(dealer), dealer.uid)));
    await assertFails(deleteDoc(userRef(rules.db(manager), dealer.uid)));
    await assertFails(deleteDoc(userRef(rules.db(admin), dealer.uid)));
  });
});

describe('admins: the public directory of who the admins are', () => {
  const entry = (db: Firestore, uid: string) => doc(db, 'admins', uid);

  it('denies a visitor, an account without a user document and a disabled user reading it', async () => {
    await assertFails(getDoc(entry(rules.guestDb(), admin.uid)));
    await assertFails(getDocs(collection(rules.db(newcomer), 'admins')));
    await assertFails(getDocs(collection(rules.db(inactive), 'admins')));
  });

  it('denies everyone writing it on its own: listing oneself, a non-admin or a disabled admin, renaming or removing an admin', async () => {
    await assertFails(setDoc(entry(rules.db(dealer), dealer.uid), { id: dealer.uid }));
    await assertFails(setDoc(entry(rules.db(manager), manager.uid), { id: manager.uid }));
    await assertFails(setDoc(entry(rules.db(admin), colleague.uid), { id: colleague.uid }));
    await assertFails(setDoc(entry(rules.db(admin), admin.uid), { id: admin.uid, name: 'IT Security' }));
    await assertFails(deleteDoc(entry(rules.db(admin), admin.uid)));
    await assertFails(deleteDoc(entry(rules.db(dealer), admin.uid)));
  });

  it('denies an admin granting admin with a directory entry that holds more than the id, or another id', async () => {
    const db = rules.db(admin);
    const grant = () => writeBatch(db).update(userRef(db, dealer.uid), { 'data.admin': true });
    await assertFails(grant().set(entry(db, dealer.uid), { id: dealer.uid, name: 'Dana Dealer' }).commit());
    await assertFails(grant().set(entry(db, dealer.uid), { id: colleague.uid }).commit());
  });

  it('denies an admin listing a disabled admin: the directory holds active admins only', async () => {
    await seedDisabledAdmin();
    await assertFails(setDoc(entry(rules.db(admin), disabledAdmin.uid), { id: disabledAdmin.uid }));
  });

  it('denies a dealer adding the missing entry of an active admin: only admins, or the registration of an admin, list one', async () => {
    await rules.seed({ [`users/${companyAdmin.uid}`]: userDocument(companyAdmin) });
    await assertFails(setDoc(entry(rules.db(dealer), companyAdmin.uid), { id: companyAdmin.uid }));
  });

  it('denies a dealer removing an entry, even a stale one of a user who is no longer admin', async () => {
    await rules.seed({ [`admins/${colleague.uid}`]: { id: colleague.uid } });
    await assertFails(deleteDoc(entry(rules.db(dealer), colleague.uid)));
  });

  it('lets every active user read and list it, ids only', async () => {
    for (const reader of [dealer, manager, otherDealer, admin]) {
      const snapshot = await assertSucceeds(getDocs(collection(rules.db(reader), 'admins')));
      expect(snapshot.docs.map((d) => d.data())).toEqual([{ id: admin.uid }]);
    }
  });
});
