/**
 * Property tests for the shortcuts query evaluation takes: numbers compared as doubles when that is
 * exact, bounded top-N selection instead of a full sort, and equality indexes that narrow the
 * candidates. Each must give exactly what the reference (or the plain path) gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Database } from '../../src/engine/database.js';
import { equalityKey, INDEX_MIN_DOCUMENTS } from '../../src/engine/equalityIndex.js';
import { executeQuery } from '../../src/engine/query.js';
import { TopN } from '../../src/engine/topN.js';
import type { Filter, StructuredQuery, Value } from '../../src/engine/types.js';
import { compareNumbers, compareResourceNames, compareValues, valuesEqual } from '../../src/engine/values.js';
import {
  equivalent,
  generatedDocsArb,
  isValid,
  nearArb,
  queryArb,
  refCompare,
  refExecute,
  sgn,
  smallValueArb,
  toDocument,
  valueArb,
  type GeneratedDoc,
} from './queryReference.js';
import { DB, dbl, int } from './valueBuilders.js';

// ---------------------------------------------------------------------------------------------
// Numbers around 2^53, where doubles stop being exact

const TWO_53 = 2n ** 53n;

/** Integers (as strings or JS numbers) and doubles within a few units of ±2^53, ±2^52 and 0. */
const boundaryNumberArb: fc.Arbitrary<Value> = fc
  .tuple(
    fc.constantFrom(0n, TWO_53, -TWO_53, TWO_53 - 1n, 2n ** 52n, -(2n ** 52n), 2n ** 63n - 8n),
    fc.integer({ min: -4, max: 4 }),
    fc.constantFrom('integer', 'integerNumber', 'double', 'halfDouble'),
  )
  .map(([base, delta, kind]): Value => {
    const exact = base + BigInt(delta);
    if (kind === 'integer') return { integerValue: String(exact) };
    // The JSON form may carry an int64 as a number; only safe integers can be written that way.
    if (kind === 'integerNumber') return Number.isSafeInteger(Number(exact)) ? { integerValue: Number(exact) as unknown as string } : { integerValue: String(exact) };
    if (kind === 'double') return { doubleValue: Number(exact) };
    return { doubleValue: Number(exact) + 0.5 };
  });

describe('number comparison fast path', () => {
  it('orders integers and doubles near 2^53 exactly', () => {
    fc.assert(
      fc.property(fc.oneof(boundaryNumberArb, nearArb), fc.oneof(boundaryNumberArb, nearArb), (a, b) => {
        expect(sgn(compareNumbers(a, b))).toBe(refCompare(a, b));
        expect(sgn(compareValues(b, a))).toBe(-refCompare(a, b) || 0);
      }),
      { numRuns: 2000 },
    );
  });

  it.each<[string, Value, Value, number]>([
    ['2^53 + 1 is above the double 2^53 it rounds to', int(TWO_53 + 1n), dbl(2 ** 53), 1],
    ['2^53 equals the double 2^53', int(TWO_53), dbl(2 ** 53), 0],
    ['2^53 - 1 is below the double 2^53', int(TWO_53 - 1n), dbl(2 ** 53), -1],
    ['-(2^53 + 1) is below the double -2^53', int(-TWO_53 - 1n), dbl(-(2 ** 53)), -1],
    ['2^53 + 1 is above the integer 2^53', int(TWO_53 + 1n), int(TWO_53), 1],
    ['int64 max is below the double 2^63', int(2n ** 63n - 1n), dbl(2 ** 63), -1],
    ['-0 as an integer equals the double -0 and 0', int('-0'), dbl(-0), 0],
    ['NaN is below the smallest int64', dbl('NaN'), int(-(2n ** 63n)), -1],
    ['a fraction just above 2^51 sorts above its integer', dbl(2 ** 51 + 0.5), int(2n ** 51n), 1],
    ['2^52 + 0.5 rounds to the double 2^52, equal to the integer', dbl(2 ** 52 + 0.5), int(2n ** 52n), 0],
  ])('%s', (_, a, b, expected) => {
    expect(compareNumbers(a, b)).toBe(expected);
    expect(compareNumbers(b, a)).toBe(-expected || 0);
  });
});

// ---------------------------------------------------------------------------------------------
// Document names, compared mostly within one collection

/** Legacy numeric ids (`__id7__`) sort first, by value; other segments by UTF-8. */
function refCompareSegments(a: string, b: string): number {
  const numeric = (s: string) => /^__id(-?\d+)__$/.exec(s)?.[1];
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) return sgn(BigInt(na) - BigInt(nb));
  if (na !== undefined || nb !== undefined) return na !== undefined ? -1 : 1;
  return sgn(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
}

function refCompareNames(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = refCompareSegments(x[i]!, y[i]!);
    if (c !== 0) return c;
  }
  return sgn(x.length - y.length);
}

describe('document name order', () => {
  it('compares names segment by segment, numeric ids by value', () => {
    const segment = fc.constantFrom('a', 'a-b', 'ab', 'B', '\u{1F600}', '\uFFFF', '__id7__', '__id07__', '__id-3__', '__id__', '_x', 'c');
    const nameArb = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `${DB}/${segments.join('/')}`);
    // Names in one collection (the case the comparison shortcuts) as well as unrelated ones.
    const pairArb = fc.oneof(
      fc.tuple(nameArb, nameArb),
      fc.tuple(nameArb, segment, segment).map(([parent, x, y]) => [`${parent}/${x}`, `${parent}/${y}`] as const),
    );
    fc.assert(
      fc.property(pairArb, ([a, b]) => {
        expect(sgn(compareResourceNames(a, b))).toBe(refCompareNames(a, b));
      }),
      { numRuns: 2000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Bounded selection

describe('TopN', () => {
  it('keeps exactly the first k of all offered items, in order', () => {
    const kArb = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(Infinity));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 60 }), kArb, (items, k) => {
        const top = new TopN(k, (a: number, b: number) => a - b);
        for (const item of items) top.offer(item);
        expect(top.sorted()).toEqual([...items].sort((a, b) => a - b).slice(0, k));
        expect(top.count).toBe(items.length);
      }),
      { numRuns: 500 },
    );
  });
});

const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1);

describe('executeQuery with many more matches than limit + offset', () => {
  it('equals filter, sort, cursor and slice by the reference, skipped results included', () => {
    fc.assert(
      fc.property(generatedDocsArb(256, 20, 150), queryArb, (docs, q) => {
        fc.pre(isValid(q));
        const { documents, skippedResults } = executeQuery(DB, q, docs.map(toDocument));
        expect(documents.map((d) => idOf(d.name))).toEqual(refExecute(q, docs));
        const positioned = refExecute({ ...q, offset: 0, limit: undefined }, docs).length;
        expect(skippedResults).toBe(Math.min(q.offset ?? 0, positioned));
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Equality indexes

const keyableArb = fc.oneof(smallValueArb, nearArb, valueArb);

describe('equality keys', () => {
  it('are shared by exactly the values == treats as equal', () => {
    const pairArb = fc.oneof(
      fc.tuple(keyableArb, keyableArb),
      keyableArb.map((a) => [a, equivalent(a)] as const),
    );
    fc.assert(
      fc.property(pairArb, ([a, b]) => {
        const ka = equalityKey(a);
        const kb = equalityKey(b);
        if (ka !== undefined && kb !== undefined) expect(ka === kb).toBe(valuesEqual(a, b));
        // Values of another kind are never equal to a keyed one.
        if ((ka === undefined) !== (kb === undefined)) expect(valuesEqual(a, b)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('are given to nulls, booleans, numbers and strings only', () => {
    fc.assert(
      fc.property(valueArb, (v) => {
        const keyed = ['nullValue', 'booleanValue', 'integerValue', 'doubleValue', 'stringValue'].some((k) => k in v);
        expect(equalityKey(v) !== undefined).toBe(keyed);
      }),
      { numRuns: 500 },
    );
  });
});

/** `==` or `in` on a or b, the filters the index narrows by (unkeyable operands included). */
const equalityFilterArb: fc.Arbitrary<Filter> = fc
  .record({
    field: fc.constantFrom('a', 'b'),
    op: fc.constantFrom<'EQUAL' | 'IN'>('EQUAL', 'IN'),
    single: smallValueArb,
    list: fc.array(smallValueArb, { minLength: 1, maxLength: 4 }),
  })
  .map(({ field, op, single, list }): Filter => ({
    fieldFilter: { field: { fieldPath: field }, op, value: op === 'IN' ? { arrayValue: { values: list } } : single },
  }));

/** A random query with an equality filter ANDed (or ORed) to its own, possibly as a collection group query. */
const indexedQueryArb = fc
  .tuple(queryArb, equalityFilterArb, fc.constantFrom<'AND' | 'OR' | undefined>('AND', 'AND', 'OR', undefined), fc.boolean())
  .map(([q, equality, op, group]): StructuredQuery => ({
    ...q,
    from: [{ collectionId: 'c', allDescendants: group }],
    where: q.where && op ? { compositeFilter: { op, filters: [equality, q.where] } } : equality,
  }));

/** Later writes to some of the documents: new field values, or deletion (undefined). */
const editsArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 255 }), fc.option(fc.record({ a: fc.option(smallValueArb, { nil: undefined }), b: fc.option(smallValueArb, { nil: undefined }) }), { nil: undefined, freq: 4 })), {
  maxLength: 40,
});

describe('Database.queryCandidates', () => {
  it('narrows with equality indexes to a superset of the results, before and after later writes', () => {
    fc.assert(
      fc.property(generatedDocsArb(256, 110, 200), indexedQueryArb, editsArb, (docs, q, edits) => {
        fc.pre(isValid(q));
        fc.pre(docs.filter((d) => d.collection === 'c').length >= INDEX_MIN_DOCUMENTS);
        const db = new Database('projects/p/databases/(default)');
        for (const d of docs) db.put(toDocument(d));
        const check = () => {
          const narrowed = executeQuery(DB, q, db.queryCandidates('', q)).documents;
          expect(narrowed).toEqual(executeQuery(DB, q, db.all()).documents);
        };
        check(); // builds the indexes the query uses
        for (const [i, fields] of edits) {
          const d: GeneratedDoc = { id: `d${i.toString(16).padStart(2, '0')}`, collection: 'c' };
          const name = toDocument(d).name;
          if (fields) db.put(toDocument({ ...d, ...fields }));
          else db.apply([{ name, collectionPath: 'c', collectionId: 'c', before: db.get(name) ?? null, after: null }]);
        }
        check();
      }),
      { numRuns: 300 },
    );
  });
});
