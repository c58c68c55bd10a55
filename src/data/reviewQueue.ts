/**
 * The requests admins review one by one (change requests, warranty applications) share one shape: a queue of
 * pending ones, oldest first, paged live and counted by the same query, and each order's own requests, newest
 * first. A collection's module builds its queue here so both read their collections the same way.
 */
import {
  collection,
  documentId,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import type { Order } from '../types/orders';
import { countList, subscribeToPage, type Page, type PageCursor } from './pages';

export interface ReviewQueue<T> {
  /** A live page of the pending requests (src/data/pages.ts). */
  subscribeToPendingPage(
    pageSize: number,
    after: PageCursor | null,
    onChange: (page: Page<T>) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /** How many requests wait: a count aggregation over the pages' own query. */
  countPending(): Promise<number>;
  /** One order's requests, newest first (filtered by company too, as the rules require of dealers). */
  subscribeToOrder(order: Pick<Order, 'id' | 'company'>, onChange: (items: T[]) => void, onError: (error: Error) => void): Unsubscribe;
}

/** Oldest first, then by id so pages never overlap. */
const OLDEST_FIRST = () => [orderBy('createdDate', 'asc'), orderBy(documentId(), 'asc')];

export function reviewQueue<T>(collectionName: string, fromSnapshot: (snapshot: DocumentSnapshot<DocumentData>) => T): ReviewQueue<T> {
  const requests = () => collection(db, collectionName);
  const pending = () => query(requests(), where('status', '==', 'pending'));
  return {
    subscribeToPendingPage: (pageSize, after, onChange, onError) =>
      subscribeToPage(pending(), OLDEST_FIRST(), pageSize, after, fromSnapshot, onChange, onError),
    countPending: () => countList(pending(), OLDEST_FIRST()),
    subscribeToOrder: (order, onChange, onError) =>
      onSnapshot(
        query(requests(), where('company', '==', order.company), where('order', '==', order.id), orderBy('createdDate', 'desc')),
        (snapshot) => onChange(snapshot.docs.map(fromSnapshot)),
        onError,
      ),
  };
}
