/**
 * firestore.rules, `parts` and `resources` (the same rules): every active user reads the catalogue and the
 * resource library; only admins publish, edit and withdraw entries.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { admin, dealer, inactive, manager, newcomer, peopleDocuments } from '../support/people';

const entries = {
  parts: {
    id: 'part-1-1', partNumber: 'CS-0110', name: 'Ratchet Strap Standard', category: 'ratchet straps',
    description: 'Standard ratchet strap for fabric buildings.', price: 25, unit: 'each', stock: 37, active: true,
  },
  resources: {
    id: 'resource-1', type: 'marketing', subtype: 'brochures', title: 'Brochures (demo)', description: 'Product brochures.',
    file: { path: 'resources/marketing/resource-1/brochures.pdf', name: 'brochures.pdf', contentType: 'application/pdf', size: 812 },
    createdDate: Date.UTC(2026, 9, 1), createdBy: admin.uid,
  },
} as const;
const COLLECTIONS = ['parts', 'resources'] as const;

const rules = useRulesTestEnvironment('catalogue', {
  beforeEachTest: (harness) =>
    harness.seed({ ...peopleDocuments(), ...Object.fromEntries(COLLECTIONS.map((name) => [`${name}/${entries[name].id}`, entries[name]])) }),
});

describe.each(COLLECTIONS)('%s', (name) => {
  const entry = entries[name];
  const entryRef = (db: Firestore, id: string = entry.id) => doc(db, name, id);
  const list = (db: Firestore) => getDocs(collection(db, name));
  const added = { ...entry, id: `${entry.id}-new` };

  describe('get and list', () => {
    it('denies a visitor who is not signed in', async () => {
      await assertFails(getDoc(entryRef(rules.guestDb())));
      await assertFails(list(rules.guestDb()));
    });

    it('denies an inactive user and an account without a user document', async () => {
      await assertFails(getDoc(entryRef(rules.db(inactive))));
      await assertFails(list(rules.db(inactive)));
      await assertFails(list(rules.db(newcomer)));
    });

    it('lets dealers, managers and admins read and list them', async () => {
      expect((await assertSucceeds(getDoc(entryRef(rules.db(dealer))))).data()).toEqual(entry);
      expect((await assertSucceeds(list(rules.db(dealer)))).size).toBe(1);
      await assertSucceeds(list(rules.db(manager)));
      await assertSucceeds(list(rules.db(admin)));
    });
  });

  describe('create', () => {
    it('denies a visitor, an inactive user, a dealer and a manager', async () => {
      await assertFails(setDoc(entryRef(rules.guestDb(), added.id), added));
      await assertFails(setDoc(entryRef(rules.db(inactive), added.id), added));
      await assertFails(setDoc(entryRef(rules.db(dealer), added.id), added));
      await assertFails(setDoc(entryRef(rules.db(manager), added.id), added));
    });

    it('lets an admin publish one', async () => {
      await assertSucceeds(setDoc(entryRef(rules.db(admin), added.id), added));
    });
  });

  describe('update', () => {
    it('denies a visitor, an inactive user, a dealer and a manager', async () => {
      await assertFails(updateDoc(entryRef(rules.guestDb()), { description: 'Changed' }));
      await assertFails(updateDoc(entryRef(rules.db(inactive)), { description: 'Changed' }));
      await assertFails(updateDoc(entryRef(rules.db(dealer)), { description: 'Changed' }));
      await assertFails(updateDoc(entryRef(rules.db(manager)), { description: 'Changed' }));
    });

    it('lets an admin edit one', async () => {
      await assertSucceeds(updateDoc(entryRef(rules.db(admin)), { description: 'Changed' }));
    });
  });

  describe('delete', () => {
    it('denies a visitor, an inactive user, a dealer and a manager', async () => {
      await assertFails(deleteDoc(entryRef(rules.guestDb())));
      await assertFails(deleteDoc(entryRef(rules.db(inactive))));
      await assertFails(deleteDoc(entryRef(rules.db(dealer))));
      await assertFails(deleteDoc(entryRef(rules.db(manager))));
    });

    it('lets an admin withdraw one', async () => {
      await assertSucceeds(deleteDoc(entryRef(rules.db(admin))));
    });
  });
});
