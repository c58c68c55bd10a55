/**
 * The document-level REST endpoints (GET, list, create, PATCH, DELETE) and the unary RPCs with
 * resource parents, spoken as raw proto3 JSON over HTTP exactly as Google documents them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, firestoreHost, testProject } from '../support/emulator.js';

const PROJECT = testProject('rest-docs');
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const ROOT = `${DATABASE}/documents`;

interface RestDocument {
  name: string;
  fields?: Record<string, Record<string, unknown>>;
  createTime?: string;
  updateTime?: string;
}

function url(path: string): string {
  const { host, port } = firestoreHost();
  return `http://${host}:${port}/v1/${path}`;
}

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(url(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const str = (stringValue: string) => ({ stringValue });
const int = (n: number) => ({ integerValue: String(n) });

async function put(path: string, fields: RestDocument['fields']): Promise<RestDocument> {
  const res = await call<RestDocument>('PATCH', `${ROOT}/${path}`, { fields });
  expect(res.status).toBe(200);
  return res.body;
}

beforeEach(async () => {
  await clearFirestore(PROJECT);
});

describe('single documents', () => {
  it('creates with a chosen or generated id, and refuses an existing id', async () => {
    const created = await call<RestDocument>('POST', `${ROOT}/dealers?documentId=d1`, { fields: { name: str('North') } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: `${ROOT}/dealers/d1`, fields: { name: str('North') } });
    expect(created.body.createTime).toBe(created.body.updateTime);

    const generated = await call<RestDocument>('POST', `${ROOT}/dealers/d1/orders`, { fields: { total: int(5) } });
    expect(generated.status).toBe(200);
    expect(generated.body.name).toMatch(new RegExp(`^${escape(`${ROOT}/dealers/d1/orders/`)}[A-Za-z0-9]{20}$`));

    const again = await call('POST', `${ROOT}/dealers?documentId=d1`, { fields: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 409, status: 'ALREADY_EXISTS' } });
  });

  it('gets a document, with a field mask, and answers NOT_FOUND for a missing one', async () => {
    const written = await put('dealers/d2', { name: str('South'), city: str('Lyon'), rating: int(4) });
    const full = await call<RestDocument>('GET', `${ROOT}/dealers/d2`);
    expect(full.status).toBe(200);
    expect(full.body).toEqual(written);

    const masked = await call<RestDocument>('GET', `${ROOT}/dealers/d2?mask.fieldPaths=name&mask.fieldPaths=rating`);
    expect(masked.body.fields).toEqual({ name: str('South'), rating: int(4) });

    const missing = await call('GET', `${ROOT}/dealers/nope`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });

  it('patches with an update mask and preconditions', async () => {
    await put('dealers/d3', { name: str('East'), city: str('Nice'), rating: int(2) });

    // Fields in the mask but absent from the body are deleted; fields outside the mask are kept.
    const patched = await call<RestDocument>(
      'PATCH',
      `${ROOT}/dealers/d3?updateMask.fieldPaths=rating&updateMask.fieldPaths=city&currentDocument.exists=true`,
      { fields: { rating: int(5) } },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.fields).toEqual({ name: str('East'), rating: int(5) });

    const masked = await call<RestDocument>('PATCH', `${ROOT}/dealers/d3?updateMask.fieldPaths=city&mask.fieldPaths=city`, {
      fields: { city: str('Nantes') },
    });
    expect(masked.body.fields).toEqual({ city: str('Nantes') });

    const stale = await call('PATCH', `${ROOT}/dealers/d3?currentDocument.updateTime=${encodeURIComponent(patched.body.updateTime!)}`, {
      fields: { name: str('Late') },
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });

    const mustExist = await call('PATCH', `${ROOT}/dealers/ghost?currentDocument.exists=true`, { fields: { a: int(1) } });
    expect(mustExist.status).toBe(404);
    expect(mustExist.body).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });

  it('deletes, honouring currentDocument', async () => {
    const doc = await put('dealers/d4', { name: str('West') });
    await put('dealers/d4', { name: str('West 2') });

    const stale = await call('DELETE', `${ROOT}/dealers/d4?currentDocument.updateTime=${encodeURIComponent(doc.updateTime!)}`);
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });

    const deleted = await call('DELETE', `${ROOT}/dealers/d4`);
    expect(deleted).toEqual({ status: 200, body: {} });
    expect((await call('GET', `${ROOT}/dealers/d4`)).status).toBe(404);

    // Deleting a missing document succeeds unless it is required to exist.
    expect((await call('DELETE', `${ROOT}/dealers/d4`)).status).toBe(200);
    const mustExist = await call('DELETE', `${ROOT}/dealers/d4?currentDocument.exists=true`);
    expect(mustExist.status).toBe(404);
  });
});

describe('collections', () => {
  beforeEach(async () => {
    await put('parts/a', { n: int(3), label: str('A') });
    await put('parts/b', { n: int(1), label: str('B') });
    await put('parts/c', { n: int(2), label: str('C') });
    await put('parts/ghost/variants/v1', { size: int(9) });
  });

  it('lists documents page by page, ordered and masked', async () => {
    type Page = { documents?: RestDocument[]; nextPageToken?: string };
    const first = await call<Page>('GET', `${ROOT}/parts?pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body.documents?.map((d) => d.name)).toEqual([`${ROOT}/parts/a`, `${ROOT}/parts/b`]);
    expect(first.body.nextPageToken).toBeTruthy();

    const second = await call<Page>('GET', `${ROOT}/parts?pageSize=2&pageToken=${encodeURIComponent(first.body.nextPageToken!)}`);
    expect(second.body.documents?.map((d) => d.name)).toEqual([`${ROOT}/parts/c`]);
    expect(second.body.nextPageToken ?? '').toBe('');

    const ordered = await call<Page>('GET', `${ROOT}/parts?orderBy=n&mask.fieldPaths=n`);
    expect(ordered.body.documents?.map((d) => d.fields)).toEqual([{ n: int(1) }, { n: int(2) }, { n: int(3) }]);
  });

  it('lists missing parents with showMissing', async () => {
    const res = await call<{ documents?: RestDocument[] }>('GET', `${ROOT}/parts?showMissing=true`);
    const names = res.body.documents?.map((d) => d.name);
    expect(names).toEqual([`${ROOT}/parts/a`, `${ROOT}/parts/b`, `${ROOT}/parts/c`, `${ROOT}/parts/ghost`]);
    const ghost = res.body.documents?.find((d) => d.name.endsWith('/ghost'));
    expect(ghost?.createTime).toBeUndefined();
    expect(ghost?.fields).toBeUndefined();
  });

  it('lists documents of a subcollection', async () => {
    const res = await call<{ documents?: RestDocument[] }>('GET', `${ROOT}/parts/ghost/variants`);
    expect(res.body.documents?.map((d) => d.fields)).toEqual([{ size: int(9) }]);
  });

  it('runs queries and lists collection ids under a document parent', async () => {
    const query = await call<unknown[]>('POST', `${ROOT}/parts/ghost:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'variants' }] },
    });
    expect(query.status).toBe(200);
    expect(Array.isArray(query.body)).toBe(true);
    expect(query.body.filter((r) => (r as { document?: unknown }).document)).toHaveLength(1);

    const rootIds = await call<{ collectionIds?: string[] }>('POST', `${ROOT}:listCollectionIds`, {});
    expect(rootIds.body.collectionIds).toEqual(['parts']);
    const subIds = await call<{ collectionIds?: string[] }>('POST', `${ROOT}/parts/ghost:listCollectionIds`, {});
    expect(subIds.body.collectionIds).toEqual(['variants']);
  });
});

describe('transactions and reads', () => {
  it('reads in a transaction by id and rolls it back', async () => {
    await put('stock/s1', { qty: int(7) });
    const begun = await call<{ transaction: string }>('POST', `${ROOT}:beginTransaction`, {});
    expect(begun.status).toBe(200);
    expect(begun.body.transaction).toMatch(/^[A-Za-z0-9+/=_-]+$/);

    const read = await call<RestDocument>('GET', `${ROOT}/stock/s1?transaction=${encodeURIComponent(begun.body.transaction)}`);
    expect(read.body.fields).toEqual({ qty: int(7) });

    const batch = await call<Array<{ found?: RestDocument; missing?: string; readTime: string }>>('POST', `${ROOT}:batchGet`, {
      documents: [`${ROOT}/stock/s1`, `${ROOT}/stock/none`],
      transaction: begun.body.transaction,
    });
    expect(batch.body.map((r) => r.found?.name ?? r.missing)).toEqual(
      expect.arrayContaining([`${ROOT}/stock/s1`, `${ROOT}/stock/none`]),
    );
    expect(batch.body.every((r) => typeof r.readTime === 'string')).toBe(true);

    const rolledBack = await call('POST', `${ROOT}:rollback`, { transaction: begun.body.transaction });
    expect(rolledBack).toEqual({ status: 200, body: {} });
  });

  it('answers aggregation queries as a JSON array', async () => {
    await put('stock/a', { qty: int(2) });
    await put('stock/b', { qty: int(5) });
    const res = await call<Array<{ result?: { aggregateFields?: Record<string, unknown> }; readTime: string }>>(
      'POST',
      `${ROOT}:runAggregationQuery`,
      {
        structuredAggregationQuery: {
          structuredQuery: { from: [{ collectionId: 'stock' }] },
          aggregations: [{ alias: 'n', count: {} }, { alias: 'total', sum: { field: { fieldPath: 'qty' } } }],
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].result?.aggregateFields).toEqual({ n: int(2), total: int(7) });
  });
});

describe('batch writes', () => {
  it('applies each write of a batchWrite on its own and reports a status per write', async () => {
    await put('bulk/kept', { n: int(1) });
    const res = await call<{ writeResults: { updateTime?: string }[]; status: { code?: number }[] }>('POST', `${ROOT}:batchWrite`, {
      writes: [
        { update: { name: `${ROOT}/bulk/new`, fields: { n: int(2) } } },
        { update: { name: `${ROOT}/bulk/missing`, fields: { n: int(3) } }, currentDocument: { exists: true } },
        { delete: `${ROOT}/bulk/kept` },
      ],
    });
    expect(res.status).toBe(200);
    // OK is code 0, which proto3 JSON may leave out; the failed precondition is NOT_FOUND (5).
    expect(res.body.status.map((s) => s.code ?? 0)).toEqual([0, 5, 0]);
    expect(res.body.writeResults[0]?.updateTime).toBeTruthy();
    expect((await call('GET', `${ROOT}/bulk/new`)).status).toBe(200);
    expect((await call('GET', `${ROOT}/bulk/missing`)).status).toBe(404);
    expect((await call('GET', `${ROOT}/bulk/kept`)).status).toBe(404);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
