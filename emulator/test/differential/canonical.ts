/**
 * A plain form of what firebase-admin hands back, so answers from the two servers compare with a string
 * equality: every value keeps its Firestore type (an integer, read as a BigInt, is not the double of the same
 * number; NaN and -0 are spelt out), and map keys are sorted.
 */
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';

export type Canonical = null | boolean | string | Canonical[] | { [key: string]: Canonical };

function double(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (Object.is(n, -0)) return '-0';
  return String(n);
}

export function canonical(value: unknown): Canonical {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return `int:${value}`;
  if (typeof value === 'number') return `double:${double(value)}`;
  if (typeof value === 'string') return `string:${value}`;
  if (value instanceof Timestamp) return `timestamp:${value.seconds}.${String(value.nanoseconds).padStart(9, '0')}`;
  if (value instanceof GeoPoint) return `geo:${double(value.latitude)},${double(value.longitude)}`;
  if (value instanceof DocumentReference) return `ref:${value.path}`;
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('base64')}`;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return `unknown:${String(value)}`;
}

/** A short, readable rendering for the report (long answers are cut). */
export function render(value: unknown, max = 600): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}
