/**
 * Pages running the official `firebase/storage` web SDK against the Storage backend, and the admin
 * client for the same bucket, so tests can move files between the two.
 */
import type * as AppSdk from 'firebase/app';
import type * as StorageSdk from 'firebase/storage';
import type { Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { BrowserSession } from '../../support/browser.js';
import { storageHost } from '../../support/emulator.js';

/** What a page exposes on `window` once `openStoragePage` has run. */
export interface StoragePageGlobals {
  sdk: { app: typeof AppSdk; storage: typeof StorageSdk };
  storage: StorageSdk.FirebaseStorage;
  /** Page-side helpers: bytes cross the page boundary as plain number arrays. */
  bytes(length: number, seed: number): Uint8Array;
}

/** A bucket of its own per test file (and process), so files running in parallel never share objects. */
export function testBucket(name: string): string {
  return `demo-${name}-${process.pid}.appspot.com`;
}

/** Deterministic pseudo-random bytes; the page builds the same sequence with `window.bytes`. */
export function patternBytes(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

/** A fresh page with `window.storage` connected to the backend for `bucket`. */
export async function openStoragePage(browser: BrowserSession, bucket: string): Promise<Page> {
  const page = await browser.newPage();
  if (process.env.DEBUG_BROWSER) page.on('console', (m) => console.log(`[page] ${m.text()}`));
  const { host, port } = storageHost();
  await page.evaluate(
    ({ bucket, host, port, generator }) => {
      const g = window as unknown as StoragePageGlobals;
      const app = g.sdk.app.initializeApp({ projectId: bucket.split('.')[0], apiKey: 'test', storageBucket: bucket }, `page-${bucket}`);
      g.storage = g.sdk.storage.getStorage(app, `gs://${bucket}`);
      g.sdk.storage.connectStorageEmulator(g.storage, host, port);
      g.bytes = new Function('length', 'seed', generator) as StoragePageGlobals['bytes'];
    },
    { bucket, host, port, generator: PAGE_GENERATOR },
  );
  return page;
}

// `patternBytes` for the page, as a function body (the page has no access to Node modules).
const PAGE_GENERATOR = `
  const out = new Uint8Array(length);
  let x = (seed >>> 0) || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
`;

export interface AdminBucket {
  app: App;
  bucket: ReturnType<ReturnType<typeof getStorage>['bucket']>;
  close(): Promise<void>;
}

/** firebase-admin's `getStorage().bucket(name)`, talking to the backend through FIREBASE_STORAGE_EMULATOR_HOST. */
export function adminBucket(bucketName: string): AdminBucket {
  const app = initializeApp({ projectId: bucketName.split('.')[0], storageBucket: bucketName }, `admin-${bucketName}`);
  return { app, bucket: getStorage(app).bucket(bucketName), close: () => deleteApp(app) };
}

/** The HTTP status of a failed @google-cloud/storage call (firebase-admin's included), or 'resolved'. */
export async function statusOf(call: Promise<unknown>): Promise<number | string> {
  try {
    await call;
    return 'resolved';
  } catch (err) {
    return (err as { code?: number | string }).code ?? String(err);
  }
}
