/** The per-status counts worth showing: statuses that have orders, in workflow order. */
import { ACTIVE_ORDER_STATUSES, type ActiveOrderStatus } from '../../reference/orders';

export interface StatusCount {
  status: ActiveOrderStatus;
  count: number;
}

export function nonEmptyStatusCounts(counts: ReadonlyMap<ActiveOrderStatus, number>): StatusCount[] {
  return ACTIVE_ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })).filter(
    ({ count }) => count > 0,
  );
}
