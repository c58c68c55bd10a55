/** Dates as the notification menu and dialog show them. */
import type { DateStamp } from '../../types/dates';

/** A stored Timestamp (a notification's createdDate) or epoch milliseconds (dates inside a body). */
export type NotificationTime = Pick<DateStamp, 'toMillis'> | number;

function millisOf(date: NotificationTime): number {
  return typeof date === 'number' ? date : date.toMillis();
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday', 'just now'. */
export function formatRelativeDate(date: NotificationTime, now: number = Date.now()): string {
  const elapsed = millisOf(date) - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relative.format(Math.trunc(elapsed / size), unit);
  }
  return 'just now';
}

/** 'Mar 4, 2025, 2:05 PM' in the reader's time zone. */
export function formatFullDate(date: NotificationTime): string {
  return new Date(millisOf(date)).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
