/**
 * ordersApi against the running stack through the web SDK in Node: active orders (neither delivered nor
 * cancelled) counted per status, for one company or, for the back office, for every dealer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../src/reference/orders';
import { connectAppClient, type AppClient } from '../support/appClient';
import {
  adminDb,
  closeBackend,
  createTestAccount,
  deleteDocumentsWithPrefix,
  deleteTestAccounts,
  uniqueTag,
  type TestAccount,
} from '../support/backend';

type OrdersApi = typeof import('../../../src/data/ordersApi');

const tag = uniqueTag();
const prefix = `data-order-${tag}-`;
const company = `data-orders-${tag}`;
const otherCompany = `data-orders-other-${tag}`;
const created = Date.UTC(2026, 5, 1);
let client: AppClient;
let api: OrdersApi;
let dealer: TestAccount;
let admin: TestAccount;

/** How many orders of each status the company gets: 1, 2, 3, 1, 2, 3, ... (closed statuses included). */
const perStatus = (status: OrderStatus) => (ORDER_STATUSES.indexOf(status) % 3) + 1;
/** Another company's orders, with statuses the company also has: they must never be counted for it. */
const otherOrders: OrderStatus[] = ['pending', 'pending', 'shipped', 'delivered'];

function order(id: string, companyId: string, status: OrderStatus, n: number) {
  return {
    id,
    type: 'cover',
    company: companyId,
    createdBy: 'someone',
    createdDate: created + n,
    status,
    soNumber: String(20000 + n),
    leadSource: 'Own Lead',
    currency: 'CAD',
    customer: { name: `Customer ${n}`, city: 'Tara', state: 'ON' },
    details: { series: 'CC', width: 32, length: 60 },
    statusHistory: [{ at: created + n, by: 'someone', from: null, to: 'pending', note: 'Order submitted.' }],
  };
}

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/ordersApi');
  [dealer, admin] = await Promise.all([
    createTestAccount('orders-dealer', { company }),
    createTestAccount('orders-admin', { company: `data-orders-hq-${tag}`, admin: true }),
  ]);
  const batch = adminDb().batch();
  let n = 0;
  for (const status of ORDER_STATUSES) {
    for (let copy = 0; copy < perStatus(status); copy += 1, n += 1) {
      batch.set(adminDb().collection('orders').doc(`${prefix}${n}`), order(`${prefix}${n}`, company, status, n));
    }
  }
  for (const status of otherOrders) {
    batch.set(adminDb().collection('orders').doc(`${prefix}other-${n}`), order(`${prefix}other-${n}`, otherCompany, status, n));
    n += 1;
  }
  await batch.commit();
});

afterAll(async () => {
  await deleteDocumentsWithPrefix('orders', prefix);
  await deleteTestAccounts([dealer, admin].filter(Boolean));
  await client?.close();
  await closeBackend();
});

describe('countActiveOrdersByStatus', () => {
  it("counts the company's orders per active status, leaving out delivered, cancelled and other companies' orders", async () => {
    await client.signInAs(dealer);
    const counts = await api.countActiveOrdersByStatus(company);
    expect([...counts.keys()]).toEqual([...ACTIVE_ORDER_STATUSES]);
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(ACTIVE_ORDER_STATUSES.map((status) => [status, perStatus(status)])),
    );
  });

  it("counts every dealer's active orders for the back office", async () => {
    await client.signInAs(admin);
    const counts = await api.countActiveOrdersByStatus(null);
    const stored = await Promise.all(
      ACTIVE_ORDER_STATUSES.map(
        async (status) => [status, (await adminDb().collection('orders').where('status', '==', status).count().get()).data().count] as const,
      ),
    );
    expect([...counts.keys()]).toEqual([...ACTIVE_ORDER_STATUSES]);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(stored));
    // The company's and the other company's orders are all among them.
    expect(counts.get('pending')).toBeGreaterThanOrEqual(perStatus('pending') + 2);
  });
});
