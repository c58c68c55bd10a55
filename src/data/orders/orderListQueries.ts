/**
 * The order lists (active orders and the history): live pages by cursor, their counts and the CSV export's read
 * of the whole filtered result, all over one query per filter and sort (src/data/pages.ts), so a list and its
 * count always agree.
 */
import { documentId, getDocs, limit, orderBy, query, Timestamp, where, type QueryConstraint, type Unsubscribe } from 'firebase/firestore';
import { ACTIVE_ORDER_STATUSES, CLOSED_ORDER_STATUSES, type OrderStatus, type OrderType } from '../../reference/orders';
import type { Order } from '../../types/orders';
import { normaliseSearchTerm } from '../orderSearchKeys';
import { countList, fetchAll, subscribeToPage, type Page, type PageCursor } from '../pages';
import { orderFromSnapshot, ordersCollection } from './orderReads';

/** Documents per read when loading a whole list (CSV export). */
export const FETCH_ALL_PAGE_SIZE = 500;

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

/** Newest first: the lists' order until another is chosen. */
export const NEWEST_FIRST: OrderSort = { field: 'createdDate', direction: 'desc' };

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function dayAfter(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
}

/** The where clauses of a filter. */
function filterConstraints(filter: OrderListFilter): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filter.company) constraints.push(where('company', '==', filter.company));
  constraints.push(where('closed', '==', filter.scope === 'history'));
  if (filter.status) constraints.push(where('status', '==', filter.status));
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

const filtered = (filter: OrderListFilter) => query(ordersCollection(), ...filterConstraints(filter));

/** A live page of orders (src/data/pages.ts): pageSize + 1 orders read, `last` the next page's cursor. */
export function subscribeToOrderPage(
  filter: OrderListFilter,
  sort: OrderSort,
  pageSize: number,
  after: PageCursor | null,
  onChange: (page: Page<Order>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeToPage(filtered(filter), sortConstraints(sort), pageSize, after, orderFromSnapshot, onChange, onError);
}

/** How many orders the list of this filter and sort holds, with a count aggregation over the pages' own query. */
export function countOrders(filter: OrderListFilter, sort: OrderSort = NEWEST_FIRST): Promise<number> {
  return countList(filtered(filter), sortConstraints(sort));
}

/** One count per status of the filter's scope (the list of each status tab), in workflow order, ignoring `filter.status`. */
export async function countOrdersByStatus(filter: OrderListFilter, sort: OrderSort = NEWEST_FIRST): Promise<Map<OrderStatus, number>> {
  const statuses: readonly OrderStatus[] = filter.scope === 'active' ? ACTIVE_ORDER_STATUSES : CLOSED_ORDER_STATUSES;
  const counts = await Promise.all(statuses.map(async (status) => [status, await countOrders({ ...filter, status }, sort)] as const));
  return new Map(counts);
}

/** Every matching order (CSV export), read in pages of FETCH_ALL_PAGE_SIZE; onProgress gets the running total. */
export function fetchAllOrders(filter: OrderListFilter, sort: OrderSort, onProgress?: (loaded: number) => void): Promise<Order[]> {
  return fetchAll(filtered(filter), sortConstraints(sort), orderFromSnapshot, onProgress, FETCH_ALL_PAGE_SIZE);
}

/** A company's latest orders, newest first (the dealer's page in the back office). Errors propagate. */
export async function listRecentOrders(companyId: string, count: number): Promise<Order[]> {
  const snapshot = await getDocs(
    query(ordersCollection(), where('company', '==', companyId), orderBy('createdDate', 'desc'), limit(count)),
  );
  return snapshot.docs.map(orderFromSnapshot);
}
