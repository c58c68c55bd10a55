/**
 * The HTTP/2 server connection against Node's own HTTP/2 client (nghttp2, as gRPC clients in Node use it):
 * header blocks, flow control both ways, resets, and one write per answer.
 */
import { connect as connectHttp2, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Http2ServerConnection } from '../../src/transport/grpc/http2/connection.js';
import { encodeHeaders } from '../../src/transport/grpc/http2/hpack.js';
import type { ServerStream } from '../../src/transport/grpc/http2/stream.js';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.reverse()) fn();
  cleanup = [];
});

/** A server whose connections run `onStream` for each request, and a client session connected to it. */
async function serve(onStream: (stream: ServerStream) => void): Promise<{ client: ClientHttp2Session; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    new Http2ServerConnection(socket, onStream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const client = connectHttp2(`http://127.0.0.1:${port}`);
  client.on('error', () => {});
  cleanup.push(() => {
    client.destroy();
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return { client, sockets };
}

const OK_HEADERS = encodeHeaders([
  [':status', '200'],
  ['content-type', 'application/octet-stream'],
]);

/** Echoes the request: its headers as JSON, or its body, with a trailer counting the bytes. */
function echo(stream: ServerStream): void {
  const chunks: Buffer[] = [];
  stream.onData = (chunk) => chunks.push(Buffer.from(chunk));
  stream.onEnd = () => {
    const body = Buffer.concat(chunks);
    stream.respond(OK_HEADERS);
    stream.write(body.length > 0 ? body : Buffer.from(JSON.stringify(stream.headers), 'latin1'));
    stream.end(encodeHeaders([['x-bytes', String(body.length)]]));
  };
}

interface Answer {
  headers: IncomingHttpHeaders;
  trailers: IncomingHttpHeaders;
  body: Buffer;
}

function request(client: ClientHttp2Session, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = client.request({ ':method': 'POST', ':path': '/echo', ...headers });
    const answer: Answer = { headers: {}, trailers: {}, body: Buffer.alloc(0) };
    const chunks: Buffer[] = [];
    stream.on('response', (h) => (answer.headers = h));
    stream.on('trailers', (t) => (answer.trailers = t));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the HTTP/2 server connection', () => {
  it('decodes every header value byte a client may send, Huffman-coded or not, across many requests', async () => {
    const { client } = await serve(echo);
    const allowed = [0x09, ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...Array.from({ length: 0x80 }, (_, i) => 0x80 + i)];
    const everyByte = Buffer.from(allowed).toString('latin1');
    for (let round = 0; round < 40; round++) {
      // Values that change each round, long and short, fill and evict the client's header table.
      const headers = {
        'x-every-byte': `${everyByte.slice(round)}${everyByte.slice(0, round)}`,
        'x-text': `round ${round} ${'abcdefghij'.repeat(round)}`,
        'x-same': 'the same value every time',
        authorization: `Bearer ${'t'.repeat(round * 50)}`,
      };
      const { body } = await request(client, headers);
      const seen = JSON.parse(body.toString('latin1')) as Record<string, string>;
      expect(seen).toMatchObject({ ...headers, ':path': '/echo', ':method': 'POST' });
    }
  });

  it('reads a request body far larger than its windows and writes an answer far larger than the client window', async () => {
    const { client } = await serve(echo);
    const body = Buffer.alloc(24 * 1024 * 1024);
    for (let i = 0; i < body.length; i += 4096) body.writeUInt32BE(i, i);
    const answer = await request(client, {}, body);
    expect(answer.trailers['x-bytes']).toBe(String(body.length));
    expect(answer.body.equals(body)).toBe(true);
  });

  it('writes an answer, its data and its trailers in one write', async () => {
    const { client, sockets } = await serve(echo);
    await request(client, {}); // the connection's settings are exchanged
    const write = vi.spyOn(sockets[0]!, 'write');
    const answer = await request(client, {}, Buffer.from('ping'));
    expect(answer.body.toString()).toBe('ping');
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('tells a stream the client reset it, and serves the next stream', async () => {
    let aborted!: () => void;
    const abort = new Promise<void>((resolve) => (aborted = resolve));
    const { client } = await serve((stream) => {
      if (stream.headers[':path'] === '/hang') stream.onAbort = aborted;
      else echo(stream);
    });
    const hanging = client.request({ ':method': 'POST', ':path': '/hang' });
    hanging.on('error', () => {});
    hanging.write('part of a request');
    await new Promise((resolve) => hanging.once('ready', resolve));
    hanging.close();
    await abort;
    const answer = await request(client, {}, Buffer.from('still here'));
    expect(answer.body.toString()).toBe('still here');
  });

  it("ends the connection with FLOW_CONTROL_ERROR when new settings push a stream's window past 2^31-1", async () => {
    let opened!: () => void;
    const streamOpen = new Promise<void>((resolve) => (opened = resolve));
    const { client, sockets } = await serve(() => opened());
    await new Promise((resolve) => client.once('remoteSettings', resolve));
    const goaway = new Promise<number>((resolve) => client.once('goaway', (code: number) => resolve(code)));
    client.request({ ':method': 'POST', ':path': '/held' }).on('error', () => {});
    await streamOpen;
    // Stream 1's window to the largest there is (from the client's default 65,535), then one more by SETTINGS.
    const increment = Buffer.alloc(4);
    increment.writeUInt32BE(0x7fffffff - 65_535);
    sockets[0]!.emit('data', Buffer.concat([Buffer.from([0, 0, 4, 0x8, 0, 0, 0, 0, 1]), increment]));
    const setting = Buffer.alloc(6);
    setting.writeUInt16BE(0x4);
    setting.writeUInt32BE(65_536, 2);
    sockets[0]!.emit('data', Buffer.concat([Buffer.from([0, 0, 6, 0x4, 0, 0, 0, 0, 0]), setting]));
    expect(await goaway).toBe(3); // FLOW_CONTROL_ERROR
  });

  it('answers a ping, and ends the connection with GOAWAY on a frame that breaks the protocol', async () => {
    const { client, sockets } = await serve(echo);
    await new Promise((resolve) => client.once('remoteSettings', resolve));
    const sent = Buffer.from('pingpong');
    const echoed = await new Promise<Buffer>((resolve, reject) =>
      client.ping(sent, (err, _duration, payload) => (err ? reject(err) : resolve(payload))),
    );
    expect(echoed.equals(sent)).toBe(true);
    const goaway = new Promise<number>((resolve) => client.once('goaway', (code: number) => resolve(code)));
    // A PUSH_PROMISE, which only servers may send.
    sockets[0]!.emit('data', Buffer.from([0, 0, 4, 0x5, 0x4, 0, 0, 0, 1, 0, 0, 0, 2]));
    expect(await goaway).toBe(1); // PROTOCOL_ERROR
  });
});
