import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { retainNotificationFeed, useNotificationsStore } from '../data/notifications/notificationsStore';
import type { AppNotification } from '../types/domain';
import { useSessionStore } from './session';

/** Stable, so the shallow selector below sees no change while signed out. */
const NONE: AppNotification[] = [];

/**
 * The current user's newest notifications (newest first; `more` when older ones wait), live while the calling
 * component is mounted.
 */
export function useNotifications() {
  const uid = useSessionStore((state) => state.currentUser?.id ?? null);

  useEffect(() => {
    if (!uid) return undefined;
    return retainNotificationFeed(uid);
  }, [uid]);

  const state = useNotificationsStore(
    useShallow((store) => ({
      notifications: store.uid === uid ? store.notifications : NONE,
      more: store.uid === uid && store.more,
      status: store.uid === uid ? store.status : 'idle',
      markAsRead: store.markAsRead,
      markAllAsRead: store.markAllAsRead,
      refresh: store.refresh,
    })),
  );
  // Every shown one marked read while older ones wait: those arrive with the listener's next answer.
  const awaitingOlder = state.status === 'live' && state.more && state.notifications.length === 0;
  return { ...state, loading: state.status === 'loading' || (uid !== null && state.status === 'idle') || awaitingOlder };
}
