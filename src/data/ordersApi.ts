/**
 * Data access for the `orders` collection, its `history` subcollection and `counters/orders`: the only module
 * that talks to Firestore about orders. docs/data-model.md describes every write and the rules guarding it.
 */
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type QueryConstraint,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import {
  ACTIVE_ORDER_STATUSES,
  CLOSED_ORDER_STATUSES,
  ORDER_STATUSES,
  isClosedStatus,
  nextStatuses,
  orderStatusLabel,
  soNumberRequired,
  type ActiveOrderStatus,
  type OrderStatus,
  type OrderType,
} from '../reference/orders';
import type { Company, User } from '../types/domain';
import type { FieldChange, Order, OrderContent, OrderHistoryEntry } from '../types/orders';
import { asNumber } from './documentValues';
import { orderContentFields, toHistoryEntry, toOrder } from './orderDocument';
import { normaliseSearchTerm, orderSearchKeys } from './orderSearchKeys';

export { orderSearchKeys } from './orderSearchKeys';

const COLLECTION = 'orders';
/** Documents per read when loading a whole list (CSV export). */
export const FETCH_ALL_PAGE_SIZE = 500;

/** Who acts: written as `createdBy`/`by` and the matching names. */
export interface Actor {
  id: string;
  name: string;
  company: string;
}

export function actorOf(user: User): Actor {
  const name = `${user.data.firstname} ${user.data.lastname}`.trim();
  return { id: user.id, name: name || user.data.email, company: user.company };
}

/** The order left pending (an admin received it) before the edit was saved: it needs a change request now. */
export class OrderNotPendingError extends Error {
  constructor(public readonly status: OrderStatus) {
    super(`The order is already '${orderStatusLabel(status)}' and can no longer be edited; request a change instead.`);
    this.name = 'OrderNotPendingError';
  }
}

/** A status change the workflow does not allow (backwards, from a closed order, or without an SO number). */
export class InvalidStatusChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidStatusChangeError';
  }
}

export class OrderNotFoundError extends Error {
  constructor(id: string) {
    super(`Order ${id} does not exist.`);
    this.name = 'OrderNotFoundError';
  }
}

const ordersCollection = () => collection(db, COLLECTION);
const orderRef = (id: string) => doc(db, COLLECTION, id);
const historyRef = (orderId: string, seq: number) => doc(db, COLLECTION, orderId, 'history', String(seq));
const counterRef = () => doc(db, 'counters', 'orders');

/** Pending server timestamps read as their local estimate, so a just-written order has dates at once. */
function orderFromSnapshot(snapshot: DocumentSnapshot<DocumentData>): Order {
  return toOrder(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) ?? {});
}

/** The stored history entry: its document id and `id` field are String(seq). */
function historyFields(entry: Omit<OrderHistoryEntry, 'id' | 'at'>): Record<string, unknown> {
  return { id: String(entry.seq), ...entry, at: serverTimestamp() };
}

/**
 * Places an order in one transaction: takes the number from `counters/orders`, moves the counter on by one,
 * creates `orders/{number}` (pending) and its first history entry. Resolves to the stored order.
 */
export async function submitOrder(content: OrderContent, actor: Actor, company: Company): Promise<Order> {
  const fields = orderContentFields(content);
  // A submission that loses the race for a number fails its read of the counter and is retried by the transaction.
  const number = await runTransaction(db, async (transaction) => {
    const counter = await transaction.get(counterRef());
    const next = asNumber(counter.data()?.next);
    if (!Number.isInteger(next) || next < 1) throw new Error('Order numbering is not set up (counters/orders is missing).');
    const id = String(next);
    transaction.update(counterRef(), { next: next + 1 });
    transaction.set(orderRef(id), {
      ...fields,
      id,
      number: next,
      company: company.id,
      companyName: company.name,
      currency: company.currency,
      createdBy: actor.id,
      createdByName: actor.name,
      createdDate: serverTimestamp(),
      updatedDate: serverTimestamp(),
      status: 'pending',
      statusIndex: 0,
      closed: false,
      soNumber: null,
      searchKeys: orderSearchKeys({ number: next, soNumber: null, customer: content.customer }),
      historyCount: 1,
      revision: 1,
    });
    transaction.set(
      historyRef(id, 1),
      historyFields({ seq: 1, kind: 'submitted', by: actor.id, byName: actor.name, from: null, to: 'pending', note: '', changes: [] }),
    );
    return next;
  });
  return requireOrder(String(number));
}

/** The order, or null when it does not exist. Rejects ('permission-denied') for another company's order. */
export async function getOrder(id: string): Promise<Order | null> {
  const snapshot = await getDoc(orderRef(id));
  return snapshot.exists() ? orderFromSnapshot(snapshot) : null;
}

async function requireOrder(id: string): Promise<Order> {
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
    query(collection(db, COLLECTION, orderId, 'history'), orderBy('seq', 'asc')),
    (snapshot) =>
      onChange(snapshot.docs.map((entry) => toHistoryEntry(entry.id, entry.data({ serverTimestamps: 'estimate' })))),
    onError,
  );
}

/**
 * Saves an edit of a pending order in one transaction with its 'edited' history entry. Rejects with
 * OrderNotPendingError when the order has moved past pending, even if that happened while saving.
 */
export async function updatePendingOrder(
  orderId: string,
  content: OrderContent,
  changes: FieldChange[],
  actor: Actor,
): Promise<void> {
  const fields = orderContentFields(content);
  await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(orderRef(orderId));
    if (!snapshot.exists()) throw new OrderNotFoundError(orderId);
    const order = orderFromSnapshot(snapshot);
    if (order.status !== 'pending') throw new OrderNotPendingError(order.status);
    if (content.type !== order.type) throw new Error('An order cannot change its type.');
    const seq = order.historyCount + 1;
    transaction.update(orderRef(orderId), {
      ...fields,
      searchKeys: orderSearchKeys({ number: order.number, soNumber: order.soNumber, customer: content.customer }),
      revision: order.revision + 1,
      historyCount: seq,
      updatedDate: serverTimestamp(),
    });
    transaction.set(
      historyRef(orderId, seq),
      historyFields({ seq, kind: 'edited', by: actor.id, byName: actor.name, from: 'pending', to: 'pending', note: '', changes }),
    );
  });
}

/** The SO number an order will carry after moving to `to`; throws when the workflow needs one and none is given. */
function soNumberAfter(to: OrderStatus, given: string | null, current: string | null): string | null {
  const soNumber = given?.trim() || current?.trim() || null;
  if (soNumberRequired(to) && !soNumber) {
    throw new InvalidStatusChangeError(`An SO number is required to mark the order '${orderStatusLabel(to)}'.`);
  }
  return soNumber;
}

/**
 * Moves an order to a later status (admins) in one transaction with its 'status' history entry; the SO number
 * given replaces the stored one. Rejects with InvalidStatusChangeError when the workflow does not allow it.
 */
export async function changeOrderStatus(input: {
  orderId: string;
  to: OrderStatus;
  note: string;
  soNumber: string | null;
  actor: Actor;
}): Promise<Order> {
  const { orderId, to, actor } = input;
  await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(orderRef(orderId));
    if (!snapshot.exists()) throw new OrderNotFoundError(orderId);
    const order = orderFromSnapshot(snapshot);
    if (!nextStatuses(order.status).includes(to)) {
      throw new InvalidStatusChangeError(
        `A '${orderStatusLabel(order.status)}' order cannot move to '${orderStatusLabel(to)}'.`,
      );
    }
    const soNumber = soNumberAfter(to, input.soNumber, order.soNumber);
    const seq = order.historyCount + 1;
    transaction.update(orderRef(orderId), {
      status: to,
      statusIndex: ORDER_STATUSES.indexOf(to),
      closed: isClosedStatus(to),
      soNumber,
      // The SO number is searchable, so the keys follow it.
      searchKeys: orderSearchKeys({ number: order.number, soNumber, customer: order.customer }),
      historyCount: seq,
      updatedDate: serverTimestamp(),
    });
    transaction.set(
      historyRef(orderId, seq),
      historyFields({
        seq,
        kind: 'status',
        by: actor.id,
        byName: actor.name,
        from: order.status,
        to,
        note: input.note.trim(),
        changes: [],
      }),
    );
  });
  return requireOrder(orderId);
}

// ---- Lists ----

export interface OrderListFilter {
  scope: 'active' | 'history';
  /** Required for dealers and managers (the rules refuse lists without it); null lists every company (admins). */
  company: string | null;
  status: OrderStatus | null;
  type: OrderType | null;
  /** Inclusive calendar days: from `from` at local midnight up to the end of `to`. */
  from: Date | null;
  to: Date | null;
  search: string;
}

export interface OrderSort {
  field: 'createdDate' | 'statusIndex';
  direction: 'asc' | 'desc';
}

/** Opaque to screens: the last document snapshot of a page. */
export type OrderCursor = unknown;

export interface OrderPage {
  orders: Order[];
  hasMore: boolean;
  last: OrderCursor | null;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function dayAfter(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
}

/** The where clauses of a filter; `withStatus` false leaves out the status (counts per status add their own). */
export function orderFilterConstraints(filter: OrderListFilter, withStatus = true): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filter.company) constraints.push(where('company', '==', filter.company));
  constraints.push(where('closed', '==', filter.scope === 'history'));
  if (withStatus && filter.status) constraints.push(where('status', '==', filter.status));
  if (filter.type) constraints.push(where('type', '==', filter.type));
  if (filter.from) constraints.push(where('createdDate', '>=', Timestamp.fromDate(startOfDay(filter.from))));
  if (filter.to) constraints.push(where('createdDate', '<', Timestamp.fromDate(dayAfter(filter.to))));
  const term = normaliseSearchTerm(filter.search);
  if (term) constraints.push(where('searchKeys', 'array-contains', term));
  return constraints;
}

/** The sort field, then newer/older first among equals, then the document id so pages never overlap. */
function sortConstraints(sort: OrderSort): QueryConstraint[] {
  const constraints = [orderBy(sort.field, sort.direction)];
  if (sort.field !== 'createdDate') constraints.push(orderBy('createdDate', sort.direction));
  constraints.push(orderBy(documentId(), sort.direction));
  return constraints;
}

function pageQuery(filter: OrderListFilter, sort: OrderSort, size: number, after: OrderCursor | null) {
  const constraints = [...orderFilterConstraints(filter), ...sortConstraints(sort)];
  if (after) constraints.push(startAfter(after as DocumentSnapshot));
  constraints.push(limit(size));
  return query(ordersCollection(), ...constraints);
}

/**
 * A live page of orders: reads pageSize + 1 documents so `hasMore` is known without another read; `last` is
 * the cursor for the next page.
 */
export function subscribeToOrderPage(
  filter: OrderListFilter,
  sort: OrderSort,
  pageSize: number,
  after: OrderCursor | null,
  onChange: (page: OrderPage) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let fromServer = false;
  return onSnapshot(
    pageQuery(filter, sort, pageSize + 1, after),
    // Metadata changes too: the server's answer may only turn a cached view into a confirmed one.
    { includeMetadataChanges: true },
    (snapshot) => {
      // A first answer from the local cache holds only the orders seen before, so `hasMore` would be wrong:
      // wait for the server's. Later cache-only updates (offline) still show.
      if (snapshot.metadata.fromCache && !fromServer) return;
      fromServer = true;
      const docs = snapshot.docs.slice(0, pageSize);
      onChange({
        orders: docs.map(orderFromSnapshot),
        hasMore: snapshot.docs.length > pageSize,
        last: docs.at(-1) ?? null,
      });
    },
    onError,
  );
}

/** How many orders match the filter, with a count aggregation (no document is read). */
export async function countOrders(filter: OrderListFilter): Promise<number> {
  const snapshot = await getCountFromServer(query(ordersCollection(), ...orderFilterConstraints(filter)));
  return snapshot.data().count;
}

/** One count per status of the filter's scope, in workflow order, ignoring `filter.status`. */
export async function countOrdersByStatus(filter: OrderListFilter): Promise<Map<OrderStatus, number>> {
  const statuses: readonly OrderStatus[] = filter.scope === 'active' ? ACTIVE_ORDER_STATUSES : CLOSED_ORDER_STATUSES;
  const counts = await Promise.all(
    statuses.map(async (status) => {
      const snapshot = await getCountFromServer(
        query(ordersCollection(), ...orderFilterConstraints({ ...filter, status }, true)),
      );
      return [status, snapshot.data().count] as const;
    }),
  );
  return new Map(counts);
}

/** Every matching order (CSV export), read in pages of FETCH_ALL_PAGE_SIZE; onProgress gets the running total. */
export async function fetchAllOrders(
  filter: OrderListFilter,
  sort: OrderSort,
  onProgress?: (loaded: number) => void,
): Promise<Order[]> {
  const orders: Order[] = [];
  let after: DocumentSnapshot | null = null;
  for (;;) {
    const snapshot: QuerySnapshot<DocumentData> = await getDocs(pageQuery(filter, sort, FETCH_ALL_PAGE_SIZE, after));
    orders.push(...snapshot.docs.map(orderFromSnapshot));
    onProgress?.(orders.length);
    if (snapshot.docs.length < FETCH_ALL_PAGE_SIZE) return orders;
    after = snapshot.docs[snapshot.docs.length - 1];
  }
}

/**
 * Active orders (neither delivered nor cancelled) counted per status with count aggregations, so no
 * order document is read. `companyId` null counts every dealer's orders (the back office's view).
 * Rejects when a count fails.
 */
export async function countActiveOrdersByStatus(companyId: string | null): Promise<Map<ActiveOrderStatus, number>> {
  const orders = collection(db, COLLECTION);
  const counts = await Promise.all(
    ACTIVE_ORDER_STATUSES.map(async (status) => {
      const filters = [where('status', '==', status), ...(companyId ? [where('company', '==', companyId)] : [])];
      const snapshot = await getCountFromServer(query(orders, ...filters));
      return [status, snapshot.data().count] as const;
    }),
  );
  return new Map(counts);
}

/** A company's latest orders, newest first (the dealer's page in the back office). Errors propagate. */
export async function listRecentOrders(companyId: string, count: number): Promise<Order[]> {
  const snapshot = await getDocs(
    query(ordersCollection(), where('company', '==', companyId), orderBy('createdDate', 'desc'), limit(count)),
  );
  return snapshot.docs.map(orderFromSnapshot);
}
