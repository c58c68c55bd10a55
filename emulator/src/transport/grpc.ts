/**
 * The gRPC transport (google.firestore.v1.Firestore), used by firebase-admin and by the `firebase`
 * web SDK in Node. The server owns no port: the Firestore listener hands it each connection that
 * opens with the HTTP/2 preface, so gRPC and HTTP/1.1 share one port as on the official emulator.
 *
 * HTTP/2 is spoken by grpc/http2/ and gRPC by grpc/serverCall.ts, not by Node's HTTP/2 module and a gRPC
 * server library: a Firestore call needs only its path, its `authorization` and its messages, and serving
 * just that, one write per turn of the event loop, costs a unary call less CPU than an HTTP/1.1 request.
 */
import type { Socket } from 'node:net';
import { Code } from '../engine/errors.js';
import type { FirestoreApi } from '../engine/api.js';
import { warn } from '../log.js';
import type { CallHandler } from './grpc/calls.js';
import { firestoreHandlers } from './grpc/firestoreHandlers.js';
import { firestoreMethods, type MethodDefinition } from './grpc/firestoreProto.js';
import { Http2ServerConnection } from './grpc/http2/connection.js';
import { encodeHeaders } from './grpc/http2/hpack.js';
import type { ServerStream } from './grpc/http2/stream.js';
import { ServerCall } from './grpc/serverCall.js';
import { checkMessageShape } from './requestShape.js';

export interface GrpcTransport {
  /** Serve one accepted TCP connection (its HTTP/2 preface still unread or unshifted back). */
  injectConnection(socket: Socket): void;
  /** End every open call and connection at once, so nothing waits on clients. */
  close(): void;
}

// Commits may carry up to 500 writes of documents up to 1 MiB each.
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/**
 * Largest request header block served (encoded bytes; production gRPC front ends refuse far less). A call
 * with a larger one (a 120 KB `authorization`) is answered RESOURCE_EXHAUSTED alone: its connection and
 * every other call on it go on.
 */
export const MAX_HEADER_BLOCK_BYTES = 64 * 1024;

interface Route {
  method: MethodDefinition;
  handler: CallHandler;
}

export function createGrpcServer(api: FirestoreApi): GrpcTransport {
  const handlers: Partial<Record<string, CallHandler>> = firestoreHandlers(api);
  const routes = new Map<string, Route>();
  for (const method of firestoreMethods(checkMessageShape)) {
    const handler = handlers[method.name];
    if (handler) routes.set(method.path, { method, handler });
  }
  const connections = new Set<Http2ServerConnection>();
  let closed = false;
  return {
    injectConnection(socket) {
      if (closed) {
        socket.destroy();
        return;
      }
      // A client resetting the connection must not surface as an unhandled 'error' event.
      socket.on('error', (err) => warn('grpc', `connection error: ${err.message}`));
      const connection = new Http2ServerConnection(socket, (stream) => serve(stream, routes));
      connections.add(connection);
      socket.once('close', () => connections.delete(connection));
    },
    close() {
      if (closed) return;
      closed = true;
      for (const connection of connections) connection.destroy();
      connections.clear();
    },
  };
}

const UNSUPPORTED_MEDIA_TYPE = encodeHeaders([[':status', '415']]);

/** Routes one stream to its method, or answers it as gRPC answers a call nothing serves. */
function serve(stream: ServerStream, routes: Map<string, Route>): void {
  const contentType = stream.headers['content-type'];
  if (contentType === undefined || !contentType.startsWith('application/grpc')) {
    stream.respond(UNSUPPORTED_MEDIA_TYPE, true);
    return;
  }
  const path = stream.headers[':path'] ?? '';
  const route = routes.get(path);
  const call = new ServerCall(stream, route?.method ?? NO_MESSAGES, MAX_MESSAGE_BYTES);
  if (stream.headerBlockBytes > MAX_HEADER_BLOCK_BYTES) {
    call.finish({
      code: Code.RESOURCE_EXHAUSTED,
      message: `Request metadata of ${stream.headerBlockBytes} bytes exceeds the limit of ${MAX_HEADER_BLOCK_BYTES} bytes.`,
    });
  } else if (route) route.handler(call);
  else call.finish({ code: Code.UNIMPLEMENTED, message: `The server does not implement the method ${path}` });
}

/** The codec of a call that is answered without reading or sending a message. */
const NO_MESSAGES = {
  decodeRequest: () => undefined,
  encodeResponse: () => new Uint8Array(),
};
