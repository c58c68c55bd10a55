/**
 * firebase-admin (@google-cloud/firestore) over its default gRPC transport: unary RPCs,
 * BeginTransaction/Commit/Rollback with transaction ids, BatchWrite (BulkWriter), and Listen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  AggregateField,
  FieldPath,
  FieldValue,
  Filter,
  GeoPoint,
  Timestamp,
  getFirestore,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { clearFirestore, testProject } from '../support/emulator.js';
import { Recorder } from './recorder.js';

const PROJECT = testProject('grpc-admin');
const apps: App[] = [];
let db: Firestore;
/** A second client with its own channel, for "someone else writes" scenarios. */
let other: Firestore;
/** Reads int64 values as BigInt, so values beyond 2^53 stay exact. */
let big: Firestore;

function client(name: string, settings?: FirebaseFirestore.Settings): Firestore {
  const app = initializeApp({ projectId: PROJECT }, `${name}-${process.pid}`);
  apps.push(app);
  const firestore = getFirestore(app);
  if (settings) firestore.settings(settings);
  return firestore;
}

beforeAll(async () => {
  await clearFirestore(PROJECT);
  db = client('grpc-admin');
  other = client('grpc-admin-other');
  big = client('grpc-admin-bigint', { useBigInt: true });
});

afterAll(async () => {
  await Promise.all([db, other, big].map((f) => f?.terminate()));
  await Promise.all(apps.map((app) => deleteApp(app)));
});

const ids = (snap: QuerySnapshot) => snap.docs.map((d) => d.id);
const idsOf = async (q: Query) => ids(await q.get());
const grpcCode = (code: number) => expect.objectContaining({ code });

describe('documents', () => {
  it('creates, reads, updates and deletes', async () => {
    const ref = db.doc('crud/one');
    const created = await ref.create({ title: 'first', nested: { a: 1 } });
    let snap = await ref.get();
    expect(snap.data()).toEqual({ title: 'first', nested: { a: 1 } });
    expect(snap.createTime?.isEqual(created.writeTime)).toBe(true);
    expect(snap.updateTime?.isEqual(created.writeTime)).toBe(true);

    const updated = await ref.update({ 'nested.b': 2, title: FieldValue.delete() });
    snap = await ref.get();
    expect(snap.data()).toEqual({ nested: { a: 1, b: 2 } });
    expect(snap.updateTime?.isEqual(updated.writeTime)).toBe(true);
    expect(snap.createTime?.isEqual(created.writeTime)).toBe(true);

    await ref.set({ other: true }, { mergeFields: ['other'] });
    expect((await ref.get()).data()).toEqual({ nested: { a: 1, b: 2 }, other: true });

    await ref.delete();
    snap = await ref.get();
    expect(snap.exists).toBe(false);
    expect(snap.createTime).toBeUndefined();
  });

  it('keeps int64 values beyond 2^53 exact', async () => {
    const ref = big.doc('types/int64');
    const values = { above: 9007199254740993n, max: 9223372036854775807n, min: -9223372036854775808n, small: 7n };
    await ref.set(values);
    expect((await ref.get()).data()).toEqual(values);
    // Without useBigInt, small integers still read as numbers.
    expect((await db.doc('types/int64').get()).get('small')).toBe(7);
  });

  it('round-trips timestamps to the microsecond, bytes, geopoints, references and nesting', async () => {
    const ref = db.doc('types/all');
    const when = new Timestamp(1_700_000_000, 123_456_000);
    const value = {
      when,
      old: new Timestamp(-1_000_000_000, 1_000),
      bytes: Buffer.from([0, 1, 2, 253, 254, 255]),
      where: new GeoPoint(-33.8568, 151.2153),
      ref: db.doc('types/target'),
      nested: { list: [1, 'two', { three: [{ four: 4 }] }], map: { a: { b: { c: null } } } },
      double: -0.5,
      nan: NaN,
      inf: -Infinity,
    };
    await ref.set(value);
    const data = (await ref.get()).data()!;
    expect((data.when as Timestamp).isEqual(when)).toBe(true);
    expect((data.when as Timestamp).nanoseconds).toBe(123_456_000);
    expect((data.old as Timestamp).isEqual(value.old)).toBe(true);
    expect(Buffer.from(data.bytes as Uint8Array)).toEqual(value.bytes);
    expect((data.where as GeoPoint).isEqual(value.where)).toBe(true);
    expect(data.ref.path).toBe('types/target');
    expect(data.nested).toEqual(value.nested);
    expect(data.double).toBe(-0.5);
    expect(data.nan).toBeNaN();
    expect(data.inf).toBe(-Infinity);
  });

  it('truncates timestamps to microseconds, as Firestore stores them', async () => {
    const ref = db.doc('types/nanos');
    await ref.set({ when: new Timestamp(1_700_000_000, 123_456_789) });
    expect(((await ref.get()).get('when') as Timestamp).nanoseconds).toBe(123_456_000);
  });

  it('reads several documents with a field mask', async () => {
    await db.doc('masked/a').set({ keep: 1, drop: 2, deep: { keep: 3, drop: 4 } });
    await db.doc('masked/b').set({ keep: 5 });
    const [a, b, missing] = await db.getAll(db.doc('masked/a'), db.doc('masked/b'), db.doc('masked/none'), {
      fieldMask: ['keep', 'deep.keep'],
    });
    expect(a.data()).toEqual({ keep: 1, deep: { keep: 3 } });
    expect(b.data()).toEqual({ keep: 5 });
    expect(missing.exists).toBe(false);
    expect(missing.id).toBe('none');
  });

  it('lists collections and documents', async () => {
    await db.doc('listing/a').set({ n: 1 });
    await db.doc('listing/b/sub1/x').set({ n: 2 }); // listing/b itself does not exist
    await db.doc('listing/a/sub2/y').set({ n: 3 });
    await db.doc('listing/a/sub1/z').set({ n: 4 });
    const top = (await db.listCollections()).map((c) => c.id);
    expect(top).toEqual(expect.arrayContaining(['listing']));
    expect((await db.doc('listing/a').listCollections()).map((c) => c.id).sort()).toEqual(['sub1', 'sub2']);
    // listDocuments includes documents that only have subcollections.
    const docs = await db.collection('listing').listDocuments();
    expect(docs.map((d) => d.id).sort()).toEqual(['a', 'b']);
  });
});

describe('write preconditions and error codes', () => {
  it('refuses to create an existing document with ALREADY_EXISTS', async () => {
    await db.doc('errors/taken').set({ v: 1 });
    await expect(db.doc('errors/taken').create({ v: 2 })).rejects.toEqual(grpcCode(6));
    expect((await db.doc('errors/taken').get()).get('v')).toBe(1);
  });

  it('refuses to update a missing document with NOT_FOUND', async () => {
    await expect(db.doc('errors/missing').update({ v: 1 })).rejects.toEqual(grpcCode(5));
    expect((await db.doc('errors/missing').get()).exists).toBe(false);
  });

  it('checks lastUpdateTime with FAILED_PRECONDITION', async () => {
    const ref = db.doc('errors/versioned');
    const first = await ref.set({ v: 1 });
    const second = await ref.update({ v: 2 }, { lastUpdateTime: first.writeTime }); // matches
    await expect(ref.update({ v: 3 }, { lastUpdateTime: first.writeTime })).rejects.toEqual(grpcCode(9));
    await expect(ref.delete({ lastUpdateTime: first.writeTime })).rejects.toEqual(grpcCode(9));
    expect((await ref.get()).get('v')).toBe(2);
    await ref.delete({ lastUpdateTime: second.writeTime });
    expect((await ref.get()).exists).toBe(false);
  });

  it('checks exists preconditions on delete', async () => {
    await expect(db.doc('errors/never').delete({ exists: true })).rejects.toEqual(grpcCode(5));
    await db.doc('errors/never').delete(); // no precondition: deleting nothing succeeds
  });

  it('rejects an invalid query with INVALID_ARGUMENT', async () => {
    const tooMany = Array.from({ length: 31 }, (_, i) => i);
    await expect(db.collection('errors').where('v', 'in', tooMany).get()).rejects.toEqual(grpcCode(3));
  });
});

describe('field transforms', () => {
  it('increments integers and doubles', async () => {
    const ref = db.doc('transforms/inc');
    await ref.set({ i: 1, d: 1.5 });
    await ref.update({ i: FieldValue.increment(2), d: FieldValue.increment(0.25), fresh: FieldValue.increment(3) });
    expect((await ref.get()).data()).toEqual({ i: 3, d: 1.75, fresh: 3 });
    await ref.update({ i: FieldValue.increment(0.5) });
    expect((await ref.get()).get('i')).toBe(3.5);
  });

  it('unions and removes array elements', async () => {
    const ref = db.doc('transforms/arr');
    await ref.set({ tags: ['a', 'b', 'a'] });
    await ref.update({ tags: FieldValue.arrayUnion('b', 'c', { x: 1 }) });
    expect((await ref.get()).get('tags')).toEqual(['a', 'b', 'a', 'c', { x: 1 }]);
    await ref.update({ tags: FieldValue.arrayRemove('a', { x: 1 }) });
    expect((await ref.get()).get('tags')).toEqual(['b', 'c']);
    await ref.update({ created: FieldValue.arrayUnion(1, 1, 2) });
    expect((await ref.get()).get('created')).toEqual([1, 2]);
  });

  it('sets server timestamps to the commit time', async () => {
    const ref = db.doc('transforms/time');
    const result = await ref.set({ at: FieldValue.serverTimestamp(), nested: { at: FieldValue.serverTimestamp() } });
    const snap = await ref.get();
    expect((snap.get('at') as Timestamp).isEqual(result.writeTime)).toBe(true);
    expect((snap.get('nested.at') as Timestamp).isEqual(result.writeTime)).toBe(true);
  });
});

describe('queries', () => {
  const items = () => db.collection('items');

  beforeAll(async () => {
    const batch = db.batch();
    batch.set(items().doc('a'), { n: 1, tags: ['x'], group: 'g1', extra: 'a' });
    batch.set(items().doc('b'), { n: 2, tags: ['y'], group: 'g1', extra: 'b' });
    batch.set(items().doc('c'), { n: 3, tags: ['x', 'y'], group: 'g2', extra: 'c' });
    batch.set(items().doc('d'), { n: 3, tags: [], group: 'g2', extra: 'd' });
    batch.set(items().doc('e'), { n: 5.5, group: 'g3', extra: 'e' });
    batch.set(items().doc('f'), { label: 'no n' });
    await batch.commit();
  });

  it.each([
    ['==', 3, ['c', 'd']],
    ['!=', 3, ['a', 'b', 'e']],
    ['<', 3, ['a', 'b']],
    ['<=', 3, ['a', 'b', 'c', 'd']],
    ['>', 2, ['c', 'd', 'e']],
    ['>=', 3, ['c', 'd', 'e']],
    ['in', [1, 5.5], ['a', 'e']],
    ['not-in', [1, 5.5], ['b', 'c', 'd']],
    ['array-contains', 'y', ['b', 'c']],
    ['array-contains-any', ['x', 'z'], ['a', 'c']],
  ] as const)('filters %s %j', async (op, value, expected) => {
    const field = op.startsWith('array') ? 'tags' : 'n';
    expect(await idsOf(items().where(field, op, value))).toEqual(expected);
  });

  it('compares integers and doubles as numbers', async () => {
    expect(await idsOf(items().where('n', '==', 3.0))).toEqual(['c', 'd']);
    expect(await idsOf(items().where('n', '>', 2.5))).toEqual(['c', 'd', 'e']);
  });

  it('filters by document id', async () => {
    expect(await idsOf(items().where(FieldPath.documentId(), 'in', ['b', 'e']))).toEqual(['b', 'e']);
    expect(await idsOf(items().where(FieldPath.documentId(), '>=', items().doc('e')))).toEqual(['e', 'f']);
  });

  it('combines filters with Filter.and / Filter.or', async () => {
    expect(await idsOf(items().where(Filter.and(Filter.where('n', '>=', 2), Filter.where('group', '==', 'g2'))))).toEqual(['c', 'd']);
    expect(await idsOf(items().where(Filter.or(Filter.where('n', '==', 1), Filter.where('group', '==', 'g3'))))).toEqual(['a', 'e']);
  });

  it('orders, pages with cursors, offsets and limits', async () => {
    const byN = items().orderBy('n');
    expect(await idsOf(byN)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await idsOf(items().orderBy('n', 'desc'))).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(await idsOf(byN.startAt(3))).toEqual(['c', 'd', 'e']);
    expect(await idsOf(byN.startAfter(3))).toEqual(['e']);
    expect(await idsOf(byN.endAt(2))).toEqual(['a', 'b']);
    expect(await idsOf(byN.endBefore(3))).toEqual(['a', 'b']);
    const c = await items().doc('c').get();
    expect(await idsOf(byN.startAfter(c))).toEqual(['d', 'e']);
    expect(await idsOf(byN.endAt(c))).toEqual(['a', 'b', 'c']);
    expect(await idsOf(byN.orderBy(FieldPath.documentId(), 'desc').startAt(3, 'd'))).toEqual(['d', 'c', 'e']);
    expect(await idsOf(byN.offset(2))).toEqual(['c', 'd', 'e']);
    expect(await idsOf(byN.offset(1).limit(2))).toEqual(['b', 'c']);
    expect(await idsOf(byN.limitToLast(2))).toEqual(['d', 'e']);
    expect(await idsOf(byN.offset(10))).toEqual([]);
  });

  it('projects fields with select', async () => {
    const snap = await items().where('group', '==', 'g1').select('n', 'extra').get();
    expect(snap.docs.map((d) => d.data())).toEqual([
      { n: 1, extra: 'a' },
      { n: 2, extra: 'b' },
    ]);
    const namesOnly = await items().where('group', '==', 'g2').select().get();
    expect(namesOnly.docs.map((d) => [d.id, d.data()])).toEqual([
      ['c', {}],
      ['d', {}],
    ]);
  });

  it('queries a collection group', async () => {
    await db.doc('cgRooms/r1/cgMessages/m1').set({ n: 1 });
    await db.doc('cgOther/o1/cgMessages/m2').set({ n: 2 });
    await db.doc('cgMessages/m3').set({ n: 3 });
    await db.doc('cgRooms/r1/cgMessagesNot/x').set({ n: 4 });
    const all = await db.collectionGroup('cgMessages').orderBy('n').get();
    expect(all.docs.map((d) => d.ref.path)).toEqual(['cgRooms/r1/cgMessages/m1', 'cgOther/o1/cgMessages/m2', 'cgMessages/m3']);
    expect(await idsOf(db.collectionGroup('cgMessages').where('n', '<', 3))).toEqual(['m1', 'm2']);
  });

  it('counts, sums and averages', async () => {
    expect((await items().count().get()).data().count).toBe(6);
    const agg = await items()
      .where('group', 'in', ['g1', 'g2', 'g3'])
      .aggregate({ total: AggregateField.sum('n'), mean: AggregateField.average('n'), howMany: AggregateField.count() })
      .get();
    expect(agg.data()).toEqual({ total: 14.5, mean: 2.9, howMany: 5 });
    const ints = await items().where('group', '==', 'g2').aggregate({ total: AggregateField.sum('n') }).get();
    expect(ints.data().total).toBe(6);
    const none = await items().where('n', '>', 100).aggregate({ total: AggregateField.sum('n'), mean: AggregateField.average('n') }).get();
    expect(none.data()).toEqual({ total: 0, mean: null });
  });
});

describe('transactions', () => {
  it('commits reads and writes with a transaction id', async () => {
    const ref = db.doc('tx/counter');
    await ref.set({ n: 1 });
    const result = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const [also] = await tx.getAll(db.doc('tx/absent'));
      tx.update(ref, { n: snap.get('n') + 1 });
      tx.create(db.doc('tx/created'), { fromTx: true, sawAbsent: also.exists });
      return snap.get('n');
    });
    expect(result).toBe(1);
    expect((await ref.get()).get('n')).toBe(2);
    expect((await db.doc('tx/created').get()).data()).toEqual({ fromTx: true, sawAbsent: false });
  });

  it('retries when a document it read is changed by another client before the commit', async () => {
    const ref = db.doc('tx/contended');
    await ref.set({ n: 0 });
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts += 1;
      const snap = await tx.get(ref);
      if (attempts === 1) await other.doc('tx/contended').set({ n: 100 });
      tx.set(ref, { n: snap.get('n') + 1 });
    });
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect((await ref.get()).get('n')).toBe(101);
  });

  it('keeps concurrent increments consistent', async () => {
    const ref = db.doc('tx/shared');
    await ref.set({ n: 0 });
    const increment = (firestore: Firestore) =>
      firestore.runTransaction(async (tx) => {
        const snap = await tx.get(firestore.doc('tx/shared'));
        tx.update(firestore.doc('tx/shared'), { n: snap.get('n') + 1 });
      });
    await Promise.all([db, other, db, other].map(increment));
    expect((await ref.get()).get('n')).toBe(4);
  });

  it('rolls back when the callback throws', async () => {
    const ref = db.doc('tx/rollback');
    await ref.set({ n: 1 });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.update(ref, { n: 2 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ref.get()).get('n')).toBe(1);
    // The document is not left locked: a plain write goes through.
    await ref.update({ n: 3 });
    expect((await ref.get()).get('n')).toBe(3);
  });

  it('reads consistently in a read-only transaction', async () => {
    await db.doc('tx/ro').set({ n: 7 });
    const n = await db.runTransaction(async (tx) => (await tx.get(db.doc('tx/ro'))).get('n'), { readOnly: true });
    expect(n).toBe(7);
  });
});

describe('bulk writes', () => {
  it('applies writes independently and reports each failure', async () => {
    const writer = db.bulkWriter();
    writer.onWriteError(() => false); // report failures instead of retrying
    const ok = writer.set(db.doc('bulk/a'), { v: 1 });
    const missing = writer.update(db.doc('bulk/missing'), { v: 1 });
    const ok2 = writer.create(db.doc('bulk/b'), { v: 2 });
    await writer.close();
    await expect(ok).resolves.toBeDefined();
    await expect(ok2).resolves.toBeDefined();
    await expect(missing).rejects.toEqual(grpcCode(5));
    expect(await idsOf(db.collection('bulk'))).toEqual(['a', 'b']);
  });

  it('deletes a document tree recursively', async () => {
    await db.doc('tree/root').set({ v: 1 });
    await db.doc('tree/root/kids/k1').set({ v: 2 });
    await db.doc('tree/root/kids/k1/grandkids/g1').set({ v: 3 });
    await db.recursiveDelete(db.doc('tree/root'));
    expect((await db.collectionGroup('grandkids').get()).size).toBe(0);
    expect((await db.collection('tree/root/kids').get()).size).toBe(0);
    expect((await db.doc('tree/root').get()).exists).toBe(false);
  });
});

describe('listeners', () => {
  it('sees another client add, modify and remove documents', async () => {
    const live = new Recorder<QuerySnapshot>();
    const unsubscribe = db.collection('live').where('open', '==', true).onSnapshot(live.push, live.fail);
    try {
      expect((await live.next()).size).toBe(0);

      await other.doc('live/a').set({ open: true, n: 1 });
      let snap = await live.next((s) => s.size === 1);
      expect(snap.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['added', 'a']]);

      await other.doc('live/a').update({ n: 2 });
      snap = await live.next((s) => s.docChanges().length > 0);
      expect(snap.docChanges().map((c) => [c.type, c.doc.id, c.doc.get('n')])).toEqual([['modified', 'a', 2]]);

      await other.doc('live/a').update({ open: false });
      snap = await live.next((s) => s.size === 0);
      expect(snap.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['removed', 'a']]);
    } finally {
      unsubscribe();
    }
  });

  it('follows a single document through creation, change and deletion', async () => {
    const seen = new Recorder<DocumentSnapshot>();
    const unsubscribe = db.doc('live/single').onSnapshot(seen.push, seen.fail);
    try {
      expect((await seen.next()).exists).toBe(false);
      await other.doc('live/single').set({ v: 1 });
      expect((await seen.next((s) => s.exists)).data()).toEqual({ v: 1 });
      await other.doc('live/single').set({ v: 2 });
      expect((await seen.next((s) => s.get('v') === 2)).data()).toEqual({ v: 2 });
      await other.doc('live/single').delete();
      expect((await seen.next((s) => !s.exists)).exists).toBe(false);
    } finally {
      unsubscribe();
    }
  });
});
