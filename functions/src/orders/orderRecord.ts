/** Reading and writing orders/{id} and its history with the Admin SDK: the only writer of orders (docs/data-model.md). */
import { FieldValue, getFirestore, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { orderSearchKeys } from '../../../src/data/orderSearchKeys.js';
import { REFUSALS } from '../../../src/lib/schemas/refusals.js';
import type { OrderContentWithDates } from '../../../src/lib/schemas/orderContentDates.js';
import type { OrderStatus } from '../../../src/reference/orders.js';
import type { FieldChange, HistoryEntryKind, OrderContent } from '../../../src/types/orders.js';
import type { Caller } from '../caller.js';
import { refused } from '../refusal.js';

export const orders = () => getFirestore().collection('orders');

export interface StoredOrder {
  ref: FirebaseFirestore.DocumentReference;
  data: DocumentData;
}

/** The order read in the transaction; not-found when it does not exist. */
export async function loadOrder(transaction: Transaction, id: string): Promise<StoredOrder> {
  const ref = orders().doc(id);
  const snapshot = await transaction.get(ref);
  const data = snapshot.data();
  if (!data) throw refused('not-found', REFUSALS.orderNotFound, { order: id });
  return { ref, data };
}

/** Company users see their own company's orders; admins every order. Another company's order reads as missing. */
export function requireOrderOfCaller(order: StoredOrder, caller: Caller): void {
  if (!caller.admin && order.data.company !== caller.company) {
    throw refused('not-found', REFUSALS.orderNotFound, { order: order.ref.id });
  }
}

/** The dealer's company must be active to order or change orders; admins act for any company. */
export async function requireActiveCompany(transaction: Transaction, companyId: string): Promise<DocumentData> {
  const snapshot = await transaction.get(getFirestore().collection('companies').doc(companyId));
  const company = snapshot.data();
  if (!company) throw refused('failed-precondition', REFUSALS.noCompany);
  if (company.active !== true) throw refused('failed-precondition', REFUSALS.inactiveDealer, { company: String(company.name) });
  return company;
}

/** The content fields of an order, nothing else. */
export function contentFields(content: OrderContent | OrderContentWithDates): Record<string, unknown> {
  const { type, leadSource, poReference, notes, customer, details, attachments } = content;
  return { type, leadSource, poReference, notes, customer, details, attachments };
}

/** The stored order's content, as the diff compares it. */
export function storedContent(order: DocumentData): OrderContent {
  return contentFields(order as OrderContent) as unknown as OrderContent;
}

/** Search keys derived from the order's own number, SO number, PO reference and end customer, and nothing else. */
export function searchKeysOf(number: number, soNumber: string | null, content: Pick<OrderContent, 'customer' | 'poReference'>): string[] {
  return orderSearchKeys({ number, soNumber, poReference: content.poReference, customer: content.customer });
}

export interface HistoryInput {
  seq: number;
  kind: HistoryEntryKind;
  caller: Caller;
  from: OrderStatus | null;
  to: OrderStatus;
  note: string;
  changes: FieldChange[];
}

/** Writes history entry `seq` of the order in the transaction, dated as the order's change. */
export function writeHistory(transaction: Transaction, orderRef: FirebaseFirestore.DocumentReference, entry: HistoryInput): void {
  const id = String(entry.seq);
  transaction.create(orderRef.collection('history').doc(id), {
    id,
    seq: entry.seq,
    kind: entry.kind,
    at: FieldValue.serverTimestamp(),
    by: entry.caller.uid,
    byName: entry.caller.name,
    from: entry.from,
    to: entry.to,
    note: entry.note,
    changes: entry.changes,
  });
}
