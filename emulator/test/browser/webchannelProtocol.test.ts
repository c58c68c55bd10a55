/**
 * The WebChannel wire protocol as the closure client relies on it, spoken by hand: handshake,
 * forward channel, long-polling and streaming back channels, acknowledgement and replay, session
 * termination and the `Unknown SID` answer that makes a client start over.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, firestoreHost, testProject } from '../support/emulator.js';

const projectId = testProject('wc-protocol');
const database = `projects/${projectId}/databases/(default)`;
type Kind = 'Listen' | 'Write';
type Entry = [number, [unknown]];

let rid = Math.floor(Math.random() * 10_000);

function channelUrl(kind: Kind, params: Record<string, string | number>): string {
  const { host, port } = firestoreHost();
  const url = new URL(`http://${host}:${port}/google.firestore.v1.Firestore/${kind}/channel`);
  url.searchParams.set('VER', '8');
  url.searchParams.set('database', database);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
}

/** A forward body as the client encodes it: `count`, `ofs`, then one `reqN___data__` per message. */
function forwardBody(messages: unknown[], ofs: number, headers?: Record<string, string>): string {
  const parts: string[] = [];
  if (headers) {
    const block = Object.entries(headers)
      .map(([k, v]) => `${k}:${v}\r\n`)
      .join('');
    parts.push(`headers=${encodeURIComponent(block)}`);
  }
  parts.push(`count=${messages.length}`, `ofs=${ofs}`);
  messages.forEach((m, i) => parts.push(`req${i}___data__=${encodeURIComponent(JSON.stringify(m))}`));
  return parts.join('&');
}

/**
 * Splits a body into its `<length>\n<json>` chunks. Lengths count JavaScript characters, so the
 * body must split exactly; a trailing partial chunk is returned as `rest`.
 */
function splitChunks(body: string): { chunks: unknown[]; rest: string } {
  const chunks: unknown[] = [];
  let at = 0;
  for (;;) {
    const newline = body.indexOf('\n', at);
    if (newline < 0) break;
    const length = Number(body.slice(at, newline));
    if (!Number.isInteger(length)) {
      throw new Error(`bad chunk length at ${at}: ${JSON.stringify(body.slice(at, at + 40))}`);
    }
    if (newline + 1 + length > body.length) break;
    chunks.push(JSON.parse(body.slice(newline + 1, newline + 1 + length)));
    at = newline + 1 + length;
  }
  return { chunks, rest: body.slice(at) };
}

function wholeChunks(body: string): unknown[] {
  const { chunks, rest } = splitChunks(body);
  expect(rest).toBe('');
  return chunks;
}

function post(kind: Kind, params: Record<string, string | number>, body: string): Promise<Response> {
  return fetch(channelUrl(kind, params), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
}

/** Opens a channel whose first message rides on the handshake; returns the session id. */
async function handshake(kind: Kind, first: unknown): Promise<string> {
  const res = await post(
    kind,
    { RID: rid++, CVER: 22, 'X-HTTP-Session-Id': 'gsessionid', t: 1 },
    forwardBody([first], 0, { Authorization: 'Bearer owner', 'Content-Type': 'text/plain' }),
  );
  expect(res.status).toBe(200);
  const [arrays] = wholeChunks(await res.text()) as [[number, unknown[]][]];
  const [aid, [tag, sid, , version]] = arrays[0] as [number, [string, string, string, number]];
  expect(aid).toBe(0);
  expect(tag).toBe('c');
  expect(version).toBe(8);
  expect(typeof sid).toBe('string');
  expect(sid.length).toBeGreaterThan(0);
  return sid;
}

/** One long poll (`CI=1`): the server answers with what the client has not acknowledged. */
async function poll(kind: Kind, sid: string, aid: number): Promise<Entry[]> {
  const res = await fetch(channelUrl(kind, { RID: 'rpc', SID: sid, AID: aid, CI: 1, TYPE: 'xmlhttp', t: 1 }));
  expect(res.status).toBe(200);
  return wholeChunks(await res.text()).flat() as Entry[];
}

/** Polls until a non-keep-alive message arrives; returns every entry received on the way. */
async function pollForMessage(kind: Kind, sid: string, aid: number): Promise<Entry[]> {
  for (;;) {
    const entries = await poll(kind, sid, aid);
    if (entries.some(([, [m]]) => m !== 'noop')) return entries;
    aid = entries.at(-1)![0];
  }
}

async function terminate(kind: Kind, sid: string): Promise<void> {
  const res = await post(kind, { SID: sid, RID: rid++, TYPE: 'terminate', t: 1 }, '');
  await res.text();
}

beforeAll(async () => {
  await clearFirestore(projectId);
});

describe('WebChannel protocol', () => {
  it('runs a Write stream over long polling, replaying unacknowledged arrays', async () => {
    const sid = await handshake('Write', { database });

    const first = await pollForMessage('Write', sid, 0);
    const [aid, [handshakeResponse]] = first.find(([, [m]]) => m !== 'noop')!;
    expect(aid).toBeGreaterThan(0);
    expect(handshakeResponse).toMatchObject({ streamToken: expect.any(String) });
    expect(handshakeResponse).not.toHaveProperty('writeResults');

    // Without an acknowledgement the same array comes again on the next back channel.
    const replayed = await pollForMessage('Write', sid, 0);
    expect(replayed.find(([, [m]]) => m !== 'noop')).toEqual([aid, [handshakeResponse]]);

    const { streamToken } = handshakeResponse as { streamToken: string };
    const write = {
      streamToken,
      writes: [{ update: { name: `${database}/documents/protocol/w1`, fields: { n: { integerValue: '1' } } } }],
    };
    const forward = await post('Write', { SID: sid, RID: rid++, AID: aid, t: 1 }, forwardBody([write], 1));
    expect(forward.status).toBe(200);
    const [ack] = wholeChunks(await forward.text());
    expect(Array.isArray(ack) && ack.length === 3).toBe(true);

    const next = await pollForMessage('Write', sid, aid);
    const [, [writeResponse]] = next.find(([, [m]]) => m !== 'noop')!;
    expect(writeResponse).toMatchObject({ commitTime: expect.any(String), streamToken: expect.any(String) });
    expect((writeResponse as { writeResults: unknown[] }).writeResults).toHaveLength(1);

    await terminate('Write', sid);
    const after = await fetch(channelUrl('Write', { RID: 'rpc', SID: sid, AID: aid, CI: 1, TYPE: 'xmlhttp', t: 1 }));
    expect(after.status).toBe(400);
    expect(await after.text()).toContain('Unknown SID');
  });

  it('streams a Listen stream on CI=0 with lengths counted in characters', async () => {
    const { host, port } = firestoreHost();
    const note = 'héllo ☃ — 😀 ✓';
    const name = `${database}/documents/protocol/unicode`;
    const created = await fetch(`http://${host}:${port}/v1/${name}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ fields: { note: { stringValue: note } } }),
    });
    expect(created.status).toBe(200);

    const sid = await handshake('Listen', { database, addTarget: { documents: { documents: [name] }, targetId: 2 } });
    const abort = new AbortController();
    const res = await fetch(channelUrl('Listen', { RID: 'rpc', SID: sid, AID: 0, CI: 0, TYPE: 'xmlhttp', t: 1 }), {
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const messages: unknown[] = [];
    const isCurrent = (m: unknown) =>
      (m as { targetChange?: { targetChangeType?: string } }).targetChange?.targetChangeType === 'CURRENT';
    try {
      // Read until the target is current; the response itself stays open.
      while (!messages.some(isCurrent)) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        text += decoder.decode(value, { stream: true });
        const { chunks, rest } = splitChunks(text);
        text = rest;
        for (const chunk of chunks) for (const [, [m]] of chunk as Entry[]) messages.push(m);
      }
    } finally {
      abort.abort();
      await reader.cancel().catch(() => undefined);
    }
    const change = messages.find((m) => (m as { documentChange?: unknown }).documentChange) as {
      documentChange: { document: { name: string; fields: { note: { stringValue: string } } }; targetIds: number[] };
    };
    expect(change.documentChange.document.name).toBe(name);
    expect(change.documentChange.document.fields.note.stringValue).toBe(note);
    expect(change.documentChange.targetIds).toEqual([2]);
    await terminate('Listen', sid);
  });

  it('answers requests for unknown sessions with 400 Unknown SID', async () => {
    const back = await fetch(
      channelUrl('Listen', { RID: 'rpc', SID: 'no-such-session', AID: 0, CI: 1, TYPE: 'xmlhttp' }),
    );
    expect(back.status).toBe(400);
    expect(await back.text()).toContain('Unknown SID');

    const forward = await post('Write', { SID: 'no-such-session', RID: rid++, AID: 0 }, forwardBody([{}], 1));
    expect(forward.status).toBe(400);
    expect(await forward.text()).toContain('Unknown SID');
  });

  it('rejects a malformed forward body with 400', async () => {
    const sid = await handshake('Write', { database });
    try {
      const res = await post('Write', { SID: sid, RID: rid++, AID: 0 }, 'count=1&ofs=1&req0___data__=%7Bnot%20json');
      expect(res.status).toBe(400);
      await res.text();
    } finally {
      await terminate('Write', sid);
    }
  });
});
