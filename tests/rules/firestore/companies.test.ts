/**
 * firestore.rules, `companies`: active users read them (not a mere session: an account still registering or a
 * disabled one reads nothing); managers edit their own company's profile but not
 * its id or currency; only admins create, re-price and delete companies.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { CA, HQ, US, admin, companyDocument, companyDocuments, dealer, inactive, manager, newcomer, peopleDocuments } from '../support/people';

const rules = useRulesTestEnvironment('companies', {
  beforeEachTest: (harness) => harness.seed({ ...peopleDocuments(), ...companyDocuments() }),
});

const companyRef = (db: Firestore, id: string) => doc(db, 'companies', id);
const listCompanies = (db: Firestore) => getDocs(collection(db, 'companies'));
const NEW = 'northern-domes';

describe('companies: get', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(getDoc(companyRef(rules.guestDb(), CA)));
  });

  it("denies an account without a user document (registering reads the invite's company name instead)", async () => {
    await assertFails(getDoc(companyRef(rules.db(newcomer), CA)));
  });

  it('denies an inactive user, their own company included', async () => {
    await assertFails(getDoc(companyRef(rules.db(inactive), CA)));
    await assertFails(getDoc(companyRef(rules.db(inactive), US)));
  });

  it('lets active users read any company', async () => {
    expect((await assertSucceeds(getDoc(companyRef(rules.db(dealer), CA)))).data()).toEqual(companyDocument(CA));
    await assertSucceeds(getDoc(companyRef(rules.db(dealer), US)));
    await assertSucceeds(getDoc(companyRef(rules.db(manager), HQ)));
    await assertSucceeds(getDoc(companyRef(rules.db(admin), US)));
  });
});

describe('companies: list', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(listCompanies(rules.guestDb()));
  });

  it('denies an account without a user document and an inactive user', async () => {
    await assertFails(listCompanies(rules.db(newcomer)));
    await assertFails(listCompanies(rules.db(inactive)));
  });

  it('lets active users list the companies (the recipient picker names them)', async () => {
    await assertSucceeds(listCompanies(rules.db(dealer)));
    await assertSucceeds(listCompanies(rules.db(manager)));
    expect((await assertSucceeds(listCompanies(rules.db(admin)))).size).toBe(3);
  });
});

describe('companies: create', () => {
  const company = companyDocument(NEW);

  it('denies a visitor who is not signed in', async () => {
    await assertFails(setDoc(companyRef(rules.guestDb(), NEW), company));
  });

  it('denies an inactive user, a dealer and a manager', async () => {
    await assertFails(setDoc(companyRef(rules.db(inactive), NEW), company));
    await assertFails(setDoc(companyRef(rules.db(dealer), NEW), company));
    await assertFails(setDoc(companyRef(rules.db(manager), NEW), company));
  });

  it('lets an admin create a company', async () => {
    await assertSucceeds(setDoc(companyRef(rules.db(admin), NEW), company));
  });
});

describe('companies: update', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(updateDoc(companyRef(rules.guestDb(), CA), { phone: '+13065550000' }));
  });

  it('denies an inactive manager', async () => {
    await assertFails(updateDoc(companyRef(rules.db(inactive), CA), { phone: '+13065550000' }));
  });

  it('denies a dealer editing their own company', async () => {
    await assertFails(updateDoc(companyRef(rules.db(dealer), CA), { phone: '+13065550000' }));
  });

  it('denies a manager editing another company', async () => {
    await assertFails(updateDoc(companyRef(rules.db(manager), US), { phone: '+13065550000' }));
  });

  it("denies a manager changing their company's currency or id", async () => {
    await assertFails(updateDoc(companyRef(rules.db(manager), CA), { currency: 'USD' }));
    await assertFails(updateDoc(companyRef(rules.db(manager), CA), { id: US }));
  });

  it("lets a manager edit their company's profile", async () => {
    await assertSucceeds(
      updateDoc(companyRef(rules.db(manager), CA), { name: 'Prairie Shelters Inc.', phone: '+13065550000', 'address.city': 'Regina' }),
    );
  });

  it('lets an admin change any company, currency included', async () => {
    await assertSucceeds(updateDoc(companyRef(rules.db(admin), CA), { currency: 'USD', active: false }));
  });
});

describe('companies: delete', () => {
  it('denies a visitor, an inactive user, a dealer and a manager (their own company included)', async () => {
    await assertFails(deleteDoc(companyRef(rules.guestDb(), CA)));
    await assertFails(deleteDoc(companyRef(rules.db(inactive), CA)));
    await assertFails(deleteDoc(companyRef(rules.db(dealer), CA)));
    await assertFails(deleteDoc(companyRef(rules.db(manager), CA)));
  });

  it('lets an admin delete a company', async () => {
    await assertSucceeds(deleteDoc(companyRef(rules.db(admin), US)));
  });
});
