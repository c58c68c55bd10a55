import { describe, expect, it } from 'vitest';
import { DATABASE, OWNER, PROJECT, ROOT, commit, docName, int, newService, openListen, queryTarget, set, str } from './engineSupport.js';

describe('read count', () => {
  it('counts documents served by gets, queries and Listen streams per collection, and resets', () => {
    const s = newService();
    commit(s, set('orders/1', { n: int(1), tag: str('a') }), set('orders/2', { n: int(2), tag: str('a') }),
      set('orders/3', { n: int(3), tag: str('b') }), set('users/u', {}));
    expect(s.readCount(PROJECT)).toEqual({ total: 0, byCollection: {} });

    s.getDocument(OWNER, docName('users/u'), {});
    s.batchGet(OWNER, DATABASE, { documents: [docName('orders/1'), docName('orders/missing')] });
    const limited = { orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' as const }], limit: 2 };
    s.runQuery(OWNER, ROOT, { structuredQuery: { from: [{ collectionId: 'orders' }], ...limited } });
    s.runAggregationQuery(OWNER, ROOT, {
      structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: 'orders' }] }, aggregations: [{ alias: 'c', count: {} }] },
    });
    expect(s.readCount(PROJECT)).toEqual({ total: 4, byCollection: { users: 1, orders: 3 } });

    s.resetReadCount(PROJECT);
    const listen = openListen(s);
    listen.session.send(queryTarget(2, 'orders', { where: { fieldFilter: { field: { fieldPath: 'tag' }, op: 'EQUAL', value: str('a') } } }));
    expect(s.readCount(PROJECT).total).toBe(2);
    // A change inside the result is one more read; a document leaving it is none.
    commit(s, set('orders/1', { n: int(10), tag: str('a') }));
    commit(s, set('orders/2', { n: int(2), tag: str('b') }));
    expect(s.readCount(PROJECT)).toEqual({ total: 3, byCollection: { orders: 3 } });
    expect(s.readCount('another-project').total).toBe(0);
  });
});
