/** How many active orders sit in each status, in workflow order. */
import { ACTIVE_ORDER_STATUSES, isActiveOrderStatus, isOrderStatus, type ActiveOrderStatus } from '../../reference/orders';

export interface StatusCount {
  status: ActiveOrderStatus;
  count: number;
}

/** Only statuses that have orders; closed or unknown statuses are ignored. */
export function countActiveOrdersByStatus(orders: readonly { status: string }[]): StatusCount[] {
  const counts = new Map<ActiveOrderStatus, number>();
  for (const { status } of orders) {
    if (isOrderStatus(status) && isActiveOrderStatus(status)) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return ACTIVE_ORDER_STATUSES.filter((status) => counts.has(status)).map((status) => ({
    status,
    count: counts.get(status) ?? 0,
  }));
}
