/**
 * Wire-level behaviour of the Storage backend that the SDKs only touch on their error paths: CORS,
 * bad input, resumable session edge cases, ranges and the reset endpoint. Runs on a private instance.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, startOwnStorageServer, type OwnStorageServer } from './support/ownServer.js';

const BUCKET = 'demo-protocol.appspot.com';
let server: OwnStorageServer;

beforeAll(async () => {
  server = await startOwnStorageServer();
});

afterAll(async () => {
  await server?.close();
});

const firebase = (path: string) => `${server.origin}/v0/b/${BUCKET}/o${path}`;
const bytes = (text: string) => new TextEncoder().encode(text);

async function upload(name: string, data: string, metadata: Record<string, unknown> = {}) {
  const { body, contentType } = multipartBody({ name, ...metadata }, Buffer.from(data), 'text/plain');
  return fetch(firebase(`?name=${encodeURIComponent(name)}`), {
    method: 'POST',
    headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': contentType },
    body: new Uint8Array(body),
  });
}

async function errorOf(res: Response) {
  return { status: res.status, body: (await res.json()) as { error: { code: number; message: string } } };
}

async function startResumable(name: string, size: number): Promise<string> {
  const res = await fetch(firebase(`?name=${encodeURIComponent(name)}`), {
    method: 'POST',
    headers: {
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
      'X-Goog-Upload-Header-Content-Length': String(size),
      'X-Goog-Upload-Header-Content-Type': 'text/plain',
      'Content-Type': 'application/json; charset=utf-8',
    },
    body: JSON.stringify({ name, contentType: 'text/plain' }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-goog-upload-status')).toBe('active');
  return res.headers.get('x-goog-upload-url')!;
}

describe('CORS', () => {
  it('answers preflights for the upload headers and exposes the protocol headers', async () => {
    const origin = 'http://app.localhost:5173';
    const preflight = await fetch(firebase('?name=x'), {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-goog-upload-protocol,x-goog-upload-command,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-goog-upload-command');

    const res = await fetch(firebase('?name=cors.txt'), {
      method: 'POST',
      headers: { Origin: origin, 'X-Goog-Upload-Protocol': 'resumable', 'X-Goog-Upload-Command': 'start' },
      body: '{}',
    });
    const exposed = res.headers.get('access-control-expose-headers')!.toLowerCase();
    for (const name of ['x-goog-upload-url', 'x-goog-upload-status', 'x-goog-upload-size-received']) expect(exposed).toContain(name);
  });
});

describe('bad input', () => {
  it('rejects malformed multipart bodies with 400 and a message', async () => {
    const noBoundary = await fetch(firebase('?name=a.txt'), {
      method: 'POST',
      headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related' },
      body: 'x',
    });
    expect(await errorOf(noBoundary)).toMatchObject({ status: 400, body: { error: { code: 400, message: expect.stringMatching(/boundary/) } } });

    const unterminated = await fetch(firebase('?name=a.txt'), {
      method: 'POST',
      headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=zz' },
      body: '--zz\r\nContent-Type: application/json\r\n\r\n{}\r\n--zz\r\nContent-Type: text/plain\r\n\r\nabc',
    });
    expect(await errorOf(unterminated)).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/closing boundary/) } } });

    const badJson = multipartBody('ignored', Buffer.from('abc'), 'text/plain');
    const badJsonBody = Buffer.from(badJson.body.toString('latin1').replace('"ignored"', '{not json'), 'latin1');
    const invalid = await fetch(firebase('?name=a.txt'), {
      method: 'POST',
      headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': badJson.contentType },
      body: new Uint8Array(badJsonBody),
    });
    expect(await errorOf(invalid)).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/not valid JSON/) } } });
  });

  it('requires an object name on every API', async () => {
    const { body, contentType } = multipartBody({ contentType: 'text/plain' }, Buffer.from('abc'), 'text/plain');
    const firebaseUpload = await fetch(firebase(''), {
      method: 'POST',
      headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': contentType },
      body: new Uint8Array(body),
    });
    expect(await errorOf(firebaseUpload)).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/name/) } } });
    const gcsUpload = await fetch(`${server.origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=media`, { method: 'POST', body: 'abc' });
    expect(gcsUpload.status).toBe(400);
  });

  it('refuses a body larger than the limit before reading it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=huge.bin`, {
        method: 'POST',
        headers: { 'Content-Length': String(2 * 1024 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(status).toBe(400);
  });

  it('rejects checksums that do not match the bytes', async () => {
    const res = await upload('checked.txt', 'abc', { md5Hash: 'AAAAAAAAAAAAAAAAAAAAAA==' });
    expect(await errorOf(res)).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/MD5/) } } });
    expect((await fetch(firebase('/checked.txt'))).status).toBe(404);
  });

  it('answers malformed names, metadata and list parameters with 400', async () => {
    expect((await fetch(firebase('/bad%E0%A4%A'))).status).toBe(400);
    await upload('patch-me.txt', 'x');
    const patch = await fetch(firebase('/patch-me.txt'), { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
    expect(patch.status).toBe(400);
    const typed = await fetch(firebase('/patch-me.txt'), { method: 'PATCH', body: JSON.stringify({ contentType: 42 }) });
    expect(typed.status).toBe(400);
    expect((await fetch(firebase('?prefix=folder'))).status).toBe(400);
    expect((await fetch(firebase('?maxResults=0'))).status).toBe(400);
    expect((await fetch(firebase('?pageToken=%21%21'))).status).toBe(400);
  });

  it('answers unknown GCS endpoints with 501', async () => {
    const res = await fetch(`${server.origin}/storage/v1/b/${BUCKET}/o/x/acl`, { method: 'GET' });
    expect(res.status).toBe(501);
  });
});

describe('resumable sessions', () => {
  it('reports progress on query, refuses gaps and size mismatches, and finalizes once', async () => {
    const url = await startResumable('resume/a.txt', 10);
    const chunk = await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' }, body: bytes('hello') });
    expect(chunk.headers.get('x-goog-upload-status')).toBe('active');
    const query = await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } });
    expect(query.headers.get('x-goog-upload-size-received')).toBe('5');

    const gap = await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '7' }, body: bytes('zz') });
    expect(gap.status).toBe(400);
    const short = await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '5' }, body: bytes('!') });
    expect(await errorOf(short)).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/10 bytes/) } } });
    expect((await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } })).headers.get('x-goog-upload-size-received')).toBe('5');

    // A resent chunk overlapping what the server has is trimmed, not duplicated.
    const rest = await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '3' }, body: bytes('lo worl') });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-goog-upload-status')).toBe('final');
    expect(((await rest.json()) as { size: string }).size).toBe('10');
    expect(await (await fetch(firebase('/resume%2Fa.txt?alt=media'))).text()).toBe('hello worl');

    const again = await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'finalize' } });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-goog-upload-status')).toBe('final');
    const done = await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } });
    expect(done.headers.get('x-goog-upload-status')).toBe('final');
  });

  it('stops accepting data once cancelled', async () => {
    const url = await startResumable('resume/cancelled.txt', 4);
    expect((await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'cancel' } })).status).toBe(200);
    const late = await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '0' }, body: bytes('data') });
    expect(late.status).toBe(400);
    expect((await fetch(firebase('/resume%2Fcancelled.txt'))).status).toBe(404);
  });

  it('rejects unknown commands and unknown sessions', async () => {
    const url = await startResumable('resume/b.txt', 1);
    expect((await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'explode' } })).status).toBe(400);
    const unknown = await fetch(firebase('?name=x&upload_id=nope&upload_protocol=resumable'), {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'query' },
    });
    expect(unknown.status).toBe(404);
    const gcsUnknown = await fetch(`${server.origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&upload_id=nope`, { method: 'PUT', body: 'x' });
    expect(gcsUnknown.status).toBe(404);
  });

  it('answers GCS status queries with 308 and the received range', async () => {
    const start = await fetch(`${server.origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&name=gcs.txt`, { method: 'POST', body: '{}' });
    const location = start.headers.get('location')!;
    expect((await fetch(location, { method: 'PUT', headers: { 'Content-Range': 'bytes */*' } })).status).toBe(308);
    await fetch(location, { method: 'PUT', headers: { 'Content-Range': 'bytes 0-3/*' }, body: 'abcd' });
    const status = await fetch(location, { method: 'PUT', headers: { 'Content-Range': 'bytes */*' } });
    expect(status.status).toBe(308);
    expect(status.headers.get('range')).toBe('bytes=0-3');
    const finish = await fetch(location, { method: 'PUT', headers: { 'Content-Range': 'bytes 4-5/6' }, body: 'ef' });
    expect(finish.status).toBe(200);
    expect(((await finish.json()) as { size: string }).size).toBe('6');
  });
});

describe('downloads', () => {
  it('serves byte ranges and refuses unsatisfiable ones', async () => {
    await upload('ranged.txt', '0123456789');
    const partial = await fetch(firebase('/ranged.txt?alt=media'), { headers: { Range: 'bytes=2-5' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await partial.text()).toBe('2345');
    const suffix = await fetch(firebase('/ranged.txt?alt=media'), { headers: { Range: 'bytes=-3' } });
    expect(await suffix.text()).toBe('789');
    const beyond = await fetch(firebase('/ranged.txt?alt=media'), { headers: { Range: 'bytes=50-' } });
    expect(beyond.status).toBe(416);
  });

  it('reports a missing object as the Firebase REST error', async () => {
    expect(await errorOf(await fetch(firebase('/nothing-here.txt')))).toEqual({ status: 404, body: { error: { code: 404, message: 'Not Found.' } } });
  });
});

describe('reset', () => {
  it('DELETE and POST /internal/reset drop every object and session', async () => {
    await upload('reset/one.txt', '1');
    const url = await startResumable('reset/pending.txt', 3);
    expect((await fetch(`${server.origin}/internal/reset`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(firebase('/reset%2Fone.txt'))).status).toBe(404);
    expect((await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } })).status).toBe(404);
    await upload('reset/two.txt', '2');
    expect((await fetch(`${server.origin}/internal/reset`, { method: 'POST' })).status).toBe(200);
    const listing = (await (await fetch(firebase('?prefix=reset/'))).json()) as { items: unknown[] };
    expect(listing.items).toEqual([]);
  });
});
