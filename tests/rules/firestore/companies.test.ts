/**
 * firestore.rules, `companies`: active users read them (not a mere session: an account still registering or a
 * disabled one reads nothing); admins create and update whole documents in the documented shape
 * (companyDocument.toCompanyDocument) within its size bounds and never delete one; a manager changes only their own company's phone,
 * email and address, in the same country (the dealer profile).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { toCompanyDocument } from '../../../src/data/companyDocument';
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

/** Stored as the portal writes them (with nameLower). */
const stored = (id: string) => {
  const { id: _id, ...input } = companyDocument(id);
  return toCompanyDocument(id, input);
};

const rules = useRulesTestEnvironment('companies', {
  beforeEachTest: (harness) =>
    harness.seed({ ...peopleDocuments(), ...Object.fromEntries([HQ, CA, US].map((id) => [`companies/${id}`, stored(id)])) }),
});

const companyRef = (db: Firestore, id: string) => doc(db, 'companies', id);
const listCompanies = (db: Firestore) => getDocs(collection(db, 'companies'));
const NEW = 'northern-domes';

/** An admin's whole-document write (companiesApi.createCompany / updateCompany), with `overrides` over the input. */
function adminDocument(id: string, overrides: Partial<Company> = {}): DocumentData {
  const { id: _id, ...input } = { ...companyDocument(id), ...overrides };
  return toCompanyDocument(id, input);
}
/** updateCompany sends every field but the id. */
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

  it('denies an admin a document without nameLower, or with one that does not follow the name', async () => {
    const { nameLower: _unused, ...withoutKey } = adminDocument(NEW);
    await assertFails(create(rules.db(admin), withoutKey));
    await assertFails(create(rules.db(admin), { ...adminDocument(NEW), nameLower: 'something else' }));
    await assertFails(create(rules.db(admin), { ...adminDocument(NEW), nameLower: 'Northern-Domes Ltd.' }));
  });

  it('denies an admin a document under another id, with extra or missing fields', async () => {
    await assertFails(create(rules.db(admin), adminDocument(NEW), 'another-id'));
    await assertFails(create(rules.db(admin), { ...adminDocument(NEW), notes: 'VIP' }));
    const { representative: _unused, ...withoutRepresentative } = adminDocument(NEW);
    await assertFails(create(rules.db(admin), withoutRepresentative));
    await assertFails(create(rules.db(admin), { ...adminDocument(NEW), address: { ...companyDocument(NEW).address, unit: '4' } }));
  });

  it('denies an admin an empty name or state, an unknown country or currency, or a non-boolean active flag', async () => {
    await assertFails(create(rules.db(admin), adminDocument(NEW, { name: '  ' })));
    await assertFails(create(rules.db(admin), adminDocument(NEW, { address: { ...companyDocument(NEW).address, state: '' } })));
    await assertFails(
      create(rules.db(admin), adminDocument(NEW, { address: { ...companyDocument(NEW).address, country: 'MX' as 'CA' } })),
    );
    await assertFails(create(rules.db(admin), adminDocument(NEW, { currency: 'EUR' as 'CAD' })));
    await assertFails(create(rules.db(admin), { ...adminDocument(NEW), active: 'yes' }));
    await assertFails(create(rules.db(admin), { ...adminDocument(NEW), phone: 5195550100 }));
    for (const field of ['dealerNumber', 'email', 'representative']) {
      await assertFails(create(rules.db(admin), { ...adminDocument(NEW), [field]: 7 }));
    }
    for (const field of ['street', 'city', 'zip']) {
      await assertFails(create(rules.db(admin), { ...adminDocument(NEW), address: { ...companyDocument(NEW).address, [field]: 7 } }));
    }
  });

  it('denies an admin a name or representative longer than 60 characters, a dealer number or phone longer than 30, an email longer than 254', async () => {
    await assertFails(create(rules.db(admin), adminDocument(NEW, { name: 'N'.repeat(61) })));
    await assertFails(create(rules.db(admin), adminDocument(NEW, { representative: 'R'.repeat(61) })));
    await assertFails(create(rules.db(admin), adminDocument(NEW, { dealerNumber: 'D'.repeat(31) })));
    await assertFails(create(rules.db(admin), adminDocument(NEW, { phone: '5'.repeat(31) })));
    await assertFails(create(rules.db(admin), adminDocument(NEW, { email: `${'o'.repeat(243)}@example.com` })));
  });

  it('denies an admin a street longer than 120 characters, a city or state longer than 60, a postal code longer than 20', async () => {
    const address = companyDocument(NEW).address;
    await assertFails(create(rules.db(admin), adminDocument(NEW, { address: { ...address, street: 'S'.repeat(121) } })));
    await assertFails(create(rules.db(admin), adminDocument(NEW, { address: { ...address, city: 'C'.repeat(61) } })));
    await assertFails(create(rules.db(admin), adminDocument(NEW, { address: { ...address, state: 'S'.repeat(61) } })));
    await assertFails(create(rules.db(admin), adminDocument(NEW, { address: { ...address, zip: '1'.repeat(21) } })));
  });

  it('denies an admin lists where text belongs (a list has a size too: only the type check refuses it)', async () => {
    for (const field of ['dealerNumber', 'phone', 'email', 'representative']) {
      await assertFails(create(rules.db(admin), { ...adminDocument(NEW), [field]: ['x'] }));
    }
    for (const field of ['street', 'city', 'zip']) {
      await assertFails(create(rules.db(admin), { ...adminDocument(NEW), address: { ...companyDocument(NEW).address, [field]: ['x'] } }));
    }
  });

  it('lets an admin create a company at every size limit', async () => {
    const longest = adminDocument(NEW, {
      name: 'N'.repeat(60),
      representative: 'R'.repeat(60),
      dealerNumber: 'D'.repeat(30),
      phone: '5'.repeat(30),
      email: `${'o'.repeat(242)}@example.com`,
      address: { street: 'S'.repeat(120), city: 'C'.repeat(60), state: 'S'.repeat(60), zip: '1'.repeat(20), country: 'CA' },
    });
    await assertSucceeds(create(rules.db(admin), longest));
  });

  it('lets an admin create a company in the documented shape, with empty optional fields', async () => {
    await assertSucceeds(create(rules.db(admin), adminDocument(NEW)));
    const sparse = adminDocument('sparse-dealer', {
      name: '  Sparse Dealer ',
      dealerNumber: '',
      phone: '',
      email: '',
      representative: '',
      address: { street: '', city: '', state: 'TX', zip: '', country: 'US' },
      currency: 'USD',
    });
    expect(sparse.nameLower).toBe('sparse dealer');
    await assertSucceeds(create(rules.db(admin), sparse, 'sparse-dealer'));
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

  it('denies an admin a name longer than 60 characters on an update', async () => {
    await assertFails(updateDoc(companyRef(rules.db(admin), CA), adminUpdate(CA, { name: 'N'.repeat(61) })));
  });

  it('denies an admin leaving the document out of shape', async () => {
    await assertFails(updateDoc(companyRef(rules.db(admin), CA), { name: 'Prairie Shelters Inc.' }));
    await assertFails(updateDoc(companyRef(rules.db(admin), CA), { currency: 'EUR' }));
    await assertFails(updateDoc(companyRef(rules.db(admin), CA), { notes: 'VIP' }));
  });

  it("lets a manager use a phone of 30 characters and an email of 254", async () => {
    await assertSucceeds(updateDoc(companyRef(rules.db(manager), CA), profileUpdate(CA, { phone: '5'.repeat(30), email: `${'o'.repeat(242)}@example.com` })));
  });

  it("lets a manager edit their company's phone, email and address", async () => {
    await assertSucceeds(updateDoc(companyRef(rules.db(manager), CA), profileUpdate(CA)));
    const after = (await getDoc(companyRef(rules.db(manager), CA))).data();
    expect(after).toEqual({ ...stored(CA), ...profileUpdate(CA) });
  });

  it('lets an admin change any company, name, country and currency included', async () => {
    await assertSucceeds(
      updateDoc(
        companyRef(rules.db(admin), CA),
        adminUpdate(CA, {
          name: 'Prairie Shelters Inc.',
          currency: 'USD',
          active: false,
          address: { street: '1 Border Road', city: 'Pembina', state: 'ND', zip: '58271', country: 'US' },
        }),
      ),
    );
    expect((await getDoc(companyRef(rules.db(admin), CA))).get('nameLower')).toBe('prairie shelters inc.');
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
