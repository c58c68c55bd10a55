/**
 * One order and its history, read from the `orders` collection and its `history` subcollection. The order
 * writes (orderWrites.ts), lists (orderListQueries.ts) and reports (orderReports.ts) are beside it;
 * docs/data-model.md describes the documents and the rules guarding them.
 */
import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  type DocumentData,
  type DocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../../lib/firebase/firestore';
import type { Order, OrderHistoryEntry } from '../../types/orders';
import { toHistoryEntry, toOrder } from '../orderDocument';

export const ORDERS = 'orders';

export const ordersCollection = () => collection(db, ORDERS);
const orderRef = (id: string) => doc(db, ORDERS, id);

/**
 * No order has this id (or the reader may not see it). Screens word it from `id`. For developers, the error's name
 * says what happened and its message which order.
 */
export class OrderNotFoundError extends Error {
  constructor(readonly id: string) {
    super(id);
    this.name = 'OrderNotFoundError';
  }
}

/** Pending server timestamps read as their local estimate, so a just-written order has dates at once. */
export function orderFromSnapshot(snapshot: DocumentSnapshot<DocumentData>): Order {
  return toOrder(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) ?? {});
}

/** The order, or null when it does not exist. Rejects ('permission-denied') for another company's order. */
export async function getOrder(id: string): Promise<Order | null> {
  const snapshot = await getDoc(orderRef(id));
  return snapshot.exists() ? orderFromSnapshot(snapshot) : null;
}

/** The order; rejects with OrderNotFoundError when it does not exist. */
export async function requireOrder(id: string): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new OrderNotFoundError(id);
  return order;
}

export function subscribeToOrder(
  id: string,
  onChange: (order: Order | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    orderRef(id),
    (snapshot) => onChange(snapshot.exists() ? orderFromSnapshot(snapshot) : null),
    onError,
  );
}

/** The order's status timeline and edits, oldest first. */
export function subscribeToOrderHistory(
  orderId: string,
  onChange: (entries: OrderHistoryEntry[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(collection(db, ORDERS, orderId, 'history'), orderBy('seq', 'asc')),
    (snapshot) =>
      onChange(snapshot.docs.map((entry) => toHistoryEntry(entry.id, entry.data({ serverTimestamps: 'estimate' })))),
    onError,
  );
}
