/**
 * firestore.rules, `orders/{id}/history/{seq}`: the order functions record every change of an order, so no
 * client writes an entry, admins included: not alone, not with the change of the order it records (a
 * submission, an edit, a status change), and nobody rewrites or deletes one. The order's company and admins
 * read them.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { orderDocument, seededOrder, writtenEntry } from '../support/documents';
import { COUNTER, editPending, historyPath, moveStatus, submit } from '../support/orderWrites';
import {
  CA,
  admin,
  colleague,
  companyDocuments,
  dealer,
  inactive,
  manager,
  newcomer,
  otherDealer,
  otherManager,
  peopleDocuments,
  person,
  type Person,
} from '../support/people';

const NEXT = 1010;
const caPending = orderDocument({ number: 1001, by: colleague });
const caReceived = orderDocument({ number: 1002, status: 'order received' });
const usPending = orderDocument({ number: 1003, by: otherDealer });
/** Its historyCount is 2, but entry 2 was never stored (an order whose newest entry went missing). */
const incomplete = orderDocument({ number: 1004, status: 'order received' });

// Project ids are lower case: Google's emulator refuses any other.
const rules = useRulesTestEnvironment('order-history', {
  beforeEachTest: (harness) => {
    const { [historyPath(incomplete.id, 2)]: _missing, ...incompleteWithoutItsLastEntry } = seededOrder(incomplete);
    return harness.seed({
      ...peopleDocuments(),
      ...companyDocuments(),
      [COUNTER]: { next: NEXT },
      ...seededOrder(caPending),
      ...seededOrder(caReceived),
      ...seededOrder(usPending),
      ...incompleteWithoutItsLastEntry,
    });
  },
});

const history = (db: Firestore, id: string) => collectionAccess(`orders/${id}/history`).list(db);
const read = async (path: string) => (await getDoc(doc(rules.db(admin), path))).data();
const disabled = inactive;
/** Every client, each writing in their own name; a visitor writes as the dealer, an account without a user document as itself. */
const everyClient = (): [Firestore, Person][] => [
  [rules.guestDb(), dealer],
  [rules.db(newcomer), person(newcomer.uid, CA)],
  [rules.db(disabled), disabled],
  ...[dealer, manager, otherDealer, otherManager, admin].map((who): [Firestore, Person] => [rules.db(who), who]),
];

describe('order history: read', () => {
  it('denies a visitor, an account without a user document and a disabled user reading them', async () => {
    await assertFails(history(rules.guestDb(), caPending.id));
    await assertFails(history(rules.db(newcomer), caPending.id));
    await assertFails(history(rules.db(disabled), caPending.id));
    await assertFails(getDoc(doc(rules.db(disabled), historyPath(caPending.id, 1))));
  });

  it("denies a dealer and a manager of another company reading an order's history", async () => {
    await assertFails(history(rules.db(otherDealer), caPending.id));
    await assertFails(getDoc(doc(rules.db(otherManager), historyPath(caReceived.id, 2))));
    await assertFails(history(rules.db(dealer), usPending.id));
  });

  it("lets the company's dealers and managers read an order's history, whoever placed it", async () => {
    expect(ids(await assertSucceeds(history(rules.db(dealer), caPending.id)))).toEqual(['1']);
    expect(ids(await assertSucceeds(history(rules.db(manager), caReceived.id)))).toEqual(['1', '2']);
    await assertSucceeds(getDoc(doc(rules.db(otherDealer), historyPath(usPending.id, 1))));
  });

  it("lets an admin read any order's history", async () => {
    expect(ids(await assertSucceeds(history(rules.db(admin), usPending.id)))).toEqual(['1']);
  });
});

describe('order history: create', () => {
  it('denies every client writing an entry with the order change it records, admins included', async () => {
    for (const [db, who] of everyClient()) {
      await assertFails(submit(db, who, NEXT));
      await assertFails(editPending(db, who, caPending));
      await assertFails(moveStatus(db, who, caReceived, 'shipped'));
    }
    expect(await read(historyPath(NEXT, 1))).toBeUndefined();
    expect(await read(historyPath(caPending.id, 2))).toBeUndefined();
    expect(await read(historyPath(caReceived.id, 3))).toBeUndefined();
  });

  it('denies every client writing an entry alone, of any kind, admins included', async () => {
    for (const [db, who] of everyClient()) {
      await assertFails(setDoc(doc(db, historyPath(NEXT, 1)), writtenEntry({ seq: 1, kind: 'submitted', from: null, to: 'pending' }, who)));
      await assertFails(setDoc(doc(db, historyPath(caPending.id, 2)), writtenEntry({ seq: 2, kind: 'edited', from: 'pending', to: 'pending' }, who)));
      await assertFails(setDoc(doc(db, historyPath(caReceived.id, 3)), writtenEntry({ seq: 3, kind: 'status', from: 'order received', to: 'shipped' }, who)));
      await assertFails(setDoc(doc(db, historyPath(caReceived.id, 3)), writtenEntry({ seq: 3, kind: 'change approved', from: 'order received', to: 'order received' }, who)));
    }
  });

  it("denies filling in an order's missing newest entry, admins included", async () => {
    const seq = incomplete.historyCount;
    for (const [db, who] of everyClient()) {
      await assertFails(setDoc(doc(db, historyPath(incomplete.id, seq)), writtenEntry({ seq, kind: 'status', from: 'pending', to: incomplete.status }, who)));
    }
  });
});

describe('order history: update and delete', () => {
  it('denies every client rewriting an entry, admins included', async () => {
    for (const [db, who] of everyClient()) {
      await assertFails(updateDoc(doc(db, historyPath(caReceived.id, 2)), { note: 'Rewritten.' }));
      await assertFails(updateDoc(doc(db, historyPath(caReceived.id, 2)), { to: 'delivered' }));
      await assertFails(setDoc(doc(db, historyPath(caReceived.id, 1)), writtenEntry({ seq: 1, kind: 'submitted', from: null, to: 'pending' }, who)));
    }
  });

  it('denies every client deleting an entry, admins included', async () => {
    for (const [db] of everyClient()) {
      await assertFails(deleteDoc(doc(db, historyPath(caReceived.id, 2))));
      await assertFails(deleteDoc(doc(db, historyPath(caPending.id, 1))));
    }
  });
});
