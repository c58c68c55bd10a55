/**
 * firestore.rules, `companies`: active users read them (not a mere session: an account still registering or a
 * disabled one reads nothing); no client creates one or writes a whole document, admins included: dealers are
 * added and replaced by the SAVECOMPANY function, which computes the search key nameLower itself; a manager
 * changes only their own company's phone, email and address, in the same country, within the sizes the dealer
 * profile form allows; nobody deletes one.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { companyRecord } from '../../../src/lib/schemas/companyRecord';
import type { Company } from '../../../src/types/domain';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import {
  CA,
  HQ,
  US,
  admin,
  companyDocument,
  dealer,
  inactive,
  manager,
  newcomer,
  otherDealer,
  otherManager,
  peopleDocuments,
} from '../support/people';

/** Stored as SAVECOMPANY writes them (with nameLower). */
const stored = (id: string) => {
  const { id: _id, ...fields } = companyDocument(id);
  return companyRecord(id, fields);
};

const rules = useRulesTestEnvironment('companies', {
  beforeEachTest: (harness) =>
    harness.seed({ ...peopleDocuments(), ...Object.fromEntries([HQ, CA, US].map((id) => [`companies/${id}`, stored(id)])) }),
});

const companyRef = (db: Firestore, id: string) => doc(db, 'companies', id);
const listCompanies = (db: Firestore) => getDocs(collection(db, 'companies'));
const NEW = 'northern-domes';

/** A whole document as SAVECOMPANY writes it, with `overrides` over the fields: complete and well-formed. */
function adminDocument(id: string, overrides: Partial<Company> = {}): DocumentData {
  const { id: _id, ...fields } = { ...companyDocument(id), ...overrides };
  return companyRecord(id, fields);
}
/** A replacement of every field but the id, as a client once wrote it. */
const adminUpdate = (id: string, overrides: Partial<Company> = {}) => {
  const { id: _id, ...fields } = adminDocument(id, overrides);
  return fields;
};
/** A manager's dealer-profile write (companiesApi.updateDealerProfile). */
const profileUpdate = (id: string, overrides: DocumentData = {}): DocumentData => {
  const company = companyDocument(id);
  return {
    phone: '+13065550000',
    email: 'hello@prairie.example.com',
    address: { ...company.address, street: '12 Grid Road', city: 'Regina', zip: 'S4P 3Y2' },
    ...overrides,
  };
};

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

  it('denies a dealer and a manager reading another company, the head office too', async () => {
    await assertFails(getDoc(companyRef(rules.db(dealer), US)));
    await assertFails(getDoc(companyRef(rules.db(manager), HQ)));
    await assertFails(getDoc(companyRef(rules.db(otherDealer), CA)));
  });

  it('lets a dealer and a manager read their own company, and admins any company', async () => {
    expect((await assertSucceeds(getDoc(companyRef(rules.db(dealer), CA)))).data()).toEqual(stored(CA));
    await assertSucceeds(getDoc(companyRef(rules.db(manager), CA)));
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

  it('denies a dealer and a manager listing the dealers, even filtered to their own', async () => {
    await assertFails(listCompanies(rules.db(dealer)));
    await assertFails(listCompanies(rules.db(manager)));
    await assertFails(getDocs(query(collection(rules.db(manager), 'companies'), where('id', '==', CA))));
  });

  it('lets an admin list the dealers (the back office and the recipient picker)', async () => {
    expect((await assertSucceeds(listCompanies(rules.db(admin)))).size).toBe(3);
  });
});

describe('companies: create', () => {
  const create = (db: Firestore, data: DocumentData, id = NEW) => setDoc(companyRef(db, id), data);

  it('denies a visitor who is not signed in', async () => {
    await assertFails(create(rules.guestDb(), adminDocument(NEW)));
  });

  it('denies an inactive user, a dealer and a manager', async () => {
    await assertFails(create(rules.db(inactive), adminDocument(NEW)));
    await assertFails(create(rules.db(dealer), adminDocument(NEW)));
    await assertFails(create(rules.db(manager), adminDocument(NEW)));
  });

  it('denies an admin too, even a complete document in the stored shape: only SAVECOMPANY adds dealers', async () => {
    await assertFails(create(rules.db(admin), adminDocument(NEW)));
    await assertFails(create(rules.db(admin), adminDocument('elan-domes', { name: 'Élan Domes' }), 'elan-domes'));
    await assertFails(create(rules.db(admin), adminDocument('sparse-dealer', { dealerNumber: '', phone: '', email: '', representative: '' }), 'sparse-dealer'));
  });
});

describe('companies: update', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(updateDoc(companyRef(rules.guestDb(), CA), profileUpdate(CA)));
  });

  it('denies an inactive manager', async () => {
    await assertFails(updateDoc(companyRef(rules.db(inactive), CA), profileUpdate(CA)));
  });

  it('denies a dealer editing their own company', async () => {
    await assertFails(updateDoc(companyRef(rules.db(dealer), CA), profileUpdate(CA)));
    await assertFails(updateDoc(companyRef(rules.db(dealer), CA), { phone: '+13065550000' }));
  });

  it('denies a manager editing another company', async () => {
    await assertFails(updateDoc(companyRef(rules.db(manager), US), profileUpdate(US)));
    await assertFails(updateDoc(companyRef(rules.db(otherManager), CA), profileUpdate(CA)));
  });

  it("denies a manager changing their company's name, currency, representative, dealer number, active flag or id", async () => {
    const db = rules.db(manager);
    await assertFails(updateDoc(companyRef(db, CA), { name: 'Prairie Shelters Inc.', nameLower: 'prairie shelters inc.' }));
    await assertFails(updateDoc(companyRef(db, CA), { currency: 'USD' }));
    await assertFails(updateDoc(companyRef(db, CA), { representative: 'Someone Else' }));
    await assertFails(updateDoc(companyRef(db, CA), { dealerNumber: 'D-9999' }));
    await assertFails(updateDoc(companyRef(db, CA), { active: false }));
    await assertFails(updateDoc(companyRef(db, CA), { id: US }));
    await assertFails(updateDoc(companyRef(db, CA), { ...profileUpdate(CA), representative: 'Someone Else' }));
  });

  it("denies a manager changing their company's country (that would change its currency)", async () => {
    const address = { ...companyDocument(CA).address, state: 'ND', country: 'US' };
    await assertFails(updateDoc(companyRef(rules.db(manager), CA), profileUpdate(CA, { address })));
  });

  it('denies a manager an address without a state or with extra fields, and contact details of the wrong type', async () => {
    const address = companyDocument(CA).address;
    await assertFails(updateDoc(companyRef(rules.db(manager), CA), profileUpdate(CA, { address: { ...address, state: '' } })));
    await assertFails(updateDoc(companyRef(rules.db(manager), CA), profileUpdate(CA, { address: { ...address, unit: '4' } })));
    await assertFails(updateDoc(companyRef(rules.db(manager), CA), profileUpdate(CA, { phone: 3065550000 })));
    await assertFails(updateDoc(companyRef(rules.db(manager), CA), profileUpdate(CA, { email: null })));
  });

  it('denies a manager a phone longer than 30 characters, an email longer than 254 or a street longer than 120, and lists for them', async () => {
    const db = rules.db(manager);
    await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { phone: '5'.repeat(31) })));
    await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { email: `${'o'.repeat(243)}@example.com` })));
    await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { address: { ...companyDocument(CA).address, street: 'S'.repeat(121) } })));
    await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { phone: ['+13065550000'] })));
    await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { email: ['hello@prairie.example.com'] })));
  });

  it('denies a manager a city or state longer than 60 characters or a postal code longer than 20', async () => {
    const db = rules.db(manager);
    const address = companyDocument(CA).address;
    await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { address: { ...address, city: 'C'.repeat(61) } })));
    await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { address: { ...address, state: 'S'.repeat(61) } })));
    await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { address: { ...address, zip: '1'.repeat(21) } })));
  });

  it('denies a manager anything but text in the street, city or postal code, and an address that is not a map', async () => {
    const db = rules.db(manager);
    const address = companyDocument(CA).address;
    for (const field of ['street', 'city', 'zip']) {
      await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { address: { ...address, [field]: 7 } })));
      await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { address: { ...address, [field]: ['x'] } })));
    }
    await assertFails(updateDoc(companyRef(db, CA), profileUpdate(CA, { address: '1 Main Street, Tara ON' })));
  });

  it('denies a manager keeping a stored country the portal does not know', async () => {
    const unknownCountry = { ...companyDocument(CA).address, country: 'MX' };
    await rules.seed({ [`companies/${CA}`]: { ...stored(CA), address: unknownCountry } });
    await assertFails(updateDoc(companyRef(rules.db(manager), CA), profileUpdate(CA, { address: unknownCountry })));
  });

  it('denies an admin any update, a complete replacement in the stored shape included: only SAVECOMPANY replaces dealers', async () => {
    const db = rules.db(admin);
    await assertFails(updateDoc(companyRef(db, CA), adminUpdate(CA)));
    await assertFails(updateDoc(companyRef(db, CA), adminUpdate(CA, { name: 'Élan Domes', currency: 'USD', active: false })));
    await assertFails(setDoc(companyRef(db, CA), adminDocument(CA, { name: 'Prairie Shelters Inc.' })));
    await assertFails(updateDoc(companyRef(db, CA), { nameLower: 'prairie' }));
  });

  it("denies an admin even a dealer's phone, email and address: they are the manager's to change", async () => {
    await assertFails(updateDoc(companyRef(rules.db(admin), CA), profileUpdate(CA)));
    await assertFails(updateDoc(companyRef(rules.db(admin), US), profileUpdate(US)));
  });

  it('lets a manager use every size limit: a phone of 30 characters, an email of 254, a street of 120, a city and state of 60, a postal code of 20', async () => {
    const longest = profileUpdate(CA, {
      phone: '5'.repeat(30),
      email: `${'o'.repeat(242)}@example.com`,
      address: { street: 'S'.repeat(120), city: 'C'.repeat(60), state: 'S'.repeat(60), zip: '1'.repeat(20), country: 'CA' },
    });
    await assertSucceeds(updateDoc(companyRef(rules.db(manager), CA), longest));
  });

  it("lets a manager edit their company's phone, email and address", async () => {
    await assertSucceeds(updateDoc(companyRef(rules.db(manager), CA), profileUpdate(CA)));
    const after = (await getDoc(companyRef(rules.db(manager), CA))).data();
    expect(after).toEqual({ ...stored(CA), ...profileUpdate(CA) });
  });
});

describe('companies: delete', () => {
  it('denies everyone, admins included: dealers are deactivated, never deleted', async () => {
    await assertFails(deleteDoc(companyRef(rules.guestDb(), CA)));
    await assertFails(deleteDoc(companyRef(rules.db(inactive), CA)));
    await assertFails(deleteDoc(companyRef(rules.db(dealer), CA)));
    await assertFails(deleteDoc(companyRef(rules.db(manager), CA)));
    await assertFails(deleteDoc(companyRef(rules.db(admin), US)));
  });
});
