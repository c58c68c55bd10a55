/**
 * The bytes of an HTTP/2 connection as frames: incoming bytes cut into frames after the client preface, and
 * outgoing frames gathered so that all those of one turn of the event loop leave in one write.
 */
import type { Socket } from 'node:net';
import { DEFAULT_MAX_FRAME_SIZE, ErrorCode, FRAME_HEADER_BYTES, PREFACE } from './frames.js';

/** A fault of the connection as a whole (RFC 9113, 5.4.1): it ends with GOAWAY and this code. */
export class ConnectionError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type FrameHandler = (type: number, flags: number, streamId: number, payload: Buffer) => void;

/** Cuts the client's bytes into frames. Throws ConnectionError on a missing preface or an oversized frame. */
export class FrameReader {
  private input: Buffer | undefined;
  private prefaceSeen = false;

  constructor(private readonly onFrame: FrameHandler) {}

  /** Hands every frame `chunk` completes to the handler, in order, while `goOn()` holds. */
  push(chunk: Buffer, goOn: () => boolean): void {
    const bytes = this.input ? Buffer.concat([this.input, chunk]) : chunk;
    this.input = undefined;
    let at = 0;
    if (!this.prefaceSeen) {
      if (bytes.length < PREFACE.length) {
        this.input = bytes;
        return;
      }
      if (!bytes.subarray(0, PREFACE.length).equals(PREFACE)) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'no HTTP/2 preface');
      this.prefaceSeen = true;
      at = PREFACE.length;
    }
    while (bytes.length - at >= FRAME_HEADER_BYTES && goOn()) {
      const length = (bytes[at]! << 16) | (bytes[at + 1]! << 8) | bytes[at + 2]!;
      if (length > DEFAULT_MAX_FRAME_SIZE) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, `frame of ${length} bytes`);
      if (bytes.length - at < FRAME_HEADER_BYTES + length) break;
      const type = bytes[at + 3]!;
      const flags = bytes[at + 4]!;
      const streamId = bytes.readUInt32BE(at + 5) & 0x7fffffff;
      const payload = bytes.subarray(at + FRAME_HEADER_BYTES, at + FRAME_HEADER_BYTES + length);
      at += FRAME_HEADER_BYTES + length;
      this.onFrame(type, flags, streamId, payload);
    }
    if (at < bytes.length && goOn()) this.input = bytes.subarray(at);
  }
}

/** Frames queued for the socket; everything queued in one turn of the event loop goes out in one write. */
export class FrameWriter {
  private out: Buffer[] = [];
  private flushScheduled = false;

  constructor(private readonly socket: Socket) {}

  queue(bytes: Buffer): void {
    this.out.push(bytes);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  /** Writes what is queued now. */
  flush(): void {
    this.flushScheduled = false;
    if (this.out.length === 0) return;
    const bytes = this.out.length === 1 ? this.out[0]! : Buffer.concat(this.out);
    this.out = [];
    if (this.socket.writable) this.socket.write(bytes);
  }

  /** Forgets what is queued: the connection is over. */
  drop(): void {
    this.out = [];
  }
}
