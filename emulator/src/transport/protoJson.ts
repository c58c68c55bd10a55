/**
 * Reflection-driven conversion between protobufjs messages and their proto3 JSON form
 * (https://protobuf.dev/programming-guides/json/), for any message type of a loaded Root.
 *
 * - `toProtoJson(type, message)`: a decoded message (or plain object with protobufjs field names)
 *   to canonical proto3 JSON: lowerCamelCase names, unset and default-valued fields omitted,
 *   int64 as decimal strings, bytes as base64, enums by name, well-known types in their JSON form.
 * - `fromProtoJson(type, json)`: proto3 JSON to a plain object that `type.encode` accepts.
 *   Accepts both JSON names and original field names, wrapped and bare wrapper values, enum
 *   names or numbers, and ignores unknown fields (as JSON parsers do with `ignoreUnknownFields`).
 *
 * Malformed JSON input throws `ProtoJsonError` with the offending field path.
 */
import protobuf from 'protobufjs';
import type { Enum, Field, MapField, Type } from 'protobufjs';
import {
  formatTimestamp as formatRfc3339,
  fractionDigits,
  parseTimestamp as parseRfc3339,
  timestampSecondsInRange,
} from '../engine/values.js';

export class ProtoJsonError extends Error {
  constructor(path: string, message: string) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'ProtoJsonError';
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Plain = Record<string, unknown>;

/** The `long` implementation protobufjs decodes int64 into (always present: it is a protobufjs dependency). */
interface LongStatic {
  new (low: number, high: number, unsigned?: boolean): protobuf.Long;
  fromString(text: string, unsigned?: boolean): protobuf.Long;
  fromNumber(value: number, unsigned?: boolean): protobuf.Long;
}
const Long = protobuf.util.Long as unknown as LongStatic;

/** Protobuf's own recursion limit: deeper messages are refused rather than allowed to exhaust the stack. */
export const MAX_NESTING = 100;
let nesting = 0;

/** Runs one level of the (synchronous) recursive conversion, refusing to go deeper than MAX_NESTING. */
function nested<T>(path: string, convert: () => T): T {
  if (nesting >= MAX_NESTING) throw new ProtoJsonError(path, `nested more than ${MAX_NESTING} levels deep`);
  nesting++;
  try {
    return convert();
  } finally {
    nesting--;
  }
}
const hasOwn = (obj: object, key: string) => Object.prototype.hasOwnProperty.call(obj, key);

// ---------------------------------------------------------------------------------------------
// Field metadata, cached per type

interface FieldInfo {
  field: Field;
  jsonName: string;
  /** Member of a oneof (incl. proto3 `optional`): presence is explicit, defaults are kept. */
  explicitPresence: boolean;
}

const fieldCache = new WeakMap<Type, { list: FieldInfo[]; byJsonKey: Map<string, FieldInfo> }>();

function fieldsOf(type: Type): { list: FieldInfo[]; byJsonKey: Map<string, FieldInfo> } {
  let cached = fieldCache.get(type);
  if (cached) return cached;
  const list = type.fieldsArray.map((field) => {
    field.resolve();
    const declared = field.options?.json_name;
    const jsonName = typeof declared === 'string' ? declared : lowerCamel(field.name);
    return { field, jsonName, explicitPresence: !!field.partOf };
  });
  const byJsonKey = new Map<string, FieldInfo>();
  for (const info of list) {
    byJsonKey.set(info.jsonName, info);
    byJsonKey.set(info.field.name, info);
  }
  cached = { list, byJsonKey };
  fieldCache.set(type, cached);
  return cached;
}

function lowerCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

const INT64_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const INT32_TYPES = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32']);
const UNSIGNED_TYPES = new Set(['uint32', 'fixed32', 'uint64', 'fixed64']);

const WRAPPERS = new Set([
  '.google.protobuf.DoubleValue',
  '.google.protobuf.FloatValue',
  '.google.protobuf.Int64Value',
  '.google.protobuf.UInt64Value',
  '.google.protobuf.Int32Value',
  '.google.protobuf.UInt32Value',
  '.google.protobuf.BoolValue',
  '.google.protobuf.StringValue',
  '.google.protobuf.BytesValue',
]);
const NULL_VALUE = '.google.protobuf.NullValue';
const STRUCT_VALUE = '.google.protobuf.Value';

function isMap(field: Field | MapField): boolean {
  return (field as MapField).map === true;
}

function resolvedMessageType(field: Field): Type | undefined {
  const rt = field.resolvedType;
  return rt instanceof protobuf.Type ? rt : undefined;
}

function resolvedEnum(field: Field): Enum | undefined {
  const rt = field.resolvedType;
  return rt instanceof protobuf.Enum ? rt : undefined;
}

// ---------------------------------------------------------------------------------------------
// protobuf -> JSON

/** A decoded message (or a plain object keyed by protobufjs field names) as proto3 JSON. */
export function toProtoJson(type: Type, message: unknown): Json {
  return nested(type.name, () => messageToJson(type, message));
}

function messageToJson(type: Type, message: unknown): Json {
  const special = wellKnownToJson(type, message);
  if (special !== undefined) return special;
  const msg = (message ?? {}) as Plain;
  const out: JsonObject = {};
  for (const { field, jsonName, explicitPresence } of fieldsOf(type).list) {
    if (!hasOwn(msg, field.name)) continue;
    const value = msg[field.name];
    if (value === null || value === undefined) continue;
    if (isMap(field)) {
      const entries = Object.entries(value as Plain);
      if (entries.length === 0) continue;
      const obj: JsonObject = {};
      for (const [k, v] of entries) obj[k] = singularToJson(field, v);
      out[jsonName] = obj;
    } else if (field.repeated) {
      const arr = value as unknown[];
      if (arr.length === 0) continue;
      out[jsonName] = arr.map((v) => singularToJson(field, v));
    } else {
      if (!explicitPresence && !resolvedMessageType(field) && isDefaultScalar(field, value)) continue;
      out[jsonName] = singularToJson(field, value);
    }
  }
  return out;
}

function singularToJson(field: Field, value: unknown): Json {
  const messageType = resolvedMessageType(field);
  if (messageType) return toProtoJson(messageType, value);
  const enumType = resolvedEnum(field);
  if (enumType) return enumToJson(enumType, value);
  return scalarToJson(field.type, value);
}

function enumToJson(enumType: Enum, value: unknown): Json {
  if (enumType.fullName === NULL_VALUE) return null;
  if (typeof value === 'string') return value;
  const n = Number(value);
  return enumType.valuesById[n] ?? n;
}

function scalarToJson(scalar: string, value: unknown): Json {
  if (INT64_TYPES.has(scalar)) return int64ToString(value, UNSIGNED_TYPES.has(scalar));
  switch (scalar) {
    case 'double':
    case 'float': {
      const n = Number(value);
      if (Number.isNaN(n)) return 'NaN';
      if (n === Infinity) return 'Infinity';
      if (n === -Infinity) return '-Infinity';
      return n;
    }
    case 'bytes':
      return bytesToBase64(value);
    case 'bool':
      return Boolean(value);
    case 'string':
      return String(value);
    default:
      return Number(value);
  }
}

function int64ToString(value: unknown, unsigned: boolean): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value && typeof value === 'object' && 'low' in value && 'high' in value) {
    const v = value as { low: number; high: number; unsigned?: boolean };
    return new Long(v.low, v.high, v.unsigned ?? unsigned).toString();
  }
  return '0';
}

function bytesToBase64(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
  return '';
}

function isDefaultScalar(field: Field, value: unknown): boolean {
  if (resolvedEnum(field)) return Number(value) === 0 || value === resolvedEnum(field)?.valuesById[0];
  if (INT64_TYPES.has(field.type)) return int64ToString(value, false) === '0';
  switch (field.type) {
    case 'string':
      return value === '';
    case 'bool':
      return value === false;
    case 'bytes':
      return value instanceof Uint8Array ? value.length === 0 : value === '';
    default:
      return value === 0 && !Object.is(value, -0);
  }
}

function wellKnownToJson(type: Type, message: unknown): Json | undefined {
  const name = type.fullName;
  if (!name.startsWith('.google.protobuf.')) return undefined;
  const msg = (message ?? {}) as Plain;
  if (WRAPPERS.has(name)) {
    const valueField = type.fields.value;
    return scalarToJson(valueField.type, msg.value ?? defaultScalar(valueField.type));
  }
  switch (name) {
    case '.google.protobuf.Timestamp':
      return formatTimestamp(Number(int64ToString(msg.seconds ?? 0, false)), Number(msg.nanos ?? 0));
    case '.google.protobuf.Duration':
      return formatDuration(int64ToString(msg.seconds ?? 0, false), Number(msg.nanos ?? 0));
    case '.google.protobuf.FieldMask':
      return ((msg.paths as string[] | undefined) ?? []).map(lowerCamel).join(',');
    case '.google.protobuf.Empty':
      return {};
    case '.google.protobuf.Struct':
      return structToJson(type, msg);
    case STRUCT_VALUE:
      return structValueToJson(type, msg);
    case '.google.protobuf.ListValue':
      return listValueToJson(type, msg);
    case '.google.protobuf.Any':
      return anyToJson(type, msg);
    default:
      return undefined;
  }
}

function defaultScalar(scalar: string): unknown {
  if (scalar === 'string' || scalar === 'bytes') return '';
  if (scalar === 'bool') return false;
  return 0;
}

/** Field name by number: descriptors differ in whether names are camelCased (`type_url` vs `typeUrl`). */
function fieldById(type: Type, id: number): Field {
  const field = type.fieldsById[id];
  if (!field) throw new ProtoJsonError('', `${type.fullName} has no field ${id}`);
  field.resolve();
  return field;
}

// google.protobuf.Value kinds, by field number.
const KIND = { null: 1, number: 2, string: 3, bool: 4, struct: 5, list: 6 } as const;

function structToJson(type: Type, msg: Plain): JsonObject {
  const fieldsField = fieldById(type, 1);
  const valueType = fieldsField.resolvedType as Type;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries((msg[fieldsField.name] as Plain | undefined) ?? {})) {
    out[k] = structValueToJson(valueType, v as Plain);
  }
  return out;
}

function structValueToJson(type: Type, msg: Plain): Json {
  return nested(type.name, () => structKindToJson(type, msg));
}

function structKindToJson(type: Type, msg: Plain): Json {
  const kind = type.fieldsArray.find((f) => hasOwn(msg, f.name) && msg[f.name] !== null && msg[f.name] !== undefined);
  if (!kind) return null;
  const value = msg[kind.name];
  switch (kind.id) {
    case KIND.number:
      return scalarToJson('double', value);
    case KIND.string:
      return String(value);
    case KIND.bool:
      return Boolean(value);
    case KIND.struct:
      return structToJson(fieldById(type, KIND.struct).resolvedType as Type, value as Plain);
    case KIND.list:
      return listValueToJson(fieldById(type, KIND.list).resolvedType as Type, value as Plain);
    default:
      return null;
  }
}

function listValueToJson(type: Type, msg: Plain): Json[] {
  const valuesField = fieldById(type, 1);
  const valueType = valuesField.resolvedType as Type;
  return ((msg[valuesField.name] as Plain[] | undefined) ?? []).map((v) => structValueToJson(valueType, v));
}

function anyToJson(type: Type, msg: Plain): JsonObject {
  const typeUrl = String(msg[fieldById(type, 1).name] ?? '');
  const rawValue = msg[fieldById(type, 2).name];
  const payload = rawValue instanceof Uint8Array ? rawValue : new Uint8Array();
  const inner = lookupAnyType(type, typeUrl);
  if (!inner) return { '@type': typeUrl, value: bytesToBase64(payload) };
  const json = toProtoJson(inner, inner.decode(payload));
  if (isWellKnownType(inner)) {
    return { '@type': typeUrl, value: json };
  }
  return { '@type': typeUrl, ...(json as JsonObject) };
}

/** Types with a special JSON form, which an Any carries under `value`. */
function isWellKnownType(type: Type): boolean {
  const name = type.fullName;
  return WRAPPERS.has(name) || SPECIAL_JSON.has(name);
}

const SPECIAL_JSON = new Set([
  '.google.protobuf.Timestamp',
  '.google.protobuf.Duration',
  '.google.protobuf.FieldMask',
  '.google.protobuf.Empty',
  '.google.protobuf.Struct',
  STRUCT_VALUE,
  '.google.protobuf.ListValue',
  '.google.protobuf.Any',
]);

function lookupAnyType(anyType: Type, typeUrl: string): Type | undefined {
  const name = typeUrl.slice(typeUrl.lastIndexOf('/') + 1);
  if (!name) return undefined;
  try {
    return anyType.root.lookupType(name);
  } catch {
    return undefined;
  }
}

/**
 * A google.protobuf.Timestamp in its JSON form, RFC 3339 in UTC with 0, 3, 6 or 9 fractional digits
 * (the engine's own format). The JSON form covers only years 0001 to 9999.
 */
export function formatTimestamp(seconds: number, nanos: number): string {
  if (!timestampSecondsInRange(seconds)) throw new ProtoJsonError('', `timestamp out of range: ${seconds}s`);
  return formatRfc3339({ seconds, nanos });
}

/** Parses RFC 3339 (any offset, up to nanoseconds) into `{seconds, nanos}`, as the engine does. */
export function parseTimestamp(text: string, path = ''): { seconds: number; nanos: number } {
  try {
    return parseRfc3339(text);
  } catch (err) {
    throw new ProtoJsonError(path, (err as Error).message);
  }
}

function formatDuration(seconds: string, nanos: number): string {
  const negative = seconds.startsWith('-') || nanos < 0;
  const whole = seconds.replace(/^-/, '');
  return `${negative ? '-' : ''}${whole}${fractionDigits(Math.abs(nanos))}s`;
}

function parseDuration(text: string, path: string): { seconds: protobuf.Long; nanos: number } {
  const m = /^(-)?(\d+)(?:\.(\d{1,9}))?s$/.exec(text);
  if (!m) throw new ProtoJsonError(path, `invalid duration '${text}'`);
  const sign = m[1] ? -1 : 1;
  const seconds = Long.fromString(`${m[1] ?? ''}${m[2]}`);
  const nanos = m[3] ? sign * Number(m[3].padEnd(9, '0')) : 0;
  return { seconds, nanos };
}

// ---------------------------------------------------------------------------------------------
// JSON -> protobuf

/** proto3 JSON as a plain object ready for `type.encode` (protobufjs field names, Longs, Buffers). */
export function fromProtoJson(type: Type, json: unknown, path = ''): Plain {
  return nested(path, () => messageFromJson(type, json, path));
}

function messageFromJson(type: Type, json: unknown, path: string): Plain {
  const special = wellKnownFromJson(type, json, path);
  if (special !== undefined) return special;
  if (!isPlainObject(json)) throw new ProtoJsonError(path, `expected an object for ${type.name}`);
  const out: Plain = {};
  const { byJsonKey } = fieldsOf(type);
  for (const [key, value] of Object.entries(json)) {
    const info = byJsonKey.get(key);
    if (!info || value === undefined) continue;
    const { field } = info;
    const fieldPath = path ? `${path}.${key}` : key;
    if (value === null && !acceptsNull(field)) continue;
    if (isMap(field)) {
      if (!isPlainObject(value)) throw new ProtoJsonError(fieldPath, 'expected an object');
      const map: Plain = {};
      for (const [k, v] of Object.entries(value)) map[k] = singularFromJson(field, v, `${fieldPath}.${k}`);
      out[field.name] = map;
    } else if (field.repeated) {
      if (!Array.isArray(value)) throw new ProtoJsonError(fieldPath, 'expected an array');
      out[field.name] = value.map((v, i) => singularFromJson(field, v, `${fieldPath}[${i}]`));
    } else {
      out[field.name] = singularFromJson(field, value, fieldPath);
    }
  }
  return out;
}

function acceptsNull(field: Field): boolean {
  const rt = field.resolvedType;
  return !!rt && (rt.fullName === NULL_VALUE || rt.fullName === STRUCT_VALUE);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

function singularFromJson(field: Field, value: unknown, path: string): unknown {
  const messageType = resolvedMessageType(field);
  if (messageType) return fromProtoJson(messageType, value, path);
  const enumType = resolvedEnum(field);
  if (enumType) return enumFromJson(enumType, value, path);
  return scalarFromJson(field.type, value, path);
}

function enumFromJson(enumType: Enum, value: unknown, path: string): number {
  if (enumType.fullName === NULL_VALUE && (value === null || value === 'NULL_VALUE' || value === 0)) return 0;
  if (typeof value === 'string') {
    const n = enumType.values[value];
    if (n === undefined) throw new ProtoJsonError(path, `unknown ${enumType.name} value '${value}'`);
    return n;
  }
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  throw new ProtoJsonError(path, `invalid ${enumType.name} value ${JSON.stringify(value)}`);
}

function scalarFromJson(scalar: string, value: unknown, path: string): unknown {
  if (INT64_TYPES.has(scalar)) return int64FromJson(value, UNSIGNED_TYPES.has(scalar), path);
  if (INT32_TYPES.has(scalar)) {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n)) throw new ProtoJsonError(path, `expected an integer, got ${JSON.stringify(value)}`);
    return n;
  }
  switch (scalar) {
    case 'double':
    case 'float':
      if (typeof value === 'number') return value;
      if (value === 'NaN') return NaN;
      if (value === 'Infinity') return Infinity;
      if (value === '-Infinity') return -Infinity;
      if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
      throw new ProtoJsonError(path, `expected a number, got ${JSON.stringify(value)}`);
    case 'bool':
      if (typeof value === 'boolean') return value;
      throw new ProtoJsonError(path, `expected a boolean, got ${JSON.stringify(value)}`);
    case 'string':
      if (typeof value === 'string') return value;
      throw new ProtoJsonError(path, `expected a string, got ${JSON.stringify(value)}`);
    case 'bytes':
      if (typeof value === 'string') return Buffer.from(value, 'base64');
      if (value instanceof Uint8Array) return value;
      throw new ProtoJsonError(path, 'expected base64 bytes');
    default:
      throw new ProtoJsonError(path, `unsupported scalar type ${scalar}`);
  }
}

function int64FromJson(value: unknown, unsigned: boolean, path: string): protobuf.Long {
  if (typeof value === 'number' && Number.isInteger(value)) return Long.fromNumber(value, unsigned);
  if (typeof value === 'bigint') return Long.fromString(value.toString(), unsigned);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) {
    const long = Long.fromString(value, unsigned);
    if (long.toString() !== value.replace(/^(-?)0+(?=\d)/, '$1')) throw new ProtoJsonError(path, `integer out of range: ${value}`);
    return long;
  }
  throw new ProtoJsonError(path, `expected an integer, got ${JSON.stringify(value)}`);
}

function wellKnownFromJson(type: Type, json: unknown, path: string): Plain | undefined {
  const name = type.fullName;
  if (!name.startsWith('.google.protobuf.')) return undefined;
  if (WRAPPERS.has(name)) {
    const inner = isPlainObject(json) && 'value' in json ? json.value : json;
    return { value: scalarFromJson(type.fields.value.type, inner, path) };
  }
  switch (name) {
    case '.google.protobuf.Timestamp':
      if (isPlainObject(json)) return timestampObject(json, path);
      if (typeof json !== 'string') throw new ProtoJsonError(path, 'expected an RFC 3339 timestamp string');
      return parseTimestamp(json, path);
    case '.google.protobuf.Duration':
      if (typeof json !== 'string') throw new ProtoJsonError(path, "expected a duration string like '1.5s'");
      return parseDuration(json, path);
    case '.google.protobuf.FieldMask':
      if (typeof json !== 'string') throw new ProtoJsonError(path, 'expected a comma-separated field mask');
      return { paths: json === '' ? [] : json.split(',').map(snakeCase) };
    case '.google.protobuf.Empty':
      return {};
    case '.google.protobuf.Struct':
      return structFromJson(type, json, path);
    case STRUCT_VALUE:
      return structValueFromJson(type, json, path);
    case '.google.protobuf.ListValue':
      return listValueFromJson(type, json, path);
    case '.google.protobuf.Any':
      return anyFromJson(type, json, path);
    default:
      return undefined;
  }
}

function timestampObject(json: Record<string, unknown>, path: string): Plain {
  return {
    seconds: int64FromJson(json.seconds ?? 0, false, `${path}.seconds`),
    nanos: scalarFromJson('int32', json.nanos ?? 0, `${path}.nanos`),
  };
}

function structFromJson(type: Type, json: unknown, path: string): Plain {
  if (!isPlainObject(json)) throw new ProtoJsonError(path, 'expected an object for Struct');
  const fieldsField = fieldById(type, 1);
  const valueType = fieldsField.resolvedType as Type;
  const fields: Plain = {};
  for (const [k, v] of Object.entries(json)) fields[k] = structValueFromJson(valueType, v, `${path}.${k}`);
  return { [fieldsField.name]: fields };
}

function structValueFromJson(type: Type, json: unknown, path: string): Plain {
  return nested(path, () => structKindFromJson(type, json, path));
}

function structKindFromJson(type: Type, json: unknown, path: string): Plain {
  const set = (id: number, value: unknown): Plain => ({ [fieldById(type, id).name]: value });
  if (json === null) return set(KIND.null, 0);
  if (typeof json === 'number') return set(KIND.number, json);
  if (typeof json === 'string') return set(KIND.string, json);
  if (typeof json === 'boolean') return set(KIND.bool, json);
  if (Array.isArray(json)) {
    return set(KIND.list, listValueFromJson(fieldById(type, KIND.list).resolvedType as Type, json, path));
  }
  if (isPlainObject(json)) {
    return set(KIND.struct, structFromJson(fieldById(type, KIND.struct).resolvedType as Type, json, path));
  }
  throw new ProtoJsonError(path, `unsupported JSON value ${String(json)}`);
}

function listValueFromJson(type: Type, json: unknown, path: string): Plain {
  if (!Array.isArray(json)) throw new ProtoJsonError(path, 'expected an array for ListValue');
  const valuesField = fieldById(type, 1);
  const valueType = valuesField.resolvedType as Type;
  return { [valuesField.name]: json.map((v, i) => structValueFromJson(valueType, v, `${path}[${i}]`)) };
}

function anyFromJson(type: Type, json: unknown, path: string): Plain {
  if (!isPlainObject(json) || typeof json['@type'] !== 'string') throw new ProtoJsonError(path, "expected an Any with '@type'");
  const typeUrl = json['@type'];
  const inner = lookupAnyType(type, typeUrl);
  const urlField = fieldById(type, 1).name;
  const valueField = fieldById(type, 2).name;
  if (!inner) {
    if (typeof json.value === 'string') return { [urlField]: typeUrl, [valueField]: Buffer.from(json.value, 'base64') };
    throw new ProtoJsonError(path, `unknown Any type '${typeUrl}'`);
  }
  const rest = Object.fromEntries(Object.entries(json).filter(([k]) => k !== '@type'));
  const payload = fromProtoJson(inner, isWellKnownType(inner) ? json.value : rest, path);
  return { [urlField]: typeUrl, [valueField]: inner.encode(payload).finish() };
}

// ---------------------------------------------------------------------------------------------
// Bytes on the wire

/** Decodes a binary message straight to proto3 JSON. */
export function decodeToProtoJson(type: Type, bytes: Uint8Array): Json {
  return toProtoJson(type, type.decode(bytes));
}

/** Encodes proto3 JSON to the binary wire form. */
export function encodeProtoJson(type: Type, json: unknown): Uint8Array {
  return type.encode(fromProtoJson(type, json)).finish();
}
