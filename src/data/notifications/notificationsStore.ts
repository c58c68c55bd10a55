/**
 * The signed-in user's notifications, kept live by one Firestore listener shared by every component that
 * shows them. The listener runs while at least one such component is mounted for the current user, so it
 * starts on sign-in (the top nav's bell mounts) and stops on sign-out (the nav and screens unmount).
 */
import { create } from 'zustand';
import type { AppNotification } from '../../types/domain';
import { fetchNotifications, markAsRead, markManyAsRead, subscribeToNotifications } from './notificationsApi';
import { NOTIFICATIONS_SHOWN } from './feedLimit';

export type NotificationsStatus = 'idle' | 'loading' | 'live' | 'error';

interface NotificationsState {
  uid: string | null;
  /** The newest NOTIFICATIONS_SHOWN, newest first. */
  notifications: AppNotification[];
  /** Older ones wait beyond those shown. */
  more: boolean;
  status: NotificationsStatus;
  markAsRead(id: string): Promise<void>;
  markAllAsRead(): Promise<void>;
  /** One-off reload, used only when the live listener has failed (the listener is otherwise current). */
  refresh(): Promise<void>;
}

export const useNotificationsStore = create<NotificationsState>()((set, get) => ({
  uid: null,
  notifications: [],
  more: false,
  status: 'idle',
  async markAsRead(id) {
    await markAsRead(id);
    set((state) => ({ notifications: state.notifications.filter((notification) => notification.id !== id) }));
  },
  async markAllAsRead() {
    const ids = get().notifications.map((notification) => notification.id);
    await markManyAsRead(ids);
    set((state) => ({ notifications: state.notifications.filter((notification) => !ids.includes(notification.id)) }));
  },
  async refresh() {
    const { uid, status } = get();
    if (!uid || status === 'live') return;
    const notifications = await fetchNotifications(uid);
    if (notifications !== null && get().uid === uid) set(newest(notifications));
  },
}));

/** The ones shown, and whether the listener saw more than that. */
function newest(notifications: readonly AppNotification[]): Pick<NotificationsState, 'notifications' | 'more'> {
  return { notifications: sortNewestFirst(notifications).slice(0, NOTIFICATIONS_SHOWN), more: notifications.length > NOTIFICATIONS_SHOWN };
}

export function sortNewestFirst(notifications: readonly AppNotification[]): AppNotification[] {
  return [...notifications].sort((a, b) => b.data.createdDate.toMillis() - a.data.createdDate.toMillis());
}

interface Feed {
  uid: string;
  consumers: number;
  unsubscribe: () => void;
}

let feed: Feed | null = null;

/** Registers one consumer of `uid`'s notifications; the returned function releases it. */
export function retainNotificationFeed(uid: string): () => void {
  if (feed && feed.uid !== uid) stopFeed();
  const current = feed ?? startFeed(uid);
  current.consumers += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (feed !== current) return;
    current.consumers -= 1;
    if (current.consumers === 0) stopFeed();
  };
}

function startFeed(uid: string): Feed {
  useNotificationsStore.setState({ uid, notifications: [], more: false, status: 'loading' });
  const started: Feed = { uid, consumers: 0, unsubscribe: () => undefined };
  feed = started;
  started.unsubscribe = subscribeToNotifications(
    uid,
    (notifications) => {
      if (feed === started) useNotificationsStore.setState({ ...newest(notifications), status: 'live' });
    },
    () => {
      // Spec: a failure to load notifications is only logged (by the api) and an empty list is used.
      if (feed === started) useNotificationsStore.setState({ notifications: [], more: false, status: 'error' });
    },
  );
  return started;
}

function stopFeed(): void {
  feed?.unsubscribe();
  feed = null;
  useNotificationsStore.setState({ uid: null, notifications: [], more: false, status: 'idle' });
}
