/**
 * Query validation and matching: where the differential run (scripts/test-differential.ts) found this server answering otherwise than
 * Google's Firestore emulator, pinned at the engine so the emulator test project keeps it without Java.
 */
import { describe, expect, it } from 'vitest';
import type { Filter, StructuredQuery } from '../../src/engine/types.js';
import { OWNER, ROOT, commit, dbl, docName, errorOf, int, newService, set } from '../unit/engineSupport.js';
import { and, or, query, unary, where } from '../unit/queryBuilders.js';
import { arr, nul } from '../unit/valueBuilders.js';

describe('query validation', () => {
  const run = (structuredQuery: StructuredQuery) => newService().runQuery(OWNER, ROOT, { structuredQuery });
  const ONE_NOT_EQUAL = "Only a single 'NOT_EQUAL', 'NOT_IN', 'IS_NOT_NAN', or 'IS_NOT_NULL' filter allowed per query.";

  it('allows one !=, not-in, is-not-null or is-not-NaN filter per query, across disjunctions too', () => {
    const twice: Filter[] = [
      and(where('a', 'NOT_EQUAL', int(1)), where('b', 'NOT_EQUAL', int(2))),
      and(where('a', 'NOT_EQUAL', int(1)), where('a', 'NOT_EQUAL', int(2))),
      and(unary('a', 'IS_NOT_NULL'), where('b', 'NOT_IN', arr(int(1)))),
      and(unary('a', 'IS_NOT_NAN'), unary('b', 'IS_NOT_NULL')),
      or(where('a', 'NOT_EQUAL', int(1)), where('b', 'NOT_EQUAL', int(2))),
      and(or(where('a', 'IN', arr(int(1))), unary('b', 'IS_NOT_NULL')), where('c', 'NOT_EQUAL', int(2))),
    ];
    for (const filter of twice) {
      const err = errorOf(() => run(query({ where: filter })));
      expect(err.status).toBe('INVALID_ARGUMENT');
      expect(err.message).toBe(ONE_NOT_EQUAL);
    }
    expect(run(query({ where: and(where('a', 'NOT_EQUAL', int(1)), where('b', 'GREATER_THAN', int(2))) }))).toHaveLength(1);
  });

  it("counts a document id 'in' as an equality on the key: refused beside inequalities on other fields", () => {
    const KEY_EQUALITY = 'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.';
    const key = { referenceValue: docName('c/a') };
    for (const filter of [
      and(where('__name__', 'IN', arr(key)), where('n', 'GREATER_THAN', int(0))),
      and(where('__name__', 'IN', arr(key)), where('n', 'NOT_EQUAL', int(1))),
      or(where('__name__', 'IN', arr(key)), where('n', 'GREATER_THAN', int(0))),
    ]) {
      const err = errorOf(() => run(query({ where: filter })));
      expect(err.status).toBe('INVALID_ARGUMENT');
      expect(err.message).toBe(KEY_EQUALITY);
    }
    expect(run(query({ where: and(where('__name__', 'IN', arr(key)), where('__name__', 'GREATER_THAN', key), where('n', 'GREATER_THAN', int(0))) }))).toHaveLength(1);
    expect(run(query({ where: and(where('__name__', 'IN', arr(key)), where('n', 'EQUAL', int(0))) }))).toHaveLength(1);
  });

  it("leaves null and NaN out of 'in' and 'array-contains-any' lists, and NaN out of 'not-in' lists", () => {
    const s = newService();
    commit(
      s,
      set('c/null', { x: nul(), arr: arr(nul()) }),
      set('c/nan', { x: dbl('NaN'), arr: arr(dbl('NaN')) }),
      set('c/one', { x: int(1), arr: arr(int(1)) }),
      set('c/list', { x: arr(dbl('NaN')), arr: arr(nul(), dbl('NaN'), int(1)) }),
    );
    const ids = (filter: Filter) =>
      s.runQuery(OWNER, ROOT, { structuredQuery: query({ where: filter }) }).flatMap((r) => (r.document ? [r.document.name.split('/').pop()] : []));
    expect(ids(where('x', 'IN', arr(nul())))).toEqual([]);
    expect(ids(where('x', 'IN', arr(dbl('NaN'), int(1))))).toEqual(['one']);
    expect(ids(where('x', 'IN', arr(arr(dbl('NaN')))))).toEqual(['list']);
    expect(ids(where('arr', 'ARRAY_CONTAINS_ANY', arr(nul(), dbl('NaN'))))).toEqual([]);
    expect(ids(where('arr', 'ARRAY_CONTAINS_ANY', arr(nul(), int(1))))).toEqual(['list', 'one']);
    expect(ids(where('x', 'NOT_IN', arr(dbl('NaN'))))).toEqual(['nan', 'one', 'list']);
    expect(ids(where('x', 'NOT_IN', arr(dbl('NaN'), nul())))).toEqual([]);
  });

  it('counts disjunctions after merging identical ones', () => {
    const values = (...n: number[]) => arr(...n.map((i) => int(i)));
    const sixteen = values(...Array.from({ length: 16 }, (_, i) => i));
    const twice = (filter: Filter) => or(filter, filter);
    expect(run(query({ where: and(where('a', 'IN', values(0, 0, 1, 2, 3, 4)), where('b', 'IN', values(0, 1, 2, 3, 4, 5))) }))).toHaveLength(1);
    expect(run(query({ where: and(twice(where('a', 'EQUAL', int(0))), where('b', 'IN', sixteen)) }))).toHaveLength(1);
    expect(run(query({ where: or(...Array.from({ length: 31 }, () => where('a', 'EQUAL', int(1)))) }))).toHaveLength(1);
    for (const filter of [
      and(where('a', 'IN', values(0, 1, 2, 3, 4, 5)), where('b', 'IN', values(0, 1, 2, 3, 4, 5))),
      and(or(where('a', 'EQUAL', int(0)), where('a', 'EQUAL', int(1))), where('b', 'IN', sixteen)),
      or(...Array.from({ length: 31 }, (_, i) => where('a', 'EQUAL', int(i)))),
    ]) {
      const err = errorOf(() => run(query({ where: filter })));
      expect(err.status).toBe('INVALID_ARGUMENT');
      expect(err.message).toMatch(/disjunctions/);
    }
  });

  it('compares with values holding nested arrays, which no stored value equals', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }), set('c/b', { n: arr(int(1)) }));
    const nested = arr(arr(int(1)));
    const names = (filter: Filter) =>
      s.runQuery(OWNER, ROOT, { structuredQuery: query({ where: filter }) }).flatMap((r) => (r.document ? [r.document.name] : []));
    expect(names(where('n', 'EQUAL', nested))).toEqual([]);
    expect(names(where('n', 'NOT_EQUAL', nested))).toEqual([docName('c/a'), docName('c/b')]);
  });
});
