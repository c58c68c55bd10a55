/**
 * One WebChannel session: a Listen or Write engine stream plus the delivery state the channel
 * needs to survive lost requests. Outgoing messages get consecutive array ids and stay queued
 * until the client acknowledges them (`AID`), so a reopened back channel replays what was lost.
 * Forward messages carry ids too (`ofs + index`) so re-sent ones are applied once.
 */
import type { ServerResponse } from 'node:http';
import { FirestoreError } from '../../engine/errors.js';
import type { RpcStatus, StreamSession } from '../../engine/types.js';
import { arrayEntry, backChannelChunk } from './framing.js';

export interface SessionTimings {
  /** Streaming back channels get a `noop` when nothing else was written for this long. */
  noopIntervalMs: number;
  /** Long-poll back channels are answered with a `noop` after this long without messages. */
  pollTimeoutMs: number;
  /** A session with no back channel and no request for this long is dropped (the client vanished). */
  idleSessionMs: number;
  /** A streaming back channel is ended after this many bytes; the client reopens it and acknowledges. */
  maxStreamBytes: number;
}

export interface BackChannelOptions {
  /** `CI=0`: keep the response open; `CI=1`: answer once and end. */
  streaming: boolean;
  /** `AID`: the last array id the client received. */
  acknowledged: number;
  /** `TO`: the client's long-poll timeout, when it set one. */
  pollTimeoutMs?: number;
}

interface Outgoing {
  aid: number;
  /** The rendered `[aid,[message]]` entry. */
  entry: string;
}

interface BackChannel {
  res: ServerResponse;
  streaming: boolean;
  /** Last array id written on this response. */
  written: number;
  bytes: number;
  timer?: NodeJS.Timeout;
}

const NOOP = 'noop';
const CONTENT_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
  'X-Content-Type-Options': 'nosniff',
};

export class ChannelSession<Req, Res> {
  private readonly outbox: Outgoing[] = [];
  /** Array 0 is the handshake reply. */
  private nextAid = 1;
  private lastForwardId = -1;
  private back: BackChannel | undefined;
  /** The engine reported an error: it is queued, and the session ends once it is delivered. */
  private failed = false;
  private ended = false;
  private flushQueued = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly id: string,
    private readonly stream: StreamSession<Req, Res>,
    private readonly timings: SessionTimings,
    private readonly onEnd: (session: ChannelSession<Req, Res>) => void,
  ) {
    stream.onMessage = (response) => this.enqueue(response);
    stream.onError = (status) => this.fail(status);
    this.armIdleTimer();
  }

  /** Id of the last array handed to the back channel queue (reported in forward replies). */
  get lastArrayId(): number {
    return this.nextAid - 1;
  }

  /** Feeds forward messages to the engine, skipping ids already applied (client retries). */
  receive(messages: readonly { id: number; message: Req }[]): void {
    this.armIdleTimer();
    for (const { id, message } of messages) {
      if (id <= this.lastForwardId) continue;
      this.lastForwardId = id;
      if (this.failed || this.ended) continue;
      try {
        this.stream.send(message);
      } catch (err) {
        this.fail(FirestoreError.from(err).toRpcStatus());
      }
    }
    // Write responses before the caller answers the forward request, so they arrive first.
    this.flush();
  }

  /** Drops queued arrays the client has received. */
  acknowledge(aid: number): void {
    let n = 0;
    while (n < this.outbox.length && this.outbox[n].aid <= aid) n++;
    if (n > 0) this.outbox.splice(0, n);
  }

  /** Takes over `res` as the back channel, replacing any previous one, and sends what is pending. */
  attachBackChannel(res: ServerResponse, opts: BackChannelOptions): void {
    if (this.back) this.finishBackChannel();
    this.acknowledge(opts.acknowledged);
    this.clearIdleTimer();
    res.writeHead(200, CONTENT_HEADERS);
    res.flushHeaders();
    const back: BackChannel = { res, streaming: opts.streaming, written: opts.acknowledged, bytes: 0 };
    this.back = back;
    res.once('close', () => {
      if (this.back !== back) return;
      clearTimeout(back.timer);
      this.back = undefined;
      this.armIdleTimer();
    });
    const pending = this.outbox.some((o) => o.aid > back.written);
    if (back.streaming) {
      // Data right away tells the client there is no buffering proxy, so it keeps streaming.
      if (!pending) this.enqueueNoop();
      this.flush();
    } else if (pending) {
      this.flush();
    } else {
      const timeout = Math.min(opts.pollTimeoutMs ?? this.timings.pollTimeoutMs, this.timings.pollTimeoutMs);
      back.timer = setTimeout(() => this.enqueueNoop(), timeout).unref();
    }
  }

  /** Ends the session: releases the engine stream and any open back channel. Idempotent. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.clearIdleTimer();
    if (this.back) {
      clearTimeout(this.back.timer);
      if (!this.back.res.writableEnded) this.back.res.end();
      this.back = undefined;
    }
    this.outbox.length = 0;
    try {
      this.stream.close();
    } catch {
      // The engine already released the stream; nothing left to do.
    }
    this.onEnd(this);
  }

  private enqueue(message: unknown): void {
    if (this.ended || this.failed) return;
    this.push(message);
  }

  private fail(status: RpcStatus): void {
    if (this.ended || this.failed) return;
    this.failed = true;
    this.push({ error: status });
  }

  private enqueueNoop(): void {
    if (this.ended) return;
    this.push(NOOP);
    this.flush();
  }

  private push(message: unknown): void {
    const aid = this.nextAid++;
    this.outbox.push({ aid, entry: arrayEntry(aid, message) });
    // Coalesce the messages one engine call produces into a single chunk.
    if (!this.flushQueued) {
      this.flushQueued = true;
      setImmediate(() => {
        this.flushQueued = false;
        this.flush();
      });
    }
  }

  /** Writes unsent arrays to the back channel, if one is open. */
  private flush(): void {
    const back = this.back;
    if (!back || this.ended) return;
    const pending = this.outbox.filter((o) => o.aid > back.written);
    if (pending.length === 0) return;
    const text = backChannelChunk(pending.map((o) => o.entry));
    back.res.write(text);
    back.written = pending[pending.length - 1].aid;
    back.bytes += text.length;
    if (this.failed) {
      // The error is the stream's last word; the client closes its side on reading it.
      this.end();
    } else if (!back.streaming || back.bytes >= this.timings.maxStreamBytes) {
      this.finishBackChannel();
    } else {
      clearTimeout(back.timer);
      back.timer = setTimeout(() => this.enqueueNoop(), this.timings.noopIntervalMs).unref();
    }
  }

  private finishBackChannel(): void {
    const back = this.back;
    if (!back) return;
    clearTimeout(back.timer);
    this.back = undefined;
    if (!back.res.writableEnded) back.res.end();
    this.armIdleTimer();
  }

  private armIdleTimer(): void {
    this.clearIdleTimer();
    if (this.back || this.ended) return;
    this.idleTimer = setTimeout(() => this.end(), this.timings.idleSessionMs).unref();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }
}
