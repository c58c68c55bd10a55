import { useMemo } from 'react';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { formatFullDate, formatRelativeDate, type NotificationTime } from './formatNotificationDate';

export interface NotificationDates {
  /** '5 minutes ago', 'just now'. */
  relative: (date: NotificationTime) => string;
  /** 'Mar 4, 2025, 2:05 PM'. */
  full: (date: NotificationTime) => string;
}

/** A notification's dates in the reader's language. */
export function useNotificationDates(): NotificationDates {
  const t = useT();
  const { locale } = useFormat();
  return useMemo(
    () => ({
      relative: (date) => formatRelativeDate(date, locale) ?? t('notifications.justNow'),
      full: (date) => formatFullDate(date, locale),
    }),
    [t, locale],
  );
}
