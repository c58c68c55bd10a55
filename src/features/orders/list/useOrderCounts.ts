import { useLiveCounts, type LiveCountsState } from '../../../components/data/useLiveCounts';
import { countOrdersByStatus, type OrderListFilter } from '../../../data/ordersApi';
import type { OrderStatus } from '../../../reference/orders';

export type CountsState = LiveCountsState<{ byStatus: Map<OrderStatus, number>; all: number }>;

/**
 * Orders per status of the list's scope (count aggregations: no order is read), ignoring the status tab so
 * every tab shows its count; 'all' is their sum. `changes` (live updates seen by the list) triggers a recount.
 */
export function useOrderCounts(filter: OrderListFilter, changes: number, enabled = true) {
  const key = JSON.stringify({ ...filter, status: null, from: filter.from?.getTime() ?? null, to: filter.to?.getTime() ?? null });
  return useLiveCounts(
    key,
    changes,
    async () => {
      const byStatus = await countOrdersByStatus({ ...filter, status: null });
      return { byStatus, all: [...byStatus.values()].reduce((sum, n) => sum + n, 0) };
    },
    { label: 'orders', recountDelayMs: 400, enabled },
  );
}
