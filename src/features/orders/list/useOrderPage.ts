import { useCursorPages } from '../../../components/data/useCursorPages';
import { subscribeToOrderPage, type OrderListFilter, type OrderSort } from '../../../data/ordersApi';
import type { Order } from '../../../types/orders';

/** Identity of a query: a new filter, sort or page size starts again at the first page. */
export function queryKey(filter: OrderListFilter, sort: OrderSort, pageSize: number): string {
  return JSON.stringify({ ...filter, from: filter.from?.getTime() ?? null, to: filter.to?.getTime() ?? null, sort, pageSize });
}

/** One live page of orders (see useCursorPages); each page reads pageSize + 1 orders and nothing else. */
export function useOrderPage(filter: OrderListFilter, sort: OrderSort, pageSize: number, enabled = true) {
  return useCursorPages<Order>(
    queryKey(filter, sort, pageSize),
    (after, onChange, onError) =>
      subscribeToOrderPage(filter, sort, pageSize, after, (page) => onChange({ items: page.orders, hasMore: page.hasMore, last: page.last }), onError),
    'orders',
    enabled,
  );
}
