/** Notification lifecycle and message texts (spec sections 3 and 4); the status-change SMS text is in sms.ts. */

/** A notification exists only while unread: created 'active', deleted when marked read. */
export const NOTIFICATION_STATUSES = ['active'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Body fields that are bookkeeping, never shown to the reader. */
export const HIDDEN_NOTIFICATION_FIELDS = ['representative', 'createdDate', 'createdBy', 'id'] as const;

/**
 * The subject of the in-app notification of a status change ('Order 100007 is now Pre Production'). It is stored
 * once, as text, for the whole company, whose people may read either language: it is written in English.
 */
export function statusChangeNotificationSubject(orderNumber: number, statusLabel: string): string {
  return `Order ${orderNumber} is now ${statusLabel}`;
}
