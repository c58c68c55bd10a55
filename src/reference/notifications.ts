/**
 * Notification lifecycle (spec sections 3 and 4). The notices the portal sends itself are stored without words
 * (src/data/notifications/systemNotices.ts); the status-change SMS text is in sms.ts.
 */

/** A notification exists only while unread: created 'active', deleted when marked read. */
export const NOTIFICATION_STATUSES = ['active'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Body fields that are bookkeeping, never shown to the reader. */
export const HIDDEN_NOTIFICATION_FIELDS = ['representative', 'createdDate', 'createdBy', 'id'] as const;
