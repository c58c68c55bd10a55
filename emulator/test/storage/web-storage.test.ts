/**
 * The official `firebase/storage` web SDK in headless Chromium against the Storage backend: uploads
 * (multipart, resumable, strings), metadata, downloads, listing, deletion, and files crossing between
 * the web SDK and firebase-admin.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { storageHost } from '../support/emulator.js';
import { adminBucket, openStoragePage, patternBytes, testBucket, type AdminBucket, type StoragePageGlobals } from './support/storagePage.js';

const bucket = testBucket('web-storage');
let browser: BrowserSession;
let page: Page;
let admin: AdminBucket;

beforeAll(async () => {
  browser = await openBrowser();
  page = await openStoragePage(browser, bucket);
  admin = adminBucket(bucket);
});

afterAll(async () => {
  await page?.close();
  await browser?.close();
  await admin?.close();
});

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');

describe('uploads', () => {
  it('uploadBytes stores bytes and metadata, and getMetadata reads them back', async () => {
    const result = await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, uploadBytes, getMetadata } = g.sdk.storage;
      const target = ref(g.storage, 'docs/hello.bin');
      const uploaded = await uploadBytes(target, g.bytes(1000, 7), {
        contentType: 'application/x-test',
        customMetadata: { owner: 'alice', purpose: 'conformance' },
      });
      const read = await getMetadata(target);
      const view = (m: typeof read) => ({
        fullPath: m.fullPath,
        name: m.name,
        bucket: m.bucket,
        size: m.size,
        contentType: m.contentType,
        customMetadata: m.customMetadata,
        md5Hash: m.md5Hash,
        generation: m.generation,
        metageneration: m.metageneration,
        timeCreated: m.timeCreated,
        updated: m.updated,
      });
      return { uploaded: view(uploaded.metadata), read: view(read), refPath: uploaded.ref.fullPath };
    });
    expect(result.read).toEqual(result.uploaded);
    expect(result.refPath).toBe('docs/hello.bin');
    expect(result.read).toMatchObject({
      fullPath: 'docs/hello.bin',
      name: 'hello.bin',
      bucket,
      size: 1000,
      contentType: 'application/x-test',
      customMetadata: { owner: 'alice', purpose: 'conformance' },
      md5Hash: md5(patternBytes(1000, 7)),
      metageneration: '1',
    });
    expect(result.read.generation).toMatch(/^\d+$/);
    expect(Number.isNaN(Date.parse(result.read.timeCreated))).toBe(false);
  });

  it('uploadBytesResumable sends a large file in several chunks, reporting increasing progress', async () => {
    const size = 1_200_000; // above the SDK's 256 KiB resumable threshold and its first chunk sizes
    const result = await page.evaluate(async (size) => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, uploadBytesResumable, getBytes } = g.sdk.storage;
      const target = ref(g.storage, 'big/blob.bin');
      const task = uploadBytesResumable(target, g.bytes(size, 11), { contentType: 'application/octet-stream' });
      const progress: number[] = [];
      const states: string[] = [];
      task.on('state_changed', (snap) => {
        progress.push(snap.bytesTransferred);
        states.push(snap.state);
      });
      const done = await task;
      const back = new Uint8Array(await getBytes(target));
      const expected = g.bytes(size, 11);
      return {
        progress,
        states,
        state: done.state,
        transferred: done.bytesTransferred,
        total: done.totalBytes,
        storedSize: done.metadata.size,
        same: back.length === expected.length && back.every((b, i) => b === expected[i]),
      };
    }, size);
    expect(result.state).toBe('success');
    expect(result.total).toBe(size);
    expect(result.transferred).toBe(size);
    expect(result.storedSize).toBe(size);
    expect(result.same).toBe(true);
    expect(result.progress.at(-1)).toBe(size);
    for (let i = 1; i < result.progress.length; i++) expect(result.progress[i]).toBeGreaterThanOrEqual(result.progress[i - 1]);
    const partial = new Set(result.progress.filter((p) => p > 0 && p < size));
    expect(partial.size).toBeGreaterThanOrEqual(2);
  });

  it('uploadString accepts raw, base64 and data URL strings', async () => {
    const result = await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, uploadString, getBytes, getMetadata } = g.sdk.storage;
      const raw = ref(g.storage, 'strings/raw.txt');
      const b64 = ref(g.storage, 'strings/b64.bin');
      const dataUrl = ref(g.storage, 'strings/data-url.txt');
      await uploadString(raw, 'héllo wörld ✓', 'raw');
      await uploadString(b64, 'AAEC/w==', 'base64');
      await uploadString(dataUrl, 'data:text/plain;base64,SGkgdGhlcmU=', 'data_url');
      return {
        raw: new TextDecoder().decode(await getBytes(raw)),
        b64: Array.from(new Uint8Array(await getBytes(b64))),
        dataUrl: new TextDecoder().decode(await getBytes(dataUrl)),
        dataUrlType: (await getMetadata(dataUrl)).contentType,
      };
    });
    expect(result).toEqual({ raw: 'héllo wörld ✓', b64: [0, 1, 2, 255], dataUrl: 'Hi there', dataUrlType: 'text/plain' });
  });
});

describe('metadata', () => {
  it('updateMetadata merges custom metadata, changes content type and removes fields set to null', async () => {
    const result = await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, uploadString, updateMetadata, getMetadata } = g.sdk.storage;
      const target = ref(g.storage, 'meta/report.txt');
      const created = await uploadString(target, 'a,b\n1,2\n', 'raw', {
        contentType: 'text/plain',
        cacheControl: 'max-age=60',
        customMetadata: { a: '1', b: '2' },
      });
      const first = await updateMetadata(target, { contentType: 'text/csv', customMetadata: { b: '3', c: '4' } });
      // The SDK's types do not admit null, but the service documents null as "delete this field".
      const removal = { cacheControl: null, customMetadata: { a: null } } as unknown as Parameters<typeof updateMetadata>[1];
      const second = await updateMetadata(target, removal);
      const read = await getMetadata(target);
      return {
        created: { generation: created.metadata.generation, metageneration: created.metadata.metageneration },
        first: {
          contentType: first.contentType,
          customMetadata: first.customMetadata,
          cacheControl: first.cacheControl,
          metageneration: first.metageneration,
        },
        second: { cacheControl: second.cacheControl ?? null, customMetadata: second.customMetadata },
        read: { generation: read.generation, metageneration: read.metageneration, contentType: read.contentType, size: read.size },
      };
    });
    expect(result.first).toEqual({
      contentType: 'text/csv',
      customMetadata: { a: '1', b: '3', c: '4' },
      cacheControl: 'max-age=60',
      metageneration: '2',
    });
    expect(result.second).toEqual({ cacheControl: null, customMetadata: { b: '3', c: '4' } });
    expect(result.read).toEqual({ generation: result.created.generation, metageneration: '3', contentType: 'text/csv', size: 8 });
  });
});

describe('downloads', () => {
  it('getDownloadURL gives a tokenised URL on the emulator host that serves the bytes', async () => {
    const path = 'photos/summer trip/ünï #1.png';
    const { host, port } = storageHost();
    const result = await page.evaluate(async (path) => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, uploadBytes, getDownloadURL } = g.sdk.storage;
      const target = ref(g.storage, path);
      await uploadBytes(target, g.bytes(5000, 3), { contentType: 'image/png' });
      const url = await getDownloadURL(target);
      const response = await fetch(url);
      const body = new Uint8Array(await response.arrayBuffer());
      const expected = g.bytes(5000, 3);
      return {
        url,
        status: response.status,
        contentType: response.headers.get('content-type'),
        same: body.length === expected.length && body.every((b, i) => b === expected[i]),
      };
    }, path);
    const prefix = `http://${host}:${port}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=`;
    expect(result.url.startsWith(prefix)).toBe(true);
    expect(result.url.length).toBeGreaterThan(prefix.length);
    expect(result).toMatchObject({ status: 200, contentType: 'image/png', same: true });
  });

  it('getBytes and getBlob return the content, and maxDownloadSizeBytes limits it', async () => {
    const result = await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, uploadBytes, getBytes, getBlob } = g.sdk.storage;
      const target = ref(g.storage, 'downloads/data.bin');
      await uploadBytes(target, g.bytes(3000, 5), { contentType: 'application/x-data' });
      const all = new Uint8Array(await getBytes(target));
      const head = new Uint8Array(await getBytes(target, 100));
      const blob = await getBlob(target);
      const expected = g.bytes(3000, 5);
      return {
        all: all.length === 3000 && all.every((b, i) => b === expected[i]),
        head: head.length === 100 && head.every((b, i) => b === expected[i]),
        blobSize: blob.size,
        blobType: blob.type,
      };
    });
    expect(result).toEqual({ all: true, head: true, blobSize: 3000, blobType: 'application/x-data' });
  });
});

describe('listing', () => {
  beforeAll(async () => {
    await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, uploadString } = g.sdk.storage;
      const paths = ['tree/a.txt', 'tree/b.txt', 'tree/sub1/x.txt', 'tree/sub2/y.txt', 'tree/sub2/deep/z.txt'];
      for (let i = 1; i <= 5; i++) paths.push(`tree/flat/f${i}.txt`);
      await Promise.all(paths.map((p) => uploadString(ref(g.storage, p), p)));
    });
  });

  it('listAll returns the files of a folder and its sub-folders as prefixes', async () => {
    const result = await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, listAll } = g.sdk.storage;
      const tree = await listAll(ref(g.storage, 'tree'));
      const root = await listAll(ref(g.storage));
      return {
        items: tree.items.map((r) => r.fullPath),
        prefixes: tree.prefixes.map((r) => r.fullPath),
        rootPrefixes: root.prefixes.map((r) => r.fullPath),
        rootItems: root.items.map((r) => r.fullPath),
      };
    });
    expect(result.items).toEqual(['tree/a.txt', 'tree/b.txt']);
    expect(result.prefixes).toEqual(['tree/flat', 'tree/sub1', 'tree/sub2']);
    expect(result.rootPrefixes).toContain('tree');
    expect(result.rootItems).toEqual([]);
  });

  it('list pages through a folder with maxResults and pageToken', async () => {
    const pages = await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, list } = g.sdk.storage;
      const folder = ref(g.storage, 'tree/flat');
      const seen: { items: string[]; token?: string }[] = [];
      let pageToken: string | undefined;
      do {
        const result = await list(folder, { maxResults: 2, pageToken });
        seen.push({ items: result.items.map((r) => r.name), token: result.nextPageToken });
        pageToken = result.nextPageToken;
      } while (pageToken && seen.length < 10);
      return seen;
    });
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.slice(0, 2).every((p) => typeof p.token === 'string' && p.token.length > 0)).toBe(true);
    expect(pages[2].token).toBeUndefined();
    expect(pages.flatMap((p) => p.items)).toEqual(['f1.txt', 'f2.txt', 'f3.txt', 'f4.txt', 'f5.txt']);
  });
});

describe('deletion', () => {
  it('deleteObject removes the file; reads of it then fail with storage/object-not-found', async () => {
    const result = await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, uploadString, deleteObject, getMetadata, getBytes, getDownloadURL } = g.sdk.storage;
      const target = ref(g.storage, 'trash/gone.txt');
      await uploadString(target, 'short-lived');
      await deleteObject(target);
      const codeOf = (p: Promise<unknown>) => p.then(() => 'resolved', (e: { code?: string }) => e.code ?? String(e));
      return {
        metadata: await codeOf(getMetadata(target)),
        bytes: await codeOf(getBytes(target)),
        url: await codeOf(getDownloadURL(target)),
        deleteAgain: await codeOf(deleteObject(target)),
        neverExisted: await codeOf(getMetadata(ref(g.storage, 'trash/never.txt'))),
      };
    });
    expect(result).toEqual({
      metadata: 'storage/object-not-found',
      bytes: 'storage/object-not-found',
      url: 'storage/object-not-found',
      deleteAgain: 'storage/object-not-found',
      neverExisted: 'storage/object-not-found',
    });
  });
});

describe('across clients', () => {
  it('a file saved by firebase-admin is readable through the web SDK, download URL included', async () => {
    const bytes = patternBytes(70_000, 21);
    await admin.bucket.file('shared/from-admin.bin').save(bytes, { contentType: 'application/x-admin', metadata: { metadata: { origin: 'admin' } } });
    const result = await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, getBytes, getMetadata, getDownloadURL } = g.sdk.storage;
      const target = ref(g.storage, 'shared/from-admin.bin');
      const expected = g.bytes(70_000, 21);
      const same = (b: Uint8Array) => b.length === expected.length && b.every((x, i) => x === expected[i]);
      const meta = await getMetadata(target);
      const viaUrl = new Uint8Array(await (await fetch(await getDownloadURL(target))).arrayBuffer());
      return {
        bytes: same(new Uint8Array(await getBytes(target))),
        viaUrl: same(viaUrl),
        contentType: meta.contentType,
        customMetadata: meta.customMetadata,
        size: meta.size,
      };
    });
    expect(result).toEqual({ bytes: true, viaUrl: true, contentType: 'application/x-admin', customMetadata: { origin: 'admin' }, size: 70_000 });
  });

  it('a file uploaded through the web SDK downloads with firebase-admin', async () => {
    await page.evaluate(async () => {
      const g = window as unknown as StoragePageGlobals;
      const { ref, uploadBytes } = g.sdk.storage;
      await uploadBytes(ref(g.storage, 'shared/from-web.bin'), g.bytes(4096, 99), {
        contentType: 'application/x-web',
        customMetadata: { origin: 'web' },
      });
    });
    const file = admin.bucket.file('shared/from-web.bin');
    const [contents] = await file.download();
    const [metadata] = await file.getMetadata();
    expect(contents.equals(patternBytes(4096, 99))).toBe(true);
    expect(metadata.contentType).toBe('application/x-web');
    expect(Number(metadata.size)).toBe(4096);
    expect(metadata.metadata).toMatchObject({ origin: 'web' });
    expect(typeof metadata.metadata?.firebaseStorageDownloadTokens).toBe('string');
  });
});
