/**
 * The three kinds of Firestore call, over plain `(ctx, request) => response` functions on proto3 JSON.
 * Every failure becomes a gRPC status; nothing a client sends can throw out of a handler.
 */
import { contextFromAuthorization } from '../../auth.js';
import { Code, FirestoreError, invalidArgument } from '../../engine/errors.js';
import type { RequestContext, RpcStatus, StreamSession } from '../../engine/types.js';
import { warn } from '../../log.js';
import { MalformedMessage } from './firestoreProto.js';
import type { CallStatus, ServerCall } from './serverCall.js';

/** A JSON request as decoded by the method's definition. */
export type JsonRequest = Record<string, unknown>;

/** Serves one call of a method. */
export type CallHandler = (call: ServerCall) => void;

const contextOf = (call: ServerCall): RequestContext => contextFromAuthorization(call.authorization);

/** The status for any thrown value (unexpected errors become INTERNAL and are logged). */
export function statusOf(err: unknown): CallStatus {
  const error = FirestoreError.from(err);
  if (!(err instanceof FirestoreError)) warn('grpc', `internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return { code: error.code, message: error.message };
}

function rpcStatusToGrpc(status: RpcStatus): CallStatus {
  return { code: Number.isInteger(status.code) && status.code > 0 ? status.code : Code.UNKNOWN, message: status.message };
}

function requestOf(raw: unknown): JsonRequest {
  if (raw instanceof MalformedMessage) throw invalidArgument(raw.reason);
  return raw as JsonRequest;
}

/** The single request of a unary or server-streaming call, then `run` with it once the client half-closes. */
function withRequest(call: ServerCall, run: (request: unknown) => void): void {
  let request: unknown;
  let received = false;
  call.read(
    (message) => {
      if (received) {
        call.finish({ code: Code.UNIMPLEMENTED, message: 'Received a second request message for a method that takes one' });
        return;
      }
      received = true;
      request = message;
    },
    () => {
      if (received) run(request);
      else call.finish({ code: Code.UNIMPLEMENTED, message: 'Received no request message' });
    },
  );
}

/** A unary RPC. The engine is synchronous, but a promise (a write waiting to be durable) is awaited too. */
export function unary(fn: (ctx: RequestContext, req: JsonRequest) => unknown): CallHandler {
  return (call) =>
    withRequest(call, (raw) => {
      let response: unknown;
      try {
        response = fn(contextOf(call), requestOf(raw));
      } catch (err) {
        call.finish(statusOf(err));
        return;
      }
      if (!(response instanceof Promise)) {
        call.reply(response);
        return;
      }
      response.then(
        (value) => call.reply(value),
        (err: unknown) => call.finish(statusOf(err)),
      );
    });
}

/** A server-streaming RPC whose engine call returns every response at once. */
export function serverStream(
  fn: (ctx: RequestContext, req: JsonRequest) => readonly unknown[] | Promise<readonly unknown[]>,
): CallHandler {
  return (call) =>
    withRequest(call, (raw) => {
      // Headers go out before any result or error. Without them an error arrives as a trailers-only
      // response, which google-gax (firebase-admin) takes for "no response" and retries with backoff.
      call.begin();
      Promise.resolve()
        .then(() => fn(contextOf(call), requestOf(raw)))
        .then(
          (responses) => {
            for (const response of responses) call.send(response);
            call.finish();
          },
          (err: unknown) => call.finish(statusOf(err)),
        );
    });
}

/** A bidirectional stream backed by an engine StreamSession (Listen, Write). */
export function bidiStream<Req, Res>(open: (ctx: RequestContext) => StreamSession<Req, Res>): CallHandler {
  return (call) => {
    let session: StreamSession<Req, Res>;
    try {
      session = open(contextOf(call));
    } catch (err) {
      call.finish(statusOf(err));
      return;
    }
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      safeClose(session);
    };
    // Ends the call once: OK on client half-close, the given status on failure.
    const finish = (status?: CallStatus) => {
      close();
      call.finish(status);
    };
    session.onMessage = (response) => {
      if (!closed) call.send(response);
    };
    session.onError = (status) => finish(rpcStatusToGrpc(status));
    // The client went away (or sent what cannot be read): nothing more is sent.
    call.onAbort = close;
    call.read(
      (raw) => {
        if (closed) return;
        try {
          session.send(requestOf(raw) as Req);
        } catch (err) {
          finish(statusOf(err));
        }
      },
      () => finish(),
    );
  };
}

function safeClose(session: { close(): void }): void {
  try {
    session.close();
  } catch (err) {
    warn('grpc', `closing a stream session failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
