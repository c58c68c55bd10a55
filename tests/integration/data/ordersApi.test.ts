/**
 * The order data modules (src/data/orders/) against the running stack (its callables and security rules) through the web SDK in Node: numbered
 * submissions, pending edits, status changes with their history, pages, counts, search and the CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { ACTIVE_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../src/reference/orders';
import type { OrderContentWithDates } from '../../../src/lib/schemas/orderContentDates';
import { orderSearchKeys } from '../../../src/data/orderSearchKeys';
import type { Company } from '../../../src/types/domain';
import type { Order, OrderContent } from '../../../src/types/orders';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import {
  adminDb,
  closeBackend,
  createTestAccount,
  createTestCompany,
  deleteCompanyData,
  deleteTestAccounts,
  serverNow,
  uniqueTag,
  type TestAccount,
} from '../../e2e/support/backend';
import { eventually } from '../../e2e/support/eventually';

type OrdersApi = typeof import('../../../src/data/orders/orderReads') & typeof import('../../../src/data/orders/orderWrites') & typeof import('../../../src/data/orders/orderListQueries');
type ActiveOrderCountsApi = typeof import('../../../src/data/activeOrderCountsApi');

const tag = uniqueTag();
const companyA = `data-orders-a-${tag}`;
const companyB = `data-orders-b-${tag}`;
/** Orders written directly (lists and counts), in a company of their own so the numbers are exact. */
const listCompany = `data-orders-list-${tag}`;
const bulkCompany = `data-orders-bulk-${tag}`;
/** The catalogue part the parts orders take (the server prices lines from it). */
const partId = `data-orders-part-${tag}`;
let client: AppClient;
let api: OrdersApi;
let activeCounts: ActiveOrderCountsApi;
let dealerA: TestAccount;
let dealerB: TestAccount;
let admin: TestAccount;
let lister: TestAccount;
let company: Company;
/** The requested date of every building order of the file (the server refuses one in the past). */
let requestedDate: Date;

/** A day a month after the stack's today, at local midnight, as the date picker gives it. */
async function aMonthAhead(): Promise<Date> {
  const later = new Date((await serverNow()).getTime() + 30 * 86_400_000);
  return new Date(later.getFullYear(), later.getMonth(), later.getDate());
}

/** A building order as its form produces it (the server checks it with the same schema). */
function buildingContent(customerName: string): OrderContentWithDates<'building'> {
  return {
    type: 'building',
    leadSource: 'Calhoun',
    poReference: `PO-${tag}`,
    notes: '',
    customer: {
      name: customerName,
      phone: '306-555-0101',
      email: 'farm@example.com',
      site: { street: '4 Range Road', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
    },
    details: {
      series: 'HT',
      width: 60,
      length: 120,
      use: 'AG - Cattle',
      riskCategory: 'Standard - CAT II',
      sideWalls: 'Fabric',
      mount: {
        type: 'Steel Leg', subtype: 'Leg on Pier', postHeight: null, postLength: null, pierDiameter: '30"', legHeight: "12'",
        wallHeight: "4'", wallThickness: '12"', wallCount: 2, foundationProvider: 'Calhoun', pocketTensioning: 'Fabric Wall',
      },
      cover: { style: 'Bag Cover', fabric: 'FR', colour: 'Tan', trimColour: 'Same as main cover', fabricDrop: "2'", customFabricDrop: null },
      requestedDate,
    },
    attachments: [],
  };
}

const partsContent: OrderContent<'parts'> = {
  type: 'parts',
  leadSource: 'Own Lead',
  poReference: 'PO-1',
  notes: 'Leave at the gate.',
  customer: null,
  details: {
    lines: [{ partId, partNumber: partId, name: 'Endwall Standard', unit: 'each', quantity: 2, unitPrice: 25 }],
    total: 50,
  },
  attachments: [],
};

/** An order as the data layer leaves it, written with the admin SDK (for lists and counts). */
function storedOrder(number: number, companyId: string, status: OrderStatus, created: number, extra: Record<string, unknown> = {}) {
  const soNumber = status === 'pending' ? null : `SO-${number}`;
  return {
    ...partsContent,
    id: String(number),
    number,
    company: companyId,
    companyName: 'List Company',
    currency: 'CAD',
    createdBy: 'someone',
    createdByName: 'Some One',
    createdDate: AdminTimestamp.fromMillis(created),
    updatedDate: AdminTimestamp.fromMillis(created),
    status,
    statusIndex: ORDER_STATUSES.indexOf(status),
    closed: status === 'delivered' || status === 'cancelled',
    soNumber,
    searchKeys: [String(number), ...(soNumber ? [soNumber.toLowerCase()] : [])],
    historyCount: 1,
    revision: 1,
    ...extra,
  };
}

const day = (d: number) => new Date(2026, 5, d, 12).getTime();
/** The list company's orders: number, status, type, created day, customer word. */
const listed: { number: number; status: OrderStatus; type: 'parts' | 'cover'; day: number; customer: string }[] = [
  { number: 1, status: 'pending', type: 'parts', day: 1, customer: 'alpha' },
  { number: 2, status: 'pending', type: 'cover', day: 2, customer: 'beta' },
  { number: 3, status: 'order received', type: 'parts', day: 3, customer: 'alpha' },
  { number: 4, status: 'shipped', type: 'cover', day: 4, customer: 'gamma' },
  { number: 5, status: 'shipped', type: 'parts', day: 5, customer: 'beta' },
  { number: 6, status: 'drawings stamped', type: 'parts', day: 6, customer: 'gamma' },
  { number: 7, status: 'delivered', type: 'parts', day: 7, customer: 'alpha' },
  { number: 8, status: 'cancelled', type: 'cover', day: 8, customer: 'beta' },
];
/** Numbers of their own (the seed counts from 100001, other journeys use 700000 to 999999). */
const listBase = 600_000 + Math.floor(Math.random() * 90) * 1000;
const listNumber = (n: number) => listBase + n;
const BULK = 503;

beforeAll(async () => {
  client = await connectAppClient();
  requestedDate = await aMonthAhead();
  api = { ...(await import('../../../src/data/orders/orderReads')), ...(await import('../../../src/data/orders/orderWrites')), ...(await import('../../../src/data/orders/orderListQueries')) };
  activeCounts = await import('../../../src/data/activeOrderCountsApi');
  await Promise.all([createTestCompany(companyA), createTestCompany(companyB, 'USD'), createTestCompany(listCompany), createTestCompany(bulkCompany)]);
  await adminDb().collection('parts').doc(partId).set({
    id: partId, partNumber: partId, name: 'Endwall Standard', category: 'endwall', description: '', unit: 'each',
    priceCAD: 25, priceUSD: 20, stock: 10, active: true, searchKeys: [partId], updatedDate: FieldValue.serverTimestamp(),
  });
  [dealerA, dealerB, admin, lister] = await Promise.all([
    createTestAccount('orders-dealer-a', { company: companyA, firstname: 'Dana', lastname: 'Dealer' }),
    createTestAccount('orders-dealer-b', { company: companyB }),
    createTestAccount('orders-admin', { company: `data-orders-hq-${tag}`, admin: true, firstname: 'Ada', lastname: 'Admin' }),
    createTestAccount('orders-lister', { company: listCompany }),
  ]);
  company = { id: companyA, name: `Test Company ${companyA}`, currency: 'CAD', active: true, dealerNumber: '', phone: '', email: '', representative: '', address: { street: '1 Test Road', city: 'Testville', state: 'ON', zip: '00000', country: 'CA' } };

  const db = adminDb();
  const batch = db.batch();
  for (const entry of listed) {
    const number = listNumber(entry.number);
    batch.set(
      db.collection('orders').doc(String(number)),
      storedOrder(number, listCompany, entry.status, day(entry.day), {
        type: entry.type,
        searchKeys: [String(number), entry.customer, `${entry.customer} farms`],
        ...(entry.type === 'cover' ? { details: { series: 'CC' } } : {}),
      }),
    );
  }
  await batch.commit();
  for (let start = 0; start < BULK; start += 400) {
    const bulk = db.batch();
    for (let i = start; i < Math.min(BULK, start + 400); i += 1) {
      const number = listBase + 100 + i;
      bulk.set(db.collection('orders').doc(String(number)), storedOrder(number, bulkCompany, 'pending', day(1) + i));
    }
    await bulk.commit();
  }
});

afterAll(async () => {
  await Promise.all([companyA, companyB, listCompany, bulkCompany].map(deleteCompanyData));
  await adminDb().collection('parts').doc(partId).delete();
  await deleteTestAccounts([dealerA, dealerB, admin, lister].filter(Boolean));
  await client?.close();
  await closeBackend();
});

describe('submitOrder', () => {
  it('gives two concurrent submissions consecutive, distinct numbers from the counter, each with history entry 1', async () => {
    await client.signInAs(dealerA);
    const [placedFirst, placedSecond] = await Promise.all([
      api.submitOrder(buildingContent(`Maple Ridge ${tag}`)),
      api.submitOrder(partsContent),
    ]);
    const [first, second] = [placedFirst.order, placedSecond.order];
    const numbers = [first.number, second.number].sort((a, b) => a - b);
    expect(numbers[1]).toBeGreaterThan(numbers[0]);
    // Consecutive in the counter's sequence: other test files submit too, so any number between the two is theirs.
    const between = await adminDb().collection('orders').where('number', '>', numbers[0]).where('number', '<', numbers[1]).get();
    expect(numbers[1] - numbers[0] - 1).toBe(between.size);
    const counter = (await adminDb().doc('counters/orders').get()).data();
    expect(counter?.next).toBeGreaterThan(numbers[1]);
    // The form's prices were the catalogue's: nothing to tell the dealer.
    expect([placedFirst.estimate, placedSecond.estimate]).toEqual([null, null]);

    expect(first).toMatchObject({
      id: String(first.number),
      type: 'building',
      company: companyA,
      companyName: company.name,
      currency: 'CAD',
      createdBy: dealerA.uid,
      createdByName: 'Dana Dealer',
      status: 'pending',
      statusIndex: 0,
      closed: false,
      soNumber: null,
      historyCount: 1,
      revision: 1,
      poReference: `PO-${tag}`,
    });
    // The keys the search module derives from the stored fields, so that any start of the number or PO reference and
    // any start of a word of the end customer finds the order.
    expect(first.searchKeys).toEqual(
      orderSearchKeys({ number: first.number, soNumber: null, poReference: first.poReference, customer: first.customer }),
    );
    expect(first.searchKeys).toEqual(expect.arrayContaining([String(first.number), String(first.number).slice(0, 3), 'po', 'po-', 'ma', 'maple', 'ridge']));
    expect(second.details).toEqual(partsContent.details);

    const stored = (await adminDb().collection('orders').doc(first.id).get()).data();
    expect(stored?.createdDate).toBeInstanceOf(AdminTimestamp);
    expect(stored?.createdDate).toEqual(stored?.updatedDate);
    const entry = (await adminDb().doc(`orders/${first.id}/history/1`).get()).data();
    expect(entry).toMatchObject({ id: '1', seq: 1, kind: 'submitted', from: null, to: 'pending', by: dealerA.uid, byName: 'Dana Dealer', note: '', changes: [] });
    expect(entry?.at).toEqual(stored?.createdDate);
  });

  it("refuses to read another company's order", async () => {
    await client.signInAs(dealerA);
    const { order } = await api.submitOrder(partsContent);
    await client.signInAs(dealerB);
    await expect(api.getOrder(order.id)).rejects.toMatchObject({ code: 'permission-denied' });
    await client.signInAs(admin);
    expect((await api.getOrder(order.id))?.number).toBe(order.number);
    expect(await api.getOrder('1')).toBeNull();
  });
});

describe('editing, status changes and history', () => {
  let order: Order;

  beforeAll(async () => {
    await client.signInAs(dealerA);
    ({ order } = await api.submitOrder(buildingContent(`Cedar Creek ${tag}`)));
  });

  it('saves an edit of a pending order with an edited history entry of what changed, and new search keys', async () => {
    await client.signInAs(dealerA);
    const content = buildingContent(`Golden Plains ${tag}`);
    await api.updatePendingOrder(order.id, { ...content, notes: 'Gate code 1234.' });
    // The server compares the order with the edit: both fields that changed, by path (screens word them).
    const changes = [
      { path: 'notes', from: '', to: 'Gate code 1234.' },
      { path: 'customer.name', from: `Cedar Creek ${tag}`, to: `Golden Plains ${tag}` },
    ];
    const edited = await api.getOrder(order.id);
    expect(edited).toMatchObject({ revision: 2, historyCount: 2, notes: 'Gate code 1234.', status: 'pending' });
    expect(edited?.customer?.name).toBe(`Golden Plains ${tag}`);
    expect(edited?.searchKeys).toContain('golden');
    expect(edited?.searchKeys).not.toContain('cedar');
    expect((await adminDb().doc(`orders/${order.id}/history/2`).get()).data()).toMatchObject({
      kind: 'edited', from: 'pending', to: 'pending', by: dealerA.uid, changes,
    });
  });

  it('lets only an admin move the status forward, with the SO number where required, recording each step', async () => {
    await client.signInAs(dealerA);
    let current = (await api.getOrder(order.id))!;
    const move = (to: OrderStatus, soNumber: string | null) => api.changeOrderStatus({ order: current, to, note: 'Checked.', soNumber });
    await expect(move('order received', 'SO-1')).rejects.toMatchObject({ code: 'functions/permission-denied' });

    await client.signInAs(admin);
    await expect(move('order received', '  ')).rejects.toBeInstanceOf(api.InvalidStatusChangeError);
    const received = await move('order received', ` SO-${tag} `);
    expect(received).toMatchObject({ status: 'order received', statusIndex: 1, closed: false, soNumber: `SO-${tag}`, historyCount: 3, revision: 2 });
    expect(received.searchKeys).toContain(`so-${tag}`);
    current = received;
    await expect(move('pending', null)).rejects.toBeInstanceOf(api.InvalidStatusChangeError);
    await expect(move('order received', null)).rejects.toBeInstanceOf(api.InvalidStatusChangeError);
    // A screen showing the order as it was cannot move it again: the server checks the stored status.
    const stale = api.changeOrderStatus({ order: { ...received, status: 'pending', soNumber: null }, to: 'order received', note: '', soNumber: 'SO-2' });
    await expect(stale).rejects.toMatchObject({ code: 'functions/failed-precondition' });
    expect((await api.getOrder(order.id))?.soNumber).toBe(`SO-${tag}`);

    const shipped = await move('shipped', null);
    expect(shipped).toMatchObject({ status: 'shipped', soNumber: `SO-${tag}`, historyCount: 4 });
    current = shipped;
    await expect(move('cancelled', null)).rejects.toBeInstanceOf(api.InvalidStatusChangeError);
    expect((await adminDb().doc(`orders/${order.id}/history/4`).get()).data()).toMatchObject({
      kind: 'status', from: 'order received', to: 'shipped', by: admin.uid, byName: 'Ada Admin', note: 'Checked.',
    });
  });

  it('refuses an edit once the order is past pending', async () => {
    await client.signInAs(dealerA);
    const attempt = api.updatePendingOrder(order.id, buildingContent('Too Late'));
    await expect(attempt).rejects.toBeInstanceOf(api.OrderNotPendingError);
    expect((await api.getOrder(order.id))?.customer?.name).toBe(`Golden Plains ${tag}`);
  });

  it('follows the order and its history live, oldest entry first', async () => {
    await client.signInAs(dealerA);
    const seen: { order: Order | null; kinds: string[] } = { order: null, kinds: [] };
    const errors: Error[] = [];
    const stopOrder = api.subscribeToOrder(order.id, (value) => (seen.order = value), (error) => errors.push(error));
    const stopHistory = api.subscribeToOrderHistory(order.id, (entries) => (seen.kinds = entries.map((e) => `${e.seq}:${e.kind}:${e.to}`)), (error) => errors.push(error));
    try {
      await eventually(() => seen.kinds).toEqual(['1:submitted:pending', '2:edited:pending', '3:status:order received', '4:status:shipped']);
      await client.signInAs(admin);
      await api.changeOrderStatus({ order: (await api.getOrder(order.id))!, to: 'delivered', note: '', soNumber: null });
      await eventually(() => seen.order?.status).toBe('delivered');
      expect(seen.order?.closed).toBe(true);
      await eventually(() => seen.kinds.length).toBe(5);
      expect(errors).toEqual([]);
    } finally {
      stopOrder();
      stopHistory();
    }
  });
});

describe('lists, counts and search', () => {
  const filter = (overrides: Partial<import('../../../src/data/orders/orderListQueries').OrderListFilter> = {}) => ({
    scope: 'active' as const, company: listCompany, status: null, type: null, from: null, to: null, search: '', ...overrides,
  });
  const newestFirst = { field: 'createdDate', direction: 'desc' } as const;

  function page(f: ReturnType<typeof filter>, sort: import('../../../src/data/orders/orderListQueries').OrderSort, size: number, after: unknown = null) {
    return new Promise<import('../../../src/data/pages').Page<Order>>((resolve, reject) => {
      const stop = api.subscribeToOrderPage(f, sort, size, after, (result) => {
        stop();
        resolve(result);
      }, reject);
    });
  }
  const numbersOf = (orders: Order[]) => orders.map((o) => o.number - listBase);

  it('pages through active orders, reading one more than a page to know whether another follows', async () => {
    await client.signInAs(lister);
    const first = await page(filter(), newestFirst, 3);
    expect(numbersOf(first.items)).toEqual([6, 5, 4]);
    expect(first.hasMore).toBe(true);
    // Exactly a page left: the extra document is missing, so no further page is announced.
    const second = await page(filter(), newestFirst, 3, first.last);
    expect(numbersOf(second.items)).toEqual([3, 2, 1]);
    expect(second.hasMore).toBe(false);
    const history = await page(filter({ scope: 'history' }), { field: 'createdDate', direction: 'asc' }, 5);
    expect(numbersOf(history.items)).toEqual([7, 8]);
  });

  it('sorts by workflow position, newest first among equals', async () => {
    await client.signInAs(lister);
    const sorted = await page(filter(), { field: 'statusIndex', direction: 'desc' }, 10);
    expect(numbersOf(sorted.items)).toEqual([5, 4, 6, 3, 2, 1]);
  });

  it('filters by status, type, creation days (inclusive) and search term', async () => {
    await client.signInAs(lister);
    expect(numbersOf((await page(filter({ status: 'shipped' }), newestFirst, 10)).items)).toEqual([5, 4]);
    expect(numbersOf((await page(filter({ type: 'cover' }), newestFirst, 10)).items)).toEqual([4, 2]);
    const june = (d: number) => new Date(2026, 5, d);
    expect(numbersOf((await page(filter({ from: june(2), to: june(4) }), newestFirst, 10)).items)).toEqual([4, 3, 2]);
    expect(numbersOf((await page(filter({ search: '  ALPHA ' }), newestFirst, 10)).items)).toEqual([3, 1]);
    expect(numbersOf((await page(filter({ search: 'Beta Farms' }), newestFirst, 10)).items)).toEqual([5, 2]);
    expect(numbersOf((await page(filter({ search: String(listNumber(6)) }), newestFirst, 10)).items)).toEqual([6]);
  });

  it('counts with aggregations: in total, per status of the scope, and active per status for the dashboard', async () => {
    await client.signInAs(lister);
    expect(await api.countOrders(filter())).toBe(6);
    expect(await api.countOrders(filter({ scope: 'history' }))).toBe(2);
    expect(await api.countOrders(filter({ search: 'beta' }))).toBe(2);
    const byStatus = await api.countOrdersByStatus(filter({ status: 'shipped', type: 'parts' }));
    expect([...byStatus.keys()]).toEqual([...ACTIVE_ORDER_STATUSES]);
    expect(byStatus.get('pending')).toBe(1);
    expect(byStatus.get('shipped')).toBe(1);
    expect(byStatus.get('drawings stamped')).toBe(1);
    expect(Object.fromEntries(await api.countOrdersByStatus(filter({ scope: 'history' })))).toEqual({ delivered: 1, cancelled: 1 });
    const active = await activeCounts.countActiveOrdersByStatus(listCompany);
    expect(active.get('pending')).toBe(2);
    expect(active.get('shipped')).toBe(2);
    expect(active.has('delivered' as never)).toBe(false);
  });

  it("refuses a dealer's list without their company filter", async () => {
    await client.signInAs(lister);
    await expect(api.countOrders(filter({ company: null }))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reads every matching order for the export in pages of 500', async () => {
    await client.signInAs(admin);
    const progress: number[] = [];
    const all = await api.fetchAllOrders(filter({ company: bulkCompany }), { field: 'createdDate', direction: 'asc' }, (n) => progress.push(n));
    expect(all).toHaveLength(BULK);
    expect(progress).toEqual([500, BULK]);
    expect(new Set(all.map((o) => o.id)).size).toBe(BULK);
    const created = all.map((o) => o.createdDate.toMillis());
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });
});
