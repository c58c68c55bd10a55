import { describe, expect, it } from 'vitest';
import { parseMicros } from '../../src/engine/clock.js';
import {
  DATABASE,
  OWNER,
  PROJECT,
  ROOT,
  commit,
  dbl,
  docName,
  errorOf,
  int,
  map,
  newService,
  set,
  str,
} from './engineSupport.js';

describe('commit and documents', () => {
  it('creates, reads, replaces and deletes a document', () => {
    const s = newService();
    const created = commit(s, set('cities/sf', { name: str('SF'), pop: int(1) }));
    const doc = s.getDocument(OWNER, docName('cities/sf'), {});
    expect(doc.fields).toEqual({ name: str('SF'), pop: int(1) });
    expect(doc.createTime).toBe(created.commitTime);
    expect(doc.updateTime).toBe(created.commitTime);
    expect(created.writeResults).toEqual([{ updateTime: created.commitTime }]);

    const replaced = commit(s, set('cities/sf', { pop: int(2) }));
    const after = s.getDocument(OWNER, docName('cities/sf'), {});
    expect(after.fields).toEqual({ pop: int(2) });
    expect(after.createTime).toBe(created.commitTime);
    expect(after.updateTime).toBe(replaced.commitTime);

    commit(s, { delete: docName('cities/sf') });
    expect(errorOf(() => s.getDocument(OWNER, docName('cities/sf'), {})).status).toBe('NOT_FOUND');
  });

  it('merges only the masked paths and deletes masked paths absent from the update', () => {
    const s = newService();
    commit(s, set('d/1', { a: int(1), b: int(2), m: map({ x: int(1), y: int(2) }) }));
    commit(s, {
      update: { name: docName('d/1'), fields: { a: int(10), m: map({ x: int(5) }), extra: int(9) } },
      updateMask: { fieldPaths: ['a', 'm.x', 'b', 'm.y'] },
    });
    expect(s.getDocument(OWNER, docName('d/1'), {}).fields).toEqual({ a: int(10), m: map({ x: int(5) }) });
  });

  it('gives strictly increasing commit times', () => {
    const s = newService();
    const times: number[] = [];
    for (let i = 0; i < 50; i++) times.push(parseMicros(commit(s, set(`d/${i}`, { i: int(i) })).commitTime));
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
  });

  it('keeps the update time of a write that changes nothing', () => {
    const s = newService();
    const first = commit(s, set('d/1', { a: int(1) }));
    const again = commit(s, set('d/1', { a: int(1) }));
    expect(again.writeResults[0]!.updateTime).toBe(first.commitTime);
    expect(s.getDocument(OWNER, docName('d/1'), {}).updateTime).toBe(first.commitTime);
    // 1 and 1.0 are equal in queries but a different stored value.
    const changed = commit(s, set('d/1', { a: dbl(1) }));
    expect(changed.writeResults[0]!.updateTime).toBe(changed.commitTime);
  });

  it('applies preconditions with the backend status codes', () => {
    const s = newService();
    const created = commit(s, { ...set('d/1', { a: int(1) }), currentDocument: { exists: false } });
    const exists = errorOf(() => commit(s, { ...set('d/1', { a: int(2) }), currentDocument: { exists: false } }));
    expect(exists.status).toBe('ALREADY_EXISTS');
    expect(exists.message).toContain(docName('d/1'));

    const missing = errorOf(() => commit(s, { ...set('d/2', { a: int(2) }), currentDocument: { exists: true } }));
    expect(missing.status).toBe('NOT_FOUND');
    expect(missing.message).toBe(`No document to update: ${docName('d/2')}`);

    const stale = errorOf(() => commit(s, { ...set('d/1', {}), currentDocument: { updateTime: '2001-01-01T00:00:00Z' } }));
    expect(stale.status).toBe('FAILED_PRECONDITION');
    commit(s, { ...set('d/1', { a: int(3) }), currentDocument: { updateTime: created.commitTime } });
    expect(s.getDocument(OWNER, docName('d/1'), {}).fields).toEqual({ a: int(3) });

    // Deleting a missing document succeeds unless a precondition says otherwise.
    commit(s, { delete: docName('nothing/here') });
    expect(errorOf(() => commit(s, { delete: docName('nothing/here'), currentDocument: { exists: true } })).status).toBe('NOT_FOUND');
  });

  it('is atomic: one failing write leaves every document untouched', () => {
    const s = newService();
    commit(s, set('d/1', { a: int(1) }));
    const err = errorOf(() =>
      commit(s, set('d/1', { a: int(2) }), set('d/2', { a: int(2) }), { ...set('d/3', {}), currentDocument: { exists: true } }),
    );
    expect(err.status).toBe('NOT_FOUND');
    expect(s.getDocument(OWNER, docName('d/1'), {}).fields).toEqual({ a: int(1) });
    expect(errorOf(() => s.getDocument(OWNER, docName('d/2'), {})).status).toBe('NOT_FOUND');
  });

  it('checks a precondition against the writes before it in the same commit', () => {
    const s = newService();
    commit(s, set('d/1', { a: int(1) }), { update: { name: docName('d/1'), fields: { b: int(2) } }, updateMask: { fieldPaths: ['b'] }, currentDocument: { exists: true } });
    expect(s.getDocument(OWNER, docName('d/1'), {}).fields).toEqual({ a: int(1), b: int(2) });
  });

  it('verifies without writing', () => {
    const s = newService();
    const created = commit(s, set('d/1', { a: int(1) }));
    const verified = commit(s, { verify: docName('d/1'), currentDocument: { updateTime: created.commitTime } });
    expect(verified.writeResults).toEqual([{}]);
    expect(s.getDocument(OWNER, docName('d/1'), {}).updateTime).toBe(created.commitTime);
    expect(errorOf(() => commit(s, { verify: docName('d/2'), currentDocument: { exists: true } })).status).toBe('NOT_FOUND');
  });

  it('rejects invalid names, ids, values and oversized commits', () => {
    const s = newService();
    const invalid = (w: Parameters<typeof commit>[1]) => errorOf(() => commit(s, w)).status;
    expect(invalid(set('odd', {}))).toBe('INVALID_ARGUMENT');
    expect(invalid(set('c/..', {}))).toBe('INVALID_ARGUMENT');
    expect(invalid(set('c/.', {}))).toBe('INVALID_ARGUMENT');
    expect(invalid(set('c/__id__', {}))).toBe('INVALID_ARGUMENT');
    expect(invalid(set('__c__/d', {}))).toBe('INVALID_ARGUMENT');
    expect(invalid({ update: { name: 'projects/other/databases/(default)/documents/c/d', fields: {} } })).toBe('INVALID_ARGUMENT');
    expect(invalid(set('c/d', { a: { integerValue: 'x' } as never }))).toBe('INVALID_ARGUMENT');
    expect(invalid({ update: { name: docName('c/d') }, delete: docName('c/d') })).toBe('INVALID_ARGUMENT');

    const tooMany = Array.from({ length: 501 }, (_, i) => set(`c/${i}`, {}));
    expect(errorOf(() => s.commit(OWNER, DATABASE, { writes: tooMany })).status).toBe('INVALID_ARGUMENT');
    expect(s.commit(OWNER, DATABASE, { writes: tooMany.slice(0, 500) }).writeResults).toHaveLength(500);

    const big = errorOf(() => commit(s, set('c/big', { s: str('x'.repeat(600_000)), t: str('y'.repeat(600_000)) })));
    expect(big.status).toBe('INVALID_ARGUMENT');
    expect(big.message).toContain('exceeds the maximum allowed size');
  });

  it('stores values in canonical form with microsecond timestamps', () => {
    const s = newService();
    commit(s, set('c/d', { i: { integerValue: 7 as unknown as string }, t: { timestampValue: '2024-01-02T03:04:05.123456789Z' } }));
    expect(s.getDocument(OWNER, docName('c/d'), {}).fields).toEqual({
      i: int(7),
      t: { timestampValue: '2024-01-02T03:04:05.123456Z' },
    });
  });

  it('creates documents with generated ids and reports existing ones', () => {
    const s = newService();
    const doc = s.createDocument(OWNER, ROOT, 'items', undefined, { name: '', fields: { a: int(1) } }, {});
    expect(doc.name).toMatch(new RegExp(`^${ROOT.replace(/[()]/g, '\\$&')}/items/[A-Za-z0-9]{20}$`));
    s.createDocument(OWNER, ROOT, 'items', 'fixed', { name: '', fields: {} }, {});
    const again = errorOf(() => s.createDocument(OWNER, ROOT, 'items', 'fixed', { name: '', fields: {} }, {}));
    expect(again.status).toBe('ALREADY_EXISTS');
    expect(again.message).toBe(`Document already exists: ${docName('items/fixed')}`);
  });

  it('updates and deletes through the document methods', () => {
    const s = newService();
    s.updateDocument(OWNER, { name: docName('c/d'), fields: { a: int(1), b: int(2) } }, {});
    const merged = s.updateDocument(OWNER, { name: docName('c/d'), fields: { b: int(3) } }, { updateMask: { fieldPaths: ['b'] }, mask: { fieldPaths: ['b'] } });
    expect(merged.fields).toEqual({ b: int(3) });
    expect(s.getDocument(OWNER, docName('c/d'), {}).fields).toEqual({ a: int(1), b: int(3) });
    expect(errorOf(() => s.updateDocument(OWNER, { name: docName('c/x'), fields: {} }, { currentDocument: { exists: true } })).status).toBe('NOT_FOUND');
    s.deleteDocument(OWNER, docName('c/d'), {});
    expect(errorOf(() => s.deleteDocument(OWNER, docName('c/d'), { currentDocument: { exists: true } })).status).toBe('NOT_FOUND');
  });

  it('keeps projects independent and clears one of them', () => {
    const s = newService();
    const other = 'projects/demo-other/databases/(default)';
    commit(s, set('c/d', { a: int(1) }));
    s.commit(OWNER, other, { writes: [{ update: { name: `${other}/documents/c/d`, fields: { a: int(2) } } }] });
    expect(s.getDocument(OWNER, `${other}/documents/c/d`, {}).fields).toEqual({ a: int(2) });
    s.clear(PROJECT);
    expect(errorOf(() => s.getDocument(OWNER, docName('c/d'), {})).status).toBe('NOT_FOUND');
    expect(s.getDocument(OWNER, `${other}/documents/c/d`, {}).fields).toEqual({ a: int(2) });
  });

  it('lists collection ids and documents, including missing parents', () => {
    const s = newService();
    commit(s, set('a/1', {}), set('a/2/sub/x', {}), set('b/1/deep/y/deeper/z', {}), set('a/1/kids/k', {}));
    expect(s.listCollectionIds(OWNER, ROOT, {}).collectionIds).toEqual(['a', 'b']);
    expect(s.listCollectionIds(OWNER, docName('a/1'), {}).collectionIds).toEqual(['kids']);
    expect(s.listCollectionIds(OWNER, docName('b/1'), {}).collectionIds).toEqual(['deep']);

    const page1 = s.listCollectionIds(OWNER, ROOT, { pageSize: 1 });
    expect(page1.collectionIds).toEqual(['a']);
    expect(s.listCollectionIds(OWNER, ROOT, { pageSize: 1, pageToken: page1.nextPageToken }).collectionIds).toEqual(['b']);

    expect(s.listDocuments(OWNER, ROOT, 'a', {}).documents.map((d) => d.name)).toEqual([docName('a/1')]);
    const withMissing = s.listDocuments(OWNER, ROOT, 'a', { showMissing: true }).documents;
    expect(withMissing).toEqual([expect.objectContaining({ name: docName('a/1') }), { name: docName('a/2') }]);

    const paged = s.listDocuments(OWNER, ROOT, 'a', { showMissing: true, pageSize: 1 });
    expect(paged.documents.map((d) => d.name)).toEqual([docName('a/1')]);
    const rest = s.listDocuments(OWNER, ROOT, 'a', { showMissing: true, pageSize: 1, pageToken: paged.nextPageToken });
    expect(rest.documents.map((d) => d.name)).toEqual([docName('a/2')]);
    expect(rest.nextPageToken).toBeUndefined();
  });

  it('masks fields on reads', () => {
    const s = newService();
    commit(s, set('c/d', { a: int(1), b: map({ x: int(2), y: int(3) }) }));
    expect(s.getDocument(OWNER, docName('c/d'), { mask: { fieldPaths: ['b.x'] } }).fields).toEqual({ b: map({ x: int(2) }) });
    const [found, missing] = s.batchGet(OWNER, DATABASE, { documents: [docName('c/d'), docName('c/none')], mask: { fieldPaths: ['a'] } });
    expect(found!.found!.fields).toEqual({ a: int(1) });
    expect(missing!.missing).toBe(docName('c/none'));
    expect(found!.readTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  });

  it('exports and imports its state, and reports every change', () => {
    const s = newService();
    let changes = 0;
    const stop = s.onChange(() => changes++);
    commit(s, set('c/d', { a: int(1) }));
    commit(s, set('c/d', { a: int(1) })); // no-op
    s.clear(PROJECT);
    commit(s, set('c/e', { a: int(2) }));
    stop();
    commit(s, set('c/f', {}));
    expect(changes).toBe(3);

    const saved = JSON.parse(JSON.stringify(s.exportState()));
    const restored = newService();
    restored.importState(saved);
    expect(restored.getDocument(OWNER, docName('c/e'), {})).toEqual(s.getDocument(OWNER, docName('c/e'), {}));
    // Later commits are stamped after everything loaded.
    const next = commit(restored, set('c/g', {}));
    expect(parseMicros(next.commitTime)).toBeGreaterThan(parseMicros(s.getDocument(OWNER, docName('c/f'), {}).updateTime!));
  });
});
