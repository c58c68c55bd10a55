/**
 * Listening sockets for the backend. Firestore serves gRPC (HTTP/2) and HTTP/1.1 (REST, WebChannel,
 * emulator control) on one port, as the official emulator does: each connection's first bytes say
 * which protocol it speaks. Every socket is tracked so `close()` ends long-lived streams at once.
 */
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describeError, sendError } from './transport/http.js';
import { warn } from './log.js';

export type HttpHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** The part of a gRPC server the listener needs (see transport/grpc.ts). */
export interface GrpcConnectionSink {
  injectConnection(socket: Socket): void;
  close(): void;
}

export interface ListeningServer {
  readonly port: number;
  close(): Promise<void>;
}

const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1');
/** A client that connects and says nothing is dropped after this long. */
const FIRST_BYTES_TIMEOUT_MS = 30_000;

/**
 * Runs a handler so that neither a synchronous throw nor a rejected promise escapes: a failing
 * request gets an error response and the process keeps serving.
 */
function guardHandler(scope: string, handler: HttpHandler): HttpHandler {
  const fail = (req: IncomingMessage, res: ServerResponse, err: unknown) => {
    warn(scope, `${req.method} ${req.url}: ${describeError(err)}`);
    if (res.destroyed || res.writableEnded) return;
    if (res.headersSent) res.destroy();
    else sendError(res, err);
  };
  return (req, res) => {
    try {
      const result = handler(req, res);
      if (result) result.catch((err: unknown) => fail(req, res, err));
    } catch (err) {
      fail(req, res, err);
    }
  };
}

function trackSockets(sockets: Set<Socket>, socket: Socket): void {
  sockets.add(socket);
  socket.once('close', () => sockets.delete(socket));
  // Resets and aborted requests are routine for a local server; they must not become uncaught errors.
  socket.on('error', () => socket.destroy());
}

function httpServerFor(scope: string, handler: HttpHandler) {
  const server = createHttpServer(guardHandler(scope, handler));
  // Bytes that are not valid HTTP/1.1: answer once and hang up, as Node's own default does.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // A response already under way on this socket cannot be followed by another status line.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || socket.destroyed || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

function listen(server: NetServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      server.on('error', (err) => warn('server', `listener error: ${err.message}`));
      resolve((server.address() as { port: number }).port);
    });
  });
}

function closeListener(server: NetServer, sockets: Set<Socket>): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  return closed;
}

/** Reads the first bytes of a connection and routes it to gRPC or to the HTTP/1.1 server. */
function routeByPreface(socket: Socket, grpc: GrpcConnectionSink | undefined, http: NetServer): void {
  let buffered = Buffer.alloc(0);
  const timer = setTimeout(() => socket.destroy(), FIRST_BYTES_TIMEOUT_MS);
  timer.unref();
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    const n = Math.min(buffered.length, HTTP2_PREFACE.length);
    const looksLikeHttp2 = buffered.subarray(0, n).equals(HTTP2_PREFACE.subarray(0, n));
    if (looksLikeHttp2 && n < HTTP2_PREFACE.length) return; // need more bytes to decide
    clearTimeout(timer);
    socket.off('data', onData);
    socket.off('end', onEnd);
    // Put the bytes back while the socket stays flowing: the next owner attaches its own listeners
    // synchronously and reads them first.
    socket.unshift(buffered);
    if (looksLikeHttp2 && grpc) grpc.injectConnection(socket);
    else if (looksLikeHttp2) socket.destroy();
    else http.emit('connection', socket);
  };
  const onEnd = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  socket.on('data', onData);
  socket.once('end', onEnd);
}

/** The Firestore port: gRPC and HTTP/1.1 on one listener. */
export async function listenFirestore(opts: {
  host: string;
  port: number;
  http: HttpHandler;
  grpc?: GrpcConnectionSink;
}): Promise<ListeningServer> {
  const sockets = new Set<Socket>();
  const httpServer = httpServerFor('firestore', opts.http);
  const server = createNetServer((socket) => {
    trackSockets(sockets, socket);
    routeByPreface(socket, opts.grpc, httpServer);
  });
  const port = await listen(server, opts.port, opts.host);
  return {
    port,
    async close() {
      opts.grpc?.close();
      httpServer.closeAllConnections();
      await closeListener(server, sockets);
    },
  };
}

/** A plain HTTP/1.1 port (Storage). */
export async function listenHttp(opts: {
  scope: string;
  host: string;
  port: number;
  http: HttpHandler;
}): Promise<ListeningServer> {
  const sockets = new Set<Socket>();
  const server = httpServerFor(opts.scope, opts.http);
  server.on('connection', (socket: Socket) => trackSockets(sockets, socket));
  const port = await listen(server, opts.port, opts.host);
  return {
    port,
    async close() {
      server.closeAllConnections();
      await closeListener(server, sockets);
    },
  };
}
