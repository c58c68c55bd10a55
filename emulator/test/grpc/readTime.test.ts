/**
 * Point-in-time reads through the official Node client (firebase-admin over gRPC): a read-only
 * transaction with a `readTime` sees documents, queries and aggregations as they were then, and a
 * read time in the future or older than what is kept gets production's error. REST reads take
 * `readTime` too (document get, list, runQuery, and beginTransaction with readOnly.readTime).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { AggregateField, FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { clearFirestore, firestoreHost, testProject } from '../support/emulator.js';

const PROJECT = testProject('read-time');
const DATABASE = `projects/${PROJECT}/databases/(default)`;
let app: App;
let db: Firestore;

beforeAll(async () => {
  await clearFirestore(PROJECT);
  app = initializeApp({ projectId: PROJECT }, `read-time-${process.pid}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await db?.terminate();
  if (app) await deleteApp(app);
});

/** A history: `before` is the read time after the first writes, before the later changes. */
async function history(collection: string) {
  const col = db.collection(collection);
  await col.doc('a').set({ n: 1, tag: 'x' });
  await col.doc('b').set({ n: 2, tag: 'x' });
  const last = await col.doc('gone').set({ n: 3, tag: 'x' });
  const before = last.writeTime;
  await col.doc('a').update({ n: 10 });
  await col.doc('gone').delete();
  await col.doc('new').set({ n: 100, tag: 'x' });
  return { col, before };
}

/** The server's time now: the time it gives a read. */
async function serverNow(): Promise<Timestamp> {
  return (await db.doc('rt-clock/none').get()).readTime;
}

const readOnlyAt = <T>(readTime: Timestamp, fn: (tx: FirebaseFirestore.Transaction) => Promise<T>) =>
  db.runTransaction(fn, { readOnly: true, readTime });

async function rest(path: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  const { host, port } = firestoreHost();
  const res = await fetch(`http://${host}:${port}/v1/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('read-only transactions at a read time', () => {
  it('see documents as they were', async () => {
    const { col, before } = await history('rt-docs');
    const [a, gone, added] = await readOnlyAt(before, (tx) => tx.getAll(col.doc('a'), col.doc('gone'), col.doc('new')));
    expect(a!.get('n')).toBe(1);
    expect(gone!.exists).toBe(true);
    expect(gone!.get('n')).toBe(3);
    expect(added!.exists).toBe(false);
    expect(a!.readTime.isEqual(before)).toBe(true);
    const single = await readOnlyAt(before, (tx) => tx.get(col.doc('a')));
    expect(single.get('n')).toBe(1);
    // Now, the same document has its latest value.
    expect((await col.doc('a').get()).get('n')).toBe(10);
  });

  it('run queries and aggregations over the data as it was', async () => {
    const { col, before } = await history('rt-queries');
    const snap = await readOnlyAt(before, (tx) => tx.get(col.where('tag', '==', 'x').orderBy('n')));
    expect(snap.docs.map((d) => [d.id, d.get('n')])).toEqual([['a', 1], ['b', 2], ['gone', 3]]);
    expect(snap.readTime.isEqual(before)).toBe(true);
    const ranged = await readOnlyAt(before, (tx) => tx.get(col.where('n', '>=', 2)));
    expect(ranged.docs.map((d) => d.id).sort()).toEqual(['b', 'gone']);

    const aggregate = col.where('tag', '==', 'x').aggregate({ count: AggregateField.count(), total: AggregateField.sum('n') });
    const past = await readOnlyAt(before, (tx) => tx.get(aggregate));
    expect(past.data()).toEqual({ count: 3, total: 6 });
    expect((await aggregate.get()).data()).toEqual({ count: 3, total: 112 });
  });

  it('see a collection group as it was', async () => {
    const parent = db.collection('rt-group').doc('p');
    await parent.collection('rt-items').doc('one').set({ v: 1 });
    const { writeTime } = await db.collection('rt-other').doc('q').collection('rt-items').doc('two').set({ v: 2 });
    await parent.collection('rt-items').doc('one').delete();
    await db.collection('rt-items').doc('three').set({ v: 3 });
    const snap = await readOnlyAt(writeTime, (tx) => tx.get(db.collectionGroup('rt-items').orderBy('v')));
    expect(snap.docs.map((d) => d.id)).toEqual(['one', 'two']);
  });

  it('refuse a read time in the future', async () => {
    const future = Timestamp.fromMillis((await serverNow()).toMillis() + 60_000);
    await expect(readOnlyAt(future, (tx) => tx.get(db.doc('rt-docs/a')))).rejects.toMatchObject({ code: 3 });
  });

  it('refuse a read time older than the versions kept, as production does', async () => {
    const old = Timestamp.fromMillis((await serverNow()).toMillis() - 2 * 60 * 60 * 1000);
    await expect(readOnlyAt(old, (tx) => tx.get(db.doc('rt-docs/a')))).rejects.toMatchObject({
      code: 9,
      details: 'The requested snapshot version is too old.',
    });
  });

  it('leave counters and later writes unaffected', async () => {
    const ref = db.doc('rt-counter/c');
    await ref.set({ n: FieldValue.increment(1) });
    const { writeTime } = await ref.set({ n: FieldValue.increment(1) }, { merge: true });
    await ref.set({ n: FieldValue.increment(5) }, { merge: true });
    expect((await readOnlyAt(writeTime, (tx) => tx.get(ref))).get('n')).toBe(2);
    expect((await ref.get()).get('n')).toBe(7);
  });
});

describe('readTime over REST', () => {
  it('applies to document gets, listings, queries and read-only transactions', async () => {
    const { before } = await history('rt-rest');
    const readTime = `${new Date(before.seconds * 1000).toISOString().slice(0, 19)}.${String(before.nanoseconds).padStart(9, '0')}Z`;
    const trimmed = (t: string) => t.replace(/\.?0*Z$/, 'Z');
    const root = `${DATABASE}/documents`;

    const got = await rest(`${root}/rt-rest/a?readTime=${encodeURIComponent(readTime)}`);
    expect(got.status).toBe(200);
    expect(got.body.fields).toEqual({ n: { integerValue: '1' }, tag: { stringValue: 'x' } });
    expect((await rest(`${root}/rt-rest/new?readTime=${encodeURIComponent(readTime)}`)).status).toBe(404);

    const listed = await rest(`${root}/rt-rest?readTime=${encodeURIComponent(readTime)}`);
    expect((listed.body.documents as { name: string }[]).map((d) => d.name.split('/').pop())).toEqual(['a', 'b', 'gone']);

    const query = await rest(`${root}:runQuery`, {
      method: 'POST',
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'rt-rest' }] }, readTime }),
    });
    const results = query.body as unknown as { document?: { name: string }; readTime: string }[];
    expect(results.map((r) => r.document!.name.split('/').pop())).toEqual(['a', 'b', 'gone']);
    expect(trimmed(results[0]!.readTime)).toBe(trimmed(readTime));

    const begun = await rest(`${DATABASE}/documents:beginTransaction`, {
      method: 'POST',
      body: JSON.stringify({ options: { readOnly: { readTime } } }),
    });
    const batch = await rest(`${DATABASE}/documents:batchGet`, {
      method: 'POST',
      body: JSON.stringify({ documents: [`${root}/rt-rest/gone`], transaction: begun.body.transaction }),
    });
    expect((batch.body as unknown as { found?: { fields: unknown } }[])[0]!.found?.fields).toEqual({
      n: { integerValue: '3' },
      tag: { stringValue: 'x' },
    });

    const tooOld = await rest(`${DATABASE}/documents:beginTransaction`, {
      method: 'POST',
      body: JSON.stringify({ options: { readOnly: { readTime: '2001-01-01T00:00:00Z' } } }),
    });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'The requested snapshot version is too old.' });
  });
});
