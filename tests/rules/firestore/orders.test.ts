/**
 * firestore.rules, `orders` and `counters/orders`: a submission is one commit that moves the counter by one,
 * creates the order under the counter's number in the submitter's company and currency, pending and stamped
 * now, and writes history entry 1; the company's users edit pending orders with an 'edited' entry; admins move
 * statuses forward with a 'status' entry and apply approved change requests to open orders past pending with a
 * 'change approved' entry; nothing else changes an order, and nobody deletes one. The order's rule checks what
 * it promises itself, even where the rule of the history entry written with it checks the same.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  increment,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
  type WriteBatch,
} from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { companyScopedGetCases, expectNobodyDeletes } from '../support/companyScopedCases';
import { buildingContent, day, historyDocument, orderDocument, seededOrder, submittedOrder, writtenEntry } from '../support/documents';
import { COUNTER, applyApprovedChange, editPending, historyPath, moveStatus, orderPath, submit } from '../support/orderWrites';
import {
  CA,
  HQ,
  US,
  admin,
  colleague,
  companyDocuments,
  dealer,
  displayName,
  inactive,
  manager,
  newcomer,
  otherDealer,
  otherManager,
  peopleDocuments,
  person,
  unnamedUserDocument,
  withoutName,
  type Person,
} from '../support/people';

const NEXT = 1010;
const caPending = orderDocument({ number: 1001, by: colleague });
const caReceived = orderDocument({ number: 1002, status: 'order received', content: buildingContent() });
const usPending = orderDocument({ number: 1003, by: otherDealer });
const caDelivered = orderDocument({ number: 1004, status: 'delivered' });
const caShipped = orderDocument({ number: 1005, status: 'shipped' });
const caCancelled = orderDocument({ number: 1006, status: 'cancelled', soNumber: null });
const seededOrders = [caPending, caReceived, usPending, caDelivered, caShipped, caCancelled];

const rules = useRulesTestEnvironment('orders', {
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

describe('counters/orders', () => {
  it('denies a visitor, an account without a user document and a disabled user reading it', async () => {
    await assertFails(getDoc(doc(rules.guestDb(), COUNTER)));
    await assertFails(getDoc(doc(rules.db(newcomer), COUNTER)));
    await assertFails(getDoc(doc(rules.db(disabled), COUNTER)));
  });

  it('denies moving the counter without creating the order it numbers, by one or by more, admins included', async () => {
    for (const db of [rules.guestDb(), rules.db(newcomer), rules.db(disabled)]) {
      await assertFails(updateDoc(doc(db, COUNTER), { next: NEXT + 1 }));
    }
    for (const who of [dealer, manager, otherDealer, otherManager, admin]) {
      await assertFails(updateDoc(doc(rules.db(who), COUNTER), { next: NEXT + 1 }));
    }
    await assertFails(updateDoc(doc(rules.db(admin), COUNTER), { next: NEXT + 2 }));
    await assertFails(updateDoc(doc(rules.db(admin), COUNTER), { next: NEXT - 1 }));
  });

  it('denies moving the counter on past an order that already exists: only a submission of that number moves it', async () => {
    await rules.seed({ [COUNTER]: { next: caPending.number } });
    await assertFails(updateDoc(doc(rules.db(dealer), COUNTER), { next: caPending.number + 1 }));
    await assertFails(updateDoc(doc(rules.db(admin), COUNTER), { next: caPending.number + 1 }));
  });

  it('denies moving another counter along with a submission', async () => {
    await rules.seed({ 'counters/invoices': { next: NEXT } });
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { also: (batch) => batch.update(doc(db, 'counters/invoices'), { next: NEXT + 1 }) }));
  });

  it('denies adding fields to the counter, even alongside a submission', async () => {
    await assertFails(submit(rules.db(dealer), dealer, NEXT, { counter: { note: 'mine' } }));
    await assertFails(updateDoc(doc(rules.db(admin), COUNTER), { note: 'mine' }));
  });

  it('denies everyone deleting it', async () => {
    for (const db of [rules.guestDb(), rules.db(newcomer), rules.db(disabled), rules.db(dealer), rules.db(manager), rules.db(otherManager), rules.db(admin)]) {
      await assertFails(deleteDoc(doc(db, COUNTER)));
    }
  });

  it('denies everyone but admins creating it', async () => {
    await rules.remove([COUNTER]);
    await assertFails(setDoc(doc(rules.guestDb(), COUNTER), { next: 1 }));
    await assertFails(setDoc(doc(rules.db(newcomer), COUNTER), { next: 1 }));
    await assertFails(setDoc(doc(rules.db(disabled), COUNTER), { next: 1 }));
    await assertFails(setDoc(doc(rules.db(otherDealer), COUNTER), { next: 1 }));
    await assertFails(setDoc(doc(rules.db(dealer), COUNTER), { next: 1 }));
    await assertFails(setDoc(doc(rules.db(manager), COUNTER), { next: 1 }));
    await assertFails(setDoc(doc(rules.db(otherManager), COUNTER), { next: 1 }));
  });

  it('denies an admin creating it with a number that is not a positive integer, or another counter', async () => {
    await rules.remove([COUNTER]);
    await assertFails(setDoc(doc(rules.db(admin), COUNTER), { next: 0 }));
    await assertFails(setDoc(doc(rules.db(admin), COUNTER), { next: '1' }));
    await assertFails(setDoc(doc(rules.db(admin), COUNTER), { next: 1.5 }));
    await assertFails(setDoc(doc(rules.db(admin), COUNTER), { next: 1, extra: true }));
    await assertFails(setDoc(doc(rules.db(admin), 'counters/invoices'), { next: 1 }));
  });

  it('lets active users of every company read it', async () => {
    expect((await assertSucceeds(getDoc(doc(rules.db(dealer), COUNTER)))).data()).toEqual({ next: NEXT });
    await assertSucceeds(getDoc(doc(rules.db(otherManager), COUNTER)));
    await assertSucceeds(getDoc(doc(rules.db(admin), COUNTER)));
  });

  it('lets an admin create it', async () => {
    await rules.remove([COUNTER]);
    await assertSucceeds(setDoc(doc(rules.db(admin), COUNTER), { next: 1 }));
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
    expect(ids(await assertSucceeds(listOrders(rules.db(otherDealer), where('company', '==', US))))).toEqual([usPending.id]);
  });

  it("lets an admin list and count every company's orders", async () => {
    expect(ids(await assertSucceeds(listOrders(rules.db(admin))))).toEqual(seededOrders.map((o) => o.id).sort());
    expect(await assertSucceeds(countOrders(rules.db(admin), where('status', '==', 'pending')))).toBe(2);
  });
});

describe('orders: create (submission)', () => {
  it('denies a visitor, an account without a user document and a disabled user', async () => {
    await assertFails(submit(rules.guestDb(), dealer, NEXT));
    await assertFails(submit(rules.db(newcomer), unregistered, NEXT));
    await assertFails(submit(rules.db(disabled), disabled, NEXT));
  });

  it('denies a status other than pending, or a statusIndex, closed flag or SO number of a later one', async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { order: { status: 'order received', statusIndex: 1 }, entry: { to: 'order received' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { status: 'order received' }, entry: { to: 'order received' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { statusIndex: 1 } }));
    await assertFails(submit(db, dealer, NEXT, { order: { closed: true } }));
    await assertFails(submit(db, dealer, NEXT, { order: { soNumber: 'SO-9' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { soNumber: '' } }));
  });

  it('denies an order for another company, or in its name or currency', async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { order: { company: US, companyName: `${US} Ltd.`, currency: 'USD' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { company: HQ } }));
    await assertFails(submit(db, dealer, NEXT, { order: { companyName: 'Somebody Else Ltd.' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { currency: 'USD' } }));
    await assertFails(submit(rules.db(otherDealer), otherDealer, NEXT, { order: { currency: 'CAD' } }));
  });

  it("denies a dealer or manager of company B submitting in company A's name", async () => {
    await assertFails(submit(rules.db(otherDealer), dealer, NEXT));
    await assertFails(submit(rules.db(otherManager), manager, NEXT, { order: { createdBy: otherManager.uid }, entry: { by: otherManager.uid } }));
  });

  it('denies an order in somebody else’s name, or with a submitter name that is not text', async () => {
    await assertFails(submit(rules.db(dealer), dealer, NEXT, { order: { createdBy: colleague.uid } }));
    await assertFails(submit(rules.db(dealer), colleague, NEXT, { entry: { by: dealer.uid } }));
    await assertFails(submit(rules.db(dealer), dealer, NEXT, { order: { createdByName: 42 } }));
  });

  it('denies a submitter name other than the submitter’s own: another person’s, a made-up one, an empty one', async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { order: { createdByName: displayName(colleague) } }));
    await assertFails(submit(db, dealer, NEXT, { order: { createdByName: 'IT Security' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { createdByName: '' } }));
  });

  it('denies a chosen or back-dated creation or update date', async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { order: { createdDate: day(1) } }));
    await assertFails(submit(db, dealer, NEXT, { order: { updatedDate: day(1) } }));
    await assertFails(submit(db, dealer, NEXT, { order: { createdDate: Timestamp.fromMillis(Date.now() + 86_400_000) } }));
  });

  it('denies an order without its first history entry, or with a forged or back-dated one', async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { entry: null }));
    await assertFails(submit(db, dealer, NEXT, { entry: { at: day(1) } }));
    await assertFails(submit(db, dealer, NEXT, { entry: { by: admin.uid } }));
    await assertFails(submit(db, dealer, NEXT, { entry: { kind: 'status', from: 'pending', to: 'order received' } }));
    await assertFails(submit(db, dealer, NEXT, { entry: { from: 'pending' } }));
    await assertFails(submit(db, dealer, NEXT, { entry: { seq: 2, id: '2' } }));
    await assertFails(submit(db, dealer, NEXT, { entry: { extra: 'field' } }));
  });

  it('denies a history that starts anywhere but at one, or a revision other than one', async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { order: { historyCount: 2 } }));
    await assertFails(submit(db, dealer, NEXT, { order: { revision: 2 } }));
  });

  it('denies counts that start as fractions, equal to one as they may be', async () => {
    const db = rules.db(dealer);
    const topUp = (field: string) => (batch: WriteBatch) => batch.update(doc(db, orderPath(NEXT)), { [field]: increment(0.5) });
    await assertFails(submit(db, dealer, NEXT, { order: { historyCount: 0.5 }, also: topUp('historyCount') }));
    await assertFails(submit(db, dealer, NEXT, { order: { revision: 0.5 }, also: topUp('revision') }));
  });

  it('denies a back-dated submission, or one whose history does not start at one, even with entry 1 already stored', async () => {
    // The order's own rule holds these, not only the rule of the entry written with it.
    await rules.seed({ [historyPath(NEXT, 1)]: historyDocument({ seq: 1, kind: 'submitted', to: 'pending', by: dealer.uid }) });
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { entry: null, order: { createdDate: day(1) } }));
    await assertFails(submit(db, dealer, NEXT, { entry: null, order: { updatedDate: day(1) } }));
    await assertFails(submit(db, dealer, NEXT, { entry: null, order: { historyCount: 2 } }));
  });

  it("denies a number that is not the counter's value, or an id that is not the number", async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT + 1));
    await assertFails(submit(db, dealer, NEXT + 1, { counterNext: NEXT + 2 }));
    await assertFails(submit(db, dealer, NEXT - 1, { counterNext: NEXT }));
    await assertFails(submit(db, dealer, NEXT - 1, { counterNext: null }));
    await assertFails(submit(db, dealer, NEXT, { order: { number: NEXT + 1 } }));
    await assertFails(submit(db, dealer, NEXT, { order: { id: 'order-1' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { number: String(NEXT) } }));
    const copy = `${NEXT}-copy`;
    await assertFails(submit(db, dealer, NEXT, {
      also: (batch) => {
        batch.set(doc(db, orderPath(copy)), { ...submittedOrder(NEXT, dealer), id: copy });
        batch.set(doc(db, historyPath(copy, 1)), writtenEntry({ seq: 1, kind: 'submitted', from: null, to: 'pending' }, dealer));
      },
    }));
  });

  it('denies a number that is not a whole number, even when the counter holds one', async () => {
    await rules.seed({ [COUNTER]: { next: NEXT + 0.5 } });
    await assertFails(submit(rules.db(dealer), dealer, NEXT + 0.5));
  });

  it('denies a submission that does not move the counter by exactly one', async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { counterNext: null }));
    await assertFails(submit(db, dealer, NEXT, { counterNext: NEXT + 2 }));
    await assertFails(submit(db, dealer, NEXT, { counterNext: NEXT }));
  });

  it('denies fields the model does not have, and content of the wrong shape', async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { order: { statusHistory: [] } }));
    await assertFails(submit(db, dealer, NEXT, { order: { type: 'shed' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { leadSource: 'Cold call' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { details: 'many straps' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { poReference: 77 } }));
    await assertFails(submit(db, dealer, NEXT, { order: { notes: null } }));
    await assertFails(submit(db, dealer, NEXT, { order: { customer: 'Demo Farms' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { attachments: 'site-plan.pdf' } }));
    await assertFails(submit(db, dealer, NEXT, { order: { searchKeys: String(NEXT) } }));
  });

  it("denies an admin submitting in a dealer company's name", async () => {
    await assertFails(submit(rules.db(admin), dealer, NEXT, { order: { createdBy: admin.uid }, entry: { by: admin.uid } }));
  });

  it('lets a dealer submit: the order gets the number, the server time and history entry 1; the counter moves on', async () => {
    await assertSucceeds(submit(rules.db(dealer), dealer, NEXT));
    const order = await read(orderPath(NEXT));
    expect(order).toMatchObject({ number: NEXT, company: CA, currency: 'CAD', status: 'pending', historyCount: 1 });
    expect(order?.createdDate).toBeInstanceOf(Timestamp);
    expect(order?.createdDate).toEqual(order?.updatedDate);
    expect(await read(historyPath(NEXT, 1))).toMatchObject({ kind: 'submitted', by: dealer.uid, at: order?.createdDate });
    expect(await read(COUNTER)).toEqual({ next: NEXT + 1 });
  });

  it('lets a dealer submit in a transaction that reads the counter first, as the portal does', async () => {
    const db = rules.db(dealer);
    const number = await assertSucceeds(
      runTransaction(db, async (transaction) => {
        const next = (await transaction.get(doc(db, COUNTER))).data()?.next as number;
        transaction.update(doc(db, COUNTER), { next: next + 1 });
        transaction.set(doc(db, orderPath(next)), submittedOrder(next, dealer));
        transaction.set(doc(db, historyPath(next, 1)), writtenEntry({ seq: 1, kind: 'submitted', from: null, to: 'pending' }, dealer));
        return next;
      }),
    );
    expect(number).toBe(NEXT);
    expect(await read(orderPath(NEXT))).toMatchObject({ createdBy: dealer.uid, historyCount: 1 });
  });

  it('lets orders follow one another, from either company, building orders with a customer too', async () => {
    await assertSucceeds(submit(rules.db(manager), manager, NEXT, { content: buildingContent() }));
    await assertSucceeds(submit(rules.db(otherManager), otherManager, NEXT + 1));
    await assertSucceeds(submit(rules.db(otherDealer), otherDealer, NEXT + 2));
    expect(await read(orderPath(NEXT + 1))).toMatchObject({ company: US, currency: 'USD', companyName: `${US} Ltd.` });
    expect(await read(COUNTER)).toEqual({ next: NEXT + 3 });
  });

  it('lets an admin submit an order for their own company', async () => {
    await assertSucceeds(submit(rules.db(admin), admin, NEXT));
    expect(await read(orderPath(NEXT))).toMatchObject({ company: HQ });
  });

  it('lets a submitter whose user document has no name submit under their email address', async () => {
    await rules.seed(unnamedUserDocument(dealer));
    await assertSucceeds(submit(rules.db(dealer), withoutName(dealer), NEXT));
    expect(await read(orderPath(NEXT))).toMatchObject({ createdBy: dealer.uid, createdByName: dealer.email });
  });
});

describe('orders: edits while pending', () => {
  it('denies a visitor, an account without a user document and a disabled user of the company', async () => {
    await assertFails(editPending(rules.guestDb(), dealer, caPending));
    await assertFails(editPending(rules.db(newcomer), unregistered, caPending));
    await assertFails(editPending(rules.db(disabled), disabled, caPending));
  });

  it("denies a dealer and a manager of another company editing the order", async () => {
    await assertFails(editPending(rules.db(otherDealer), otherDealer, caPending));
    await assertFails(editPending(rules.db(otherManager), otherManager, caPending));
    await assertFails(editPending(rules.db(dealer), dealer, usPending));
  });

  it("denies a dealer changing what the company's users never change", async () => {
    const db = rules.db(dealer);
    const forbidden = {
      currency: 'USD', number: 4242, id: '4242', soNumber: 'SO-1', status: 'order received', statusIndex: 1, closed: true,
      company: US, companyName: 'Renamed Ltd.', createdBy: dealer.uid, createdByName: 'Someone', createdDate: day(1), type: 'cover',
    };
    for (const [field, value] of Object.entries(forbidden)) {
      await assertFails(editPending(db, dealer, caPending, { order: { [field]: value } }));
    }
  });

  it('denies an edit without its history entry, or with one of another kind, time or author', async () => {
    const db = rules.db(dealer);
    await assertFails(editPending(db, dealer, caPending, { entry: null }));
    await assertFails(editPending(db, dealer, caPending, { entry: { kind: 'status' } }));
    await assertFails(editPending(db, dealer, caPending, { entry: { kind: 'change approved' } }));
    await assertFails(editPending(db, dealer, caPending, { entry: { at: day(1) } }));
    await assertFails(editPending(db, dealer, caPending, { entry: { by: colleague.uid } }));
    await assertFails(editPending(db, dealer, caPending, { entry: { to: 'order received' } }));
  });

  it('denies an edit that does not move revision and historyCount by exactly one, or is back-dated', async () => {
    const db = rules.db(dealer);
    await assertFails(editPending(db, dealer, caPending, { order: { revision: caPending.revision } }));
    await assertFails(editPending(db, dealer, caPending, { order: { revision: caPending.revision + 2 } }));
    await assertFails(editPending(db, dealer, caPending, { order: { historyCount: caPending.historyCount } }));
    await assertFails(editPending(db, dealer, caPending, { order: { updatedDate: day(5) } }));
    await assertFails(updateDoc(doc(db, orderPath(caPending.id)), { notes: 'Quietly changed.' }));
  });

  it('denies a back-dated edit, or one that does not count its entry, even with that entry already stored', async () => {
    // The order's own rule holds these, not only the rule of the entry written with it.
    await rules.seed({ [historyPath(caPending.id, 2)]: historyDocument({ seq: 2, kind: 'edited', from: 'pending', to: 'pending' }) });
    const db = rules.db(dealer);
    await assertFails(editPending(db, dealer, caPending, { entry: null, order: { updatedDate: day(5) } }));
    await assertFails(editPending(db, dealer, caPending, { entry: null, order: { historyCount: caPending.historyCount } }));
  });

  // 1.5 + 0.5 stores 2.0, which equals 2 yet names entry '2.0' next time: nobody could change the order again.
  it('denies an edit that leaves its counts as fractions, equal to whole numbers as they may be', async () => {
    const db = rules.db(dealer);
    const topUp = (field: string) => (batch: WriteBatch) => batch.update(doc(db, orderPath(caPending.id)), { [field]: increment(0.5) });
    await assertFails(editPending(db, dealer, caPending, { order: { historyCount: caPending.historyCount + 0.5 }, also: topUp('historyCount') }));
    await assertFails(editPending(db, dealer, caPending, { order: { revision: caPending.revision + 0.5 }, also: topUp('revision') }));
  });

  it('denies an edit that leaves content of the wrong shape', async () => {
    const db = rules.db(dealer);
    await assertFails(editPending(db, dealer, caPending, { order: { poReference: 78 } }));
    await assertFails(editPending(db, dealer, caPending, { order: { customer: 'Demo Farms' } }));
    await assertFails(editPending(db, dealer, caPending, { order: { searchKeys: 'po-78' } }));
  });

  it('denies a dealer and a manager editing anything once the order is past pending', async () => {
    for (const order of [caReceived, caShipped, caDelivered, caCancelled]) {
      await assertFails(editPending(rules.db(dealer), dealer, order));
    }
    await assertFails(editPending(rules.db(manager), manager, caReceived));
    await assertFails(moveStatus(rules.db(dealer), dealer, caReceived, 'pending', { soNumber: null }));
  });

  it("lets the company's dealers and managers edit a pending order, whoever placed it", async () => {
    await assertSucceeds(editPending(rules.db(dealer), dealer, caPending));
    const edited = await read(orderPath(caPending.id));
    expect(edited).toMatchObject({ notes: 'Call before delivery.', revision: 2, historyCount: 2, status: 'pending' });
    expect(await read(historyPath(caPending.id, 2))).toMatchObject({ kind: 'edited', from: 'pending', to: 'pending', by: dealer.uid });
    const again = { ...caPending, revision: 2, historyCount: 2 };
    await assertSucceeds(editPending(rules.db(manager), manager, again, { order: { poReference: 'PO-78', 'details.total': 75 } }));
  });

  it('lets an admin edit a pending order', async () => {
    await assertSucceeds(editPending(rules.db(admin), admin, usPending));
  });
});

describe('orders: status changes', () => {
  it('denies a visitor, an account without a user document and a disabled user', async () => {
    await assertFails(moveStatus(rules.guestDb(), admin, caPending, 'order received'));
    await assertFails(moveStatus(rules.db(newcomer), unregistered, caPending, 'order received'));
    await assertFails(moveStatus(rules.db(disabled), disabled, caPending, 'cancelled', { soNumber: null }));
  });

  it('denies dealers and managers of either company moving a status, even cancelling their own pending order', async () => {
    for (const who of [dealer, manager, otherDealer, otherManager]) {
      await assertFails(moveStatus(rules.db(who), who, caPending, 'order received'));
      await assertFails(moveStatus(rules.db(who), who, caPending, 'cancelled', { soNumber: null }));
    }
  });

  it('denies an admin moving a status backwards or to the same status', async () => {
    const db = rules.db(admin);
    await assertFails(moveStatus(db, admin, caReceived, 'pending', { soNumber: null }));
    await assertFails(moveStatus(db, admin, caShipped, 'ready for shipment'));
    await assertFails(moveStatus(db, admin, caReceived, 'order received'));
    await assertFails(moveStatus(db, admin, caReceived, 'on hold' as never));
  });

  it('denies cancelling a shipped order, and any change of a closed one', async () => {
    const db = rules.db(admin);
    await assertFails(moveStatus(db, admin, caShipped, 'cancelled'));
    await assertFails(moveStatus(db, admin, caDelivered, 'cancelled'));
    await assertFails(moveStatus(db, admin, caCancelled, 'delivered', { soNumber: 'SO-1006' }));
    await assertFails(editPending(db, admin, caDelivered));
  });

  it('denies a statusIndex or closed flag that disagrees with the status', async () => {
    const db = rules.db(admin);
    await assertFails(moveStatus(db, admin, caReceived, 'drawings in engineering', { order: { statusIndex: 5 } }));
    await assertFails(moveStatus(db, admin, caShipped, 'delivered', { order: { closed: false } }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { order: { closed: true } }));
  });

  it("denies an admin leaving out the SO number from 'order received' on", async () => {
    const db = rules.db(admin);
    await assertFails(moveStatus(db, admin, caPending, 'order received', { soNumber: null }));
    await assertFails(moveStatus(db, admin, caPending, 'order received', { soNumber: '' }));
    await assertFails(moveStatus(db, admin, caPending, 'order received', { soNumber: '   ' }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { soNumber: null }));
  });

  it('denies moving an order whose closed flag is set, whatever its status says', async () => {
    const flaggedClosed = { ...orderDocument({ number: 1007, status: 'shipped' }), closed: true };
    await rules.seed(seededOrder(flaggedClosed));
    await assertFails(moveStatus(rules.db(admin), admin, flaggedClosed, 'delivered'));
  });

  it('denies moving an order out of a status the portal does not know', async () => {
    const unknown = orderDocument({ number: 1008, status: 'on hold' as never });
    await rules.seed(seededOrder(unknown));
    await assertFails(moveStatus(rules.db(admin), admin, unknown, 'order received'));
  });

  it('denies cancelling with an SO number that is not text', async () => {
    await assertFails(moveStatus(rules.db(admin), admin, usPending, 'cancelled', { soNumber: null, order: { soNumber: 1003 } }));
  });

  it('denies search keys that are not a list', async () => {
    await assertFails(moveStatus(rules.db(admin), admin, caReceived, 'shipped', { order: { searchKeys: 'so-1002' } }));
  });

  it('denies a status change without its history entry or with one that does not match it', async () => {
    const db = rules.db(admin);
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { entry: null }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { entry: { from: 'pending' } }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { entry: { to: 'delivered' } }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { entry: { kind: 'edited' } }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { entry: { at: day(5) } }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { entry: { by: dealer.uid } }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { order: { historyCount: caReceived.historyCount + 2 } }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { order: { updatedDate: day(5) } }));
  });

  it('denies a status change whose entry, already stored, records another status', async () => {
    // The order's own rule holds the entry to the new status, not only the rule of the entry written with it.
    await rules.seed({
      [historyPath(caReceived.id, 3)]: historyDocument({ seq: 3, kind: 'status', from: 'order received', to: 'delivered', by: admin.uid }),
    });
    await assertFails(moveStatus(rules.db(admin), admin, caReceived, 'shipped', { entry: null }));
  });

  it("denies changing an order's content or identity along with its status", async () => {
    const db = rules.db(admin);
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { order: { notes: 'Changed on the way.' } }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { order: { company: US } }));
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { order: { revision: caReceived.revision + 1 } }));
  });

  it('lets an admin move an order to the next status or any later one, with its SO number', async () => {
    const db = rules.db(admin);
    await assertSucceeds(moveStatus(db, admin, caPending, 'order received', { soNumber: 'SO-1001' }));
    expect(await read(orderPath(caPending.id))).toMatchObject({ status: 'order received', statusIndex: 1, soNumber: 'SO-1001', historyCount: 2 });
    expect(await read(historyPath(caPending.id, 2))).toMatchObject({ kind: 'status', from: 'pending', to: 'order received', by: admin.uid });
    await assertSucceeds(moveStatus(db, admin, caReceived, 'drawings stamped'));
    await assertSucceeds(moveStatus(db, admin, caShipped, 'delivered'));
    expect(await read(orderPath(caShipped.id))).toMatchObject({ closed: true, statusIndex: 10 });
  });

  it('lets an admin cancel an order before it ships, with or without an SO number', async () => {
    await assertSucceeds(moveStatus(rules.db(admin), admin, usPending, 'cancelled', { soNumber: null }));
    await assertSucceeds(moveStatus(rules.db(admin), admin, caReceived, 'cancelled'));
    expect(await read(orderPath(caReceived.id))).toMatchObject({ closed: true, status: 'cancelled', soNumber: caReceived.soNumber });
  });
});

describe('orders: approved change requests applied', () => {
  it('denies recording a change of a pending order as an approved change request', async () => {
    await assertFails(applyApprovedChange(rules.db(admin), admin, caPending));
  });

  it('denies applying an approved change request to a closed order', async () => {
    await assertFails(applyApprovedChange(rules.db(admin), admin, caDelivered));
    await assertFails(applyApprovedChange(rules.db(admin), admin, caCancelled));
  });

  it("denies applying one without its 'change approved' history entry", async () => {
    await assertFails(applyApprovedChange(rules.db(admin), admin, caReceived, { entry: null }));
  });

  it('denies changing more than the content, or leaving the revision, with an approved change request', async () => {
    const db = rules.db(admin);
    await assertFails(applyApprovedChange(db, admin, caReceived, { order: { company: US } }));
    await assertFails(applyApprovedChange(db, admin, caReceived, { order: { revision: caReceived.revision } }));
    await assertFails(applyApprovedChange(db, admin, caReceived, { order: { attachments: 'site-plan.pdf' } }));
  });
});

describe('orders: history entries', () => {
  const history = (db: Firestore, id: string) => collectionAccess(`orders/${id}/history`).list(db);
  const lone = (by: Person, seq: number) => ({
    id: String(seq), seq, kind: 'status', at: serverTimestamp(), by: by.uid, byName: displayName(by), from: 'order received', to: 'shipped', note: '', changes: [],
  });

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

  it('denies writing an entry without the order change it records, admins included', async () => {
    await assertFails(setDoc(doc(rules.db(admin), historyPath(caReceived.id, 3)), lone(admin, 3)));
    await assertFails(setDoc(doc(rules.db(dealer), historyPath(caPending.id, 2)), { ...lone(dealer, 2), kind: 'edited', from: 'pending', to: 'pending' }));
    await assertFails(setDoc(doc(rules.db(dealer), historyPath(NEXT, 1)), { ...lone(dealer, 1), kind: 'submitted', from: null, to: 'pending' }));
  });

  it('denies anyone rewriting or deleting an entry, admins included', async () => {
    for (const who of [dealer, manager, otherDealer, admin]) {
      const db = rules.db(who);
      await assertFails(updateDoc(doc(db, historyPath(caReceived.id, 2)), { note: 'Rewritten.' }));
      await assertFails(setDoc(doc(db, historyPath(caReceived.id, 1)), lone(who, 1)));
      await assertFails(deleteDoc(doc(db, historyPath(caReceived.id, 2))));
    }
    await assertFails(deleteDoc(doc(rules.guestDb(), historyPath(caReceived.id, 2))));
  });

  it('denies a second entry slipped into a change beside the one it records', async () => {
    const db = rules.db(admin);
    await assertFails(moveStatus(db, admin, caReceived, 'shipped', { also: (batch) => batch.set(doc(db, historyPath(caReceived.id, 4)), lone(admin, 4)) }));
    await assertFails(editPending(rules.db(dealer), dealer, caPending, {
      also: (batch) => batch.set(doc(rules.db(dealer), historyPath(caPending.id, 1)), lone(dealer, 1)),
    }));
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

describe('orders: delete', () => {
  it('denies everyone: orders are cancelled, never deleted', async () => {
    await expectNobodyDeletes(rules, orders, caPending.id);
    await expectNobodyDeletes(rules, orders, caDelivered.id);
  });
});
