/**
 * Malformed requests get a 4xx naming what is wrong, never a 500 or a frozen server: wrong JSON
 * types over REST and WebChannel, values, filters and cursors nested thousands deep, Storage
 * metadata that nests, and clients that leave in the middle of a body.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type RunningBackend } from '../../src/index.js';
import { clearFirestore, firestoreHost, storageHost, testProject } from '../support/emulator.js';

const PROJECT = testProject('bad-input');
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const DOCUMENTS = `${DATABASE}/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

const base = () => `http://${firestoreHost().host}:${firestoreHost().port}`;

async function post(path: string, body: string): Promise<{ status: number; error?: { code: number; message: string; status: string } }> {
  const res = await fetch(`${base()}/v1/${path}`, { method: 'POST', headers: OWNER, body });
  const json = (await res.json()) as { error?: { code: number; message: string; status: string } };
  return { status: res.status, error: json.error };
}

const query = (extra: object) => ({ structuredQuery: { from: [{ collectionId: 'things' }], ...extra } });

/** JSON text of a value whose maps nest `levels` deep (built as text: JSON.stringify itself recurses). */
function nestedValueJson(levels: number): string {
  return '{"mapValue":{"fields":{"a":'.repeat(levels) + '{"integerValue":"1"}' + '}}}'.repeat(levels);
}

function nestedFilterJson(levels: number): string {
  const leaf = '{"fieldFilter":{"field":{"fieldPath":"n"},"op":"EQUAL","value":{"integerValue":"1"}}}';
  return '{"compositeFilter":{"op":"AND","filters":['.repeat(levels) + leaf + ']}}'.repeat(levels);
}

async function expectServing(): Promise<void> {
  const res = await post(`${DOCUMENTS}:runQuery`, JSON.stringify(query({})));
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  await clearFirestore(PROJECT);
});

describe('wrong JSON types over REST', () => {
  const write = (extra: object) => ({ update: { name: `${DOCUMENTS}/things/one`, fields: {} }, ...extra });
  it.each<[string, string, object, RegExp]>([
    ['runQuery', 'where.fieldFilter null', query({ where: { fieldFilter: null } }), /filter must set exactly one/],
    ['runQuery', 'where.unaryFilter null', query({ where: { unaryFilter: null } }), /filter must set exactly one/],
    ['runQuery', 'a null composite member', query({ where: { compositeFilter: { op: 'AND', filters: [null] } } }), /'structured_query\.where\.composite_filter\.filters\[0\]'/],
    ['runQuery', 'from: [null]', { structuredQuery: { from: [null] } }, /'structured_query\.from\[0\]'/],
    ['runQuery', 'a numeric collectionId', { structuredQuery: { from: [{ collectionId: 0 }] } }, /'structured_query\.from\[0\]\.collection_id' \(TYPE_STRING\), 0/],
    ['runQuery', 'orderBy: [null]', query({ orderBy: [null] }), /'structured_query\.order_by\[0\]'/],
    ['runQuery', 'orderBy: [{}]', query({ orderBy: [{}] }), /orderBy needs a field/],
    ['runQuery', 'select.fields: [null]', query({ select: { fields: [null] } }), /'structured_query\.select\.fields\[0\]'/],
    ['runAggregationQuery', 'aggregations: [null]', { structuredAggregationQuery: { ...query({}), aggregations: [null] } }, /'structured_aggregation_query\.aggregations\[0\]'/],
    ['commit', 'a numeric updateMask', { writes: [write({ updateMask: { fieldPaths: 0 } })] }, /'writes\[0\]\.update_mask\.field_paths' \(TYPE_STRING\), 0/],
    ['batchGet', 'a numeric mask', { documents: [`${DOCUMENTS}/things/one`], mask: { fieldPaths: 0 } }, /'mask\.field_paths' \(TYPE_STRING\), 0/],
    ['batchWrite', 'writes: [null]', { writes: [null] }, /'writes\[0\]' \(type\.googleapis\.com\/google\.firestore\.v1\.Write\), null/],
    ['commit', 'a string for a write', { writes: ['delete'] }, /'writes\[0\]'/],
    ['runQuery', 'an unknown operator number', query({ where: { unaryFilter: { op: 99, field: { fieldPath: 'a' } } } }), /unary_filter\.op/],
  ])('%s with %s answers 400 INVALID_ARGUMENT', async (verb, _, body, message) => {
    const res = await post(`${DOCUMENTS}:${verb}`, JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(res.error!.message).toMatch(message);
  });

  it('still reads enum numbers as the API clients send them', async () => {
    const res = await post(
      `${DOCUMENTS}:runQuery`,
      JSON.stringify(query({ where: { fieldFilter: { field: { fieldPath: 'n' }, op: 5, value: { integerValue: '1' } } }, orderBy: [{ field: { fieldPath: '__name__' }, direction: 2 }] })),
    );
    expect(res.status).toBe(200);
  });
});

describe('deep nesting', () => {
  const commit = (fieldsJson: string, id = 'deep') =>
    post(`${DOCUMENTS}:commit`, `{"writes":[{"update":{"name":"${DOCUMENTS}/things/${id}","fields":${fieldsJson}}}]}`);

  it("accepts maps 20 deep and refuses 21 with Firestore's message", async () => {
    expect((await commit(`{"nested":${nestedValueJson(20)}}`, 'twenty')).status).toBe(200);
    const refused = await commit(`{"nested":${nestedValueJson(21)}}`);
    expect(refused.status).toBe(400);
    expect(refused.error!.message).toBe('Property nested contains an invalid nested entity.');
  });

  it('refuses values, filters and cursors nested thousands deep, and JSON of brackets alone', async () => {
    for (const levels of [60, 5_000]) {
      expect((await commit(`{"nested":${nestedValueJson(levels)}}`)).status).toBe(400);
      const filter = await post(`${DOCUMENTS}:runQuery`, `{"structuredQuery":{"from":[{"collectionId":"things"}],"where":${nestedFilterJson(levels)}}}`);
      expect(filter.status).toBe(400);
      const cursor = await post(
        `${DOCUMENTS}:runQuery`,
        `{"structuredQuery":{"from":[{"collectionId":"things"}],"orderBy":[{"field":{"fieldPath":"n"}}],"startAt":{"values":[${nestedValueJson(levels)}]}}}`,
      );
      expect(cursor.status).toBe(400);
    }
    const brackets = await post(`${DOCUMENTS}:commit`, `{"writes":${'['.repeat(2_000_000)}${']'.repeat(2_000_000)}}`);
    expect(brackets.status).toBe(400);
    expect(brackets.error!.message).toMatch(/Nesting deeper than/);
    await expectServing();
  });

  it('refuses Storage custom metadata that nests, and Storage JSON nested thousands deep', async () => {
    const { host, port } = storageHost();
    const upload = (metadataJson: string) =>
      fetch(`http://${host}:${port}/upload/storage/v1/b/${PROJECT}.appspot.com/o?uploadType=multipart&name=deep.txt`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/related; boundary=b0' },
        body: `--b0\r\nContent-Type: application/json\r\n\r\n${metadataJson}\r\n--b0\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b0--`,
      });
    const nestedMetadata = await upload('{"metadata":{"k":{"a":{"b":1}}}}');
    expect(nestedMetadata.status).toBe(400);
    expect(await nestedMetadata.text()).toMatch(/metadata\.k/);
    const deepMetadata = await upload(`{"metadata":{"k":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}}`);
    expect(deepMetadata.status).toBe(400);
    await deepMetadata.text();
    expect((await upload('{"metadata":{"k":"v"}}')).status).toBe(200);
  });
});

/** One Listen exchange over raw WebChannel: the handshake carries `message`, one long poll answers. */
async function listenOnce(message: object): Promise<unknown[]> {
  const channel = `${base()}/google.firestore.v1.Firestore/Listen/channel`;
  const headers = encodeURIComponent('Authorization:Bearer owner\r\n');
  const body = `headers=${headers}&count=1&ofs=0&req0___data__=${encodeURIComponent(JSON.stringify(message))}`;
  const opened = await fetch(`${channel}?VER=8&RID=1&CVER=22&t=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  expect(opened.status).toBe(200);
  const sid = /"c","([^"]+)"/.exec(await opened.text())![1];
  const messages: unknown[] = [];
  try {
    for (let aid = 0, polls = 0; polls < 5; polls++) {
      const text = await (await fetch(`${channel}?VER=8&RID=rpc&SID=${sid}&AID=${aid}&CI=1&TYPE=xmlhttp&t=1`)).text();
      const entries = JSON.parse(text.slice(text.indexOf('\n') + 1)) as [number, [unknown]][];
      for (const [id, [m]] of entries) {
        aid = id;
        if (m !== 'noop') messages.push(m);
      }
      if (messages.some((m) => JSON.stringify(m).includes('"REMOVE"') || JSON.stringify(m).includes('"CURRENT"'))) break;
    }
  } finally {
    await (await fetch(`${channel}?VER=8&SID=${sid}&RID=2&TYPE=terminate&t=1`, { method: 'POST' })).text();
  }
  return messages;
}

describe('wrong JSON types over WebChannel', () => {
  it('answers a Listen target with a null filter with an INVALID_ARGUMENT target error', async () => {
    const target = (where: object) => ({
      database: DATABASE,
      addTarget: { targetId: 2, query: { parent: DOCUMENTS, structuredQuery: { from: [{ collectionId: 'things' }], where } } },
    });
    for (const where of [{ compositeFilter: { op: 'AND', filters: [null] } }, { fieldFilter: null }]) {
      const messages = await listenOnce(target(where));
      const removed = messages.find((m) => (m as { targetChange?: { targetChangeType?: string } }).targetChange?.targetChangeType === 'REMOVE') as {
        targetChange: { targetIds: number[]; cause: { code: number; message: string } };
      };
      expect(removed.targetChange.targetIds).toEqual([2]);
      expect(removed.targetChange.cause.code).toBe(3);
      expect(removed.targetChange.cause.message).not.toMatch(/Cannot read|undefined|null \(reading/);
    }
  });
});

describe('clients that leave mid-body', () => {
  let own: RunningBackend;
  const warnings: string[] = [];
  /** The backend's side of each request to `own`, by the client port it came from (the backend runs in this process). */
  const arrivals = new Map<number, (request: IncomingMessage) => void>();
  const onRequest = (message: unknown) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    arrivals.get(socket.remotePort!)?.(request);
  };

  beforeAll(async () => {
    own = await startBackend({ host: '127.0.0.1', firestorePort: 0, storagePort: 0, quiet: false });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    subscribe('http.server.request.start', onRequest);
  });

  afterAll(async () => {
    unsubscribe('http.server.request.start', onRequest);
    await own?.close();
    vi.restoreAllMocks();
  });

  /**
   * Sends headers promising `length` bytes and half of them; once the backend is reading that body, resets the
   * connection, and resolves when the backend has closed the request and everything that follows from it has run.
   */
  async function leaveMidBody(port: number, head: string, length: number): Promise<void> {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const reading = new Promise<IncomingMessage>((resolve) => arrivals.set(socket.localPort!, resolve));
    socket.write(`${head}\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
    socket.write('x'.repeat(length / 2));
    const request = await reading;
    arrivals.delete(socket.localPort!);
    // Not events.once: the request fails ('aborted') before it closes.
    const closed = new Promise((resolve) => request.once('close', resolve));
    socket.resetAndDestroy();
    await closed;
    // The body's reader fails on that same event and the handler's failure path is a chain of promises: every step
    // of it has run before the event loop's next phase.
    await new Promise((resolve) => setImmediate(resolve));
  }

  it('logs no failure for a REST body or a Storage upload cut short', async () => {
    await leaveMidBody(own.firestorePort, `POST /v1/${DOCUMENTS}:commit HTTP/1.1`, 100_000);
    await leaveMidBody(own.storagePort, `POST /upload/storage/v1/b/${PROJECT}.appspot.com/o?uploadType=media&name=cut.bin HTTP/1.1`, 100_000);
    await leaveMidBody(own.storagePort, `POST /v0/b/${PROJECT}.appspot.com/o?name=cut.bin HTTP/1.1`, 100_000);
    expect(warnings).toEqual([]);
    const res = await fetch(`http://127.0.0.1:${own.firestorePort}/v1/${DOCUMENTS}:commit`, { method: 'POST', headers: OWNER, body: '{"writes":[]}' });
    expect(res.status).toBe(200);
  });
});
