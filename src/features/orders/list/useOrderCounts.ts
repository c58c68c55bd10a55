import { countOrdersByStatus } from '../../../data/orders/orderListQueries';
import { useServerCount, type ServerListState } from '../../../data/serverList';
import { shownValue } from '../../../data/serverState/serverState';
import type { Order } from '../../../types/orders';
import type { OrderQuery } from './useOrderPage';

/**
 * Orders per status of the list's scope (count aggregations: no order is read), ignoring the status tab so
 * every tab shows its count; they start once the list's rows have come, and count again after its live changes.
 * Null while unknown.
 */
export function useOrderCounts(query: OrderQuery | null, list: ServerListState<Order>) {
  const tabs = query && { filter: { ...query.filter, status: null }, sort: query.sort };
  const counts = useServerCount(
    tabs && list.answered ? `order-counts|${JSON.stringify(tabs)}` : null,
    () => (tabs ? countOrdersByStatus(tabs.filter, tabs.sort) : Promise.resolve(null)),
    list.changes,
    { label: 'the orders per status' },
  );
  return shownValue(counts) ?? null;
}
