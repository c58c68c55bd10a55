/**
 * The `firebase` web SDK running in Node talks to Firestore over gRPC (Listen and Write streams,
 * BatchGetDocuments, Commit, RunAggregationQuery), as @firebase/rules-unit-testing does.
 * Writes from "another client" go through firebase-admin, also over gRPC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  Bytes,
  GeoPoint,
  Timestamp,
  addDoc,
  and,
  arrayRemove,
  arrayUnion,
  average,
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  count,
  deleteDoc,
  deleteField,
  doc,
  endAt,
  endBefore,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  limitToLast,
  onSnapshot,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  startAt,
  sum,
  terminate,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { clearFirestore, firestoreHost, testProject } from '../support/emulator.js';
import { Recorder } from './recorder.js';

const PROJECT = testProject('grpc-websdk');

let app: FirebaseApp;
let db: Firestore;
let adminApp: AdminApp;
let admin: AdminFirestore;

beforeAll(async () => {
  await clearFirestore(PROJECT);
  app = initializeApp({ projectId: PROJECT }, `grpc-websdk-${process.pid}`);
  db = getFirestore(app);
  const { host, port } = firestoreHost();
  // `owner` is how @firebase/rules-unit-testing disables rules: this file tests the protocol, not rules.
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  adminApp = initializeAdminApp({ projectId: PROJECT }, `grpc-websdk-admin-${process.pid}`);
  admin = getAdminFirestore(adminApp);
});

afterAll(async () => {
  await terminate(db);
  await deleteApp(app);
  await admin.terminate();
  await deleteAdminApp(adminApp);
});

const ids = (snap: QuerySnapshot) => snap.docs.map((d) => d.id);
const idsOf = async (q: Query) => ids(await getDocs(q));

describe('documents', () => {
  it('creates, reads, updates and deletes', async () => {
    const ref = doc(db, 'crud', 'one');
    await setDoc(ref, { title: 'first', nested: { a: 1, b: 2 } });
    expect((await getDoc(ref)).data()).toEqual({ title: 'first', nested: { a: 1, b: 2 } });

    await updateDoc(ref, { 'nested.a': 10, extra: true, title: deleteField() });
    expect((await getDoc(ref)).data()).toEqual({ nested: { a: 10, b: 2 }, extra: true });

    await setDoc(ref, { nested: { c: 3 } }, { merge: true });
    expect((await getDoc(ref)).data()).toEqual({ nested: { a: 10, b: 2, c: 3 }, extra: true });

    await deleteDoc(ref);
    const gone = await getDoc(ref);
    expect(gone.exists()).toBe(false);
  });

  it('adds documents with generated ids', async () => {
    const ref = await addDoc(collection(db, 'added'), { n: 1 });
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await getDoc(ref)).get('n')).toBe(1);
  });

  it('round-trips every value type', async () => {
    const ref = doc(db, 'types', 'all');
    const value = {
      nothing: null,
      yes: true,
      int: 42,
      negative: -7,
      double: 1.25,
      nan: NaN,
      text: 'héllo 🌍',
      when: new Timestamp(1_700_000_000, 123_456_000),
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 1, 254, 255])),
      where: new GeoPoint(48.8584, 2.2945),
      ref: doc(db, 'types', 'other'),
      list: [1, 'two', { three: [3] }],
      map: { deep: { deeper: { deepest: 'x' } } },
      empty: { list: [], map: {} },
    };
    await setDoc(ref, value);
    const data = (await getDoc(ref)).data()!;
    expect(data.nothing).toBeNull();
    expect(data.yes).toBe(true);
    expect(data.int).toBe(42);
    expect(data.negative).toBe(-7);
    expect(data.double).toBe(1.25);
    expect(data.nan).toBeNaN();
    expect(data.text).toBe('héllo 🌍');
    expect((data.when as Timestamp).isEqual(value.when)).toBe(true);
    expect((data.bytes as Bytes).isEqual(value.bytes)).toBe(true);
    expect((data.where as GeoPoint).isEqual(value.where)).toBe(true);
    expect(data.ref.path).toBe('types/other');
    expect(data.list).toEqual(value.list);
    expect(data.map).toEqual(value.map);
    expect(data.empty).toEqual({ list: [], map: {} });
  });

  it('writes a batch atomically', async () => {
    await setDoc(doc(db, 'batch', 'old'), { v: 1 });
    const batch = writeBatch(db);
    batch.set(doc(db, 'batch', 'a'), { v: 'a' });
    batch.update(doc(db, 'batch', 'old'), { v: 2 });
    batch.delete(doc(db, 'batch', 'gone'));
    await batch.commit();
    expect(await idsOf(collection(db, 'batch'))).toEqual(['a', 'old']);
    expect((await getDoc(doc(db, 'batch', 'old'))).get('v')).toBe(2);

    // A failing write fails the whole batch.
    const failing = writeBatch(db);
    failing.set(doc(db, 'batch', 'b'), { v: 'b' });
    failing.update(doc(db, 'batch', 'missing'), { v: 1 });
    await expect(failing.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDoc(doc(db, 'batch', 'b'))).exists()).toBe(false);
  });
});

describe('field transforms', () => {
  it('applies serverTimestamp, increment, arrayUnion and arrayRemove', async () => {
    const ref = doc(db, 'transforms', 't');
    await setDoc(ref, { n: 1, d: 0.5, tags: ['x', 'y'] });
    await updateDoc(ref, {
      at: serverTimestamp(),
      n: increment(2),
      d: increment(0.25),
      fresh: increment(5),
      tags: arrayUnion('y', 'z'),
    });
    let data = (await getDoc(ref)).data()!;
    expect(data.at).toBeInstanceOf(Timestamp);
    expect(data.n).toBe(3);
    expect(data.d).toBe(0.75);
    expect(data.fresh).toBe(5);
    expect(data.tags).toEqual(['x', 'y', 'z']);

    await updateDoc(ref, { tags: arrayRemove('x', 'missing'), n: increment(-10) });
    data = (await getDoc(ref)).data()!;
    expect(data.tags).toEqual(['y', 'z']);
    expect(data.n).toBe(-7);
  });

  it('resolves a server timestamp to the same time in every field of one write', async () => {
    const ref = doc(db, 'transforms', 'twice');
    await setDoc(ref, { a: serverTimestamp(), b: { c: serverTimestamp() } });
    const data = (await getDoc(ref)).data()!;
    expect((data.a as Timestamp).isEqual(data.b.c as Timestamp)).toBe(true);
  });
});

describe('queries', () => {
  const items = () => collection(db, 'items');

  beforeAll(async () => {
    const batch = writeBatch(db);
    batch.set(doc(items(), 'a'), { n: 1, tags: ['x'], group: 'g1' });
    batch.set(doc(items(), 'b'), { n: 2, tags: ['y'], group: 'g1' });
    batch.set(doc(items(), 'c'), { n: 3, tags: ['x', 'y'], group: 'g2' });
    batch.set(doc(items(), 'd'), { n: 3, tags: [], group: 'g2' });
    batch.set(doc(items(), 'e'), { n: 5, group: 'g3' });
    batch.set(doc(items(), 'f'), { label: 'no n' });
    await batch.commit();
  });

  it.each([
    ['==', 3, ['c', 'd']],
    ['!=', 3, ['a', 'b', 'e']],
    ['<', 3, ['a', 'b']],
    ['<=', 3, ['a', 'b', 'c', 'd']],
    ['>', 2, ['c', 'd', 'e']],
    ['>=', 3, ['c', 'd', 'e']],
    ['in', [1, 5], ['a', 'e']],
    ['not-in', [1, 5], ['b', 'c', 'd']],
  ] as const)('filters n %s %j', async (op, value, expected) => {
    expect(await idsOf(query(items(), where('n', op, value)))).toEqual(expected);
  });

  it('filters arrays with array-contains and array-contains-any', async () => {
    expect(await idsOf(query(items(), where('tags', 'array-contains', 'x')))).toEqual(['a', 'c']);
    expect(await idsOf(query(items(), where('tags', 'array-contains-any', ['y', 'z'])))).toEqual(['b', 'c']);
  });

  it('combines filters with and / or', async () => {
    expect(await idsOf(query(items(), and(where('n', '>=', 2), where('group', '==', 'g2'))))).toEqual(['c', 'd']);
    expect(await idsOf(query(items(), or(where('n', '==', 1), where('group', '==', 'g3'))))).toEqual(['a', 'e']);
    expect(
      await idsOf(query(items(), or(and(where('group', '==', 'g1'), where('n', '>', 1)), where('tags', 'array-contains', 'x')))),
    ).toEqual(['a', 'b', 'c']);
  });

  it('orders with an implicit __name__ tie-breaker in the last direction', async () => {
    expect(await idsOf(query(items(), orderBy('n')))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await idsOf(query(items(), orderBy('n', 'desc')))).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(await idsOf(query(items(), orderBy('group', 'desc'), orderBy('n')))).toEqual(['e', 'c', 'd', 'a', 'b']);
  });

  it('pages with cursors and limits', async () => {
    const byN = query(items(), orderBy('n'));
    expect(await idsOf(query(byN, startAt(3)))).toEqual(['c', 'd', 'e']);
    expect(await idsOf(query(byN, startAfter(3)))).toEqual(['e']);
    expect(await idsOf(query(byN, endAt(2)))).toEqual(['a', 'b']);
    expect(await idsOf(query(byN, endBefore(3)))).toEqual(['a', 'b']);
    expect(await idsOf(query(byN, startAt(2), endAt(3)))).toEqual(['b', 'c', 'd']);
    const c = await getDoc(doc(items(), 'c'));
    expect(await idsOf(query(byN, startAfter(c)))).toEqual(['d', 'e']);
    expect(await idsOf(query(byN, endBefore(c)))).toEqual(['a', 'b']);
    expect(await idsOf(query(byN, limit(2)))).toEqual(['a', 'b']);
    expect(await idsOf(query(byN, limitToLast(2)))).toEqual(['d', 'e']);
    expect(await idsOf(query(byN, startAfter(1), limit(2)))).toEqual(['b', 'c']);
  });

  it('queries a collection group across parents', async () => {
    await setDoc(doc(db, 'cgRooms', 'r1', 'cgMessages', 'm1'), { n: 1 });
    await setDoc(doc(db, 'cgOther', 'o1', 'cgMessages', 'm2'), { n: 2 });
    await setDoc(doc(db, 'cgMessages', 'm3'), { n: 3 });
    await setDoc(doc(db, 'cgRooms', 'r1', 'cgMessagesNot', 'x'), { n: 4 });
    expect(await idsOf(query(collectionGroup(db, 'cgMessages'), orderBy('n')))).toEqual(['m1', 'm2', 'm3']);
    expect(await idsOf(query(collectionGroup(db, 'cgMessages'), where('n', '>=', 2)))).toEqual(['m2', 'm3']);
  });

  it('counts, sums and averages on the server', async () => {
    expect((await getCountFromServer(items())).data().count).toBe(6);
    expect((await getCountFromServer(query(items(), where('n', '>=', 3)))).data().count).toBe(3);
    const agg = await getAggregateFromServer(query(items(), where('group', 'in', ['g1', 'g2'])), {
      total: sum('n'),
      mean: average('n'),
      howMany: count(),
    });
    expect(agg.data()).toEqual({ total: 9, mean: 2.25, howMany: 4 });
    const none = await getAggregateFromServer(query(items(), where('n', '>', 100)), { total: sum('n'), mean: average('n') });
    expect(none.data()).toEqual({ total: 0, mean: null });
  });

  it('rejects a query the backend refuses with invalid-argument', async () => {
    const tooMany = Array.from({ length: 31 }, (_, i) => i);
    await expect(getDocs(query(items(), where('n', 'in', tooMany)))).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});

describe('listeners', () => {
  it('sees documents added, modified and removed by another client', async () => {
    const rooms = collection(db, 'liveRooms');
    const open = new Recorder<QuerySnapshot>();
    const all = new Recorder<QuerySnapshot>();
    const single = new Recorder<DocumentSnapshot>();
    const unsubscribers = [
      onSnapshot(query(rooms, where('status', '==', 'open')), open.push, open.fail),
      onSnapshot(query(rooms, orderBy('n')), all.push, all.fail),
      onSnapshot(doc(rooms, 'r1'), single.push, single.fail),
    ];
    try {
      expect((await open.next((s) => !s.metadata.fromCache)).size).toBe(0);
      expect((await all.next((s) => !s.metadata.fromCache)).size).toBe(0);
      expect((await single.next((s) => !s.metadata.fromCache)).exists()).toBe(false);

      await admin.doc(`liveRooms/r1`).set({ status: 'open', n: 1 });
      let snap = await open.next((s) => s.size === 1);
      expect(snap.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['added', 'r1']]);
      expect((await single.next((s) => s.exists())).data()).toEqual({ status: 'open', n: 1 });

      await admin.doc(`liveRooms/r2`).set({ status: 'closed', n: 0 });
      const both = await all.next((s) => s.size === 2);
      expect(ids(both)).toEqual(['r2', 'r1']);

      await admin.doc(`liveRooms/r1`).update({ n: 2 });
      snap = await open.next((s) => s.docChanges().some((c) => c.type === 'modified'));
      expect(snap.docChanges().map((c) => [c.type, c.doc.id, c.doc.get('n')])).toEqual([['modified', 'r1', 2]]);
      expect((await single.next((s) => s.get('n') === 2)).get('status')).toBe('open');

      await admin.doc(`liveRooms/r1`).update({ status: 'closed' });
      snap = await open.next((s) => s.size === 0);
      expect(snap.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['removed', 'r1']]);

      await admin.doc(`liveRooms/r1`).delete();
      expect((await single.next((s) => !s.exists())).exists()).toBe(false);
      const afterDelete = await all.next((s) => s.size === 1);
      expect(afterDelete.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['removed', 'r1']]);
    } finally {
      for (const unsubscribe of unsubscribers) unsubscribe();
    }
  });

  it('delivers its own writes after the server confirms them', async () => {
    const ref = doc(db, 'liveOwn', 'x');
    const seen = new Recorder<DocumentSnapshot>();
    const unsubscribe = onSnapshot(ref, { includeMetadataChanges: true }, seen.push, seen.fail);
    try {
      await seen.next((s) => !s.metadata.fromCache);
      await setDoc(ref, { v: 1 });
      const confirmed = await seen.next((s) => s.exists() && !s.metadata.hasPendingWrites);
      expect(confirmed.data()).toEqual({ v: 1 });
    } finally {
      unsubscribe();
    }
  });
});

describe('transactions', () => {
  it('reads and writes atomically', async () => {
    const from = doc(db, 'accounts', 'from');
    const to = doc(db, 'accounts', 'to');
    await setDoc(from, { balance: 100 });
    await setDoc(to, { balance: 0 });
    const moved = await runTransaction(db, async (tx) => {
      const a = await tx.get(from);
      const b = await tx.get(to);
      tx.update(from, { balance: a.get('balance') - 30 });
      tx.update(to, { balance: b.get('balance') + 30 });
      return 30;
    });
    expect(moved).toBe(30);
    expect((await getDoc(from)).get('balance')).toBe(70);
    expect((await getDoc(to)).get('balance')).toBe(30);
  });

  it('verifies documents it only read (sent as verify writes) and commits the rest', async () => {
    const limit = doc(db, 'accounts', 'limit');
    const order = doc(db, 'accounts', 'order');
    await setDoc(limit, { max: 5 });
    const read = await runTransaction(db, async (tx) => {
      const snap = await tx.get(limit);
      tx.set(order, { quantity: snap.get('max') });
      return snap.get('max');
    });
    expect(read).toBe(5);
    expect((await getDoc(order)).data()).toEqual({ quantity: 5 });
    expect((await getDoc(limit)).data()).toEqual({ max: 5 });
  });

  it('succeeds as a read-only transaction', async () => {
    const ref = doc(db, 'accounts', 'read-only');
    await setDoc(ref, { balance: 7 });
    await expect(runTransaction(db, async (tx) => (await tx.get(ref)).get('balance'))).resolves.toBe(7);
  });

  it('retries when a document it read changes before the commit', async () => {
    const ref = doc(db, 'counters', 'contended');
    await setDoc(ref, { n: 0 });
    let attempts = 0;
    await runTransaction(db, async (tx) => {
      attempts += 1;
      const snap = await tx.get(ref);
      if (attempts === 1) await admin.doc('counters/contended').set({ n: 10 });
      tx.set(ref, { n: snap.get('n') + 1 });
    });
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect((await getDoc(ref)).get('n')).toBe(11);
  });

  it('fails with failed-precondition when every attempt is invalidated', async () => {
    const ref = doc(db, 'counters', 'hopeless');
    await setDoc(ref, { n: 0 });
    let attempts = 0;
    const run = runTransaction(
      db,
      async (tx) => {
        attempts += 1;
        const snap = await tx.get(ref);
        await admin.doc('counters/hopeless').set({ n: 100 + attempts });
        tx.update(ref, { n: snap.get('n') + 1 });
      },
      { maxAttempts: 2 },
    );
    await expect(run).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(attempts).toBe(2);
    expect((await getDoc(ref)).get('n')).toBe(102);
  });
});

describe('errors', () => {
  it('answers not-found when updating a missing document', async () => {
    await expect(updateDoc(doc(db, 'errors', 'missing'), { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('answers already-exists when another client creates an existing document', async () => {
    await setDoc(doc(db, 'errors', 'taken'), { by: 'web' });
    await expect(admin.doc('errors/taken').create({ by: 'admin' })).rejects.toMatchObject({ code: 6 });
    expect((await getDoc(doc(db, 'errors', 'taken'))).data()).toEqual({ by: 'web' });
  });
});
