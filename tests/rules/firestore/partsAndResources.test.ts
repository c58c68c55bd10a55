/**
 * firestore.rules, `parts` and `resources`: every active user reads the catalogue and the resource library; only
 * admins write, and only documents of the documented shapes (docs/data-model.md): a part keyed by its part number,
 * with prices, stock and bounded search keys, stamped by the server; a resource of a known type and one of that
 * type's subtypes, its file (PDF or image, at most 100 MiB) at resources/{type}/{id}/{name}, in its author's name.
 * Every text and number is bounded as the parts and resource forms bound it.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { partSearchKeys } from '../../../src/types/parts';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { day } from '../support/documents';
import {
  admin,
  dealer,
  displayName,
  inactive,
  manager,
  newcomer,
  peopleDocuments,
  unnamedUserDocument,
  withoutName,
  type Person,
} from '../support/people';

const MiB = 1024 * 1024;

/** A part as partsApi writes it: keyed by its part number, stamped by the server. */
function partDocument(partNumber: string, overrides: DocumentData = {}): DocumentData {
  const name = 'Ratchet Strap Standard';
  return {
    id: partNumber,
    partNumber,
    name,
    category: 'accessories',
    description: 'Standard ratchet strap for fabric buildings.',
    unit: 'each',
    priceCAD: 25,
    priceUSD: 18.75,
    stock: 37,
    active: true,
    searchKeys: partSearchKeys({ partNumber, name }),
    updatedDate: serverTimestamp(),
    ...overrides,
  };
}

/** A resource as resourcesApi writes it, by `by`: its file in its own folder, dated by the server. */
function resourceDocument(id: string, by: Person = admin, overrides: DocumentData = {}): DocumentData {
  return {
    id,
    title: 'Brochures (demo)',
    type: 'marketing',
    subtype: 'brochures',
    description: 'Product brochures.',
    file: { path: `resources/marketing/${id}/brochures.pdf`, name: 'brochures.pdf', contentType: 'application/pdf', size: 812 },
    createdBy: by.uid,
    createdByName: displayName(by),
    createdDate: serverTimestamp(),
    updatedDate: serverTimestamp(),
    ...overrides,
  };
}

const seededPart: DocumentData & { id: string } = { ...partDocument('CS-0110'), id: 'CS-0110', updatedDate: day(1) };
const seededResource: DocumentData & { id: string } = {
  ...resourceDocument('resource-1'),
  id: 'resource-1',
  createdDate: day(1),
  updatedDate: day(1),
};
const entries = { parts: seededPart, resources: seededResource } as const;
const COLLECTIONS = ['parts', 'resources'] as const;

const rules = useRulesTestEnvironment('catalogue', {
  beforeEachTest: (harness) =>
    harness.seed({
      ...peopleDocuments(),
      [`parts/${seededPart.id}`]: seededPart,
      [`resources/${seededResource.id}`]: seededResource,
    }),
});

const partRef = (db: Firestore, id: string) => doc(db, 'parts', id);
const resourceRef = (db: Firestore, id: string) => doc(db, 'resources', id);

describe.each(COLLECTIONS)('%s: who reads and writes', (name) => {
  const entry = entries[name];
  const entryRef = (db: Firestore, id: string = entry.id) => doc(db, name, id);
  const list = (db: Firestore) => getDocs(collection(db, name));
  const added = name === 'parts' ? partDocument('CS-0120') : resourceDocument('resource-2');
  const addedAs = (by: Person) => (name === 'parts' ? added : { ...added, createdBy: by.uid });

  it('denies a visitor who is not signed in reading or listing', async () => {
    await assertFails(getDoc(entryRef(rules.guestDb())));
    await assertFails(list(rules.guestDb()));
  });

  it('denies an inactive user and an account without a user document', async () => {
    await assertFails(getDoc(entryRef(rules.db(inactive))));
    await assertFails(list(rules.db(inactive)));
    await assertFails(list(rules.db(newcomer)));
  });

  it('denies a visitor, an inactive user, a dealer and a manager creating, editing or deleting', async () => {
    await assertFails(setDoc(entryRef(rules.guestDb(), added.id as string), added));
    for (const who of [inactive, dealer, manager]) {
      await assertFails(setDoc(entryRef(rules.db(who), added.id as string), addedAs(who)));
      await assertFails(updateDoc(entryRef(rules.db(who)), { description: 'Changed', updatedDate: serverTimestamp() }));
      await assertFails(deleteDoc(entryRef(rules.db(who))));
    }
    await assertFails(deleteDoc(entryRef(rules.guestDb())));
  });

  it('lets dealers, managers and admins read and list them', async () => {
    expect((await assertSucceeds(getDoc(entryRef(rules.db(dealer))))).data()).toEqual(entry);
    expect((await assertSucceeds(list(rules.db(dealer)))).size).toBe(1);
    await assertSucceeds(list(rules.db(manager)));
    await assertSucceeds(list(rules.db(admin)));
  });

  it('lets an admin create, edit and delete one', async () => {
    await assertSucceeds(setDoc(entryRef(rules.db(admin), added.id as string), added));
    await assertSucceeds(updateDoc(entryRef(rules.db(admin)), { description: 'Changed', updatedDate: serverTimestamp() }));
    await assertSucceeds(deleteDoc(entryRef(rules.db(admin))));
  });
});

describe('parts: the documented shape', () => {
  const create = (data: DocumentData, id = data.id as string) => setDoc(partRef(rules.db(admin), id), data);

  it('denies a document whose id is not its part number, or a part number that is not upper-case letters and digits', async () => {
    await assertFails(create(partDocument('CS-0120'), 'part-1-2'));
    await assertFails(create({ ...partDocument('CS-0120'), partNumber: 'CS-0130' }));
    await assertFails(create(partDocument('cs-0120')));
    await assertFails(create(partDocument('-CS0120')));
    await assertFails(create(partDocument('CS 0120')));
    await assertFails(create(partDocument(`C${'S'.repeat(40)}`)));
  });

  it('denies changing the part number of a part (it is the id)', async () => {
    await assertFails(updateDoc(partRef(rules.db(admin), seededPart.id), { partNumber: 'CS-0999', updatedDate: serverTimestamp() }));
    await assertFails(updateDoc(partRef(rules.db(admin), seededPart.id), { id: 'CS-0999', updatedDate: serverTimestamp() }));
  });

  it('denies negative or non-numeric prices, and a stock that is negative or not a whole number', async () => {
    await assertFails(create(partDocument('CS-0120', { priceCAD: -1 })));
    await assertFails(create(partDocument('CS-0120', { priceUSD: -0.01 })));
    await assertFails(create(partDocument('CS-0120', { priceUSD: '18.75' })));
    await assertFails(create(partDocument('CS-0120', { stock: -1 })));
    await assertFails(create(partDocument('CS-0120', { stock: 2.5 })));
  });

  it('denies an unknown category, an empty name, a non-boolean active flag', async () => {
    await assertFails(create(partDocument('CS-0120', { category: 'snacks' })));
    await assertFails(create(partDocument('CS-0120', { name: ' ' })));
    await assertFails(create(partDocument('CS-0120', { active: 'yes' })));
    await assertFails(create(partDocument('CS-0120', { description: 7 })));
    await assertFails(create(partDocument('CS-0120', { unit: null })));
  });

  it('denies more than 100 search keys, or search keys that are not a list', async () => {
    await assertFails(create(partDocument('CS-0120', { searchKeys: Array.from({ length: 101 }, (_, i) => `k${i}`) })));
    await assertFails(create(partDocument('CS-0120', { searchKeys: 'cs-0120' })));
  });

  it('denies a name, description or unit longer than the parts form takes, or a description or unit that is not text', async () => {
    await assertFails(create(partDocument('CS-0120', { name: 'x'.repeat(101) })));
    await assertFails(create(partDocument('CS-0120', { description: 'x'.repeat(1001) })));
    await assertFails(create(partDocument('CS-0120', { unit: 'x'.repeat(41) })));
    await assertFails(create(partDocument('CS-0120', { description: ['Standard ratchet strap.'] })));
    await assertFails(create(partDocument('CS-0120', { unit: ['each'] })));
  });

  it('denies a price or a stock of 1,000,000 or more (the form takes them below it)', async () => {
    await assertFails(create(partDocument('CS-0120', { priceCAD: 1_000_000 })));
    await assertFails(create(partDocument('CS-0120', { priceUSD: 1_000_000 })));
    await assertFails(create(partDocument('CS-0120', { stock: 1_000_000 })));
  });

  it('denies a search key longer than 200 characters, empty, holding a line break or not text, and search keys that are empty text', async () => {
    await assertFails(create(partDocument('CS-0120', { searchKeys: ['cs-0120', 'x'.repeat(201)] })));
    await assertFails(create(partDocument('CS-0120', { searchKeys: ['cs-0120', ''] })));
    // Its halves would pass as two keys: a line break must not make one long key look like several short ones.
    await assertFails(create(partDocument('CS-0120', { searchKeys: ['cs-0120', `${'x'.repeat(200)}\n${'x'.repeat(200)}`] })));
    await assertFails(create(partDocument('CS-0120', { searchKeys: ['cs-0120', 120] })));
    await assertFails(create(partDocument('CS-0120', { searchKeys: '' })));
  });

  it('denies a write not stamped by the server, and extra or missing fields', async () => {
    await assertFails(create(partDocument('CS-0120', { updatedDate: day(5) })));
    await assertFails(updateDoc(partRef(rules.db(admin), seededPart.id), { stock: 12 }));
    await assertFails(create(partDocument('CS-0120', { price: 25 })));
    const { unit: _unused, ...withoutUnit } = partDocument('CS-0120');
    await assertFails(create(withoutUnit));
  });

  it('lets an admin write free parts, 100 search keys and an edit of the stock', async () => {
    await assertSucceeds(create(partDocument('CS-0120', { priceCAD: 0, priceUSD: 0, stock: 0 })));
    await assertSucceeds(create(partDocument('A', { searchKeys: Array.from({ length: 100 }, (_, i) => `k${i}`) })));
    await assertSucceeds(create(partDocument(`C${'S'.repeat(39)}`)));
    await assertSucceeds(updateDoc(partRef(rules.db(admin), seededPart.id), { stock: 12, updatedDate: serverTimestamp() }));
  });

  it('lets an admin write the longest name, description and unit, and prices and a stock just below 1,000,000', async () => {
    const name = 'x'.repeat(100);
    await assertSucceeds(
      create(
        partDocument('CS-0120', {
          name,
          description: 'x'.repeat(1000),
          unit: 'x'.repeat(40),
          priceCAD: 999_999.99,
          priceUSD: 999_999.99,
          stock: 999_999,
          searchKeys: partSearchKeys({ partNumber: 'CS-0120', name }),
        }),
      ),
    );
  });

  it('lets an admin write the longest search keys a name gives, a key of 200 characters, and no search keys', async () => {
    // Lower case, each 'İ' becomes an 'i' and a mark that separates words: the whole name is the longest key.
    const name = 'İ'.repeat(100);
    const keys = partSearchKeys({ partNumber: 'CS-0120', name });
    expect(Math.max(...keys.map((key) => key.length))).toBe(199);
    await assertSucceeds(create(partDocument('CS-0120', { name, searchKeys: keys })));
    await assertSucceeds(create(partDocument('CS-0130', { searchKeys: ['cs-0130', 'x'.repeat(200)] })));
    await assertSucceeds(create(partDocument('CS-0140', { searchKeys: [] })));
  });
});

describe('resources: the documented shape', () => {
  const create = (data: DocumentData, id = data.id as string) => setDoc(resourceRef(rules.db(admin), id), data);
  const file = (id: string, overrides: DocumentData = {}) => ({
    path: `resources/marketing/${id}/brochures.pdf`,
    name: 'brochures.pdf',
    contentType: 'application/pdf',
    size: 812,
    ...overrides,
  });

  it('denies an unknown type, or a subtype of another type', async () => {
    await assertFails(create(resourceDocument('resource-2', admin, { type: 'legal' })));
    await assertFails(create(resourceDocument('resource-2', admin, { subtype: 'price books' })));
    await assertFails(create(resourceDocument('resource-2', admin, { subtype: 'posters' })));
  });

  it('denies a file outside resources/{type}/{id}/, or whose path does not end with its name', async () => {
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-2', { path: 'resources/sales/resource-2/brochures.pdf' }) })));
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-1') })));
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-2', { path: 'orders/prairie-shelters/1/brochures.pdf' }) })));
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-2', { name: 'other.pdf' }) })));
    await assertFails(
      create(resourceDocument('resource-2', admin, { file: file('resource-2', { path: 'resources/marketing/resource-2/x/brochures.pdf' }) })),
    );
  });

  it('denies a file that is not a PDF or an image, larger than 100 MiB, or without a size', async () => {
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-2', { contentType: 'text/html' }) })));
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-2', { contentType: 'image/svg+xml' }) })));
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-2', { size: 100 * MiB + 1 }) })));
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-2', { size: 0 }) })));
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-2', { extra: true }) })));
  });

  it("denies a resource in somebody else's name or not dated by the server", async () => {
    await assertFails(create(resourceDocument('resource-2', dealer)));
    await assertFails(create(resourceDocument('resource-2', admin, { createdBy: dealer.uid })));
    await assertFails(create(resourceDocument('resource-2', admin, { createdDate: day(5) })));
    await assertFails(create(resourceDocument('resource-2', admin, { updatedDate: day(5) })));
  });

  it('denies an author name other than the admin’s own: another person’s, a made-up one, an empty one', async () => {
    await assertFails(create(resourceDocument('resource-2', admin, { createdByName: displayName(dealer) })));
    await assertFails(create(resourceDocument('resource-2', admin, { createdByName: 'IT Security' })));
    await assertFails(create(resourceDocument('resource-2', admin, { createdByName: '' })));
  });

  it('denies an empty title, an id other than the document id, and extra or missing fields', async () => {
    await assertFails(create(resourceDocument('resource-2', admin, { title: '' })));
    await assertFails(create(resourceDocument('resource-2', admin, { description: 7 })));
    await assertFails(create(resourceDocument('resource-2', admin, { createdByName: 7 })));
    await assertFails(create(resourceDocument('resource-2'), 'resource-3'));
    await assertFails(create(resourceDocument('resource-2', admin, { downloads: 0 })));
    const { description: _unused, ...withoutDescription } = resourceDocument('resource-2');
    await assertFails(create(withoutDescription));
  });

  it('denies a title, description or file name longer than the resource form takes, or a description that is not text', async () => {
    const longName = `${'x'.repeat(199)}.pdf`;
    await assertFails(create(resourceDocument('resource-2', admin, { title: 'x'.repeat(121) })));
    await assertFails(create(resourceDocument('resource-2', admin, { description: 'x'.repeat(1001) })));
    await assertFails(create(resourceDocument('resource-2', admin, { description: ['Product brochures.'] })));
    await assertFails(create(resourceDocument('resource-2', admin, { file: file('resource-2', { path: `resources/marketing/resource-2/${longName}`, name: longName }) })));
  });

  it('denies an edit that changes the author or creation date, or is not stamped by the server', async () => {
    const db = rules.db(admin);
    await assertFails(updateDoc(resourceRef(db, seededResource.id), { createdBy: dealer.uid, updatedDate: serverTimestamp() }));
    await assertFails(updateDoc(resourceRef(db, seededResource.id), { createdByName: 'Someone Else', updatedDate: serverTimestamp() }));
    await assertFails(updateDoc(resourceRef(db, seededResource.id), { id: 'resource-9', updatedDate: serverTimestamp() }));
    await assertFails(updateDoc(resourceRef(db, seededResource.id), { createdDate: serverTimestamp(), updatedDate: serverTimestamp() }));
    await assertFails(updateDoc(resourceRef(db, seededResource.id), { title: 'Renamed' }));
  });

  it("denies an edit whose file is not in this resource's own folder of a known type, or is not a whole file", async () => {
    const db = rules.db(admin);
    const edit = (changes: DocumentData) =>
      updateDoc(resourceRef(db, seededResource.id), { file: file('resource-1', changes), updatedDate: serverTimestamp() });
    await assertFails(edit({ path: 'resources/marketing/resource-2/brochures.pdf' }));
    await assertFails(edit({ path: 'resources/legal/resource-1/brochures.pdf' }));
    await assertFails(edit({ path: 'orders/marketing/resource-1/brochures.pdf' }));
    await assertFails(edit({ path: 'resources/marketing/resource-1/old/brochures.pdf' }));
    await assertFails(edit({ path: 'resources/marketing/resource-1/brochures.pdf/brochures.pdf' }));
    await assertFails(edit({ path: 'resources/marketing/resource-1/other.pdf' }));
    await assertFails(edit({ path: 'resources/marketing/resource-1/', name: '' }));
    await assertFails(edit({ size: 812.5 }));
    await assertFails(edit({ contentType: 'text/html' }));
  });

  it('lets an admin publish a PDF or an image of at most 100 MiB', async () => {
    await assertSucceeds(create(resourceDocument('resource-2')));
    const photo = {
      path: 'resources/engineering/resource-3/profile.webp',
      name: 'profile.webp',
      contentType: 'image/webp',
      size: 100 * MiB,
    };
    await assertSucceeds(create(resourceDocument('resource-3', admin, { type: 'engineering', subtype: 'building profiles', file: photo })));
  });

  it('lets an admin publish the longest title and description, and a file name of 200 characters renamed with -2', async () => {
    // A replacement with the name of the file it replaces is stored as name-2.ext: 2 more than the form takes.
    const renamed = `${'x'.repeat(196)}.pdf`.replace('.pdf', '-2.pdf');
    expect(renamed).toHaveLength(202);
    const longest = { path: `resources/marketing/resource-2/${renamed}`, name: renamed, contentType: 'application/pdf', size: 812 };
    await assertSucceeds(create(resourceDocument('resource-2', admin, { title: 'x'.repeat(120), description: 'x'.repeat(1000), file: longest })));
  });

  it('lets an admin whose user document has no name publish under their email address', async () => {
    await rules.seed(unnamedUserDocument(admin));
    await assertSucceeds(create(resourceDocument('resource-2', withoutName(admin))));
    expect((await getDoc(resourceRef(rules.db(admin), 'resource-2'))).get('createdByName')).toBe(admin.email);
  });

  it('lets an admin replace the file, retitle, or move a resource to another type keeping its file', async () => {
    const db = rules.db(admin);
    const replaced = { path: 'resources/marketing/resource-1/brochures-2027.png', name: 'brochures-2027.png', contentType: 'image/png', size: 4096 };
    await assertSucceeds(updateDoc(resourceRef(db, 'resource-1'), { file: replaced, title: 'Brochures 2027', updatedDate: serverTimestamp() }));
    await assertSucceeds(updateDoc(resourceRef(db, 'resource-1'), { type: 'sales', subtype: 'dealer kits', updatedDate: serverTimestamp() }));
  });
});
