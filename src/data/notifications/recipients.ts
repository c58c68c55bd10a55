/**
 * Who a notification goes to, and the documents it becomes: the pure half of sending notifications.
 * The data-access module resolves the lookup against `users` and writes the documents.
 */
import type { FieldValue, Timestamp } from 'firebase/firestore';
import type { AppNotification, NotificationData, User } from '../../types/domain';

/** Explicit user ids, every active admin, the active users of one company, or every active user. */
export type NotificationRecipients = readonly string[] | 'admins' | { company: string } | 'all';

export interface UserFilter {
  field: string;
  op: '==';
  value: unknown;
}

/**
 * Where the recipients come from: listed ids, the public admins directory (user documents are private to their
 * company), or a query of user documents.
 */
export type RecipientLookup = { kind: 'ids'; ids: string[] } | { kind: 'admins' } | { kind: 'query'; filters: UserFilter[] };

/** The admins' own user documents, for admins (who may read them) picking SMS recipients. */
export const ADMIN_USERS: UserFilter[] = [
  { field: 'data.admin', op: '==', value: true },
  { field: 'active', op: '==', value: true },
];

export interface NotificationMessage {
  /** As its author wrote it; '' for a notice the portal words for each reader (systemNotices.ts). */
  subject: string;
  body: Record<string, unknown>;
  /** In-app path to jump to from the notification. */
  link?: string;
  /** A notice the portal sends by itself: the id of its words and their values (systemNotices.ts). */
  message?: NotificationData['message'];
}

export interface NotificationSender {
  id: string;
  name: string;
}

/** A notification as written: `data.createdDate` is the server's timestamp sentinel (or a Timestamp in seeds). */
export type NewNotification = Omit<AppNotification, 'id' | 'data'> & {
  data: Omit<NotificationData, 'createdDate'> & { createdDate: Timestamp | FieldValue };
};

/** Firestore commits at most 500 writes at once. */
export const MAX_WRITES_PER_BATCH = 500;

export function recipientLookup(recipients: NotificationRecipients): RecipientLookup {
  if (recipients === 'admins') return { kind: 'admins' };
  if (recipients === 'all') return { kind: 'query', filters: [{ field: 'active', op: '==', value: true }] };
  if (isCompanyRecipients(recipients)) {
    return {
      kind: 'query',
      filters: [
        { field: 'company', op: '==', value: recipients.company },
        { field: 'active', op: '==', value: true },
      ],
    };
  }
  return { kind: 'ids', ids: uniqueIds(recipients) };
}

function isCompanyRecipients(recipients: NotificationRecipients): recipients is { company: string } {
  return typeof recipients === 'object' && !Array.isArray(recipients);
}

/** Trimmed, non-empty, first occurrence kept: one document per person even if a list repeats them. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id.length > 0))];
}

export function uniqueUsers(users: readonly User[]): User[] {
  const seen = new Set<string>();
  return users.filter((user) => !seen.has(user.id) && seen.add(user.id));
}

/**
 * A body as stored: text fields only (the rules take nothing else), so a number such as an order number is
 * written as its digits. Anything else is left for the rules to refuse.
 */
export function storedBody(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]));
}

/** One document per recipient, all sharing the same data. */
export function buildNotificationDocuments(
  recipientIds: readonly string[],
  message: NotificationMessage,
  sender: NotificationSender,
  createdDate: Timestamp | FieldValue,
): NewNotification[] {
  const link = message.link?.trim();
  const data: NewNotification['data'] = {
    subject: message.subject.trim(),
    body: storedBody(message.body),
    ...(link ? { link } : {}),
    ...(message.message ? { message: { id: message.message.id, values: { ...message.message.values } } } : {}),
    createdBy: sender.id,
    createdByName: sender.name,
    createdDate,
  };
  return uniqueIds(recipientIds).map((recipient) => ({ recipient, status: 'active', data: { ...data } }));
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size <= 0) throw new Error('size must be positive');
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
