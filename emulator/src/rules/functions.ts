/**
 * Global functions (`get`, `exists`, `int`, `string`, `debug`, ...) and namespaces (`math.`,
 * `timestamp.`, `duration.`, `latlng.`, `hashing.`, and Storage's `firestore.`).
 */
import { createHash } from 'node:crypto';
import type { RulesService } from './api.js';
import type { EvalContext } from './context.js';
import { splitPath } from './context.js';
import { evalError } from './errors.js';
import { log } from '../log.js';
import { checkInt } from './operators.js';
import { durationFromTime, durationOf, NANOS_PER_MILLI, timestamp, timestampFromDate } from './time.js';
import { RDuration, RLatLng, RPath, argError, formatFloat, isNumber, render, typeOf, type RValue } from './values.js';

export interface Builtin {
  /** Number of arguments (checked when compiling). */
  arity: number;
  call(ctx: EvalContext, args: readonly RValue[]): RValue;
}

function intArg(name: string, v: RValue): bigint {
  if (typeof v !== 'bigint') return argError(name, v, 'int');
  return v;
}

function numberArg(name: string, v: RValue): number {
  if (!isNumber(v)) return argError(name, v, 'number');
  return Number(v);
}

/** A path argument: a path, or a string such as '/databases/(default)/documents/a/b'. */
function pathArg(name: string, v: RValue): RPath {
  if (v instanceof RPath) return v;
  if (typeof v === 'string') return new RPath(splitPath(v));
  return argError(name, v, 'path');
}

const fn = (arity: number, call: (ctx: EvalContext, args: readonly RValue[]) => RValue): Builtin => ({ arity, call });

/** `get` and `getAfter`; `after` reads the state the request would leave. */
function readDocument(name: string, after: boolean): Builtin {
  return fn(1, (ctx, [p]) => {
    const path = pathArg(name, p!);
    const doc = ctx.document(path, after);
    // Reading a document that does not exist is an error (not null), as in production and the official emulator.
    if (doc === null) return evalError(`Service call error. Function: [${name}], Argument: [${path.toString()}].`);
    return doc;
  });
}

/** `exists` and `existsAfter`. */
function documentExists(name: string, after: boolean): Builtin {
  return fn(1, (ctx, [p]) => ctx.document(pathArg(name, p!), after) !== null);
}

// ---------------------------------------------------------------------------------------------
// Conversions

function toInt(v: RValue): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return evalError(`Cannot convert ${formatFloat(v)} to int.`);
    return checkInt(BigInt(Math.trunc(v)));
  }
  if (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim())) return checkInt(BigInt(v.trim()));
  return evalError(`Cannot convert ${render(v)} to int.`);
}

const FLOAT_TEXT = /^[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?|NaN|Infinity)$/;

function toFloat(v: RValue): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string' && FLOAT_TEXT.test(v.trim())) return Number(v.trim());
  return evalError(`Cannot convert ${render(v)} to float.`);
}

function toStringValue(v: RValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return v;
    case 'boolean':
    case 'bigint':
      return String(v);
    case 'number':
      return formatFloat(v);
  }
  if (v instanceof RPath) return v.toString();
  return evalError(`Cannot convert ${typeOf(v)} to string.`);
}

function toBool(v: RValue): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'false') return v === 'true';
  return evalError(`Cannot convert ${render(v)} to bool.`);
}

const COMMON: Record<string, Builtin> = {
  int: fn(1, (_, [v]) => toInt(v!)),
  float: fn(1, (_, [v]) => toFloat(v!)),
  string: fn(1, (_, [v]) => toStringValue(v!)),
  bool: fn(1, (_, [v]) => toBool(v!)),
  path: fn(1, (_, [v]) => pathArg('path', v!)),
  debug: fn(1, (_, [v]) => {
    log('rules', `debug: ${render(v!)}`);
    return v!;
  }),
};

const GET = readDocument('get', false);
const EXISTS = documentExists('exists', false);

const FIRESTORE_GLOBALS: Record<string, Builtin> = {
  ...COMMON,
  get: GET,
  getAfter: readDocument('getAfter', true),
  exists: EXISTS,
  existsAfter: documentExists('existsAfter', true),
};

export function globalFunction(service: RulesService, name: string): Builtin | undefined {
  const table = service === 'cloud.firestore' ? FIRESTORE_GLOBALS : COMMON;
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Namespaces

function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5);
}

function numericToInt(name: string, f: (x: number) => number): Builtin {
  return fn(1, (_, [v]) => {
    if (typeof v === 'bigint') return v;
    const x = f(numberArg(name, v!));
    if (!Number.isFinite(x)) return evalError(`Cannot convert ${formatFloat(x)} to int.`);
    return checkInt(BigInt(x));
  });
}

const MATH: Record<string, Builtin> = {
  abs: fn(1, (_, [v]) => {
    if (typeof v === 'bigint') return checkInt(v < 0n ? -v : v);
    return Math.abs(numberArg('abs', v!));
  }),
  ceil: numericToInt('ceil', Math.ceil),
  floor: numericToInt('floor', Math.floor),
  round: numericToInt('round', roundHalfUp),
  sqrt: fn(1, (_, [v]) => Math.sqrt(numberArg('sqrt', v!))),
  pow: fn(2, (_, [b, e]) => Math.pow(numberArg('pow', b!), numberArg('pow', e!))),
  isInfinite: fn(1, (_, [v]) => {
    const x = numberArg('isInfinite', v!);
    return x === Infinity || x === -Infinity;
  }),
  isNaN: fn(1, (_, [v]) => Number.isNaN(numberArg('isNaN', v!))),
};

const TIMESTAMP: Record<string, Builtin> = {
  date: fn(3, (_, [y, m, d]) => timestampFromDate(Number(intArg('date', y!)), Number(intArg('date', m!)), Number(intArg('date', d!)))),
  value: fn(1, (_, [ms]) => timestamp(intArg('value', ms!) * NANOS_PER_MILLI)),
};

const DURATION: Record<string, Builtin> = {
  value: fn(2, (_, [n, unit]) => {
    if (typeof unit !== 'string') return argError('value', unit!, 'string');
    return durationOf(intArg('value', n!), unit);
  }),
  time: fn(4, (_, [h, m, s, ns]) =>
    durationFromTime(intArg('time', h!), intArg('time', m!), intArg('time', s!), intArg('time', ns!)),
  ),
  abs: fn(1, (_, [d]) => {
    if (!(d instanceof RDuration)) return argError('abs', d!, 'duration');
    return d.nanos < 0n ? new RDuration(-d.nanos) : d;
  }),
};

const LATLNG: Record<string, Builtin> = {
  value: fn(2, (_, [lat, lng]) => {
    const a = numberArg('value', lat!);
    const b = numberArg('value', lng!);
    if (!(a >= -90 && a <= 90 && b >= -180 && b <= 180)) evalError('Invalid latitude or longitude.');
    return new RLatLng(a, b);
  }),
};

function digest(algorithm: string): Builtin {
  return fn(1, (_, [v]) => {
    if (typeof v !== 'string' && !(v instanceof Uint8Array)) return argError(algorithm, v!, 'string or bytes');
    return new Uint8Array(createHash(algorithm).update(v).digest());
  });
}

const HASHING: Record<string, Builtin> = {
  md5: digest('md5'),
  sha256: digest('sha256'),
};

/** Storage rules read Firestore documents through `firestore.get()` and `firestore.exists()`. */
const FIRESTORE_NAMESPACE: Record<string, Builtin> = { get: GET, exists: EXISTS };

const NAMESPACES: Record<string, Record<string, Builtin>> = {
  math: MATH,
  timestamp: TIMESTAMP,
  duration: DURATION,
  latlng: LATLNG,
  hashing: HASHING,
};

export function isNamespace(service: RulesService, name: string): boolean {
  return Object.hasOwn(NAMESPACES, name) || (service === 'firebase.storage' && name === 'firestore');
}

export function namespaceFunction(service: RulesService, namespace: string, name: string): Builtin | undefined {
  const table = namespace === 'firestore' && service === 'firebase.storage' ? FIRESTORE_NAMESPACE : NAMESPACES[namespace];
  return table && Object.hasOwn(table, name) ? table[name] : undefined;
}
