/**
 * Keeps one oversized request header from resetting a whole HTTP/2 connection.
 *
 * Node's HTTP/2 stack (nghttp2) treats a header field longer than 64 KiB as a compression error of
 * the connection: every stream on it dies, not just the call that sent it. This filter sits between
 * the socket and the HTTP/2 session and watches the client's header blocks. A block over
 * MAX_HEADER_BLOCK_BYTES is replaced by a small block of our own that routes the call to
 * REFUSED_CALL_PATH, where it is answered RESOURCE_EXHAUSTED; every other byte passes unchanged.
 *
 * Dropping a block is only safe when it cannot change the HPACK dynamic table the session decodes
 * with: the server therefore announces a header table of size 0 (see grpc.ts), and blocks are only
 * replaced once the client has acknowledged it (its encoder then opens a block with a table size
 * update to 0). Before that, a block passes through as it always did.
 */
import { Duplex } from 'node:stream';
import type { Socket } from 'node:net';

/** Largest client header block passed on (encoded bytes); production gRPC front ends refuse far less. */
export const MAX_HEADER_BLOCK_BYTES = 64 * 1024;
/** Past this, a block is not even buffered: the connection is closed. */
const MAX_BUFFERED_BLOCK_BYTES = 16 * 1024 * 1024;
/** The path a refused call is routed to, and the header that carries the refused block's size. */
export const REFUSED_CALL_PATH = '/google.firestore.v1.Firestore/RequestHeadersTooLarge';
export const REFUSED_SIZE_HEADER = 'x-refused-header-bytes';

const PREFACE_BYTES = 24;
const FRAME_HEADER_BYTES = 9;
const HEADERS = 0x1;
const CONTINUATION = 0x9;
const END_STREAM = 0x1;
const END_HEADERS = 0x4;
const PADDED = 0x8;
const PRIORITY = 0x20;

interface PendingBlock {
  streamId: number;
  endStream: boolean;
  frames: Buffer[];
  fragmentBytes: number;
}

/** HPACK integer with an n-bit prefix (RFC 7541, 5.1). */
function hpackInteger(value: number, prefixBits: number, firstByte: number): Buffer {
  const max = (1 << prefixBits) - 1;
  if (value < max) return Buffer.from([firstByte | value]);
  const bytes = [firstByte | max];
  let rest = value - max;
  while (rest >= 128) {
    bytes.push((rest % 128) + 128);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}

/** "Literal header field without indexing, new name", plain strings: leaves the dynamic table alone. */
function literalField(name: string, value: string): Buffer {
  const n = Buffer.from(name, 'latin1');
  const v = Buffer.from(value, 'latin1');
  return Buffer.concat([Buffer.from([0]), hpackInteger(n.length, 7, 0), n, hpackInteger(v.length, 7, 0), v]);
}

function frame(type: number, flags: number, streamId: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(FRAME_HEADER_BYTES);
  head.writeUIntBE(payload.length, 0, 3);
  head[3] = type;
  head[4] = flags;
  head.writeUInt32BE(streamId & 0x7fffffff, 5);
  return Buffer.concat([head, payload]);
}

/** The header block that stands in for a refused one. */
function refusalBlock(block: PendingBlock): Buffer {
  const fields = Buffer.concat([
    literalField(':method', 'POST'),
    literalField(':scheme', 'http'),
    literalField(':path', REFUSED_CALL_PATH),
    literalField(':authority', 'localhost'),
    literalField('content-type', 'application/grpc'),
    literalField('te', 'trailers'),
    literalField(REFUSED_SIZE_HEADER, String(block.fragmentBytes)),
  ]);
  return frame(HEADERS, END_HEADERS | (block.endStream ? END_STREAM : 0), block.streamId, fields);
}

/** The header block fragment inside a HEADERS frame's payload (padding and priority removed). */
function headersFragment(flags: number, payload: Buffer): Buffer {
  let start = 0;
  let end = payload.length;
  if (flags & PADDED) {
    end -= payload[0] ?? 0;
    start = 1;
  }
  if (flags & PRIORITY) start += 5;
  return payload.subarray(start, Math.max(start, end));
}

/** Wraps a client connection; the returned stream is what the HTTP/2 session reads and writes. */
export function guardHeaderBlocks(socket: Socket): Duplex {
  // Nagle's algorithm off: a response's frames are written one after another, and with it on the last of them
  // waited for the client's delayed ACK (about 40 ms), so every unary gRPC call took ~45 ms instead of ~2 ms.
  socket.setNoDelay(true);
  let buffered: Buffer = Buffer.alloc(0);
  let prefaceSeen = false;
  let tableDisabled = false;
  let pending: PendingBlock | undefined;

  // Done once the socket has taken the bytes, not once the kernel has, so the session goes on writing in the same
  // turn of the event loop; a full socket still holds it back until it drains.
  const writeOut = (bytes: Buffer, callback: (error?: Error | null) => void) => {
    if (socket.write(bytes)) callback();
    else socket.once('drain', () => callback());
  };

  const guarded = new Duplex({
    read() {
      socket.resume();
    },
    write(chunk: Buffer, _encoding, callback) {
      writeOut(chunk, callback);
    },
    // The session hands over a response's frames together (headers, data, trailers): one system call for all.
    writev(chunks, callback) {
      writeOut(chunks.length === 1 ? (chunks[0]!.chunk as Buffer) : Buffer.concat(chunks.map((c) => c.chunk as Buffer)), callback);
    },
    final(callback) {
      socket.end();
      callback();
    },
    destroy(err, callback) {
      socket.destroy();
      callback(err);
    },
  });

  const forward = (bytes: Buffer) => {
    if (!guarded.push(bytes)) socket.pause();
  };

  const finishBlock = (block: PendingBlock) => {
    if (block.fragmentBytes > MAX_HEADER_BLOCK_BYTES && tableDisabled) forward(refusalBlock(block));
    else for (const f of block.frames) forward(f);
  };

  const onFrame = (bytes: Buffer) => {
    const length = bytes.readUIntBE(0, 3);
    const type = bytes[3]!;
    const flags = bytes[4]!;
    const streamId = bytes.readUInt32BE(5) & 0x7fffffff;
    const payload = bytes.subarray(FRAME_HEADER_BYTES, FRAME_HEADER_BYTES + length);
    if (type === HEADERS && !pending) {
      const fragment = headersFragment(flags, payload);
      // A block that opens with a table size update to 0 (and no second update) proves the client's encoder stopped indexing.
      if (fragment[0] === 0x20 && ((fragment[1] ?? 0) & 0xe0) !== 0x20) tableDisabled = true;
      pending = { streamId, endStream: (flags & END_STREAM) !== 0, frames: [bytes], fragmentBytes: fragment.length };
    } else if (type === CONTINUATION && pending && streamId === pending.streamId) {
      pending.frames.push(bytes);
      pending.fragmentBytes += payload.length;
    } else {
      // Anything else mid-block is the session's protocol error to report.
      if (pending) for (const f of pending.frames) forward(f);
      pending = undefined;
      forward(bytes);
      return;
    }
    if (pending.fragmentBytes > MAX_BUFFERED_BLOCK_BYTES) {
      guarded.destroy();
      return;
    }
    if (flags & END_HEADERS) {
      const block = pending;
      pending = undefined;
      finishBlock(block);
    }
  };

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    if (!prefaceSeen) {
      if (buffered.length < PREFACE_BYTES) return;
      forward(buffered.subarray(0, PREFACE_BYTES));
      buffered = buffered.subarray(PREFACE_BYTES);
      prefaceSeen = true;
    }
    while (buffered.length >= FRAME_HEADER_BYTES) {
      const size = FRAME_HEADER_BYTES + buffered.readUIntBE(0, 3);
      if (buffered.length < size) break;
      const bytes = buffered.subarray(0, size);
      buffered = buffered.subarray(size);
      onFrame(bytes);
      if (guarded.destroyed) return;
    }
  });
  socket.on('end', () => guarded.push(null));
  socket.on('close', () => guarded.destroy());
  // The session learns of a broken connection from the close; an error object would be unhandled there.
  socket.on('error', () => guarded.destroy());
  return guarded;
}
