/**
 * Live flow between SDKs: firebase-admin in Node (gRPC) and the web SDK in a browser (WebChannel)
 * see each other's writes through their listeners, also after the channels sat idle for longer
 * than the SDK's 60 s stream idle timeout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { testProject } from '../support/emulator.js';
import { MODES, closeFirestorePage, inPage, openFirestorePage, useBrowser, waitInPage } from './support/firestorePage.js';

const projectId = testProject('wc-cross-sdk');
/** Longer than the minute after which the SDK closes a stream left idle. */
const IDLE_MS = 65_000;

const browser = useBrowser(projectId);
let adminApp: App;
let admin: Firestore;
const pages = new Map<string, Page>();

/** An admin document listener that tests can wait on. */
interface AdminWatch {
  values: (DocumentData | 'missing')[];
  waitFor(count: number, timeoutMs?: number): Promise<(DocumentData | 'missing')[]>;
  stop(): void;
}

function watchWithAdmin(path: string): AdminWatch {
  const values: (DocumentData | 'missing')[] = [];
  const waiters = new Set<() => void>();
  let failure: Error | undefined;
  const stop = admin.doc(path).onSnapshot(
    (snap) => {
      values.push(snap.exists ? (snap.data() ?? {}) : 'missing');
      for (const wake of waiters) wake();
    },
    (err) => {
      failure = err;
      for (const wake of waiters) wake();
    },
  );
  return {
    values,
    stop,
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (failure) return finish(() => reject(failure));
          if (values.length >= count) finish(() => resolve([...values]));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`admin listener on ${path} saw ${JSON.stringify(values)}`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** Starts a browser document listener recording `data` or 'missing' under `state[key]`. */
function watchInBrowser(page: Page, key: string, path: string): Promise<void> {
  return inPage(
    page,
    (g, { key, path }) => {
      const fs = g.sdk.firestore;
      const seen: unknown[] = [];
      g.state[key] = seen;
      fs.onSnapshot(
        fs.doc(g.db, path),
        (snap) => seen.push(snap.exists() ? snap.data() : 'missing'),
        (err) => (g.state[`${key}:error`] = err.code),
      );
    },
    { key, path },
  );
}

async function browserSeen(page: Page, key: string, count: number): Promise<unknown[]> {
  await waitInPage(page, (g, { key, count }) => ((g.state[key] as unknown[]) ?? []).length >= count, { key, count });
  return inPage(page, (g, key) => g.state[key] as unknown[], key);
}

function browserSet(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  return inPage(
    page,
    async (g, { path, data }) => {
      const fs = g.sdk.firestore;
      await fs.setDoc(fs.doc(g.db, path), data);
    },
    { path, data },
  );
}

// Hooks run in registration order (after-hooks in reverse), so the browser is open here and the
// pages close before it does.
beforeAll(async () => {
  adminApp = initializeApp({ projectId }, `wc-cross-sdk-${process.pid}`);
  admin = getFirestore(adminApp);
  for (const mode of MODES) pages.set(mode.name, await openFirestorePage(browser(), projectId, mode));
});

afterAll(async () => {
  for (const page of pages.values()) await closeFirestorePage(page);
  if (adminApp) await deleteApp(adminApp);
});

describe.each(MODES)('firebase-admin and the web SDK ($name)', (mode) => {
  it("see each other's writes live", async () => {
    const page = pages.get(mode.name)!;
    const fromAdmin = `cross/${mode.name}-from-admin`;
    const fromBrowser = `cross/${mode.name}-from-browser`;

    await watchInBrowser(page, 'fromAdmin', fromAdmin);
    expect(await browserSeen(page, 'fromAdmin', 1)).toEqual(['missing']);
    await admin.doc(fromAdmin).set({ by: 'admin', n: 1 });
    expect(await browserSeen(page, 'fromAdmin', 2)).toEqual(['missing', { by: 'admin', n: 1 }]);
    await admin.doc(fromAdmin).update({ n: 2 });
    expect((await browserSeen(page, 'fromAdmin', 3)).at(-1)).toEqual({ by: 'admin', n: 2 });

    const watch = watchWithAdmin(fromBrowser);
    try {
      expect(await watch.waitFor(1)).toEqual(['missing']);
      await browserSet(page, fromBrowser, { by: 'browser', tags: ['x'] });
      expect(await watch.waitFor(2)).toEqual(['missing', { by: 'browser', tags: ['x'] }]);
    } finally {
      watch.stop();
    }
  });
});

describe('after the channels sat idle for more than a minute', () => {
  it(
    'still delivers writes live in both directions, streaming and long-polling',
    async () => {
      const watches = new Map<string, AdminWatch>();
      try {
        for (const mode of MODES) {
          const page = pages.get(mode.name)!;
          await watchInBrowser(page, 'idle', `idle/${mode.name}-admin-writes`);
          await browserSeen(page, 'idle', 1);
          // A write first, so the Write stream is open and then closes itself while idle.
          await browserSet(page, `idle/${mode.name}-warm-up`, { at: 'start' });
          const watch = watchWithAdmin(`idle/${mode.name}-browser-writes`);
          watches.set(mode.name, watch);
          await watch.waitFor(1);
        }

        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));

        for (const mode of MODES) {
          await admin.doc(`idle/${mode.name}-admin-writes`).set({ after: 'idle' });
        }
        for (const mode of MODES) {
          const page = pages.get(mode.name)!;
          expect((await browserSeen(page, 'idle', 2)).at(-1)).toEqual({ after: 'idle' });
          await browserSet(page, `idle/${mode.name}-browser-writes`, { after: 'idle', mode: mode.name });
          expect((await watches.get(mode.name)!.waitFor(2)).at(-1)).toEqual({ after: 'idle', mode: mode.name });
        }
      } finally {
        for (const watch of watches.values()) watch.stop();
      }
    },
    // The channels sit idle for IDLE_MS, then each mode makes a round trip in both directions.
    IDLE_MS + 60_000,
  );
});
