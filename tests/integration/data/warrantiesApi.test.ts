/**
 * warrantiesApi against the running stack and its rules: a dealer uploads photos and applies, through the
 * APPLYWARRANTY function, for a delivered order of their company; an admin approves (number and coverage) or
 * rejects with a note, once, through the DECIDEWARRANTY function, whose refusals arrive in its own words.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Company } from '../../../src/types/domain';
import type { EndCustomer, Order, Warranty } from '../../../src/types/orders';
import { STORAGE_RULES_SEE_NO_FIRESTORE, skipOnGoogleFirestore } from '../../support/googleFirestore';
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
import { orderNumberBase, writeCoverOrder } from '../../e2e/support/orderViewFixtures';

type OrdersApi = typeof import('../../../src/data/orders/orderReads');
type WarrantiesApi = typeof import('../../../src/data/warrantiesApi');
type FilesApi = typeof import('../../../src/data/filesApi');

const tag = uniqueTag();
const companyId = `data-warranty-${tag}`;
const company: Company = {
  id: companyId, name: `Test Company ${companyId}`, currency: 'CAD', active: true, dealerNumber: '', phone: '', email: '', representative: '', 
  address: { street: '1 Test Road', city: 'Testville', state: 'ON', zip: '00000', country: 'CA' },
};
let client: AppClient;
let orders: OrdersApi;
let warranties: WarrantiesApi;
let files: FilesApi;
let dealer: TestAccount;
let admin: TestAccount;

const endCustomer: EndCustomer = {
  name: 'Maple Ridge Farms', phone: '306-555-0101', email: 'farm@example.com',
  site: { street: '4 Range Road', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
};
/** Numbers 61 on of the run's block: the journeys that draw blocks the same way (orderNumberBase) use others. */
const base = orderNumberBase() + 60;
let ordersWritten = 0;

/** A cover order of the company (fabric FR), written as submission and the status changes leave it. */
async function orderIn(status: 'delivered' | 'shipped'): Promise<Order> {
  ordersWritten += 1;
  const id = await writeCoverOrder({
    number: base + ordersWritten, company, createdBy: { id: dealer.uid, name: 'Dana Dealer' }, status, soNumber: `SO-${tag}-${ordersWritten}`,
  });
  await client.signInAs(dealer);
  const order = await orders.getOrder(id);
  if (!order) throw new Error(`Order ${id} was not written.`);
  return order;
}

/** Uploads one photo under the warranty's folder, as the warranty form does before applying. */
async function photoFor(id: string) {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  return files.uploadFile(`warranties/${companyId}/${id}/installed.png`, new Blob([bytes], { type: 'image/png' }), 'image/png', () => undefined).done;
}

/** Today by the stack's clock, picked at a time of day: the data module stores its local midnight. */
const installDate = async () => {
  const now = await serverNow();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 17, 30);
};

async function apply(order: Order): Promise<string> {
  await client.signInAs(dealer);
  const id = warranties.newWarrantyId();
  const photo = await photoFor(id);
  await warranties.applyForWarranty({ id, order, endCustomer, installDate: await installDate(), installer: ' Prairie Crew ', photos: [photo] });
  return id;
}

beforeAll(async () => {
  client = await connectAppClient();
  orders = await import('../../../src/data/orders/orderReads');
  warranties = await import('../../../src/data/warrantiesApi');
  files = await import('../../../src/data/filesApi');
  await createTestCompany(companyId);
  [dealer, admin] = await Promise.all([
    createTestAccount('warranty-dealer', { company: companyId, firstname: 'Dana', lastname: 'Dealer' }),
    createTestAccount('warranty-admin', { company: `data-warranty-hq-${tag}`, admin: true, firstname: 'Ada', lastname: 'Admin' }),
  ]);
});

afterAll(async () => {
  await deleteCompanyData(companyId);
  await deleteTestAccounts([dealer, admin].filter(Boolean));
  await client?.close();
  await closeBackend();
});

describe('warranties', () => {
  beforeEach((context) => skipOnGoogleFirestore(context, STORAGE_RULES_SEE_NO_FIRESTORE));

  it('applies for a delivered order: pending, in the dealer’s name, with the order’s fabric and the install day', async () => {
    const order = await orderIn('delivered');
    const picked = await installDate();
    const id = await apply(order);
    const stored = (await adminDb().collection('warranties').doc(id).get()).data();
    expect(stored).toMatchObject({
      id, order: order.id, orderNumber: order.number, orderType: 'cover', company: companyId, companyName: company.name,
      createdBy: dealer.uid, createdByName: 'Dana Dealer', status: 'pending', endCustomer, installer: 'Prairie Crew',
      fabric: 'FR', warrantyNumber: null, coverageStart: null, coverageEnd: null,
      decidedBy: null, decidedByName: null, decidedDate: null, decisionNote: '',
    });
    expect(stored?.photos).toEqual([{ path: `warranties/${companyId}/${id}/installed.png`, name: 'installed.png', contentType: 'image/png', size: 11 }]);
    expect(stored?.installDate.toDate()).toEqual(new Date(picked.getFullYear(), picked.getMonth(), picked.getDate()));
  });

  it("refuses an application for an order that is not delivered, with the server's reason", async () => {
    const order = await orderIn('shipped');
    await client.signInAs(dealer);
    const id = warranties.newWarrantyId();
    const photo = await photoFor(id);
    const sent = warranties.applyForWarranty({ id, order, endCustomer, installDate: await installDate(), installer: 'Crew', photos: [photo] });
    await expect(sent).rejects.toBeInstanceOf(warranties.WarrantyRefusedError);
    await expect(sent).rejects.toThrow('Warranty can only be applied for once the order is delivered.');
    await expect(sent).rejects.toMatchObject({ code: 'failed-precondition' });
    expect((await adminDb().collection('warranties').doc(id).get()).exists).toBe(false);
  });

  it('refuses an install date in the future, and a photo of another folder', async () => {
    const order = await orderIn('delivered');
    await client.signInAs(dealer);
    const id = warranties.newWarrantyId();
    const photo = await photoFor(id);
    const tomorrow = new Date((await serverNow()).getTime() + 2 * 86_400_000);
    await expect(
      warranties.applyForWarranty({ id, order, endCustomer, installDate: tomorrow, installer: 'Crew', photos: [photo] }),
    ).rejects.toThrow('The install date cannot be in the future.');
    const decoy = await photoFor(warranties.newWarrantyId());
    await expect(
      warranties.applyForWarranty({ id, order, endCustomer, installDate: await installDate(), installer: 'Crew', photos: [decoy] }),
    ).rejects.toThrow('Every photo must be one uploaded with this application.');
    expect((await adminDb().collection('warranties').doc(id).get()).exists).toBe(false);
  });

  it('lets an admin approve once with a number and coverage, followed live by the dealer', async () => {
    const order = await orderIn('delivered');
    const id = await apply(order);
    await client.signInAs(dealer);
    const seen: { one: Warranty | null; forOrder: Warranty[] } = { one: null, forOrder: [] };
    const errors: Error[] = [];
    const stopOne = warranties.subscribeToWarranty(id, (w) => (seen.one = w), (error) => errors.push(error));
    const stopOrder = warranties.subscribeToOrderWarranties(order, (list) => (seen.forOrder = list), (error) => errors.push(error));
    try {
      await eventually(() => seen.one?.status).toBe('pending');
      await eventually(() => seen.forOrder.map((w) => w.id)).toEqual([id]);
      const byDealer = warranties.approveWarranty(id, { warrantyNumber: 'W-1', coverageStart: new Date(2026, 9, 15), coverageEnd: new Date(2046, 9, 15), note: '' });
      await expect(byDealer).rejects.toBeInstanceOf(warranties.WarrantyRefusedError);
      await expect(byDealer).rejects.toThrow('You are not allowed to decide warranty requests.');
      await expect(byDealer).rejects.toMatchObject({ code: 'permission-denied' });

      await client.signInAs(admin);
      const pending: Warranty[][] = [];
      // One page large enough for every pending application of the stack, oldest first.
      const stopPending = warranties.subscribeToPendingWarrantyPage(500, null, (page) => pending.push(page.items), (error) => errors.push(error));
      try {
        await eventually(() => pending.at(-1)?.some((w) => w.id === id)).toBe(true);
        // Files running beside this one apply and decide too: the count is the page's length once both have seen the
        // same queue.
        await eventually(async () => (await warranties.countPendingWarranties()) - (pending.at(-1)?.length ?? 0)).toBe(0);
      } finally {
        stopPending();
      }

      // Picked at a time of day: the coverage is stored as the days' local midnight.
      const approved = await warranties.approveWarranty(id, {
        warrantyNumber: ` W-${order.number}-2026 `, coverageStart: new Date(2026, 9, 15, 9, 45), coverageEnd: new Date(2046, 9, 15, 16), note: ' Welcome. ',
      });
      expect(approved).toMatchObject({ status: 'approved', warrantyNumber: `W-${order.number}-2026`, decidedBy: admin.uid, decidedByName: 'Ada Admin', decisionNote: 'Welcome.' });
      expect(approved.coverageStart?.toDate()).toEqual(new Date(2026, 9, 15));
      expect(approved.coverageEnd?.toDate()).toEqual(new Date(2046, 9, 15));
      expect(approved.decidedDate).not.toBeNull();
      await eventually(() => seen.one?.status).toBe('approved');

      const again = warranties.rejectWarranty(id, 'Too late.');
      await expect(again).rejects.toBeInstanceOf(warranties.WarrantyDecidedError);
      await expect(again).rejects.toMatchObject({ decided: 'approved' });
      expect((await adminDb().collection('warranties').doc(id).get()).data()).toMatchObject({ status: 'approved', decisionNote: 'Welcome.' });
      expect(errors).toEqual([]);
    } finally {
      stopOne();
      stopOrder();
    }
  });

  it('rejects with a note, and not without one', async () => {
    const order = await orderIn('delivered');
    const id = await apply(order);
    await client.signInAs(admin);
    const unexplained = warranties.rejectWarranty(id, ' ');
    await expect(unexplained).rejects.toBeInstanceOf(warranties.WarrantyRefusedError);
    await expect(unexplained).rejects.toThrow('Say why the warranty is rejected.');
    expect((await adminDb().collection('warranties').doc(id).get()).data()).toMatchObject({ status: 'pending' });
    const rejected = await warranties.rejectWarranty(id, ' Photos do not show the damage. ');
    expect(rejected).toMatchObject({ status: 'rejected', decisionNote: 'Photos do not show the damage.', warrantyNumber: null, coverageStart: null, coverageEnd: null });
  });

  it("refuses an approval the server does not take, and a warranty that does not exist, in the server's words", async () => {
    const order = await orderIn('delivered');
    const id = await apply(order);
    await client.signInAs(admin);
    const coverage = { coverageStart: new Date(2026, 9, 15), coverageEnd: new Date(2046, 9, 15), note: '' };
    await expect(warranties.approveWarranty(id, { ...coverage, warrantyNumber: ' ' })).rejects.toThrow('A warranty number is required to approve.');
    const backwards = warranties.approveWarranty(id, { ...coverage, warrantyNumber: 'W-1', coverageEnd: new Date(2026, 9, 14) });
    await expect(backwards).rejects.toBeInstanceOf(warranties.WarrantyRefusedError);
    await expect(backwards).rejects.toThrow('The coverage must end after it starts.');
    expect((await adminDb().collection('warranties').doc(id).get()).data()).toMatchObject({ status: 'pending', warrantyNumber: null });
    await expect(warranties.approveWarranty(`missing-${tag}`, { ...coverage, warrantyNumber: 'W-1' })).rejects.toThrow('That warranty request does not exist.');
  });
});
