/** The cells an order list shows, shared by the grid and the CSV export (orderRows.ts) so the two always agree. */
import { formatMoney } from '../../../lib/money';
import type { Order } from '../../../types/orders';

/** The parts order total in the order's currency; null for the other types (priced later, by quote). */
export function orderTotal(order: Order): number | null {
  return order.type === 'parts' ? order.details.total : null;
}

/** The total as the reader's language writes money ('$1,234.50 CAD', '1 234,50 $ CA'); '' when there is none. */
export function formattedTotal(order: Order, locale: string): string {
  const total = orderTotal(order);
  return total === null ? '' : formatMoney(total, order.currency, locale);
}

export function endCustomerName(order: Order): string {
  return order.customer?.name ?? '';
}
