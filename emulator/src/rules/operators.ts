/**
 * Arithmetic, membership, indexing and member access. Ints are 64-bit: results outside the range are
 * errors, not wrapped values; an int and a float mix into a float.
 */
import { evalError, nullValueError } from './errors.js';
import { timestamp } from './time.js';
import { PartialMap, RDuration, RPath, RSet, RTimestamp, equals, isNumber, typeOf, unknownEntry, unsupported, type RValue } from './values.js';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function isInt64(v: bigint): boolean {
  return v >= INT64_MIN && v <= INT64_MAX;
}

export function checkInt(v: bigint): bigint {
  if (!isInt64(v)) evalError('Integer overflow.');
  return v;
}

export function add(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a + b);
  if (isNumber(a) && isNumber(b)) return Number(a) + Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a instanceof RDuration) {
    if (b instanceof RDuration) return new RDuration(a.nanos + b.nanos);
    if (b instanceof RTimestamp) return timestamp(b.nanos + a.nanos);
  }
  if (a instanceof RTimestamp && b instanceof RDuration) return timestamp(a.nanos + b.nanos);
  return unsupported(a, '+', b);
}

export function subtract(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a - b);
  if (isNumber(a) && isNumber(b)) return Number(a) - Number(b);
  if (a instanceof RTimestamp) {
    if (b instanceof RTimestamp) return new RDuration(a.nanos - b.nanos);
    if (b instanceof RDuration) return timestamp(a.nanos - b.nanos);
  }
  if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.nanos - b.nanos);
  return unsupported(a, '-', b);
}

export function multiply(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a * b);
  if (isNumber(a) && isNumber(b)) return Number(a) * Number(b);
  return unsupported(a, '*', b);
}

export function divide(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) evalError('Division by zero.');
    return checkInt(a / b); // BigInt division truncates toward zero, as int64 division does
  }
  if (isNumber(a) && isNumber(b)) return Number(a) / Number(b);
  return unsupported(a, '/', b);
}

export function modulo(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) evalError('Division by zero.');
    return a % b; // the sign follows the dividend, as in Java
  }
  if (isNumber(a) && isNumber(b)) return Number(a) % Number(b);
  return unsupported(a, '%', b);
}

export function negate(a: RValue): RValue {
  if (typeof a === 'bigint') return checkInt(-a);
  if (typeof a === 'number') return -a;
  if (a instanceof RDuration) return new RDuration(-a.nanos);
  return unsupported(a, '-');
}

export function not(a: RValue): RValue {
  if (typeof a !== 'boolean') return unsupported(a, '!');
  return !a;
}

/** `x in list`, `key in map`, `x in set`. */
export function isIn(x: RValue, container: RValue): boolean {
  if (container instanceof Map) {
    if (typeof x !== 'string') return false;
    if (container instanceof PartialMap && !container.has(x)) return unknownEntry(x);
    return container.has(x);
  }
  if (Array.isArray(container)) {
    for (const item of container) if (equals(x, item)) return true;
    return false;
  }
  if (container instanceof RSet) return container.has(x);
  return unsupported(x, 'in', container);
}

/** `object.name`: a map entry. */
export function member(object: RValue, name: string): RValue {
  if (object instanceof Map) {
    const v = object.get(name);
    if (v === undefined) evalError(`Property ${name} is undefined on object.`);
    return v;
  }
  if (object === null) return nullValueError();
  return evalError(`Unsupported operation error. Received: ${typeOf(object)}.${name}.`);
}

function position(i: RValue, size: number): number {
  if (typeof i !== 'bigint') return evalError(`Unsupported operation error. Received: index of type ${typeOf(i)}.`);
  if (i < 0n || i >= BigInt(size)) evalError(`Index out of range error. Index: ${i.toString()}, size: ${size}.`);
  return Number(i);
}

/** `object[index]`: list and string by position, map by key, path segment by position. */
export function index(object: RValue, i: RValue): RValue {
  if (Array.isArray(object)) return object[position(i, object.length)] as RValue;
  if (object instanceof Map) {
    if (typeof i !== 'string') return unsupported(object, '[]', i);
    const v = object.get(i);
    if (v === undefined) evalError(`Property ${i} is undefined on object.`);
    return v;
  }
  if (typeof object === 'string') return object[position(i, object.length)]!;
  if (object instanceof RPath) return object.segments[position(i, object.segments.length)]!;
  if (object === null) return nullValueError();
  return unsupported(object, '[]', i);
}

function bound(v: RValue | undefined, fallback: number, size: number): number {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'bigint') return evalError(`Unsupported operation error. Received: range bound of type ${typeOf(v)}.`);
  if (v < 0n || v > BigInt(size)) evalError(`Index out of range error. Index: ${v.toString()}, size: ${size}.`);
  return Number(v);
}

/** `object[start:end]` with `end` exclusive; either bound may be left out. */
export function slice(object: RValue, start: RValue | undefined, end: RValue | undefined): RValue {
  if (typeof object === 'string' || Array.isArray(object) || object instanceof RPath) {
    const size = object instanceof RPath ? object.segments.length : object.length;
    const from = bound(start, 0, size);
    const to = bound(end, size, size);
    if (from > to) evalError(`Invalid range: [${from}:${to}].`);
    if (object instanceof RPath) return new RPath(object.segments.slice(from, to));
    return object.slice(from, to);
  }
  if (object === null) return nullValueError();
  return unsupported(object, '[:]');
}
