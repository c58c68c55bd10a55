/**
 * firestore.rules, `outbox`: the text messages and mails the functions queue locally. Only the functions'
 * admin SDK touches it; no client, admins included, reads or writes a single entry.
 */
import { describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { admin, dealer, inactive, manager, peopleDocuments, type Person } from '../support/people';

const queued = { kind: 'sms', to: '+13065550125', text: 'Portal: your order has shipped.', createdDate: Date.UTC(2026, 9, 4), createdBy: dealer.uid };

const rules = useRulesTestEnvironment('outbox', {
  beforeEachTest: (harness) => harness.seed({ ...peopleDocuments(), 'outbox/sms-1': queued }),
});

const outboxRef = (db: Firestore, id = 'sms-1') => doc(db, 'outbox', id);
const as = (person: Person) => () => rules.db(person);
const actors: [string, () => Firestore][] = [
  ['a visitor who is not signed in', () => rules.guestDb()],
  ['an inactive user', as(inactive)],
  ['a dealer', as(dealer)],
  ['a manager', as(manager)],
  ['an admin', as(admin)],
];

describe.each(actors)('outbox, as %s', (_who, db) => {
  it('denies get and list, even of their own messages', async () => {
    await assertFails(getDoc(outboxRef(db())));
    await assertFails(getDocs(collection(db(), 'outbox')));
    await assertFails(getDocs(query(collection(db(), 'outbox'), where('createdBy', '==', dealer.uid))));
  });

  it('denies create', async () => {
    await assertFails(setDoc(outboxRef(db(), 'sms-2'), { ...queued, text: 'Spoofed message.' }));
  });

  it('denies update', async () => {
    await assertFails(updateDoc(outboxRef(db()), { to: '+15555550100' }));
  });

  it('denies delete', async () => {
    await assertFails(deleteDoc(outboxRef(db())));
  });
});
