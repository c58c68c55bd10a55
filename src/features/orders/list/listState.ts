/**
 * What an order list shows (filters, sort, page size) as it lives in the URL query, so a reload or a
 * shared link opens the same view. Values that do not parse fall back to the defaults, and defaults are
 * left out of the URL to keep links short.
 */
import type { OrderListFilter, OrderSort } from '../../../data/ordersApi';
import {
  ACTIVE_ORDER_STATUSES,
  CLOSED_ORDER_STATUSES,
  isOrderType,
  type OrderStatus,
  type OrderType,
} from '../../../reference/orders';

export type ListScope = 'active' | 'history';
export type SortField = OrderSort['field'];
export type SortDirection = OrderSort['direction'];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface ListState {
  status: OrderStatus | null;
  type: OrderType | null;
  /** Local calendar days as 'YYYY-MM-DD', both inclusive. */
  from: string | null;
  to: string | null;
  /** Company id (admins only; ignored for everyone else). */
  dealer: string | null;
  search: string;
  sort: { field: SortField; direction: SortDirection };
  pageSize: number;
}

export const DEFAULT_SORT = { field: 'createdDate', direction: 'desc' } as const satisfies ListState['sort'];

export function defaultListState(): ListState {
  return { status: null, type: null, from: null, to: null, dealer: null, search: '', sort: { ...DEFAULT_SORT }, pageSize: DEFAULT_PAGE_SIZE };
}

/** The statuses a scope's tabs offer, in workflow order. */
export function scopeStatuses(scope: ListScope): readonly OrderStatus[] {
  return scope === 'active' ? ACTIVE_ORDER_STATUSES : CLOSED_ORDER_STATUSES;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in 'YYYY-MM-DD' form, or null. */
export function parseDay(value: string | null): string | null {
  if (!value || !ISO_DAY.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : null;
}

export function readListState(params: URLSearchParams, scope: ListScope): ListState {
  const state = defaultListState();
  const status = params.get('status');
  if (status && (scopeStatuses(scope) as readonly string[]).includes(status)) state.status = status as OrderStatus;
  const type = params.get('type');
  if (isOrderType(type)) state.type = type;
  state.from = parseDay(params.get('from'));
  state.to = parseDay(params.get('to'));
  state.dealer = params.get('dealer')?.trim() || null;
  state.search = (params.get('q') ?? '').trim();
  const sort = params.get('sort');
  if (sort === 'createdDate' || sort === 'status') state.sort.field = sort === 'status' ? 'statusIndex' : 'createdDate';
  const dir = params.get('dir');
  if (dir === 'asc' || dir === 'desc') state.sort.direction = dir;
  const size = Number(params.get('size'));
  if ((PAGE_SIZES as readonly number[]).includes(size)) state.pageSize = size;
  return state;
}

export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.type) params.set('type', state.type);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.dealer) params.set('dealer', state.dealer);
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.sort.field !== DEFAULT_SORT.field || state.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', state.sort.field === 'statusIndex' ? 'status' : 'createdDate');
    params.set('dir', state.sort.direction);
  }
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

/** True when anything narrows the list beyond its scope (the status tab included). */
export function hasFilters(state: ListState, isAdmin: boolean): boolean {
  return Boolean(state.status || state.type || state.from || state.to || state.search || (isAdmin && state.dealer));
}

/** The state with every filter cleared; sort and page size stay as chosen. */
export function clearFilters(state: ListState): ListState {
  return { ...defaultListState(), sort: state.sort, pageSize: state.pageSize };
}

/** Local midnight of a 'YYYY-MM-DD' day. */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export interface ListFilterInput {
  scope: ListScope;
  /** The signed-in user's company (used for everyone but admins). */
  company: string | null;
  isAdmin: boolean;
}

/**
 * The data layer's filter for a list state: dealers and managers always see their own company, admins
 * everyone's or one dealer's. `from` and `to` are calendar days that the data layer counts whole.
 */
export function toOrderFilter(state: ListState, { scope, company, isAdmin }: ListFilterInput): OrderListFilter {
  return {
    scope,
    company: isAdmin ? state.dealer : company,
    status: state.status,
    type: state.type,
    from: state.from ? dayToDate(state.from) : null,
    to: state.to ? dayToDate(state.to) : null,
    search: state.search.trim(),
  };
}
