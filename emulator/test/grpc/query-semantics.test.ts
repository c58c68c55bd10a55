/**
 * Query semantics Google's client tests check against production, through firebase-admin over
 * gRPC: legacy numeric document ids, multiple inequalities over special values, the document key's
 * place among inequalities, and aggregations over documents missing aggregated fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { AggregateField, FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { clearFirestore, testProject } from '../support/emulator.js';

const PROJECT = testProject('query-semantics');
let app: App;
let db: Firestore;

beforeAll(async () => {
  await clearFirestore(PROJECT);
  app = initializeApp({ projectId: PROJECT }, `query-semantics-${process.pid}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
});

async function seed(collection: string, docs: Record<string, Record<string, unknown>>) {
  const batch = db.batch();
  for (const [id, data] of Object.entries(docs)) batch.set(db.collection(collection).doc(id), data);
  await batch.commit();
  return db.collection(collection);
}

const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((d) => d.id);

describe('document ids', () => {
  it('accepts legacy numeric ids (__id<int64>__) and orders them first, by value', async () => {
    const names = ['A', 'a', '12', '7', '__id7__', '__id12__', '__id-2__', '__id', '_id1__', '__id9223372036854775807__', '__id-9223372036854775808__'];
    const coll = await seed('numericIds', Object.fromEntries(names.map((n) => [n, { a: 1 }])));
    const snapshot = await coll.orderBy(FieldPath.documentId()).get();
    expect(ids(snapshot)).toEqual(['__id-9223372036854775808__', '__id-2__', '__id7__', '__id12__', '__id9223372036854775807__', '12', '7', 'A', '__id', '_id1__', 'a']);
    expect((await coll.doc('__id-2__').get()).exists).toBe(true);
  });

  it("refuses other ids matching __.*__ with production's message", async () => {
    for (const id of ['__badpath__', '__id007__', '__id-0__', '__id9223372036854775808__', '____']) {
      await expect(db.collection('numericIds').doc(id).set({ a: 1 })).rejects.toMatchObject({
        code: 3,
        details: `Resource id "${id}" is invalid because it is reserved.`,
      });
    }
  });
});

describe('multiple inequalities', () => {
  it('skip NaN, null and missing values in range filters', async () => {
    const coll = await seed('specialValues', {
      doc1: { key: 'a', sort: 0, v: 0 },
      doc2: { key: 'b', sort: Number.NaN, v: 1 },
      doc3: { key: 'c', sort: null, v: 3 },
      doc4: { key: 'd', v: 0 },
      doc5: { key: 'e', sort: 1 },
      doc6: { key: 'f', sort: 1, v: 1 },
    });
    expect(ids(await coll.where('key', '!=', 'a').where('sort', '<=', 2).get())).toEqual(['doc5', 'doc6']);
    expect(ids(await coll.where('key', '!=', 'a').where('sort', '<=', 2).where('v', '<=', 1).get())).toEqual(['doc6']);
  });

  it('refuse the key ordered before an inequality field, and an equality on the key beside other inequalities', async () => {
    const coll = db.collection('specialValues');
    await expect(coll.where('key', '!=', 42).orderBy(FieldPath.documentId()).get()).rejects.toMatchObject({
      code: 3,
      details: expect.stringMatching(/order by clause cannot contain more fields after the key/i),
    });
    await expect(coll.where('key', '!=', 42).where(FieldPath.documentId(), '==', 'doc1').get()).rejects.toMatchObject({
      code: 3,
      details: 'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    });
  });
});

describe('aggregations', () => {
  it('count, sum and avg only documents holding every aggregated field', async () => {
    const coll = await seed('books', {
      a: { pages: 100, year: 1980 },
      b: { pages: 50, year: 2020 },
      c: { pages: 150, year: 2021 },
      d: { pages: 50 },
    });
    const result = await coll
      .aggregate({ totalPages: AggregateField.sum('pages'), averagePages: AggregateField.average('pages'), averageYear: AggregateField.average('year'), n: AggregateField.count() })
      .get();
    expect(result.data()).toEqual({ totalPages: 300, averagePages: 100, averageYear: 2007, n: 3 });
    // Without sum or avg, count sees every document.
    expect((await coll.count().get()).data().count).toBe(4);
  });

  it('sum ignores non-numeric values, which still count', async () => {
    const coll = await seed('ratings', { a: { rating: 5 }, b: { rating: 4 }, c: { rating: '3' }, d: { rating: 1 }, e: {} });
    const result = await coll.aggregate({ total: AggregateField.sum('rating'), n: AggregateField.count() }).get();
    expect(result.data()).toEqual({ total: 10, n: 4 });
  });
});
