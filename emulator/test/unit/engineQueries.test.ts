import { describe, expect, it } from 'vitest';
import { OWNER, ROOT, commit, dbl, docName, errorOf, int, newService, set, str } from './engineSupport.js';

const names = (responses: { document?: { name: string } }[]) => responses.flatMap((r) => (r.document ? [r.document.name] : []));

describe('runQuery and runAggregationQuery', () => {
  it('runs a filtered, ordered, limited query over one collection', () => {
    const s = newService();
    commit(
      s,
      set('c/a', { n: int(3), t: str('x') }),
      set('c/b', { n: int(1), t: str('x') }),
      set('c/c', { n: int(2), t: str('y') }),
      set('c/d', { n: int(0), t: str('x') }),
      set('c/a/sub/e', { n: int(0), t: str('x') }),
    );
    const responses = s.runQuery(OWNER, ROOT, {
      structuredQuery: {
        from: [{ collectionId: 'c' }],
        where: { fieldFilter: { field: { fieldPath: 't' }, op: 'EQUAL', value: str('x') } },
        orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
        limit: 2,
      },
    });
    expect(names(responses)).toEqual([docName('c/a'), docName('c/b')]);
    expect(responses.every((r) => r.readTime === responses[0]!.readTime)).toBe(true);
  });

  it('answers an empty result with a single read time, and reports skipped results', () => {
    const s = newService();
    expect(s.runQuery(OWNER, ROOT, { structuredQuery: { from: [{ collectionId: 'none' }] } })).toEqual([{ readTime: expect.any(String) }]);
    commit(s, set('c/a', {}), set('c/b', {}), set('c/c', {}));
    const offset = s.runQuery(OWNER, ROOT, { structuredQuery: { from: [{ collectionId: 'c' }], offset: 2 } });
    expect(names(offset)).toEqual([docName('c/c')]);
    expect(offset[0]!.skippedResults).toBe(2);
  });

  it('runs collection group queries under a parent document', () => {
    const s = newService();
    commit(s, set('u/1/orders/a', {}), set('u/1/x/y/orders/b', {}), set('u/2/orders/c', {}), set('orders/d', {}));
    const under = s.runQuery(OWNER, docName('u/1'), { structuredQuery: { from: [{ collectionId: 'orders', allDescendants: true }] } });
    expect(names(under)).toEqual([docName('u/1/orders/a'), docName('u/1/x/y/orders/b')]);
    const everywhere = s.runQuery(OWNER, ROOT, { structuredQuery: { from: [{ collectionId: 'orders', allDescendants: true }] } });
    expect(names(everywhere)).toHaveLength(4);
  });

  it('rejects invalid queries and parents', () => {
    const s = newService();
    expect(errorOf(() => s.runQuery(OWNER, ROOT, {})).status).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => s.runQuery(OWNER, `${ROOT}/c`, { structuredQuery: { from: [{ collectionId: 'c' }] } })).status).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => s.runQuery(OWNER, 'nonsense', { structuredQuery: { from: [{ collectionId: 'c' }] } })).status).toBe('INVALID_ARGUMENT');
  });

  it('counts, sums and averages', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }), set('c/b', { n: dbl(2.5) }), set('c/c', { n: str('x') }), set('c/d', {}));
    const [response] = s.runAggregationQuery(OWNER, ROOT, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'c' }] },
        aggregations: [{ alias: 'count', count: {} }, { alias: 'total', sum: { field: { fieldPath: 'n' } } }, { alias: 'mean', avg: { field: { fieldPath: 'n' } } }],
      },
    });
    // As in production, documents missing an aggregated field (c/d) are left out, of the count too.
    expect(response!.result!.aggregateFields).toEqual({ count: int(3), total: dbl(3.5), mean: dbl(1.75) });
    expect(response!.readTime).toBeTruthy();
  });
});
