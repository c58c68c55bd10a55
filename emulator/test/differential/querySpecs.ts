/**
 * Queries as plain descriptions (generated from the seed, built for each server's client): every filter
 * operator, AND/OR, order by any field in either direction, cursors, limit, limitToLast, offset, collection groups.
 * Many are invalid on purpose (NaN in a range, too many disjuncts, a cursor longer than the order): then both
 * servers must refuse them with the same code.
 */
import fc from 'fast-check';
import { FieldPath, Filter, type Firestore, type Query, type WhereFilterOp } from 'firebase-admin/firestore';
import { describe, materialize, scalarArb, valueArb, type ValueSpec } from './values.js';

export type FilterSpec =
  | { t: 'field'; field: string; op: WhereFilterOp; value: ValueSpec | ValueSpec[] }
  | { t: 'and' | 'or'; filters: FilterSpec[] };

export interface QuerySpec {
  /** A collection's path, or a collection id for a collection-group query. */
  from: { group: boolean; path: string };
  filter?: FilterSpec;
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
  limit?: number;
  limitToLast?: number;
  offset?: number;
  start?: { values: ValueSpec[]; inclusive: boolean };
  end?: { values: ValueSpec[]; inclusive: boolean };
  /** The fields to return (a projection); all of them when absent. */
  select?: string[];
}

export const DOCUMENT_ID = '__name__';
// `__x__` is reserved: a query naming it must be refused.
const QUERY_FIELDS = ['n', 's', 'v', 'arr', 'm', 'm.x', 'tag', DOCUMENT_ID, '__x__'];
const SCALAR_OPS: WhereFilterOp[] = ['<', '<=', '==', '!=', '>=', '>', 'array-contains'];
const LIST_OPS: WhereFilterOp[] = ['in', 'not-in', 'array-contains-any'];

/** Ids and paths a document-id filter or cursor compares with: some of the run's documents, some between them. */
const idValueArb: fc.Arbitrary<ValueSpec> = fc.oneof(
  fc.constantFrom('a', 'b', 'c', 'e', 'h', 'zz', '__id5__', '__id9__', '\uFFFF', '\u{1F600}').map((v): ValueSpec => ({ t: 'string', v })),
  fc.constantFrom('c/a', 'c/d', 'c/__id5__', 'c/a/c/x', 'd/b').map((path): ValueSpec => ({ t: 'ref', path })),
);

function operandArb(field: string): fc.Arbitrary<ValueSpec> {
  if (field === DOCUMENT_ID) return fc.oneof({ weight: 4, arbitrary: idValueArb }, { weight: 1, arbitrary: scalarArb });
  return fc.oneof({ weight: 4, arbitrary: scalarArb }, { weight: 1, arbitrary: valueArb });
}

const fieldFilterArb: fc.Arbitrary<FilterSpec> = fc.constantFrom(...QUERY_FIELDS).chain((field) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.record({ op: fc.constantFrom(...SCALAR_OPS), value: operandArb(field) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constantFrom(...LIST_OPS),
        value: fc.array(operandArb(field), { minLength: 0, maxLength: 5 }),
      }),
    },
  ).map(({ op, value }): FilterSpec => ({ t: 'field', field, op, value })),
);

export const filterArb: fc.Arbitrary<FilterSpec> = fc.letrec<{ filter: FilterSpec }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small' },
    { weight: 4, arbitrary: fieldFilterArb },
    {
      weight: 1,
      arbitrary: fc.record({ t: fc.constantFrom<'and' | 'or'>('and', 'or'), filters: fc.array(tie('filter'), { minLength: 1, maxLength: 3 }) }),
    },
  ),
})).filter;

/** A value of `arbitrary` with the given chance, else undefined. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, chance: number): fc.Arbitrary<T | undefined> {
  const weight = Math.round(chance * 60);
  return fc.oneof({ weight: 60 - weight, arbitrary: fc.constant(undefined) }, { weight, arbitrary });
}

/** A cursor of one value per ordered field at most (one more, now and then, for the SDK to refuse). */
const cursorArb = (orderCount: number) =>
  fc.record({
    values: fc.oneof(
      { weight: 9, arbitrary: fc.array(fc.oneof(scalarArb, idValueArb), { minLength: 1, maxLength: Math.max(1, orderCount) }) },
      { weight: 1, arbitrary: fc.array(fc.oneof(scalarArb, idValueArb), { minLength: orderCount + 1, maxLength: orderCount + 1 }) },
    ),
    inclusive: fc.boolean(),
  });

export function queryArb(sources: { group: boolean; path: string }[]): fc.Arbitrary<QuerySpec> {
  return fc
    .record({
      from: fc.constantFrom(...sources),
      filters: fc.array(filterArb, { maxLength: 2 }),
      orderBy: fc.array(fc.record({ field: fc.constantFrom(...QUERY_FIELDS), direction: fc.constantFrom<'asc' | 'desc'>('asc', 'desc') }), {
        maxLength: 2,
      }),
      window: fc.oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        { weight: 2, arbitrary: fc.record({ limit: fc.integer({ min: 0, max: 6 }) }) },
        { weight: 1, arbitrary: fc.record({ limitToLast: fc.integer({ min: 1, max: 6 }) }) },
        { weight: 1, arbitrary: fc.record({ offset: fc.integer({ min: 0, max: 4 }), limit: fc.integer({ min: 1, max: 6 }) }) },
      ),
    })
    .chain(({ from, filters, orderBy, window }) =>
      fc
        .record({
          // Cursors follow an order; without one, only now and then (a cursor on the implicit order alone).
          start: sometimes(cursorArb(orderBy.length), orderBy.length > 0 ? 1 / 3 : 1 / 12),
          end: sometimes(cursorArb(orderBy.length), orderBy.length > 0 ? 1 / 3 : 1 / 12),
          select: sometimes(fc.uniqueArray(fc.constantFrom('n', 's', 'm.x', 'arr', 'missing'), { maxLength: 3 }), 1 / 6),
        })
        .map(({ start, end, select }): QuerySpec => {
          const filter: FilterSpec | undefined = filters.length === 0 ? undefined : filters.length === 1 ? filters[0] : { t: 'and', filters };
          return { from, filter, orderBy, ...window, start, end, select };
        }),
    );
}

function fieldPath(field: string): string | FieldPath {
  return field === DOCUMENT_ID ? FieldPath.documentId() : field;
}

function buildFilter(spec: FilterSpec, db: Firestore): Filter {
  if (spec.t === 'field') {
    const value = Array.isArray(spec.value) ? spec.value.map((v) => materialize(v, db)) : materialize(spec.value, db);
    return Filter.where(fieldPath(spec.field), spec.op, value);
  }
  const parts = spec.filters.map((f) => buildFilter(f, db));
  return spec.t === 'and' ? Filter.and(...parts) : Filter.or(...parts);
}

/** The description as a firebase-admin query of `db` (throws where the SDK itself refuses it). */
export function buildQuery(spec: QuerySpec, db: Firestore): Query {
  let query: Query = spec.from.group ? db.collectionGroup(spec.from.path) : db.collection(spec.from.path);
  if (spec.filter) query = query.where(buildFilter(spec.filter, db));
  for (const { field, direction } of spec.orderBy) query = query.orderBy(fieldPath(field), direction);
  if (spec.start) {
    const values = spec.start.values.map((v) => materialize(v, db));
    query = spec.start.inclusive ? query.startAt(...values) : query.startAfter(...values);
  }
  if (spec.end) {
    const values = spec.end.values.map((v) => materialize(v, db));
    query = spec.end.inclusive ? query.endAt(...values) : query.endBefore(...values);
  }
  if (spec.select) query = query.select(...spec.select);
  if (spec.offset !== undefined) query = query.offset(spec.offset);
  if (spec.limit !== undefined) query = query.limit(spec.limit);
  if (spec.limitToLast !== undefined) query = query.limitToLast(spec.limitToLast);
  return query;
}

function describeFilter(spec: FilterSpec): string {
  if (spec.t === 'field') {
    const value = Array.isArray(spec.value) ? `[${spec.value.map(describe).join(', ')}]` : describe(spec.value);
    return `${spec.field} ${spec.op} ${value}`;
  }
  return `${spec.t}(${spec.filters.map(describeFilter).join(', ')})`;
}

/** The query as one line of the report. */
export function describeQuery(spec: QuerySpec): string {
  const parts = [spec.from.group ? `collectionGroup(${spec.from.path})` : spec.from.path];
  if (spec.filter) parts.push(`where ${describeFilter(spec.filter)}`);
  if (spec.orderBy.length) parts.push(`orderBy ${spec.orderBy.map((o) => `${o.field} ${o.direction}`).join(', ')}`);
  if (spec.start) parts.push(`${spec.start.inclusive ? 'startAt' : 'startAfter'}(${spec.start.values.map(describe).join(', ')})`);
  if (spec.end) parts.push(`${spec.end.inclusive ? 'endAt' : 'endBefore'}(${spec.end.values.map(describe).join(', ')})`);
  if (spec.select) parts.push(`select(${spec.select.join(', ')})`);
  if (spec.offset !== undefined) parts.push(`offset ${spec.offset}`);
  if (spec.limit !== undefined) parts.push(`limit ${spec.limit}`);
  if (spec.limitToLast !== undefined) parts.push(`limitToLast ${spec.limitToLast}`);
  return parts.join(' ');
}
