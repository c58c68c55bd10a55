import { useCallback, useMemo, useState } from 'react';
import { markAsRead as deleteNotification, markManyAsRead, subscribeToNotifications } from '../data/notifications/notificationsApi';
import { NOTIFICATIONS_SHOWN } from '../data/notifications/feedLimit';
import { createRefreshThrottle } from '../data/notifications/refreshThrottle';
import { shownSubject, type WordMessage } from '../data/notifications/systemNoticeWords';
import { useServerSubscription } from '../data/serverState/serverState';
import { useNamespaces, useT } from '../i18n/hooks';
import type { AppNotification } from '../types/domain';
import { useSessionStore } from './session';

/** Stable, so a render without notifications hands out the same list. */
const NONE: readonly AppNotification[] = [];

/** Reading the feed again after a failure happens at most once a minute per user (spec section 9). */
const refreshes = createRefreshThrottle();

function newestFirst(notifications: readonly AppNotification[]): AppNotification[] {
  return [...notifications].sort((a, b) => b.data.createdDate.toMillis() - a.data.createdDate.toMillis());
}

/** A notice the portal sent by itself, with its subject in the reader's words; any other as it was written. */
function inReaderWords(notification: AppNotification, t: WordMessage): AppNotification {
  if (!notification.data.message) return notification;
  return { ...notification, data: { ...notification.data, subject: shownSubject(notification.data, t) } };
}

/**
 * The signed-in user's newest notifications (newest first; `more` when older ones wait), live while the calling
 * component is mounted, each subject in the reader's language (the notices the portal sends by itself are stored
 * without words). A feed that fails is logged and shows as empty (spec section 8); `refresh` listens again.
 */
export function useNotifications() {
  // The words of the portal's own notices, and the order statuses they name.
  useNamespaces('notifications', 'reference');
  const t = useT();
  const uid = useSessionStore((state) => state.currentUser?.id ?? null);
  const feed = useServerSubscription<AppNotification[]>(
    uid === null ? null : `notifications:${uid}`,
    (onValue, onError) => subscribeToNotifications(uid ?? '', onValue, onError),
    { label: 'the notifications', refusalIsError: true },
  );
  // Marked read from here: hidden at once, before the listener's next answer leaves them out.
  const [markedRead, setMarkedRead] = useState<ReadonlySet<string>>(() => new Set());

  const answer = feed.status === 'ready' ? feed.value : NONE;
  const newest = useMemo(
    () => newestFirst(answer).slice(0, NOTIFICATIONS_SHOWN).map((notification) => inReaderWords(notification, t)),
    // `t` changes with the language (and with the messages loaded).
    [answer, t],
  );
  const notifications = useMemo(() => newest.filter((notification) => !markedRead.has(notification.id)), [newest, markedRead]);
  const more = answer.length > NOTIFICATIONS_SHOWN;
  // Every shown one marked read while older ones wait: those arrive with the listener's next answer.
  const awaitingOlder = more && notifications.length === 0;
  const loading = uid !== null && (feed.status === 'loading' || awaitingOlder);

  const hide = useCallback((ids: readonly string[]) => setMarkedRead((known) => new Set([...known, ...ids])), []);
  const markAsRead = useCallback(
    async (id: string) => {
      await deleteNotification(id);
      hide([id]);
    },
    [hide],
  );
  const markAllAsRead = useCallback(async () => {
    const ids = notifications.map((notification) => notification.id);
    await markManyAsRead(ids);
    hide(ids);
  }, [notifications, hide]);

  const { status, retry } = feed;
  const refresh = useCallback(() => {
    if (uid !== null && status === 'error' && refreshes.tryBegin(uid)) retry();
  }, [uid, status, retry]);

  return { notifications, more, loading, markAsRead, markAllAsRead, refresh };
}
