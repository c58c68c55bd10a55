/**
 * How many messages a streamed Query Explain with `analyze` takes. Production attaches the
 * explain metrics to the last result (a query's last document, or the empty result that carries
 * the read time when nothing matched; an aggregation's one result), so the Node client's
 * `explainStream` sees one event per document and no extra event for the metrics.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import protobuf from 'protobufjs';
import { credentials, makeGenericClientConstructor, type Client, type ClientReadableStream } from '@grpc/grpc-js';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore, type Query } from 'firebase-admin/firestore';
import { clearFirestore, firestoreHost, testProject } from '../support/emulator.js';

const PROJECT = testProject('explain-stream');
const DOCUMENTS = `projects/${PROJECT}/databases/(default)/documents`;
const apps: App[] = [];

const require = createRequire(import.meta.url);
const root = protobuf.Root.fromJSON(require(require.resolve('@google-cloud/firestore/build/protos/v1.json')) as protobuf.INamespace);
const type = (name: string) => root.lookupType(`google.firestore.v1.${name}`);
const encoder = (name: string) => (value: object) => Buffer.from(type(name).encode(type(name).fromObject(value)).finish());
const decoder = (name: string) => (bytes: Buffer) =>
  type(name).toObject(type(name).decode(bytes), { longs: String, enums: String, defaults: false }) as Record<string, unknown>;

function streaming(name: string) {
  return {
    path: `/google.firestore.v1.Firestore/${name}`,
    requestStream: false,
    responseStream: true,
    requestSerialize: encoder(`${name}Request`),
    requestDeserialize: decoder(`${name}Request`),
    responseSerialize: encoder(`${name}Response`),
    responseDeserialize: decoder(`${name}Response`),
  };
}

const RawClient = makeGenericClientConstructor(
  { RunQuery: streaming('RunQuery'), RunAggregationQuery: streaming('RunAggregationQuery') },
  'Firestore',
);

function client(name: string, preferRest: boolean): Firestore {
  const app = initializeApp({ projectId: PROJECT }, `${name}-${process.pid}`);
  apps.push(app);
  const firestore = getFirestore(app);
  // Over REST the client asks for credentials unless told the emulator needs none.
  firestore.settings(preferRest ? { preferRest, auth: { getRequestHeaders: async () => ({}) } } : { preferRest });
  return firestore;
}

let grpc: Firestore;
let rest: Firestore;
let raw: Client;

beforeAll(async () => {
  await clearFirestore(PROJECT);
  grpc = client('explain-stream-grpc', false);
  rest = client('explain-stream-rest', true);
  const { host, port } = firestoreHost();
  raw = new RawClient(`${host}:${port}`, credentials.createInsecure());
  await grpc.collection('items').doc('doc1').set({ foo: 1, bar: 0 });
  await grpc.collection('items').doc('doc2').set({ foo: 2, bar: 1 });
  await grpc.collection('items').doc('doc3').set({ foo: 1, bar: 2 });
});

afterAll(async () => {
  raw?.close();
  await Promise.all(apps.map((a) => deleteApp(a)));
});

interface StreamEvent {
  document?: { id: string };
  metrics?: FirebaseFirestore.ExplainMetrics;
}

function explainStream(query: Query, analyze: boolean): Promise<StreamEvent[]> {
  return new Promise((resolve, reject) => {
    const events: StreamEvent[] = [];
    query
      .explainStream({ analyze })
      .on('data', (event: StreamEvent) => events.push(event))
      .on('end', () => resolve(events))
      .on('error', reject);
  });
}

function rawMessages(method: 'RunQuery' | 'RunAggregationQuery', request: object): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const messages: Record<string, unknown>[] = [];
    const call = (raw as unknown as Record<string, (req: object) => ClientReadableStream<Record<string, unknown>>>)[method]!(request);
    call.on('data', (m) => messages.push(m));
    call.on('end', () => resolve(messages));
    call.on('error', reject);
  });
}

const fooEquals = (value: number) => ({
  from: [{ collectionId: 'items' }],
  where: { fieldFilter: { field: { fieldPath: 'foo' }, op: 'EQUAL', value: { integerValue: String(value) } } },
});

describe.each([
  ['gRPC', () => grpc],
  ['REST', () => rest],
])('explainStream with analyze over %s', (_transport, db) => {
  it('emits one event per document, the last carrying the metrics', async () => {
    const events = await explainStream(db().collection('items').where('foo', '==', 1), true);
    expect(events.map((e) => e.document?.id)).toEqual(['doc1', 'doc3']);
    expect(events[0]!.metrics).toBeUndefined();
    const metrics = events[1]!.metrics!;
    expect(metrics.planSummary.indexesUsed.length).toBeGreaterThan(0);
    expect(metrics.executionStats!.resultsReturned).toBe(2);
  });

  it('emits the metrics alone when nothing matches', async () => {
    const events = await explainStream(db().collection('items').where('foo', '==', 5), true);
    expect(events).toHaveLength(1);
    expect(events[0]!.document).toBeUndefined();
    expect(events[0]!.metrics!.executionStats!.resultsReturned).toBe(0);
  });

  it('emits only the plan without analyze', async () => {
    const events = await explainStream(db().collection('items').where('foo', '==', 1), false);
    expect(events).toHaveLength(1);
    expect(events[0]!.document).toBeUndefined();
    expect(events[0]!.metrics!.executionStats).toBeNull();
  });
});

describe('explain with analyze, message by message over gRPC', () => {
  it('RunQuery sends one message per document and puts the metrics on the last', async () => {
    const messages = await rawMessages('RunQuery', { parent: DOCUMENTS, structuredQuery: fooEquals(1), explainOptions: { analyze: true } });
    expect(messages.map((m) => (m.document as { name: string } | undefined)?.name.split('/').pop())).toEqual(['doc1', 'doc3']);
    expect(messages.map((m) => m.explainMetrics !== undefined)).toEqual([false, true]);
    expect(messages.every((m) => m.readTime !== undefined)).toBe(true);
  });

  it('RunQuery with no match sends one message with the read time, the skipped count and the metrics', async () => {
    const query = { ...fooEquals(1), offset: 5 };
    const messages = await rawMessages('RunQuery', { parent: DOCUMENTS, structuredQuery: query, explainOptions: { analyze: true } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ skippedResults: 2 });
    expect(messages[0]!.readTime).toBeDefined();
    expect(messages[0]!.explainMetrics).toMatchObject({ executionStats: { resultsReturned: '0' } });
  });

  it('RunAggregationQuery sends its one result with the metrics', async () => {
    const messages = await rawMessages('RunAggregationQuery', {
      parent: DOCUMENTS,
      structuredAggregationQuery: { structuredQuery: fooEquals(1), aggregations: [{ alias: 'n', count: {} }] },
      explainOptions: { analyze: true },
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ result: { aggregateFields: { n: { integerValue: '2' } } } });
    expect(messages[0]!.explainMetrics).toMatchObject({ executionStats: { resultsReturned: '1' } });
  });
});
