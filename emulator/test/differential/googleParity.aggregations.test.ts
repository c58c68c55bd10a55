/**
 * Aggregations: where the differential run (scripts/test-differential.ts) found this server answering otherwise than
 * Google's Firestore emulator, pinned at the engine so the emulator test project keeps it without Java.
 */
import { describe, expect, it } from 'vitest';
import type { Aggregation, StructuredQuery } from '../../src/engine/types.js';
import { OWNER, ROOT, commit, dbl, docName, errorOf, int, newService, set, str } from '../unit/engineSupport.js';
import { and, asc, or, query, where } from '../unit/queryBuilders.js';

describe('aggregations', () => {
  const aggregate = (structuredQuery: StructuredQuery, aggregations: Aggregation[]) => {
    const s = newService();
    commit(s, set('c/a', { n: int(1), s: str('x') }), set('c/b', { n: int(2) }));
    return s.runAggregationQuery(OWNER, ROOT, { structuredAggregationQuery: { structuredQuery, aggregations } });
  };
  const sum = (fieldPath: string): Aggregation => ({ alias: `sum_${fieldPath}`, sum: { field: { fieldPath } } });
  const avg = (fieldPath: string): Aggregation => ({ alias: `avg_${fieldPath}`, avg: { field: { fieldPath } } });
  const ref = (path: string) => ({ referenceValue: docName(path) });
  const needsOrder = (fields: string) =>
    `This query requires an index that has fields [${fields}] after __name__ and Firestore does not currently support such an index. Please try the query again with additional ordering on those fields.`;

  it('refuses sum and avg of fields the order does not hold once the query names the document key', () => {
    const refused: [StructuredQuery, Aggregation[], string][] = [
      [query({ orderBy: [asc('__name__')] }), [sum('n')], 'n'],
      [query({ orderBy: [asc('__name__')] }), [avg('s'), sum('n'), { ...sum('n'), alias: 'again' }], 'n, s'],
      [query({ orderBy: [asc('s'), asc('__name__')] }), [sum('n')], 'n'],
      [query({ where: where('__name__', 'EQUAL', ref('c/a')) }), [sum('n')], 'n'],
      [query({ where: or(where('__name__', 'EQUAL', ref('c/a')), where('s', 'EQUAL', str('x'))) }), [avg('n')], 'n'],
      [query({ where: and(where('n', 'EQUAL', int(1)), where('__name__', 'GREATER_THAN', ref('c/a'))) }), [sum('n')], 'n'],
    ];
    for (const [structuredQuery, aggregations, fields] of refused) {
      const err = errorOf(() => aggregate(structuredQuery, aggregations));
      expect(err.status).toBe('INVALID_ARGUMENT');
      expect(err.message).toBe(needsOrder(fields));
    }
  });

  it('sums fields the order holds, and any field of a query that leaves the key alone', () => {
    const total = (structuredQuery: StructuredQuery) => aggregate(structuredQuery, [sum('n')])[0]!.result!.aggregateFields!.sum_n;
    expect(total(query({ orderBy: [asc('n'), asc('__name__')] }))).toEqual(int(3));
    expect(total(query({ where: and(where('n', 'GREATER_THAN', int(0)), where('__name__', 'GREATER_THAN', ref('c/0'))) }))).toEqual(int(3));
    expect(total(query({ orderBy: [asc('s')] }))).toEqual(int(1));
    expect(total(query({ where: where('s', 'EQUAL', str('x')) }))).toEqual(int(1));
    expect(aggregate(query({ orderBy: [asc('__name__')] }), [{ alias: 'n', count: {} }])[0]!.result!.aggregateFields!.n).toEqual(int(2));
  });

  it('refuses sum and avg over a query with a projection, naming why', () => {
    const select = (...fields: string[]) => query({ select: { fields: fields.map((fieldPath) => ({ fieldPath })) } });
    const refused: [StructuredQuery, Aggregation[], string][] = [
      [select(), [sum('n')], 'Aggregation over non-key properties is not supported for base query that only returns keys.'],
      [select('__name__'), [sum('n')], 'Aggregation over non-key properties is not supported for base query that only returns keys.'],
      [{ ...select(), orderBy: [asc('__name__')] }, [sum('n')], 'Aggregation over non-key properties is not supported for base query that only returns keys.'],
      [select('x'), [avg('s'), sum('n')], "The aggregation property s is not present in the base query's property mask."],
      [select('m.x'), [sum('m')], "The aggregation property m is not present in the base query's property mask."],
      [select('n'), [sum('n')], 'Cannot apply property masks when aggregation fields are present.'],
      [select('m'), [sum('m.x')], 'Cannot apply property masks when aggregation fields are present.'],
      [select('n'), [sum('__name__')], 'Cannot apply property masks when aggregation fields are present.'],
    ];
    for (const [structuredQuery, aggregations, message] of refused) {
      const err = errorOf(() => aggregate(structuredQuery, aggregations));
      expect(err.status).toBe('INVALID_ARGUMENT');
      expect(err.message).toBe(message);
    }
    expect(aggregate(select('n'), [{ alias: 'n', count: {} }])[0]!.result!.aggregateFields!.n).toEqual(int(2));
    expect(aggregate(select(), [{ alias: 'n', count: {} }])[0]!.result!.aggregateFields!.n).toEqual(int(2));
  });

  it('leaves documents without a summed field out before the offset and the limit, as an index read would', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }), set('c/b', { n: int(2) }), set('c/c', {}), set('c/d', { n: int(4) }), set('c/e', { n: int(8) }));
    const over = (aggregations: Aggregation[]) =>
      s.runAggregationQuery(OWNER, ROOT, { structuredAggregationQuery: { structuredQuery: query({ offset: 1, limit: 2 }), aggregations } })[0]!.result!
        .aggregateFields;
    expect(over([sum('n'), { alias: 'count', count: {} }])).toEqual({ sum_n: int(6), count: int(2) });
    expect(over([{ alias: 'count', count: {} }])).toEqual({ count: int(2) });
    expect(s.runAggregationQuery(OWNER, ROOT, { structuredAggregationQuery: { structuredQuery: query({ offset: 3 }), aggregations: [avg('n')] } })[0]!
      .result!.aggregateFields).toEqual({ avg_n: dbl(8) });
  });

  it('refuses sum and avg of the document key', () => {
    const err = errorOf(() => aggregate(query(), [sum('__name__')]));
    expect(err.status).toBe('INVALID_ARGUMENT');
    expect(err.message).toBe('Aggregations are not supported for the property: __key__');
  });
});
