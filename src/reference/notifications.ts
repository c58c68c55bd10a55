/** Notification lifecycle and message texts (spec sections 3 and 4); the status-change SMS text is in sms.ts. */

/** A notification exists only while unread: created 'active', deleted when marked read. */
export const NOTIFICATION_STATUSES = ['active'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Body fields that are bookkeeping, never shown to the reader. */
export const HIDDEN_NOTIFICATION_FIELDS = ['representative', 'createdDate', 'createdBy', 'id'] as const;
