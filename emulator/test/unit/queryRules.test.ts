/** The branches a query is judged in: the path its documents are judged at and the fields its filters fix. */
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_BRANCHES, queryBranches } from '../../src/engine/queryRules.js';
import { ANY_SEGMENTS, UNKNOWN_SEGMENT } from '../../src/rules/api.js';
import { and, or, query, unary, where } from './queryBuilders.js';

const ROOT = 'projects/p/databases/(default)/documents';
const DB = '/databases/(default)/documents';
const str = (stringValue: string) => ({ stringValue });
const list = (...values: string[]) => ({ arrayValue: { values: values.map(str) } });

/** Each branch as its path and its fixed fields (`a.b=value`), for compact expectations. */
function branches(parent: string, q: Parameters<typeof queryBranches>[1]) {
  return queryBranches(parent, q)?.map((b) => ({
    path: b.path,
    fixed: b.resource.fixed.map((f) => `${f.path.join('.')}=${JSON.stringify(Object.values(f.value)[0])}`),
    ...(b.resource.name ? { name: b.resource.name } : {}),
  }));
}

describe('queryBranches', () => {
  it('judges a query without filters once, at an unknown document of its collection', () => {
    expect(branches(ROOT, query({}, 'orders'))).toEqual([{ path: `${DB}/orders/${UNKNOWN_SEGMENT}`, fixed: [] }]);
    expect(branches(`${ROOT}/users/u1`, query({}, 'drafts'))).toEqual([{ path: `${DB}/users/u1/drafts/${UNKNOWN_SEGMENT}`, fixed: [] }]);
  });

  it('fixes fields by equality, null and NaN, and nothing by ranges, inequalities or array filters', () => {
    const q = query({
      where: and(
        where('company', 'EQUAL', str('acme')),
        where('data.admin', 'EQUAL', { booleanValue: true }),
        unary('deletedAt', 'IS_NULL'),
        unary('score', 'IS_NAN'),
        where('total', 'GREATER_THAN', { integerValue: '5' }),
        where('status', 'NOT_EQUAL', str('x')),
        where('tags', 'ARRAY_CONTAINS', str('t')),
      ),
    });
    expect(branches(ROOT, q)?.[0]?.fixed).toEqual(['company="acme"', 'data.admin=true', 'deletedAt=null', 'score="NaN"']);
  });

  it('splits an `in` into one branch per value, and an `or` into one per disjunct', () => {
    const q = query({
      where: and(where('company', 'IN', list('a', 'b')), or(where('status', 'EQUAL', str('x')), where('open', 'EQUAL', { booleanValue: true }))),
    });
    expect(branches(ROOT, q)?.map((b) => b.fixed)).toEqual([
      ['company="a"', 'status="x"'],
      ['company="b"', 'status="x"'],
      ['company="a"', 'open=true'],
      ['company="b"', 'open=true'],
    ]);
  });

  it('judges a document named by `__name__` at its own path', () => {
    const name = `${ROOT}/orders/7`;
    const q = query({ where: where('__name__', 'IN', { arrayValue: { values: [{ referenceValue: name }, { referenceValue: `${ROOT}/orders/8` }] } }) });
    expect(branches(ROOT, q)).toEqual([
      { path: `${DB}/orders/7`, fixed: [], name },
      { path: `${DB}/orders/8`, fixed: [], name: `${ROOT}/orders/8` },
    ]);
  });

  it('puts a collection group at any depth below its parent', () => {
    const group = { from: [{ collectionId: 'reviews', allDescendants: true }] };
    expect(branches(ROOT, group)?.[0]?.path).toBe(`${DB}/${ANY_SEGMENTS}/reviews/${UNKNOWN_SEGMENT}`);
    expect(branches(`${ROOT}/shops/s1`, group)?.[0]?.path).toBe(`${DB}/shops/s1/${ANY_SEGMENTS}/reviews/${UNKNOWN_SEGMENT}`);
    const everything = { from: [{ collectionId: '', allDescendants: true }] };
    expect(branches(ROOT, everything)?.[0]?.path).toBe(`${DB}/${ANY_SEGMENTS}/${UNKNOWN_SEGMENT}/${UNKNOWN_SEGMENT}`);
  });

  it(`gives up past ${MAX_QUERY_BRANCHES} branches`, () => {
    const values = Array.from({ length: 30 }, (_, i) => `v${i}`);
    const wide = query({ where: and(where('a', 'IN', list(...values)), where('b', 'IN', list(...values))) });
    expect(queryBranches(ROOT, wide)).toBeUndefined();
  });
});
