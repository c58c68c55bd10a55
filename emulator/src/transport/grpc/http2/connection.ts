/**
 * The server side of one HTTP/2 connection with prior knowledge (RFC 9113, 3.3), as gRPC clients open it in
 * the clear: frames, header blocks (hpack.ts), streams, and flow control both ways.
 *
 * What an HTTP/2 stack in general needs and gRPC does not is left out: no server push, no priorities (they
 * are read and ignored), no upgrade from HTTP/1.1. Everything the connection writes in one turn of the event
 * loop (the answers of every call that finished in it, settings and ping acknowledgements) leaves in one write
 * (frameIo.ts).
 *
 * Header blocks of any size are decoded, so the decoder's state always follows the client's, and a stream
 * opens whatever the size of its block (`headerBlockBytes`): the server can refuse one call whose headers are
 * too large while every other stream on the connection goes on. Only a block past MAX_BUFFERED_BLOCK_BYTES
 * ends the connection.
 */
import type { Socket } from 'node:net';
import { warn } from '../../../log.js';
import { ConnectionError, FrameReader, FrameWriter } from './frameIo.js';
import {
  DEFAULT_MAX_FRAME_SIZE,
  DEFAULT_WINDOW,
  ErrorCode,
  Flag,
  frame,
  FRAME_HEADER_BYTES,
  FrameType,
  goawayFrame,
  MAX_WINDOW,
  rstStreamFrame,
  Setting,
  settingsFrame,
  windowUpdateFrame,
  writeFrameHeader,
} from './frames.js';
import { CompressionError, HeaderDecoder, type HeaderList } from './hpack.js';
import { ServerStream, type StreamConnection } from './stream.js';

/** Past this, a header block is not even buffered: the connection is closed. */
const MAX_BUFFERED_BLOCK_BYTES = 16 * 1024 * 1024;
/** What each stream, and the connection as a whole, may receive before the client waits for a window update. */
const STREAM_RECEIVE_WINDOW = 4 * 1024 * 1024;
const CONNECTION_RECEIVE_WINDOW = 16 * 1024 * 1024;
/** Header table size the decoder allows (HTTP/2's default). */
const HEADER_TABLE_SIZE = 4096;

interface PendingBlock {
  streamId: number;
  endStream: boolean;
  fragments: Buffer[];
  bytes: number;
}

export class Http2ServerConnection implements StreamConnection {
  private readonly reader = new FrameReader((type, flags, streamId, payload) => this.onFrame(type, flags, streamId, payload));
  private readonly writer: FrameWriter;
  private readonly streams = new Map<number, ServerStream>();
  /** Streams with data waiting for a flow-control window. */
  private readonly blocked = new Set<ServerStream>();
  private lastStreamId = 0;
  private readonly decoder = new HeaderDecoder(HEADER_TABLE_SIZE);
  private pending: PendingBlock | undefined;
  private peerInitialWindow = DEFAULT_WINDOW;
  private peerMaxFrameSize = DEFAULT_MAX_FRAME_SIZE;
  private sendWindow = DEFAULT_WINDOW;
  private receivedUnacknowledged = 0;
  private closed = false;

  constructor(
    private readonly socket: Socket,
    private readonly onStream: (stream: ServerStream) => void,
  ) {
    // Answers are written whole; Nagle's algorithm would hold the last packet of each for the client's delayed ACK.
    socket.setNoDelay(true);
    this.writer = new FrameWriter(socket);
    this.queue(settingsFrame({ [Setting.INITIAL_WINDOW_SIZE]: STREAM_RECEIVE_WINDOW, [Setting.HEADER_TABLE_SIZE]: HEADER_TABLE_SIZE }));
    this.queue(windowUpdateFrame(0, CONNECTION_RECEIVE_WINDOW - DEFAULT_WINDOW));
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('end', () => this.end());
    socket.on('close', () => this.teardown());
    socket.resume();
  }

  /** Ends the connection at once (server shutdown). */
  destroy(): void {
    this.socket.destroy();
  }

  // ----------------------------------------------------------------------------------------------
  // Reading

  private receive(chunk: Buffer): void {
    if (this.closed) return;
    try {
      this.reader.push(chunk, () => !this.closed);
    } catch (err) {
      if (err instanceof ConnectionError) this.fail(err.code);
      else this.fail(ErrorCode.INTERNAL_ERROR);
    }
  }

  private onFrame(type: number, flags: number, streamId: number, payload: Buffer): void {
    if (this.pending && (type !== FrameType.CONTINUATION || streamId !== this.pending.streamId)) {
      throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'header block interrupted');
    }
    switch (type) {
      case FrameType.DATA:
        return this.onData(flags, streamId, payload);
      case FrameType.HEADERS:
        return this.onHeaders(flags, streamId, payload);
      case FrameType.CONTINUATION:
        return this.onContinuation(flags, streamId, payload);
      case FrameType.RST_STREAM:
        return this.onReset(streamId, payload);
      case FrameType.SETTINGS:
        return this.onSettings(flags, streamId, payload);
      case FrameType.PING:
        if (streamId !== 0 || payload.length !== 8) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'bad PING');
        if (!(flags & Flag.ACK)) this.queue(frame(FrameType.PING, Flag.ACK, 0, payload));
        return;
      case FrameType.GOAWAY:
        // The client opens no more streams; those open finish, then it closes the connection.
        return;
      case FrameType.WINDOW_UPDATE:
        return this.onWindowUpdate(streamId, payload);
      case FrameType.PUSH_PROMISE:
        throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'PUSH_PROMISE from a client');
      default:
        // PRIORITY and frame types this side does not know are ignored (RFC 9113, 5.5).
        return;
    }
  }

  private onData(flags: number, streamId: number, payload: Buffer): void {
    if (streamId === 0 || streamId > this.lastStreamId) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'DATA on an idle stream');
    const data = unpadded(flags, payload);
    this.received(payload.length);
    const stream = this.streams.get(streamId);
    // DATA on a stream that ended (or that this side reset) is dropped; the window it took is given back above.
    if (!stream || stream.remoteEnded) return;
    const endStream = (flags & Flag.END_STREAM) !== 0;
    if (!endStream) stream.received(payload.length, STREAM_RECEIVE_WINDOW);
    if (data.length > 0) this.call(stream, () => stream.onData(data));
    if (endStream && this.streams.has(streamId)) this.remoteEnd(stream);
  }

  private onHeaders(flags: number, streamId: number, payload: Buffer): void {
    if (streamId === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'HEADERS on stream 0');
    let fragment = unpadded(flags, payload);
    if (flags & Flag.PRIORITY) fragment = fragment.subarray(5);
    this.pending = { streamId, endStream: (flags & Flag.END_STREAM) !== 0, fragments: [fragment], bytes: fragment.length };
    if (flags & Flag.END_HEADERS) this.endBlock();
  }

  private onContinuation(flags: number, streamId: number, payload: Buffer): void {
    const pending = this.pending;
    if (!pending || streamId !== pending.streamId) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'CONTINUATION without HEADERS');
    pending.fragments.push(payload);
    pending.bytes += payload.length;
    if (pending.bytes > MAX_BUFFERED_BLOCK_BYTES) throw new ConnectionError(ErrorCode.ENHANCE_YOUR_CALM, 'header block too large');
    if (flags & Flag.END_HEADERS) this.endBlock();
  }

  private endBlock(): void {
    const { streamId, endStream, fragments, bytes } = this.pending!;
    this.pending = undefined;
    const block = fragments.length === 1 ? fragments[0]! : Buffer.concat(fragments, bytes);
    let headers: HeaderList;
    try {
      headers = this.decoder.decode(block);
    } catch (err) {
      if (err instanceof CompressionError) throw new ConnectionError(ErrorCode.COMPRESSION_ERROR, err.message);
      throw err;
    }
    const existing = this.streams.get(streamId);
    if (existing) {
      // Trailers from the client: they must end its side.
      if (!endStream) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'second header block without END_STREAM');
      if (!existing.remoteEnded) this.remoteEnd(existing);
      return;
    }
    if (streamId % 2 === 0 || streamId <= this.lastStreamId) {
      // A closed stream's late trailers carry nothing; a new stream must take a larger odd id.
      if (streamId % 2 === 1 && endStream) return;
      throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, `stream ${streamId} cannot be opened`);
    }
    this.lastStreamId = streamId;
    const stream = new ServerStream(this, streamId, headerRecord(headers), bytes, this.peerInitialWindow);
    this.streams.set(streamId, stream);
    // A request without a body ends with its headers; a call answered at once then needs no reset to stop it.
    stream.remoteEnded = endStream;
    this.call(stream, () => this.onStream(stream));
    if (endStream && this.streams.has(streamId)) this.remoteEnd(stream);
  }

  private onReset(streamId: number, payload: Buffer): void {
    if (streamId === 0 || payload.length !== 4) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'bad RST_STREAM');
    const stream = this.streams.get(streamId);
    if (!stream) return;
    this.forget(stream);
    if (!stream.localEnded) this.call(stream, () => stream.onAbort());
  }

  private onSettings(flags: number, streamId: number, payload: Buffer): void {
    if (streamId !== 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'SETTINGS on a stream');
    if (flags & Flag.ACK) return;
    if (payload.length % 6 !== 0) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'SETTINGS length');
    for (let at = 0; at < payload.length; at += 6) {
      const id = payload.readUInt16BE(at);
      const value = payload.readUInt32BE(at + 2);
      if (id === Setting.INITIAL_WINDOW_SIZE) {
        if (value > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, 'initial window too large');
        const delta = value - this.peerInitialWindow;
        this.peerInitialWindow = value;
        for (const stream of this.streams.values()) {
          stream.sendWindow += delta;
          // RFC 7540, 6.9.2: a change that takes a window past its largest size is a connection error.
          if (stream.sendWindow > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, 'stream window too large');
        }
      } else if (id === Setting.MAX_FRAME_SIZE) {
        if (value < DEFAULT_MAX_FRAME_SIZE || value > 0xffffff) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'bad max frame size');
        this.peerMaxFrameSize = value;
      }
      // The header table size bounds the client's decoder, which answers here never index into.
    }
    this.queue(frame(FrameType.SETTINGS, Flag.ACK, 0));
    this.sendBlocked();
  }

  private onWindowUpdate(streamId: number, payload: Buffer): void {
    if (payload.length !== 4) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'WINDOW_UPDATE length');
    const increment = payload.readUInt32BE(0) & 0x7fffffff;
    if (streamId === 0) {
      if (increment === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'WINDOW_UPDATE of 0');
      this.sendWindow += increment;
      if (this.sendWindow > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, 'connection window overflow');
      this.sendBlocked();
      return;
    }
    const stream = this.streams.get(streamId);
    if (!stream) return;
    if (increment === 0 || stream.sendWindow + increment > MAX_WINDOW) {
      this.reset(stream, increment === 0 ? ErrorCode.PROTOCOL_ERROR : ErrorCode.FLOW_CONTROL_ERROR);
      this.call(stream, () => stream.onAbort());
      return;
    }
    stream.sendWindow += increment;
    this.send(stream);
  }

  /** Gives the client back the connection window `bytes` of DATA took, in updates of half the window. */
  private received(bytes: number): void {
    this.receivedUnacknowledged += bytes;
    if (this.receivedUnacknowledged >= CONNECTION_RECEIVE_WINDOW / 2) {
      this.queue(windowUpdateFrame(0, this.receivedUnacknowledged));
      this.receivedUnacknowledged = 0;
    }
  }

  private remoteEnd(stream: ServerStream): void {
    stream.remoteEnded = true;
    this.call(stream, () => stream.onEnd());
    if (stream.localEnded) this.forget(stream);
  }

  /**
   * The client closed its side of the connection. Node ends this side too (the socket does not allow half-open
   * connections), and a client that closes does not wait for answers: what is still unwritten is dropped.
   */
  private end(): void {
    this.writer.drop();
    this.closed = true;
  }

  /** The connection is gone: calls still open are aborted. */
  private teardown(): void {
    this.closed = true;
    const open = [...this.streams.values()];
    this.streams.clear();
    this.blocked.clear();
    for (const stream of open) if (!stream.localEnded) this.call(stream, () => stream.onAbort());
  }

  /** Runs a stream's callback; one that throws costs its own stream (reset), never the connection. */
  private call(stream: ServerStream, callback: () => void): void {
    try {
      callback();
    } catch (err) {
      warn('grpc', `stream ${stream.id} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      if (this.streams.has(stream.id)) this.reset(stream, ErrorCode.INTERNAL_ERROR);
    }
  }

  /** A connection error: GOAWAY, then close (RFC 9113, 5.4.1). */
  private fail(code: number): void {
    if (this.closed) return;
    this.queue(goawayFrame(this.lastStreamId, code));
    this.writer.flush();
    this.closed = true;
    this.socket.end(() => this.socket.destroy());
    this.teardown();
  }

  // ----------------------------------------------------------------------------------------------
  // Writing (called by ServerStream)

  /** Sends a header block on `stream`, in HEADERS and, past the peer's frame size, CONTINUATION frames. */
  sendHeaders(stream: ServerStream, block: Buffer, endStream: boolean): void {
    if (this.closed || !this.streams.has(stream.id)) return;
    const max = this.peerMaxFrameSize;
    let type: number = FrameType.HEADERS;
    for (let at = 0; ; at += max) {
      const last = at + max >= block.length;
      const flags = (last ? Flag.END_HEADERS : 0) | (type === FrameType.HEADERS && endStream ? Flag.END_STREAM : 0);
      this.queue(frame(type, flags, stream.id, block.subarray(at, Math.min(block.length, at + max))));
      type = FrameType.CONTINUATION;
      if (last) break;
    }
    if (endStream) this.localEnd(stream);
  }

  /** Sends what `stream` has queued as far as the windows allow, then its end once its data is all out. */
  send(stream: ServerStream): void {
    if (this.closed || !this.streams.has(stream.id)) return;
    while (stream.queued.length > 0) {
      const allowed = Math.min(stream.sendWindow, this.sendWindow, this.peerMaxFrameSize);
      if (allowed <= 0) {
        this.blocked.add(stream);
        return;
      }
      const next = stream.queued[0]!;
      const chunk = next.length <= allowed ? next : next.subarray(0, allowed);
      if (chunk === next) stream.queued.shift();
      else stream.queued[0] = next.subarray(allowed);
      const endsHere = stream.queued.length === 0 && stream.ending && !stream.trailers;
      this.queueData(stream.id, chunk, endsHere);
      stream.sendWindow -= chunk.length;
      this.sendWindow -= chunk.length;
      if (endsHere) {
        this.blocked.delete(stream);
        this.localEnd(stream);
        return;
      }
    }
    this.blocked.delete(stream);
    if (!stream.ending) return;
    if (stream.trailers) this.sendHeaders(stream, stream.trailers, true);
    else {
      this.queueData(stream.id, Buffer.alloc(0), true);
      this.localEnd(stream);
    }
  }

  /** Resets a stream this side gives up on. */
  reset(stream: ServerStream, code: number): void {
    if (!this.streams.has(stream.id)) return;
    this.queue(rstStreamFrame(stream.id, code));
    stream.localEnded = true;
    this.forget(stream);
  }

  /** Returns a stream's receive window to the client. */
  windowUpdate(stream: ServerStream, increment: number): void {
    this.queue(windowUpdateFrame(stream.id, increment));
  }

  private sendBlocked(): void {
    for (const stream of [...this.blocked]) {
      if (this.sendWindow <= 0) return;
      this.send(stream);
    }
  }

  private localEnd(stream: ServerStream): void {
    stream.localEnded = true;
    if (stream.remoteEnded) {
      this.forget(stream);
      return;
    }
    // The answer is complete while the client still sends: ask it to stop, without error (RFC 9113, 8.1).
    this.queue(rstStreamFrame(stream.id, ErrorCode.NO_ERROR));
    this.forget(stream);
  }

  private forget(stream: ServerStream): void {
    this.streams.delete(stream.id);
    this.blocked.delete(stream);
  }

  private queueData(streamId: number, data: Buffer, endStream: boolean): void {
    const header = Buffer.allocUnsafe(FRAME_HEADER_BYTES);
    writeFrameHeader(header, 0, data.length, FrameType.DATA, endStream ? Flag.END_STREAM : 0, streamId);
    this.queue(header);
    // The payload is copied once, when the turn's frames are joined into one write.
    if (data.length > 0) this.queue(data);
  }

  private queue(bytes: Buffer): void {
    if (!this.closed) this.writer.queue(bytes);
  }
}

/** A DATA or HEADERS payload without its padding. */
function unpadded(flags: number, payload: Buffer): Buffer {
  if (!(flags & Flag.PADDED)) return payload;
  const padding = payload[0] ?? 0;
  if (payload.length === 0 || padding >= payload.length) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'bad padding');
  return payload.subarray(1, payload.length - padding);
}

/** Headers by name; a repeated name's values are joined as HTTP joins them. */
function headerRecord(headers: HeaderList): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of headers) {
    const seen = record[name];
    record[name] = seen === undefined ? value : `${seen}${name === 'cookie' ? '; ' : ', '}${value}`;
  }
  return record;
}
