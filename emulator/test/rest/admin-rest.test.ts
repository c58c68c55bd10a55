/**
 * firebase-admin over REST (`preferRest: true`): the same unary RPCs the web SDK sends as JSON
 * POSTs, plus BeginTransaction/Rollback with transaction ids and ListCollectionIds/ListDocuments.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  AggregateField,
  FieldPath,
  FieldValue,
  GeoPoint,
  getFirestore,
  Timestamp,
  type Firestore,
} from 'firebase-admin/firestore';
import { clearFirestore, firestoreHost, testProject } from '../support/emulator.js';

const PROJECT = testProject('rest');
const databaseName = () => `projects/${PROJECT}/databases/(default)`;
const restBase = () => {
  const { host, port } = firestoreHost();
  return `http://${host}:${port}/v1/${databaseName()}`;
};
let app: App;
let db: Firestore;

/**
 * The REST transport asks google-auth-library for credentials even in emulator mode and fails
 * without any (googleapis/nodejs-firestore#1811). It only needs something that yields headers:
 * the SDK adds the emulator's `Authorization: Bearer owner` on top.
 */
const emulatorAuth = { getRequestHeaders: async () => ({}) };

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT }, `admin-rest-${process.pid}`);
  db = getFirestore(app);
  db.settings({ preferRest: true, auth: emulatorAuth });
});

afterAll(async () => {
  await db.terminate();
  await deleteApp(app);
});

beforeEach(async () => {
  await clearFirestore(PROJECT);
});

async function seedProducts(): Promise<void> {
  const batch = db.batch();
  const products = [
    { id: 'p1', name: 'Axle', price: 10, tags: ['steel'], stock: 5 },
    { id: 'p2', name: 'Brake', price: 25, tags: ['safety', 'steel'], stock: 0 },
    { id: 'p3', name: 'Clutch', price: 40, tags: ['transmission'], stock: 2 },
    { id: 'p4', name: 'Damper', price: 25, tags: ['suspension'], stock: 7 },
    { id: 'p5', name: 'Exhaust', price: 60, tags: ['steel'], stock: 1 },
  ];
  for (const { id, ...data } of products) batch.set(db.doc(`products/${id}`), data);
  await batch.commit();
}

describe('documents', () => {
  it('round-trips every value type through set and get', async () => {
    const ref = db.doc('dealers/d1');
    const when = Timestamp.fromMillis(1_700_000_000_123);
    // Values that read back as equal plain values; the others come back as SDK objects.
    const plain = {
      name: 'North Motors',
      count: 42,
      big: 1234567890123,
      ratio: 0.25,
      active: true,
      nothing: null,
      tags: ['a', 'b', 3],
      address: { city: 'Paris', zip: '75001', geo: { lat: 1 } },
    };
    await ref.set({
      ...plain,
      since: when,
      where: new GeoPoint(48.85, 2.35),
      logo: Buffer.from([0, 1, 2, 255]),
      parent: db.doc('groups/g1'),
    });

    const snap = await ref.get();
    expect(snap.exists).toBe(true);
    expect(snap.createTime).toBeInstanceOf(Timestamp);
    expect(snap.updateTime?.isEqual(snap.createTime!)).toBe(true);
    const data = snap.data()!;
    expect(data).toMatchObject(plain);
    expect((data.since as Timestamp).isEqual(when)).toBe(true);
    expect((data.where as GeoPoint).isEqual(new GeoPoint(48.85, 2.35))).toBe(true);
    expect(Buffer.from(data.logo as Uint8Array)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(data.parent.path).toBe('groups/g1');
  });

  it('updates nested fields, merges, and deletes', async () => {
    const ref = db.doc('dealers/d2');
    await ref.set({ name: 'South', address: { city: 'Lyon', zip: '69001' }, rating: 3 });

    const first = await ref.get();
    await ref.update({ 'address.city': 'Marseille', rating: 4 });
    await ref.set({ extra: true }, { merge: true });
    const updated = await ref.get();
    expect(updated.data()).toEqual({
      name: 'South',
      address: { city: 'Marseille', zip: '69001' },
      rating: 4,
      extra: true,
    });
    expect(updated.createTime!.isEqual(first.createTime!)).toBe(true);
    expect(updated.updateTime!.toMillis()).toBeGreaterThanOrEqual(first.updateTime!.toMillis());

    await ref.set({ replaced: 1 });
    expect((await ref.get()).data()).toEqual({ replaced: 1 });

    await ref.delete();
    const gone = await ref.get();
    expect(gone.exists).toBe(false);
    expect(gone.data()).toBeUndefined();
  });

  it('honours preconditions: update of a missing document is NOT_FOUND, create of an existing one ALREADY_EXISTS', async () => {
    await expect(db.doc('dealers/missing').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
    expect((await db.doc('dealers/missing').get()).exists).toBe(false);

    const ref = db.doc('dealers/d3');
    await ref.create({ a: 1 });
    // Over REST the client derives the code from the HTTP status, and 409 is shared by ALREADY_EXISTS
    // and ABORTED (which commits retry), so the status is checked on the wire: the same commit the SDK sends.
    const res = await fetch(`${restBase()}/documents:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({
        writes: [{ update: { name: `${databaseName()}/documents/dealers/d3`, fields: { a: { integerValue: '2' } } }, currentDocument: { exists: false } }],
      }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 409, status: 'ALREADY_EXISTS' } });
    expect((await ref.get()).data()).toEqual({ a: 1 });

    const { updateTime } = await ref.get();
    await ref.update({ a: 3 });
    await expect(ref.delete({ lastUpdateTime: updateTime! })).rejects.toBeInstanceOf(Error);
    expect((await ref.get()).data()).toEqual({ a: 3 });
  });

  it('reads several documents at once, reporting missing ones', async () => {
    await db.doc('parts/a').set({ n: 1 });
    await db.doc('parts/c').set({ n: 3, hidden: 'x' });
    const [a, b, c] = await db.getAll(db.doc('parts/a'), db.doc('parts/b'), db.doc('parts/c'), {
      fieldMask: ['n'],
    });
    expect(a.data()).toEqual({ n: 1 });
    expect(b.exists).toBe(false);
    expect(c.data()).toEqual({ n: 3 });
  });
});

describe('queries', () => {
  beforeEach(seedProducts);

  const ids = (snap: FirebaseFirestore.QuerySnapshot) => snap.docs.map((d) => d.id);

  it('filters, orders and limits', async () => {
    const products = db.collection('products');
    expect(ids(await products.where('price', '>=', 25).orderBy('price').orderBy('name').get())).toEqual([
      'p2',
      'p4',
      'p3',
      'p5',
    ]);
    expect(ids(await products.orderBy('price', 'desc').limit(2).get())).toEqual(['p5', 'p3']);
    expect(ids(await products.orderBy('price').limitToLast(2).get())).toEqual(['p3', 'p5']);
    expect(ids(await products.where('tags', 'array-contains', 'steel').orderBy('name').get())).toEqual([
      'p1',
      'p2',
      'p5',
    ]);
    expect(ids(await products.where('name', 'in', ['Clutch', 'Axle', 'Nope']).orderBy('name').get())).toEqual([
      'p1',
      'p3',
    ]);
    expect(ids(await products.where('stock', '!=', 0).orderBy('stock').get())).toEqual(['p5', 'p3', 'p1', 'p4']);
    expect(ids(await products.where(FieldPath.documentId(), '>', 'p3').get())).toEqual(['p4', 'p5']);
  });

  it('pages with cursors and offsets', async () => {
    const byPrice = db.collection('products').orderBy('price').orderBy(FieldPath.documentId());
    const firstPage = await byPrice.limit(2).get();
    expect(ids(firstPage)).toEqual(['p1', 'p2']);
    const secondPage = await byPrice.startAfter(firstPage.docs[1]).limit(2).get();
    expect(ids(secondPage)).toEqual(['p4', 'p3']);
    expect(ids(await byPrice.startAt(25).endBefore(60).get())).toEqual(['p2', 'p4', 'p3']);
    expect(ids(await byPrice.startAfter(25).endAt(60).get())).toEqual(['p3', 'p5']);
    expect(ids(await byPrice.offset(3).get())).toEqual(['p3', 'p5']);
  });

  it('returns only the selected fields', async () => {
    const snap = await db.collection('products').where('price', '==', 40).select('name').get();
    expect(snap.docs.map((d) => d.data())).toEqual([{ name: 'Clutch' }]);
  });

  it('queries subcollections and collection groups', async () => {
    await db.doc('dealers/d1/orders/o1').set({ total: 5 });
    await db.doc('dealers/d1/orders/o2').set({ total: 50 });
    await db.doc('dealers/d2/orders/o3').set({ total: 500 });
    expect(ids(await db.collection('dealers/d1/orders').orderBy('total', 'desc').get())).toEqual(['o2', 'o1']);
    expect(ids(await db.collectionGroup('orders').where('total', '>', 10).orderBy('total').get())).toEqual([
      'o2',
      'o3',
    ]);
  });

  it('aggregates count, sum and average', async () => {
    const steel = db.collection('products').where('tags', 'array-contains', 'steel');
    const snap = await steel
      .aggregate({ n: AggregateField.count(), total: AggregateField.sum('price'), mean: AggregateField.average('price') })
      .get();
    expect(snap.data()).toEqual({ n: 3, total: 95, mean: 95 / 3 });
    expect((await db.collection('products').count().get()).data().count).toBe(5);
    const none = await db
      .collection('products')
      .where('price', '>', 1000)
      .aggregate({ n: AggregateField.count(), total: AggregateField.sum('price'), mean: AggregateField.average('price') })
      .get();
    expect(none.data()).toEqual({ n: 0, total: 0, mean: null });
  });
});

describe('writes', () => {
  it('commits a batch atomically', async () => {
    await db.doc('stock/a').set({ qty: 1 });
    const batch = db.batch();
    batch.set(db.doc('stock/b'), { qty: 2 });
    batch.update(db.doc('stock/a'), { qty: 10 });
    batch.delete(db.doc('stock/c'));
    const results = await batch.commit();
    expect(results).toHaveLength(3);
    expect((await db.doc('stock/a').get()).data()).toEqual({ qty: 10 });
    expect((await db.doc('stock/b').get()).data()).toEqual({ qty: 2 });

    const failing = db.batch();
    failing.set(db.doc('stock/d'), { qty: 4 });
    failing.update(db.doc('stock/missing'), { qty: 0 });
    await expect(failing.commit()).rejects.toMatchObject({ code: 5 });
    expect((await db.doc('stock/d').get()).exists).toBe(false);
  });

  it('applies FieldValue transforms', async () => {
    const ref = db.doc('counters/c1');
    await ref.set({ n: 1, d: 1.5, tags: ['a', 'b'], gone: 'x' });
    const result = await ref.update({
      n: FieldValue.increment(2),
      d: FieldValue.increment(0.25),
      tags: FieldValue.arrayUnion('b', 'c'),
      gone: FieldValue.delete(),
      at: FieldValue.serverTimestamp(),
      fresh: FieldValue.increment(5),
    });
    const snap = await ref.get();
    expect(snap.get('n')).toBe(3);
    expect(snap.get('d')).toBe(1.75);
    expect(snap.get('tags')).toEqual(['a', 'b', 'c']);
    expect(snap.get('fresh')).toBe(5);
    expect(snap.get('gone')).toBeUndefined();
    const at = snap.get('at') as Timestamp;
    // A server timestamp is the commit time of the write that set it.
    expect(at.isEqual(result.writeTime)).toBe(true);

    await ref.update({ tags: FieldValue.arrayRemove('a', 'zzz') });
    expect((await ref.get()).get('tags')).toEqual(['b', 'c']);
  });
});

describe('transactions', () => {
  it('reads and writes with a transaction id', async () => {
    await db.doc('accounts/a').set({ balance: 100 });
    await db.doc('accounts/b').set({ balance: 0 });
    const moved = await db.runTransaction(async (tx) => {
      const [a, b] = await tx.getAll(db.doc('accounts/a'), db.doc('accounts/b'));
      tx.update(a.ref, { balance: a.get('balance') - 30 });
      tx.update(b.ref, { balance: b.get('balance') + 30 });
      return 30;
    });
    expect(moved).toBe(30);
    expect((await db.doc('accounts/a').get()).get('balance')).toBe(70);
    expect((await db.doc('accounts/b').get()).get('balance')).toBe(30);
  });

  it('runs queries and aggregations inside a transaction', async () => {
    await seedProducts();
    const total = await db.runTransaction(async (tx) => {
      const cheap = await tx.get(db.collection('products').where('price', '<', 30));
      const count = await tx.get(db.collection('products').count());
      tx.set(db.doc('reports/r1'), { cheap: cheap.size, all: count.data().count });
      return cheap.size;
    });
    expect(total).toBe(3);
    expect((await db.doc('reports/r1').get()).data()).toEqual({ cheap: 3, all: 5 });
  });

  it('rolls back when the callback throws', async () => {
    await db.doc('accounts/c').set({ balance: 5 });
    await expect(
      db.runTransaction(async (tx) => {
        const c = await tx.get(db.doc('accounts/c'));
        tx.update(c.ref, { balance: 0 });
        throw new Error('insufficient funds');
      }),
    ).rejects.toThrow('insufficient funds');
    expect((await db.doc('accounts/c').get()).get('balance')).toBe(5);
  });

  it('retries when a document it read was changed by an earlier transaction', async () => {
    const ref = db.doc('counters/shared');
    await ref.set({ count: 0 });

    // The competing transaction starts (and reads) first, then commits while the other one is
    // between its read and its commit: the later transaction must be retried.
    let markLaterRead!: () => void;
    const laterRead = new Promise<void>((resolve) => (markLaterRead = resolve));
    let earlierAttempts = 0;
    const earlier = db.runTransaction(async (tx) => {
      earlierAttempts += 1;
      const snap = await tx.get(ref);
      if (earlierAttempts === 1) await laterRead;
      tx.update(ref, { count: snap.get('count') + 10 });
    });

    let laterAttempts = 0;
    const later = db.runTransaction(async (tx) => {
      laterAttempts += 1;
      const snap = await tx.get(ref);
      if (laterAttempts === 1) {
        markLaterRead();
        await earlier;
      }
      tx.update(ref, { count: snap.get('count') + 1 });
    });

    await Promise.all([earlier, later]);
    expect((await ref.get()).get('count')).toBe(11);
    expect(laterAttempts).toBeGreaterThanOrEqual(2);
  });
});

describe('listing', () => {
  it('lists root collections, subcollections and documents including missing parents', async () => {
    await db.doc('brands/b1').set({ name: 'B1' });
    await db.doc('brands/b1/models/m1').set({ name: 'M1' });
    await db.doc('brands/b1/parts/x').set({});
    await db.doc('brands/ghost/models/m2').set({ name: 'M2' });
    await db.doc('regions/r1').set({});

    const roots = (await db.listCollections()).map((c) => c.id).sort();
    expect(roots).toEqual(['brands', 'regions']);
    const subs = (await db.doc('brands/b1').listCollections()).map((c) => c.id).sort();
    expect(subs).toEqual(['models', 'parts']);

    const refs = await db.collection('brands').listDocuments();
    expect(refs.map((r) => r.id).sort()).toEqual(['b1', 'ghost']);
    expect((await db.doc('brands/ghost').get()).exists).toBe(false);
  });
});
