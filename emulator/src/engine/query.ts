/**
 * StructuredQuery validation and evaluation with the production backend's semantics: scope
 * (collection or collection group), filters, implicit ordering, cursors, offset, limit, projection.
 */
import { invalidArgument } from './errors.js';
import { applyFieldMask, checkNoReservedSegment, formatFieldPath } from './fieldPath.js';
import {
  cachedFieldPath as fieldPath,
  compileComparator,
  compileCursors,
  compileFilter,
  compileHasOrderedFields,
  compileScope,
  documentValue,
  isNamePath,
  NAME_FIELD,
  type DocComparator,
  type DocPredicate,
} from './queryMatch.js';
import { normalizeValue } from './normalize.js';
import { nearestDocuments, validateFindNearest } from './queryNearest.js';
import { TopN } from './topN.js';
import type { Cursor, Document, FieldOperator, Filter, Order, StructuredQuery, UnaryOperator, Value } from './types.js';
import { arrayElements, compareUtf8, isNaNValue, isNullValue, validateValue } from './values.js';

/** Most values `in`/`array-contains-any` may list, and most disjunctions a query may expand to. */
const MAX_DISJUNCTIONS = 30;
/** Most values `not-in` may list. */
const MAX_NOT_IN_VALUES = 10;

/** Field filter operators in the order of their proto enum numbers, 1 to 10. */
export const FIELD_OPERATORS: readonly FieldOperator[] = [
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
];
/** Unary filter operators in the order of their proto enum numbers, 2 to 5. */
export const UNARY_OPERATORS: readonly UnaryOperator[] = ['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'];
const RANGE_OPERATORS: readonly FieldOperator[] = ['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL'];
const LIST_OPERATORS: readonly FieldOperator[] = ['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY'];

/** The limit as a number: the JSON Int32Value wrapper may arrive bare or as `{value}`. */
export function queryLimit(q: StructuredQuery): number | undefined {
  const limit = q.limit;
  if (limit === undefined || limit === null) return undefined;
  if (typeof limit === 'number') return limit;
  return limit.value ?? undefined;
}

// ---------------------------------------------------------------------------------------------
// Validation

type FieldFilter = NonNullable<Filter['fieldFilter']>;

/** Every field and unary filter of the tree, composite structure flattened away. */
function flattenFilters(filter: Filter | undefined): Filter[] {
  if (!filter) return [];
  if (filter.compositeFilter) return (filter.compositeFilter.filters ?? []).flatMap(flattenFilters);
  return [filter];
}

/** The filter in disjunctive normal form (each inner list a conjunction), or undefined past `cap` terms. */
export function disjunctiveNormalForm(filter: Filter, cap: number): Filter[][] | undefined {
  if (!filter.compositeFilter) return [[filter]];
  const parts = filter.compositeFilter.filters ?? [];
  if (filter.compositeFilter.op === 'OR') {
    const terms: Filter[][] = [];
    for (const part of parts) {
      const dnf = disjunctiveNormalForm(part, cap);
      if (!dnf || terms.length + dnf.length > cap) return undefined;
      terms.push(...dnf);
    }
    return terms;
  }
  let terms: Filter[][] = [[]];
  for (const part of parts) {
    const dnf = disjunctiveNormalForm(part, cap);
    if (!dnf || terms.length * dnf.length > cap) return undefined;
    terms = terms.flatMap((t) => dnf.map((d) => [...t, ...d]));
  }
  return terms;
}

function validateFieldFilter(f: FieldFilter): void {
  if (!f.field?.fieldPath) throw invalidArgument('Invalid query. A field filter needs a field.');
  const path = fieldPath(f.field.fieldPath);
  checkNoReservedSegment(path, { keyAllowed: true });
  if (!FIELD_OPERATORS.includes(f.op)) throw invalidArgument(`Invalid query. Unknown field filter operator: ${String(f.op)}.`);
  if (f.value === undefined) throw invalidArgument(`Invalid query. The filter on '${f.field.fieldPath}' has no value.`);
  const isList = LIST_OPERATORS.includes(f.op);
  // Documents never hold nested arrays, but a filter may compare with one (it then matches nothing, or everything
  // for '!='), as Google's emulator accepts it.
  validateValue(f.value, 1, { allowNestedArrays: true });
  if (isList) {
    if (!('arrayValue' in f.value) || arrayElements(f.value).length === 0) {
      throw invalidArgument(`Invalid query. A non-empty array is required for '${f.op}' filters.`);
    }
    const max = f.op === 'NOT_IN' ? MAX_NOT_IN_VALUES : MAX_DISJUNCTIONS;
    if (arrayElements(f.value).length > max) {
      throw invalidArgument(`Invalid query. '${f.op}' filters support a maximum of ${max} elements in the value array.`);
    }
  }
  if (RANGE_OPERATORS.includes(f.op) && (isNullValue(f.value) || isNaNValue(f.value))) {
    throw invalidArgument(`Invalid query. ${isNullValue(f.value) ? 'Null' : 'NaN'} supports only equality comparisons.`);
  }
  if (f.op === 'ARRAY_CONTAINS' && isNamePath(path)) {
    throw invalidArgument("Invalid query. You can't perform 'ARRAY_CONTAINS' queries on __name__.");
  }
  if (isNamePath(path)) {
    const operands = isList ? arrayElements(f.value) : [f.value];
    if (f.op === 'ARRAY_CONTAINS_ANY' || operands.some((v) => !('referenceValue' in v))) {
      throw invalidArgument(`Invalid query. Filters on __name__ must compare with document references ('${f.op}').`);
    }
  }
}

function validateFilter(filter: Filter): void {
  const kinds = [filter.compositeFilter, filter.fieldFilter, filter.unaryFilter].filter((k) => k !== undefined);
  if (kinds.length !== 1) throw invalidArgument('Invalid query. A filter must set exactly one of compositeFilter, fieldFilter, unaryFilter.');
  if (filter.compositeFilter) {
    const { op, filters } = filter.compositeFilter;
    if (op !== 'AND' && op !== 'OR') throw invalidArgument(`Invalid query. Unknown composite filter operator: ${String(op)}.`);
    if (!Array.isArray(filters) || (op === 'OR' && filters.length === 0)) {
      throw invalidArgument(`Invalid query. A composite '${op}' filter must contain at least one filter.`);
    }
    filters.forEach(validateFilter);
  } else if (filter.fieldFilter) {
    validateFieldFilter(filter.fieldFilter);
  } else {
    const u = filter.unaryFilter!;
    if (!u.field?.fieldPath) throw invalidArgument('Invalid query. A unary filter needs a field.');
    checkNoReservedSegment(fieldPath(u.field.fieldPath), { keyAllowed: true });
    if (!UNARY_OPERATORS.includes(u.op)) throw invalidArgument(`Invalid query. Unknown unary filter operator: ${String(u.op)}.`);
  }
}

/** Filters that match what differs from a value: one per query, in whichever disjunct (as Google's emulator refuses more). */
const NEGATION_FIELD_OPS: readonly FieldOperator[] = ['NOT_EQUAL', 'NOT_IN'];
const NEGATION_UNARY_OPS: readonly UnaryOperator[] = ['IS_NOT_NAN', 'IS_NOT_NULL'];

/** Combination rules across filters (those the SDKs enforce too, and per-disjunction limits). */
function validateFilterCombinations(where: Filter): void {
  const leaves = flattenFilters(where);
  const ops = leaves.flatMap((f) => (f.fieldFilter ? [f.fieldFilter.op] : []));
  if (ops.includes('NOT_IN')) {
    if (ops.filter((op) => op === 'NOT_IN').length > 1) throw invalidArgument("Invalid query. You cannot use more than one 'not-in' filter.");
    for (const [op, name] of [['NOT_EQUAL', '!='], ['IN', 'in'], ['ARRAY_CONTAINS_ANY', 'array-contains-any']] as const) {
      if (ops.includes(op)) throw invalidArgument(`Invalid query. You cannot use 'not-in' filters with '${name}' filters.`);
    }
    const hasOr = (f: Filter): boolean => !!f.compositeFilter && (f.compositeFilter.op === 'OR' || f.compositeFilter.filters.some(hasOr));
    if (hasOr(where)) throw invalidArgument("Invalid query. You cannot use 'not-in' filters with 'or' filters.");
  }
  const negations = leaves.filter(
    (f) => (f.fieldFilter && NEGATION_FIELD_OPS.includes(f.fieldFilter.op)) || (f.unaryFilter && NEGATION_UNARY_OPS.includes(f.unaryFilter.op)),
  );
  if (negations.length > 1) {
    throw invalidArgument("Only a single 'NOT_EQUAL', 'NOT_IN', 'IS_NOT_NAN', or 'IS_NOT_NULL' filter allowed per query.");
  }
  const dnf = disjunctiveNormalForm(where, 10 * MAX_DISJUNCTIONS);
  if (!dnf) throw invalidArgument(`Invalid query. The filter expands to more than the maximum of ${MAX_DISJUNCTIONS} disjunctions.`);
  for (const conjunction of dnf) {
    const fieldFilters = conjunction.flatMap((f) => (f.fieldFilter ? [f.fieldFilter] : []));
    const arrayFilters = fieldFilters.filter((f) => f.op === 'ARRAY_CONTAINS' || f.op === 'ARRAY_CONTAINS_ANY');
    if (arrayFilters.length > 1) {
      throw invalidArgument("Invalid query. A maximum of 1 'ARRAY_CONTAINS' or 'ARRAY_CONTAINS_ANY' filter is allowed per disjunction.");
    }
  }
  if (countDisjunctions(dnf, MAX_DISJUNCTIONS) > MAX_DISJUNCTIONS) {
    throw invalidArgument(`Invalid query. The query contains more than the maximum of ${MAX_DISJUNCTIONS} disjunctions.`);
  }
}

/** One filter of a disjunct, as text: `in` and `array-contains-any` values count as `==` and `array-contains` ones. */
function atomKey(f: Filter, listed?: { op: FieldOperator; value: Value }): string {
  const field = f.fieldFilter ?? f.unaryFilter!;
  const path = formatFieldPath(fieldPath(field.field.fieldPath));
  if (listed) return JSON.stringify([path, listed.op, normalizeValue(listed.value)]);
  return JSON.stringify([path, field.op, f.fieldFilter ? normalizeValue(f.fieldFilter.value) : null]);
}

/**
 * The disjuncts `dnf` expands to once every `in` and `array-contains-any` value is a disjunct of its own, identical
 * disjuncts counted once (Google's emulator counts after that normalization: `a in [1, 1]` is one). Stops counting
 * past `max`.
 */
function countDisjunctions(dnf: Filter[][], max: number): number {
  const seen = new Set<string>();
  for (const conjunction of dnf) {
    let terms: string[][] = [[]];
    for (const f of conjunction) {
      const op = f.fieldFilter?.op;
      if (op === 'IN' || op === 'ARRAY_CONTAINS_ANY') {
        const single = op === 'IN' ? 'EQUAL' : 'ARRAY_CONTAINS';
        const atoms = [...new Set(arrayElements(f.fieldFilter!.value).map((value) => atomKey(f, { op: single, value })))];
        terms = terms.flatMap((t) => atoms.map((a) => [...t, a]));
      } else {
        const atom = atomKey(f);
        terms = terms.map((t) => [...t, atom]);
      }
      // So many combinations of listed values hold more than `max` distinct disjuncts however many repeat.
      if (terms.length > max * max) return max + 1;
    }
    for (const t of terms) {
      seen.add([...new Set(t)].sort().join('\n'));
      if (seen.size > max) return seen.size;
    }
  }
  return seen.size;
}

function validateCursor(kind: 'startAt' | 'endAt', cursor: Cursor, orderBy: Order[]): void {
  const values = cursor.values ?? [];
  if (!Array.isArray(values)) throw invalidArgument(`Invalid query. ${kind}.values must be an array.`);
  if (values.length > orderBy.length) {
    throw invalidArgument(`Invalid query. Too many cursor values specified in ${kind}: ${values.length} values for ${orderBy.length} orderBy fields.`);
  }
  values.forEach((v, i) => {
    validateValue(v, 1, { allowNestedArrays: true });
    if (isNamePath(fieldPath(orderBy[i]!.field.fieldPath)) && !('referenceValue' in v)) {
      throw invalidArgument(`Invalid query. The ${kind} cursor value for __name__ must be a document reference.`);
    }
  });
}

/**
 * The document key orders last and cannot be fixed by an equality while other fields are ranged:
 * production refuses both (the key is the last column of every index).
 */
function validateKeyConstraints(q: StructuredQuery, orderBy: Order[]): void {
  const keyAt = orderBy.findIndex((o) => isNamePath(fieldPath(o.field.fieldPath)));
  if (keyAt !== -1 && keyAt < orderBy.length - 1) {
    throw invalidArgument(`order by clause cannot contain more fields after the key ${orderBy[keyAt + 1]!.field.fieldPath}`);
  }
  const filters = flattenFilters(q.where);
  const onKey = (f: Filter) => isNamePath(fieldPath((f.fieldFilter ?? f.unaryFilter)!.field.fieldPath));
  // `in` fixes the key to one of its values, as an equality does.
  const keyEquality = filters.some((f) => onKey(f) && (f.fieldFilter?.op === 'EQUAL' || f.fieldFilter?.op === 'IN'));
  if (!keyEquality) return;
  const inequalities = filters.filter(isInequality);
  if (inequalities.some((f) => !onKey(f)) && !inequalities.some(onKey)) {
    throw invalidArgument('Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.');
  }
}

/** Throws INVALID_ARGUMENT for a query the backend would refuse. */
export function validateQuery(q: StructuredQuery): void {
  if (typeof q !== 'object' || q === null) throw invalidArgument('Invalid query: structuredQuery is required.');
  if (!Array.isArray(q.from) || q.from.length !== 1) {
    throw invalidArgument('Invalid query. A query must select exactly one collection in `from`.');
  }
  const from = q.from[0]!;
  if (!from.collectionId && !from.allDescendants) throw invalidArgument('Invalid query. `from` needs a collectionId.');
  if (from.collectionId?.includes('/')) throw invalidArgument(`Invalid collection id: ${from.collectionId}`);
  for (const f of q.select?.fields ?? []) checkNoReservedSegment(fieldPath(f.fieldPath), { keyAllowed: true });
  if (q.where) {
    validateFilter(q.where);
    validateFilterCombinations(q.where);
  }
  const seen = new Set<string>();
  for (const order of q.orderBy ?? []) {
    if (!order.field?.fieldPath) throw invalidArgument('Invalid query. An orderBy needs a field.');
    const path = fieldPath(order.field.fieldPath);
    checkNoReservedSegment(path, { keyAllowed: true });
    const canonical = formatFieldPath(path);
    if (seen.has(canonical)) throw invalidArgument(`Invalid query. Order by clause cannot contain a field more than once: ${canonical}.`);
    seen.add(canonical);
    if (order.direction !== undefined && !['ASCENDING', 'DESCENDING', 'DIRECTION_UNSPECIFIED'].includes(order.direction)) {
      throw invalidArgument(`Invalid query. Unknown order direction: ${String(order.direction)}.`);
    }
  }
  const offset = q.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalidArgument(`Invalid query. offset must be a non-negative integer, got ${String(q.offset)}.`);
  const limit = queryLimit(q);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) {
    throw invalidArgument(`Invalid query. limit must be a non-negative integer, got ${String(limit)}.`);
  }
  const orderBy = effectiveOrderBy(q);
  validateKeyConstraints(q, orderBy);
  if (q.startAt) validateCursor('startAt', q.startAt, orderBy);
  if (q.endAt) validateCursor('endAt', q.endAt, orderBy);
  if (q.findNearest !== undefined && q.findNearest !== null) validateFindNearest(q, q.findNearest);
}

// ---------------------------------------------------------------------------------------------
// Ordering

const INEQUALITY_FIELD_OPS: readonly FieldOperator[] = [...RANGE_OPERATORS, 'NOT_EQUAL', 'NOT_IN'];
const INEQUALITY_UNARY_OPS: readonly UnaryOperator[] = ['IS_NOT_NULL', 'IS_NOT_NAN'];

function isInequality(f: Filter): boolean {
  if (f.fieldFilter) return INEQUALITY_FIELD_OPS.includes(f.fieldFilter.op);
  return !!f.unaryFilter && INEQUALITY_UNARY_OPS.includes(f.unaryFilter.op);
}

function comparePaths(a: string[], b: string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/**
 * The order results come in: the explicit orderBy, then inequality fields not already ordered (by
 * field path), then `__name__`; implicit orders take the direction of the last explicit one, as the
 * SDKs compute it for their local views.
 */
export function effectiveOrderBy(q: StructuredQuery): Order[] {
  const result: Order[] = [];
  const ordered = new Set<string>();
  for (const order of q.orderBy ?? []) {
    const direction = order.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING';
    result.push({ field: { fieldPath: order.field.fieldPath }, direction });
    ordered.add(formatFieldPath(fieldPath(order.field.fieldPath)));
  }
  const direction = result.length > 0 ? result[result.length - 1]!.direction : 'ASCENDING';
  const inequalityPaths = new Map<string, string[]>();
  for (const f of flattenFilters(q.where)) {
    if (!isInequality(f)) continue;
    const path = fieldPath((f.fieldFilter ?? f.unaryFilter)!.field.fieldPath);
    const canonical = formatFieldPath(path);
    if (!ordered.has(canonical) && !isNamePath(path)) inequalityPaths.set(canonical, path);
  }
  const implicit = [...inequalityPaths.entries()].sort((a, b) => comparePaths(a[1], b[1]));
  for (const [canonical] of implicit) result.push({ field: { fieldPath: canonical }, direction });
  if (!ordered.has(NAME_FIELD)) result.push({ field: { fieldPath: NAME_FIELD }, direction });
  return result;
}

/** Documents in `orderBy` order, for a one-off comparison (to sort, compile the order once with `compileComparator`). */
export function compareDocuments(orderBy: Order[], a: Document, b: Document): number {
  return compileComparator(orderBy)(a, b);
}

// ---------------------------------------------------------------------------------------------
// Matching and execution

/** True when `docName` lies in the query's collection (or, for a collection group, any same-named collection below `parent`). */
export function inScope(parent: string, q: StructuredQuery, docName: string): boolean {
  return compileScope(parent, q)(docName);
}

/** A query compiled for evaluation over many documents. */
export interface CompiledQuery {
  orderBy: Order[];
  /** In scope (unless skipped), matching the filter, and holding every ordered field. */
  matches: DocPredicate;
  /** `matches`, and between the cursors: the documents the query returns before offset and limit. */
  selects: DocPredicate;
  compare: DocComparator;
}

/**
 * Compiles a validated query. `checkScope: false` skips the scope test for callers that only pass
 * documents of the query's own collection.
 */
export function compileQuery(parent: string, q: StructuredQuery, { checkScope = true }: { checkScope?: boolean } = {}): CompiledQuery {
  const orderBy = effectiveOrderBy(q);
  const scope = checkScope ? compileScope(parent, q) : undefined;
  const filter = q.where ? compileFilter(q.where) : undefined;
  const hasOrderedFields = compileHasOrderedFields(orderBy);
  const withinCursors = compileCursors(q, orderBy);
  const matches: DocPredicate = (doc) => (!scope || scope(doc.name)) && (!filter || filter(doc)) && hasOrderedFields(doc);
  return {
    orderBy,
    matches,
    selects: q.startAt || q.endAt ? (doc) => matches(doc) && withinCursors(doc) : matches,
    compare: compileComparator(orderBy),
  };
}

/** In scope, matching the filter, and holding every field the results are ordered by. */
export function matchesQuery(parent: string, q: StructuredQuery, doc: Document): boolean {
  return compileQuery(parent, q).matches(doc);
}

/** The `select` projection of a result (all fields when the query has no `select`). */
export function projectDocument(q: StructuredQuery, doc: Document): Document {
  if (!q.select) return doc;
  const fields = applyFieldMask(doc.fields, (q.select.fields ?? []).map((f) => f.fieldPath));
  const projected: Document = { name: doc.name };
  if (Object.keys(fields).length > 0) projected.fields = fields;
  if (doc.createTime !== undefined) projected.createTime = doc.createTime;
  if (doc.updateTime !== undefined) projected.updateTime = doc.updateTime;
  return projected;
}

/**
 * Runs `q` over `candidates` (any superset of the results): filter, cursors, order, offset, limit,
 * projection. `skippedResults` counts the documents the offset skipped.
 */
export function executeQuery(
  parent: string,
  q: StructuredQuery,
  candidates: Iterable<Document>,
  holding: readonly string[][] = [],
): { documents: Document[]; skippedResults: number } {
  validateQuery(q);
  const compiled = compileQuery(parent, q);
  const { compare, matches } = compiled;
  // An aggregation's sum and avg fields: documents without one are not in the index it reads, so they are left out
  // before the offset and the limit, as the query's own filters are.
  const holds = (doc: Document) => holding.every((path) => documentValue(doc, path) !== undefined);
  const selects = holding.length === 0 ? compiled.selects : (doc: Document) => compiled.selects(doc) && holds(doc);
  if (q.findNearest) {
    const matching = (function* () {
      for (const doc of candidates) if (matches(doc)) yield doc;
    })();
    return { documents: nearestDocuments(q.findNearest, matching, (d) => projectDocument(q, d)), skippedResults: 0 };
  }
  const offset = q.offset ?? 0;
  const limit = queryLimit(q);
  // Only the first offset + limit results in order matter; cursors bound positions, not ranks, so
  // they filter before the selection.
  const first = new TopN(limit === undefined ? Infinity : offset + limit, compare);
  for (const doc of candidates) if (selects(doc)) first.offer(doc);
  const ordered = first.sorted();
  // `ordered` holds min(offset + limit, all results) documents, so this is min(offset, all results).
  const skippedResults = Math.min(offset, ordered.length);
  return { documents: ordered.slice(skippedResults).map((d) => projectDocument(q, d)), skippedResults };
}
