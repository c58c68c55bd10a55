/** Notification lifecycle and message texts (spec sections 3, 4 and 9). */
import { PRODUCT_NAME } from './app';
import type { OrderStatus } from './orders';

/** A notification exists only while unread: created 'active', deleted when marked read. */
export const NOTIFICATION_STATUSES = ['active'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Body fields that are bookkeeping, never shown to the reader. */
export const HIDDEN_NOTIFICATION_FIELDS = ['representative', 'createdDate', 'createdBy', 'id'] as const;

/** The SMS sent to every opted-in user listed on an order whose status changed. */
export function statusChangeSmsText(soNumber: string, status: OrderStatus, product: string = PRODUCT_NAME): string {
  return `${product}: The order status for SO# ${soNumber} has changed to ${status}. For questions, please contact your Calhoun Representative.`;
}
