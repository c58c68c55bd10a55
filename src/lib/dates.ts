/** Firestore Timestamps as people read them, in the reader's time zone and language. */
import type { DateStamp } from '../types/dates';

/** Anything with toDate(): a Firestore Timestamp from either SDK. */
export type TimestampLike = Pick<DateStamp, 'toDate'>;

/** The locale dates were always shown in; a screen passes its language's locale (src/i18n/useFormat). */
const DEFAULT_LOCALE = 'en-US';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** 'Mar 4, 2026' (en-US), '4 mars 2026' (fr-CA); '' for a missing date (an unresolved serverTimestamp() reads as null). */
export function formatDate(value: TimestampLike | null | undefined, locale: string = DEFAULT_LOCALE): string {
  return value ? formatter(locale, { dateStyle: 'medium' }).format(value.toDate()) : '';
}

/** 'Mar 4, 2026, 2:05 PM' (en-US), '4 mars 2026, 14 h 05' (fr-CA). */
export function formatDateTime(value: TimestampLike | null | undefined, locale: string = DEFAULT_LOCALE): string {
  return value ? formatter(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(value.toDate()) : '';
}

/** '2026-03-04' in local time, for file names and CSV cells (the same in every language). */
export function isoDate(value: TimestampLike | null | undefined): string {
  if (!value) return '';
  const date = value.toDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
