/**
 * changeRequestsApi against the running stack (its callables and rules): a dealer asks to change an order past
 * pending; an admin approves (the order takes the proposed content in the same transaction) or rejects with a note;
 * a request made against an older revision is refused with ChangeConflictError, one decided already with the
 * server's refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../src/types/domain';
import type { ChangeRequest, Order, OrderContent } from '../../../src/types/orders';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import {
  adminDb,
  closeBackend,
  createTestAccount,
  createTestCompany,
  deleteCompanyData,
  deleteTestAccounts,
  uniqueTag,
  type TestAccount,
} from '../../e2e/support/backend';
import { eventually } from '../../e2e/support/eventually';

type OrdersApi = typeof import('../../../src/data/orders/orderReads') & typeof import('../../../src/data/orders/orderWrites');
type RequestsApi = typeof import('../../../src/data/changeRequestsApi');

const tag = uniqueTag();
const companyId = `data-changes-${tag}`;
const company: Company = {
  id: companyId, name: `Test Company ${companyId}`, currency: 'CAD', active: true, dealerNumber: '', phone: '', email: '', representative: '', 
  address: { street: '1 Test Road', city: 'Testville', state: 'ON', zip: '00000', country: 'CA' },
};
let client: AppClient;
let orders: OrdersApi;
let requests: RequestsApi;
let dealer: TestAccount;
let admin: TestAccount;

const content: OrderContent<'cover'> = {
  type: 'cover',
  leadSource: 'Own Lead',
  poReference: `PO-${tag}`,
  notes: '',
  customer: null,
  details: {
    series: 'CC', width: 42, length: 80, quantity: 1, style: 'Bag Cover', fabric: 'FR', colour: 'Blue',
    trimColour: 'Same as main cover', fabricDrop: "2'", customFabricDrop: null,
  },
  attachments: [],
};
const longer: OrderContent<'cover'> = { ...content, details: { ...content.details, length: 100 } };
/** What the server records for `longer`: it compares the order with the request itself. */
const lengthChange = [{ path: 'details.length', from: 80, to: 100 }];

/** A cover order of the company, received by the admin (so changes need a request). */
async function receivedOrder(): Promise<Order> {
  await client.signInAs(dealer);
  const { order } = await orders.submitOrder(content);
  await client.signInAs(admin);
  return orders.changeOrderStatus({ order, to: 'order received', note: '', soNumber: `SO-${order.number}` });
}

beforeAll(async () => {
  client = await connectAppClient();
  orders = { ...(await import('../../../src/data/orders/orderReads')), ...(await import('../../../src/data/orders/orderWrites')) };
  requests = await import('../../../src/data/changeRequestsApi');
  await createTestCompany(companyId);
  [dealer, admin] = await Promise.all([
    createTestAccount('changes-dealer', { company: companyId, firstname: 'Dana', lastname: 'Dealer' }),
    createTestAccount('changes-admin', { company: `data-changes-hq-${tag}`, admin: true, firstname: 'Ada', lastname: 'Admin' }),
  ]);
});

afterAll(async () => {
  await deleteCompanyData(companyId);
  await deleteTestAccounts([dealer, admin].filter(Boolean));
  await client?.close();
  await closeBackend();
});

describe('change requests', () => {
  it('files a request in the dealer’s name against the current revision; not for a pending order', async () => {
    await client.signInAs(dealer);
    const { order: pending } = await orders.submitOrder(content);
    await expect(requests.requestChange({ order: pending, proposed: longer, reason: 'Longer.' })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining('The order is still pending: edit it directly instead.'),
    });

    const order = await receivedOrder();
    await client.signInAs(dealer);
    const id = await requests.requestChange({ order, proposed: longer, reason: ' Customer wants 100 ft. ' });
    const stored = (await adminDb().collection('changeRequests').doc(id).get()).data();
    expect(stored).toMatchObject({
      id, order: order.id, orderNumber: order.number, orderType: 'cover', company: companyId, companyName: company.name,
      createdBy: dealer.uid, createdByName: 'Dana Dealer', status: 'pending', reason: 'Customer wants 100 ft.', revision: 1,
      changes: lengthChange, proposed: longer, decidedBy: null, decidedByName: null, decidedDate: null, decisionNote: '',
    });
  });

  it('approves: the order takes the proposed content, revision + 1 and a change approved entry; the request is decided', async () => {
    const order = await receivedOrder();
    await client.signInAs(dealer);
    const id = await requests.requestChange({ order, proposed: longer, reason: 'Longer.' });

    await expect(requests.approveChangeRequest(id, '')).rejects.toMatchObject({ code: 'functions/permission-denied' });

    await client.signInAs(admin);
    const approved = await requests.approveChangeRequest(id, 'Fine.');
    expect(approved).toMatchObject({ id, status: 'approved', decidedBy: admin.uid, decidedByName: 'Ada Admin', decisionNote: 'Fine.' });
    expect(approved.decidedDate?.toMillis()).toBeGreaterThan(0);
    const after = await orders.getOrder(order.id);
    expect(after).toMatchObject({ revision: 2, historyCount: 3, status: 'order received', soNumber: `SO-${order.number}` });
    expect(after?.details).toEqual(longer.details);
    expect((await adminDb().doc(`orders/${order.id}/history/3`).get()).data()).toMatchObject({
      kind: 'change approved', from: 'order received', to: 'order received', by: admin.uid, note: 'Fine.', changes: lengthChange,
    });

    // Decided already: the server's refusal as it is (only a request the order moved past is a conflict).
    const again = await requests.approveChangeRequest(id, '').catch((error: unknown) => error);
    expect(again).not.toBeInstanceOf(requests.ChangeConflictError);
    expect(again).toMatchObject({ code: 'functions/failed-precondition', message: expect.stringContaining('This change request was already approved.') });
    expect((await orders.getOrder(order.id))?.revision).toBe(2);
  });

  it('refuses to approve a request made before the order changed, and rejects it with a note', async () => {
    const order = await receivedOrder();
    await client.signInAs(dealer);
    const first = await requests.requestChange({ order, proposed: longer, reason: 'Longer.' });
    const stale = await requests.requestChange({ order, proposed: { ...content, notes: 'Red trim please.' }, reason: 'Trim.' });

    await client.signInAs(admin);
    await requests.approveChangeRequest(first, '');
    const conflict = await requests.approveChangeRequest(stale, '').catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(requests.ChangeConflictError);
    expect((conflict as Error).message).toMatch(/changed after this request/);
    expect((await orders.getOrder(order.id))?.notes).toBe('');

    await expect(requests.rejectChangeRequest(stale, '  ')).rejects.toThrow(/why/);
    const rejected = await requests.rejectChangeRequest(stale, 'Please ask again.');
    expect(rejected).toMatchObject({ status: 'rejected', decisionNote: 'Please ask again.', decidedBy: admin.uid });
    expect((await orders.getOrder(order.id))?.revision).toBe(2);
  });

  it('lists an order’s requests newest first for its company, and the pending queue oldest first for admins', async () => {
    const order = await receivedOrder();
    await client.signInAs(dealer);
    const older = await requests.requestChange({ order, proposed: longer, reason: 'One.' });
    const newer = await requests.requestChange({ order, proposed: longer, reason: 'Two.' });

    const seen: { forOrder: ChangeRequest[]; queue: ChangeRequest[] } = { forOrder: [], queue: [] };
    const errors: Error[] = [];
    const stopOrder = requests.subscribeToOrderChangeRequests(order, (list) => (seen.forOrder = list), (error) => errors.push(error));
    try {
      await eventually(() => seen.forOrder.map((r) => r.id)).toEqual([newer, older]);
    } finally {
      stopOrder();
    }
    await client.signInAs(admin);
    // One page large enough for every pending request of the stack, oldest first.
    const stopQueue = requests.subscribeToPendingChangeRequestPage(500, null, (page) => (seen.queue = page.items), (error) => errors.push(error));
    try {
      await eventually(() => seen.queue.map((r) => r.id).filter((id) => id === older || id === newer)).toEqual([older, newer]);
      expect(seen.queue.every((r) => r.status === 'pending')).toBe(true);
      // Files running beside this one file and decide requests too: the count is the page's length once both have
      // seen the same queue.
      await eventually(async () => (await requests.countPendingChangeRequests()) - seen.queue.length).toBe(0);
      await requests.rejectChangeRequest(older, 'No.');
      await eventually(() => seen.queue.some((r) => r.id === older)).toBe(false);
    } finally {
      stopQueue();
    }
    expect(errors).toEqual([]);
  });
});
