/**
 * Aggregations (count, sum, avg) over a query's result, as RunAggregationQuery computes them.
 */
import { invalidArgument } from './errors.js';
import { checkNoReservedSegment, formatFieldPath, parseFieldPath } from './fieldPath.js';
import { effectiveOrderBy } from './query.js';
import { documentValue, isNamePath } from './queryMatch.js';
import type { Aggregation, Document, Filter, StructuredQuery, Value } from './types.js';
import { doubleValue, integerValue, isNumber, toBigInt, toNumber } from './values.js';

/** Most aggregations one request may compute. */
const MAX_AGGREGATIONS = 5;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Each aggregation's alias: the given one, or `field_1`, `field_2`, ... for those without. */
export function aggregationAliases(aggregations: Aggregation[]): string[] {
  let unnamed = 0;
  return aggregations.map((a) => a.alias || `field_${++unnamed}`);
}

/** Throws INVALID_ARGUMENT for aggregations the backend would refuse. */
export function validateAggregations(aggregations: Aggregation[]): void {
  if (!Array.isArray(aggregations) || aggregations.length === 0) {
    throw invalidArgument('An aggregation query needs at least one aggregation.');
  }
  if (aggregations.length > MAX_AGGREGATIONS) {
    throw invalidArgument(`An aggregation query supports at most ${MAX_AGGREGATIONS} aggregations, got ${aggregations.length}.`);
  }
  const aliases = aggregationAliases(aggregations);
  const seen = new Set<string>();
  aggregations.forEach((a, i) => {
    const alias = aliases[i]!;
    if (seen.has(alias)) throw invalidArgument(`Duplicate aggregation alias: ${alias}.`);
    seen.add(alias);
    const kinds = [a.count, a.sum, a.avg].filter((k) => k !== undefined).length;
    if (kinds !== 1) throw invalidArgument(`Aggregation '${alias}' must set exactly one of count, sum, avg.`);
    if (a.count?.upTo !== undefined) {
      const upTo = Number(a.count.upTo);
      if (!Number.isInteger(upTo) || upTo <= 0) throw invalidArgument(`Aggregation '${alias}': count.upTo must be a positive integer.`);
    }
    const field = (a.sum ?? a.avg)?.field?.fieldPath;
    if ((a.sum || a.avg) && !field) throw invalidArgument(`Aggregation '${alias}' needs a field.`);
    if (field) parseFieldPath(field);
  });
}

/** The summed and averaged fields, parsed, in the order of the aggregations. */
function aggregatedPaths(aggregations: Aggregation[]): string[][] {
  return aggregations.flatMap((a) => {
    const field = (a.sum ?? a.avg)?.field?.fieldPath;
    if (field === undefined) return [];
    const path = parseFieldPath(field);
    checkNoReservedSegment(path, { keyAllowed: true });
    return [path];
  });
}

const covers = (mask: string[], path: string[]) => mask.length <= path.length && mask.every((segment, i) => path[i] === segment);

/**
 * A projection and sum or avg do not mix: a keys-only projection holds no field to aggregate, a field the projection
 * leaves out cannot be read, and a projection of them all is refused anyway (Google's emulator's three answers).
 */
function validateProjection(query: StructuredQuery, aggregated: string[][]): void {
  if (!query.select || aggregated.length === 0) return;
  const mask = (query.select.fields ?? []).map((f) => parseFieldPath(f.fieldPath)).filter((path) => !isNamePath(path));
  if (mask.length === 0) throw invalidArgument('Aggregation over non-key properties is not supported for base query that only returns keys.');
  const missing = aggregated.find((path) => !isNamePath(path) && !mask.some((m) => covers(m, path)));
  if (missing) throw invalidArgument(`The aggregation property ${formatFieldPath(missing)} is not present in the base query's property mask.`);
  throw invalidArgument('Cannot apply property masks when aggregation fields are present.');
}

function namesKey(filter: Filter | undefined): boolean {
  if (!filter) return false;
  if (filter.compositeFilter) return (filter.compositeFilter.filters ?? []).some(namesKey);
  const path = (filter.fieldFilter ?? filter.unaryFilter)?.field?.fieldPath;
  return path !== undefined && isNamePath(parseFieldPath(path));
}

/**
 * Refuses sum and avg the query cannot feed, as Google's emulator does: over a projection, of the document key, and
 * of fields a key-ordered index would have to hold after the key. sum and avg read their fields from an index,
 * after the query's ordered fields; a query that names the key (in its order or in any filter) has the key end that
 * index, so each aggregated field must be ordered before it. (A query that leaves the key alone reads the
 * aggregated fields before its implicit key order.) `query` is validated.
 */
export function validateAggregatedFields(query: StructuredQuery, aggregations: Aggregation[]): void {
  const aggregated = aggregatedPaths(aggregations);
  validateProjection(query, aggregated);
  if (aggregated.some(isNamePath)) throw invalidArgument('Aggregations are not supported for the property: __key__');
  const keyNamed = (query.orderBy ?? []).some((o) => isNamePath(parseFieldPath(o.field.fieldPath))) || namesKey(query.where);
  if (!keyNamed) return;
  const ordered = new Set(effectiveOrderBy(query).map((o) => formatFieldPath(parseFieldPath(o.field.fieldPath))));
  const unordered = new Set(aggregated.map(formatFieldPath).filter((field) => !ordered.has(field)));
  if (unordered.size === 0) return;
  throw invalidArgument(
    `This query requires an index that has fields [${[...unordered].sort().join(', ')}] after __name__ and Firestore does not ` +
      'currently support such an index. Please try the query again with additional ordering on those fields.',
  );
}

/** The numeric values of `path` across `documents` (documents where it is not a number are ignored). */
function numericValues(documents: Document[], path: string[]): Value[] {
  const values: Value[] = [];
  for (const doc of documents) {
    const v = documentValue(doc, path);
    if (v !== undefined && isNumber(v)) values.push(v);
  }
  return values;
}

/** Exact integer total when every value is an integer; else undefined. */
function integerTotal(values: Value[]): bigint | undefined {
  let total = 0n;
  for (const v of values) {
    if (!('integerValue' in v)) return undefined;
    total += toBigInt(v.integerValue);
  }
  return total;
}

/** Integers stay integers unless the total overflows int64; any double makes it a double. */
function sum(values: Value[]): Value {
  const exact = integerTotal(values);
  if (exact !== undefined) return exact >= INT64_MIN && exact <= INT64_MAX ? integerValue(exact) : doubleValue(Number(exact));
  return doubleValue(doubleTotal(values));
}

/** Integers are summed exactly, then combined with the doubles, so large integers do not drift. */
function doubleTotal(values: Value[]): number {
  let ints = 0n;
  let doubles = 0;
  for (const v of values) {
    if ('integerValue' in v) ints += toBigInt(v.integerValue);
    else doubles += toNumber(v);
  }
  return Number(ints) + doubles;
}

function average(values: Value[]): Value {
  if (values.length === 0) return { nullValue: null };
  return doubleValue(doubleTotal(values) / values.length);
}

/**
 * Each aggregation's result keyed by alias. `documents` is the already-filtered query result.
 * As in production, which reads sum and avg fields from the index, only documents that hold every
 * aggregated field (whatever its type) take part, in the count too.
 */
export function aggregate(all: Document[], aggregations: Aggregation[]): Record<string, Value> {
  validateAggregations(aggregations);
  const aggregated = aggregations.flatMap((a) => (a.sum || a.avg ? [parseFieldPath((a.sum ?? a.avg)!.field.fieldPath)] : []));
  const documents = aggregated.length === 0 ? all : all.filter((d) => aggregated.every((path) => documentValue(d, path) !== undefined));
  const aliases = aggregationAliases(aggregations);
  const result: Record<string, Value> = {};
  aggregations.forEach((a, i) => {
    const alias = aliases[i]!;
    if (a.count) {
      const upTo = a.count.upTo === undefined ? Infinity : Number(a.count.upTo);
      result[alias] = integerValue(Math.min(documents.length, upTo));
    } else if (a.sum) {
      result[alias] = sum(numericValues(documents, parseFieldPath(a.sum.field.fieldPath)));
    } else if (a.avg) {
      result[alias] = average(numericValues(documents, parseFieldPath(a.avg.field.fieldPath)));
    }
  });
  return result;
}
