/**
 * gRPC's length-prefixed messages (https://github.com/grpc/grpc/blob/master/doc/PROTOCOL-HTTP2.md): each is a
 * compressed flag byte, a 4-byte big-endian length, then the message. Requests arrive split across and packed
 * into HTTP/2 DATA frames in any way; answers are framed uncompressed.
 */
import { gunzipSync, inflateSync } from 'node:zlib';
import { FirestoreError } from '../../engine/errors.js';

const PREFIX_BYTES = 5;

/** One answer message as it goes on the wire. */
export function framedMessage(message: Uint8Array): Buffer {
  const framed = Buffer.allocUnsafe(PREFIX_BYTES + message.length);
  framed[0] = 0;
  framed.writeUInt32BE(message.length, 1);
  framed.set(message, PREFIX_BYTES);
  return framed;
}

/**
 * Cuts a request stream's bytes into messages. A message larger than `maxBytes` (compressed or not) is
 * refused with RESOURCE_EXHAUSTED before it is buffered; `encoding` (the call's `grpc-encoding`) says how
 * messages flagged compressed are to be inflated.
 */
export class MessageReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Length of the message being gathered, once its prefix is in. */
  private needed = -1;
  private compressed = false;

  constructor(
    private readonly maxBytes: number,
    private readonly encoding: string,
  ) {}

  /** The whole messages `chunk` completes, in order. Throws a FirestoreError for a message it refuses. */
  push(chunk: Buffer): Buffer[] {
    const messages: Buffer[] = [];
    // The common case: nothing held over, and the chunk is one or more whole messages.
    let bytes = chunk;
    if (this.buffered > 0) {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
      if (this.needed < 0 && this.buffered < PREFIX_BYTES) return messages;
      if (this.needed >= 0 && this.buffered < PREFIX_BYTES + this.needed) return messages;
      bytes = Buffer.concat(this.chunks, this.buffered);
      this.chunks = [];
      this.buffered = 0;
    }
    let offset = 0;
    while (bytes.length - offset >= PREFIX_BYTES) {
      const length = this.prefix(bytes, offset);
      if (bytes.length - offset < PREFIX_BYTES + length) break;
      messages.push(this.message(bytes.subarray(offset + PREFIX_BYTES, offset + PREFIX_BYTES + length)));
      this.needed = -1;
      offset += PREFIX_BYTES + length;
    }
    if (offset < bytes.length) {
      this.chunks = [bytes.subarray(offset)];
      this.buffered = bytes.length - offset;
    }
    return messages;
  }

  private prefix(bytes: Buffer, offset: number): number {
    const length = bytes.readUInt32BE(offset + 1);
    if (length > this.maxBytes) {
      throw new FirestoreError('RESOURCE_EXHAUSTED', `Received message larger than max (${length} vs. ${this.maxBytes})`);
    }
    this.compressed = bytes[offset] === 1;
    this.needed = length;
    return length;
  }

  private message(body: Buffer): Buffer {
    if (!this.compressed) return body;
    const options = { maxOutputLength: this.maxBytes };
    try {
      if (this.encoding === 'gzip') return gunzipSync(body, options);
      if (this.encoding === 'deflate') return inflateSync(body, options);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new FirestoreError('RESOURCE_EXHAUSTED', `Received message that decompresses to a size larger than ${this.maxBytes}`);
      }
      throw new FirestoreError('INTERNAL', 'Failed to decompress message');
    }
    if (this.encoding === 'identity') throw new FirestoreError('INTERNAL', 'A compressed message arrived without a grpc-encoding');
    throw new FirestoreError('UNIMPLEMENTED', `Received message compressed with unsupported encoding "${this.encoding}"`);
  }
}
