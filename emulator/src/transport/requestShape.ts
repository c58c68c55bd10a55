/**
 * The shape check every Firestore request passes before the engine sees it, whichever transport
 * brought it (REST JSON, WebChannel, or gRPC after decoding): its proto3 JSON is walked against the
 * request's message type in the schema the SDKs speak, so the engine only ever meets fields of the
 * declared JSON types. A mismatch is INVALID_ARGUMENT naming the field as Google's JSON front end
 * does: `Invalid value at 'structured_query.from[0].collection_id' (TYPE_STRING), 0`.
 *
 * Canonicalised in place on the way: a null singular field is unset (proto3 JSON), enum numbers
 * become names, int32 strings become numbers. Unknown field names are left alone, as before.
 * Recursion is bounded: messages nested more than MAX_MESSAGE_DEPTH levels are refused, as
 * protobuf parsers refuse them, so no walker behind this check can overflow the stack.
 */
import protobuf from 'protobufjs';
import type { Enum, Field, MapField, Type } from 'protobufjs';
import { FirestoreError, invalidArgument } from '../engine/errors.js';
import type { RpcStatus, StreamSession } from '../engine/types.js';
import { MAX_DEPTH, parseTimestamp } from '../engine/values.js';
import { messageType } from './grpc/firestoreProto.js';

/** Protobuf's own default recursion limit; a Firestore value 20 maps deep needs about 45. */
export const MAX_MESSAGE_DEPTH = 100;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

interface FieldInfo {
  field: Field;
  /** The proto field name, as error paths spell it. */
  protoName: string;
  isMap: boolean;
  repeated: boolean;
  /** null is a value of the field itself (NullValue), not "unset". */
  acceptsNull: boolean;
  /** The field's message type, unless it is a well-known type with a JSON form of its own. */
  message?: Type;
  wellKnown?: Type;
  enumType?: Enum;
}

const fieldCache = new WeakMap<Type, Map<string, FieldInfo>>();
const fullNames = new WeakMap<Type | Enum, string>();

/** protobufjs computes `fullName` anew on every read. */
function fullNameOf(type: Type | Enum): string {
  let name = fullNames.get(type);
  if (name === undefined) fullNames.set(type, (name = type.fullName));
  return name;
}

/** A type's fields by JSON name and by proto name, with what the walk needs to know of each. */
function fieldsOf(type: Type): Map<string, FieldInfo> {
  let fields = fieldCache.get(type);
  if (fields) return fields;
  fields = new Map();
  for (const field of type.fieldsArray) {
    field.resolve();
    const resolved = field.resolvedType;
    const resolvedName = resolved ? fullNameOf(resolved as Type | Enum) : '';
    const info: FieldInfo = {
      field,
      protoName: snakeCase(field.name),
      isMap: (field as unknown as MapField).map === true,
      repeated: field.repeated,
      acceptsNull: resolvedName === '.google.protobuf.NullValue' || resolvedName === '.google.protobuf.Value',
    };
    if (resolved instanceof protobuf.Type) {
      if (resolvedName.startsWith('.google.protobuf.')) info.wellKnown = resolved;
      else info.message = resolved;
    } else if (resolved instanceof protobuf.Enum) {
      info.enumType = resolved;
    }
    const declared = field.options?.json_name;
    fields.set(typeof declared === 'string' ? declared : lowerCamel(field.name), info);
    fields.set(field.name, info);
    fields.set(info.protoName, info);
  }
  fieldCache.set(type, fields);
  return fields;
}

const lowerCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Where the walk is: field names and list or map entry indexes, formatted only for an error (so a
 * valid request allocates no path strings). Reset at the start of each check.
 */
const trail: (string | number)[] = [];

function trailPath(): string {
  let path = '';
  for (const step of trail) path += typeof step === 'number' ? `[${step}]` : path ? `.${step}` : step;
  return path;
}

/** What the value looked like, briefly, for an error message (never walks the value). */
function render(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return '[...]';
  if (typeof value === 'object' && value !== null) return '{...}';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}..."` : text;
}

function typeLabel(field: Field): string {
  const resolved = field.resolvedType;
  if (resolved) return `type.googleapis.com/${resolved.fullName.replace(/^\./, '')}`;
  return `TYPE_${field.type.toUpperCase()}`;
}

function invalidValue(field: Field, value: unknown): FirestoreError {
  return invalidArgument(`Invalid value at '${trailPath()}' (${typeLabel(field)}), ${render(value)}`);
}

function tooDeep(): FirestoreError {
  const path = trailPath();
  const shown = path.length > 160 ? `...${path.slice(-160)}` : path;
  return invalidArgument(`Invalid JSON payload received. '${shown}' is nested more than ${MAX_MESSAGE_DEPTH} levels deep.`);
}

/**
 * A document field's value being walked: `depth` counts its maps and arrays so far. Firestore
 * refuses a document with a map or array nested more than MAX_DEPTH deep, naming the top-level field.
 */
interface Property {
  name: string;
  depth: number;
}

const DOCUMENT = '.google.firestore.v1.Document';
const VALUE = '.google.firestore.v1.Value';

// ---------------------------------------------------------------------------------------------

/**
 * Checks (and canonicalises in place) a request in proto3 JSON against `typeName`, a message of
 * google.firestore.v1 (`RunQueryRequest`) or a full name. Throws INVALID_ARGUMENT on a mismatch.
 */
export function checkRequestShape(typeName: string, json: unknown): void {
  checkMessageShape(messageType(typeName.includes('.') ? typeName : `google.firestore.v1.${typeName}`), json);
}

/** checkRequestShape for a resolved message type. */
export function checkMessageShape(type: Type, json: unknown): void {
  if (!isObject(json)) throw invalidArgument(`Invalid JSON payload received. Expected an object for ${type.name}.`);
  trail.length = 0;
  checkMessage(type, json, 1);
}

function checkMessage(type: Type, json: Json, depth: number, property?: Property): void {
  if (property && fullNameOf(type) === VALUE && (isObject(json.mapValue) || isObject(json.arrayValue))) {
    property = { name: property.name, depth: property.depth + 1 };
    if (property.depth > MAX_DEPTH) throw invalidArgument(`Property ${property.name} contains an invalid nested entity.`);
  }
  if (depth > MAX_MESSAGE_DEPTH) throw tooDeep();
  const fields = fieldsOf(type);
  for (const key of Object.keys(json)) {
    const info = fields.get(key);
    if (!info) continue;
    const value = json[key];
    if (value === null || value === undefined) {
      // null is the default of any field, except where it is the value itself (NullValue).
      if (!info.acceptsNull) delete json[key];
      continue;
    }
    trail.push(info.protoName);
    if (info.isMap) {
      if (!isObject(value)) throw invalidValue(info.field, value);
      const inDocument = fullNameOf(type) === DOCUMENT;
      let i = 0;
      for (const k of Object.keys(value)) {
        trail.push(i++, 'value');
        if (value[k] === null && !info.acceptsNull) throw invalidValue(info.field, null);
        checkSingular(info, value, k, depth, inDocument ? { name: k, depth: 0 } : property);
        trail.length -= 2;
      }
    } else if (info.repeated) {
      if (!Array.isArray(value)) throw invalidValue(info.field, value);
      for (let i = 0; i < value.length; i++) {
        trail.push(i);
        if (value[i] === null || value[i] === undefined) throw invalidValue(info.field, value[i]);
        checkSingular(info, value as unknown as Json, i as unknown as string, depth, property);
        trail.length--;
      }
    } else {
      checkSingular(info, json, key, depth, property);
    }
    trail.length--;
  }
}

/** Checks `holder[key]`, one value of a field, replacing it by its canonical form where needed. */
function checkSingular(info: FieldInfo, holder: Json, key: string, depth: number, property?: Property): void {
  const value = holder[key];
  if (info.message) {
    if (!isObject(value)) throw invalidValue(info.field, value);
    checkMessage(info.message, value, depth + 1, property);
  } else if (info.wellKnown) {
    checkWellKnown(info.wellKnown, info.field, holder, key);
  } else if (info.enumType) {
    const name = enumName(info.enumType, info.field, value);
    if (name !== value) holder[key] = name;
  } else {
    const canonical = scalar(info.field.type, value, info.field);
    if (canonical !== value) holder[key] = canonical;
  }
}

function enumName(type: Enum, field: Field, value: unknown): unknown {
  if (fullNameOf(type) === '.google.protobuf.NullValue') {
    if (value === null || value === 'NULL_VALUE' || value === 0) return value;
    throw invalidValue(field, value);
  }
  if (typeof value === 'string' && type.values[value] !== undefined) return value;
  if (typeof value === 'number' && type.valuesById[value] !== undefined) return type.valuesById[value];
  throw invalidValue(field, value);
}

const INT32_RANGE: Record<string, [number, number]> = {
  int32: [-(2 ** 31), 2 ** 31 - 1],
  sint32: [-(2 ** 31), 2 ** 31 - 1],
  sfixed32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
  fixed32: [0, 2 ** 32 - 1],
};
const INT64_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const NUMBER_WORDS = new Set(['NaN', 'Infinity', '-Infinity']);

/** A scalar in its canonical JSON form, or INVALID_ARGUMENT. */
function scalar(type: string, value: unknown, field: Field): unknown {
  const range = INT32_RANGE[type];
  if (range) {
    const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < range[0] || n > range[1]) throw invalidValue(field, value);
    return n;
  }
  if (INT64_TYPES.has(type)) {
    const ok = (typeof value === 'string' && /^-?\d{1,20}$/.test(value)) || (typeof value === 'number' && Number.isSafeInteger(value));
    if (!ok) throw invalidValue(field, value);
    return value;
  }
  switch (type) {
    case 'double':
    case 'float':
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && (NUMBER_WORDS.has(value) || (value.trim() !== '' && !Number.isNaN(Number(value))))) return value;
      throw invalidValue(field, value);
    case 'bool':
      if (typeof value !== 'boolean') throw invalidValue(field, value);
      return value;
    case 'string':
      if (typeof value !== 'string') throw invalidValue(field, value);
      return value;
    case 'bytes':
      if (typeof value !== 'string' || !BASE64.test(value)) throw invalidValue(field, value);
      return value;
    default:
      throw invalidValue(field, value);
  }
}

const WRAPPERS: Record<string, string> = {
  '.google.protobuf.DoubleValue': 'double',
  '.google.protobuf.FloatValue': 'float',
  '.google.protobuf.Int64Value': 'int64',
  '.google.protobuf.UInt64Value': 'uint64',
  '.google.protobuf.Int32Value': 'int32',
  '.google.protobuf.UInt32Value': 'uint32',
  '.google.protobuf.BoolValue': 'bool',
  '.google.protobuf.StringValue': 'string',
  '.google.protobuf.BytesValue': 'bytes',
};

/** Well-known types have JSON forms of their own; the few Firestore requests use are checked. */
function checkWellKnown(type: Type, field: Field, holder: Json, key: string): void {
  const value = holder[key];
  const wrapped = WRAPPERS[fullNameOf(type)];
  if (wrapped) {
    // The bare scalar is canonical; `{value: x}` is accepted too, as the engine reads both.
    if (isObject(value)) {
      if (value.value !== undefined && value.value !== null) value.value = scalar(wrapped, value.value, field);
      return;
    }
    holder[key] = scalar(wrapped, value, field);
    return;
  }
  switch (fullNameOf(type)) {
    case '.google.protobuf.Timestamp':
      if (typeof value !== 'string') throw invalidValue(field, value);
      try {
        parseTimestamp(value);
      } catch {
        throw invalidValue(field, value);
      }
      return;
    case '.google.protobuf.Duration':
      if (typeof value !== 'string' || !/^-?\d+(\.\d{1,9})?s$/.test(value)) throw invalidValue(field, value);
      return;
    case '.google.protobuf.Empty':
      if (!isObject(value)) throw invalidValue(field, value);
      return;
    default:
      // Struct, Value, ListValue, Any, FieldMask: not in the requests the engine reads; left as given.
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// Streams

/**
 * A Listen or Write stream whose requests are checked before the engine sees them. A Listen
 * request whose only fault lies inside `addTarget` fails that target alone (REMOVE with the
 * error as cause), as the engine fails any bad target; any other fault ends the stream.
 */
export class ShapeCheckedStream<Req, Res> implements StreamSession<Req, Res> {
  onMessage: (response: Res) => void = () => {};
  onError: (status: RpcStatus) => void = () => {};
  private failed = false;

  constructor(
    private readonly inner: StreamSession<Req, Res>,
    private readonly requestType: 'ListenRequest' | 'WriteRequest',
  ) {
    inner.onMessage = (response) => this.onMessage(response);
    inner.onError = (status) => {
      this.failed = true;
      this.onError(status);
    };
  }

  send(request: Req): void {
    try {
      checkRequestShape(this.requestType, request);
    } catch (err) {
      if (!(err instanceof FirestoreError) || !this.failTargetAlone(request as Json, err)) throw err;
      return;
    }
    this.inner.send(request);
  }

  close(): void {
    this.inner.close();
  }

  private failTargetAlone(request: Json, err: FirestoreError): boolean {
    if (this.requestType !== 'ListenRequest' || !/'add_target\./.test(err.message) || !isObject(request)) return false;
    const target = request.addTarget;
    const targetId = isObject(target) ? target.targetId : undefined;
    if (typeof targetId !== 'number' || !Number.isInteger(targetId) || targetId <= 0) return false;
    const rest: Json = { ...request };
    delete rest.addTarget;
    checkRequestShape(this.requestType, rest);
    if (Object.keys(rest).length > 0) this.inner.send(rest as Req);
    if (!this.failed) {
      this.onMessage({ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId], cause: err.toRpcStatus() } } as Res);
    }
    return true;
  }
}
