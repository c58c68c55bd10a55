/**
 * The Write stream: a handshake `{database}` answered with `{streamId, streamToken}` (and no write
 * results: the SDKs assert that), then each `{streamToken, writes}` committed and answered with the
 * commit time and one result per write. A failed commit ends the stream with its status.
 */
import { randomBytes } from 'node:crypto';
import { FirestoreError, invalidArgument } from './errors.js';
import { parseDatabaseName } from './names.js';
import { warn } from '../log.js';
import type { CommitResponse, RequestContext, RpcStatus, StreamSession, Write, WriteRequest, WriteResponse } from './types.js';

export interface WriteBackend {
  /** A promise when the answer must wait (until the commit is durable). */
  commit(ctx: RequestContext, database: string, writes: Write[]): CommitResponse | Promise<CommitResponse>;
  /** A current read time, for heartbeat replies. */
  now(): string;
}

export class WriteSession implements StreamSession<WriteRequest, WriteResponse> {
  onMessage: (response: WriteResponse) => void = () => {};
  onError: (error: RpcStatus) => void = () => {};
  private database: string | undefined;
  private readonly streamId = randomBytes(12).toString('base64url');
  private sequence = 0;
  private closed = false;
  /** Answers still waiting for earlier ones: set while any answer is pending, so they leave in order. */
  private pending: Promise<void> | undefined;

  constructor(
    private readonly backend: WriteBackend,
    readonly ctx: RequestContext,
  ) {}

  send(request: WriteRequest): void {
    if (this.closed) return;
    let response: WriteResponse | Promise<WriteResponse>;
    try {
      response = this.handle(request);
    } catch (err) {
      // Nothing after a failed commit is committed; its error still waits for the answers before it.
      this.closed = true;
      this.inOrder(() => this.fail(err));
      return;
    }
    if (response instanceof Promise) {
      const answer = response;
      this.inOrder(() => answer.then((r) => this.deliver(r), (err: unknown) => this.fail(err)));
    } else {
      this.inOrder(() => this.deliver(response));
    }
  }

  /** Runs `step` after every earlier answer left: at once when none is pending. */
  private inOrder(step: () => void | Promise<void>): void {
    const previous = this.pending;
    const run = previous ? previous.then(step) : step();
    if (!(run instanceof Promise)) return;
    const current: Promise<void> = run.finally(() => {
      if (this.pending === current) this.pending = undefined;
    });
    this.pending = current;
  }

  private fail(err: unknown): void {
    this.closed = true;
    this.onError(FirestoreError.from(err).toRpcStatus());
  }

  private deliver(response: WriteResponse): void {
    try {
      this.onMessage(response);
    } catch (err) {
      warn('write', `dropping a Write response: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  close(): void {
    this.closed = true;
  }

  /** Tokens only need to be opaque and change with every response. */
  private nextToken(): string {
    return Buffer.from(`${this.streamId}:${++this.sequence}`).toString('base64');
  }

  private handle(request: WriteRequest): WriteResponse | Promise<WriteResponse> {
    if (!request || typeof request !== 'object') throw invalidArgument('Invalid Write request.');
    if (this.database === undefined) {
      this.database = parseDatabaseName(request.database).name;
      if (request.writes?.length) throw invalidArgument('The first request of a Write stream must not contain writes.');
      return { streamId: this.streamId, streamToken: this.nextToken() };
    }
    if (request.database && request.database !== this.database) {
      throw invalidArgument(`This Write stream is for ${this.database}, not ${request.database}.`);
    }
    const writes = request.writes ?? [];
    if (writes.length === 0) return { streamToken: this.nextToken(), commitTime: this.backend.now() };
    const streamToken = this.nextToken();
    const committed = this.backend.commit(this.ctx, this.database, writes);
    const answer = ({ commitTime, writeResults }: CommitResponse): WriteResponse => ({ streamToken, commitTime, writeResults });
    return committed instanceof Promise ? committed.then(answer) : answer(committed);
  }
}
