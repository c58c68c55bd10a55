/**
 * Pages running the official web SDK against the backend, one Firestore instance per page so each
 * page is an independent client (its own Listen and Write channels).
 */
import type * as AppSdk from 'firebase/app';
import type * as FirestoreSdk from 'firebase/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type BrowserSession } from '../../support/browser.js';
import { clearFirestore, firestoreHost } from '../../support/emulator.js';

/** What a page exposes on `window` once `openFirestorePage` has run. */
export interface PageGlobals {
  sdk: { app: typeof AppSdk; firestore: typeof FirestoreSdk };
  db: FirestoreSdk.Firestore;
  /** Scratch state written by listeners in the page and polled from the test. */
  state: Record<string, unknown>;
}

export interface TransportMode {
  name: string;
  longPolling: boolean;
}

/** Streaming is the SDK default; long polling is what proxies and some networks force. */
export const MODES: TransportMode[] = [
  { name: 'streaming', longPolling: false },
  { name: 'long-polling', longPolling: true },
];

/**
 * Clears the project's data and opens Chromium before the tests of the file, and closes it after
 * them. Call at the top level of a test file; the returned function gives the session in hooks and tests.
 */
export function useBrowser(projectId: string): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    await clearFirestore(projectId);
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => opened(session, 'browser');
}

/**
 * A Firestore page for the tests of the enclosing describe block: opened (and then `setup` run on
 * it) before them, closed after them. The returned function gives the page in hooks and tests.
 */
export function useFirestorePage(
  browser: () => BrowserSession,
  projectId: string,
  mode: TransportMode,
  setup?: (page: Page) => Promise<unknown>,
): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await openFirestorePage(browser(), projectId, mode);
    await setup?.(page);
  });
  afterAll(async () => {
    await closeFirestorePage(page);
  });
  return () => opened(page, 'page');
}

function opened<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The ${what} opens in beforeAll: use it in hooks and tests only.`);
  return value;
}

/** A fresh page (own browser context) with `window.db` connected to the backend. */
export async function openFirestorePage(
  browser: BrowserSession,
  projectId: string,
  mode: TransportMode,
): Promise<Page> {
  const page = await browser.newPage();
  if (process.env.DEBUG_BROWSER) page.on('console', (m) => console.log(`[page ${mode.name}] ${m.text()}`));
  const { host, port } = firestoreHost();
  await page.evaluate(
    ({ projectId, longPolling, host, port }) => {
      const g = window as unknown as PageGlobals;
      const app = g.sdk.app.initializeApp({ projectId, apiKey: 'test' }, `page-${projectId}`);
      const db = g.sdk.firestore.initializeFirestore(app, { experimentalForceLongPolling: longPolling });
      g.sdk.firestore.connectFirestoreEmulator(db, host, port);
      g.db = db;
      g.state = {};
    },
    { projectId, longPolling: mode.longPolling, host, port },
  );
  return page;
}

/** Terminates the page's Firestore instance (its channels end cleanly) and closes the page. */
export async function closeFirestorePage(page: Page | undefined): Promise<void> {
  if (!page || page.isClosed()) return;
  await page
    .evaluate(() => {
      const g = window as unknown as PageGlobals;
      return g.sdk.firestore.terminate(g.db);
    })
    .catch(() => undefined);
  await page.close();
}

/**
 * Runs `fn(window, arg)` in the page. `fn` is sent as source text, so it may use only its
 * parameters (no imports or outer variables), like any Playwright page function.
 */
export function inPage<A, R>(page: Page, fn: (g: PageGlobals, arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return page.evaluate(
    ({ source, arg }) => (0, eval)(`(${source})`)(window, arg) as R | Promise<R>,
    { source: fn.toString(), arg },
  );
}

/**
 * Waits until `predicate(window, arg)` holds in the page (state written by listeners). On timeout
 * the page's `state` is part of the error, so a failure says what the page did see.
 */
export async function waitInPage<A>(
  page: Page,
  predicate: (g: PageGlobals, arg: A) => boolean,
  arg: A,
  timeout = 15_000,
): Promise<void> {
  try {
    await page.waitForFunction(
      ({ source, arg }) => Boolean((0, eval)(`(${source})`)(window, arg)),
      { source: predicate.toString(), arg },
      { timeout, polling: 50 },
    );
  } catch (err) {
    const state = await page
      .evaluate(() => JSON.stringify((window as unknown as PageGlobals).state))
      .catch(() => '(page unavailable)');
    throw new Error(`${(err as Error).message}\npage state: ${state}`);
  }
}
