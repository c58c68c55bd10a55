/**
 * Firestore values: the cross-type total order, equality, timestamps, validation and numeric helpers.
 * Everything here follows the production backend's semantics, which the SDKs rely on for query results.
 */
import { invalidArgument } from './errors.js';
import { memoizeByString } from './memo.js';
import type { Value } from './types.js';

/** Maximum nesting of maps/arrays: a map or array that is a top-level field's value is at depth 1. */
export const MAX_DEPTH = 20;
/** Largest string or bytes value Firestore stores: 1 MiB - 89 bytes. */
export const MAX_STRING_BYTES = 1_048_487;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Type classes in Firestore's cross-type order. Vectors sit between arrays and maps. */
const TypeOrder = {
  NULL: 0,
  BOOLEAN: 1,
  NUMBER: 2,
  TIMESTAMP: 3,
  STRING: 4,
  BYTES: 5,
  REFERENCE: 6,
  GEOPOINT: 7,
  ARRAY: 8,
  VECTOR: 9,
  MAP: 10,
} as const;

export function typeOrder(v: Value): number {
  if ('nullValue' in v) return TypeOrder.NULL;
  if ('booleanValue' in v) return TypeOrder.BOOLEAN;
  if ('integerValue' in v || 'doubleValue' in v) return TypeOrder.NUMBER;
  if ('timestampValue' in v) return TypeOrder.TIMESTAMP;
  if ('stringValue' in v) return TypeOrder.STRING;
  if ('bytesValue' in v) return TypeOrder.BYTES;
  if ('referenceValue' in v) return TypeOrder.REFERENCE;
  if ('geoPointValue' in v) return TypeOrder.GEOPOINT;
  if ('arrayValue' in v) return TypeOrder.ARRAY;
  if ('mapValue' in v) return isVector(v) ? TypeOrder.VECTOR : TypeOrder.MAP;
  throw invalidArgument(`Unknown value kind: ${JSON.stringify(v)}`);
}

/** A vector embedding: `{__type__: "__vector__", value: [doubles]}` as a map. */
function isVector(v: Value): boolean {
  if (!('mapValue' in v)) return false;
  const type = v.mapValue.fields?.__type__;
  return !!type && 'stringValue' in type && type.stringValue === '__vector__';
}

// ---------------------------------------------------------------------------------------------
// Numbers

export function isNumber(v: Value): v is { integerValue: string } | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' } {
  return 'integerValue' in v || 'doubleValue' in v;
}

export function isInteger(v: Value): v is { integerValue: string } {
  return 'integerValue' in v;
}

export function isNaNValue(v: Value): boolean {
  return 'doubleValue' in v && Number.isNaN(toDouble(v.doubleValue));
}

export function isNullValue(v: Value): boolean {
  return 'nullValue' in v;
}

/** A proto3 JSON double (number, or 'NaN'/'Infinity'/'-Infinity'/numeric string) as a JS number. */
export function toDouble(d: number | string): number {
  if (typeof d === 'number') return d;
  if (d === 'NaN') return NaN;
  if (d === 'Infinity') return Infinity;
  if (d === '-Infinity') return -Infinity;
  return Number(d);
}

/** An int64 (decimal string or JS number) as a BigInt. */
export function toBigInt(i: string | number): bigint {
  return BigInt(i);
}

/** Numeric value as a JS number (integers beyond 2^53 lose precision); NaN for non-numbers. */
export function toNumber(v: Value): number {
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return toDouble(v.doubleValue);
  return NaN;
}

export function doubleValue(n: number): Value {
  if (Number.isNaN(n)) return { doubleValue: 'NaN' };
  if (n === Infinity) return { doubleValue: 'Infinity' };
  if (n === -Infinity) return { doubleValue: '-Infinity' };
  return { doubleValue: n };
}

export function integerValue(i: bigint | number): Value {
  return { integerValue: String(i) };
}

const cmp = (a: number | bigint, b: number | bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** Exact comparison of a 64-bit integer with a double (neither side rounded). NaN is below everything. */
function compareIntDouble(i: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const floor = Math.floor(d);
  const c = cmp(i, BigInt(floor));
  if (c !== 0) return c;
  return floor === d ? 0 : -1; // i == floor(d) < d when d has a fraction
}

/**
 * A number as a double when that double is its exact value: every double, and integers below 2^53 in
 * magnitude; undefined for larger integers. (Parsing rounds, so the test is on the parsed double: an
 * integer of 2^53 + 1 parses to 2^53, which is therefore not accepted as exact.)
 */
function exactDouble(v: Value): number | undefined {
  if ('doubleValue' in v) return toDouble(v.doubleValue);
  if (!('integerValue' in v)) return undefined;
  const n = Number(v.integerValue);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Firestore numeric order: NaN first, then all integers and doubles by exact mathematical value. */
export function compareNumbers(a: Value, b: Value): number {
  // Queries compare numbers constantly and almost all are doubles or small integers: compare those as
  // doubles (exact, as both are exactly representable) and keep BigInt for int64s beyond 2^53.
  const x = exactDouble(a);
  const y = exactDouble(b);
  if (x !== undefined && y !== undefined) return compareDoubles(x, y);
  if ('integerValue' in a) {
    if ('integerValue' in b) return cmp(toBigInt(a.integerValue), toBigInt(b.integerValue));
    return compareIntDouble(toBigInt(a.integerValue), toNumber(b));
  }
  if ('integerValue' in b) return -compareIntDouble(toBigInt(b.integerValue), toNumber(a)) || 0; // never -0
  return compareDoubles(toNumber(a), toNumber(b));
}

/** Doubles with NaN lowest and -0 equal to 0. */
function compareDoubles(x: number, y: number): number {
  const xn = Number.isNaN(x);
  const yn = Number.isNaN(y);
  if (xn || yn) return xn && yn ? 0 : xn ? -1 : 1;
  return cmp(x, y);
}

/**
 * `a + b` as FieldTransform.increment computes it: integer arithmetic that saturates at the int64
 * bounds when both are integers, IEEE double arithmetic as soon as either is a double.
 */
export function addNumbers(a: Value, b: Value): Value {
  if ('integerValue' in a && 'integerValue' in b) {
    const sum = toBigInt(a.integerValue) + toBigInt(b.integerValue);
    return integerValue(sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum);
  }
  return doubleValue(toNumber(a) + toNumber(b));
}

// ---------------------------------------------------------------------------------------------
// Strings, bytes, references

/**
 * UTF-8 byte order, which is Unicode code point order. UTF-16 code unit order disagrees only when a
 * surrogate (a code point above U+FFFF) meets a unit in U+E000..U+FFFF, so remap the units so that
 * surrogates sort above every other BMP unit, then compare unit by unit.
 */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return cmp(codePointRank(x), codePointRank(y));
  }
  return cmp(a.length, b.length);
}

function codePointRank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

function decodeBytes(b64: string): Buffer {
  return Buffer.from(b64, 'base64');
}

function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(decodeBytes(a), decodeBytes(b));
}

/** Resource names compare segment by segment (so `a/b` < `a-c`, unlike plain string order). */
export function compareResourceNames(a: string, b: string): number {
  if (a === b) return 0;
  // Sorts mostly compare names in one collection: only their last segments differ.
  const slash = a.lastIndexOf('/');
  if (slash !== -1 && slash === b.lastIndexOf('/') && a.slice(0, slash) === b.slice(0, slash)) {
    return compareSegments(a.slice(slash + 1), b.slice(slash + 1));
  }
  const x = a.split('/');
  const y = b.split('/');
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(x[i]!, y[i]!);
    if (c !== 0) return c;
  }
  return cmp(x.length, y.length);
}

const NUMERIC_ID = /^__id(-?\d+)__$/;
const UNDERSCORE = 0x5f;

/** Numeric ids (`__id123__`, from legacy Datastore keys) sort first, by value; other segments by UTF-8. */
function compareSegments(a: string, b: string): number {
  const na = a.charCodeAt(0) === UNDERSCORE ? NUMERIC_ID.exec(a) : null;
  const nb = b.charCodeAt(0) === UNDERSCORE ? NUMERIC_ID.exec(b) : null;
  if (na && nb) return cmp(BigInt(na[1]!), BigInt(nb[1]!));
  if (na || nb) return na ? -1 : 1;
  return compareUtf8(a, b);
}

// ---------------------------------------------------------------------------------------------
// Timestamps

export interface Timestamp {
  seconds: number;
  nanos: number;
}

const MIN_SECONDS = -62_135_596_800; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253_402_300_799; // 9999-12-31T23:59:59Z
const TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(z: number): [number, number, number] {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return [era * 400 + yoe + (m <= 2 ? 1 : 0), m, d];
}

export const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** RFC 3339 (`Z` or a numeric offset, up to nanoseconds) to seconds/nanos since the epoch. */
export function parseTimestamp(s: string): Timestamp {
  const m = typeof s === 'string' ? TIMESTAMP_RE.exec(s) : null;
  if (!m) throw invalidArgument(`Invalid timestamp: ${JSON.stringify(s)}`);
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
    throw invalidArgument(`Invalid timestamp: ${JSON.stringify(s)}`);
  }
  let offset = 0;
  if (m[8] === undefined) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) throw invalidArgument(`Invalid timestamp offset: ${JSON.stringify(s)}`);
    offset = (m[9] === '-' ? -1 : 1) * (oh * 3600 + om * 60);
  }
  const seconds = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset;
  if (!timestampSecondsInRange(seconds)) {
    throw invalidArgument(`Timestamp out of range (0001-01-01 to 9999-12-31): ${JSON.stringify(s)}`);
  }
  const nanos = m[7] ? Number(m[7].padEnd(9, '0')) : 0;
  return { seconds, nanos };
}

/** Whether seconds since the epoch lie in the range timestamps may take: 0001-01-01 to 9999-12-31. */
export function timestampSecondsInRange(seconds: number): boolean {
  return seconds >= MIN_SECONDS && seconds <= MAX_SECONDS;
}

function p2(n: number): string {
  return String(n).padStart(2, '0');
}

/** UTC RFC 3339 with 0, 3, 6 or 9 fractional digits, as proto3 JSON renders timestamps. */
export function formatTimestamp(t: Timestamp): string {
  // Carry out-of-range nanos (e.g. from arithmetic on timestamps) into the seconds.
  const carry = Math.floor(Math.trunc(t.nanos) / 1e9);
  const seconds = Math.floor(t.seconds) + carry;
  const nanos = Math.trunc(t.nanos) - carry * 1e9;
  const days = Math.floor(seconds / 86400);
  const rem = seconds - days * 86400;
  const [y, mo, d] = civilFromDays(days);
  const date = `${String(y).padStart(4, '0')}-${p2(mo)}-${p2(d)}`;
  const time = `${p2(Math.floor(rem / 3600))}:${p2(Math.floor((rem % 3600) / 60))}:${p2(rem % 60)}`;
  return `${date}T${time}${fractionDigits(nanos)}Z`;
}

/** The fraction of a second proto3 JSON prints for `nanos` (below 1e9): none, or 3, 6 or 9 digits. */
export function fractionDigits(nanos: number): string {
  if (!(nanos > 0)) return '';
  const digits = String(nanos).padStart(9, '0');
  return '.' + (nanos % 1_000_000 === 0 ? digits.slice(0, 3) : nanos % 1000 === 0 ? digits.slice(0, 6) : digits);
}

function compareTimestamps(a: Timestamp, b: Timestamp): number {
  return cmp(a.seconds, b.seconds) || cmp(a.nanos, b.nanos);
}

// Sorting re-parses the same strings many times.
const cachedTimestamp = memoizeByString(parseTimestamp);

// ---------------------------------------------------------------------------------------------
// The total order

/** Firestore's total order over all values (the order queries sort by and filters compare with). */
export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return cmp(ta, tb);
  switch (ta) {
    case TypeOrder.NULL:
      return 0;
    case TypeOrder.BOOLEAN:
      return cmp(Number((a as { booleanValue: boolean }).booleanValue), Number((b as { booleanValue: boolean }).booleanValue));
    case TypeOrder.NUMBER:
      return compareNumbers(a, b);
    case TypeOrder.TIMESTAMP:
      return compareTimestamps(
        cachedTimestamp((a as { timestampValue: string }).timestampValue),
        cachedTimestamp((b as { timestampValue: string }).timestampValue),
      );
    case TypeOrder.STRING:
      return compareUtf8((a as { stringValue: string }).stringValue, (b as { stringValue: string }).stringValue);
    case TypeOrder.BYTES:
      return compareBytes((a as { bytesValue: string }).bytesValue, (b as { bytesValue: string }).bytesValue);
    case TypeOrder.REFERENCE:
      return compareResourceNames((a as { referenceValue: string }).referenceValue, (b as { referenceValue: string }).referenceValue);
    case TypeOrder.GEOPOINT: {
      const x = (a as { geoPointValue: { latitude?: number; longitude?: number } }).geoPointValue;
      const y = (b as { geoPointValue: { latitude?: number; longitude?: number } }).geoPointValue;
      return compareDoubles(x.latitude ?? 0, y.latitude ?? 0) || compareDoubles(x.longitude ?? 0, y.longitude ?? 0);
    }
    case TypeOrder.ARRAY:
      return compareArrays(arrayElements(a), arrayElements(b));
    case TypeOrder.VECTOR: {
      const x = arrayElements(mapFields(a).value ?? { arrayValue: {} });
      const y = arrayElements(mapFields(b).value ?? { arrayValue: {} });
      return cmp(x.length, y.length) || compareArrays(x, y);
    }
    default:
      return compareMaps(mapFields(a), mapFields(b));
  }
}

export function arrayElements(v: Value): Value[] {
  return 'arrayValue' in v ? (v.arrayValue.values ?? []) : [];
}

function mapFields(v: Value): Record<string, Value> {
  return 'mapValue' in v ? (v.mapValue.fields ?? {}) : {};
}

function compareArrays(x: Value[], y: Value[]): number {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(x[i]!, y[i]!);
    if (c !== 0) return c;
  }
  return cmp(x.length, y.length);
}

/** Maps compare as their entries sorted by key: key, then value, pair by pair, then size. */
function compareMaps(x: Record<string, Value>, y: Record<string, Value>): number {
  const kx = Object.keys(x).sort(compareUtf8);
  const ky = Object.keys(y).sort(compareUtf8);
  const n = Math.min(kx.length, ky.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(kx[i]!, ky[i]!) || compareValues(x[kx[i]!]!, y[ky[i]!]!);
    if (c !== 0) return c;
  }
  return cmp(kx.length, ky.length);
}

/**
 * Equality as the backend matches `==`, `in` and `array-contains`: numbers by value across integer
 * and double (1 == 1.0, -0 == 0), NaN equal to NaN, containers element by element.
 */
export function valuesEqual(a: Value, b: Value): boolean {
  // Strings are equal only to identical strings: the common case needs no ordering.
  if ('stringValue' in a) return 'stringValue' in b && a.stringValue === b.stringValue;
  return compareValues(a, b) === 0;
}

// ---------------------------------------------------------------------------------------------
// Validation

const KINDS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
] as const;

const KIND_SET: ReadonlySet<string> = new Set(KINDS);

function invalidKind(kind: string, why: string): never {
  throw invalidArgument(`Invalid ${kind}: ${why}`);
}

const BASE64_RE = /^[A-Za-z0-9+/_-]*={0,2}$/;
const REFERENCE_RE = /^projects\/[^/]+\/databases\/[^/]+\/documents\/(.+)$/;

export interface ValidateOptions {
  /** Filter operands of `in`/`not-in`/`array-contains-any` may list arrays; stored documents may not nest them. */
  allowNestedArrays?: boolean;
  /** The document's top-level field the value belongs to, named in the nesting error as production names it. */
  property?: string;
  /** The value is stored in a document: its map keys may not be reserved names (vector maps aside). */
  stored?: boolean;
}

/** Field names of the form `__.+__` are reserved: the document key `__name__` and vector maps' `__type__` among them. */
export const isReservedName = (name: string): boolean => name.length > 4 && name.startsWith('__') && name.endsWith('__');

/** A stored map's keys: no reserved name, unless the map is a vector (`__type__: "__vector__"` with a `value`). */
function checkStoredKeys(fields: Record<string, unknown>, property: string | undefined): void {
  if (Object.hasOwn(fields, '__type__')) {
    const type = fields.__type__ as { stringValue?: unknown } | null;
    if (type?.stringValue !== '__vector__') throw invalidArgument(`Property ${property ?? ''} contains an invalid nested entity.`);
    if (!Object.hasOwn(fields, 'value')) throw invalidArgument("Vector map is missing key 'value'.");
    return;
  }
  const reserved = Object.keys(fields).find(isReservedName);
  if (reserved !== undefined) throw invalidArgument(`field name '${reserved}' is reserved.`);
}

/**
 * Throws INVALID_ARGUMENT unless `v` is a well-formed proto3 JSON Value that Firestore would store.
 * `depth` is the nesting level of `v` (1 for a top-level field value).
 */
export function validateValue(v: unknown, depth = 1, options: ValidateOptions = {}): asserts v is Value {
  // Only maps and arrays add a level (`{a: {b: 1}}` is 2 deep); recursion stops at the first one too deep.
  if (depth > MAX_DEPTH && typeof v === 'object' && v !== null && ('mapValue' in v || 'arrayValue' in v)) {
    throw invalidArgument(
      options.property !== undefined
        ? `Property ${options.property} contains an invalid nested entity.`
        : `Value is nested more than ${MAX_DEPTH} levels deep.`,
    );
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw invalidArgument(`Invalid value: expected an object with one value kind, got ${JSON.stringify(v)}.`);
  }
  const kinds = Object.keys(v);
  const unknown = kinds.find((k) => !KIND_SET.has(k));
  if (unknown !== undefined) throw invalidArgument(`Invalid value: unknown field ${JSON.stringify(unknown)}.`);
  if (kinds.length !== 1) {
    throw invalidArgument(kinds.length === 0 ? 'Invalid value: no value kind set.' : `Invalid value: more than one kind set (${kinds.join(', ')}).`);
  }
  const kind = kinds[0]!;
  const x = (v as Record<string, unknown>)[kind];
  switch (kind) {
    case 'nullValue':
      if (x !== null && x !== 'NULL_VALUE' && x !== 0) invalidKind(kind, JSON.stringify(x));
      return;
    case 'booleanValue':
      if (typeof x !== 'boolean') invalidKind(kind, `expected a boolean, got ${JSON.stringify(x)}.`);
      return;
    case 'integerValue': {
      const ok = (typeof x === 'string' && /^-?\d{1,19}$/.test(x)) || (typeof x === 'number' && Number.isSafeInteger(x));
      if (!ok) invalidKind(kind, `expected a 64-bit integer as a decimal string, got ${JSON.stringify(x)}.`);
      const i = toBigInt(x as string | number);
      if (i < INT64_MIN || i > INT64_MAX) invalidKind(kind, `${String(x)} is outside the 64-bit integer range.`);
      return;
    }
    case 'doubleValue':
      if (typeof x === 'number') return;
      if (typeof x === 'string' && (['NaN', 'Infinity', '-Infinity'].includes(x) || (x.trim() !== '' && !Number.isNaN(Number(x))))) return;
      return invalidKind(kind, `expected a number, got ${JSON.stringify(x)}.`);
    case 'timestampValue':
      if (typeof x !== 'string') invalidKind(kind, `expected an RFC 3339 string, got ${JSON.stringify(x)}.`);
      parseTimestamp(x as string);
      return;
    case 'stringValue':
      if (typeof x !== 'string') invalidKind(kind, `expected a string, got ${JSON.stringify(x)}.`);
      if ((x as string).length * 3 > MAX_STRING_BYTES && Buffer.byteLength(x as string, 'utf8') > MAX_STRING_BYTES) {
        invalidKind(kind, `longer than ${MAX_STRING_BYTES} bytes.`);
      }
      return;
    case 'bytesValue':
      if (typeof x !== 'string' || !BASE64_RE.test(x)) invalidKind(kind, 'expected base64.');
      if (((x as string).length * 3) / 4 > MAX_STRING_BYTES && decodeBytes(x as string).length > MAX_STRING_BYTES) {
        invalidKind(kind, `longer than ${MAX_STRING_BYTES} bytes.`);
      }
      return;
    case 'referenceValue': {
      const m = typeof x === 'string' ? REFERENCE_RE.exec(x) : null;
      const segments = m ? m[1]!.split('/') : [];
      if (!m || segments.length % 2 !== 0 || segments.some((s) => s === '')) {
        invalidKind(kind, `${JSON.stringify(x)} is not a document name (projects/{p}/databases/{d}/documents/{path}).`);
      }
      return;
    }
    case 'geoPointValue': {
      if (typeof x !== 'object' || x === null) return invalidKind(kind, 'expected {latitude, longitude}.');
      const { latitude = 0, longitude = 0 } = x as { latitude?: unknown; longitude?: unknown };
      if (typeof latitude !== 'number' || !(latitude >= -90 && latitude <= 90)) invalidKind(kind, 'latitude must be a number in [-90, 90].');
      if (typeof longitude !== 'number' || !(longitude >= -180 && longitude <= 180)) invalidKind(kind, 'longitude must be a number in [-180, 180].');
      return;
    }
    case 'arrayValue': {
      if (typeof x !== 'object' || x === null) return invalidKind(kind, 'expected {values: [...]}.');
      const values = (x as { values?: unknown }).values ?? [];
      if (!Array.isArray(values)) return invalidKind(kind, 'values must be an array.');
      for (const element of values) {
        validateValue(element, depth + 1, options);
        if (!options.allowNestedArrays && 'arrayValue' in element) {
          throw invalidArgument('Cannot convert an array value in an array value.');
        }
      }
      return;
    }
    case 'mapValue': {
      if (typeof x !== 'object' || x === null) return invalidKind(kind, 'expected {fields: {...}}.');
      const fields = (x as { fields?: unknown }).fields ?? {};
      if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return invalidKind(kind, 'fields must be an object.');
      if (options.stored) checkStoredKeys(fields as Record<string, unknown>, options.property);
      for (const [key, field] of Object.entries(fields)) {
        if (key === '') throw invalidArgument('Field names must not be empty.');
        validateValue(field, depth + 1, options);
      }
      return;
    }
  }
}
