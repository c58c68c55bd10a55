import { describe, expect, it } from 'vitest';
import { aggregate, aggregationAliases, validateAggregations } from '../../src/engine/aggregate.js';
import { FirestoreError } from '../../src/engine/errors.js';
import type { Aggregation, Document, Value } from '../../src/engine/types.js';
import { arr, bool, dbl, doc, int, map, nul, str } from './valueBuilders.js';

const docsWith = (...values: (Value | undefined)[]): Document[] =>
  values.map((v, i) => doc(`c/${i}`, v === undefined ? {} : { v: v }));

const sum = (alias = 's'): Aggregation => ({ alias, sum: { field: { fieldPath: 'v' } } });
const avg = (alias = 'a'): Aggregation => ({ alias, avg: { field: { fieldPath: 'v' } } });

describe('count', () => {
  it('counts documents, capped by upTo', () => {
    const docs = docsWith(int(1), undefined, nul(), str('x'));
    expect(aggregate(docs, [{ alias: 'n', count: {} }])).toEqual({ n: int(4) });
    expect(aggregate(docs, [{ alias: 'n', count: { upTo: 2 } }])).toEqual({ n: int(2) });
    expect(aggregate(docs, [{ alias: 'n', count: { upTo: '10' } }])).toEqual({ n: int(4) });
    expect(aggregate([], [{ alias: 'n', count: {} }])).toEqual({ n: int(0) });
  });
});

describe('sum', () => {
  it.each<[string, (Value | undefined)[], Value]>([
    ['nothing', [], int(0)],
    ['no numeric values', [str('1'), nul(), bool(true), arr(int(1)), undefined], int(0)],
    ['integers', [int(1), int(2), int(-10)], int(-7)],
    ['integers beyond 2^53 exactly', [int('9007199254740993'), int(2)], int('9007199254740995')],
    ['integers ignoring non-numbers', [int(5), str('5'), undefined, map({ v: int(1) })], int(5)],
    ['doubles', [dbl(0.5), dbl(0.25)], dbl(0.75)],
    ['integers and a double', [int(1), dbl(1.5), int(2)], dbl(4.5)],
    ['integers and a double with an integral total', [int(1), dbl(1)], dbl(2)],
    ['an overflowing int64 total', [int('9223372036854775807'), int(1)], dbl(9223372036854775808)],
    ['an underflowing int64 total', [int('-9223372036854775808'), int(-1)], dbl(-9223372036854775808)],
    ['a total back in range after overflow', [int('9223372036854775807'), int(1), int(-2)], int('9223372036854775806')],
    ['NaN', [int(1), dbl('NaN')], dbl('NaN')],
    ['Infinity', [int(1), dbl('Infinity')], dbl('Infinity')],
    ['opposite infinities', [dbl('Infinity'), dbl('-Infinity')], dbl('NaN')],
    ['a negative zero', [dbl(-0)], dbl(0)],
  ])('of %s', (_, values, expected) => {
    const result = aggregate(docsWith(...values), [sum()]).s!;
    expect(result).toEqual(expected);
  });
});

describe('avg', () => {
  it.each<[string, (Value | undefined)[], Value]>([
    ['nothing', [], nul()],
    ['no numeric values', [str('1'), nul(), undefined], nul()],
    ['integers', [int(1), int(2)], dbl(1.5)],
    ['an integral mean', [int(2), int(4)], dbl(3)],
    ['mixed numbers ignoring others', [int(1), dbl(2), str('100'), undefined, int(6)], dbl(3)],
    ['large integers', [int('9007199254740993'), int('9007199254740995')], dbl(9007199254740994)],
    ['NaN', [int(1), dbl('NaN')], dbl('NaN')],
    ['Infinity', [dbl('-Infinity'), int(3)], dbl('-Infinity')],
  ])('of %s', (_, values, expected) => {
    expect(aggregate(docsWith(...values), [avg()]).a).toEqual(expected);
  });
});

describe('aliases and validation', () => {
  it('computes several aggregations, naming unnamed ones field_1, field_2, ...', () => {
    const docs = docsWith(int(1), int(3));
    const aggregations: Aggregation[] = [
      { count: {} },
      { alias: 'total', sum: { field: { fieldPath: 'v' } } },
      { avg: { field: { fieldPath: 'v' } } },
    ];
    expect(aggregationAliases(aggregations)).toEqual(['field_1', 'total', 'field_2']);
    expect(aggregate(docs, aggregations)).toEqual({ field_1: int(2), total: int(4), field_2: dbl(2) });
  });

  it('reads nested and quoted field paths', () => {
    const docs = [doc('c/1', { m: map({ 'a b': int(2) }) }), doc('c/2', { m: map({ 'a b': int(5) }) })];
    expect(aggregate(docs, [{ alias: 's', sum: { field: { fieldPath: 'm.`a b`' } } }])).toEqual({ s: int(7) });
  });

  it.each<[string, Aggregation[], RegExp]>([
    ['no aggregations', [], /at least one/],
    ['six aggregations', Array.from({ length: 6 }, (_, i) => ({ alias: `a${i}`, count: {} })), /at most 5/],
    ['duplicate aliases', [{ alias: 'x', count: {} }, { alias: 'x', sum: { field: { fieldPath: 'v' } } }], /Duplicate/],
    ['no operator', [{ alias: 'x' }], /exactly one/],
    ['two operators', [{ alias: 'x', count: {}, avg: { field: { fieldPath: 'v' } } }], /exactly one/],
    ['a zero upTo', [{ alias: 'x', count: { upTo: 0 } }], /upTo/],
    ['a negative upTo', [{ alias: 'x', count: { upTo: '-3' } }], /upTo/],
    ['a sum without a field', [{ alias: 'x', sum: {} as never }], /needs a field/],
    ['an invalid field path', [{ alias: 'x', avg: { field: { fieldPath: 'a..b' } } }], /field path/],
  ])('rejects %s', (_, aggregations, message) => {
    for (const fn of [() => validateAggregations(aggregations), () => aggregate([], aggregations)]) {
      try {
        fn();
        throw new Error('expected INVALID_ARGUMENT');
      } catch (err) {
        expect(err).toBeInstanceOf(FirestoreError);
        expect((err as FirestoreError).status).toBe('INVALID_ARGUMENT');
        expect((err as FirestoreError).message).toMatch(message);
      }
    }
  });
});
