/**
 * From the services' data to rules values: Firestore proto3 JSON values (documents), plain JS values
 * (ID-token claims) and Storage object metadata.
 */
import { toDouble } from '../engine/values.js';
import type { Fields, Value } from '../engine/types.js';
import type { RulesDocument, RulesQueryDocument } from './api.js';
import { fromMillis, fromRfc3339 } from './time.js';
import { PartialMap, RLatLng, RPath, type RMap, type RValue } from './values.js';

function fromFirestoreValue(v: Value): RValue {
  if ('stringValue' in v) return v.stringValue;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return BigInt(v.integerValue);
  if ('doubleValue' in v) return toDouble(v.doubleValue);
  if ('mapValue' in v) return fromFirestoreFields(v.mapValue.fields);
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(fromFirestoreValue);
  if ('nullValue' in v) return null;
  if ('timestampValue' in v) return fromRfc3339(v.timestampValue);
  if ('referenceValue' in v) return documentPath(v.referenceValue);
  if ('bytesValue' in v) return new Uint8Array(Buffer.from(v.bytesValue, 'base64'));
  if ('geoPointValue' in v) return new RLatLng(v.geoPointValue.latitude ?? 0, v.geoPointValue.longitude ?? 0);
  return null;
}

/**
 * Converted afresh on every call: the engine builds documents by mutating copies, so caching by object
 * identity across evaluations could show a rule stale data. Evaluations cache their own lookups.
 */
export function fromFirestoreFields(fields: Fields | undefined): RMap {
  const m = new Map<string, RValue>();
  if (fields) for (const key in fields) m.set(key, fromFirestoreValue(fields[key]!));
  return m;
}

/** projects/{p}/databases/{d}/documents/{path} (or an already relative name) as /databases/{d}/documents/{path}. */
function documentPath(name: string): RPath {
  const segments = name.split('/').filter((s) => s !== '');
  const start = segments[0] === 'projects' ? 2 : 0;
  return new RPath(start === 0 ? segments : segments.slice(start));
}

/** A document as `resource` and `get()` show it: {data, id, __name__}; null when it does not exist. */
export function documentResource(doc: RulesDocument | null | undefined): RMap | null {
  if (!doc) return null;
  const path = documentPath(doc.name);
  return new Map<string, RValue>([
    ['data', fromFirestoreFields(doc.fields)],
    ['id', path.segments[path.segments.length - 1] ?? ''],
    ['__name__', path],
  ]);
}

/**
 * `resource` for a query judged by its constraints: `data` holds the fixed fields (nested maps along
 * a dotted path are partial too; a value fixed whole is known whole), and `id` and `__name__` are
 * known only when a `__name__` equality names the document.
 */
export function queryDocumentResource(q: RulesQueryDocument): RMap {
  const data = new PartialMap();
  for (const { path, value } of q.fixed) {
    const map = partialMapAt(data, path.slice(0, -1));
    const last = path[path.length - 1]!;
    // The first filter on a field decides it (two different equalities match nothing anyway).
    if (map && !map.has(last)) map.set(last, fromFirestoreValue(value));
  }
  const resource = new PartialMap([['data', data]]);
  if (q.name !== undefined) {
    const path = documentPath(q.name);
    resource.set('id', path.segments[path.segments.length - 1] ?? '');
    resource.set('__name__', path);
  }
  return resource;
}

/** The partial map at `path` below `root`, created on the way; undefined under a value fixed whole. */
function partialMapAt(root: PartialMap, path: readonly string[]): PartialMap | undefined {
  let map = root;
  for (const segment of path) {
    const next = map.get(segment);
    if (next === undefined) {
      const created = new PartialMap();
      map.set(segment, created);
      map = created;
    } else if (next instanceof PartialMap) {
      map = next;
    } else {
      return undefined;
    }
  }
  return map;
}

/** A plain JS value (JSON claims, metadata): whole numbers become ints, Dates timestamps. */
export function fromPlain(v: unknown): RValue {
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'bigint':
      return v;
    case 'number':
      return Number.isInteger(v) ? BigInt(v) : v;
  }
  if (Array.isArray(v)) return v.map(fromPlain);
  if (v instanceof Date) return fromMillis(v.getTime());
  if (v instanceof Uint8Array) return new Uint8Array(v);
  if (v instanceof Map) return new Map([...v].map(([k, x]) => [String(k), fromPlain(x)]));
  if (typeof v === 'object') {
    const m = new Map<string, RValue>();
    for (const [k, x] of Object.entries(v)) m.set(k, fromPlain(x));
    return m;
  }
  return null;
}

const INTEGER_METADATA = new Set(['size', 'generation', 'metageneration']);
const TIMESTAMP_METADATA = new Set(['timeCreated', 'updated', 'timeStorageClassUpdated', 'customTime']);

/**
 * Storage object metadata as `resource` / `request.resource`. GCS JSON writes sizes and generations
 * as decimal strings and times as RFC 3339; rules see them as ints and timestamps.
 */
export function storageResource(metadata: Record<string, unknown> | null | undefined): RMap | null {
  if (!metadata) return null;
  const m = new Map<string, RValue>();
  for (const [key, raw] of Object.entries(metadata)) {
    if (INTEGER_METADATA.has(key) && typeof raw === 'string' && /^-?\d+$/.test(raw)) m.set(key, BigInt(raw));
    else if (TIMESTAMP_METADATA.has(key) && typeof raw === 'string') m.set(key, plainTimestamp(raw));
    else if (TIMESTAMP_METADATA.has(key) && typeof raw === 'number') m.set(key, fromMillis(raw));
    else m.set(key, fromPlain(raw));
  }
  return m;
}

/** A metadata time as a timestamp; text that is not RFC 3339 stays a string. */
function plainTimestamp(s: string): RValue {
  try {
    return fromRfc3339(s);
  } catch {
    return s;
  }
}
