/**
 * The gRPC transport (google.firestore.v1.Firestore), used by firebase-admin and by the `firebase`
 * web SDK in Node. The server owns no port: the Firestore listener hands it each connection that
 * opens with the HTTP/2 preface, so gRPC and HTTP/1.1 share one port as on the official emulator.
 */
import type { Socket } from 'node:net';
import { Server, ServerCredentials, status, type ServerDuplexStream, type ServiceDefinition } from '@grpc/grpc-js';
import type { FirestoreApi } from '../engine/api.js';
import { warn } from '../log.js';
import { firestoreHandlers } from './grpc/firestoreHandlers.js';
import { firestoreServiceDefinition } from './grpc/firestoreProto.js';
import { guardHeaderBlocks, MAX_HEADER_BLOCK_BYTES, REFUSED_CALL_PATH, REFUSED_SIZE_HEADER } from './grpc/headerGuard.js';
import { checkMessageShape } from './requestShape.js';

export interface GrpcTransport {
  /** Serve one accepted TCP connection (its HTTP/2 preface still unread or unshifted back). */
  injectConnection(socket: Socket): void;
  /** End every open call and connection at once, so nothing waits on clients. */
  close(): void;
}

// Commits may carry up to 500 writes of documents up to 1 MiB each.
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

export function createGrpcServer(api: FirestoreApi): GrpcTransport {
  const server = new Server({
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
    'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
  });
  server.addService(firestoreServiceDefinition(checkMessageShape) as unknown as ServiceDefinition, firestoreHandlers(api));
  const guardHeaders = refuseOversizedHeaders(server);
  const injector = server.createConnectionInjector(ServerCredentials.createInsecure());
  let closed = false;
  return {
    injectConnection(socket) {
      if (closed) {
        socket.destroy();
        return;
      }
      // A client resetting the connection must not surface as an unhandled 'error' event.
      socket.on('error', (err) => warn('grpc', `connection error: ${err.message}`));
      // Bytes the caller peeked and unshifted must stay buffered: node's HTTP/2 session replays
      // the socket's readable buffer on the next tick, but a still-flowing socket would emit them
      // to nobody first (the client preface would be lost).
      socket.pause();
      injector.injectConnection(guardHeaders ? guardHeaderBlocks(socket) : socket);
    },
    close() {
      if (closed) return;
      closed = true;
      injector.destroy();
      server.forceShutdown();
    },
  };
}

/** HTTP/2 settings grpc-js passes to each session it creates (not part of its typed options). */
interface SessionOptions {
  commonServerOptions?: { settings?: Record<string, number> };
}

/**
 * Lets headerGuard.ts refuse a call whose headers are too large without closing its connection:
 * sessions announce an HPACK table of size 0 (so header blocks never change decoder state and one
 * can be dropped safely), and a refused call is routed to a handler that answers it. Returns false,
 * leaving connections unguarded, if this grpc-js version keeps its session options elsewhere.
 */
function refuseOversizedHeaders(server: Server): boolean {
  const options = (server as unknown as SessionOptions).commonServerOptions;
  if (!options) return false;
  options.settings = { ...options.settings, headerTableSize: 0 };
  const identity = (value: unknown) => value as Buffer;
  return server.register(
    REFUSED_CALL_PATH,
    (call: ServerDuplexStream<Buffer, Buffer>) => {
      const [size] = call.metadata.get(REFUSED_SIZE_HEADER);
      call.on('data', () => {});
      call.on('error', () => {});
      const message = `Request metadata of ${String(size)} bytes exceeds the limit of ${MAX_HEADER_BLOCK_BYTES} bytes.`;
      call.emit('error', { code: status.RESOURCE_EXHAUSTED, details: message, message });
    },
    identity,
    identity,
    'bidi',
  );
}
