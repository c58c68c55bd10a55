/** Data access for the `orders` collection: the only module that talks to Firestore about orders. */
import {
  collection,
  getDocs,
  query,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { db } from '../../lib/firebase/firestore';
import type { CurrencyCode } from '../../types/domain';
import { CLOSED_ORDER_STATUSES, type OrderLeadSource, type OrderStatus, type OrderType } from '../../reference/orders';

const COLLECTION = 'orders';

export interface OrderStatusChange {
  /** When the status changed, epoch milliseconds. */
  at: number;
  /** Who changed it (user id). */
  by: string;
  from: OrderStatus | null;
  to: OrderStatus;
  note: string;
}

/** The fields every order carries; the type-specific details stay in the document. */
export interface Order {
  id: string;
  type: OrderType;
  company: string;
  createdBy: string;
  status: OrderStatus;
  soNumber: string;
  leadSource: OrderLeadSource;
  currency: CurrencyCode;
  /** Epoch milliseconds. */
  createdDate: number;
  statusHistory: OrderStatusChange[];
}

/** A company's orders that are neither delivered nor cancelled. Rejects when the read fails. */
export async function listActiveOrders(companyId: string): Promise<Order[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTION),
      where('company', '==', companyId),
      where('status', 'not-in', [...CLOSED_ORDER_STATUSES]),
    ),
  );
  return snapshot.docs.map(toOrder);
}

function toOrder(snapshot: QueryDocumentSnapshot<DocumentData>): Order {
  const raw = snapshot.data();
  return {
    id: snapshot.id,
    type: raw.type as OrderType,
    company: String(raw.company ?? ''),
    createdBy: String(raw.createdBy ?? ''),
    status: raw.status as OrderStatus,
    soNumber: String(raw.soNumber ?? ''),
    leadSource: raw.leadSource as OrderLeadSource,
    currency: raw.currency as CurrencyCode,
    createdDate: toMillis(raw.createdDate),
    statusHistory: Array.isArray(raw.statusHistory)
      ? raw.statusHistory.map(
          (change: Record<string, unknown>): OrderStatusChange => ({
            at: toMillis(change.at),
            by: String(change.by ?? ''),
            from: (change.from ?? null) as OrderStatus | null,
            to: change.to as OrderStatus,
            note: typeof change.note === 'string' ? change.note : '',
          }),
        )
      : [],
  };
}

/** Epoch milliseconds, also from a Timestamp. */
function toMillis(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function') {
    return (value as { toMillis: () => number }).toMillis();
  }
  return 0;
}
