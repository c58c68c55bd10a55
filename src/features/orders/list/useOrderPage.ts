import { countOrders, subscribeToOrderPage, type OrderListFilter, type OrderSort } from '../../../data/orders/orderListQueries';
import { useServerList, type ListSource } from '../../../data/serverList';
import type { Order } from '../../../types/orders';

export interface OrderQuery {
  filter: OrderListFilter;
  sort: OrderSort;
}

const ORDERS: ListSource<OrderQuery, Order> = {
  name: 'orders',
  subscribe: ({ filter, sort }, pageSize, after, onChange, onError) => subscribeToOrderPage(filter, sort, pageSize, after, onChange, onError),
  count: ({ filter, sort }) => countOrders(filter, sort),
};

/** One live page of orders (each reads pageSize + 1 orders) and how many match in all; null lists nothing. */
export function useOrderPage(query: OrderQuery | null, paging: { pageSize: number; pageIndex: number }) {
  return useServerList(ORDERS, query, paging);
}
