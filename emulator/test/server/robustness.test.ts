/**
 * The Firestore port under abuse: bad payloads, unknown URLs, oversized bodies, half-written
 * requests and dropped connections are answered (or dropped) without taking the server down.
 * Also covers CORS preflights and the emulator control endpoints tooling relies on.
 */
import { connect } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, firestoreHost, testProject } from '../support/emulator.js';

const PROJECT = testProject('robust');
const DATABASE = `projects/${PROJECT}/databases/(default)`;

function base(): string {
  const { host, port } = firestoreHost();
  return `http://${host}:${port}`;
}

const commitUrl = () => `${base()}/v1/${DATABASE}/documents:commit`;

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
}

/** The server still answers normal requests. */
async function expectHealthy(): Promise<void> {
  const res = await fetch(`${base()}/`);
  expect(res.status).toBe(200);
  expect((await res.text()).trim()).toBe('Ok');
  const commit = await post(commitUrl(), JSON.stringify({ writes: [] }), { Authorization: 'Bearer owner' });
  expect(commit.status).toBe(200);
}

/** Sends raw bytes on a fresh TCP connection and returns whatever comes back before it closes. */
function rawExchange(payload: string | Buffer, opts: { closeAfterWrite?: boolean } = {}): Promise<string> {
  const { host, port } = firestoreHost();
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port }, () => {
      socket.write(payload);
      if (opts.closeAfterWrite) socket.destroy();
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? undefined : reject(err)));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

beforeEach(async () => {
  await clearFirestore(PROJECT);
});

describe('bad requests', () => {
  it('answers malformed JSON with 400 INVALID_ARGUMENT and keeps serving', async () => {
    const res = await post(commitUrl(), '{"writes": [', { Authorization: 'Bearer owner' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: number; status: string; message: string } };
    expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(body.error.message).toBeTruthy();
    await expectHealthy();
  });

  it('answers an unknown path with 404', async () => {
    const res = await fetch(`${base()}/no/such/endpoint`);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
    await expectHealthy();
  });

  it('refuses an oversized body with a 4xx and keeps serving', async () => {
    const huge = 'x'.repeat(20 * 1024 * 1024);
    const body = JSON.stringify({
      writes: [{ update: { name: `${DATABASE}/documents/big/one`, fields: { blob: { stringValue: huge } } } }],
    });
    const res = await post(commitUrl(), body, { Authorization: 'Bearer owner' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await res.arrayBuffer();
    const read = await fetch(`${base()}/v1/${DATABASE}/documents/big/one`, { headers: { Authorization: 'Bearer owner' } });
    expect(read.status).toBe(404);
    await read.arrayBuffer();
    await expectHealthy();
  });
});

describe('broken connections', () => {
  it('survives requests that stop halfway and clients that vanish', async () => {
    const path = `/v1/${DATABASE}/documents:commit`;
    // Headers promise a body that never fully arrives.
    await rawExchange(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"wri`, {
      closeAfterWrite: true,
    });
    // Headers cut off mid-line.
    await rawExchange(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Le`, { closeAfterWrite: true });
    // The start of an HTTP/2 preface, then gone.
    await rawExchange('PRI * HTTP/2.0\r\n', { closeAfterWrite: true });
    // A complete request whose sender leaves before the answer.
    const body = JSON.stringify({ writes: [] });
    await rawExchange(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer owner\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      { closeAfterWrite: true },
    );
    // Connect and leave without a byte.
    await rawExchange(Buffer.alloc(0), { closeAfterWrite: true });
    await expectHealthy();
  });

  it('answers garbage that is not HTTP with 400 and closes the connection', async () => {
    const reply = await rawExchange('HELLO THERE\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    await expectHealthy();
  });

  it('survives a client aborting while its request is in flight', async () => {
    const controller = new AbortController();
    const pending = fetch(`${base()}/v1/${DATABASE}/documents:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'anything' }] } }),
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expectHealthy();
  });
});

describe('CORS', () => {
  it('answers preflights with the origin echoed and credentials allowed', async () => {
    const origin = 'http://portal.example.test:5173';
    const res = await fetch(commitUrl(), {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-goog-api-client,authorization',
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/x-goog-api-client/);

    const actual = await post(commitUrl(), JSON.stringify({ writes: [] }), { Origin: origin, Authorization: 'Bearer owner' });
    expect(actual.status).toBe(200);
    expect(actual.headers.get('access-control-allow-origin')).toBe(origin);
    expect(actual.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('emulator control endpoints', () => {
  it('clears a project database', async () => {
    const write = await post(
      commitUrl(),
      JSON.stringify({ writes: [{ update: { name: `${DATABASE}/documents/things/t1`, fields: { a: { integerValue: '1' } } } }] }),
      { Authorization: 'Bearer owner' },
    );
    expect(write.status).toBe(200);
    const docUrl = `${base()}/v1/${DATABASE}/documents/things/t1`;
    expect((await fetch(docUrl, { headers: { Authorization: 'Bearer owner' } })).status).toBe(200);

    const cleared = await fetch(`${base()}/emulator/v1/${DATABASE}/documents`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    await cleared.arrayBuffer();
    expect((await fetch(docUrl, { headers: { Authorization: 'Bearer owner' } })).status).toBe(404);
  });

  it('loads security rules', async () => {
    const rules = [
      "rules_version = '2';",
      'service cloud.firestore {',
      '  match /databases/{database}/documents {',
      '    match /{document=**} { allow read, write: if true; }',
      '  }',
      '}',
    ].join('\n');
    const res = await fetch(`${base()}/emulator/v1/projects/${PROJECT}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();

    const bad = await fetch(`${base()}/emulator/v1/projects/${PROJECT}:securityRules`, { method: 'PUT', body: '{"rules":' });
    expect(bad.status).toBe(400);
    await bad.arrayBuffer();
    await expectHealthy();
  });
});
