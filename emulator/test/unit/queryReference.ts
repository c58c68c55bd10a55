/**
 * Deliberately naive reference implementations of Firestore's value order and query execution
 * (exact rationals for numbers, UTF-8 buffers for strings, filter-sort-slice for queries), and the
 * fast-check arbitraries the property tests feed to both them and the engine.
 */
import fc from 'fast-check';
import type { Cursor, Document, FieldOperator, Filter, Order, StructuredQuery, UnaryOperator, Value } from '../../src/engine/types.js';
import { formatTimestamp } from '../../src/engine/values.js';
import { validateQuery } from '../../src/engine/query.js';
import { DB } from './valueBuilders.js';

// ---------------------------------------------------------------------------------------------
// Reference order

const RANK: Record<string, number> = {
  nullValue: 0,
  booleanValue: 1,
  integerValue: 2,
  doubleValue: 2,
  timestampValue: 3,
  stringValue: 4,
  bytesValue: 5,
  referenceValue: 6,
  geoPointValue: 7,
  arrayValue: 8,
  mapValue: 9,
};
const kindOf = (v: Value): string => Object.keys(v)[0]!;
export const rank = (v: Value): number => RANK[kindOf(v)]!;
export const sgn = (n: number | bigint): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** Every finite double is an integer multiple of 2^-1074: scale numbers to exact integers. */
function exactNumber(v: Value): [number, bigint] {
  if ('integerValue' in v) return [2, BigInt(v.integerValue) << 1074n];
  const raw = (v as { doubleValue: number | string }).doubleValue;
  let x = typeof raw === 'number' ? raw : Number(raw);
  if (Number.isNaN(x)) return [0, 0n];
  if (x === -Infinity) return [1, 0n];
  if (x === Infinity) return [3, 0n];
  let k = 0n;
  while (!Number.isInteger(x)) {
    x *= 2; // exact: only the exponent changes
    k++;
  }
  return [2, BigInt(x) << (1074n - k)];
}

function timestampNanos(s: string): bigint {
  const fraction = /\.(\d+)/.exec(s)?.[1] ?? '';
  const ms = Date.parse(s.replace(/\.\d+/, ''));
  return BigInt(ms / 1000) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0') || '0');
}

export const utf8 = (a: string, b: string): number => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

function lexicographic<T>(x: T[], y: T[], compare: (a: T, b: T) => number): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = compare(x[i]!, y[i]!);
    if (c !== 0) return c;
  }
  return sgn(x.length - y.length);
}

export function refCompare(a: Value, b: Value): number {
  const r = sgn(rank(a) - rank(b));
  if (r !== 0) return r;
  switch (kindOf(a)) {
    case 'nullValue':
      return 0;
    case 'booleanValue':
      return sgn(Number((a as { booleanValue: boolean }).booleanValue) - Number((b as { booleanValue: boolean }).booleanValue));
    case 'integerValue':
    case 'doubleValue': {
      const [ka, na] = exactNumber(a);
      const [kb, nb] = exactNumber(b);
      return sgn(ka - kb) || sgn(na - nb);
    }
    case 'timestampValue':
      return sgn(timestampNanos((a as { timestampValue: string }).timestampValue) - timestampNanos((b as { timestampValue: string }).timestampValue));
    case 'stringValue':
      return sgn(utf8((a as { stringValue: string }).stringValue, (b as { stringValue: string }).stringValue));
    case 'bytesValue':
      return sgn(Buffer.compare(Buffer.from((a as { bytesValue: string }).bytesValue, 'base64'), Buffer.from((b as { bytesValue: string }).bytesValue, 'base64')));
    case 'referenceValue':
      return lexicographic(
        (a as { referenceValue: string }).referenceValue.split('/'),
        (b as { referenceValue: string }).referenceValue.split('/'),
        (x, y) => sgn(utf8(x, y)),
      );
    case 'geoPointValue': {
      const x = (a as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      const y = (b as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      return sgn(x.latitude - y.latitude) || sgn(x.longitude - y.longitude);
    }
    case 'arrayValue':
      return lexicographic(elements(a), elements(b), refCompare);
    default: {
      const entries = (v: Value) => Object.entries(fieldsOf(v)).sort(([k1], [k2]) => utf8(k1, k2));
      return lexicographic(entries(a), entries(b), ([k1, v1], [k2, v2]) => sgn(utf8(k1, k2)) || refCompare(v1, v2));
    }
  }
}

export const elements = (v: Value): Value[] => ('arrayValue' in v ? (v.arrayValue.values ?? []) : []);
export const fieldsOf = (v: Value): Record<string, Value> => ('mapValue' in v ? (v.mapValue.fields ?? {}) : {});
const isNull = (v: Value) => 'nullValue' in v;
const isNaNRef = (v: Value) => 'doubleValue' in v && exactNumber(v)[0] === 0;

// ---------------------------------------------------------------------------------------------
// Arbitraries

export const toDouble = (d: number): Value => ({
  doubleValue: Number.isNaN(d) ? 'NaN' : d === Infinity ? 'Infinity' : d === -Infinity ? '-Infinity' : d,
});

export const integerArb = fc
  .oneof(
    fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
    fc.bigInt({ min: -3n, max: 3n }),
    fc.constantFrom(2n ** 53n, 2n ** 53n + 1n, -(2n ** 53n) - 1n, 2n ** 63n - 1n, -(2n ** 63n)),
  )
  .map((i): Value => ({ integerValue: String(i) }));
export const doubleArb = fc
  .oneof(
    fc.double(),
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom(0.5, -0, 2 ** 53, 2 ** 63, -(2 ** 63), Number.MIN_VALUE, NaN, Infinity, -Infinity),
  )
  .map(toDouble);
// Integers and doubles clustered around the same magnitudes, where rounding to double would blur them.
const bases = [0n, 2n ** 53n, -(2n ** 53n), 2n ** 62n, 2n ** 63n - 1n, -(2n ** 63n)];
export const nearArb = fc.tuple(fc.constantFrom(...bases), fc.integer({ min: -3, max: 3 }), fc.boolean()).map(([base, delta, asInteger]): Value => {
  if (!asInteger) return toDouble(Number(base) + delta / 2);
  const i = base + BigInt(delta);
  return { integerValue: String(i > 2n ** 63n - 1n ? 2n ** 63n - 1n : i < -(2n ** 63n) ? -(2n ** 63n) : i) };
});
export const timestampArb = fc
  .record({
    seconds: fc.oneof(fc.integer({ min: -62_135_596_800, max: 253_402_300_799 }), fc.constantFrom(-1, 0, 1)),
    nanos: fc.oneof(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom(0, 1, 500_000_000)),
  })
  .map((t): Value => ({ timestampValue: formatTimestamp(t) }));
// Code points around the UTF-16 surrogate range, where UTF-16 and UTF-8 orders disagree.
const boundaryChar = fc.constantFrom('a', 'é', '\uD7FF', '\uE000', '\uFFFF', '\u{10000}', '\u{1F600}', '\u{10FFFF}');
export const stringArb = fc
  .oneof(fc.string({ unit: 'binary', maxLength: 4 }), fc.string({ unit: boundaryChar, maxLength: 3 }))
  .map((s): Value => ({ stringValue: s }));
export const bytesArb = fc.uint8Array({ maxLength: 4 }).map((b): Value => ({ bytesValue: Buffer.from(b).toString('base64') }));
const segmentArb = fc.constantFrom('a', 'b', 'A', 'a-b', 'é', '\uFFFF', '\u{1F600}');
export const referenceArb = fc
  .array(fc.tuple(segmentArb, segmentArb), { minLength: 1, maxLength: 2 })
  .map((pairs): Value => ({ referenceValue: `${DB}/${pairs.flat().join('/')}` }));
const coordinate = (max: number) => fc.oneof(fc.double({ min: -max, max, noNaN: true }), fc.constantFrom(-max, 0, 1, max));
export const geoArb = fc.record({ latitude: coordinate(90), longitude: coordinate(180) }).map((g): Value => ({ geoPointValue: g }));
const keyArb = fc.constantFrom('a', 'b', 'c', 'é', '\u{1F600}', 'ab');

const leafArb: fc.Arbitrary<Value> = fc.oneof(
  fc.constant<Value>({ nullValue: null }),
  fc.boolean().map((b): Value => ({ booleanValue: b })),
  integerArb,
  doubleArb,
  timestampArb,
  stringArb,
  bytesArb,
  referenceArb,
  geoArb,
);

export const { value: valueArb } = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc.array(tie('value'), { maxLength: 3 }).map((values): Value => ({ arrayValue: { values } })),
    fc.dictionary(keyArb, tie('value'), { maxKeys: 3 }).map((fields): Value => ({ mapValue: { fields } })),
  ),
}));

/** A value equal to `v` by Firestore rules but written differently (int/double swap, key order, offset). */
export function equivalent(v: Value): Value {
  if ('integerValue' in v) {
    const n = Number(v.integerValue);
    return Number.isSafeInteger(n) ? { doubleValue: n } : v;
  }
  if ('doubleValue' in v) {
    const d = v.doubleValue;
    if (typeof d === 'number' && Number.isSafeInteger(d)) return { integerValue: String(d) };
    return d === 'NaN' ? { doubleValue: NaN } : v;
  }
  if ('timestampValue' in v) return { timestampValue: v.timestampValue.replace(/Z$/, '+00:00') };
  if ('arrayValue' in v) return { arrayValue: { values: elements(v).map(equivalent) } };
  if ('mapValue' in v) return { mapValue: { fields: Object.fromEntries(Object.entries(fieldsOf(v)).reverse().map(([k, x]) => [k, equivalent(x)])) } };
  return v;
}

// ---------------------------------------------------------------------------------------------
// Reference query execution

/** Values drawn from a small pool so that filters, ties and cursors actually hit documents. */
export const smallValueArb: fc.Arbitrary<Value> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<Value>(
    { nullValue: null },
    { booleanValue: true },
    { booleanValue: false },
    { integerValue: '0' },
    { integerValue: '1' },
    { integerValue: '2' },
    { doubleValue: 1 },
    { doubleValue: -0 },
    { doubleValue: 2.5 },
    { doubleValue: 'NaN' },
    { stringValue: '' },
    { stringValue: 'a' },
    { stringValue: 'b' },
    { arrayValue: { values: [{ integerValue: '1' }, { integerValue: '2' }] } },
    { arrayValue: { values: [{ integerValue: '2' }] } },
    { arrayValue: {} },
    { mapValue: { fields: { x: { integerValue: '1' } } } },
  ) },
  { weight: 1, arbitrary: leafArb },
);

export interface GeneratedDoc {
  id: string;
  collection: 'c' | 'x';
  a?: Value;
  b?: Value;
}

/** Left out in one of every `freq` draws. */
const sometimesMissing = <T>(arb: fc.Arbitrary<T>, freq: number) => fc.option(arb, { nil: undefined, freq });

/** Up to `maxLength` documents with distinct ids drawn from `ids` ids of equal length (so they sort as numbers). */
export const generatedDocsArb = (ids: number, minLength: number, maxLength: number) =>
  fc.uniqueArray(
    fc.record({
      id: fc.constantFrom(...Array.from({ length: ids }, (_, i) => `d${i.toString(16).padStart(2, '0')}`)),
      collection: fc.constantFrom<'c' | 'x'>('c', 'c', 'c', 'c', 'x'),
      a: sometimesMissing(smallValueArb, 6),
      b: sometimesMissing(smallValueArb, 3),
    }),
    { selector: (d) => d.id, minLength, maxLength },
  );

export const docsArb = generatedDocsArb(16, 3, 14);

export const toDocument = (d: GeneratedDoc): Document => ({
  name: `${DB}/${d.collection}/${d.id}`,
  fields: { ...(d.a ? { a: d.a } : {}), ...(d.b ? { b: d.b } : {}) },
});

const FIELD_OPS: FieldOperator[] = ['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'EQUAL', 'NOT_EQUAL', 'ARRAY_CONTAINS', 'IN', 'ARRAY_CONTAINS_ANY', 'NOT_IN'];
const UNARY_OPS: UnaryOperator[] = ['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'];
const fieldArb = fc.constantFrom('a', 'b');

const simpleFilterArb: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ field: fieldArb, op: fc.constantFrom(...FIELD_OPS), single: smallValueArb, list: fc.array(smallValueArb, { minLength: 1, maxLength: 3 }) }).map(
    ({ field, op, single, list }): Filter => ({
      fieldFilter: {
        field: { fieldPath: field },
        op,
        value: op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY' ? { arrayValue: { values: list } } : single,
      },
    }),
  ),
  fc.record({ field: fieldArb, op: fc.constantFrom(...UNARY_OPS) }).map(({ field, op }): Filter => ({ unaryFilter: { field: { fieldPath: field }, op } })),
);
export const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  simpleFilterArb,
  fc
    .record({ op: fc.constantFrom<'AND' | 'OR'>('AND', 'OR'), filters: fc.array(simpleFilterArb, { minLength: 1, maxLength: 3 }) })
    .map((compositeFilter): Filter => ({ compositeFilter })),
);

const cursorArb: fc.Arbitrary<Cursor> = fc.record({ values: fc.array(smallValueArb, { minLength: 1, maxLength: 1 }), before: fc.boolean() });

/** Present in `present` out of `present + absent` draws. */
const maybe = <T>(arb: fc.Arbitrary<T>, present: number, absent: number) =>
  fc.oneof({ weight: present, arbitrary: arb }, { weight: absent, arbitrary: fc.constant(undefined) });

export const queryArb: fc.Arbitrary<StructuredQuery> = fc
  .record({
    where: maybe(filterArb, 4, 1),
    orderBy: maybe(
      fc.tuple(fc.record({ field: fieldArb.map((fieldPath) => ({ fieldPath })), direction: fc.constantFrom<'ASCENDING' | 'DESCENDING'>('ASCENDING', 'DESCENDING') })),
      1,
      1,
    ),
    limit: maybe(fc.integer({ min: 0, max: 6 }), 1, 2),
    offset: maybe(fc.integer({ min: 0, max: 3 }), 1, 4),
    startAt: maybe(cursorArb, 1, 2),
    endAt: maybe(cursorArb, 1, 3),
  })
  .map((q): StructuredQuery => {
    const query: StructuredQuery = { from: [{ collectionId: 'c' }] };
    for (const [key, value] of Object.entries(q)) if (value !== undefined) Object.assign(query, { [key]: value });
    // Cursors are only meaningful here against an explicit single-field order.
    if (!q.orderBy) {
      delete query.startAt;
      delete query.endAt;
    }
    return query;
  });

const INEQUALITIES = ['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'NOT_EQUAL', 'NOT_IN', 'IS_NOT_NULL', 'IS_NOT_NAN'];

export function refMatches(filter: Filter, fields: Record<string, Value>): boolean {
  if (filter.compositeFilter) {
    const results = filter.compositeFilter.filters.map((f) => refMatches(f, fields));
    return filter.compositeFilter.op === 'AND' ? results.every(Boolean) : results.some(Boolean);
  }
  if (filter.unaryFilter) {
    const v = fields[filter.unaryFilter.field.fieldPath];
    if (v === undefined) return false;
    return {
      IS_NULL: isNull(v),
      IS_NAN: isNaNRef(v),
      IS_NOT_NULL: !isNull(v),
      IS_NOT_NAN: !isNull(v) && !isNaNRef(v),
    }[filter.unaryFilter.op];
  }
  const { field, op, value: operand } = filter.fieldFilter!;
  const v = fields[field.fieldPath];
  if (v === undefined) return false;
  const eq = (x: Value, y: Value) => refCompare(x, y) === 0;
  const list = elements(operand);
  // Null and NaN in an `in`, `not-in` or `array-contains-any` list equal nothing.
  const listed = list.filter((x) => !isNull(x) && !isNaNRef(x));
  switch (op) {
    case 'EQUAL':
      return eq(v, operand);
    case 'NOT_EQUAL':
      return !isNull(v) && !eq(v, operand);
    case 'LESS_THAN':
      return rank(v) === rank(operand) && !isNaNRef(v) && refCompare(v, operand) < 0;
    case 'LESS_THAN_OR_EQUAL':
      return rank(v) === rank(operand) && !isNaNRef(v) && refCompare(v, operand) <= 0;
    case 'GREATER_THAN':
      return rank(v) === rank(operand) && !isNaNRef(v) && refCompare(v, operand) > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return rank(v) === rank(operand) && !isNaNRef(v) && refCompare(v, operand) >= 0;
    case 'IN':
      return listed.some((x) => eq(v, x));
    case 'NOT_IN':
      return !isNull(v) && !list.some(isNull) && !listed.some((x) => eq(v, x));
    case 'ARRAY_CONTAINS':
      return 'arrayValue' in v && elements(v).some((x) => eq(x, operand));
    case 'ARRAY_CONTAINS_ANY':
      return 'arrayValue' in v && elements(v).some((x) => listed.some((y) => eq(x, y)));
  }
}

export function refInequalityFields(filter: Filter | undefined): string[] {
  if (!filter) return [];
  if (filter.compositeFilter) return filter.compositeFilter.filters.flatMap(refInequalityFields);
  const f = filter.fieldFilter ?? filter.unaryFilter!;
  return INEQUALITIES.includes(f.op) ? [f.field.fieldPath] : [];
}

export function refExecute(q: StructuredQuery, docs: GeneratedDoc[]): string[] {
  const explicit: Order[] = q.orderBy ?? [];
  const direction = explicit.at(-1)?.direction ?? 'ASCENDING';
  const implicit = [...new Set(refInequalityFields(q.where))].filter((f) => !explicit.some((o) => o.field.fieldPath === f)).sort();
  const order = [...explicit.map((o) => [o.field.fieldPath, o.direction] as const), ...implicit.map((f) => [f, direction] as const)];
  const fieldsOf = (d: GeneratedDoc): Record<string, Value> => ({ ...(d.a ? { a: d.a } : {}), ...(d.b ? { b: d.b } : {}) });
  const compare = (x: GeneratedDoc, y: GeneratedDoc): number => {
    for (const [field, dir] of order) {
      const c = refCompare(fieldsOf(x)[field]!, fieldsOf(y)[field]!);
      if (c !== 0) return dir === 'DESCENDING' ? -c : c;
    }
    const c = sgn(utf8(x.id, y.id));
    return direction === 'DESCENDING' ? -c : c;
  };
  const position = (d: GeneratedDoc, cursor: Cursor): number => {
    const [field, dir] = order[0]!;
    const c = refCompare(fieldsOf(d)[field]!, cursor.values![0]!);
    return dir === 'DESCENDING' ? -c : c;
  };
  const results = docs
    .filter((d) => d.collection === 'c')
    .filter((d) => !q.where || refMatches(q.where, fieldsOf(d)))
    .filter((d) => order.every(([field]) => fieldsOf(d)[field] !== undefined))
    .sort(compare)
    .filter((d) => !q.startAt || (q.startAt.before ? position(d, q.startAt) >= 0 : position(d, q.startAt) > 0))
    .filter((d) => !q.endAt || (q.endAt.before ? position(d, q.endAt) < 0 : position(d, q.endAt) <= 0));
  const offset = q.offset ?? 0;
  const limit = typeof q.limit === 'number' ? q.limit : Infinity;
  return results.slice(offset, offset + limit).map((d) => d.id);
}

export const isValid = (q: StructuredQuery): boolean => {
  try {
    validateQuery(q);
    return true;
  } catch {
    return false;
  }
};
