/** Data access for the `notifications` collection: the only module that talks to Firestore about it. */
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../../lib/firebase/firestore';
import { asTimestamp } from '../documentValues';
import { listAdminIds } from '../adminsApi';
import { getUser, queryUsers } from '../usersApi';
import type { AppNotification, NotificationData, User } from '../../types/domain';
import {
  ADMIN_USERS,
  MAX_WRITES_PER_BATCH,
  buildNotificationDocuments,
  chunk,
  recipientLookup,
  uniqueUsers,
  type NotificationMessage,
  type NotificationRecipients,
  type NotificationSender,
} from './recipients';
import { createRefreshThrottle } from './refreshThrottle';
import { NOTIFICATIONS_READ } from './feedLimit';

const COLLECTION = 'notifications';

export interface CreateNotificationsInput extends NotificationMessage {
  recipients: NotificationRecipients;
  sender: NotificationSender;
}

/** A user's newest notifications, one more than shown (so a flood of them never loads in full). */
function notificationsOf(uid: string) {
  return query(
    collection(db, COLLECTION),
    where('recipient', '==', uid),
    orderBy('data.createdDate', 'desc'),
    limit(NOTIFICATIONS_READ),
  );
}

/**
 * Live list of one user's newest notifications (at most NOTIFICATIONS_READ), newest first. An error is passed to
 * `onError` once (the listener's owner logs it); the listener is then closed by Firestore.
 */
export function subscribeToNotifications(
  uid: string,
  onChange: (notifications: AppNotification[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(notificationsOf(uid), (snapshot) => onChange(snapshot.docs.map(toNotification)), onError);
}

const refreshThrottle = createRefreshThrottle();

/**
 * One-off read of a user's newest notifications (at most NOTIFICATIONS_READ), newest first. Resolves to null when skipped because the previous
 * refresh for this user is under a minute old; to an empty list when loading fails (logged).
 */
export async function fetchNotifications(uid: string): Promise<AppNotification[] | null> {
  if (!refreshThrottle.tryBegin(uid)) return null;
  try {
    const snapshot = await getDocs(notificationsOf(uid));
    return snapshot.docs.map(toNotification);
  } catch (error) {
    refreshThrottle.reset(uid);
    console.error('Unable to load notifications', error);
    return [];
  }
}

/** Marking a notification read deletes it. Rejects on failure so the caller can say so. */
export async function markAsRead(id: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTION, id));
}

/** Deletes several notifications in as few commits as possible. */
export async function markManyAsRead(ids: readonly string[]): Promise<void> {
  for (const group of chunk(ids, MAX_WRITES_PER_BATCH)) {
    const batch = writeBatch(db);
    for (const id of group) batch.delete(doc(db, COLLECTION, id));
    await batch.commit();
  }
}

/**
 * Writes one notification per recipient. Resolves true when every document was written; false (logged, never
 * thrown) when nobody matched the recipients or a write failed.
 */
export async function createNotifications(input: CreateNotificationsInput): Promise<boolean> {
  try {
    const recipientIds = await resolveRecipientIds(input.recipients);
    const documents = buildNotificationDocuments(recipientIds, input, input.sender, serverTimestamp());
    if (documents.length === 0) {
      console.error('Notification not sent: no recipients matched', input.recipients);
      return false;
    }
    for (const group of chunk(documents, MAX_WRITES_PER_BATCH)) {
      const batch = writeBatch(db);
      for (const document of group) batch.set(doc(collection(db, COLLECTION)), document);
      await batch.commit();
    }
    return true;
  } catch (error) {
    console.error('Unable to create notifications', error);
    return false;
  }
}

async function resolveRecipientIds(recipients: NotificationRecipients): Promise<string[]> {
  const lookup = recipientLookup(recipients);
  if (lookup.kind === 'ids') return lookup.ids;
  if (lookup.kind === 'admins') return listAdminIds();
  return (await queryUsers(lookup.filters)).map((user) => user.id);
}

/** The user documents behind a recipient choice (for an admin sending SMS, which needs phones and opt-ins). */
export async function resolveRecipientUsers(recipients: NotificationRecipients): Promise<User[]> {
  const lookup = recipientLookup(recipients);
  if (lookup.kind === 'admins') return uniqueUsers(await queryUsers(ADMIN_USERS));
  if (lookup.kind === 'query') return uniqueUsers(await queryUsers(lookup.filters));
  const users = await Promise.all(lookup.ids.map((id) => getUser(id)));
  return users.filter((user): user is User => user !== null && user !== undefined);
}

function toNotification(snapshot: QueryDocumentSnapshot<DocumentData>): AppNotification {
  // A notification this client just sent shows with the local estimate until the server's time arrives.
  const raw = snapshot.data({ serverTimestamps: 'estimate' });
  const data = (raw.data ?? {}) as Record<string, unknown>;
  const message = toMessage(data.message);
  return {
    id: snapshot.id,
    recipient: String(raw.recipient ?? ''),
    status: 'active',
    data: {
      subject: typeof data.subject === 'string' ? data.subject : '',
      body: toBody(data.body),
      ...(typeof data.link === 'string' && data.link !== '' ? { link: data.link } : {}),
      ...(message ? { message } : {}),
      createdBy: typeof data.createdBy === 'string' ? data.createdBy : '',
      createdByName: typeof data.createdByName === 'string' ? data.createdByName : '',
      createdDate: asTimestamp(data.createdDate),
    },
  };
}

/** A system notice's id and values (systemNotices.ts); anything else is left out, and the notice shows as stored. */
function toMessage(message: unknown): NotificationData['message'] {
  if (!isRecord(message) || typeof message.id !== 'string' || !isRecord(message.values)) return undefined;
  const values = Object.entries(message.values).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]));
  return { id: message.id, values: Object.fromEntries(values) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Bodies are objects; a plain-text body from older senders becomes its message. */
function toBody(body: unknown): Record<string, unknown> {
  if (isRecord(body)) return body;
  if (typeof body === 'string') return { message: body };
  return {};
}
