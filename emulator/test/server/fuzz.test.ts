/**
 * Fuzzing the Firestore port (REST, WebChannel, gRPC) and Storage with requests derived from valid
 * ones: values swapped for nulls, numbers, lists, nested or random JSON, keys dropped, protobuf
 * bytes flipped or cut. Whatever arrives, the answer is a client error or a success, never a 5xx or
 * INTERNAL, and it comes within a generous bound; afterwards the server still serves.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import protobuf from 'protobufjs';
import { Metadata, credentials, makeGenericClientConstructor, status, type Client, type ServiceError } from '@grpc/grpc-js';
import { clearFirestore, firestoreHost, storageHost, testProject } from '../support/emulator.js';

const PROJECT = testProject('fuzz');
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const DOCUMENTS = `${DATABASE}/documents`;
const DOC = `${DOCUMENTS}/things/one`;
const BUCKET = `${PROJECT}.appspot.com`;
/** An answer slower than this is a stall. */
const ANSWER_WITHIN_MS = 10_000;
/** A run takes seconds, but a stall found is shrunk by replaying cases that each wait up to ANSWER_WITHIN_MS. */
const FUZZ_TIMEOUT_MS = 90_000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const value: Json = { mapValue: { fields: { n: { integerValue: '1' }, tags: { arrayValue: { values: [{ stringValue: 'a' }] } } } } };
const filter: Json = {
  compositeFilter: {
    op: 'AND',
    filters: [
      { fieldFilter: { field: { fieldPath: 'n' }, op: 'GREATER_THAN', value: { integerValue: '0' } } },
      { unaryFilter: { field: { fieldPath: 'm' }, op: 'IS_NOT_NULL' } },
    ],
  },
};
const structuredQuery: { [key: string]: Json } = {
  select: { fields: [{ fieldPath: 'n' }] },
  from: [{ collectionId: 'things', allDescendants: false }],
  where: filter,
  orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }],
  startAt: { values: [{ integerValue: '0' }], before: true },
  endAt: { values: [{ integerValue: '9' }] },
  offset: 0,
  limit: 5,
};
const write: Json = {
  update: { name: DOC, fields: { n: { integerValue: '1' }, m: value } },
  updateMask: { fieldPaths: ['n', 'm'] },
  updateTransforms: [{ fieldPath: 'count', increment: { integerValue: '1' } }],
  currentDocument: { exists: true },
};

/** Valid REST requests: verb on the documents root, and body. */
const REST_SEEDS: [string, Json][] = [
  ['commit', { writes: [write, { delete: `${DOCUMENTS}/things/two` }] }],
  ['batchGet', { documents: [DOC], mask: { fieldPaths: ['n'] } }],
  ['runQuery', { structuredQuery }],
  ['runAggregationQuery', { structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'c', count: {} }, { alias: 's', sum: { field: { fieldPath: 'n' } } }] } }],
  ['batchWrite', { writes: [write, { transform: { document: DOC, fieldTransforms: [{ fieldPath: 'x', setToServerValue: 'REQUEST_TIME' }] } }] }],
  ['beginTransaction', { options: { readOnly: { readTime: '2024-01-01T00:00:00Z' } } }],
  ['listCollectionIds', { pageSize: 10 }],
];
const LISTEN_SEED: Json = { database: DATABASE, addTarget: { targetId: 3, query: { parent: DOCUMENTS, structuredQuery }, resumeToken: 'AAAA' } };
const WRITE_SEED: Json = { database: DATABASE, writes: [write] };

/** Replacements a hostile or buggy client might send instead of a value. */
const replacement = fc.oneof(
  fc.constantFrom<Json>(null, 0, -1, 1.5, '', 'x', true, [], {}, [null], [0], { a: null }, 'NaN', '9223372036854775808', 'projects/x'),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.nat({ max: 40 }).map((depth): Json => JSON.parse('{"mapValue":{"fields":{"a":'.repeat(depth) + '{"nullValue":null}' + '}}}'.repeat(depth)) as Json),
);

/** Every (holder, key) slot in a JSON tree. */
function slots(root: Json): [Json[] | { [key: string]: Json }, string | number][] {
  const out: [Json[] | { [key: string]: Json }, string | number][] = [];
  const walk = (node: Json) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        out.push([node, i]);
        walk(child);
      });
    } else if (node && typeof node === 'object') {
      for (const [k, child] of Object.entries(node)) {
        out.push([node, k]);
        walk(child);
      }
    }
  };
  walk(root);
  return out;
}

type Mutation = { at: number; kind: 'replace' | 'delete' | 'wrap'; by: Json };
const mutations = fc.array(
  fc.record({ at: fc.nat(), kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'delete', 'wrap'), by: replacement }),
  { minLength: 1, maxLength: 3 },
);

/** A copy of `seed` with the mutations applied. */
function mutate(seed: Json, ops: Mutation[]): Json {
  const root = structuredClone(seed);
  for (const op of ops) {
    const all = slots(root);
    if (all.length === 0) break;
    const [holder, key] = all[op.at % all.length]!;
    const target = holder as Record<string | number, Json>;
    if (op.kind === 'delete' && !Array.isArray(holder)) delete target[key];
    else if (op.kind === 'wrap') target[key] = [target[key]!];
    else target[key] = structuredClone(op.by);
  }
  return root;
}

const timeout = () => AbortSignal.timeout(ANSWER_WITHIN_MS);
const firestoreBase = () => `http://${firestoreHost().host}:${firestoreHost().port}`;

async function expectNoServerError(res: Response, what: string): Promise<string> {
  const text = await res.text();
  expect(res.status, `${what} answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, what).not.toMatch(/"INTERNAL"|"code":13\b/);
  return text;
}

beforeAll(async () => {
  await clearFirestore(PROJECT);
});

describe('fuzzed requests', () => {
  it('REST: no 5xx, no INTERNAL, no stall', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), mutations, async (pick, ops) => {
        const [verb, seed] = REST_SEEDS[pick % REST_SEEDS.length]!;
        const body = JSON.stringify(mutate(seed, ops));
        const res = await fetch(`${firestoreBase()}/v1/${DOCUMENTS}:${verb}`, {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body,
          signal: timeout(),
        });
        await expectNoServerError(res, `${verb} ${body}`);
      }),
      { numRuns: 150 },
    );
  }, FUZZ_TIMEOUT_MS);

  it('WebChannel Listen and Write: no 5xx, no INTERNAL, no stall', async () => {
    const channel = (kind: string) => `${firestoreBase()}/google.firestore.v1.Firestore/${kind}/channel`;
    await fc.assert(
      fc.asyncProperty(fc.boolean(), mutations, async (listen, ops) => {
        const kind = listen ? 'Listen' : 'Write';
        const message = mutate(listen ? LISTEN_SEED : WRITE_SEED, ops);
        const form = `headers=${encodeURIComponent('Authorization:Bearer owner\r\n')}&count=1&ofs=0&req0___data__=${encodeURIComponent(JSON.stringify(message))}`;
        const opened = await fetch(`${channel(kind)}?VER=8&RID=1&CVER=22&t=1`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: timeout(),
        });
        const text = await expectNoServerError(opened, `${kind} handshake ${JSON.stringify(message)}`);
        const sid = /"c","([^"]+)"/.exec(text)?.[1];
        if (!sid) return;
        const back = await fetch(`${channel(kind)}?VER=8&RID=rpc&SID=${sid}&AID=0&CI=1&TO=50&TYPE=xmlhttp&t=1`, { signal: timeout() });
        await expectNoServerError(back, `${kind} back channel ${JSON.stringify(message)}`);
        await (await fetch(`${channel(kind)}?VER=8&SID=${sid}&RID=2&TYPE=terminate&t=1`, { method: 'POST', signal: timeout() })).text();
      }),
      { numRuns: 40 },
    );
  }, FUZZ_TIMEOUT_MS);

  describe('gRPC', () => {
    const require = createRequire(import.meta.url);
    const root = protobuf.Root.fromJSON(require(require.resolve('@google-cloud/firestore/build/protos/v1.json')) as protobuf.INamespace);
    const type = (name: string) => root.lookupType(`google.firestore.v1.${name}`);
    const raw = (b: Buffer) => b;
    const method = (name: string, stream: boolean) => ({
      path: `/google.firestore.v1.Firestore/${name}`,
      requestStream: false,
      responseStream: stream,
      requestSerialize: raw,
      requestDeserialize: raw,
      responseSerialize: raw,
      responseDeserialize: raw,
    });
    // protobufjs takes wrapper types as objects.
    const query = { ...structuredQuery, limit: { value: 5 } };
    const SEEDS: [string, string, boolean, Json][] = [
      ['Commit', 'CommitRequest', false, { database: DATABASE, writes: [write] }],
      ['RunQuery', 'RunQueryRequest', true, { parent: DOCUMENTS, structuredQuery: query }],
      ['BatchGetDocuments', 'BatchGetDocumentsRequest', true, { database: DATABASE, documents: [DOC] }],
      ['RunAggregationQuery', 'RunAggregationQueryRequest', true, { parent: DOCUMENTS, structuredAggregationQuery: { structuredQuery: query, aggregations: [{ alias: 'c', count: {} }] } }],
      ['BatchWrite', 'BatchWriteRequest', false, { database: DATABASE, ...(REST_SEEDS[4]![1] as object) }],
    ];
    const Constructor = makeGenericClientConstructor(
      Object.fromEntries(SEEDS.map(([name, , stream]) => [name, method(name, stream)])),
      'Firestore',
    );
    let client: Client & Record<string, (...args: unknown[]) => unknown>;

    beforeAll(() => {
      const { host, port } = firestoreHost();
      client = new Constructor(`${host}:${port}`, credentials.createInsecure()) as unknown as typeof client;
    });
    afterAll(() => client?.close());

    /** The status a raw call ends with. */
    function call(name: string, stream: boolean, bytes: Buffer): Promise<number> {
      const md = new Metadata();
      md.set('authorization', 'Bearer owner');
      const deadline = Date.now() + ANSWER_WITHIN_MS;
      return new Promise((resolve) => {
        if (!stream) {
          (client[name] as (b: Buffer, m: Metadata, o: object, cb: (e: ServiceError | null) => void) => void)(bytes, md, { deadline }, (err) =>
            resolve(err ? err.code : status.OK),
          );
          return;
        }
        const readable = (client[name] as (b: Buffer, m: Metadata, o: object) => NodeJS.EventEmitter)(bytes, md, { deadline });
        readable.on('data', () => {});
        readable.on('error', () => {});
        readable.on('status', (s: { code: number }) => resolve(s.code));
      });
    }

    it('no INTERNAL, UNKNOWN or stall for mutated messages and mutated bytes', async () => {
      const bytesMutation = fc.record({ at: fc.nat(), kind: fc.constantFrom('flip', 'cut', 'insert'), byte: fc.nat({ max: 255 }) });
      await fc.assert(
        fc.asyncProperty(fc.nat(), mutations, fc.array(bytesMutation, { maxLength: 3 }), async (pick, ops, byteOps) => {
          const [name, typeName, stream, seed] = SEEDS[pick % SEEDS.length]!;
          const t = type(typeName);
          let bytes: Buffer;
          try {
            // Mutations protobufjs cannot encode leave the seed as it was.
            bytes = Buffer.from(t.encode(t.fromObject(mutate(seed, ops) as object)).finish());
          } catch {
            bytes = Buffer.from(t.encode(t.fromObject(seed as object)).finish());
          }
          for (const op of byteOps) {
            const at = bytes.length === 0 ? 0 : op.at % bytes.length;
            if (op.kind === 'flip') bytes[at] = op.byte;
            else if (op.kind === 'cut') bytes = bytes.subarray(0, at);
            else bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from([op.byte]), bytes.subarray(at)]);
          }
          const code = await call(name, stream, bytes);
          expect([status.INTERNAL, status.UNKNOWN, status.DEADLINE_EXCEEDED], `${name} ${bytes.toString('base64')}`).not.toContain(code);
        }),
        { numRuns: 120 },
      );
    }, FUZZ_TIMEOUT_MS);
  });

  it('Storage: no 5xx and no stall', async () => {
    const { host, port } = storageHost();
    const origin = `http://${host}:${port}`;
    const upload = await fetch(`${origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=seed.txt`, { method: 'POST', body: 'seed' });
    expect(upload.status).toBe(200);
    await upload.text();
    const metadataSeed: Json = { name: 'fuzz.txt', contentType: 'text/plain', cacheControl: 'no-cache', customTime: '2024-01-01T00:00:00Z', metadata: { a: 'b' } };
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 3 }), mutations, fc.string({ maxLength: 30 }), async (route, ops, param) => {
        const metadata = JSON.stringify(mutate(metadataSeed, ops));
        const q = encodeURIComponent(param);
        const requests: [string, RequestInit][] = [
          [
            `${origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=multipart&name=${q || 'x'}`,
            { method: 'POST', headers: { 'Content-Type': 'multipart/related; boundary=b0' }, body: `--b0\r\nContent-Type: application/json\r\n\r\n${metadata}\r\n--b0\r\n\r\ndata\r\n--b0--` },
          ],
          [`${origin}/storage/v1/b/${BUCKET}/o/seed.txt`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: metadata }],
          [`${origin}/v0/b/${BUCKET}/o/seed.txt`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: metadata }],
          [`${origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&name=r.txt`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: metadata }],
        ];
        const [url, init] = requests[route]!;
        const res = await fetch(url, { ...init, signal: timeout() });
        await expectNoServerError(res, `${init.method} ${url} ${metadata}`);
      }),
      { numRuns: 80 },
    );
  }, FUZZ_TIMEOUT_MS);

  it('still serves normal requests afterwards', async () => {
    const res = await fetch(`${firestoreBase()}/v1/${DOCUMENTS}:runQuery`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'things' }] } }),
      signal: timeout(),
    });
    expect(res.status).toBe(200);
    await res.text();
    const { host, port } = storageHost();
    const read = await fetch(`http://${host}:${port}/storage/v1/b/${BUCKET}/o/seed.txt?alt=media`, { signal: timeout() });
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('seed');
  });
});
