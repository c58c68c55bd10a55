/** Dates as the notification menu and dialog show them, in the reader's locale ('en-US', 'fr-CA'). */
import { formatDateTime } from '../../lib/dates';
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

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** '5 minutes ago', 'yesterday' ('il y a 5 minutes', 'hier'); null within the last minute ('just now'). */
export function formatRelativeDate(date: NotificationTime, locale: string, now: number = Date.now()): string | null {
  const elapsed = millisOf(date) - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relativeFormat(locale).format(Math.trunc(elapsed / size), unit);
  }
  return null;
}

/** 'Mar 4, 2025, 2:05 PM' ('4 mars 2025, 14 h 05') in the reader's time zone. */
export function formatFullDate(date: NotificationTime, locale: string): string {
  const millis = millisOf(date);
  return formatDateTime({ toDate: () => new Date(millis) }, locale);
}
