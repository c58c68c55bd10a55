/**
 * Adapters from grpc-js call objects to plain `(ctx, request) => response` functions over proto3
 * JSON. Every failure becomes a gRPC status; nothing a client sends can throw out of a handler.
 */
import {
  Metadata,
  type ServerDuplexStream,
  type ServerErrorResponse,
  type ServerWritableStream,
  type StatusObject,
  type handleBidiStreamingCall,
  type handleServerStreamingCall,
  type handleUnaryCall,
} from '@grpc/grpc-js';
import { contextFromAuthorization } from '../../auth.js';
import { Code, FirestoreError, invalidArgument } from '../../engine/errors.js';
import type { RequestContext, RpcStatus, StreamSession } from '../../engine/types.js';
import { warn } from '../../log.js';
import { MalformedMessage } from './firestoreProto.js';

/** A JSON request as deserialized by the service definition. */
export type JsonRequest = Record<string, unknown>;

function contextOf(metadata: Metadata): RequestContext {
  const [header] = metadata.get('authorization');
  return contextFromAuthorization(typeof header === 'string' ? header : header?.toString('utf8'));
}

/** A grpc-js status for any thrown value (unexpected errors become INTERNAL and are logged). */
export function statusOf(err: unknown): Partial<StatusObject> & ServerErrorResponse {
  const error = FirestoreError.from(err);
  if (!(err instanceof FirestoreError)) warn('grpc', `internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return { name: 'FirestoreError', message: error.message, code: error.code, details: error.message };
}

function rpcStatusToGrpc(status: RpcStatus): Partial<StatusObject> & ServerErrorResponse {
  const code = Number.isInteger(status.code) && status.code > 0 ? status.code : Code.UNKNOWN;
  return { name: 'FirestoreError', message: status.message, code, details: status.message };
}

function requestOf(raw: unknown): JsonRequest {
  if (raw instanceof MalformedMessage) throw invalidArgument(raw.reason);
  return raw as JsonRequest;
}

/** A unary RPC. The engine is synchronous, but a promise is awaited too. */
export function unary(fn: (ctx: RequestContext, req: JsonRequest) => unknown): handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    Promise.resolve()
      .then(() => fn(contextOf(call.metadata), requestOf(call.request)))
      .then(
        (response) => callback(null, response),
        (err: unknown) => callback(statusOf(err)),
      );
  };
}

/** A server-streaming RPC whose engine call returns every response at once. */
export function serverStream(
  fn: (ctx: RequestContext, req: JsonRequest) => readonly unknown[] | Promise<readonly unknown[]>,
): handleServerStreamingCall<unknown, unknown> {
  return (call: ServerWritableStream<unknown, unknown>) => {
    // Headers go out before any result or error. Without them an error arrives as a trailers-only
    // response, which google-gax (firebase-admin) takes for "no response" and retries with backoff.
    call.sendMetadata(new Metadata());
    Promise.resolve()
      .then(() => fn(contextOf(call.metadata), requestOf(call.request)))
      .then(
        (responses) => {
          if (call.cancelled) return;
          for (const response of responses) call.write(response);
          call.end();
        },
        (err: unknown) => {
          if (!call.cancelled) call.emit('error', statusOf(err));
        },
      );
  };
}

/** A bidirectional stream backed by an engine StreamSession (Listen, Write). */
export function bidiStream<Req, Res>(
  open: (ctx: RequestContext) => StreamSession<Req, Res>,
): handleBidiStreamingCall<unknown, unknown> {
  return (call: ServerDuplexStream<unknown, unknown>) => {
    let session: StreamSession<Req, Res>;
    try {
      session = open(contextOf(call.metadata));
    } catch (err) {
      call.emit('error', statusOf(err));
      return;
    }
    let finished = false;
    // Ends the call once: OK on client half-close, the given status on failure.
    const finish = (status?: Partial<StatusObject> & ServerErrorResponse) => {
      if (finished) return;
      finished = true;
      safeClose(session);
      if (call.cancelled) return;
      if (status) call.emit('error', status);
      else call.end();
    };
    // The client went away: nothing can be sent any more.
    const abandon = () => {
      if (finished) return;
      finished = true;
      safeClose(session);
    };

    session.onMessage = (response) => {
      if (!finished && !call.cancelled) call.write(response);
    };
    session.onError = (status) => finish(rpcStatusToGrpc(status));

    call.on('data', (raw: unknown) => {
      if (finished) return;
      try {
        session.send(requestOf(raw) as Req);
      } catch (err) {
        finish(statusOf(err));
      }
    });
    call.on('end', () => finish());
    call.on('cancelled', abandon);
    call.on('close', abandon);
    // Our own status emission also lands here; a transport error otherwise means the client is gone.
    call.on('error', abandon);
  };
}

function safeClose(session: { close(): void }): void {
  try {
    session.close();
  } catch (err) {
    warn('grpc', `closing a stream session failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
