/**
 * Canonical stored form of written values. Clients may send any spelling proto3 JSON allows (int64 as
 * a number, a double as a string, `"NULL_VALUE"`, nanosecond timestamps); the store keeps one form so
 * reads return what the backend would and equality checks can compare structure. Timestamps are
 * truncated to microseconds, as Firestore stores them.
 */
import { parseMicros, formatMicros } from './clock.js';
import type { Fields, Value } from './types.js';
import { doubleValue, toDouble } from './values.js';

/** A fresh copy of an already validated value in canonical form (never shares objects with the input). */
export function normalizeValue(v: Value): Value {
  if ('nullValue' in v) return { nullValue: null };
  if ('booleanValue' in v) return { booleanValue: v.booleanValue };
  if ('integerValue' in v) return { integerValue: BigInt(v.integerValue).toString() };
  if ('doubleValue' in v) return doubleValue(toDouble(v.doubleValue));
  if ('timestampValue' in v) return { timestampValue: formatMicros(parseMicros(v.timestampValue)) };
  if ('stringValue' in v) return { stringValue: v.stringValue };
  if ('bytesValue' in v) return { bytesValue: Buffer.from(v.bytesValue, 'base64').toString('base64') };
  if ('referenceValue' in v) return { referenceValue: v.referenceValue };
  if ('geoPointValue' in v) {
    return { geoPointValue: { latitude: v.geoPointValue.latitude ?? 0, longitude: v.geoPointValue.longitude ?? 0 } };
  }
  if ('arrayValue' in v) return { arrayValue: { values: (v.arrayValue.values ?? []).map(normalizeValue) } };
  return { mapValue: { fields: normalizeFields(v.mapValue.fields ?? {}) } };
}

export function normalizeFields(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) defineField(out, key, normalizeValue(value));
  return out;
}

/** Plain assignment would treat a field named `__proto__` as the prototype setter. */
function defineField(fields: Fields, key: string, value: Value): void {
  if (key === '__proto__') Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
  else fields[key] = value;
}

/**
 * A copy of `fields` whose maps may be modified in place (setFieldValue/deleteFieldValue) without
 * touching the original; leaf values and arrays are shared, since writes replace them wholesale.
 */
export function cloneMaps(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    defineField(out, key, 'mapValue' in value ? { mapValue: { fields: cloneMaps(value.mapValue.fields ?? {}) } } : value);
  }
  return out;
}

/** Structural identity of canonical values (unlike `valuesEqual`, 1 and 1.0 differ): detects no-op writes. */
export function identicalFields(a: Fields, b: Fields): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && identicalValues(a[k]!, b[k]!));
}

function identicalValues(a: Value, b: Value): boolean {
  if ('mapValue' in a) return 'mapValue' in b && identicalFields(a.mapValue.fields ?? {}, b.mapValue.fields ?? {});
  if ('arrayValue' in a) {
    if (!('arrayValue' in b)) return false;
    const x = a.arrayValue.values ?? [];
    const y = b.arrayValue.values ?? [];
    return x.length === y.length && x.every((v, i) => identicalValues(v, y[i]!));
  }
  if ('doubleValue' in a) return 'doubleValue' in b && Object.is(toDouble(a.doubleValue), toDouble(b.doubleValue));
  if ('geoPointValue' in a) {
    return (
      'geoPointValue' in b &&
      (a.geoPointValue.latitude ?? 0) === (b.geoPointValue.latitude ?? 0) &&
      (a.geoPointValue.longitude ?? 0) === (b.geoPointValue.longitude ?? 0)
    );
  }
  const kind = Object.keys(a)[0]!;
  return Object.keys(b)[0] === kind && (a as Record<string, unknown>)[kind] === (b as Record<string, unknown>)[kind];
}
