import { describe, expect, it } from 'vitest';
import { DATABASE, OWNER, ROOT, commit, docName, errorOf, int, newService, set } from './engineSupport.js';

const query = { from: [{ collectionId: 'c' }] };

describe('transactions', () => {
  it('commits a read-write transaction whose reads are unchanged', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }));
    const { transaction } = s.beginTransaction(OWNER, DATABASE, {});
    const [read] = s.batchGet(OWNER, DATABASE, { documents: [docName('c/a')], transaction });
    expect(read!.found!.fields).toEqual({ n: int(1) });
    s.commit(OWNER, DATABASE, { transaction, writes: [set('c/a', { n: int(2) })] });
    expect(s.getDocument(OWNER, docName('c/a'), {}).fields).toEqual({ n: int(2) });
  });

  it('aborts when a document it read changed, and then rolls back quietly', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }));
    const { transaction } = s.beginTransaction(OWNER, DATABASE, { options: { readWrite: {} } });
    s.getDocument(OWNER, docName('c/a'), { transaction });
    commit(s, set('c/a', { n: int(5) }));
    const err = errorOf(() => s.commit(OWNER, DATABASE, { transaction, writes: [set('c/a', { n: int(2) })] }));
    expect(err.status).toBe('ABORTED');
    expect(s.getDocument(OWNER, docName('c/a'), {}).fields).toEqual({ n: int(5) });
    expect(s.rollback(OWNER, DATABASE, { transaction })).toEqual({});
  });

  it('aborts when a document it saw missing was created', () => {
    const s = newService();
    const { transaction } = s.beginTransaction(OWNER, DATABASE, {});
    expect(s.batchGet(OWNER, DATABASE, { documents: [docName('c/new')], transaction })[0]!.missing).toBe(docName('c/new'));
    commit(s, set('c/new', {}));
    expect(errorOf(() => s.commit(OWNER, DATABASE, { transaction, writes: [set('c/other', {})] })).status).toBe('ABORTED');
  });

  it('aborts when the result of a query it ran changed', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }));
    const { transaction } = s.beginTransaction(OWNER, DATABASE, {});
    expect(s.runQuery(OWNER, ROOT, { structuredQuery: query, transaction })).toHaveLength(1);
    commit(s, set('c/b', { n: int(2) }));
    expect(errorOf(() => s.commit(OWNER, DATABASE, { transaction, writes: [set('c/a', {})] })).status).toBe('ABORTED');
  });

  it('is unaffected by writes to documents it did not read', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }), set('other/x', {}));
    const { transaction } = s.beginTransaction(OWNER, DATABASE, {});
    s.runQuery(OWNER, ROOT, { structuredQuery: query, transaction });
    commit(s, set('other/x', { changed: int(1) }));
    expect(s.commit(OWNER, DATABASE, { transaction, writes: [set('c/a', { n: int(2) })] }).writeResults).toHaveLength(1);
  });

  it('begins lazily on the first read: the first response carries the transaction', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }), set('c/b', { n: int(2) }));
    const results = s.runQuery(OWNER, ROOT, { structuredQuery: query, newTransaction: { readWrite: {} } });
    expect(results).toHaveLength(2);
    const transaction = results[0]!.transaction!;
    expect(transaction).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(results[1]!.transaction).toBeUndefined();
    const got = s.batchGet(OWNER, DATABASE, { documents: [docName('c/zz')], newTransaction: {} });
    expect(got[0]!.transaction).toBeTruthy();
    expect(got[0]!.missing).toBe(docName('c/zz'));
    s.commit(OWNER, DATABASE, { transaction, writes: [set('c/a', { n: int(3) })] });
  });

  it('rejects unknown and finished transactions with INVALID_ARGUMENT', () => {
    const s = newService();
    expect(errorOf(() => s.commit(OWNER, DATABASE, { transaction: 'bm9wZQ==', writes: [] })).status).toBe('INVALID_ARGUMENT');
    const { transaction } = s.beginTransaction(OWNER, DATABASE, {});
    s.commit(OWNER, DATABASE, { transaction, writes: [] });
    expect(errorOf(() => s.commit(OWNER, DATABASE, { transaction, writes: [] })).status).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => s.getDocument(OWNER, docName('c/a'), { transaction })).status).toBe('INVALID_ARGUMENT');
    const other = s.beginTransaction(OWNER, DATABASE, {}).transaction;
    s.rollback(OWNER, DATABASE, { transaction: other });
    expect(errorOf(() => s.commit(OWNER, DATABASE, { transaction: other, writes: [] })).status).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => s.rollback(OWNER, DATABASE, { transaction: other })).status).toBe('INVALID_ARGUMENT');
    // A transaction belongs to its database.
    const elsewhere = s.beginTransaction(OWNER, 'projects/demo-elsewhere/databases/(default)', {}).transaction;
    expect(errorOf(() => s.commit(OWNER, DATABASE, { transaction: elsewhere, writes: [] })).status).toBe('INVALID_ARGUMENT');
  });

  it('refuses writes in a read-only transaction', () => {
    const s = newService();
    const { transaction } = s.beginTransaction(OWNER, DATABASE, { options: { readOnly: {} } });
    s.batchGet(OWNER, DATABASE, { documents: [docName('c/a')], transaction });
    expect(errorOf(() => s.commit(OWNER, DATABASE, { transaction, writes: [set('c/a', {})] })).status).toBe('INVALID_ARGUMENT');
  });

  it('supports optimistic transactions made of preconditions and verify writes', () => {
    const s = newService();
    const created = commit(s, set('acct/a', { balance: int(10) }), set('acct/b', { balance: int(0) }));
    const [a, b] = s.batchGet(OWNER, DATABASE, { documents: [docName('acct/a'), docName('acct/b')] });
    // Another client changes b between the read and the commit.
    commit(s, set('acct/b', { balance: int(1) }));
    const err = errorOf(() =>
      commit(
        s,
        { ...set('acct/a', { balance: int(5) }), currentDocument: { updateTime: a!.found!.updateTime } },
        { verify: docName('acct/b'), currentDocument: { updateTime: b!.found!.updateTime } },
      ),
    );
    expect(err.status).toBe('FAILED_PRECONDITION');
    expect(s.getDocument(OWNER, docName('acct/a'), {}).updateTime).toBe(created.commitTime);
  });
});
