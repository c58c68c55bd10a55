/**
 * One gRPC call on an HTTP/2 stream, as the gRPC protocol over HTTP/2 defines it: request messages read from
 * the stream's data, answer headers, framed answer messages, and the status in trailers (or, for a call that
 * fails before answering anything, in a trailers-only answer). Only what Firestore's clients use is spoken:
 * the caller's `authorization` is the only metadata read, and answers are never compressed.
 *
 * The call keeps no deadline timer: a client enforces its own deadline by resetting the stream, which ends
 * the call here as a cancellation, the same as a client that goes away.
 */
import { Code, FirestoreError } from '../../engine/errors.js';
import { encodeHeaders } from './http2/hpack.js';
import type { ServerStream } from './http2/stream.js';
import { framedMessage, MessageReader } from './messageFrames.js';

export interface CallStatus {
  code: number;
  message: string;
}

/** How a method's messages are read and written (see firestoreProto.ts). */
export interface MessageCodec {
  /** Never throws: a request that cannot be decoded comes back as a value its handler refuses. */
  decodeRequest(bytes: Buffer): unknown;
  encodeResponse(value: unknown): Uint8Array;
}

const CONTENT_TYPE: [string, string] = ['content-type', 'application/grpc+proto'];
const ANSWER_HEADERS = encodeHeaders([
  [':status', '200'],
  CONTENT_TYPE,
  ['grpc-accept-encoding', 'identity,deflate,gzip'],
  ['grpc-encoding', 'identity'],
]);
const OK: CallStatus = { code: Code.OK, message: 'OK' };
const OK_TRAILERS = statusBlock(OK);

/** `grpc-message` is percent-encoded; a lone surrogate (which encodeURI refuses) becomes U+FFFD. */
function grpcMessage(text: string): string {
  try {
    return encodeURI(text);
  } catch {
    return encodeURI(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

function statusFields(status: CallStatus): [string, string][] {
  return [
    ['grpc-status', String(status.code)],
    ['grpc-message', grpcMessage(status.message)],
  ];
}

function statusBlock(status: CallStatus): Buffer {
  return encodeHeaders(statusFields(status));
}

/** A call's whole answer when it has nothing but its status (gRPC's trailers-only answer). */
export function statusOnlyAnswer(status: CallStatus): Buffer {
  return encodeHeaders([[':status', '200'], CONTENT_TYPE, ...statusFields(status)]);
}

export class ServerCall {
  /**
   * Called once if the call ends without its handler ending it: the client reset the stream or went away,
   * or a request message could not be read.
   */
  onAbort: () => void = () => {};
  private headersSent = false;
  private ended = false;

  constructor(
    private readonly stream: ServerStream,
    private readonly codec: MessageCodec,
    private readonly maxMessageBytes: number,
  ) {
    stream.onAbort = () => {
      if (this.ended) return;
      this.ended = true;
      this.onAbort();
    };
  }

  get authorization(): string | undefined {
    return this.stream.headers.authorization;
  }

  /**
   * Reads the request messages: `onMessage` for each (decoded), `onEnd` once the client half-closes. A message
   * the reader refuses ends the call with its status.
   */
  read(onMessage: (request: unknown) => void, onEnd: () => void): void {
    const reader = new MessageReader(this.maxMessageBytes, this.stream.headers['grpc-encoding'] ?? 'identity');
    this.stream.onData = (chunk) => {
      if (this.ended) return;
      let messages: Buffer[];
      try {
        messages = reader.push(chunk);
      } catch (err) {
        this.finish(FirestoreError.from(err));
        this.onAbort();
        return;
      }
      for (const message of messages) {
        if (this.ended) return;
        onMessage(this.codec.decodeRequest(message));
      }
    };
    this.stream.onEnd = () => {
      if (!this.ended) onEnd();
    };
  }

  /** Sends the answer headers now (a streaming answer's first bytes, even before any message). */
  begin(): void {
    if (this.headersSent || this.ended) return;
    this.headersSent = true;
    this.stream.respond(ANSWER_HEADERS);
  }

  /** Sends one answer message. */
  send(response: unknown): void {
    const framed = this.encode(response);
    if (!framed) return;
    this.begin();
    this.stream.write(framed);
  }

  /** A unary call's answer: headers, the message and an OK status, all in one write. */
  reply(response: unknown): void {
    const framed = this.encode(response);
    if (!framed) return;
    this.begin();
    this.ended = true;
    this.stream.write(framed);
    this.stream.end(OK_TRAILERS);
  }

  /** Ends the call with `status` (OK by default). */
  finish(status: CallStatus = OK): void {
    if (this.ended) return;
    this.ended = true;
    if (this.headersSent) this.stream.end(status === OK ? OK_TRAILERS : statusBlock(status));
    else this.stream.respond(statusOnlyAnswer(status), true);
  }

  private encode(response: unknown): Buffer | undefined {
    if (this.ended) return undefined;
    try {
      return framedMessage(this.codec.encodeResponse(response));
    } catch (err) {
      this.finish({ code: Code.INTERNAL, message: `Error serializing response: ${(err as Error).message}` });
      return undefined;
    }
  }
}
