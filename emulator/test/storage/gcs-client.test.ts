/**
 * GCS JSON API behaviour the official emulator does not implement but the client library relies on
 * against production: chunked resumable uploads, preconditions, generations, gzip transcoding and
 * moves. Uses @google-cloud/storage with an explicit endpoint on a private instance of the backend
 * (so the client also exercises the `/storage/v1` path prefix).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Storage, type Bucket } from '@google-cloud/storage';
import { patternBytes, statusOf } from './support/storagePage.js';
import { startOwnStorageServer, type OwnStorageServer } from './support/ownServer.js';

let server: OwnStorageServer;
let bucket: Bucket;

beforeAll(async () => {
  server = await startOwnStorageServer();
  // The emulator variable would override the explicit endpoint, so it must not be seen at construction.
  const saved = process.env.STORAGE_EMULATOR_HOST;
  delete process.env.STORAGE_EMULATOR_HOST;
  try {
    bucket = new Storage({ apiEndpoint: server.origin, projectId: 'demo-gcs-client' }).bucket('demo-gcs-client.appspot.com');
  } finally {
    if (saved !== undefined) process.env.STORAGE_EMULATOR_HOST = saved;
  }
});

afterAll(async () => {
  await server?.close();
});

describe('GCS client against a private backend', () => {
  it('uploads in several resumable chunks (308 between them) and validates the download', async () => {
    const bytes = patternBytes(700_000, 3);
    const file = bucket.file('chunked/video.bin');
    let progressEvents = 0;
    await new Promise<void>((resolve, reject) => {
      const stream = file.createWriteStream({ chunkSize: 256 * 1024, contentType: 'video/mp4' });
      stream.on('progress', () => progressEvents++);
      stream.on('error', reject).on('finish', resolve);
      stream.end(bytes);
    });
    const [back] = await file.download({ validation: 'crc32c' });
    const [metadata] = await file.getMetadata();
    expect(back.equals(bytes)).toBe(true);
    expect(metadata).toMatchObject({ size: '700000', contentType: 'video/mp4' });
    expect(progressEvents).toBeGreaterThan(1);
    // The client really talked to this private instance.
    const direct = await fetch(`${server.origin}/storage/v1/b/${bucket.name}/o/${encodeURIComponent(file.name)}`);
    expect(direct.status).toBe(200);
  });

  it('honours ifGenerationMatch and ifMetagenerationMatch', async () => {
    const file = bucket.file('guarded/once.txt');
    await file.save('first', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    expect(await statusOf(file.save('second', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } }))).toBe(412);
    const [metadata] = await file.getMetadata();
    expect(await statusOf(file.setMetadata({ cacheControl: 'no-store' }, { ifMetagenerationMatch: 7 }))).toBe(412);
    await file.save('third', { resumable: false, preconditionOpts: { ifGenerationMatch: Number(metadata.generation) } });
    const [back] = await file.download();
    expect(back.toString()).toBe('third');
  });

  it('reads a pinned generation only while it is the live one', async () => {
    const file = bucket.file('versions/doc.txt');
    await file.save('v1', { resumable: false });
    const [first] = await file.getMetadata();
    const pinned = bucket.file('versions/doc.txt', { generation: Number(first.generation) });
    expect((await pinned.download())[0].toString()).toBe('v1');
    await file.save('v2', { resumable: false });
    expect(await statusOf(pinned.download())).toBe(404);
  });

  it('stores gzip uploads compressed and serves them decompressed', async () => {
    const text = 'compress me '.repeat(500);
    const file = bucket.file('gzip/text.txt');
    await file.save(text, { gzip: true, contentType: 'text/plain' });
    const [metadata] = await file.getMetadata();
    expect(metadata.contentEncoding).toBe('gzip');
    expect(Number(metadata.size)).toBeLessThan(text.length);
    expect((await file.download())[0].toString()).toBe(text);
    const plain = await fetch(`${server.origin}/download/storage/v1/b/${bucket.name}/o/${encodeURIComponent(file.name)}?alt=media`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(await plain.text()).toBe(text);
  });

  it('moves objects and lists buckets', async () => {
    await bucket.file('move/from.txt').save('moving', { resumable: false, metadata: { metadata: { k: 'v' } } });
    await bucket.file('move/from.txt').move('move/to.txt');
    expect((await bucket.file('move/from.txt').exists())[0]).toBe(false);
    const [metadata] = await bucket.file('move/to.txt').getMetadata();
    expect(metadata.metadata).toEqual({ k: 'v' });
    const [exists] = await bucket.exists();
    expect(exists).toBe(true);
  });
});
