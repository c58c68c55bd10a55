/**
 * Values inside rules. Plain JS where a JS type fits exactly (so the hot paths need no wrappers):
 * null, boolean, int = bigint, float = number, string, bytes = Uint8Array, list = array,
 * map = Map<string, RValue>; small classes for the rest.
 */
import { evalError } from './errors.js';

export type RValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | readonly RValue[]
  | RMap
  | RSet
  | RMapDiff
  | RTimestamp
  | RDuration
  | RPath
  | RLatLng;

export type RMap = ReadonlyMap<string, RValue>;

const TYPE_NAMES = [
  'null',
  'bool',
  'int',
  'float',
  'string',
  'bytes',
  'list',
  'map',
  'set',
  'map_diff',
  'timestamp',
  'duration',
  'path',
  'latlng',
] as const;

export type TypeName = (typeof TYPE_NAMES)[number];

/** Names `x is <type>` accepts: every type name, plus `number` for int or float. */
export const TYPE_CHECK_NAMES: ReadonlySet<string> = new Set<string>([...TYPE_NAMES, 'number']);

/**
 * A map of which only some entries are known: a query's view of the documents it may return, where
 * only the fields its equality filters fix have values. Reading a known entry works as in any map;
 * anything that needs an unknown entry or the whole map (another key, `keys()`, `size()`, `==`,
 * `diff`) is an error, so a condition that depends on it denies.
 */
export class PartialMap extends Map<string, RValue> {}

/**
 * The value of a match variable that took a segment a query leaves open (its documents' ids, the
 * path of a collection group): never an operand, since reading the variable is an error.
 */
export const UNKNOWN_VARIABLE = Symbol('unknown variable') as unknown as RValue;

/** Reading an entry a query leaves unknown, in the official words for a missing property. */
export function unknownEntry(key: string): never {
  return evalError(`Property ${key} is undefined on object.`);
}

/** An operation on the whole of a partial map (`what`: "keys()", "Comparing a map"...). */
export function unknownWhole(what: string): never {
  return evalError(`Unsupported operation error. ${what} needs fields a query's filters do not fix.`);
}

/** A set: elements kept in insertion order, identified by their canonical key (so 1 and 1.0 are one element). */
export class RSet {
  private constructor(
    readonly items: readonly RValue[],
    private readonly keys: ReadonlySet<string>,
  ) {}

  static of(values: Iterable<RValue>): RSet {
    const items: RValue[] = [];
    const keys = new Set<string>();
    for (const v of values) {
      const k = keyOf(v);
      if (!keys.has(k)) {
        keys.add(k);
        items.push(v);
      }
    }
    return new RSet(items, keys);
  }

  get size(): number {
    return this.items.length;
  }

  has(v: RValue): boolean {
    return this.keys.has(keyOf(v));
  }
}

/** `a.diff(b)`: what changed from `b` (the comparison map) to `a`. */
export class RMapDiff {
  constructor(
    readonly left: RMap,
    readonly right: RMap,
  ) {}
}

/** Nanoseconds since the Unix epoch, UTC. */
export class RTimestamp {
  constructor(readonly nanos: bigint) {}
}

/** A signed span of nanoseconds. */
export class RDuration {
  constructor(readonly nanos: bigint) {}
}

/** A path such as /databases/(default)/documents/users/u1, as its segments. */
export class RPath {
  constructor(readonly segments: readonly string[]) {}

  toString(): string {
    return '/' + this.segments.join('/');
  }
}

export class RLatLng {
  constructor(
    readonly lat: number,
    readonly lng: number,
  ) {}
}

export function isNumber(v: RValue): v is bigint | number {
  const t = typeof v;
  return t === 'bigint' || t === 'number';
}

export function typeOf(v: RValue): TypeName {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
  }
  if (Array.isArray(v)) return 'list';
  if (v instanceof Map) return 'map';
  if (v instanceof Uint8Array) return 'bytes';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RPath) return 'path';
  if (v instanceof RSet) return 'set';
  if (v instanceof RMapDiff) return 'map_diff';
  return 'latlng';
}

export function isType(v: RValue, name: string): boolean {
  return name === 'number' ? isNumber(v) : typeOf(v) === name;
}

// ---------------------------------------------------------------------------------------------
// Equality and order

/** `==`: same type and value; ints and floats compare by numeric value; NaN equals nothing. */
export function equals(a: RValue, b: RValue): boolean {
  if (a === b) return true;
  const ta = typeof a;
  if (ta === 'bigint' || ta === 'number') {
    const tb = typeof b;
    // Loose equality between bigint and number is exact in JS (2n ** 60n == 2 ** 60, 1n != 1.5).
    return (tb === 'bigint' || tb === 'number') && a == b;
  }
  if (ta !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equals(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof Map) {
    if (!(b instanceof Map)) return false;
    if (a instanceof PartialMap || b instanceof PartialMap) return unknownWhole('Comparing a map');
    if (a.size !== b.size) return false;
    for (const [k, v] of a) {
      if (!b.has(k) || !equals(v, b.get(k) as RValue)) return false;
    }
    return true;
  }
  if (a instanceof RTimestamp) return b instanceof RTimestamp && a.nanos === b.nanos;
  if (a instanceof RDuration) return b instanceof RDuration && a.nanos === b.nanos;
  if (a instanceof RPath) {
    return b instanceof RPath && a.segments.length === b.segments.length && a.segments.every((s, i) => s === b.segments[i]);
  }
  if (a instanceof RSet) return b instanceof RSet && a.size === b.size && a.items.every((x) => b.has(x));
  if (a instanceof Uint8Array) return b instanceof Uint8Array && Buffer.compare(a, b) === 0;
  if (a instanceof RLatLng) return b instanceof RLatLng && a.lat === b.lat && a.lng === b.lng;
  if (a instanceof RMapDiff) return b instanceof RMapDiff && equals(a.left, b.left) && equals(a.right, b.right);
  return false;
}

/**
 * Order for `<`, `<=`, `>`, `>=`: numbers (int and float mixed), strings (UTF-16 code units, like the
 * official Java evaluator), timestamps, durations and bytes. NaN for unordered numbers; an error for
 * types without an order.
 */
export function compare(a: RValue, b: RValue, op: string): number {
  if (isNumber(a) && isNumber(b)) return a < b ? -1 : a > b ? 1 : a == b ? 0 : NaN;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof RTimestamp && b instanceof RTimestamp) return cmp(a.nanos, b.nanos);
  if (a instanceof RDuration && b instanceof RDuration) return cmp(a.nanos, b.nanos);
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Buffer.compare(a, b);
  return unsupported(a, op, b);
}

function cmp(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function unsupported(a: RValue, op: string, b?: RValue): never {
  const received = b === undefined ? `${op}${typeOf(a)}` : `${typeOf(a)} ${op} ${typeOf(b)}`;
  return evalError(`Unsupported operation error. Received: ${received}.`);
}

/** An argument of the wrong type for a function or method `name`. */
export function argError(name: string, arg: RValue, expected: string): never {
  return evalError(`Invalid argument for ${name}(): expected ${expected}, got ${typeOf(arg)}.`);
}

/**
 * A canonical string per value such that keyOf(a) === keyOf(b) exactly when a == b (NaN aside):
 * sets use it to find elements. Numbers of either kind map to their exact decimal value.
 */
function keyOf(v: RValue): string {
  if (v === null) return 'z';
  switch (typeof v) {
    case 'boolean':
      return v ? 'T' : 'F';
    case 'bigint':
      return 'n' + v.toString();
    case 'number':
      return 'n' + (Number.isInteger(v) ? BigInt(v).toString() : String(v));
    case 'string':
      return 's' + JSON.stringify(v);
  }
  if (Array.isArray(v)) return '[' + v.map(keyOf).join(',') + ']';
  if (v instanceof Map) {
    if (v instanceof PartialMap) return unknownWhole('Comparing a map');
    const keys = [...v.keys()].sort();
    return '{' + keys.map((k) => JSON.stringify(k) + ':' + keyOf(v.get(k) as RValue)).join(',') + '}';
  }
  if (v instanceof RSet) return '<' + v.items.map(keyOf).sort().join(',') + '>';
  if (v instanceof RTimestamp) return 't' + v.nanos.toString();
  if (v instanceof RDuration) return 'd' + v.nanos.toString();
  if (v instanceof RPath) return 'p' + JSON.stringify(v.segments);
  if (v instanceof Uint8Array) return 'y' + Buffer.from(v).toString('base64');
  if (v instanceof RLatLng) return 'g' + String(v.lat) + ',' + String(v.lng);
  if (v instanceof RMapDiff) return 'x' + keyOf(v.left) + keyOf(v.right);
  return '?';
}

// ---------------------------------------------------------------------------------------------
// Rendering (debug() output and string())

/** A float as Java prints a double, which is what `string(2.0)` shows: "2.0", "0.5", "NaN". */
export function formatFloat(x: number): string {
  if (Number.isInteger(x) && Math.abs(x) < 1e7) return (Object.is(x, -0) ? '-' : '') + Math.abs(x).toFixed(1);
  return String(x);
}

/** A readable rendering of any value, for debug() and messages. */
export function render(v: RValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return String(v);
    case 'bigint':
      return v.toString();
    case 'number':
      return formatFloat(v);
    case 'string':
      return JSON.stringify(v);
  }
  if (Array.isArray(v)) return '[' + v.map(render).join(', ') + ']';
  if (v instanceof Map) return '{' + [...v].map(([k, x]) => `${JSON.stringify(k)}: ${render(x)}`).join(', ') + '}';
  if (v instanceof RSet) return 'set(' + v.items.map(render).join(', ') + ')';
  if (v instanceof RPath) return 'path(' + JSON.stringify(v.toString()) + ')';
  if (v instanceof RTimestamp) return `timestamp(${v.nanos.toString()}ns)`;
  if (v instanceof RDuration) return `duration(${v.nanos.toString()}ns)`;
  if (v instanceof Uint8Array) return `bytes(${Buffer.from(v).toString('base64')})`;
  if (v instanceof RLatLng) return `latlng(${v.lat}, ${v.lng})`;
  if (v instanceof RMapDiff) return `map_diff(${render(v.left)}, ${render(v.right)})`;
  return '?';
}
