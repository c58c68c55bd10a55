import { describe, expect, it } from 'vitest';
import {
  compareDocuments,
  effectiveOrderBy,
  executeQuery,
  inScope,
  matchesQuery,
  queryLimit,
  validateQuery,
} from '../../src/engine/query.js';
import type { Document, FieldOperator, Filter, StructuredQuery, Value } from '../../src/engine/types.js';
import { expectInvalid } from './engineSupport.js';
import { and, asc, desc, or, query, unary, where } from './queryBuilders.js';
import { arr, bool, DB, dbl, doc, ids, int, map, nul, ref, str, ts } from './valueBuilders.js';

/** One document per interesting value of `a` (the id says which), plus one without `a`. */
const DATA: Document[] = [
  doc('c/int1', { a: int(1) }),
  doc('c/dbl1', { a: dbl(1) }),
  doc('c/int2', { a: int(2) }),
  doc('c/negzero', { a: dbl(-0) }),
  doc('c/zero', { a: int(0) }),
  doc('c/nan', { a: dbl('NaN') }),
  doc('c/big', { a: int('9007199254740993') }),
  doc('c/bigd', { a: dbl(9007199254740992) }),
  doc('c/str1', { a: str('1') }),
  doc('c/strb', { a: str('b') }),
  doc('c/null', { a: nul() }),
  doc('c/missing', { b: int(1) }),
  doc('c/arr12', { a: arr(int(1), int(2)) }),
  doc('c/arr3', { a: arr(dbl(3)) }),
  doc('c/arrEmpty', { a: arr() }),
  doc('c/map', { a: map({ x: int(1) }) }),
  doc('c/true', { a: bool(true) }),
  doc('c/ts', { a: ts('2020-01-01T00:00:00Z') }),
  // Out of scope for a query on `c` below the database root.
  doc('other/int1', { a: int(1) }),
  doc('c/int1/c/nested', { a: int(1) }),
];

/** Every document with `a`, in ascending order of `a` (ties by name). */
const BY_A = ['null', 'true', 'nan', 'negzero', 'zero', 'dbl1', 'int1', 'int2', 'bigd', 'big', 'ts', 'str1', 'strb', 'arrEmpty', 'arr12', 'arr3', 'map'];
const without = (...excluded: string[]) => BY_A.filter((id) => !excluded.includes(id));

const run = (q: StructuredQuery, docs: Document[] = DATA, parent = DB) => ids(executeQuery(parent, q, docs).documents);

describe('field filters', () => {
  it.each<[FieldOperator, Value, string[]]>([
    // Equalities: results in name order.
    ['EQUAL', int(1), ['dbl1', 'int1']],
    ['EQUAL', dbl(0), ['negzero', 'zero']],
    ['EQUAL', dbl(9007199254740992), ['bigd']],
    ['EQUAL', int('9007199254740993'), ['big']],
    ['EQUAL', str('1'), ['str1']],
    ['EQUAL', bool(true), ['true']],
    ['EQUAL', arr(dbl(1), dbl(2)), ['arr12']],
    ['EQUAL', map({ x: dbl(1) }), ['map']],
    ['EQUAL', nul(), ['null']],
    ['EQUAL', dbl('NaN'), ['nan']],
    ['EQUAL', str('nope'), []],
    // Ranges only match their operand's type class, and never NaN (though it sorts below every other number).
    ['LESS_THAN', int(2), ['negzero', 'zero', 'dbl1', 'int1']],
    ['LESS_THAN_OR_EQUAL', dbl(1), ['negzero', 'zero', 'dbl1', 'int1']],
    ['GREATER_THAN', int(1), ['int2', 'bigd', 'big']],
    ['GREATER_THAN_OR_EQUAL', dbl(9007199254740992), ['bigd', 'big']],
    ['GREATER_THAN', dbl(9007199254740992), ['big']],
    ['GREATER_THAN', dbl('-Infinity'), ['negzero', 'zero', 'dbl1', 'int1', 'int2', 'bigd', 'big']],
    ['LESS_THAN', str('b'), ['str1']],
    ['GREATER_THAN', str(''), ['str1', 'strb']],
    ['LESS_THAN', ts('2021-01-01T00:00:00Z'), ['ts']],
    ['GREATER_THAN', ts('2021-01-01T00:00:00Z'), []],
    ['GREATER_THAN', arr(), ['arr12', 'arr3']],
    ['GREATER_THAN_OR_EQUAL', bool(false), ['true']],
    ['LESS_THAN', map({ y: nul() }), ['map']],
    // != and not-in never match null or a missing field; results ordered by `a`.
    ['NOT_EQUAL', int(1), without('null', 'dbl1', 'int1')],
    ['NOT_EQUAL', nul(), without('null')],
    ['NOT_EQUAL', dbl('NaN'), without('null', 'nan')],
    ['NOT_IN', arr(int(1), str('1')), without('null', 'dbl1', 'int1', 'str1')],
    ['NOT_IN', arr(nul(), int(5)), []],
    // Membership. A null or NaN in the list matches nothing (production's and Google's emulator's answer).
    ['IN', arr(int(1), str('b'), dbl('NaN')), ['dbl1', 'int1', 'strb']],
    ['IN', arr(arr(int(1), int(2)), arr()), ['arr12', 'arrEmpty']],
    ['IN', arr(nul()), []],
    ['ARRAY_CONTAINS', dbl(1), ['arr12']],
    ['ARRAY_CONTAINS', int(3), ['arr3']],
    ['ARRAY_CONTAINS', nul(), []],
    ['ARRAY_CONTAINS_ANY', arr(int(2), int(3)), ['arr12', 'arr3']],
    ['ARRAY_CONTAINS_ANY', arr(str('x')), []],
  ])('a %s %j', (op, value, expected) => {
    expect(run(query({ where: where('a', op, value) }))).toEqual(expected);
  });

  it('never matches documents without the field', () => {
    for (const op of ['EQUAL', 'NOT_EQUAL', 'LESS_THAN', 'GREATER_THAN'] as const) {
      expect(run(query({ where: where('a', op, int(1)) }))).not.toContain('missing');
    }
    expect(run(query({ where: where('a', 'NOT_IN', arr(int(1))) }))).not.toContain('missing');
  });

  it('filters on nested fields and quoted field paths', () => {
    const docs = [doc('c/x', { m: map({ 'k.1': int(5), n: map({ d: str('deep') }) }) }), doc('c/y', { m: map({ 'k.1': int(6) }) })];
    expect(run(query({ where: where('m.`k.1`', 'GREATER_THAN', int(5)) }), docs)).toEqual(['y']);
    expect(run(query({ where: where('m.n.d', 'EQUAL', str('deep')) }), docs)).toEqual(['x']);
  });
});

describe('unary filters', () => {
  it.each([
    ['IS_NULL', ['null']],
    ['IS_NAN', ['nan']],
    ['IS_NOT_NULL', without('null')],
    ['IS_NOT_NAN', without('null', 'nan')],
  ] as const)('a %s', (op, expected) => {
    expect(run(query({ where: unary('a', op) }))).toEqual(expected);
  });
});

describe('composite filters', () => {
  it.each<[string, Filter, string[]]>([
    ['OR of equalities', or(where('a', 'EQUAL', int(1)), where('a', 'EQUAL', str('b'))), ['dbl1', 'int1', 'strb']],
    ['AND of ranges', and(where('a', 'GREATER_THAN_OR_EQUAL', int(0)), where('a', 'LESS_THAN', int(2))), ['negzero', 'zero', 'dbl1', 'int1']],
    [
      'OR of AND and unary',
      or(and(where('a', 'GREATER_THAN', int(1)), where('a', 'LESS_THAN', int(3))), unary('a', 'IS_NAN')),
      ['nan', 'int2'],
    ],
    ['OR across fields', or(where('b', 'EQUAL', int(1)), where('a', 'EQUAL', str('b'))), ['missing', 'strb']],
    // The inequality on `a` orders by `a`, which drops the document that only has `b`.
    ['OR with an inequality', or(where('a', 'GREATER_THAN', int(100)), where('b', 'EQUAL', int(1))), ['bigd', 'big']],
    ['AND of one', and(where('a', 'EQUAL', bool(true))), ['true']],
    ['empty AND', and(), ['arr12', 'arr3', 'arrEmpty', 'big', 'bigd', 'dbl1', 'int1', 'int2', 'map', 'missing', 'nan', 'negzero', 'null', 'str1', 'strb', 'true', 'ts', 'zero']],
  ])('%s', (_, filter, expected) => {
    expect(run(query({ where: filter }))).toEqual(expected);
  });
});

describe('__name__ filters', () => {
  it.each<[FieldOperator, Value, string[]]>([
    ['EQUAL', ref('c/int1'), ['int1']],
    ['GREATER_THAN', ref('c/str1'), ['strb', 'true', 'ts', 'zero']],
    ['LESS_THAN_OR_EQUAL', ref('c/arr3'), ['arr12', 'arr3']],
    ['IN', arr(ref('c/zero'), ref('c/arr3'), ref('other/int1')), ['arr3', 'zero']],
    ['NOT_IN', arr(ref('c/arr12'), ref('c/arr3'), ref('c/arrEmpty'), ref('c/big'), ref('c/bigd')), ['dbl1', 'int1', 'int2', 'map', 'missing', 'nan', 'negzero', 'null', 'str1', 'strb', 'true', 'ts', 'zero']],
  ])('__name__ %s %j', (op, value, expected) => {
    expect(run(query({ where: where('__name__', op, value) }))).toEqual(expected);
  });
});

describe('ordering', () => {
  it('sorts across types and breaks ties by name', () => {
    expect(run(query({ orderBy: [asc('a')] }))).toEqual(BY_A);
    expect(run(query({ orderBy: [desc('a')] }))).toEqual([...BY_A].reverse());
  });

  it('drops documents missing an ordered field', () => {
    expect(run(query({ orderBy: [asc('b')] }))).toEqual(['missing']);
    expect(run(query({ orderBy: [asc('a'), asc('b')] }))).toEqual([]);
  });

  it('orders by several fields with mixed directions', () => {
    const docs = [
      doc('c/1', { g: int(1), s: int(5) }),
      doc('c/2', { g: int(2), s: int(1) }),
      doc('c/3', { g: int(1), s: int(7) }),
      doc('c/4', { g: int(2), s: int(1) }),
    ];
    expect(run(query({ orderBy: [asc('g'), desc('s')] }), docs)).toEqual(['3', '1', '4', '2']);
    expect(run(query({ orderBy: [desc('g'), asc('s'), asc('__name__')] }), docs)).toEqual(['2', '4', '1', '3']);
  });

  it('orders by __name__ segment by segment', () => {
    const docs = [doc('c/a-b'), doc('c/a'), doc('c/__id7__'), doc('c/B')];
    expect(run(query({}), docs)).toEqual(['__id7__', 'B', 'a', 'a-b']);
    expect(run(query({ orderBy: [desc('__name__')] }), docs)).toEqual(['a-b', 'a', 'B', '__id7__']);
  });

  it('compareDocuments applies each order in turn', () => {
    const a = doc('c/a', { x: int(1), y: int(2) });
    const b = doc('c/b', { x: int(1), y: int(1) });
    expect(compareDocuments([asc('x')], a, b)).toBe(0);
    expect(compareDocuments([asc('x'), asc('y')], a, b)).toBeGreaterThan(0);
    expect(compareDocuments([asc('x'), desc('y')], a, b)).toBeLessThan(0);
    expect(compareDocuments([asc('__name__')], a, b)).toBeLessThan(0);
  });
});

describe('effectiveOrderBy', () => {
  const fields = (q: StructuredQuery) => effectiveOrderBy(q).map((o) => `${o.field.fieldPath} ${o.direction}`);

  it.each<[string, StructuredQuery, string[]]>([
    ['no order: by name', query(), ['__name__ ASCENDING']],
    ['unspecified direction is ascending', query({ orderBy: [{ field: { fieldPath: 'a' }, direction: 'DIRECTION_UNSPECIFIED' }] }), ['a ASCENDING', '__name__ ASCENDING']],
    ['name follows the last explicit direction', query({ orderBy: [asc('a'), desc('b')] }), ['a ASCENDING', 'b DESCENDING', '__name__ DESCENDING']],
    ['explicit name is not repeated', query({ orderBy: [desc('__name__')] }), ['__name__ DESCENDING']],
    ['inequality field', query({ where: where('a', 'GREATER_THAN', int(1)) }), ['a ASCENDING', '__name__ ASCENDING']],
    ['equality adds nothing', query({ where: where('a', 'EQUAL', int(1)) }), ['__name__ ASCENDING']],
    ['in / array-contains add nothing', query({ where: and(where('a', 'IN', arr(int(1))), where('b', 'ARRAY_CONTAINS', int(1))) }), ['__name__ ASCENDING']],
    [
      'inequalities sorted by field path after explicit orders',
      query({
        where: and(where('z', 'NOT_EQUAL', int(1)), where('b.c', 'LESS_THAN', int(1)), where('b', 'NOT_IN', arr(int(1))), where('z', 'GREATER_THAN', int(0))),
        orderBy: [desc('m')],
      }),
      ['m DESCENDING', 'b DESCENDING', 'b.c DESCENDING', 'z DESCENDING', '__name__ DESCENDING'],
    ],
    ['ordered inequality field is not repeated', query({ where: where('a', 'LESS_THAN', int(1)), orderBy: [desc('a')] }), ['a DESCENDING', '__name__ DESCENDING']],
    ['inequalities inside OR count', query({ where: or(where('a', 'EQUAL', int(1)), where('b', 'GREATER_THAN', int(1))) }), ['b ASCENDING', '__name__ ASCENDING']],
    ['is-not-null / is-not-NaN are inequalities', query({ where: and(unary('y', 'IS_NOT_NULL'), unary('x', 'IS_NOT_NAN'), unary('w', 'IS_NULL')) }), ['x ASCENDING', 'y ASCENDING', '__name__ ASCENDING']],
    ['__name__ inequality only orders by name', query({ where: where('__name__', 'GREATER_THAN', ref('c/a')) }), ['__name__ ASCENDING']],
    ['quoted paths are canonicalised', query({ where: where('`a-b`', 'GREATER_THAN', int(1)), orderBy: [asc('`a-b`')] }), ['`a-b` ASCENDING', '__name__ ASCENDING']],
  ])('%s', (_, q, expected) => {
    expect(fields(q)).toEqual(expected);
  });
});

describe('scope', () => {
  const SCOPED = [
    doc('c/a'),
    doc('c/a/c/e'),
    doc('x/1/c/b'),
    doc('x/1/cc/d'),
    doc('x/1/y/2/c/c'),
    doc('x/10/c/f'),
    doc('cc/g'),
  ];

  it('a collection query sees only direct children of the parent', () => {
    expect(run(query(), SCOPED)).toEqual(['a']);
    expect(run(query(), SCOPED, `${DB}/x/1`)).toEqual(['b']);
    expect(run(query({}, 'cc'), SCOPED)).toEqual(['g']);
  });

  it('a collection group query sees that collection id at any depth below the parent', () => {
    const group: StructuredQuery = { from: [{ collectionId: 'c', allDescendants: true }] };
    expect(run(group, SCOPED)).toEqual(['a', 'e', 'b', 'c', 'f']);
    expect(run(group, SCOPED, `${DB}/x/1`)).toEqual(['b', 'c']);
  });

  it('a kindless descendants query sees every document below the parent', () => {
    expect(run({ from: [{ allDescendants: true }] }, SCOPED, `${DB}/x/1`)).toEqual(['b', 'd', 'c']);
  });

  it('inScope rejects look-alike prefixes and other databases', () => {
    const q = query();
    expect(inScope(`${DB}/x/1`, q, `${DB}/x/10/c/f`)).toBe(false);
    expect(inScope(DB, q, `${DB}/c/a`)).toBe(true);
    expect(inScope(DB, q, 'projects/p/databases/other/documents/c/a')).toBe(false);
    expect(inScope(DB, q, `${DB}/c`)).toBe(false);
  });

  it('matchesQuery combines scope, filter and ordered fields', () => {
    const q = query({ where: where('a', 'EQUAL', int(1)), orderBy: [asc('b')] });
    expect(matchesQuery(DB, q, doc('c/x', { a: int(1), b: int(0) }))).toBe(true);
    expect(matchesQuery(DB, q, doc('c/x', { a: int(1) }))).toBe(false);
    expect(matchesQuery(DB, q, doc('d/x', { a: int(1), b: int(0) }))).toBe(false);
    expect(matchesQuery(DB, q, doc('c/x', { a: int(2), b: int(0) }))).toBe(false);
  });
});

describe('cursors, offset, limit', () => {
  const SCORES = [
    doc('c/n1', { score: int(10) }),
    doc('c/n2', { score: int(20) }),
    doc('c/n3', { score: dbl(20) }),
    doc('c/n4', { score: int(30) }),
    doc('c/n5', { score: int(40) }),
  ];
  const byScore = (extra: Partial<StructuredQuery>, direction = asc) => run(query({ orderBy: [direction('score')], ...extra }), SCORES);

  it.each<[string, Partial<StructuredQuery>, string[]]>([
    ['startAt', { startAt: { values: [int(20)], before: true } }, ['n2', 'n3', 'n4', 'n5']],
    ['startAfter', { startAt: { values: [int(20)], before: false } }, ['n4', 'n5']],
    ['endAt', { endAt: { values: [int(20)], before: false } }, ['n1', 'n2', 'n3']],
    ['endBefore', { endAt: { values: [int(20)], before: true } }, ['n1']],
    ['startAt a value between documents', { startAt: { values: [dbl(25)], before: true } }, ['n4', 'n5']],
    ['startAfter with a name', { startAt: { values: [int(20), ref('c/n2')], before: false } }, ['n3', 'n4', 'n5']],
    ['startAt with a name', { startAt: { values: [int(20), ref('c/n3')], before: true } }, ['n3', 'n4', 'n5']],
    ['both ends', { startAt: { values: [int(10)], before: false }, endAt: { values: [int(30)], before: false } }, ['n2', 'n3', 'n4']],
    ['an empty window', { startAt: { values: [int(30)], before: true }, endAt: { values: [int(20)], before: false } }, []],
    ['cursor of another type', { startAt: { values: [str('a')], before: true } }, []],
  ])('ascending: %s', (_, extra, expected) => {
    expect(byScore(extra)).toEqual(expected);
  });

  it.each<[string, Partial<StructuredQuery>, string[]]>([
    ['no cursor', {}, ['n5', 'n4', 'n3', 'n2', 'n1']],
    ['startAt', { startAt: { values: [int(20)], before: true } }, ['n3', 'n2', 'n1']],
    ['startAfter', { startAt: { values: [int(20)], before: false } }, ['n1']],
    ['endBefore', { endAt: { values: [int(20)], before: true } }, ['n5', 'n4']],
    ['endAt', { endAt: { values: [int(20)], before: false } }, ['n5', 'n4', 'n3', 'n2']],
    ['startAt with a name', { startAt: { values: [int(20), ref('c/n2')], before: true } }, ['n2', 'n1']],
  ])('descending: %s', (_, extra, expected) => {
    expect(byScore(extra, desc)).toEqual(expected);
  });

  it('cursors on __name__ alone', () => {
    expect(run(query({ startAt: { values: [ref('c/n3')], before: false } }), SCORES)).toEqual(['n4', 'n5']);
    expect(run(query({ endAt: { values: [ref('c/n3')], before: false } }), SCORES)).toEqual(['n1', 'n2', 'n3']);
  });

  it('cursors on an implicit inequality order', () => {
    const q = query({ where: where('score', 'GREATER_THAN', int(10)), startAt: { values: [int(30)], before: true } });
    expect(run(q, SCORES)).toEqual(['n4', 'n5']);
  });

  it('applies offset after cursors and reports skipped results', () => {
    const result = executeQuery(DB, query({ orderBy: [asc('score')], startAt: { values: [int(20)], before: true }, offset: 1, limit: 2 }), SCORES);
    expect(ids(result.documents)).toEqual(['n3', 'n4']);
    expect(result.skippedResults).toBe(1);
  });

  it('an offset past the end skips only what exists', () => {
    const result = executeQuery(DB, query({ offset: 10 }), SCORES);
    expect(result.documents).toEqual([]);
    expect(result.skippedResults).toBe(5);
  });

  it.each<[StructuredQuery['limit'], string[]]>([
    [2, ['n1', 'n2']],
    [{ value: 3 }, ['n1', 'n2', 'n3']],
    [0, []],
    [99, ['n1', 'n2', 'n3', 'n4', 'n5']],
    [{}, ['n1', 'n2', 'n3', 'n4', 'n5']],
  ])('limit %j', (limit, expected) => {
    expect(run(query({ limit }), SCORES)).toEqual(expected);
  });

  it('queryLimit unwraps Int32Value', () => {
    expect(queryLimit(query({ limit: 5 }))).toBe(5);
    expect(queryLimit(query({ limit: { value: 7 } }))).toBe(7);
    expect(queryLimit(query())).toBeUndefined();
    expect(queryLimit(query({ limit: {} }))).toBeUndefined();
  });
});

describe('select', () => {
  const DOCS = [
    doc('c/a', { x: int(1), m: map({ p: int(2), q: int(3) }), z: str('z') }, { createTime: '2020-01-01T00:00:00Z', updateTime: '2020-01-02T00:00:00Z' }),
  ];

  it('projects the selected fields and keeps name and times', () => {
    const [projected] = executeQuery(DB, query({ select: { fields: [{ fieldPath: 'x' }, { fieldPath: 'm.q' }, { fieldPath: 'absent' }] } }), DOCS).documents;
    expect(projected).toEqual({
      name: `${DB}/c/a`,
      fields: { x: int(1), m: map({ q: int(3) }) },
      createTime: '2020-01-01T00:00:00Z',
      updateTime: '2020-01-02T00:00:00Z',
    });
  });

  it('an empty select returns names only', () => {
    for (const select of [{}, { fields: [] }, { fields: [{ fieldPath: '__name__' }] }]) {
      const [projected] = executeQuery(DB, query({ select }), DOCS).documents;
      expect(projected).toEqual({ name: `${DB}/c/a`, createTime: '2020-01-01T00:00:00Z', updateTime: '2020-01-02T00:00:00Z' });
    }
  });

  it('filters and orders on fields the projection drops', () => {
    const docs = [doc('c/1', { k: int(2), v: str('one') }), doc('c/2', { k: int(1), v: str('two') })];
    const result = executeQuery(DB, query({ select: { fields: [{ fieldPath: 'v' }] }, orderBy: [asc('k')], where: where('k', 'GREATER_THAN', int(0)) }), docs);
    expect(result.documents.map((d) => d.fields)).toEqual([{ v: str('two') }, { v: str('one') }]);
  });

  it('returns the input documents unchanged without select', () => {
    expect(executeQuery(DB, query(), DOCS).documents[0]).toBe(DOCS[0]);
  });
});

describe('validateQuery', () => {
  const many = (n: number) => arr(...Array.from({ length: n }, (_, i) => int(i)));

  it.each<[string, StructuredQuery, RegExp]>([
    ['no from', {}, /exactly one collection/],
    ['two from', { from: [{ collectionId: 'a' }, { collectionId: 'b' }] }, /exactly one collection/],
    ['from without a collection id', { from: [{}] }, /collectionId/],
    ['an unknown operator', query({ where: where('a', 'LIKE' as FieldOperator, int(1)) }), /operator/],
    ['a filter without value', query({ where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'EQUAL' } as never } }), /no value/],
    ['a malformed value', query({ where: where('a', 'EQUAL', { integerValue: 'x' }) }), /integerValue/],
    ['in without an array', query({ where: where('a', 'IN', int(1)) }), /non-empty array/],
    ['in with an empty array', query({ where: where('a', 'IN', arr()) }), /non-empty array/],
    ['in with 31 values', query({ where: where('a', 'IN', many(31)) }), /maximum of 30/],
    ['array-contains-any with an empty array', query({ where: where('a', 'ARRAY_CONTAINS_ANY', arr()) }), /non-empty array/],
    ['array-contains-any with 31 values', query({ where: where('a', 'ARRAY_CONTAINS_ANY', many(31)) }), /maximum of 30/],
    ['not-in with 11 values', query({ where: where('a', 'NOT_IN', many(11)) }), /maximum of 10/],
    ['not-in without an array', query({ where: where('a', 'NOT_IN', str('x')) }), /non-empty array/],
    ['two array-contains', query({ where: and(where('a', 'ARRAY_CONTAINS', int(1)), where('b', 'ARRAY_CONTAINS', int(1))) }), /ARRAY_CONTAINS/],
    ['array-contains with array-contains-any', query({ where: and(where('a', 'ARRAY_CONTAINS', int(1)), where('b', 'ARRAY_CONTAINS_ANY', arr(int(1)))) }), /ARRAY_CONTAINS/],
    ['not-in with !=', query({ where: and(where('a', 'NOT_IN', arr(int(1))), where('b', 'NOT_EQUAL', int(1))) }), /'not-in' filters with '!='/],
    ['two not-in', query({ where: and(where('a', 'NOT_IN', arr(int(1))), where('b', 'NOT_IN', arr(int(1)))) }), /more than one 'not-in'/],
    ['not-in with in', query({ where: and(where('a', 'NOT_IN', arr(int(1))), where('b', 'IN', arr(int(1)))) }), /'not-in' filters with 'in'/],
    ['not-in with or', query({ where: or(where('a', 'NOT_IN', arr(int(1))), where('b', 'EQUAL', int(1))) }), /'or'/],
    ['more than 30 disjunctions', query({ where: and(where('a', 'IN', many(10)), where('b', 'IN', many(4))) }), /disjunctions/],
    ['a range on null', query({ where: where('a', 'LESS_THAN', nul()) }), /Null supports only equality/],
    ['a range on NaN', query({ where: where('a', 'GREATER_THAN', dbl('NaN')) }), /NaN supports only equality/],
    ['a __name__ filter on a string', query({ where: where('__name__', 'EQUAL', str('c/a')) }), /document references/],
    ['a __name__ in with a string', query({ where: where('__name__', 'IN', arr(ref('c/a'), str('b'))) }), /document references/],
    ['array-contains on __name__', query({ where: where('__name__', 'ARRAY_CONTAINS', ref('c/a')) }), /__name__/],
    ['an unknown unary operator', query({ where: unary('a', 'IS_EMPTY' as never) }), /unary filter operator/],
    ['a filter of two kinds', query({ where: { ...where('a', 'EQUAL', int(1)), ...unary('a', 'IS_NULL') } }), /exactly one/],
    ['an empty OR', query({ where: or() }), /at least one filter/],
    ['an invalid field path', query({ where: where('a..b', 'EQUAL', int(1)) }), /field path/],
    ['an invalid order field path', query({ orderBy: [asc('`a')] }), /field path|backtick/],
    ['a duplicate order', query({ orderBy: [asc('a'), desc('a')] }), /more than once/],
    ['an unknown direction', query({ orderBy: [{ field: { fieldPath: 'a' }, direction: 'UP' as never }] }), /direction/],
    ['a negative limit', query({ limit: -1 }), /limit/],
    ['a negative wrapped limit', query({ limit: { value: -2 } }), /limit/],
    ['a fractional limit', query({ limit: 1.5 }), /limit/],
    ['a negative offset', query({ offset: -1 }), /offset/],
    ['too many cursor values', query({ orderBy: [asc('a')], startAt: { values: [int(1), ref('c/a'), int(3)] } }), /Too many cursor values/],
    ['too many endAt values', query({ endAt: { values: [ref('c/a'), int(3)] } }), /Too many cursor values/],
    ['a non-reference __name__ cursor', query({ startAt: { values: [str('a')] } }), /document reference/],
    ['an invalid select path', query({ select: { fields: [{ fieldPath: '' }] } }), /empty/],
  ])('rejects %s', (_, q, message) => {
    expectInvalid(() => validateQuery(q), message);
    expectInvalid(() => executeQuery(DB, q, DATA), message);
  });

  it.each<[string, StructuredQuery]>([
    ['inequalities on several fields', query({ where: and(where('a', 'GREATER_THAN', int(1)), where('b', 'LESS_THAN', int(2)), where('c', 'NOT_EQUAL', int(3))) })],
    ['array-contains in different disjunctions', query({ where: or(where('a', 'ARRAY_CONTAINS', int(1)), where('b', 'ARRAY_CONTAINS', int(1))) })],
    ['in with 30 values', query({ where: where('a', 'IN', many(30)) })],
    ['in with arrays', query({ where: where('a', 'IN', arr(arr(int(1)), arr())) })],
    ['exactly 30 disjunctions', query({ where: and(where('a', 'IN', many(10)), where('b', 'IN', many(3))) })],
    ['a cursor as long as the effective order', query({ where: where('a', 'GREATER_THAN', int(1)), startAt: { values: [int(2), ref('c/x')] } })],
    ['limit 0 and offset 0', query({ limit: 0, offset: 0 })],
    ['a collection group', { from: [{ collectionId: 'c', allDescendants: true }] }],
    ['== null as a field filter', query({ where: where('a', 'EQUAL', nul()) })],
  ])('accepts %s', (_, q) => {
    expect(() => validateQuery(q)).not.toThrow();
  });
});
