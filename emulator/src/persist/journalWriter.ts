/**
 * Appends commits to the journal with group commit: a commit is queued in memory at once (in
 * commit order), and one writer at a time takes everything queued, writes it with one synchronous
 * write (the segment is opened with O_DSYNC: the write returns once the data is on disk, as a write
 * then an fdatasync would, in one trip to the I/O thread instead of two), then releases every
 * commit it covered. Commits that arrive while a sync runs form
 * the next group, so concurrent writers share syncs instead of queueing behind one each.
 *
 * Records go at the end of the data (a positional write, not an append) into space written with
 * zeros and synced beforehand: a synchronous write that grows the file must also sync its new size
 * (a filesystem journal commit), which costs several times the write itself, while one into blocks
 * already written only syncs the data. Reserving the space is not enough (fallocate): its blocks
 * would still be marked unwritten until their first write, which syncs that change. The next chunk
 * is zeroed in the background once the zeros left ahead run low, after a group's commits are
 * released; a record never lands on zeros that are not on disk yet.
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

/**
 * Zeros written ahead at a time. 1 MiB holds about 3,500 commits of 300 bytes and is zeroed and synced
 * in about a millisecond on a busy two-core VM (4 MiB took 12 to 15 ms there: writing back a larger
 * dirty range costs more than in proportion). A segment's file stays within 1.5 MiB of its records,
 * and each fold's new segment starts with one chunk, which stays cheap when folds come often.
 */
export const ZERO_CHUNK_BYTES = 1 << 20;
/** The next chunk is zeroed once fewer zeros than this are left ahead of the records. */
const LOW_ZEROS_BYTES = ZERO_CHUNK_BYTES / 2;

let zeroChunk: Buffer | undefined;

export class JournalWriter {
  private queue: (Buffer | Rotation)[] = [];
  private appended: number;
  private durable: number;
  private waiters: Waiter[] = [];
  private running = false;
  private scheduled = false;
  private failure: Error | undefined;
  private segmentFirstSeq: number;
  /**
   * Record bytes in the current segment, where the next record goes: the journal not yet folded into
   * a snapshot (the zeros after it do not count).
   */
  private bytes: number;
  /** The segment's zeros are on disk up to here. */
  private zeroedEnd: number;
  /** Zeros being written ahead in the background. */
  private zeroing: Promise<void> | undefined;

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
    this.bytes = this.zeroedEnd = segment.bytes;
  }

  /**
   * Continues the segment that starts at `segment.firstSeq`, whose records end at `segment.bytes`
   * (nothing but zeros after them, or nothing at all), or starts it. `lastSeq` is the last record's
   * sequence number. The space after the records is zeroed again before the first record lands in it.
   */
  static async open(
    dir: string,
    segment: { firstSeq: number; bytes: number },
    lastSeq: number,
    opts: { sync: boolean; onGroupWritten?: () => void },
  ): Promise<JournalWriter> {
    const handle = await openSegment(dir, segment.firstSeq, opts.sync);
    const writer = new JournalWriter(dir, handle, segment, lastSeq, opts.sync, opts.onGroupWritten ?? (() => {}));
    try {
      await writer.zeroAhead(ZERO_CHUNK_BYTES);
    } catch (err) {
      await handle.close().catch(() => undefined);
      throw err;
    }
    return writer;
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
    await this.zeroing;
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
        this.zeroAheadInBackground();
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
    while (this.bytes + data.length > this.zeroedEnd) {
      // The chunk being zeroed may be enough; if not (or it failed), zero what the group needs now.
      if (this.zeroing) await this.zeroing;
      else await this.zeroAhead(this.bytes + data.length - this.zeroedEnd);
    }
    await writeAll(this.handle, data, this.bytes);
    this.bytes += data.length;
  }

  /** Starts zeroing the next chunk once the zeros ahead run low; a failure is retried when the space is needed. */
  private zeroAheadInBackground(): void {
    if (this.zeroing || this.failure || this.zeroedEnd - this.bytes >= LOW_ZEROS_BYTES) return;
    this.zeroing = this.zeroAhead(ZERO_CHUNK_BYTES)
      .catch(() => undefined)
      .finally(() => {
        this.zeroing = undefined;
      });
  }

  /** Writes at least `atLeast` bytes of zeros (whole chunks) after those on disk, and syncs them. */
  private async zeroAhead(atLeast: number): Promise<void> {
    const handle = this.handle;
    const from = this.zeroedEnd;
    const chunks = Math.max(1, Math.ceil(atLeast / ZERO_CHUNK_BYTES));
    zeroChunk ??= Buffer.alloc(ZERO_CHUNK_BYTES);
    for (let i = 0; i < chunks; i++) await writeAll(handle, zeroChunk, from + i * ZERO_CHUNK_BYTES);
    // Without O_DSYNC (syncing off) the zeros are written but not synced, like the records.
    if (this.handle === handle) this.zeroedEnd = from + chunks * ZERO_CHUNK_BYTES;
  }

  private async switchSegment(firstSeq: number): Promise<void> {
    await this.zeroing;
    const next = await openSegment(this.dir, firstSeq, this.sync);
    await this.handle.close();
    this.handle = next;
    this.segmentFirstSeq = firstSeq;
    this.bytes = this.zeroedEnd = 0;
    await this.zeroAhead(ZERO_CHUNK_BYTES);
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

/** Writes all of `data` at `position`. */
async function writeAll(handle: FileHandle, data: Buffer, position: number): Promise<void> {
  let written = 0;
  while (written < data.length) {
    const { bytesWritten } = await handle.write(data, written, data.length - written, position + written);
    written += bytesWritten;
  }
}

async function openSegment(dir: string, firstSeq: number, sync: boolean): Promise<FileHandle> {
  // Not O_APPEND: records are written at the end of the data, over the zeros ahead of it.
  const flags = constants.O_WRONLY | constants.O_CREAT | (sync ? constants.O_DSYNC : 0);
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
