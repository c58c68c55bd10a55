/**
 * Writes and field names: where the differential run (scripts/test-differential.ts) found this server answering otherwise than
 * Google's Firestore emulator, pinned at the engine so the emulator test project keeps it without Java.
 */
import { describe, expect, it } from 'vitest';
import type { StructuredQuery, Write } from '../../src/engine/types.js';
import { OWNER, ROOT, commit, dbl, docName, errorOf, int, map, newService, set, str } from '../unit/engineSupport.js';
import { asc, query, unary, where } from '../unit/queryBuilders.js';
import { arr } from '../unit/valueBuilders.js';

const create = (path: string): Write => ({ ...set(path, { a: int(1) }), currentDocument: { exists: false } });
const update = (path: string): Write => ({ ...set(path, { a: int(2) }), updateMask: { fieldPaths: ['a'] }, currentDocument: { exists: true } });
const upsert = (path: string): Write => set(path, { a: int(3) });
const remove = (path: string, exists?: boolean): Write => ({ delete: docName(path), ...(exists ? { currentDocument: { exists } } : {}) });

describe('several writes to one document in a commit', () => {
  it('refuses a create after a write that leaves the document existing, whatever is stored', () => {
    const s = newService();
    for (const [first, name] of [[upsert, 'upsert'], [create, 'insert'], [update, 'update']] as const) {
      const err = errorOf(() => commit(s, first('c/a'), create('c/a')));
      expect(err.status).toBe('INVALID_ARGUMENT');
      expect(err.message).toBe(`Cannot ${name} then insert an entity in the same request.`);
    }
    commit(s, upsert('c/a'));
    expect(errorOf(() => commit(s, update('c/a'), create('c/a'))).status).toBe('INVALID_ARGUMENT');
  });

  it('refuses a write that needs the document after a delete in the same commit', () => {
    const s = newService();
    commit(s, upsert('c/a'));
    expect(errorOf(() => commit(s, remove('c/a'), update('c/a'))).message).toBe('Cannot delete then update an entity in the same request.');
    expect(errorOf(() => commit(s, remove('c/a', true), remove('c/a', true))).message).toBe(
      'Cannot delete then delete an entity in the same request.',
    );
  });

  it('still applies sequences whose preconditions can hold, in order', () => {
    const s = newService();
    commit(s, remove('c/a'), create('c/a'), update('c/a'));
    commit(s, upsert('c/b'), update('c/b'), remove('c/b'), remove('c/b'));
    commit(s, remove('c/c'), upsert('c/c'), update('c/c'));
    expect(s.getDocument(OWNER, docName('c/a'), {}).fields).toEqual({ a: int(2) });
    expect(errorOf(() => s.getDocument(OWNER, docName('c/b'), {})).status).toBe('NOT_FOUND');
    expect(s.getDocument(OWNER, docName('c/c'), {}).fields).toEqual({ a: int(2) });
  });
});

describe('reserved field names (__.+__)', () => {
  const expectRefused = (fn: () => unknown, message: string) => {
    const err = errorOf(fn);
    expect(err.status).toBe('INVALID_ARGUMENT');
    expect(err.message).toBe(message);
  };

  it('refuses them in stored documents, at any depth, arrays included', () => {
    const s = newService();
    expectRefused(() => commit(s, set('c/a', { __x__: int(1) })), 'field name __x__ is reserved');
    expectRefused(() => commit(s, set('c/a', { m: map({ __y__: int(1) }) })), "field name '__y__' is reserved.");
    expectRefused(() => commit(s, set('c/a', { a: arr(map({ __y__: int(1) })) })), "field name '__y__' is reserved.");
    expectRefused(() => commit(s, set('c/a', { __type__: str('x') })), 'field name __type__ is reserved');
    expectRefused(() => commit(s, set('c/a', { m: map({ __type__: str('x') }) })), 'Property m contains an invalid nested entity.');
    expectRefused(() => commit(s, set('c/a', { m: map({ __type__: str('__vector__') }) })), "Vector map is missing key 'value'.");
    commit(s, set('c/a', { e: map({ __type__: str('__vector__'), value: arr(dbl(1), dbl(2)) }), ____: int(1), __: int(1), __x: int(1) }));
    expect(Object.keys(s.getDocument(OWNER, docName('c/a'), {}).fields ?? {}).sort()).toEqual(['__', '____', '__x', 'e']);
  });

  it('refuses them in update masks and transforms', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }));
    expectRefused(() => commit(s, { ...set('c/a', {}), updateMask: { fieldPaths: ['__x__'] } }), 'field name __x__ is reserved');
    expectRefused(() => commit(s, { ...set('c/a', {}), updateMask: { fieldPaths: ['m.__x__'] } }), "field name '__x__' is reserved.");
    expectRefused(
      () => commit(s, { ...set('c/a', {}), updateMask: { fieldPaths: [] }, updateTransforms: [{ fieldPath: 'm.__x__', increment: int(1) }] }),
      'Invalid reserved name in field path __x__',
    );
  });

  it('refuses them in queries and aggregations, the document key itself aside', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }));
    const runQuery = (structuredQuery: StructuredQuery) => s.runQuery(OWNER, ROOT, { structuredQuery });
    for (const structuredQuery of [
      query({ where: where('__x__', 'EQUAL', int(1)) }),
      query({ where: where('a.__name__', 'EQUAL', int(1)) }),
      query({ where: unary('m.__type__', 'IS_NULL') }),
      query({ orderBy: [asc('__x__')] }),
      query({ select: { fields: [{ fieldPath: '__x__' }] } }),
    ]) {
      expect(errorOf(() => runQuery(structuredQuery)).status).toBe('INVALID_ARGUMENT');
    }
    const sumOf = (fieldPath: string) =>
      s.runAggregationQuery(OWNER, ROOT, { structuredAggregationQuery: { structuredQuery: query(), aggregations: [{ alias: 's', sum: { field: { fieldPath } } }] } });
    expect(errorOf(() => sumOf('__x__')).status).toBe('INVALID_ARGUMENT');
    expect(runQuery(query({ where: where('____', 'EQUAL', int(1)), orderBy: [asc('__name__')], select: { fields: [{ fieldPath: '__name__' }] } }))).toHaveLength(1);
  });
});
