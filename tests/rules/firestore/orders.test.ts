/**
 * firestore.rules, `orders`: a company's active users see and count its orders (never without the company
 * filter), place pending orders in their own name and edit their contents while pending (never who placed
 * them, when, their history, SO number, status or company); only admins move statuses; nobody deletes an order.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  deleteField,
  getCountFromServer,
  getDoc,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { companyScopedGetCases, expectNobodyDeletes } from '../support/companyScopedCases';
import { orderDocument } from '../support/documents';
import { CA, HQ, US, admin, colleague, dealer, inactive, manager, otherDealer, peopleDocuments } from '../support/people';

const caPending = orderDocument({ id: 'order-ca-pending', createdBy: colleague.uid });
const caReceived = orderDocument({ id: 'order-ca-received', status: 'order received', soNumber: '10401' });
const usPending = orderDocument({ id: 'order-us-pending', company: US, createdBy: otherDealer.uid, soNumber: '10402' });
const seededOrders = [caPending, caReceived, usPending];

const rules = useRulesTestEnvironment('orders', {
  beforeEachTest: (harness) =>
    harness.seed({ ...peopleDocuments(), ...Object.fromEntries(seededOrders.map((o) => [`orders/${o.id}`, o])) }),
});

const orders = collectionAccess('orders');
const { ref: orderRef, list: listOrders } = orders;
/** The dashboard's count (ordersApi.countActiveOrdersByStatus): per status, per company unless admin. */
const countOrders = (db: Firestore, ...constraints: QueryConstraint[]) =>
  getCountFromServer(query(orders.collection(db), ...constraints)).then((snapshot) => snapshot.data().count);

describe('orders: get', () => {
  companyScopedGetCases(rules, orders, { own: caPending, ownForManager: caReceived, foreign: usPending }, {
    one: 'order',
    many: 'orders, whoever placed them',
  });
});

describe('orders: list and count', () => {
  it('denies a visitor who is not signed in, even with the company filter', async () => {
    await assertFails(listOrders(rules.guestDb(), where('company', '==', CA)));
    await assertFails(countOrders(rules.guestDb(), where('status', '==', 'pending'), where('company', '==', CA)));
  });

  it('denies a dealer listing every order without the company filter', async () => {
    await assertFails(listOrders(rules.db(dealer)));
    await assertFails(listOrders(rules.db(dealer), where('status', '==', 'pending')));
  });

  it("denies a dealer counting every dealer's orders (the back office's count)", async () => {
    await assertFails(countOrders(rules.db(dealer), where('status', '==', 'pending')));
  });

  it("denies a dealer listing or counting another company's orders", async () => {
    await assertFails(listOrders(rules.db(dealer), where('company', '==', US)));
    await assertFails(countOrders(rules.db(dealer), where('status', '==', 'pending'), where('company', '==', US)));
  });

  it('denies an inactive user, even for their own company', async () => {
    await assertFails(listOrders(rules.db(inactive), where('company', '==', CA)));
    await assertFails(countOrders(rules.db(inactive), where('status', '==', 'pending'), where('company', '==', CA)));
  });

  it('denies a manager listing without the company filter', async () => {
    await assertFails(listOrders(rules.db(manager)));
  });

  it("lets a dealer list and count their company's orders", async () => {
    expect(ids(await assertSucceeds(listOrders(rules.db(dealer), where('company', '==', CA))))).toEqual([caPending.id, caReceived.id]);
    expect(await assertSucceeds(countOrders(rules.db(dealer), where('status', '==', 'pending'), where('company', '==', CA)))).toBe(1);
    expect(await assertSucceeds(countOrders(rules.db(manager), where('status', '==', 'order received'), where('company', '==', CA)))).toBe(1);
  });

  it("lets an admin list and count every dealer's orders", async () => {
    expect(ids(await assertSucceeds(listOrders(rules.db(admin))))).toEqual(seededOrders.map((o) => o.id).sort());
    expect(await assertSucceeds(countOrders(rules.db(admin), where('status', '==', 'pending')))).toBe(2);
  });
});

describe('orders: create', () => {
  const placed = orderDocument({ id: 'order-ca-new', createdBy: dealer.uid, soNumber: '' });

  it('denies a visitor who is not signed in', async () => {
    await assertFails(setDoc(orderRef(rules.guestDb(), placed.id), placed));
  });

  it('denies an inactive user', async () => {
    await assertFails(setDoc(orderRef(rules.db(inactive), placed.id), { ...placed, createdBy: inactive.uid }));
  });

  it('denies a dealer ordering for another company', async () => {
    await assertFails(setDoc(orderRef(rules.db(dealer), placed.id), { ...placed, company: US }));
  });

  it('denies a dealer placing an order in somebody else’s name', async () => {
    await assertFails(setDoc(orderRef(rules.db(dealer), placed.id), { ...placed, createdBy: colleague.uid }));
  });

  it('denies an order that does not start as pending', async () => {
    await assertFails(setDoc(orderRef(rules.db(dealer), placed.id), { ...placed, status: 'order received' }));
  });

  it("denies an admin placing an order in a dealer company's name (the rule has no admin exception)", async () => {
    await assertFails(setDoc(orderRef(rules.db(admin), 'order-by-admin'), { ...placed, id: 'order-by-admin', createdBy: admin.uid }));
  });

  it('lets a dealer and a manager place pending orders for their company', async () => {
    await assertSucceeds(setDoc(orderRef(rules.db(dealer), placed.id), placed));
    await assertSucceeds(setDoc(orderRef(rules.db(manager), 'order-ca-manager'), { ...placed, id: 'order-ca-manager', createdBy: manager.uid }));
  });

  it('lets an admin place a pending order for their own company, like any user', async () => {
    await assertSucceeds(
      setDoc(orderRef(rules.db(admin), 'order-by-admin'), { ...placed, id: 'order-by-admin', company: HQ, createdBy: admin.uid }),
    );
  });
});

describe('orders: update', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(updateDoc(orderRef(rules.guestDb(), caPending.id), { 'customer.name': 'Changed' }));
  });

  it("denies an inactive user editing their company's pending order", async () => {
    await assertFails(updateDoc(orderRef(rules.db(inactive), caPending.id), { 'customer.name': 'Changed' }));
  });

  it('denies a dealer changing the status of a pending order', async () => {
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { status: 'order received' }));
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { status: 'cancelled' }));
  });

  it('denies a dealer editing an order the back office has received', async () => {
    await assertFails(updateDoc(orderRef(rules.db(dealer), caReceived.id), { 'customer.name': 'Changed' }));
    await assertFails(updateDoc(orderRef(rules.db(dealer), caReceived.id), { status: 'pending' }));
  });

  it('denies a dealer moving an order to another company', async () => {
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { company: US }));
  });

  it('denies a dealer rewriting who placed a pending order, or when', async () => {
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { createdBy: dealer.uid }));
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { createdDate: Date.UTC(2026, 0, 1) }));
  });

  it("denies a dealer touching a pending order's status history", async () => {
    const forged = { at: Date.UTC(2026, 9, 3), by: admin.uid, from: 'pending', to: 'order received', note: '' };
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { statusHistory: arrayUnion(forged) }));
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { statusHistory: [] }));
  });

  it("denies a dealer setting or removing a pending order's SO number, even alongside an allowed edit", async () => {
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { soNumber: '10499' }));
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { soNumber: deleteField() }));
    await assertFails(updateDoc(orderRef(rules.db(dealer), caPending.id), { 'customer.name': 'Changed', soNumber: '10499' }));
  });

  it("denies a dealer editing another company's order", async () => {
    await assertFails(updateDoc(orderRef(rules.db(dealer), usPending.id), { 'customer.name': 'Changed' }));
  });

  it('denies a manager moving statuses', async () => {
    await assertFails(updateDoc(orderRef(rules.db(manager), caPending.id), { status: 'order received' }));
  });

  it("lets a dealer edit the customer and details of their company's pending order, keeping it pending", async () => {
    await assertSucceeds(updateDoc(orderRef(rules.db(dealer), caPending.id), { 'customer.name': 'Demo Farms West', details: { lines: [] } }));
    const stored = (await getDoc(orderRef(rules.db(dealer), caPending.id))).data();
    expect(stored).toEqual({ ...caPending, customer: { ...caPending.customer, name: 'Demo Farms West' }, details: { lines: [] } });
  });

  it('lets an admin move statuses', async () => {
    await assertSucceeds(updateDoc(orderRef(rules.db(admin), caPending.id), { status: 'order received', soNumber: '10410' }));
    await assertSucceeds(updateDoc(orderRef(rules.db(admin), caReceived.id), { status: 'cancelled' }));
  });
});

describe('orders: delete', () => {
  it('denies everyone: orders are cancelled, never deleted', async () => {
    await expectNobodyDeletes(rules, orders, caPending.id);
  });
});
