/**
 * Aggregations (count, sum, avg) over a query's result, as RunAggregationQuery computes them.
 */
import { invalidArgument } from './errors.js';
import { parseFieldPath } from './fieldPath.js';
import { documentValue } from './queryMatch.js';
import type { Aggregation, Document, Value } from './types.js';
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
