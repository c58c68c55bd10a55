/**
 * Cover orders written with firebase-admin for the order view and change request journeys: complete documents,
 * as submitOrder and changeOrderStatus leave them, with a matching history, on numbers far from the seeded ones.
 */
import { ORDER_STATUSES, type OrderStatus } from '../../../src/reference/orders.js';
import { orderSearchKeys } from '../../../src/data/orderSearchKeys.js';
import type { Company } from '../../../src/types/domain.js';
import { adminDb, serverNow } from './backend.js';

export interface CoverOrderInput {
  number: number;
  company: Company;
  createdBy: { id: string; name: string };
  status: OrderStatus;
  soNumber: string | null;
  poReference?: string;
}

/** A number in a block of its own per run (the seed counts from 100001; other journeys use 700000 to 899999). */
export function orderNumberBase(): number {
  return 900_000 + Math.floor(Math.random() * 90) * 1000;
}

export async function writeCoverOrder(input: CoverOrderInput): Promise<string> {
  const { number, company, createdBy, status, soNumber } = input;
  const id = String(number);
  const poReference = input.poReference ?? `PO-${number}`;
  // Submitted a day ago and moved on just now, as the server's clock has it.
  const now = await serverNow();
  const created = new Date(now.getTime() - 86_400_000);
  const history: Record<string, unknown>[] = [
    { id: '1', seq: 1, kind: 'submitted', at: created, by: createdBy.id, byName: createdBy.name, from: null, to: 'pending', note: '', changes: [] },
  ];
  if (status !== 'pending') {
    history.push({ id: '2', seq: 2, kind: 'status', at: now, by: 'demo-admin', byName: 'Alex Morgan', from: 'pending', to: status, note: '', changes: [] });
  }
  const order = {
    id,
    number,
    type: 'cover',
    company: company.id,
    companyName: company.name,
    currency: company.currency,
    createdBy: createdBy.id,
    createdByName: createdBy.name,
    createdDate: created,
    updatedDate: created,
    status,
    statusIndex: ORDER_STATUSES.indexOf(status),
    closed: status === 'delivered' || status === 'cancelled',
    soNumber,
    leadSource: 'Own Lead',
    poReference,
    notes: '',
    customer: null,
    details: {
      series: 'CC',
      width: 42,
      length: 80,
      style: 'Bag Cover',
      fabric: 'FR',
      colour: 'Blue',
      trimColour: 'Same as main cover',
      fabricDrop: "2'",
      customFabricDrop: null,
      quantity: 1,
    },
    attachments: [],
    searchKeys: orderSearchKeys({ number, soNumber, poReference, customer: null }),
    historyCount: history.length,
    revision: 1,
  };
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.collection('orders').doc(id), order);
  for (const entry of history) batch.set(db.collection('orders').doc(id).collection('history').doc(String(entry.id)), entry);
  await batch.commit();
  return id;
}

/** Removes an order with its history and change requests. */
export async function deleteOrders(ids: readonly string[]): Promise<void> {
  const db = adminDb();
  for (const id of ids) {
    const order = db.collection('orders').doc(id);
    const history = await order.collection('history').get();
    await Promise.all(history.docs.map((entry) => entry.ref.delete()));
    await order.delete();
    const requests = await db.collection('changeRequests').where('order', '==', id).get();
    await Promise.all(requests.docs.map((request) => request.ref.delete()));
  }
}

export function testCompany(id: string, name: string): Company {
  return { id, name, currency: 'CAD', active: true, dealerNumber: '', phone: '', email: '', representative: '', address: { street: '1 Main St', city: 'Regina', state: 'SK', zip: 'S4P 1A1', country: 'CA' } };
}
