/**
 * Live listeners: one page listens, another page (an independent client) writes, so every change
 * the listener sees was pushed by the server over the Listen channel.
 */
import { describe, expect, it } from 'vitest';
import { testProject } from '../support/emulator.js';
import { MODES, inPage, useBrowser, useFirestorePage, waitInPage } from './support/firestorePage.js';

const projectId = testProject('wc-listeners');
const browser = useBrowser(projectId);

describe.each(MODES)('listeners over WebChannel ($name)', (mode) => {
  const reader = useFirestorePage(browser, projectId, mode);
  const writer = useFirestorePage(browser, projectId, mode);
  const prefix = mode.name;

  /** Starts a query listener in the reader recording `type:id` per change, one array per snapshot. */
  async function listenToQuery(key: string, coll: string, status: string): Promise<void> {
    await inPage(
      reader(),
      (g, { key, coll, status }) => {
        const fs = g.sdk.firestore;
        const snapshots: string[][] = [];
        g.state[key] = snapshots;
        g.state[`${key}:unsubscribe`] = fs.onSnapshot(
          fs.query(fs.collection(g.db, coll), fs.where('status', '==', status)),
          (snap) => snapshots.push(snap.docChanges().map((c) => `${c.type}:${c.doc.id}:${c.doc.get('n') ?? ''}`)),
          (err) => (g.state[`${key}:error`] = err.code),
        );
      },
      { key, coll, status },
    );
  }

  /** Flattened changes seen so far by the listener stored under `key`. */
  function changes(key: string): Promise<string[]> {
    return inPage(reader(), (g, key) => (g.state[key] as string[][]).flat(), key);
  }

  async function waitForChanges(key: string, count: number): Promise<string[]> {
    await waitInPage(reader(), (g, { key, count }) => ((g.state[key] as string[][]) ?? []).flat().length >= count, {
      key,
      count,
    });
    return changes(key);
  }

  /** Writes from the other client. */
  function write(op: 'set' | 'update' | 'delete', path: string, data?: Record<string, unknown>): Promise<void> {
    return inPage(
      writer(),
      async (g, { op, path, data }) => {
        const fs = g.sdk.firestore;
        const ref = fs.doc(g.db, path);
        if (op === 'set') await fs.setDoc(ref, data ?? {});
        else if (op === 'update') await fs.updateDoc(ref, data ?? {});
        else await fs.deleteDoc(ref);
      },
      { op, path, data },
    );
  }

  it('pushes added, modified and removed changes to a query listener', async () => {
    const coll = `${prefix}-orders`;
    await write('set', `${coll}/o1`, { status: 'open', n: 1 });
    await write('set', `${coll}/o2`, { status: 'closed', n: 1 });
    await listenToQuery('orders', coll, 'open');
    expect(await waitForChanges('orders', 1)).toEqual(['added:o1:1']);

    await write('set', `${coll}/o3`, { status: 'open', n: 1 });
    expect(await waitForChanges('orders', 2)).toEqual(['added:o1:1', 'added:o3:1']);

    await write('update', `${coll}/o1`, { n: 2 });
    expect((await waitForChanges('orders', 3)).at(-1)).toBe('modified:o1:2');

    // Leaving the query's result set and being deleted both read as `removed`.
    await write('update', `${coll}/o3`, { status: 'closed' });
    expect((await waitForChanges('orders', 4)).at(-1)).toBe('removed:o3:1');
    await write('update', `${coll}/o2`, { status: 'open', n: 3 });
    expect((await waitForChanges('orders', 5)).at(-1)).toBe('added:o2:3');
    await write('delete', `${coll}/o1`);
    expect((await waitForChanges('orders', 6)).at(-1)).toBe('removed:o1:2');

    const state = await inPage(reader(), (g) => ({ error: g.state['orders:error'] ?? null }), null);
    expect(state.error).toBeNull();
  });

  it('follows a single document through create, update and delete', async () => {
    const path = `${prefix}-profiles/p1`;
    await inPage(
      reader(),
      (g, path) => {
        const fs = g.sdk.firestore;
        const seen: unknown[] = [];
        g.state.profile = seen;
        g.state.profileUnsubscribe = fs.onSnapshot(fs.doc(g.db, path), (snap) =>
          seen.push(snap.exists() ? snap.data() : 'missing'),
        );
      },
      path,
    );
    await waitInPage(reader(), (g) => (g.state.profile as unknown[]).length === 1, null);

    await write('set', path, { name: 'Ada' });
    await waitInPage(reader(), (g) => (g.state.profile as unknown[]).length === 2, null);
    await write('update', path, { name: 'Ada L.', city: 'London' });
    await waitInPage(reader(), (g) => (g.state.profile as unknown[]).length === 3, null);
    await write('delete', path);
    await waitInPage(reader(), (g) => (g.state.profile as unknown[]).length === 4, null);

    const seen = await inPage(reader(), (g) => g.state.profile as unknown[], null);
    expect(seen).toEqual(['missing', { name: 'Ada' }, { name: 'Ada L.', city: 'London' }, 'missing']);
  });

  it('serves several listeners on one stream, and keeps serving after one stops', async () => {
    const a = `${prefix}-multi-a`;
    const b = `${prefix}-multi-b`;
    await listenToQuery('multiA', a, 'open');
    await listenToQuery('multiB', b, 'open');
    await listenToQuery('multiClosedB', b, 'closed');

    await write('set', `${a}/x`, { status: 'open', n: 1 });
    await write('set', `${b}/y`, { status: 'open', n: 1 });
    await write('set', `${b}/z`, { status: 'closed', n: 1 });
    expect(await waitForChanges('multiA', 1)).toEqual(['added:x:1']);
    expect(await waitForChanges('multiB', 1)).toEqual(['added:y:1']);
    expect(await waitForChanges('multiClosedB', 1)).toEqual(['added:z:1']);

    // Moving y between the two listeners of collection b: removed from one (with its old data), added to the other.
    await write('update', `${b}/y`, { status: 'closed', n: 2 });
    expect(await waitForChanges('multiB', 2)).toEqual(['added:y:1', 'removed:y:1']);
    expect(await waitForChanges('multiClosedB', 2)).toEqual(['added:z:1', 'added:y:2']);

    await inPage(reader(), (g) => (g.state['multiA:unsubscribe'] as () => void)(), null);
    await write('set', `${a}/x2`, { status: 'open', n: 1 });
    await write('set', `${b}/w`, { status: 'open', n: 1 });
    expect(await waitForChanges('multiB', 3)).toEqual(['added:y:1', 'removed:y:1', 'added:w:1']);
    expect(await changes('multiA')).toEqual(['added:x:1']);
  });
});
