/**
 * Vector search (`StructuredQuery.findNearest`): validation with the backend's limits, and the
 * nearest-neighbour ranking over documents that already matched the query's scope and filters.
 * Only documents whose field holds a vector of the query vector's dimension are ranked; others
 * (another dimension, not a vector, no field) are skipped, as the vector index skips them.
 */
import { invalidArgument } from './errors.js';
import { parseFieldPath, setFieldValue } from './fieldPath.js';
import { documentValue } from './queryMatch.js';
import { TopN } from './topN.js';
import type { DistanceMeasure, Document, FindNearest, StructuredQuery, Value } from './types.js';
import { arrayElements, compareResourceNames, doubleValue, toNumber } from './values.js';

const MAX_DIMENSION = 2048;
const MAX_LIMIT = 1000;
const MEASURES: readonly DistanceMeasure[] = ['EUCLIDEAN', 'COSINE', 'DOT_PRODUCT'];

const unwrap = (v: number | { value?: number } | undefined | null): number | undefined =>
  v === undefined || v === null ? undefined : typeof v === 'number' ? v : v.value;

/** The numbers of a vector value, or undefined when `v` is not a vector of numbers. */
export function vectorOf(v: Value | undefined): number[] | undefined {
  if (!v || !('mapValue' in v)) return undefined;
  const fields = v.mapValue.fields ?? {};
  const type = fields.__type__;
  if (!type || !('stringValue' in type) || type.stringValue !== '__vector__') return undefined;
  const value = fields.value;
  if (!value || !('arrayValue' in value)) return undefined;
  const numbers: number[] = [];
  for (const e of arrayElements(value)) {
    if (!('integerValue' in e) && !('doubleValue' in e)) return undefined;
    numbers.push(toNumber(e));
  }
  return numbers;
}

/** Throws INVALID_ARGUMENT for a vector search the backend refuses. */
export function validateFindNearest(q: StructuredQuery, nearest: FindNearest): void {
  if (typeof nearest !== 'object' || nearest === null) throw invalidArgument('Invalid find_nearest: it must be an object.');
  if (!nearest.vectorField?.fieldPath) throw invalidArgument('Invalid find_nearest: vector_field is required.');
  parseFieldPath(nearest.vectorField.fieldPath);
  const vector = vectorOf(nearest.queryVector);
  if (!vector) throw invalidArgument('Invalid find_nearest: query_vector must be a vector value.');
  if (vector.length === 0) throw invalidArgument('Cannot have a zero length vector.');
  if (vector.length > MAX_DIMENSION) {
    throw invalidArgument(`Invalid find_nearest: query_vector must have from 1 to ${MAX_DIMENSION} dimensions, got ${vector.length}.`);
  }
  if (!MEASURES.includes(nearest.distanceMeasure)) throw invalidArgument('Invalid find_nearest: distance_measure is required.');
  const limit = unwrap(nearest.limit);
  if (limit === undefined || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw invalidArgument(`Invalid find_nearest: limit must be a positive integer of no more than ${MAX_LIMIT}, got ${String(limit)}.`);
  }
  const threshold = unwrap(nearest.distanceThreshold);
  if (threshold !== undefined && typeof threshold !== 'number') throw invalidArgument('Invalid find_nearest: distance_threshold must be a number.');
  if (nearest.distanceResultField) parseFieldPath(nearest.distanceResultField);
  if (q.orderBy?.length || q.startAt || q.endAt || q.offset || q.limit !== undefined) {
    throw invalidArgument('Invalid query: find_nearest cannot be combined with order_by, start_at, end_at, offset or limit.');
  }
}

function distance(measure: DistanceMeasure, a: number[], b: number[]): number | undefined {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  let squares = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    aa += x * x;
    bb += y * y;
    squares += (x - y) * (x - y);
  }
  if (measure === 'EUCLIDEAN') return Math.sqrt(squares);
  if (measure === 'DOT_PRODUCT') return dot;
  // A zero vector has no direction: no cosine distance to anything.
  if (aa === 0 || bb === 0) return undefined;
  return 1 - dot / Math.sqrt(aa * bb);
}

/**
 * The nearest documents among `matching` (already in scope and filtered), closest first, each
 * with its distance in `distanceResultField` when asked. `project` applies the query's `select`.
 */
export function nearestDocuments(nearest: FindNearest, matching: Iterable<Document>, project: (d: Document) => Document): Document[] {
  const query = vectorOf(nearest.queryVector)!;
  const path = parseFieldPath(nearest.vectorField.fieldPath);
  const threshold = unwrap(nearest.distanceThreshold);
  const larger = nearest.distanceMeasure === 'DOT_PRODUCT';
  type Ranked = { doc: Document; d: number };
  const closer = (a: Ranked, b: Ranked) => (larger ? b.d - a.d : a.d - b.d) || compareResourceNames(a.doc.name, b.doc.name);
  const best = new TopN<Ranked>(unwrap(nearest.limit)!, closer);
  for (const doc of matching) {
    const v = vectorOf(documentValue(doc, path));
    if (!v || v.length !== query.length) continue;
    const d = distance(nearest.distanceMeasure, v, query);
    if (d === undefined || Number.isNaN(d)) continue;
    if (threshold !== undefined && (larger ? d < threshold : d > threshold)) continue;
    best.offer({ doc, d });
  }
  return best.sorted().map(({ doc, d }) => {
    const out = project(doc);
    if (!nearest.distanceResultField) return out;
    const fields = structuredClone(out.fields ?? {});
    setFieldValue(fields, parseFieldPath(nearest.distanceResultField), doubleValue(d));
    return { ...out, fields };
  });
}
