/**
 * Timestamps and durations as nanosecond BigInts: exact over the whole range Firestore timestamps take
 * (years 1 to 9999), and arithmetic between them needs no carrying.
 */
import { civilFromDays, daysFromCivil, daysInMonth, parseTimestamp } from '../engine/values.js';
import { evalError } from './errors.js';
import { RDuration, RTimestamp } from './values.js';

export const NANOS_PER_MILLI = 1_000_000n;
export const NANOS_PER_SECOND = 1_000_000_000n;
const NANOS_PER_MINUTE = 60n * NANOS_PER_SECOND;
const NANOS_PER_HOUR = 60n * NANOS_PER_MINUTE;
const NANOS_PER_DAY = 24n * NANOS_PER_HOUR;

/** 0001-01-01T00:00:00Z and the last nanosecond of 9999-12-31, as Firestore bounds timestamps. */
const MIN_NANOS = -62_135_596_800n * NANOS_PER_SECOND;
const MAX_NANOS = 253_402_300_800n * NANOS_PER_SECOND - 1n;

export function timestamp(nanos: bigint): RTimestamp {
  if (nanos < MIN_NANOS || nanos > MAX_NANOS) evalError('Timestamp out of range.');
  return new RTimestamp(nanos);
}

/** An RFC 3339 timestamp, as Firestore and GCS JSON write them; throws the engine's error when malformed. */
export function fromRfc3339(text: string): RTimestamp {
  const { seconds, nanos } = parseTimestamp(text);
  return new RTimestamp(BigInt(seconds) * NANOS_PER_SECOND + BigInt(nanos));
}

/** Milliseconds since the epoch (a JS date, a number in Storage metadata); a fraction is dropped. */
export function fromMillis(ms: number): RTimestamp {
  return new RTimestamp(BigInt(Math.trunc(ms)) * NANOS_PER_MILLI);
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

interface TimestampParts {
  year: number;
  month: number;
  day: number;
  /** Days since the epoch. */
  epochDay: number;
  /** Nanoseconds since midnight. */
  nanosOfDay: bigint;
}

function timestampParts(t: RTimestamp): TimestampParts {
  const days = floorDiv(t.nanos, NANOS_PER_DAY);
  const [year, month, day] = civilFromDays(Number(days));
  return { year, month, day, epochDay: Number(days), nanosOfDay: t.nanos - days * NANOS_PER_DAY };
}

export function timestampFromDate(year: number, month: number, day: number): RTimestamp {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) evalError('Invalid date.');
  return timestamp(BigInt(daysFromCivil(year, month, day)) * NANOS_PER_DAY);
}

/** The timestamp methods: calendar fields in UTC. */
export function timestampField(t: RTimestamp, field: string): bigint | RTimestamp | RDuration {
  const p = timestampParts(t);
  switch (field) {
    case 'year':
      return BigInt(p.year);
    case 'month':
      return BigInt(p.month);
    case 'day':
      return BigInt(p.day);
    case 'hours':
      return p.nanosOfDay / NANOS_PER_HOUR;
    case 'minutes':
      return (p.nanosOfDay % NANOS_PER_HOUR) / NANOS_PER_MINUTE;
    case 'seconds':
      return (p.nanosOfDay % NANOS_PER_MINUTE) / NANOS_PER_SECOND;
    case 'nanos':
      return p.nanosOfDay % NANOS_PER_SECOND;
    case 'date':
      return new RTimestamp(t.nanos - p.nanosOfDay);
    case 'time':
      return new RDuration(p.nanosOfDay);
    case 'toMillis':
      return floorDiv(t.nanos, NANOS_PER_MILLI);
    case 'dayOfWeek':
      // ISO weekday, Monday = 1 .. Sunday = 7; 1970-01-01 was a Thursday.
      return BigInt(((((p.epochDay + 3) % 7) + 7) % 7) + 1);
    case 'dayOfYear':
      return BigInt(p.epochDay - daysFromCivil(p.year, 1, 1) + 1);
    default:
      return evalError(`Function not found error: Name: [${field}].`);
  }
}

const DURATION_UNITS: Readonly<Record<string, bigint>> = {
  w: 7n * NANOS_PER_DAY,
  d: NANOS_PER_DAY,
  h: NANOS_PER_HOUR,
  m: NANOS_PER_MINUTE,
  s: NANOS_PER_SECOND,
  ms: NANOS_PER_MILLI,
  ns: 1n,
};

export function durationOf(magnitude: bigint, unit: string): RDuration {
  const scale = DURATION_UNITS[unit];
  if (scale === undefined) evalError(`Invalid duration unit: ${JSON.stringify(unit)}.`);
  return new RDuration(magnitude * scale);
}

export function durationFromTime(hours: bigint, minutes: bigint, seconds: bigint, nanos: bigint): RDuration {
  return new RDuration(hours * NANOS_PER_HOUR + minutes * NANOS_PER_MINUTE + seconds * NANOS_PER_SECOND + nanos);
}
