/**
 * Browser transactions are optimistic: reads through REST batchGet, then one REST commit guarded
 * by preconditions. A write from elsewhere between the two must make the SDK retry.
 */
import { describe, expect, it } from 'vitest';
import { firestoreHost, testProject } from '../support/emulator.js';
import { MODES, inPage, useBrowser, useFirestorePage } from './support/firestorePage.js';

const projectId = testProject('wc-transactions');
const browser = useBrowser(projectId);

/** Sets `count` on a document through the REST API, as another client would. */
async function setCountElsewhere(path: string, count: number): Promise<void> {
  const { host, port } = firestoreHost();
  const url = `http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents/${path}`;
  const res = await fetch(url, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: { count: { integerValue: String(count) } } }),
  });
  if (!res.ok) throw new Error(`REST write failed: ${res.status} ${await res.text()}`);
}

describe.each(MODES)('transactions from the browser ($name)', (mode) => {
  const page = useFirestorePage(browser, projectId, mode, (opened) =>
    opened.exposeFunction('setCountElsewhere', setCountElsewhere),
  );
  const coll = `${mode.name}-counters`;

  it('reads and writes atomically, creating a missing document', async () => {
    const result = await inPage(
      page(),
      async (g, coll) => {
        const fs = g.sdk.firestore;
        const counter = fs.doc(g.db, coll, 'plain');
        const audit = fs.doc(g.db, coll, 'plain-audit');
        const first = await fs.runTransaction(g.db, async (tx) => {
          const snap = await tx.get(counter);
          const next = snap.exists() ? (snap.data().count as number) + 1 : 1;
          tx.set(counter, { count: next });
          tx.set(audit, { last: next });
          return next;
        });
        const second = await fs.runTransaction(g.db, async (tx) => {
          const snap = await tx.get(counter);
          const next = (snap.data()?.count as number) + 1;
          tx.update(counter, { count: next });
          return next;
        });
        return {
          first,
          second,
          counter: (await fs.getDoc(counter)).data(),
          audit: (await fs.getDoc(audit)).data(),
        };
      },
      coll,
    );
    expect(result).toEqual({ first: 1, second: 2, counter: { count: 2 }, audit: { last: 1 } });
  });

  it('retries when another client writes a document it read', async () => {
    const path = `${coll}/contended`;
    await setCountElsewhere(path, 1);
    const result = await inPage(
      page(),
      async (g, { coll, path }) => {
        const fs = g.sdk.firestore;
        const setElsewhere = (window as unknown as { setCountElsewhere(p: string, n: number): Promise<void> })
          .setCountElsewhere;
        const ref = fs.doc(g.db, coll, 'contended');
        const seen: number[] = [];
        const final = await fs.runTransaction(g.db, async (tx) => {
          const count = (await tx.get(ref)).data()?.count as number;
          seen.push(count);
          // Only on the first attempt: the document changes after this transaction read it.
          if (seen.length === 1) await setElsewhere(path, 100);
          tx.update(ref, { count: count + 1 });
          return count + 1;
        });
        return { seen, final, stored: (await fs.getDoc(ref)).data() };
      },
      { coll, path },
    );
    expect(result.seen).toEqual([1, 100]);
    expect(result.final).toBe(101);
    expect(result.stored).toEqual({ count: 101 });
  });

  it('reports an error thrown by the update function without writing', async () => {
    const result = await inPage(
      page(),
      async (g, coll) => {
        const fs = g.sdk.firestore;
        const ref = fs.doc(g.db, coll, 'aborted');
        let message = 'resolved';
        try {
          await fs.runTransaction(g.db, async (tx) => {
            await tx.get(ref);
            tx.set(ref, { count: 1 });
            throw new Error('out of stock');
          });
        } catch (err) {
          message = (err as Error).message;
        }
        return { message, exists: (await fs.getDoc(ref)).exists() };
      },
      coll,
    );
    expect(result).toEqual({ message: 'out of stock', exists: false });
  });
});
