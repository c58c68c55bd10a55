/**
 * Equality indexes that narrow a query's candidates. Per collection and field path (built the first
 * time a query filters that field with `==` or `in`, then kept up to date by every write), documents
 * are grouped by a key of their value there. Keys are canonical: two values get the same key exactly
 * when `==` holds between them (1 and 1.0, -0 and 0, NaN and NaN), so the documents equal to an
 * operand are exactly those under its key. Only nulls, booleans, numbers and strings are keyed; other
 * operands leave the query scanning the collection. The index only narrows: every candidate still
 * goes through the whole query.
 */
import { cachedFieldPath, documentValue, isNamePath } from './queryMatch.js';
import type { Document, Filter, Value } from './types.js';
import { arrayElements, toDouble } from './values.js';

/** Smaller collections are scanned: an index would cost more to keep than it saves. */
export const INDEX_MIN_DOCUMENTS = 64;

const CANONICAL_INTEGER = /^(?:0|-?[1-9]\d*)$/;

/** The key of a null, boolean, number or string value; undefined for the other kinds. */
export function equalityKey(v: Value): string | undefined {
  if ('nullValue' in v) return 'null';
  if ('booleanValue' in v) return `bool:${v.booleanValue}`;
  if ('stringValue' in v) return `str:${v.stringValue}`;
  if ('integerValue' in v) {
    const digits = String(v.integerValue);
    return `num:${CANONICAL_INTEGER.test(digits) ? digits : BigInt(digits).toString()}`;
  }
  if ('doubleValue' in v) {
    // Integral doubles (-0 included) take the key of the equal integer: its exact decimal digits.
    // Other doubles print as the shortest round-trip text, which never looks like an integer.
    const d = toDouble(v.doubleValue);
    return `num:${Number.isInteger(d) ? BigInt(d).toString() : String(d)}`;
  }
  return undefined;
}

/** Every result of the query has, at `path`, a value whose key is one of `keys`. */
export interface EqualityConstraint {
  path: string[];
  keys: string[];
}

/**
 * The `==` and `in` filters (with keyable operands) that the whole filter is a conjunction of:
 * filters under an OR constrain only their branch and are left out.
 */
export function equalityConstraints(where: Filter | undefined): EqualityConstraint[] {
  if (!where) return [];
  if (where.compositeFilter) {
    return where.compositeFilter.op === 'AND' ? (where.compositeFilter.filters ?? []).flatMap(equalityConstraints) : [];
  }
  const f = where.fieldFilter;
  if (!f || (f.op !== 'EQUAL' && f.op !== 'IN')) return [];
  const path = cachedFieldPath(f.field.fieldPath);
  if (isNamePath(path)) return [];
  const keys: string[] = [];
  for (const operand of f.op === 'IN' ? arrayElements(f.value) : [f.value]) {
    const key = equalityKey(operand);
    if (key === undefined) return [];
    keys.push(key);
  }
  // `in [1, 1.0]` names one key twice; its documents must be listed once.
  return [{ path, keys: [...new Set(keys)] }];
}

type Bucket = Map<string, Document>;

interface FieldIndex {
  path: string[];
  /** Value key -> the documents with that value, by name. Empty buckets are dropped. */
  buckets: Map<string, Bucket>;
}

/** The equality indexes of one collection. */
export class EqualityIndex {
  /** Field path (JSON of its segments) -> its index. */
  private readonly fields = new Map<string, FieldIndex>();

  /**
   * The documents of the collection (`all`) that may satisfy every constraint: those allowed by the
   * most selective one.
   */
  narrow(constraints: readonly EqualityConstraint[], all: Map<string, Document>): Iterable<Document> {
    let best: Bucket[] | undefined;
    let bestSize = all.size;
    for (const { path, keys } of constraints) {
      const { buckets } = this.field(path, all);
      const matching = keys.flatMap((key) => buckets.get(key) ?? []);
      const size = matching.reduce((sum, bucket) => sum + bucket.size, 0);
      if (size <= bestSize) {
        best = matching;
        bestSize = size;
      }
    }
    if (!best) return all.values();
    return best.length === 1 ? best[0]!.values() : documentsOf(best);
  }

  /** Moves a document between buckets as a write changes it (`before`/`after` undefined when absent). */
  update(name: string, before: Document | undefined, after: Document | undefined): void {
    for (const index of this.fields.values()) {
      if (before) remove(index, name, before);
      if (after) add(index, after);
    }
  }

  private field(path: string[], all: Map<string, Document>): FieldIndex {
    const id = JSON.stringify(path);
    let index = this.fields.get(id);
    if (!index) {
      index = { path, buckets: new Map() };
      for (const doc of all.values()) add(index, doc);
      this.fields.set(id, index);
    }
    return index;
  }
}

function* documentsOf(buckets: Bucket[]): Iterable<Document> {
  for (const bucket of buckets) yield* bucket.values();
}

function keyOf(index: FieldIndex, doc: Document): string | undefined {
  const value = documentValue(doc, index.path);
  return value === undefined ? undefined : equalityKey(value);
}

function add(index: FieldIndex, doc: Document): void {
  const key = keyOf(index, doc);
  if (key === undefined) return;
  let bucket = index.buckets.get(key);
  if (!bucket) index.buckets.set(key, (bucket = new Map()));
  bucket.set(doc.name, doc);
}

function remove(index: FieldIndex, name: string, doc: Document): void {
  const key = keyOf(index, doc);
  if (key === undefined) return;
  const bucket = index.buckets.get(key);
  bucket?.delete(name);
  if (bucket?.size === 0) index.buckets.delete(key);
}
