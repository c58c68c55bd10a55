/** Readers for raw Firestore values: stored data is never trusted to have the shape its type promises. */
import { Timestamp } from 'firebase/firestore';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

export function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function asStringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function asNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function asNumberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * A Timestamp from either SDK (anything with toMillis), else null. A JS Date (the requested date of building and
 * VP order content as the forms produce it, see OrderContentWithDates) is stored as the Timestamp of that instant.
 */
export function asTimestampOrNull(value: unknown): Timestamp | null {
  if (value instanceof Timestamp) return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : Timestamp.fromDate(value);
  if (isRecord(value) && typeof value.toMillis === 'function') {
    return Timestamp.fromMillis((value as { toMillis: () => number }).toMillis());
  }
  return null;
}

/** A missing event time (e.g. a server timestamp not resolved yet) reads as the epoch rather than crashing. */
export function asTimestamp(value: unknown): Timestamp {
  return asTimestampOrNull(value) ?? Timestamp.fromMillis(0);
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
