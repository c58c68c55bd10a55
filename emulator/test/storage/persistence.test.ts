/**
 * With a data directory the Storage backend keeps every object across restarts: bytes, metadata,
 * download tokens and deletions, whichever API wrote them.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { patternBytes } from './support/storagePage.js';
import { multipartBody, startOwnStorageServer, type OwnStorageServer } from './support/ownServer.js';

const BUCKET = 'demo-persist.appspot.com';
let dataDir: string;
const running: OwnStorageServer[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-persist-'));
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<OwnStorageServer> {
  const server = await startOwnStorageServer(dataDir);
  running.push(server);
  return server;
}

async function stop(server: OwnStorageServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.close();
}

const objectUrl = (origin: string, name: string) => `${origin}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;

async function firebaseUpload(origin: string, name: string, data: Buffer, metadata: Record<string, unknown>) {
  const { body, contentType } = multipartBody({ name, ...metadata }, data, String(metadata.contentType ?? 'application/octet-stream'));
  const res = await fetch(`${origin}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': contentType },
    body: new Uint8Array(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function readObject(origin: string, name: string) {
  const meta = await fetch(objectUrl(origin, name));
  if (meta.status !== 200) return { status: meta.status };
  const media = await fetch(`${objectUrl(origin, name)}?alt=media`);
  return { status: 200, metadata: (await meta.json()) as Record<string, unknown>, bytes: Buffer.from(await media.arrayBuffer()) };
}

describe('storage persistence', () => {
  it('keeps uploaded objects, their metadata and tokens across a restart', async () => {
    const first = await start();
    const bytes = patternBytes(300_000, 9);
    await firebaseUpload(first.origin, 'invoices/2024/01.pdf', bytes, {
      contentType: 'application/pdf',
      metadata: { dealer: 'D-1' },
    });
    const patched = await fetch(objectUrl(first.origin, 'invoices/2024/01.pdf'), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cacheControl: 'private', metadata: { reviewed: 'yes' } }),
    });
    expect(patched.status).toBe(200);
    const before = await readObject(first.origin, 'invoices/2024/01.pdf');
    await stop(first);

    const second = await start();
    const after = await readObject(second.origin, 'invoices/2024/01.pdf');
    expect(after.status).toBe(200);
    expect(after.metadata).toEqual(before.metadata);
    expect(after.metadata).toMatchObject({
      contentType: 'application/pdf',
      cacheControl: 'private',
      metageneration: '2',
      size: '300000',
      metadata: { dealer: 'D-1', reviewed: 'yes' },
    });
    expect(after.bytes?.equals(bytes)).toBe(true);
  });

  it('keeps objects written through the GCS API in chunks, and forgets deleted and overwritten data', async () => {
    const first = await start();
    const bytes = patternBytes(600_000, 10);
    const session = await fetch(`${first.origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&name=videos%2Fclip.bin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Upload-Content-Type': 'video/mp4' },
      body: JSON.stringify({ metadata: { camera: 'front' } }),
    });
    const location = session.headers.get('location');
    expect(location).toBeTruthy();
    const part = await fetch(location!, { method: 'PUT', headers: { 'Content-Range': 'bytes 0-262143/*' }, body: new Uint8Array(bytes.subarray(0, 262144)) });
    expect(part.status).toBe(308);
    const rest = await fetch(location!, { method: 'PUT', headers: { 'Content-Range': `bytes 262144-599999/600000` }, body: new Uint8Array(bytes.subarray(262144)) });
    expect(rest.status).toBe(200);

    await firebaseUpload(first.origin, 'tmp/delete-me.txt', Buffer.from('bye'), { contentType: 'text/plain' });
    expect((await fetch(objectUrl(first.origin, 'tmp/delete-me.txt'), { method: 'DELETE' })).status).toBe(204);
    await firebaseUpload(first.origin, 'notes.txt', Buffer.from('version one'), { contentType: 'text/plain' });
    const v2 = await firebaseUpload(first.origin, 'notes.txt', Buffer.from('version two!'), { contentType: 'text/plain' });
    await stop(first);

    const second = await start();
    const clip = await readObject(second.origin, 'videos/clip.bin');
    expect(clip.metadata).toMatchObject({ contentType: 'video/mp4', size: '600000', metadata: { camera: 'front' } });
    expect(clip.bytes?.equals(bytes)).toBe(true);
    expect((await readObject(second.origin, 'tmp/delete-me.txt')).status).toBe(404);
    const notes = await readObject(second.origin, 'notes.txt');
    expect(notes.bytes?.toString()).toBe('version two!');
    expect(notes.metadata?.generation).toBe(v2.generation);

    const listing = await fetch(`${second.origin}/storage/v1/b/${BUCKET}/o`);
    const names = ((await listing.json()) as { items: { name: string }[] }).items.map((i) => i.name);
    expect(names).toEqual(['notes.txt', 'videos/clip.bin']);
  });

  it('stays empty after a reset, and ignores half-written temp files', async () => {
    const first = await start();
    await firebaseUpload(first.origin, 'a.txt', Buffer.from('a'), { contentType: 'text/plain' });
    expect((await fetch(`${first.origin}/internal/reset`, { method: 'DELETE' })).status).toBe(200);
    await firebaseUpload(first.origin, 'b.txt', Buffer.from('b'), { contentType: 'text/plain' });
    await stop(first);
    // A crash mid-write leaves a temp file behind: it must not become an object.
    expect(await readdir(dataDir)).toEqual(['storage']);
    await writeFile(join(dataDir, 'storage', 'tmp', 'leftover'), 'partial');

    const second = await start();
    expect((await readObject(second.origin, 'a.txt')).status).toBe(404);
    expect((await readObject(second.origin, 'b.txt')).bytes?.toString()).toBe('b');
    const listing = (await (await fetch(`${second.origin}/v0/b/${BUCKET}/o`)).json()) as { items: { name: string }[] };
    expect(listing.items.map((i) => i.name)).toEqual(['b.txt']);
  });
});
