/**
 * firebase-admin's `getStorage().bucket()` (@google-cloud/storage over the GCS JSON API) against the
 * Storage backend: uploads of every kind, downloads with integrity checks, metadata, listing, copies
 * and deletion.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRC32C } from '@google-cloud/storage';
import { getDownloadURL } from 'firebase-admin/storage';
import { adminBucket, patternBytes, statusOf, testBucket, type AdminBucket } from './support/storagePage.js';

const bucketName = testBucket('admin-storage');
let admin: AdminBucket;

beforeAll(() => {
  admin = adminBucket(bucketName);
});

afterAll(async () => {
  await admin?.close();
});

const file = (name: string) => admin.bucket.file(name);
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');
/** The client library's own CRC32C, an independent check of the server's checksum. */
const crc32c = (bytes: Buffer) => {
  const crc = new CRC32C();
  crc.update(bytes);
  return crc.toString();
};

describe('save and download', () => {
  it('round-trips binary bytes through a resumable upload (the default)', async () => {
    const bytes = patternBytes(100_000, 1);
    await file('bin/resumable.bin').save(bytes, { contentType: 'application/octet-stream' });
    const [back] = await file('bin/resumable.bin').download();
    expect(back.equals(bytes)).toBe(true);
  });

  it('round-trips through a single multipart upload', async () => {
    const bytes = patternBytes(2048, 2);
    await file('bin/multipart.bin').save(bytes, { resumable: false, contentType: 'application/x-multi' });
    const [back] = await file('bin/multipart.bin').download();
    const [metadata] = await file('bin/multipart.bin').getMetadata();
    expect(back.equals(bytes)).toBe(true);
    expect(metadata.contentType).toBe('application/x-multi');
  });

  it('downloads a byte range', async () => {
    const bytes = patternBytes(10_000, 4);
    await file('bin/ranged.bin').save(bytes);
    const [slice] = await file('bin/ranged.bin').download({ start: 100, end: 199 });
    expect(slice.equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('reports a missing object as 404', async () => {
    expect(await statusOf(file('bin/missing.bin').download())).toBe(404);
    expect(await statusOf(file('bin/missing.bin').getMetadata())).toBe(404);
  });
});

describe('metadata', () => {
  it('getMetadata returns the object resource with checksums of the stored bytes', async () => {
    const bytes = patternBytes(12_345, 5);
    await file('meta/report.pdf').save(bytes, {
      contentType: 'application/pdf',
      metadata: { cacheControl: 'no-cache', metadata: { dealer: 'D-17', pages: '3' } },
    });
    const [metadata] = await file('meta/report.pdf').getMetadata();
    expect(metadata).toMatchObject({
      kind: 'storage#object',
      name: 'meta/report.pdf',
      bucket: bucketName,
      contentType: 'application/pdf',
      cacheControl: 'no-cache',
      md5Hash: md5(bytes),
      crc32c: crc32c(bytes),
      metadata: { dealer: 'D-17', pages: '3' },
    });
    expect(Number(metadata.size)).toBe(12_345);
    expect(String(metadata.generation)).toMatch(/^\d+$/);
    expect(String(metadata.metageneration)).toBe('1');
    expect(Number.isNaN(Date.parse(String(metadata.timeCreated)))).toBe(false);
  });

  it('setMetadata merges custom metadata and removes keys set to null', async () => {
    await file('meta/notes.txt').save('notes', { contentType: 'text/plain', metadata: { metadata: { a: '1', b: '2' } } });
    await file('meta/notes.txt').setMetadata({ metadata: { b: null, c: '3' }, contentLanguage: 'en' });
    const [metadata] = await file('meta/notes.txt').getMetadata();
    expect(metadata.metadata).toEqual({ a: '1', c: '3' });
    expect(metadata.contentLanguage).toBe('en');
    expect(String(metadata.metageneration)).toBe('2');
  });

  it('exists tells present from absent objects', async () => {
    await file('meta/here.txt').save('here');
    expect(await file('meta/here.txt').exists()).toEqual([true]);
    expect(await file('meta/absent.txt').exists()).toEqual([false]);
  });

  it('getDownloadURL (firebase-admin) gives a URL that serves the bytes', async () => {
    const bytes = patternBytes(3000, 6);
    await file('meta/linked.bin').save(bytes);
    const url = await getDownloadURL(file('meta/linked.bin'));
    expect(url).toContain(`/v0/b/${bucketName}/o/${encodeURIComponent('meta/linked.bin')}?alt=media&token=`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('listing', () => {
  beforeAll(async () => {
    const names = ['list/a.txt', 'list/b.txt', 'list/sub/c.txt', 'list/sub/deeper/d.txt', 'list/other/e.txt', 'listing-neighbour.txt'];
    await Promise.all(names.map((name) => file(name).save(name, { resumable: false })));
  });

  it('getFiles with a prefix returns every object below it', async () => {
    const [files] = await admin.bucket.getFiles({ prefix: 'list/' });
    expect(files.map((f) => f.name)).toEqual(['list/a.txt', 'list/b.txt', 'list/other/e.txt', 'list/sub/c.txt', 'list/sub/deeper/d.txt']);
  });

  it('getFiles with a delimiter folds deeper objects into prefixes', async () => {
    const [files, , response] = await admin.bucket.getFiles({ prefix: 'list/', delimiter: '/', autoPaginate: false });
    expect(files.map((f) => f.name)).toEqual(['list/a.txt', 'list/b.txt']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['list/other/', 'list/sub/']);
  });

  it('getFiles pages with maxResults and pageToken', async () => {
    const [first, next] = await admin.bucket.getFiles({ prefix: 'list/sub/', maxResults: 1, autoPaginate: false });
    expect(first.map((f) => f.name)).toEqual(['list/sub/c.txt']);
    expect(next).toMatchObject({ pageToken: expect.any(String) });
    const [second, last] = await admin.bucket.getFiles({ ...next, autoPaginate: false });
    expect(second.map((f) => f.name)).toEqual(['list/sub/deeper/d.txt']);
    expect(last).toBeNull();
  });
});

describe('copy and delete', () => {
  it('copy duplicates bytes and metadata under a new name', async () => {
    const bytes = patternBytes(5000, 8);
    await file('copy/source.bin').save(bytes, { contentType: 'application/x-src', metadata: { metadata: { tag: 'x' } } });
    await file('copy/source.bin').copy(file('copy/target.bin'));
    const [back] = await file('copy/target.bin').download();
    const [metadata] = await file('copy/target.bin').getMetadata();
    expect(back.equals(bytes)).toBe(true);
    expect(metadata).toMatchObject({ contentType: 'application/x-src', metadata: { tag: 'x' } });
  });

  it('delete removes the object; deleting it again is a 404', async () => {
    await file('trash/old.txt').save('old');
    await file('trash/old.txt').delete();
    expect(await file('trash/old.txt').exists()).toEqual([false]);
    expect(await statusOf(file('trash/old.txt').delete())).toBe(404);
  });
});
