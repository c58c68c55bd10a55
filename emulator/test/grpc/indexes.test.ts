/**
 * Composite index enforcement (not in the official emulator): a project's declared indexes and
 * switch are loaded through the control endpoint, then queries that production would refuse for a
 * missing index fail with production's FAILED_PRECONDITION, over runQuery, aggregations and Listen.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { AggregateField, FieldPath, FieldValue, getFirestore, type Firestore, type Query } from 'firebase-admin/firestore';
import { clearFirestore, firestoreHost, testProject } from '../support/emulator.js';

const PROJECT = testProject('indexes');
// The official emulator ignores indexes: these tests are for this backend alone.
const official = process.env.USE_OFFICIAL_EMULATORS === '1';
let app: App;
let db: Firestore;

function control(verb: string, method: string, body?: unknown): Promise<Response> {
  const { host, port } = firestoreHost();
  return fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}:${verb}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

async function declare(indexes: unknown[], enforce = true, fieldOverrides: unknown[] = []): Promise<void> {
  const res = await control('indexes', 'PUT', { indexes, fieldOverrides, enforce });
  expect(res.status).toBe(200);
  await control('indexUsage', 'DELETE');
}

async function usage() {
  return (await (await control('indexUsage', 'GET')).json()) as {
    enforced: boolean;
    missing: { index: unknown; queries: number }[];
    used: { index: unknown; queries: number }[];
    unused: unknown[];
  };
}

const refused = (q: Query | { get(): Promise<unknown> }) => expect(q.get()).rejects.toMatchObject({ code: 9 });

beforeAll(async () => {
  if (official) return;
  await clearFirestore(PROJECT);
  app = initializeApp({ projectId: PROJECT }, `indexes-${process.pid}`);
  db = getFirestore(app);
  await db.collection('orders').doc('o1').set({ company: 'c1', status: 'open', total: 5, tags: ['x'], created: 1 });
  await db.collection('orders').doc('o2').set({ company: 'c1', status: 'done', total: 7, tags: ['y'], created: 2 });
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

beforeEach(async () => {
  if (!official) await declare([]);
});

describe.skipIf(official)('composite indexes, enforced', () => {
  it('need none for single fields and for equalities on several fields', async () => {
    const orders = db.collection('orders');
    await expect(orders.where('company', '==', 'c1').where('status', '==', 'open').get()).resolves.toHaveProperty('size', 1);
    await expect(orders.where('total', '>', 1).orderBy('total', 'desc').get()).resolves.toHaveProperty('size', 2);
    await expect(orders.where('tags', 'array-contains', 'x').where('company', '==', 'c1').get()).resolves.toHaveProperty('size', 1);
    await expect(orders.orderBy(FieldPath.documentId(), 'desc').get()).resolves.toHaveProperty('size', 2);
    expect((await usage()).missing).toEqual([]);
  });

  it("refuse an equality with an order on another field, with production's message and the definition to add", async () => {
    const query = db.collection('orders').where('company', '==', 'c1').orderBy('created', 'desc');
    const error = (await query.get().catch((e: unknown) => e)) as { code: number; details: string };
    expect(error.code).toBe(9);
    const [first, second] = error.details.split('\n');
    expect(first).toMatch(new RegExp(`^The query requires an index\\. You can create it here: https://console\\.firebase\\.google\\.com/v1/r/project/${PROJECT}/firestore/indexes\\?create_composite=[A-Za-z0-9+/]+$`));
    // The link carries the Index message production encodes, __name__ last in the last field's direction.
    const encoded = Buffer.from(first!.split('create_composite=')[1]!, 'base64').toString('latin1');
    expect(encoded).toContain(`projects/${PROJECT}/databases/(default)/collectionGroups/orders/indexes/_`);
    expect(encoded).toContain('__name__');
    const definition = JSON.parse(second!.slice(second!.indexOf('{'))) as unknown;
    expect(definition).toEqual({
      collectionGroup: 'orders',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'company', order: 'ASCENDING' },
        { fieldPath: 'created', order: 'DESCENDING' },
      ],
    });
    // Declared (here with the optional trailing __name__), the same query runs; its reverse needs an index of its own.
    await declare([{ ...(definition as object), fields: [...(definition as { fields: unknown[] }).fields, { fieldPath: '__name__', order: 'DESCENDING' }] }]);
    await expect(query.get()).resolves.toHaveProperty('size', 2);
    await refused(db.collection('orders').where('company', '==', 'c1').orderBy('created'));
    expect((await usage()).used).toHaveLength(1);
  });

  it('refuse inequalities on two fields, array-contains with a range, and aggregations over such queries', async () => {
    const orders = db.collection('orders');
    await refused(orders.where('total', '>', 1).where('created', '<', 5));
    await refused(orders.where('tags', 'array-contains', 'x').orderBy('created'));
    await refused(orders.where('status', '==', 'open').where('total', '>', 1).count());
    await declare([
      { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'created', order: 'ASCENDING' }, { fieldPath: 'total', order: 'ASCENDING' }] },
      { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }, { fieldPath: 'created', order: 'ASCENDING' }] },
    ]);
    await expect(orders.where('total', '>', 1).where('created', '<', 5).get()).resolves.toHaveProperty('size', 2);
    await expect(orders.where('tags', 'array-contains', 'x').orderBy('created').get()).resolves.toHaveProperty('size', 1);
  });

  it('read summed and averaged fields from the index: a filtered sum needs a composite ending with its field', async () => {
    const orders = db.collection('orders');
    await expect(orders.aggregate({ t: AggregateField.sum('total') }).get()).resolves.toBeDefined();
    const filtered = orders.where('company', '==', 'c1').aggregate({ t: AggregateField.sum('total'), n: AggregateField.count() });
    await refused(filtered);
    expect((await usage()).missing.map((m) => m.index)).toEqual([
      { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'company', order: 'ASCENDING' }, { fieldPath: 'total', order: 'ASCENDING' }] },
    ]);
    await declare([{ collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'company', order: 'ASCENDING' }, { fieldPath: 'total', order: 'ASCENDING' }] }]);
    expect((await filtered.get()).data()).toEqual({ t: 12, n: 2 });
  });

  it('merge composites that share the ordered suffix to cover several equalities', async () => {
    await declare([
      { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'company', order: 'ASCENDING' }, { fieldPath: 'created', order: 'ASCENDING' }] },
      { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'status', order: 'ASCENDING' }, { fieldPath: 'created', order: 'ASCENDING' }] },
    ]);
    await expect(db.collection('orders').where('company', '==', 'c1').where('status', '==', 'done').orderBy('created').get()).resolves.toHaveProperty('size', 1);
    expect((await usage()).unused).toEqual([]);
  });

  it('ask collection-group queries for single-field settings (fieldOverrides) on their filtered fields', async () => {
    const error = (await db.collectionGroup('orders').where('status', '==', 'open').get().catch((e: unknown) => e)) as { code: number; details: string };
    expect(error.code).toBe(9);
    expect(error.details).toMatch(/^The query requires a COLLECTION_GROUP_ASC index for collection orders and field status\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/.+\/firestore\/indexes\?create_exemption=/);
    await declare([], true, [{ collectionGroup: 'orders', fieldPath: 'status', indexes: [{ queryScope: 'COLLECTION_GROUP', order: 'ASCENDING' }] }]);
    await expect(db.collectionGroup('orders').where('status', '==', 'open').get()).resolves.toHaveProperty('size', 1);
    await expect(db.collectionGroup('orders').get()).resolves.toHaveProperty('size', 2);
  });

  it('ask vector searches for a vector index of their dimension', async () => {
    await db.collection('orders').doc('o1').update({ embedding: FieldValue.vector([1, 2]) });
    const search = () => db.collection('orders').findNearest({ vectorField: 'embedding', queryVector: [1, 1], limit: 5, distanceMeasure: 'EUCLIDEAN' }).get();
    await expect(search()).rejects.toMatchObject({ code: 9, details: expect.stringMatching(/^Missing vector index configuration\. .*--field-config=vector-config='\{"dimension":"2","flat": "\{\}"\}',field-path=embedding/) });
    await declare([{ collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'embedding', vectorConfig: { dimension: 2, flat: {} } }] }]);
    await expect(search()).resolves.toHaveProperty('size', 1);
  });

  it('refuse a Listen target that needs a missing index', async () => {
    const error = await new Promise<Error>((resolve, reject) => {
      const stop = db.collection('orders').where('company', '==', 'c1').orderBy('total').onSnapshot(
        () => {
          stop();
          reject(new Error('the listener was served'));
        },
        resolve,
      );
    });
    // The Node client reports a removed target as `Error <code>: <message>`.
    expect(error.message).toMatch(/^Error 9: The query requires an index\./);
  });

  it('only count missing indexes when not enforced, and report declared ones never used', async () => {
    const unused = { collectionGroup: 'parts', queryScope: 'COLLECTION', fields: [{ fieldPath: 'a', order: 'ASCENDING' }, { fieldPath: 'b', order: 'ASCENDING' }] };
    await declare([unused], false);
    await expect(db.collection('orders').where('company', '==', 'c1').orderBy('total').get()).resolves.toHaveProperty('size', 2);
    await db.collection('orders').where('company', '==', 'c1').orderBy('total').get();
    const report = await usage();
    expect(report.enforced).toBe(false);
    expect(report.missing).toEqual([
      { index: { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'company', order: 'ASCENDING' }, { fieldPath: 'total', order: 'ASCENDING' }] }, queries: 2 },
    ]);
    expect(report.unused).toEqual([unused]);
  });
});
