/**
 * Orders: types, the status workflow and lead sources (spec sections 3 and 4). Types, statuses and lead sources
 * are stored values (codes, written as the spec writes them), the same whatever the reader's language; people read
 * them through src/reference/labels/orders.ts, in their language.
 */

export const ORDER_TYPES = ['parts', 'cover', 'building', 'vp'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Statuses in workflow order; an order advances through them one step at a time. */
export const ORDER_STATUSES = [
  'pending',
  'order received',
  'drawings in engineering',
  'drawings out for approval',
  'drawings out for analysis',
  'drawings stamped',
  'pre production',
  'post production',
  'ready for shipment',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Terminal statuses: such orders belong to the order history, every other status is active. */
export const CLOSED_ORDER_STATUSES = ['delivered', 'cancelled'] as const satisfies readonly OrderStatus[];
export type ClosedOrderStatus = (typeof CLOSED_ORDER_STATUSES)[number];
export type ActiveOrderStatus = Exclude<OrderStatus, ClosedOrderStatus>;

export const ACTIVE_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is ActiveOrderStatus => !(CLOSED_ORDER_STATUSES as readonly string[]).includes(status),
);

export const ORDER_LEAD_SOURCES = ['Own Lead', 'Calhoun', 'Other Dealer'] as const;
export type OrderLeadSource = (typeof ORDER_LEAD_SOURCES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

export function isActiveOrderStatus(status: OrderStatus): status is ActiveOrderStatus {
  return !(CLOSED_ORDER_STATUSES as readonly string[]).includes(status);
}

/** Position in the workflow, for sorting; -1 for an unknown value. */
export function orderStatusIndex(status: string): number {
  return (ORDER_STATUSES as readonly string[]).indexOf(status);
}

/**
 * 'drawings out for approval' -> 'Drawings Out For Approval': a status in English, for developers' messages of
 * refused status changes (src/data/orders/orderWrites.ts); people (and the mails they get) read statuses through
 * labels/orders.ts, and the server's refusals name them by their label ids.
 */
export function orderStatusLabel(status: OrderStatus): string {
  return status.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

const SHIPPED_INDEX = ORDER_STATUSES.indexOf('shipped');

export function isClosedStatus(status: OrderStatus): boolean {
  return (CLOSED_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * Where an order may go from `from`: any later status (skipping steps is allowed), and 'cancelled' only before
 * the order has shipped. A closed order goes nowhere.
 */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  if (isClosedStatus(from)) return [];
  const fromIndex = ORDER_STATUSES.indexOf(from);
  const later = ORDER_STATUSES.filter((status, index) => index > fromIndex && status !== 'cancelled');
  return fromIndex < SHIPPED_INDEX ? [...later, 'cancelled'] : later;
}

/** An SO number is needed once the order is received (every status after pending except 'cancelled'). */
export function soNumberRequired(status: OrderStatus): boolean {
  return status !== 'pending' && status !== 'cancelled';
}
