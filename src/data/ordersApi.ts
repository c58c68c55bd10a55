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
import { callFunction } from '../lib/firebase/functions';
import type { OrderContentWithDates } from '../lib/schemas/orderContentDates';
import { toWireContent, type WireOrderContent } from '../lib/schemas/orders/wireContent';
import {
  ACTIVE_ORDER_STATUSES,
  CLOSED_ORDER_STATUSES,
  ORDER_STATUSES,
  isOrderStatus,
  nextStatuses,
  orderStatusLabel,
  soNumberRequired,
  type OrderStatus,
  type OrderType,
} from '../reference/orders';
import type { User } from '../types/domain';
import type { Order, OrderContent, OrderHistoryEntry } from '../types/orders';
import { toHistoryEntry, toOrder } from './orderDocument';
import { normaliseSearchTerm } from './orderSearchKeys';
import { displayNameOf } from './userDocument';

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

/** The signed-in user as the writer of a document, under the name the rules demand (displayNameOf). */
export function actorOf(user: User): Actor {
  return { id: user.id, name: displayNameOf(user), company: user.company };
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

/** Pending server timestamps read as their local estimate, so a just-written order has dates at once. */
function orderFromSnapshot(snapshot: DocumentSnapshot<DocumentData>): Order {
  return toOrder(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) ?? {});
}

/** What a callable's refusal says in `details.reason` (functions/src/orders). */
function refusalReason(error: unknown): string | null {
  const details = (error as { details?: { reason?: unknown } } | null)?.details;
  return typeof details?.reason === 'string' ? details.reason : null;
}

/** A new order as the server placed it: parts are priced from the catalogue, whatever the form estimated. */
export interface PlacedOrder {
  order: Order;
  /** The form's estimated total when the catalogue's differs (parts orders); null otherwise. */
  estimate: number | null;
}

/**
 * Places an order through SUBMITORDER: the server checks the content as the form does, takes the number from
 * `counters/orders`, prices parts from the catalogue and writes the order with its first history entry.
 * Resolves to the stored order and, when the server's total differs from the form's, the form's estimate.
 */
export async function submitOrder(content: OrderContent | OrderContentWithDates): Promise<PlacedOrder> {
  const placed = await callFunction<{ content: WireOrderContent }, { id: string; estimate: number | null }>(
    'SUBMITORDER',
    { content: toWireContent(content) },
  );
  return { order: await requireOrder(placed.id), estimate: placed.estimate };
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
 * Saves an edit of a pending order through EDITORDER, which records the difference it computes in the order's
 * history. Rejects with OrderNotPendingError when the order has moved past pending, even while saving.
 */
export async function updatePendingOrder(orderId: string, content: OrderContent | OrderContentWithDates): Promise<void> {
  try {
    await callFunction('EDITORDER', { order: orderId, content: toWireContent(content) });
  } catch (error) {
    if (refusalReason(error) === 'not-pending') {
      const status = (error as { details: { status?: unknown } }).details.status;
      throw new OrderNotPendingError(isOrderStatus(status) ? status : 'order received');
    }
    throw error;
  }
}

/**
 * Moves an order to a later status (admins) through SETORDERSTATUS, with its 'status' history entry; the SO
 * number given replaces the stored one. Checks the workflow first, so a refused move needs no round trip.
 */
export async function changeOrderStatus(input: {
  order: Pick<Order, 'id' | 'status' | 'soNumber'>;
  to: OrderStatus;
  note: string;
  soNumber: string | null;
}): Promise<Order> {
  const { order, to } = input;
  if (!nextStatuses(order.status).includes(to)) {
    throw new InvalidStatusChangeError(`A '${orderStatusLabel(order.status)}' order cannot move to '${orderStatusLabel(to)}'.`);
  }
  const soNumber = input.soNumber?.trim() || order.soNumber?.trim() || null;
  if (soNumberRequired(to) && !soNumber) {
    throw new InvalidStatusChangeError(`An SO number is required to mark the order '${orderStatusLabel(to)}'.`);
  }
  await callFunction('SETORDERSTATUS', { order: order.id, to, note: input.note.trim(), soNumber });
  return requireOrder(order.id);
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

/** A company's latest orders, newest first (the dealer's page in the back office). Errors propagate. */
export async function listRecentOrders(companyId: string, count: number): Promise<Order[]> {
  const snapshot = await getDocs(
    query(ordersCollection(), where('company', '==', companyId), orderBy('createdDate', 'desc'), limit(count)),
  );
  return snapshot.docs.map(orderFromSnapshot);
}

// ---- Reports ----
// The back office's order reports: counts and sums with aggregation queries over a `createdDate` range, so no
// order document is read however many orders the range holds.

import { count, getAggregateFromServer, sum } from 'firebase/firestore';
import { CURRENCY_CODES } from '../reference/currencies';
import { ORDER_TYPES } from '../reference/orders';
import type { CurrencyCode } from '../types/domain';

/** A span of time: `from` included, `to` excluded. */
export interface ReportPeriod {
  from: Date;
  to: Date;
}

/** Parts orders of one currency and the sum of their totals (`details.total`), rounded to cents. */
export interface PartsTotals {
  orders: number;
  value: number;
}

export type PartsTotalsByCurrency = Record<CurrencyCode, PartsTotals>;

export interface OrderReportRequest {
  /** The orders created in this period are counted. */
  range: ReportPeriod;
  /** Parts of the range counted on their own (the screen passes the calendar months of the range). */
  periods: readonly ReportPeriod[];
  /** The dealers counted one by one (every company). */
  dealers: readonly { id: string; name: string }[];
}

export interface OrderReport {
  total: number;
  parts: PartsTotalsByCurrency;
  /** Every status, in workflow order, zeros included. */
  byStatus: { status: OrderStatus; count: number }[];
  /** Every order type, zeros included. */
  byType: { type: OrderType; count: number }[];
  /** Dealers with at least one order, most orders first, then by name. */
  byDealer: { id: string; name: string; count: number }[];
  /** One entry per requested period, in the order given. */
  byPeriod: (ReportPeriod & { count: number; parts: PartsTotalsByCurrency })[];
}

export interface ReportProgress {
  /** Queries answered so far. */
  done: number;
  /** Queries the report needs. */
  total: number;
}

export interface OrderReportOptions {
  /** Most queries in flight at once (REPORT_CONCURRENCY when not given). */
  concurrency?: number;
  /** Called once before the first query and after each answer. */
  onProgress?: (progress: ReportProgress) => void;
  /** Stops starting queries and rejects with its reason once aborted. */
  signal?: AbortSignal;
}

/** Enough parallel queries to finish quickly without flooding the connection. */
export const REPORT_CONCURRENCY = 6;

/**
 * Runs `task` for every item with at most `limit` tasks in flight, resolving to the results in item order.
 * The first failure rejects at once and no further task starts; so does an aborted signal.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
  options: { onSettled?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  let stopped = false;
  const worker = async (): Promise<void> => {
    while (!stopped && next < items.length) {
      options.signal?.throwIfAborted();
      const index = next;
      next += 1;
      try {
        results[index] = await task(items[index], index);
      } catch (error) {
        stopped = true;
        throw error;
      }
      done += 1;
      options.onSettled?.(done);
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(limit) || 1, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  options.signal?.throwIfAborted();
  return results;
}

function createdIn(period: ReportPeriod): QueryConstraint[] {
  return [
    where('createdDate', '>=', Timestamp.fromDate(period.from)),
    where('createdDate', '<', Timestamp.fromDate(period.to)),
  ];
}

async function countWhere(constraints: QueryConstraint[]): Promise<number> {
  const snapshot = await getCountFromServer(query(ordersCollection(), ...constraints));
  return snapshot.data().count;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** Parts orders of one currency in a period: their count and the sum of their totals, in one aggregation. */
async function partsTotalsIn(period: ReportPeriod, currency: CurrencyCode): Promise<PartsTotals> {
  const snapshot = await getAggregateFromServer(
    query(ordersCollection(), where('type', '==', 'parts'), where('currency', '==', currency), ...createdIn(period)),
    { orders: count(), value: sum('details.total') },
  );
  const { orders, value } = snapshot.data();
  return { orders, value: roundCents(Number(value) || 0) };
}

function emptyPartsTotals(): PartsTotalsByCurrency {
  return Object.fromEntries(CURRENCY_CODES.map((code) => [code, { orders: 0, value: 0 }])) as PartsTotalsByCurrency;
}

function checkPeriod(period: ReportPeriod, what: string): void {
  const from = period.from.getTime();
  const to = period.to.getTime();
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) {
    throw new RangeError(`The ${what} must start before it ends.`);
  }
}

/** How many aggregation queries a report makes: what progress counts up to. */
export function orderReportQueryCount(request: OrderReportRequest): number {
  const perPeriod = 1 + CURRENCY_CODES.length;
  return 1 + ORDER_STATUSES.length + ORDER_TYPES.length + request.dealers.length + CURRENCY_CODES.length + request.periods.length * perPeriod;
}

/**
 * The order report of a period with count and sum aggregations: the total, one count per status, per type, per
 * dealer and per sub-period, and the parts orders' value per currency for the range and each sub-period. Runs
 * at most `concurrency` queries at once; rejects with the first failure (admins only: the rules refuse others).
 */
export async function fetchOrderReport(request: OrderReportRequest, options: OrderReportOptions = {}): Promise<OrderReport> {
  const { range, periods, dealers } = request;
  checkPeriod(range, 'report range');
  periods.forEach((period) => checkPeriod(period, 'report period'));

  const report: OrderReport = {
    total: 0,
    parts: emptyPartsTotals(),
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: 0 })),
    byType: ORDER_TYPES.map((type) => ({ type, count: 0 })),
    byDealer: dealers.map(({ id, name }) => ({ id, name, count: 0 })),
    byPeriod: periods.map(({ from, to }) => ({ from, to, count: 0, parts: emptyPartsTotals() })),
  };
  const inRange = createdIn(range);
  // Each job answers one query and puts its number in its place in the report.
  const jobs: (() => Promise<void>)[] = [
    async () => {
      report.total = await countWhere(inRange);
    },
    ...report.byStatus.map((entry) => async () => {
      entry.count = await countWhere([where('status', '==', entry.status), ...inRange]);
    }),
    ...report.byType.map((entry) => async () => {
      entry.count = await countWhere([where('type', '==', entry.type), ...inRange]);
    }),
    ...CURRENCY_CODES.map((code) => async () => {
      report.parts[code] = await partsTotalsIn(range, code);
    }),
    ...report.byPeriod.flatMap((entry) => [
      async () => {
        entry.count = await countWhere(createdIn(entry));
      },
      ...CURRENCY_CODES.map((code) => async () => {
        entry.parts[code] = await partsTotalsIn(entry, code);
      }),
    ]),
    ...report.byDealer.map((entry) => async () => {
      entry.count = await countWhere([where('company', '==', entry.id), ...inRange]);
    }),
  ];

  const total = jobs.length;
  options.onProgress?.({ done: 0, total });
  await mapWithConcurrency(jobs, options.concurrency ?? REPORT_CONCURRENCY, (job) => job(), {
    signal: options.signal,
    onSettled: (done) => options.onProgress?.({ done, total }),
  });

  report.byDealer = report.byDealer
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return report;
}
