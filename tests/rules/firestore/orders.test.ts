/**
 * firestore.rules, `orders` and `counters/orders`: the order functions alone number, price, change and record
 * orders, so no client writes either, admins included, however complete and well formed the commit: not a
 * submission that moves the counter and writes history entry 1, not an edit, a status change or an approved
 * change, not a delete. Clients read: the counter every active user, orders their company's, admins all.
 * The history entries are order history's (orderHistory.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { companyScopedGetCases, expectNobodyDeletes } from '../support/companyScopedCases';
import { buildingContent, orderDocument, partsContent, seededOrder, submittedOrder, writtenEntry } from '../support/documents';
import {
  COUNTER,
  applyApprovedChange,
  editPending,
  historyPath,
  moveStatus,
  orderPath,
  restCommit,
  restDraft,
  restSubmission,
  submit,
} from '../support/orderWrites';
import {
  CA,
  US,
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
const caReceived = orderDocument({ number: 1002, status: 'order received', content: buildingContent() });
const usPending = orderDocument({ number: 1003, by: otherDealer });
const caDelivered = orderDocument({ number: 1004, status: 'delivered' });
const caShipped = orderDocument({ number: 1005, status: 'shipped' });
const caCancelled = orderDocument({ number: 1006, status: 'cancelled', soNumber: null });
/** Company B's order with an SO number: what a search for 'so-1007' must find, and nothing of company A. */
const usReceived = orderDocument({ number: 1007, status: 'order received', by: otherDealer });
const seededOrders = [caPending, caReceived, usPending, caDelivered, caShipped, caCancelled, usReceived];

/** Named here so the REST requests can address the same project as the SDK clients. */
const PROJECT = `demo-rules-orders-${process.pid}`;

const rules = useRulesTestEnvironment('orders', {
  projectId: PROJECT,
  beforeEachTest: (harness) =>
    harness.seed({
      ...peopleDocuments(),
      ...companyDocuments(),
      [COUNTER]: { next: NEXT },
      ...Object.assign({}, ...seededOrders.map(seededOrder)),
    }),
});

const orders = collectionAccess('orders');
const { list: listOrders } = orders;
const countOrders = (db: Firestore, ...constraints: QueryConstraint[]) =>
  getCountFromServer(query(orders.collection(db), ...constraints)).then((snapshot) => snapshot.data().count);
const read = async (path: string) => (await getDoc(doc(rules.db(admin), path))).data();
/** People without a user document or without an active one act as these (their own company, CA). */
const unregistered = person(newcomer.uid, CA);
const disabled = inactive;
/** Every active role, each writing in their own name: dealers and managers of both companies, and an admin. */
const activeRoles: readonly Person[] = [dealer, manager, otherDealer, otherManager, admin];
/** Every client: a visitor (who writes as the dealer), no user document, a disabled user, every active role. */
const everyClient = (): [Firestore, Person][] => [
  [rules.guestDb(), dealer],
  [rules.db(newcomer), unregistered],
  [rules.db(disabled), disabled],
  ...activeRoles.map((who): [Firestore, Person] => [rules.db(who), who]),
];

/** A parts order whose prices are the client's own: a fraction of a cent a unit, a negative quantity, a cent in all. */
const pricedByTheClient = partsContent({
  details: {
    lines: [{ partId: 'part-1-1', partNumber: 'CS-0110', name: 'Ratchet Strap Standard', unit: 'each', quantity: -40, unitPrice: 0.005 }],
    total: 0.01,
  },
});

describe('counters/orders: read', () => {
  it('denies a visitor, an account without a user document and a disabled user reading it', async () => {
    await assertFails(getDoc(doc(rules.guestDb(), COUNTER)));
    await assertFails(getDoc(doc(rules.db(newcomer), COUNTER)));
    await assertFails(getDoc(doc(rules.db(disabled), COUNTER)));
  });

  it('lets active users of every company read it', async () => {
    expect((await assertSucceeds(getDoc(doc(rules.db(dealer), COUNTER)))).data()).toEqual({ next: NEXT });
    await assertSucceeds(getDoc(doc(rules.db(otherManager), COUNTER)));
    await assertSucceeds(getDoc(doc(rules.db(admin), COUNTER)));
  });
});

describe('counters/orders: write', () => {
  // Order N with the counter set to N + 1 stored as a double: N + 1.0 == N + 1, so the old rules took it, and
  // every later submission then named order 'N+1.0', which none could create: numbering stopped for everyone.
  it('denies a REST commit that numbers an order and sets the counter to a whole-number double', async () => {
    const answer = await restCommit(PROJECT, dealer, restSubmission(PROJECT, dealer, NEXT, { doubleValue: NEXT + 1 }));
    expect(answer.status).toBe(403);
    expect(answer.body.error?.status).toBe('PERMISSION_DENIED');
    expect(await read(COUNTER)).toEqual({ next: NEXT });
    expect(await read(orderPath(NEXT))).toBeUndefined();
    // The same caller, token and encoding (a double, the request time) save their own draft: the denial is the rules'.
    const control = await restCommit(PROJECT, dealer, [restDraft(PROJECT, dealer, 'rest-draft')]);
    expect(control.status).toBe(200);
    expect((await getDoc(doc(rules.db(dealer), `users/${dealer.uid}/drafts/rest-draft`))).data()).toMatchObject({ values: { quantity: 2 } });
  });

  it('denies a REST commit of the same submission with the counter as an integer, admins included', async () => {
    for (const who of activeRoles) {
      const answer = await restCommit(PROJECT, who, restSubmission(PROJECT, who, NEXT, { integerValue: String(NEXT + 1) }));
      expect(answer.body.error?.status).toBe('PERMISSION_DENIED');
    }
    expect(await read(COUNTER)).toEqual({ next: NEXT });
  });

  it('denies every client moving it, by one or by more, or overwriting it, admins included', async () => {
    for (const [db] of everyClient()) {
      await assertFails(updateDoc(doc(db, COUNTER), { next: NEXT + 1 }));
      await assertFails(updateDoc(doc(db, COUNTER), { next: NEXT - 1 }));
      await assertFails(setDoc(doc(db, COUNTER), { next: NEXT + 1 }));
    }
  });

  it('denies every client creating it or another counter, admins included', async () => {
    await rules.remove([COUNTER]);
    for (const [db] of everyClient()) {
      await assertFails(setDoc(doc(db, COUNTER), { next: 1 }));
      await assertFails(setDoc(doc(db, 'counters/invoices'), { next: 1 }));
    }
  });

  it('denies every client deleting it, admins included', async () => {
    for (const [db] of everyClient()) await assertFails(deleteDoc(doc(db, COUNTER)));
  });
});

describe('orders: get', () => {
  companyScopedGetCases(rules, orders, { own: caPending, ownForManager: caReceived, foreign: usPending }, {
    one: 'order',
    many: 'orders, whoever placed them',
  });
});

describe('orders: list and count', () => {
  it('denies a visitor and an account without a user document, even with the company filter', async () => {
    await assertFails(listOrders(rules.guestDb(), where('company', '==', CA)));
    await assertFails(listOrders(rules.db(newcomer), where('company', '==', CA)));
    await assertFails(countOrders(rules.guestDb(), where('status', '==', 'pending'), where('company', '==', CA)));
  });

  it('denies a dealer and a manager of either company listing or counting without the company filter', async () => {
    for (const who of [dealer, manager, otherDealer, otherManager]) {
      await assertFails(listOrders(rules.db(who)));
      await assertFails(listOrders(rules.db(who), where('closed', '==', false)));
      await assertFails(countOrders(rules.db(who), where('status', '==', 'pending')));
    }
  });

  it("denies a dealer and a manager listing or counting another company's orders", async () => {
    await assertFails(listOrders(rules.db(dealer), where('company', '==', US)));
    await assertFails(listOrders(rules.db(otherManager), where('company', '==', CA)));
    await assertFails(countOrders(rules.db(dealer), where('status', '==', 'pending'), where('company', '==', US)));
  });

  it('denies a disabled user, even for their own company', async () => {
    await assertFails(listOrders(rules.db(disabled), where('company', '==', CA)));
    await assertFails(countOrders(rules.db(disabled), where('status', '==', 'pending'), where('company', '==', CA)));
  });

  it("lets a dealer and a manager list and count their company's orders, active or closed", async () => {
    const caIds = [caPending, caReceived, caDelivered, caShipped, caCancelled].map((o) => o.id).sort();
    expect(ids(await assertSucceeds(listOrders(rules.db(dealer), where('company', '==', CA))))).toEqual(caIds);
    const closed = await assertSucceeds(listOrders(rules.db(manager), where('company', '==', CA), where('closed', '==', true)));
    expect(ids(closed)).toEqual([caDelivered.id, caCancelled.id].sort());
    expect(await assertSucceeds(countOrders(rules.db(dealer), where('status', '==', 'pending'), where('company', '==', CA)))).toBe(1);
    expect(ids(await assertSucceeds(listOrders(rules.db(otherDealer), where('company', '==', US))))).toEqual([usPending.id, usReceived.id]);
  });

  it("lets an admin list and count every company's orders", async () => {
    expect(ids(await assertSucceeds(listOrders(rules.db(admin))))).toEqual(seededOrders.map((o) => o.id).sort());
    expect(await assertSucceeds(countOrders(rules.db(admin), where('status', '==', 'pending')))).toBe(2);
  });
});

describe('orders: create', () => {
  it('denies every client a complete submission in their own name, the counter moved and entry 1 written, admins included', async () => {
    for (const [db, who] of everyClient()) await assertFails(submit(db, who, NEXT));
    expect(await read(COUNTER)).toEqual({ next: NEXT });
  });

  it('denies a submission in a transaction that reads the counter first', async () => {
    for (const who of activeRoles) {
      const db = rules.db(who);
      await assertFails(
        runTransaction(db, async (transaction) => {
          const next = (await transaction.get(doc(db, COUNTER))).data()?.next as number;
          transaction.update(doc(db, COUNTER), { next: next + 1 });
          transaction.set(doc(db, orderPath(next)), submittedOrder(next, who));
          transaction.set(doc(db, historyPath(next, 1)), writtenEntry({ seq: 1, kind: 'submitted', from: null, to: 'pending' }, who));
        }),
      );
    }
  });

  it('denies a submission whose unit prices, quantities and total are the client’s choice, admins included', async () => {
    for (const [db, who] of everyClient()) await assertFails(submit(db, who, NEXT, { content: pricedByTheClient }));
    expect(await read(orderPath(NEXT))).toBeUndefined();
  });

  it('denies every client creating an order alone, admins included', async () => {
    for (const [db, who] of everyClient()) {
      await assertFails(setDoc(doc(db, orderPath(NEXT)), submittedOrder(NEXT, who)));
      await assertFails(setDoc(doc(db, orderPath(NEXT + 1)), { ...orderDocument({ number: NEXT + 1, by: who }), createdDate: serverTimestamp() }));
    }
  });
});

describe('orders: update', () => {
  it("denies every client a complete edit of a pending order, the company's and admins included", async () => {
    for (const [db, who] of everyClient()) {
      await assertFails(editPending(db, who, caPending));
      await assertFails(editPending(db, who, usPending));
    }
  });

  it("denies an edit that sets the search keys to another company's SO number, so searching it finds this order", async () => {
    const borrowed = { searchKeys: [caPending.id, usReceived.soNumber!.toLowerCase()] };
    for (const [db, who] of everyClient()) await assertFails(editPending(db, who, caPending, { order: borrowed }));
    await assertFails(moveStatus(rules.db(admin), admin, caReceived, 'shipped', { order: { searchKeys: [caReceived.id, 'so-1007'] } }));
    await assertFails(updateDoc(doc(rules.db(admin), orderPath(caReceived.id)), { searchKeys: [caReceived.id, 'so-1007'], updatedDate: serverTimestamp() }));
    expect(await read(orderPath(caPending.id))).toMatchObject({ searchKeys: [caPending.id] });
  });

  it('denies an edit whose unit prices, quantities and total are the client’s choice', async () => {
    const { details } = pricedByTheClient;
    for (const [db, who] of everyClient()) await assertFails(editPending(db, who, caPending, { order: { details } }));
  });

  it('denies every client a status change with its history entry, forward or cancelling, admins included', async () => {
    for (const [db, who] of everyClient()) {
      await assertFails(moveStatus(db, who, caPending, 'order received', { soNumber: 'SO-1001' }));
      await assertFails(moveStatus(db, who, caReceived, 'shipped'));
      await assertFails(moveStatus(db, who, usPending, 'cancelled', { soNumber: null }));
    }
  });

  it('denies every client applying content to an order past pending as an approved change, admins included', async () => {
    for (const [db, who] of everyClient()) await assertFails(applyApprovedChange(db, who, caReceived));
  });

  it('denies every client changing a single field of an order, admins included', async () => {
    const changes = [
      { notes: 'Quietly changed.', updatedDate: serverTimestamp() },
      { status: 'delivered', statusIndex: 10, closed: true, updatedDate: serverTimestamp() },
      { company: US, updatedDate: serverTimestamp() },
      { soNumber: 'SO-9', updatedDate: serverTimestamp() },
    ];
    for (const [db] of everyClient()) {
      for (const change of changes) await assertFails(updateDoc(doc(db, orderPath(caShipped.id)), change));
    }
  });
});

describe('orders: delete', () => {
  it('denies everyone: orders are cancelled, never deleted', async () => {
    await expectNobodyDeletes(rules, orders, caPending.id);
    await expectNobodyDeletes(rules, orders, caDelivered.id);
  });
});
