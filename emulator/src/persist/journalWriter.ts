/**
 * Appends commits to the journal with group commit: a commit is queued in memory at once (in
 * commit order), and one writer at a time takes everything queued, writes it with one synchronous
 * write (the segment is opened with O_DSYNC: the write returns once the data is on disk, as a write
 * then an fdatasync would, in one trip to the I/O thread instead of two), then releases every
 * commit it covered. Commits that arrive while a sync runs form
 * the next group, so concurrent writers share syncs instead of queueing behind one each.
 */
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeRecord, segmentName, type JournalRecord } from './journalFormat.js';

/** A request to continue in a new segment from the record after those queued before it. */
interface Rotation {
  firstSeq: number;
  done: () => void;
  failed: (err: Error) => void;
}

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class JournalWriter {
  private queue: (Buffer | Rotation)[] = [];
  private appended: number;
  private durable: number;
  private waiters: Waiter[] = [];
  private running = false;
  private scheduled = false;
  private failure: Error | undefined;
  private segmentFirstSeq: number;
  /** Bytes in the current segment: the journal not yet folded into a snapshot. */
  private bytes: number;

  private constructor(
    private readonly dir: string,
    private handle: FileHandle,
    segment: { firstSeq: number; bytes: number },
    lastSeq: number,
    private readonly sync: boolean,
    /** Called after each group is on disk (e.g. to start folding the journal into a snapshot). */
    private readonly onGroupWritten: () => void,
  ) {
    this.appended = this.durable = lastSeq;
    this.segmentFirstSeq = segment.firstSeq;
    this.bytes = segment.bytes;
  }

  /**
   * Continues the segment that starts at `segment.firstSeq` (already cut to its last whole record,
   * `segment.bytes` long), or starts it. `lastSeq` is the last record's sequence number.
   */
  static async open(
    dir: string,
    segment: { firstSeq: number; bytes: number },
    lastSeq: number,
    opts: { sync: boolean; onGroupWritten?: () => void },
  ): Promise<JournalWriter> {
    const handle = await openSegment(dir, segment.firstSeq, opts.sync);
    return new JournalWriter(dir, handle, segment, lastSeq, opts.sync, opts.onGroupWritten ?? (() => {}));
  }

  get lastSeq(): number {
    return this.appended;
  }

  get segmentBytes(): number {
    return this.bytes;
  }

  /** Queues a commit; returns its sequence number. Synchronous, so records keep commit order. */
  append(record: Omit<JournalRecord, 's'>): number {
    const seq = ++this.appended;
    // After a failed write nothing more is written: records after a gap would not load.
    if (this.failure) return seq;
    this.queue.push(encodeRecord({ s: seq, ...record }));
    this.schedule();
    return seq;
  }

  /** Resolves once every record up to `seq` (default: all appended so far) is on disk. */
  whenDurable(seq = this.appended): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.durable >= seq) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ seq, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Starts a new segment for the records appended from now on; resolves once the records before are
   * on disk and the new segment exists. Returns the new segment's first sequence number.
   */
  rotate(): Promise<number> {
    const firstSeq = this.appended + 1;
    if (firstSeq === this.segmentFirstSeq && this.queue.length === 0 && this.bytes === 0) return Promise.resolve(firstSeq);
    return new Promise((resolve, reject) => {
      this.queue.push({ firstSeq, done: () => resolve(firstSeq), failed: reject });
      this.schedule();
    });
  }

  /** Writes what is queued and closes the segment. */
  async close(): Promise<void> {
    await this.whenDurable().catch(() => undefined);
    while (this.running || this.queue.length > 0) await new Promise((r) => setTimeout(r, 1));
    await this.handle.close().catch(() => undefined);
  }

  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    // Commits made in the same turn (a batchWrite, a burst of requests) join one group.
    queueMicrotask(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  private async run(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const items = this.queue;
        this.queue = [];
        const upTo = this.appended;
        let group: Buffer[] = [];
        for (const item of items) {
          if (Buffer.isBuffer(item)) {
            group.push(item);
            continue;
          }
          await this.writeGroup(group);
          group = [];
          try {
            await this.switchSegment(item.firstSeq);
            item.done();
          } catch (err) {
            item.failed(err as Error);
            throw err;
          }
        }
        await this.writeGroup(group);
        this.durable = upTo;
        this.release();
        this.onGroupWritten();
      }
    } catch (err) {
      this.failure = new Error(`Cannot write the Firestore journal in ${this.dir}: ${(err as Error).message}`);
      this.release();
      for (const item of this.queue) if (!Buffer.isBuffer(item)) item.failed(this.failure);
      this.queue = [];
    } finally {
      this.running = false;
    }
  }

  private async writeGroup(group: Buffer[]): Promise<void> {
    if (group.length === 0) return;
    const data = group.length === 1 ? group[0]! : Buffer.concat(group);
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await this.handle.write(data, written, data.length - written, null);
      written += bytesWritten;
    }
    this.bytes += data.length;
  }

  private async switchSegment(firstSeq: number): Promise<void> {
    const next = await openSegment(this.dir, firstSeq, this.sync);
    await this.handle.close();
    this.handle = next;
    this.segmentFirstSeq = firstSeq;
    this.bytes = 0;
  }

  private release(): void {
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (this.failure) w.reject(this.failure);
      else if (w.seq <= this.durable) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }
}

async function openSegment(dir: string, firstSeq: number, sync: boolean): Promise<FileHandle> {
  const flags = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (sync ? constants.O_DSYNC : 0);
  const handle = await open(join(dir, segmentName(firstSeq)), flags, 0o644);
  // The new file's directory entry must be durable too, or a crash could lose the whole segment.
  if (sync) await syncDirectory(dir);
  return handle;
}

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
