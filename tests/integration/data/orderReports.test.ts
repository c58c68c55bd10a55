/**
 * The order report's aggregations (orderReports.fetchOrderReport) against the running stack and its rules: exact
 * counts per status, type, dealer and month and the parts orders' value per currency, for orders written here in
 * a past date range of their own (no other test writes orders there), including orders just outside the range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOrderDocument } from '../../../src/features/orders/list/testing/listOrderFixture';
import { monthPeriods } from '../../../src/features/reports/reportRange';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '../../../src/reference/orders';
import type { CurrencyCode } from '../../../src/types/domain';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import {
  PROJECT_ID,
  adminDb,
  closeBackend,
  createTestAccount,
  createTestCompany,
  deleteCompanyData,
  deleteTestAccounts,
  uniqueTag,
  type TestAccount,
} from '../../e2e/support/backend';

type OrdersApi = typeof import('../../../src/data/orders/orderReports');

const tag = uniqueTag();
const aspen = { id: `data-reports-a-${tag}`, name: `Aspen Covers ${tag}`, currency: 'CAD' as CurrencyCode };
const birch = { id: `data-reports-b-${tag}`, name: `Birch Domes ${tag}`, currency: 'USD' as CurrencyCode };
/** A dealer without orders: left out of the dealer counts. */
const cedar = { id: `data-reports-c-${tag}`, name: `Cedar Barns ${tag}`, currency: 'CAD' as CurrencyCode };
/** Orders of a company that is not listed (it no longer exists): counted in the totals, not per dealer. */
const gone = { id: `data-reports-gone-${tag}`, name: 'Gone Dealer', currency: 'CAD' as CurrencyCode };

/**
 * A month of a year between 2001 and 2009 (the seed and other tests write orders near today): the range runs from
 * the 15th of that month to the 10th two months later, so its first and last months are cut short.
 */
const startYear = 2001 + Math.floor(Math.random() * 9);
const startMonth = Math.floor(Math.random() * 12);
const at = (monthOffset: number, day: number, hours = 12, minutes = 0, seconds = 0) =>
  new Date(startYear, startMonth + monthOffset, day, hours, minutes, seconds);
const range = { from: at(0, 15, 0), to: at(2, 10, 0) };

interface Fixture { company: typeof aspen; type: OrderType; status: OrderStatus; created: Date; total?: number }
const inRange: Fixture[] = [
  // First month, from the 15th.
  { company: aspen, type: 'parts', status: 'pending', created: at(0, 20), total: 100.25 },
  { company: aspen, type: 'cover', status: 'order received', created: at(0, 25) },
  { company: birch, type: 'parts', status: 'shipped', created: at(0, 15, 0), total: 50.5 },
  // Second month, whole.
  { company: aspen, type: 'parts', status: 'delivered', created: at(1, 1, 0), total: 200 },
  { company: aspen, type: 'building', status: 'cancelled', created: at(1, 10) },
  { company: birch, type: 'vp', status: 'pending', created: at(1, 28) },
  { company: birch, type: 'parts', status: 'pending', created: at(1, 5), total: 10 },
  { company: gone, type: 'parts', status: 'pending', created: at(1, 6), total: 7 },
  // Third month, up to the 10th.
  { company: aspen, type: 'parts', status: 'drawings stamped', created: at(2, 9, 23, 59, 59), total: 0.1 },
  { company: birch, type: 'cover', status: 'pending', created: at(2, 2) },
];
/** Just outside the range: a second before it starts, and the very moment it ends. */
const outside: Fixture[] = [
  { company: aspen, type: 'parts', status: 'pending', created: at(0, 14, 23, 59, 59), total: 1000 },
  { company: birch, type: 'parts', status: 'pending', created: at(2, 10, 0), total: 1000 },
];

const numberBase = 400_000 + Math.floor(Math.random() * 90) * 1000;
let client: AppClient;
let api: OrdersApi;
let admin: TestAccount;
let dealer: TestAccount;

const dealers = [aspen, birch, cedar].map(({ id, name }) => ({ id, name }));
const request = () => ({ range, periods: monthPeriods(range), dealers });

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/orders/orderReports');
  await Promise.all([createTestCompany(aspen.id), createTestCompany(birch.id, 'USD'), createTestCompany(cedar.id)]);
  [admin, dealer] = await Promise.all([
    createTestAccount('reports-admin', { company: `data-reports-hq-${tag}`, admin: true }),
    createTestAccount('reports-dealer', { company: aspen.id }),
  ]);
  const db = adminDb();
  const batch = db.batch();
  [...inRange, ...outside].forEach((fixture, index) => {
    const number = numberBase + index + 1;
    batch.set(
      db.collection('orders').doc(String(number)),
      listOrderDocument({
        number,
        company: fixture.company,
        createdBy: { id: dealer.uid, name: 'Report Dealer' },
        type: fixture.type,
        status: fixture.status,
        createdDate: fixture.created,
        total: fixture.total,
      }),
    );
  });
  await batch.commit();
});

afterAll(async () => {
  await Promise.all([aspen.id, birch.id, cedar.id, gone.id].map(deleteCompanyData));
  await deleteTestAccounts([admin, dealer].filter(Boolean));
  await client?.close();
  await closeBackend();
});

/** Documents the local server has served (not aggregations); null on the official emulators, which do not say. */
async function ordersRead(): Promise<number | null> {
  if (process.env.USE_OFFICIAL_EMULATORS === '1') return null;
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}:readCount`);
  if (!res.ok) throw new Error(`The local server's read count answered ${res.status}.`);
  const counts = (await res.json()) as { byCollection: Record<string, number> };
  return counts.byCollection.orders ?? 0;
}

describe('fetchOrderReport', () => {
  it('counts every status, type, dealer and month and sums the parts orders per currency, exactly', async () => {
    await client.signInAs(admin);
    const readBefore = await ordersRead();
    const report = await api.fetchOrderReport(request());
    const readAfter = await ordersRead();

    expect(report.total).toBe(10);
    const statusCounts: Partial<Record<OrderStatus, number>> = {
      pending: 5, 'order received': 1, 'drawings stamped': 1, shipped: 1, delivered: 1, cancelled: 1,
    };
    expect(report.byStatus).toEqual(ORDER_STATUSES.map((status) => ({ status, count: statusCounts[status] ?? 0 })));
    const typeCounts: Record<OrderType, number> = { parts: 6, cover: 2, building: 1, vp: 1 };
    expect(report.byType).toEqual(ORDER_TYPES.map((type) => ({ type, count: typeCounts[type] })));
    // Most orders first; the dealer without orders is left out, the unlisted company's order too.
    expect(report.byDealer).toEqual([
      { id: aspen.id, name: aspen.name, count: 5 },
      { id: birch.id, name: birch.name, count: 4 },
    ]);
    expect(report.parts).toEqual({ CAD: { orders: 4, value: 307.35 }, USD: { orders: 2, value: 60.5 } });
    expect(report.byPeriod).toEqual([
      { from: range.from, to: at(1, 1, 0), count: 3, parts: { CAD: { orders: 1, value: 100.25 }, USD: { orders: 1, value: 50.5 } } },
      { from: at(1, 1, 0), to: at(2, 1, 0), count: 5, parts: { CAD: { orders: 2, value: 207 }, USD: { orders: 1, value: 10 } } },
      { from: at(2, 1, 0), to: range.to, count: 2, parts: { CAD: { orders: 1, value: 0.1 }, USD: { orders: 0, value: 0 } } },
    ]);
    // Aggregations only: not one order document was served.
    if (readBefore !== null && readAfter !== null) expect(readAfter - readBefore).toBe(0);
  });

  it('reports progress up to the number of queries, whatever the concurrency', async () => {
    await client.signInAs(admin);
    const progress: { done: number; total: number }[] = [];
    const report = await api.fetchOrderReport(request(), { concurrency: 1, onProgress: (p) => progress.push(p) });
    const total = api.orderReportQueryCount(request());
    // The total, 12 statuses, 4 types, 2 currencies, 3 dealers, and per month a count and 2 currencies.
    expect(total).toBe(1 + 12 + 4 + 2 + 3 + 3 * 3);
    expect(progress).toEqual(Array.from({ length: total + 1 }, (_, done) => ({ done, total })));
    expect(report.total).toBe(10);
    expect(report.byPeriod.map((period) => period.count)).toEqual([3, 5, 2]);
  });

  it('counts nothing in a range without orders, and needs no periods', async () => {
    await client.signInAs(admin);
    const empty = { from: at(0, 1, 0), to: at(0, 14, 0) };
    const report = await api.fetchOrderReport({ range: empty, periods: [], dealers });
    expect(report).toEqual({
      total: 0,
      parts: { CAD: { orders: 0, value: 0 }, USD: { orders: 0, value: 0 } },
      byStatus: ORDER_STATUSES.map((status) => ({ status, count: 0 })),
      byType: ORDER_TYPES.map((type) => ({ type, count: 0 })),
      byDealer: [],
      byPeriod: [],
    });
  });

  it('refuses a range that ends before it starts, without a query', async () => {
    await client.signInAs(admin);
    let progressed = false;
    await expect(api.fetchOrderReport({ range: { from: range.to, to: range.from }, periods: [], dealers }, { onProgress: () => (progressed = true) }))
      .rejects.toBeInstanceOf(RangeError);
    expect(progressed).toBe(false);
  });

  it("is refused to a dealer: the report counts every company's orders", async () => {
    await client.signInAs(dealer);
    await expect(api.fetchOrderReport(request())).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
