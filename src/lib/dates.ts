/** Firestore Timestamps as people read them, in the reader's time zone. */
import type { DateStamp } from '../types/dates';

/** Anything with toDate(): a Firestore Timestamp from either SDK. */
type TimestampLike = Pick<DateStamp, 'toDate'>;

/** 'Mar 4, 2026'; '' for a missing date (a serverTimestamp() not yet resolved reads as null). */
export function formatDate(value: TimestampLike | null | undefined): string {
  return value ? value.toDate().toLocaleDateString('en-US', { dateStyle: 'medium' }) : '';
}

/** 'Mar 4, 2026, 2:05 PM'. */
export function formatDateTime(value: TimestampLike | null | undefined): string {
  return value ? value.toDate().toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '';
}

/** '2026-03-04' in local time, for file names and CSV cells. */
export function isoDate(value: TimestampLike | null | undefined): string {
  if (!value) return '';
  const date = value.toDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
