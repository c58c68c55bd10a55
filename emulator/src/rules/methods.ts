/** Methods of each value type (`'a'.upper()`, `list.hasAll(...)`, `map.diff(...)`, ...). */
import { evalError, nullValueError } from './errors.js';
import { fullMatch, replaceAll, split } from './regex.js';
import { NANOS_PER_SECOND, timestampField } from './time.js';
import {
  PartialMap,
  RDuration,
  RLatLng,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  argError,
  equals,
  typeOf,
  unknownEntry,
  unknownWhole,
  type RMap,
  type RValue,
  type TypeName,
} from './values.js';

type Method = (receiver: never, args: readonly RValue[]) => RValue;

function arity(name: string, args: readonly RValue[], count: number): void {
  if (args.length !== count) evalError(`Invalid number of arguments for ${name}(): expected ${count}, got ${args.length}.`);
}

function stringArg(name: string, v: RValue | undefined): string {
  if (typeof v !== 'string') return argError(name, v ?? null, 'string');
  return v;
}

/** A list or set argument as a set, for membership tests. */
function setArg(name: string, v: RValue | undefined): RSet {
  if (v instanceof RSet) return v;
  if (Array.isArray(v)) return RSet.of(v);
  return argError(name, v ?? null, 'list or set');
}

function mapArg(name: string, v: RValue | undefined): RMap {
  if (v instanceof PartialMap) return unknownWhole(`${name}() of a map`);
  if (v instanceof Map) return v;
  return argError(name, v ?? null, 'map');
}

function noArgs<T extends RValue>(name: string, f: (receiver: T) => RValue): Method {
  return ((receiver: T, args: readonly RValue[]) => {
    arity(name, args, 0);
    return f(receiver);
  }) as Method;
}

function oneArg<T extends RValue>(name: string, f: (receiver: T, arg: RValue) => RValue): Method {
  return ((receiver: T, args: readonly RValue[]) => {
    arity(name, args, 1);
    return f(receiver, args[0]!);
  }) as Method;
}

// ---------------------------------------------------------------------------------------------
// Collections shared by lists and sets

function hasAll(mine: RSet, arg: RSet): boolean {
  return arg.items.every((x) => mine.has(x));
}

function hasAny(items: readonly RValue[], arg: RSet): boolean {
  return items.some((x) => arg.has(x));
}

function hasOnly(items: readonly RValue[], arg: RSet): boolean {
  return items.every((x) => arg.has(x));
}

const STRING: Record<string, Method> = {
  size: noArgs<string>('size', (s) => BigInt(s.length)),
  lower: noArgs<string>('lower', (s) => s.toLowerCase()),
  upper: noArgs<string>('upper', (s) => s.toUpperCase()),
  trim: noArgs<string>('trim', (s) => s.trim()),
  toUtf8: noArgs<string>('toUtf8', (s) => new Uint8Array(Buffer.from(s, 'utf8'))),
  matches: oneArg<string>('matches', (s, re) => fullMatch(s, stringArg('matches', re))),
  split: oneArg<string>('split', (s, re) => split(s, stringArg('split', re))),
  replace: ((s: string, args: readonly RValue[]) => {
    arity('replace', args, 2);
    return replaceAll(s, stringArg('replace', args[0]), stringArg('replace', args[1]));
  }) as Method,
};

const LIST: Record<string, Method> = {
  size: noArgs<readonly RValue[]>('size', (l) => BigInt(l.length)),
  hasAll: oneArg<readonly RValue[]>('hasAll', (l, x) => hasAll(RSet.of(l), setArg('hasAll', x))),
  hasAny: oneArg<readonly RValue[]>('hasAny', (l, x) => hasAny(l, setArg('hasAny', x))),
  hasOnly: oneArg<readonly RValue[]>('hasOnly', (l, x) => hasOnly(l, setArg('hasOnly', x))),
  toSet: noArgs<readonly RValue[]>('toSet', (l) => RSet.of(l)),
  concat: oneArg<readonly RValue[]>('concat', (l, x) => {
    if (!Array.isArray(x)) return argError('concat', x, 'list');
    return [...l, ...(x as readonly RValue[])];
  }),
  removeAll: oneArg<readonly RValue[]>('removeAll', (l, x) => {
    const remove = setArg('removeAll', x);
    return l.filter((item) => !remove.has(item));
  }),
  join: ((l: readonly RValue[], args: readonly RValue[]) => {
    if (args.length > 1) arity('join', args, 1);
    const separator = args.length === 0 ? '' : stringArg('join', args[0]);
    return l.map((item) => (typeof item === 'string' ? item : argError('join', item, 'a list of strings'))).join(separator);
  }) as Method,
};

const SET: Record<string, Method> = {
  size: noArgs<RSet>('size', (s) => BigInt(s.size)),
  hasAll: oneArg<RSet>('hasAll', (s, x) => hasAll(s, setArg('hasAll', x))),
  hasAny: oneArg<RSet>('hasAny', (s, x) => hasAny(s.items, setArg('hasAny', x))),
  hasOnly: oneArg<RSet>('hasOnly', (s, x) => hasOnly(s.items, setArg('hasOnly', x))),
  union: oneArg<RSet>('union', (s, x) => RSet.of([...s.items, ...setArg('union', x).items])),
  intersection: filterSet('intersection', true),
  difference: filterSet('difference', false),
};

/** The elements of a set that are (`inOther`) or are not in the argument. */
function filterSet(name: string, inOther: boolean): Method {
  return oneArg<RSet>(name, (s, x) => {
    const other = setArg(name, x);
    return RSet.of(s.items.filter((item) => other.has(item) === inOther));
  });
}

/** `map.get(key, default)`; `key` may be a list of keys: a path into nested maps. */
function mapGet(m: RMap, args: readonly RValue[]): RValue {
  arity('get', args, 2);
  const [key, fallback] = args as [RValue, RValue];
  if (typeof key === 'string') {
    const v = m.get(key);
    if (v === undefined && m instanceof PartialMap) return unknownEntry(key);
    return v === undefined ? fallback : v;
  }
  if (!Array.isArray(key)) return argError('get', key, 'string or list of strings');
  let current: RValue = m;
  for (const k of key as readonly RValue[]) {
    if (typeof k !== 'string') return argError('get', k, 'string');
    if (!(current instanceof Map)) return fallback;
    const next: RValue | undefined = current.get(k);
    if (next === undefined && current instanceof PartialMap) return unknownEntry(k);
    if (next === undefined) return fallback;
    current = next;
  }
  return current;
}

/** The map itself, for a method that needs all of it. */
function wholeMap(name: string, m: RMap): RMap {
  if (m instanceof PartialMap) return unknownWhole(`${name}()`);
  return m;
}

const MAP: Record<string, Method> = {
  size: noArgs<RMap>('size', (m) => BigInt(wholeMap('size', m).size)),
  keys: noArgs<RMap>('keys', (m) => [...wholeMap('keys', m).keys()]),
  values: noArgs<RMap>('values', (m) => [...wholeMap('values', m).values()]),
  get: mapGet as Method,
  diff: oneArg<RMap>('diff', (m, other) => new RMapDiff(wholeMap('diff', m), mapArg('diff', other))),
};

/** Keys of `from` that `other` does not have. */
function onlyIn(from: RMap, other: RMap): string[] {
  return [...from.keys()].filter((k) => !other.has(k));
}

/** Keys in both maps whose values are equal (`same`) or differ. */
function sharedKeys(d: RMapDiff, same: boolean): string[] {
  return [...d.left.keys()].filter((k) => d.right.has(k) && equals(d.left.get(k)!, d.right.get(k)!) === same);
}

const MAP_DIFF: Record<string, Method> = {
  addedKeys: noArgs<RMapDiff>('addedKeys', (d) => RSet.of(onlyIn(d.left, d.right))),
  removedKeys: noArgs<RMapDiff>('removedKeys', (d) => RSet.of(onlyIn(d.right, d.left))),
  changedKeys: noArgs<RMapDiff>('changedKeys', (d) => RSet.of(sharedKeys(d, false))),
  unchangedKeys: noArgs<RMapDiff>('unchangedKeys', (d) => RSet.of(sharedKeys(d, true))),
  affectedKeys: noArgs<RMapDiff>('affectedKeys', (d) =>
    RSet.of([...onlyIn(d.left, d.right), ...onlyIn(d.right, d.left), ...sharedKeys(d, false)]),
  ),
};

const timestampMethod = (field: string): Method => noArgs<RTimestamp>(field, (t) => timestampField(t, field));

const TIMESTAMP: Record<string, Method> = Object.fromEntries(
  ['year', 'month', 'day', 'hours', 'minutes', 'seconds', 'nanos', 'date', 'time', 'toMillis', 'dayOfWeek', 'dayOfYear'].map((f) => [
    f,
    timestampMethod(f),
  ]),
);
// Singular spellings, as often written in rules found in the wild.
TIMESTAMP.hour = TIMESTAMP.hours!;
TIMESTAMP.minute = TIMESTAMP.minutes!;
TIMESTAMP.second = TIMESTAMP.seconds!;

const DURATION: Record<string, Method> = {
  seconds: noArgs<RDuration>('seconds', (d) => d.nanos / NANOS_PER_SECOND),
  nanos: noArgs<RDuration>('nanos', (d) => d.nanos % NANOS_PER_SECOND),
};

const PATH: Record<string, Method> = {
  /** Replaces `$(key)` segments (from `path('/a/$(key)')`) with the map's values. */
  bind: oneArg<RPath>('bind', (p, x) => {
    const bindings = mapArg('bind', x);
    return new RPath(
      p.segments.map((s) => {
        const m = /^\$\((.+)\)$/.exec(s);
        if (!m) return s;
        const v = bindings.get(m[1]!);
        if (v === undefined) return s;
        if (typeof v === 'string') return v;
        if (typeof v === 'bigint') return v.toString();
        return argError('bind', v, 'string values');
      }),
    );
  }),
};

const BYTES: Record<string, Method> = {
  size: noArgs<Uint8Array>('size', (b) => BigInt(b.length)),
  toBase64: noArgs<Uint8Array>('toBase64', (b) => Buffer.from(b).toString('base64')),
  toHexString: noArgs<Uint8Array>('toHexString', (b) => Buffer.from(b).toString('hex').toUpperCase()),
};

const EARTH_RADIUS_METERS = 6_371_010;

const LATLNG: Record<string, Method> = {
  latitude: noArgs<RLatLng>('latitude', (g) => g.lat),
  longitude: noArgs<RLatLng>('longitude', (g) => g.lng),
  /** Great-circle distance in meters. */
  distance: oneArg<RLatLng>('distance', (g, other) => {
    if (!(other instanceof RLatLng)) return argError('distance', other, 'latlng');
    const rad = Math.PI / 180;
    const dLat = (other.lat - g.lat) * rad;
    const dLng = (other.lng - g.lng) * rad;
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(g.lat * rad) * Math.cos(other.lat * rad) * Math.sin(dLng / 2) ** 2;
    return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
  }),
};

const METHODS: Partial<Record<TypeName, Record<string, Method>>> = {
  string: STRING,
  list: LIST,
  set: SET,
  map: MAP,
  map_diff: MAP_DIFF,
  timestamp: TIMESTAMP,
  duration: DURATION,
  path: PATH,
  bytes: BYTES,
  latlng: LATLNG,
};

/** Calls `receiver.name(args)`. */
export function callMethod(receiver: RValue, name: string, args: readonly RValue[]): RValue {
  const table = METHODS[typeOf(receiver)];
  // hasOwn: the tables are object literals, whose prototype has `toString` and friends.
  if (table === undefined || !Object.hasOwn(table, name)) {
    if (receiver === null) return nullValueError();
    return evalError(`Function not found error: Name: [${name}].`);
  }
  return table[name]!(receiver as never, args);
}
