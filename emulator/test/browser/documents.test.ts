/**
 * Document reads and writes from the browser SDK: Write stream commits, Listen-backed reads, field
 * transforms, batches and server error mapping, over streaming and long-polling WebChannel.
 */
import { describe, expect, it } from 'vitest';
import { firestoreHost, testProject } from '../support/emulator.js';
import { MODES, inPage, useBrowser, useFirestorePage } from './support/firestorePage.js';

const projectId = testProject('wc-documents');
const browser = useBrowser(projectId);

/** When the server created a document (its createTime), in milliseconds. */
async function createTimeMillis(path: string): Promise<number> {
  const { host, port } = firestoreHost();
  const res = await fetch(`http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  expect(res.status).toBe(200);
  const { createTime } = (await res.json()) as { createTime: string };
  return Date.parse(createTime);
}

describe.each(MODES)('documents over WebChannel ($name)', (mode) => {
  const page = useFirestorePage(browser, projectId, mode);
  const coll = `${mode.name}-products`;

  it('creates, reads, updates and deletes a document', async () => {
    const widget = {
      name: 'Widget',
      price: 10.5,
      stock: 3,
      active: true,
      tags: ['a', 'b'],
      dims: { w: 1, h: 2 },
      note: 'héllo ☃ 😀 — ✓',
      nothing: null,
    };
    // Written as a Timestamp, read back as milliseconds.
    const launched = 1_700_000_000_123;
    const result = await inPage(
      page(),
      async (g, { coll, widget, launched }) => {
        const fs = g.sdk.firestore;
        const ref = fs.doc(g.db, coll, 'widget');
        await fs.setDoc(ref, { ...widget, launched: fs.Timestamp.fromMillis(launched) });
        const created = await fs.getDoc(ref);
        const createdData = created.data() ?? {};
        await fs.updateDoc(ref, { price: 12, 'dims.d': 4, active: fs.deleteField() });
        const updated = (await fs.getDoc(ref)).data();
        await fs.setDoc(ref, { stock: 5 }, { merge: true });
        const merged = (await fs.getDoc(ref)).data();
        await fs.deleteDoc(ref);
        const deleted = await fs.getDoc(ref);
        return {
          existsAfterCreate: created.exists(),
          fromCache: created.metadata.fromCache,
          created: { ...createdData, launched: (createdData.launched as InstanceType<typeof fs.Timestamp>).toMillis() },
          updated: { ...updated, launched: undefined },
          merged: { price: merged?.price, stock: merged?.stock, name: merged?.name },
          existsAfterDelete: deleted.exists(),
        };
      },
      { coll, widget, launched },
    );
    expect(result.existsAfterCreate).toBe(true);
    expect(result.fromCache).toBe(false);
    expect(result.created).toEqual({ ...widget, launched });
    expect(result.updated).toMatchObject({ price: 12, dims: { w: 1, h: 2, d: 4 } });
    expect(result.updated).not.toHaveProperty('active');
    expect(result.merged).toEqual({ price: 12, stock: 5, name: 'Widget' });
    expect(result.existsAfterDelete).toBe(false);
  });

  it('reports a missing document as not existing', async () => {
    const exists = await inPage(
      page(),
      async (g, coll) => {
        const fs = g.sdk.firestore;
        return (await fs.getDoc(fs.doc(g.db, coll, 'never-written'))).exists();
      },
      coll,
    );
    expect(exists).toBe(false);
  });

  it('maps server errors to SDK codes and keeps the Write stream usable', async () => {
    const result = await inPage(
      page(),
      async (g, coll) => {
        const fs = g.sdk.firestore;
        let code = 'resolved';
        try {
          await fs.updateDoc(fs.doc(g.db, coll, 'missing'), { price: 1 });
        } catch (err) {
          code = (err as { code: string }).code;
        }
        // The failed write ends the stream; the next write must go through on a new one.
        const after = fs.doc(g.db, coll, 'after-error');
        await fs.setDoc(after, { ok: true });
        return { code, after: (await fs.getDoc(after)).data() };
      },
      coll,
    );
    expect(result.code).toBe('not-found');
    expect(result.after).toEqual({ ok: true });
  });

  it('applies serverTimestamp, increment, arrayUnion and arrayRemove', async () => {
    const result = await inPage(
      page(),
      async (g, coll) => {
        const fs = g.sdk.firestore;
        const ref = fs.doc(g.db, coll, 'transforms');
        await fs.setDoc(ref, { count: 1, ratio: 0.5, tags: ['a', 'b'], at: fs.serverTimestamp() });
        await fs.updateDoc(ref, {
          count: fs.increment(2),
          ratio: fs.increment(0.25),
          tags: fs.arrayUnion('c', 'a'),
          fresh: fs.increment(7),
        });
        await fs.updateDoc(ref, { tags: fs.arrayRemove('b', 'zzz'), list: fs.arrayUnion(1, 2) });
        const data = (await fs.getDoc(ref)).data() ?? {};
        const at = data.at as InstanceType<typeof fs.Timestamp>;
        return { ...data, at: at instanceof fs.Timestamp ? at.toMillis() : String(at) };
      },
      coll,
    );
    expect(result).toMatchObject({ count: 3, ratio: 0.75, tags: ['a', 'c'], fresh: 7, list: [1, 2] });
    // Dated by the server when the first write committed: this server gives the commit's time, Google's emulator
    // a time a few milliseconds before it.
    const created = await createTimeMillis(`${coll}/transforms`);
    expect(result.at).toBeLessThanOrEqual(created);
    expect(result.at).toBeGreaterThan(created - 1000);
  });

  it('commits a writeBatch atomically', async () => {
    const result = await inPage(
      page(),
      async (g, coll) => {
        const fs = g.sdk.firestore;
        const col = fs.collection(g.db, `${coll}-batch`);
        await fs.setDoc(fs.doc(col, 'old'), { v: 0 });
        await fs.setDoc(fs.doc(col, 'keep'), { v: 1 });

        const batch = fs.writeBatch(g.db);
        batch.set(fs.doc(col, 'a'), { v: 'a' });
        batch.set(fs.doc(col, 'b'), { v: 'b' });
        batch.update(fs.doc(col, 'keep'), { v: 2 });
        batch.delete(fs.doc(col, 'old'));
        await batch.commit();
        const afterCommit = (await fs.getDocs(col)).docs.map((d) => [d.id, d.data().v]);

        // One failing write (update of a missing document) must leave every other write unapplied.
        const failing = fs.writeBatch(g.db);
        failing.set(fs.doc(col, 'c'), { v: 'c' });
        failing.update(fs.doc(col, 'ghost'), { v: 'ghost' });
        let code = 'resolved';
        try {
          await failing.commit();
        } catch (err) {
          code = (err as { code: string }).code;
        }
        const afterFailure = (await fs.getDocs(col)).docs.map((d) => d.id);
        return { afterCommit, code, afterFailure };
      },
      coll,
    );
    expect(result.afterCommit).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['keep', 2],
    ]);
    expect(result.code).toBe('not-found');
    expect(result.afterFailure).toEqual(['a', 'b', 'keep']);
  });
});
