/**
 * What an order list shows (status tab, filters, sort, page size, page), as the list codec keeps it in the URL
 * query, so a reload or a shared link opens the same view; and the data layer's filter it stands for.
 */
import {
  choiceParam,
  dayParam,
  idParam,
  parseDay,
  textParam,
  type ListDefinition,
} from '../../../components/list/listState';
import type { OrderListFilter, OrderSort } from '../../../data/orders/orderListQueries';
import { ACTIVE_ORDER_STATUSES, CLOSED_ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '../../../reference/orders';

/** The date filters read their days with it too. */
export { parseDay };

export type ListScope = 'active' | 'history';
export type SortField = OrderSort['field'];

export interface OrderFilters {
  status: OrderStatus | null;
  type: OrderType | null;
  /** Local calendar days as 'YYYY-MM-DD', both inclusive. */
  from: string | null;
  to: string | null;
  /** Company id (admins only; ignored for everyone else). */
  dealer: string | null;
  search: string;
}

export type OrderListDefinition = ListDefinition<OrderFilters, SortField>;

/** The statuses a scope's tabs offer, in workflow order. */
export function scopeStatuses(scope: ListScope): readonly OrderStatus[] {
  return scope === 'active' ? ACTIVE_ORDER_STATUSES : CLOSED_ORDER_STATUSES;
}

function orderList(scope: ListScope): OrderListDefinition {
  return {
    filters: {
      status: choiceParam('status', scopeStatuses(scope)),
      type: choiceParam('type', ORDER_TYPES),
      from: dayParam('from'),
      to: dayParam('to'),
      dealer: idParam('dealer'),
      search: textParam('q'),
    },
    sort: { fields: { createdDate: 'createdDate', status: 'statusIndex' }, initial: { field: 'createdDate', direction: 'desc' } },
    pageSizes: [10, 25, 50, 100],
    defaultPageSize: 25,
  };
}

export const ORDER_LISTS: Record<ListScope, OrderListDefinition> = { active: orderList('active'), history: orderList('history') };

/** The dealer filter is an admin's: dealers and managers always see their own company's orders. */
export function ignoredFilters(isAdmin: boolean): (keyof OrderFilters)[] {
  return isAdmin ? [] : ['dealer'];
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
 * The data layer's filter for a list's filters: dealers and managers always see their own company, admins
 * everyone's or one dealer's. `from` and `to` are calendar days that the data layer counts whole.
 */
export function toOrderFilter(filters: OrderFilters, { scope, company, isAdmin }: ListFilterInput): OrderListFilter {
  return {
    scope,
    company: isAdmin ? filters.dealer : company,
    status: filters.status,
    type: filters.type,
    from: filters.from ? dayToDate(filters.from) : null,
    to: filters.to ? dayToDate(filters.to) : null,
    search: filters.search.trim(),
  };
}
