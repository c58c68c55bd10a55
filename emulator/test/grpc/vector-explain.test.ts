/**
 * Vector search (`findNearest`) and Query Explain through firebase-admin, over gRPC and REST
 * (`preferRest`), as Google's Node client tests use them against the emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { AggregateField, FieldValue, getFirestore, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { clearFirestore, testProject } from '../support/emulator.js';

const PROJECT = testProject('vector-explain');
const apps: App[] = [];

function client(name: string, preferRest: boolean): Firestore {
  const app = initializeApp({ projectId: PROJECT }, `${name}-${process.pid}`);
  apps.push(app);
  const firestore = getFirestore(app);
  // Over REST the client asks for credentials unless told the emulator needs none.
  firestore.settings(preferRest ? { preferRest, auth: { getRequestHeaders: async () => ({}) } } : { preferRest });
  return firestore;
}

let grpc: Firestore;
let rest: Firestore;

beforeAll(async () => {
  await clearFirestore(PROJECT);
  grpc = client('vector-grpc', false);
  rest = client('vector-rest', true);
  const batch = grpc.batch();
  const docs: Record<string, Record<string, unknown>> = {
    a: { color: 'red', embedding: FieldValue.vector([1, 0, 0]) },
    b: { color: 'red', embedding: FieldValue.vector([0.9, 0.1, 0]) },
    c: { color: 'blue', embedding: FieldValue.vector([0, 1, 0]) },
    d: { color: 'red', embedding: FieldValue.vector([-1, 0, 0]) },
    e: { color: 'red', embedding: FieldValue.vector([1, 0]) }, // another dimension: skipped
    f: { color: 'red', embedding: [1, 0, 0] }, // an array, not a vector: skipped
    g: { color: 'red' }, // no vector: skipped
    h: { color: 'red', nested: { v: FieldValue.vector([2, 2, 2]) } },
    z: { color: 'red', embedding: FieldValue.vector([0, 0, 0]) }, // no direction: no cosine distance
  };
  for (const [id, data] of Object.entries(docs)) batch.set(grpc.collection('items').doc(id), data);
  await batch.commit();
});

afterAll(async () => {
  await Promise.all(apps.map((a) => deleteApp(a)));
});

const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((d) => d.id);

describe.each([
  ['gRPC', () => grpc],
  ['REST', () => rest],
])('findNearest over %s', (_transport, db) => {
  it('ranks by EUCLIDEAN distance, closest first, skipping other dimensions and non-vectors', async () => {
    const snapshot = await db()
      .collection('items')
      .findNearest({ vectorField: 'embedding', queryVector: [1, 0, 0], limit: 10, distanceMeasure: 'EUCLIDEAN', distanceResultField: 'dist' })
      .get();
    expect(ids(snapshot)).toEqual(['a', 'b', 'z', 'c', 'd']);
    expect(snapshot.docs[0]!.get('dist')).toBe(0);
    expect(snapshot.docs[4]!.get('dist')).toBe(2);
    expect(snapshot.docs[1]!.get('dist')).toBeCloseTo(Math.sqrt(0.02), 10);
  });

  it('ranks by COSINE distance and skips zero vectors', async () => {
    const snapshot = await db()
      .collection('items')
      .findNearest({ vectorField: 'embedding', queryVector: FieldValue.vector([2, 0, 0]), limit: 3, distanceMeasure: 'COSINE', distanceResultField: 'dist' })
      .get();
    expect(ids(snapshot)).toEqual(['a', 'b', 'c']);
    expect(snapshot.docs[0]!.get('dist')).toBeCloseTo(0, 12);
    expect(snapshot.docs[2]!.get('dist')).toBeCloseTo(1, 12);
  });

  it('ranks by DOT_PRODUCT, largest first, with a threshold keeping only larger products', async () => {
    const snapshot = await db()
      .collection('items')
      .findNearest({ vectorField: 'embedding', queryVector: [1, 0, 0], limit: 10, distanceMeasure: 'DOT_PRODUCT', distanceThreshold: 0.5, distanceResultField: 'score' })
      .get();
    expect(ids(snapshot)).toEqual(['a', 'b']);
    expect(snapshot.docs.map((d) => d.get('score') as number)).toEqual([1, 0.9]);
  });

  it('keeps distances within a EUCLIDEAN threshold, honours the limit and pre-filters with where', async () => {
    const within = await db()
      .collection('items')
      .findNearest({ vectorField: 'embedding', queryVector: [1, 0, 0], limit: 10, distanceMeasure: 'EUCLIDEAN', distanceThreshold: 1.2 })
      .get();
    expect(ids(within)).toEqual(['a', 'b', 'z']);
    const filtered = await db()
      .collection('items')
      .where('color', '==', 'blue')
      .findNearest({ vectorField: 'embedding', queryVector: [1, 0, 0], limit: 5, distanceMeasure: 'EUCLIDEAN' })
      .get();
    expect(ids(filtered)).toEqual(['c']);
    const limited = await db()
      .collection('items')
      .findNearest({ vectorField: 'embedding', queryVector: [1, 0, 0], limit: 1, distanceMeasure: 'EUCLIDEAN' })
      .get();
    expect(ids(limited)).toEqual(['a']);
  });

  it('searches vectors nested in maps and writes the distance into a nested field', async () => {
    const snapshot = await db()
      .collection('items')
      .findNearest({ vectorField: 'nested.v', queryVector: [2, 2, 1], limit: 5, distanceMeasure: 'EUCLIDEAN', distanceResultField: 'meta.distance' })
      .get();
    expect(ids(snapshot)).toEqual(['h']);
    expect(snapshot.docs[0]!.get('meta.distance')).toBe(1);
    expect(snapshot.docs[0]!.get('color')).toBe('red');
  });

  it('refuses a limit above 1000 and a query vector of more than 2048 dimensions', async () => {
    const search = (limit: number, queryVector: number[]) =>
      db().collection('items').findNearest({ vectorField: 'embedding', queryVector, limit, distanceMeasure: 'EUCLIDEAN' }).get();
    await expect(search(1001, [1, 0, 0])).rejects.toMatchObject({ code: 3 });
    await expect(search(1, new Array<number>(2049).fill(1))).rejects.toMatchObject({ code: 3 });
  });
});

describe.each([
  ['gRPC', () => grpc],
  ['REST', () => rest],
])('Query Explain over %s', (_transport, db) => {
  it('plans without running: indexes used, no results, no stats', async () => {
    const explained = await db().collection('items').where('color', '==', 'red').explain({ analyze: false });
    expect(explained.snapshot).toBeNull();
    expect(explained.metrics.executionStats).toBeNull();
    expect(explained.metrics.planSummary.indexesUsed).toEqual([{ query_scope: 'Collection', properties: '(color ASC, __name__ ASC)' }]);
  });

  it('runs with analyze: results, and stats with reads, duration and debug counters', async () => {
    const explained = await db().collection('items').where('color', '==', 'blue').explain({ analyze: true });
    expect(explained.snapshot!.docs.map((d) => d.id)).toEqual(['c']);
    const stats = explained.metrics.executionStats!;
    expect(stats.resultsReturned).toBe(1);
    expect(stats.readOperations).toBe(1);
    expect(stats.executionDuration.seconds).toBeGreaterThanOrEqual(0);
    expect(stats.debugStats).toMatchObject({ documents_scanned: '1', billing_details: { documents_billable: '1' } });
    const all = await db().collection('items').orderBy('color', 'desc').explain({ analyze: true });
    expect(all.metrics.planSummary.indexesUsed).toEqual([{ query_scope: 'Collection', properties: '(color DESC, __name__ DESC)' }]);
    expect(all.metrics.executionStats!.resultsReturned).toBe(9);
  });

  it('explains aggregations and vector queries', async () => {
    const aggregation = db().collection('items').where('color', '==', 'red').aggregate({ n: AggregateField.count() });
    const planned = await aggregation.explain({ analyze: false });
    expect(planned.snapshot).toBeNull();
    expect(planned.metrics.planSummary.indexesUsed).toHaveLength(1);
    const analyzed = await aggregation.explain({ analyze: true });
    expect(analyzed.snapshot!.data().n).toBe(8);
    expect(analyzed.metrics.executionStats).toMatchObject({ resultsReturned: 1, readOperations: 1 });

    // The client has VectorQuery.explain; the typings firebase-admin ships do not declare it yet.
    const vector = db().collection('items').findNearest({ vectorField: 'embedding', queryVector: [1, 0, 0], limit: 2, distanceMeasure: 'EUCLIDEAN' }) as unknown as {
      explain(options: { analyze: boolean }): Promise<FirebaseFirestore.ExplainResults<QuerySnapshot>>;
    };
    const vectorPlan = await vector.explain({ analyze: false });
    expect(vectorPlan.metrics.planSummary.indexesUsed).toEqual([{ query_scope: 'Collection', properties: '(embedding VECTOR<3>, __name__ ASC)' }]);
    const vectorRun = await vector.explain({ analyze: true });
    expect(vectorRun.snapshot!.docs.map((d) => d.id)).toEqual(['a', 'b']);
    expect(vectorRun.metrics.executionStats!.resultsReturned).toBe(2);
  });
});
