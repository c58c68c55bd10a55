/**
 * Misbehaving gRPC clients: undecodable messages, unknown methods, cancelled streams, abrupt
 * disconnects. Each must get a status (or nothing) without taking the server down for others.
 * Messages are built with protobufjs directly from the schema firebase-admin ships.
 */
import { createRequire } from 'node:module';
import { connect as connectHttp2, type IncomingHttpHeaders } from 'node:http2';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import protobuf from 'protobufjs';
import {
  Metadata,
  credentials,
  makeGenericClientConstructor,
  status,
  type Client,
  type ClientDuplexStream,
  type ClientReadableStream,
  type ServiceError,
} from '@grpc/grpc-js';
import { firestoreHost, testProject } from '../support/emulator.js';

const PROJECT = testProject('grpc-robust');
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const DOCUMENTS = `${DATABASE}/documents`;
const SERVICE = '/google.firestore.v1.Firestore';

const require = createRequire(import.meta.url);
const schemaPath = require.resolve('@google-cloud/firestore/build/protos/v1.json');
const root = protobuf.Root.fromJSON(require(schemaPath) as protobuf.INamespace);
const type = (name: string) => root.lookupType(`google.firestore.v1.${name}`);

const encoder = (name: string) => (value: object) => Buffer.from(type(name).encode(type(name).fromObject(value)).finish());
const decoder = (name: string) => (bytes: Buffer) =>
  type(name).toObject(type(name).decode(bytes), { longs: String, enums: String, bytes: String, defaults: false });

/** A method definition; `raw` sends the request bytes as given. */
function method(name: string, req: string, res: string, stream: { req?: boolean; res?: boolean } = {}, raw = false) {
  return {
    path: `${SERVICE}/${name}`,
    requestStream: !!stream.req,
    responseStream: !!stream.res,
    requestSerialize: raw ? (b: Buffer) => b : encoder(req),
    requestDeserialize: decoder(req),
    responseSerialize: encoder(res),
    responseDeserialize: decoder(res),
  };
}

const FirestoreClient = makeGenericClientConstructor(
  {
    Commit: method('Commit', 'CommitRequest', 'CommitResponse'),
    CommitRaw: method('Commit', 'CommitRequest', 'CommitResponse', {}, true),
    GetDocument: method('GetDocument', 'GetDocumentRequest', 'Document'),
    GetDocumentRaw: method('GetDocument', 'GetDocumentRequest', 'Document', {}, true),
    RunQuery: method('RunQuery', 'RunQueryRequest', 'RunQueryResponse', { res: true }),
    Listen: method('Listen', 'ListenRequest', 'ListenResponse', { req: true, res: true }),
    ListenRaw: method('Listen', 'ListenRequest', 'ListenResponse', { req: true, res: true }, true),
    Nonexistent: method('Nonexistent', 'GetDocumentRequest', 'Document'),
  },
  'Firestore',
);

type Callback = (err: ServiceError | null, res?: Record<string, unknown>) => void;
interface FirestoreClient extends Client {
  Commit(req: object, md: Metadata, cb: Callback): void;
  CommitRaw(req: Buffer, md: Metadata, cb: Callback): void;
  GetDocument(req: object, md: Metadata, cb: Callback): void;
  GetDocumentRaw(req: Buffer, md: Metadata, cb: Callback): void;
  RunQuery(req: object, md: Metadata): ClientReadableStream<Record<string, unknown>>;
  Listen(md: Metadata): ClientDuplexStream<object, Record<string, unknown>>;
  ListenRaw(md: Metadata): ClientDuplexStream<Buffer, Record<string, unknown>>;
  Nonexistent(req: object, md: Metadata, cb: Callback): void;
}

let client: FirestoreClient;
const owner = () => {
  const md = new Metadata();
  md.set('authorization', 'Bearer owner');
  return md;
};

function unary(call: (cb: Callback) => void): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => call((err, res) => (err ? reject(err) : resolve(res!))));
}

/** Resolves with the status a call ends with. */
function statusOf(call: { on(event: 'status', cb: (s: { code: number }) => void): unknown }): Promise<number> {
  return new Promise((resolve) => call.on('status', (s) => resolve(s.code)));
}

async function serverStillServes(): Promise<void> {
  const name = `${DOCUMENTS}/alive/probe`;
  await unary((cb) =>
    client.Commit({ database: DATABASE, writes: [{ update: { name, fields: { ok: { booleanValue: true } } } }] }, owner(), cb),
  );
  const doc = await unary((cb) => client.GetDocument({ name }, owner(), cb));
  expect(doc.fields).toEqual({ ok: { booleanValue: true } });
}

beforeAll(() => {
  const { host, port } = firestoreHost();
  client = new FirestoreClient(`${host}:${port}`, credentials.createInsecure()) as unknown as FirestoreClient;
});

afterAll(() => {
  client.close();
});

describe('misbehaving gRPC clients', () => {
  it('answers an undecodable request with an error status and keeps serving', async () => {
    const garbage = Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff]); // field 1, length far beyond the buffer
    const err = await unary((cb) => client.GetDocumentRaw(garbage, owner(), cb)).catch((e: ServiceError) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as ServiceError).code).not.toBe(status.OK);
    await serverStillServes();
  });

  it('ends a stream that receives an undecodable message', async () => {
    const call = client.ListenRaw(owner());
    call.on('data', () => {});
    call.on('error', () => {});
    const ended = statusOf(call);
    call.write(Buffer.from([0x12, 0x7f, 0x01]));
    expect(await ended).not.toBe(status.OK);
    await serverStillServes();
  });

  it('answers UNIMPLEMENTED for a method the service does not have', async () => {
    const err = await unary((cb) => client.Nonexistent({ name: `${DOCUMENTS}/a/b` }, owner(), cb)).catch((e: ServiceError) => e);
    expect((err as ServiceError).code).toBe(status.UNIMPLEMENTED);
  });

  it('answers NOT_FOUND with the status message for a missing document', async () => {
    const err = await unary((cb) => client.GetDocument({ name: `${DOCUMENTS}/nothing/here` }, owner(), cb)).catch(
      (e: ServiceError) => e,
    );
    expect((err as ServiceError).code).toBe(status.NOT_FOUND);
    expect((err as ServiceError).details).not.toBe('');
  });

  it('survives clients cancelling Listen and RunQuery mid-stream', async () => {
    const listen = client.Listen(owner());
    listen.on('error', () => {});
    const first = new Promise((resolve) => listen.once('data', resolve));
    listen.write({
      database: DATABASE,
      addTarget: { targetId: 1, query: { parent: DOCUMENTS, structuredQuery: { from: [{ collectionId: 'alive' }] } } },
    });
    await first;
    const cancelled = statusOf(listen);
    listen.cancel();
    expect(await cancelled).toBe(status.CANCELLED);

    const query = client.RunQuery({ parent: DOCUMENTS, structuredQuery: { from: [{ collectionId: 'alive' }] } }, owner());
    query.on('data', () => {});
    query.on('error', () => {});
    const queryEnded = statusOf(query);
    query.cancel();
    expect(await queryEnded).toBe(status.CANCELLED);
    await serverStillServes();
  });

  it('refuses a call with a 120 KB authorization header alone, keeping its connection and other streams', async () => {
    const listen = client.Listen(owner());
    listen.on('error', () => {});
    const changes: string[] = [];
    let current!: () => void;
    const isCurrent = new Promise<void>((resolve) => (current = resolve));
    listen.on('data', (m: { targetChange?: { targetChangeType?: string }; documentChange?: { document: { name: string } } }) => {
      if (m.targetChange?.targetChangeType === 'CURRENT') current();
      if (m.documentChange) changes.push(m.documentChange.document.name);
    });
    listen.write({
      database: DATABASE,
      addTarget: { targetId: 7, query: { parent: DOCUMENTS, structuredQuery: { from: [{ collectionId: 'after-big-header' }] } } },
    });
    await isCurrent;

    const big = new Metadata();
    big.set('authorization', `Bearer ${'x'.repeat(120 * 1024)}`);
    const err = await unary((cb) => client.GetDocument({ name: `${DOCUMENTS}/a/b` }, big, cb)).catch((e: ServiceError) => e);
    expect((err as ServiceError).code).toBe(status.RESOURCE_EXHAUSTED);
    expect((err as ServiceError).details).toMatch(/exceeds the limit/);

    // The Listen stream opened before still delivers on the same connection.
    const name = `${DOCUMENTS}/after-big-header/one`;
    await unary((cb) => client.Commit({ database: DATABASE, writes: [{ update: { name, fields: {} } }] }, owner(), cb));
    await expect.poll(() => changes, { timeout: 10_000 }).toContain(name);
    const ended = statusOf(listen);
    listen.cancel();
    expect(await ended).toBe(status.CANCELLED);
    await serverStillServes();
  });

  it('refuses a value nested thousands deep in a binary request', async () => {
    // Value{mapValue{fields{"a": Value}}} 2,000 times, built bottom-up: encoding it recursively would overflow the client's stack.
    let value = protobuf.Writer.create().uint32(16).int64(1).finish(); // integerValue: 1
    for (let i = 0; i < 2_000; i++) {
      const entry = protobuf.Writer.create().uint32(10).string('a').uint32(18).bytes(value).finish();
      const mapValue = protobuf.Writer.create().uint32(10).bytes(entry).finish();
      value = protobuf.Writer.create().uint32(50).bytes(mapValue).finish();
    }
    const fieldEntry = protobuf.Writer.create().uint32(10).string('deep').uint32(18).bytes(value).finish();
    const document = protobuf.Writer.create().uint32(10).string(`${DOCUMENTS}/deep/one`).uint32(18).bytes(fieldEntry).finish();
    const write = protobuf.Writer.create().uint32(10).bytes(document).finish();
    const request = protobuf.Writer.create().uint32(10).string(DATABASE).uint32(18).bytes(write).finish();
    const err = await unary((cb) => client.CommitRaw(Buffer.from(request), owner(), cb)).catch((e: ServiceError) => e);
    expect((err as ServiceError).code).toBe(status.INVALID_ARGUMENT);
    await serverStillServes();
  });

  it('reads requests its client compresses', async () => {
    const { host, port } = firestoreHost();
    const gzipClient = new FirestoreClient(`${host}:${port}`, credentials.createInsecure(), {
      'grpc.default_compression_algorithm': 2, // gzip
    }) as unknown as FirestoreClient;
    try {
      const name = `${DOCUMENTS}/compressed/one`;
      const fields = { text: { stringValue: 'x'.repeat(4096) } };
      await unary((cb) => gzipClient.Commit({ database: DATABASE, writes: [{ update: { name, fields } }] }, owner(), cb));
      const doc = await unary((cb) => gzipClient.GetDocument({ name }, owner(), cb));
      expect(doc.fields).toEqual(fields);
    } finally {
      gzipClient.close();
    }
  });

  it('answers a request that is not gRPC with 415, and a unary call with two messages or none with UNIMPLEMENTED', async () => {
    const { host, port } = firestoreHost();
    const session = connectHttp2(`http://${host}:${port}`);
    session.on('error', () => {});
    /** Sends `body` on a new stream; resolves with the answer's headers and trailers merged. */
    const send = (headers: Record<string, string>, body: Buffer) =>
      new Promise<IncomingHttpHeaders>((resolve, reject) => {
        const stream = session.request({ ':method': 'POST', ':path': `${SERVICE}/GetDocument`, te: 'trailers', ...headers });
        let answer: IncomingHttpHeaders = {};
        stream.on('response', (h) => (answer = { ...answer, ...h }));
        stream.on('trailers', (t) => (answer = { ...answer, ...t }));
        stream.on('data', () => {});
        stream.on('end', () => resolve(answer));
        stream.on('error', reject);
        stream.end(body);
      });
    const request = encoder('GetDocumentRequest')({ name: `${DOCUMENTS}/a/b` });
    const framed = Buffer.concat([Buffer.from([0, 0, 0, 0, request.length]), request]);
    const grpc = { 'content-type': 'application/grpc', authorization: 'Bearer owner' };
    try {
      expect((await send({ 'content-type': 'text/plain' }, framed))[':status']).toBe(415);
      expect((await send(grpc, Buffer.concat([framed, framed])))['grpc-status']).toBe(String(status.UNIMPLEMENTED));
      expect((await send(grpc, Buffer.alloc(0)))['grpc-status']).toBe(String(status.UNIMPLEMENTED));
      expect((await send(grpc, framed))['grpc-status']).toBe(String(status.NOT_FOUND));
    } finally {
      session.close();
    }
    await serverStillServes();
  });

  it('survives a connection that drops after the HTTP/2 preface', async () => {
    const { host, port } = firestoreHost();
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, host, () => {
        socket.write('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
        socket.write(Buffer.from([0, 0, 4, 0xff, 0, 0, 0, 0, 0, 1, 2, 3, 4])); // a malformed frame, then gone
        socket.destroy();
        resolve();
      });
      socket.on('error', reject);
    });
    await serverStillServes();
  });
});
