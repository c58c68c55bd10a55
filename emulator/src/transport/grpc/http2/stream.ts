/**
 * One stream of an HTTP/2 connection (connection.ts), as the server sees it: the request's headers and
 * data arrive through callbacks, the answer is written as a header block, data (held until the client's
 * flow-control window admits it) and an end, with or without trailers.
 */
/** What a stream needs of its connection. */
export interface StreamConnection {
  sendHeaders(stream: ServerStream, block: Buffer, endStream: boolean): void;
  /** Sends what the stream has queued, as far as flow control allows, then its end if it is ending. */
  send(stream: ServerStream): void;
  windowUpdate(stream: ServerStream, increment: number): void;
}

const ignore = () => {};

export class ServerStream {
  /** A chunk of the request's data. */
  onData: (chunk: Buffer) => void = ignore;
  /** The client ended its side of the stream. */
  onEnd: () => void = ignore;
  /** The stream ended before the answer did: the client reset it or the connection closed. */
  onAbort: () => void = ignore;

  remoteEnded = false;
  localEnded = false;
  /** What the client's window for this stream still admits. */
  sendWindow: number;
  /** Answer data waiting for a window, in order. */
  queued: Buffer[] = [];
  /** The answer ends once `queued` is out: with `trailers` if set. */
  ending = false;
  trailers: Buffer | undefined;
  private answered = false;
  private receivedUnacknowledged = 0;

  constructor(
    private readonly connection: StreamConnection,
    readonly id: number,
    /** The request's headers by name (lower case), pseudo-headers included. */
    readonly headers: Readonly<Record<string, string>>,
    /** Size of the request's header block as sent (encoded). */
    readonly headerBlockBytes: number,
    initialWindow: number,
  ) {
    this.sendWindow = initialWindow;
  }

  /** Whether the answer may still be written. */
  get writable(): boolean {
    return !this.localEnded && !this.ending;
  }

  /** Sends the answer's header block; `endStream` makes it the whole answer. */
  respond(block: Buffer, endStream = false): void {
    if (this.answered || !this.writable) return;
    this.answered = true;
    this.connection.sendHeaders(this, block, endStream);
  }

  write(data: Buffer): void {
    if (!this.writable || data.length === 0) return;
    this.queued.push(data);
    this.connection.send(this);
  }

  /** Ends the answer after the data written so far, with `trailers` (a header block) if given. */
  end(trailers?: Buffer): void {
    if (!this.writable) return;
    this.ending = true;
    this.trailers = trailers;
    this.connection.send(this);
  }

  /** Counts request data the server has taken, and gives the window back to the client in halves. */
  received(bytes: number, window: number): void {
    this.receivedUnacknowledged += bytes;
    if (this.receivedUnacknowledged >= window / 2) {
      this.connection.windowUpdate(this, this.receivedUnacknowledged);
      this.receivedUnacknowledged = 0;
    }
  }
}
