/**
 * Keeps Firestore's state in a data folder so that an acknowledged commit survives a crash:
 * every commit is appended to a journal (persist/journalFormat.ts) and synced to disk before its
 * response leaves (see durableApi.ts), concurrent commits sharing one sync. The journal is folded
 * into a snapshot (`firestore.json`) in the background once it outgrows the last snapshot, so a
 * commit costs the same whatever the database's size. Start-up loads the snapshot, then replays
 * the journal records after it; a record torn by a crash at the very end (nothing but the zeros
 * written ahead after it) is cut away, anything else unreadable stops the start with a message
 * naming the file.
 */
import { mkdirSync, openSync, closeSync, fsyncSync, ftruncateSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CommittedChanges, PersistedFirestore } from './engine/service.js';
import type { Document } from './engine/types.js';
import { log, warn } from './log.js';
import { scanSegment, segmentFirstSeq, type JournalRecord } from './persist/journalFormat.js';
import { JournalWriter } from './persist/journalWriter.js';
import { readSnapshot, refuse, writeSnapshot } from './persist/snapshotFile.js';

/** What the engine offers for persistence (see engine/service.ts). */
export interface JournaledStore {
  exportState(): PersistedFirestore;
  importState(state: PersistedFirestore): void;
  /** Applies a commit read back from the journal. */
  replay(database: string, time: number, puts: readonly Document[], deletes: readonly string[]): void;
  /** Fires after every commit or clear; returns an unsubscribe function. */
  onChange(listener: (commit: CommittedChanges) => void): () => void;
}

export interface Persistence {
  /** Resolves once every commit made so far is on disk. */
  durable(): Promise<void>;
  /** Folds the journal into the snapshot now. */
  flush(): Promise<void>;
  /** Stops journaling after a final flush. */
  close(): Promise<void>;
}

export interface JournalOptions {
  /** fdatasync each group of commits (default true). Off only to measure what syncing costs. */
  sync?: boolean;
  /** Fold the journal into the snapshot once it holds this many bytes and more than the snapshot (default 8 MiB). */
  compactBytes?: number;
}

const FILE_NAME = 'firestore.json';
const DEFAULT_COMPACT_BYTES = 8 * 1024 * 1024;

export function firestoreFile(dataDir: string): string {
  return join(dataDir, FILE_NAME);
}

interface Segment {
  file: string;
  firstSeq: number;
}

function listSegments(dataDir: string): Segment[] {
  return readdirSync(dataDir)
    .map((name) => ({ file: join(dataDir, name), firstSeq: segmentFirstSeq(name) }))
    .filter((s): s is Segment => s.firstSeq !== undefined)
    .sort((a, b) => a.firstSeq - b.firstSeq);
}

interface Loaded {
  loaded: boolean;
  lastSeq: number;
  /** The segment to continue writing, and where its records end (nothing but zeros after them, if anything). */
  segment: { firstSeq: number; bytes: number };
  snapshotBytes: number;
}

/**
 * Loads the snapshot and replays the journal into the store. Throws an Error naming the file and
 * the problem when something cannot be used; only a torn last record is dropped.
 */
export function loadFirestore(dataDir: string, store: JournaledStore): Loaded {
  mkdirSync(dataDir, { recursive: true });
  const file = firestoreFile(dataDir);
  // A leftover temp file is an interrupted snapshot; the main file is still the last complete one.
  rmSync(`${file}.tmp`, { force: true });
  const snapshot = readSnapshot(file);
  if (snapshot) {
    try {
      store.importState(snapshot.state);
    } catch (err) {
      throw refuse(file, `its contents are invalid (${(err as Error).message})`);
    }
  }
  const journalSeq = snapshot?.journalSeq ?? 0;
  let lastSeq = journalSeq;
  let replayed = 0;
  const segments = listSegments(dataDir);
  let tail: Loaded['segment'] = { firstSeq: journalSeq + 1, bytes: 0 };
  segments.forEach((segment, i) => {
    const bytes = readFileSync(segment.file);
    const scanned = scanSegment(bytes);
    const last = i === segments.length - 1;
    if (scanned.problem) {
      const { offset, reason, torn } = scanned.problem;
      if (!torn || !last) {
        throw refuse(segment.file, `${reason} at byte ${offset} of ${bytes.length}. Records after it cannot be trusted`);
      }
      // A crash cut the last write short: it was never acknowledged, so it is dropped. Its bytes go
      // (durably) before the segment goes on: shorter records written over them would leave the rest
      // after the new end of the data, to be read as damage by the next start.
      truncate(segment.file, scanned.validBytes);
      warn('persistence', `Dropped an incomplete last record (${scanned.contentBytes - offset} bytes) from ${segment.file}.`);
    }
    for (const record of scanned.records) {
      if (record.s <= journalSeq) continue;
      if (record.s !== lastSeq + 1) {
        throw refuse(segment.file, `record ${record.s} follows record ${lastSeq}: records are missing`);
      }
      apply(store, segment.file, record);
      lastSeq = record.s;
      replayed++;
    }
    if (last) tail = { firstSeq: segment.firstSeq, bytes: scanned.validBytes };
  });
  if (replayed > 0) log('persistence', `Replayed ${replayed} journaled commits from ${dataDir}.`);
  return { loaded: !!snapshot || replayed > 0, lastSeq, segment: tail, snapshotBytes: snapshot?.bytes ?? 0 };
}

function apply(store: JournaledStore, file: string, record: JournalRecord): void {
  try {
    store.replay(record.d, record.t, record.p ?? [], record.x ?? []);
  } catch (err) {
    throw refuse(file, `record ${record.s} is invalid (${(err as Error).message})`);
  }
}

function truncate(file: string, length: number): void {
  const fd = openSync(file, 'r+');
  try {
    ftruncateSync(fd, length);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Loads the saved state (throwing on anything unusable), then journals every commit until closed. */
export async function openFirestorePersistence(
  dataDir: string,
  store: JournaledStore,
  opts: JournalOptions = {},
): Promise<{ persistence: Persistence; loaded: boolean }> {
  const loaded = loadFirestore(dataDir, store);
  const file = firestoreFile(dataDir);
  const compactBytes = opts.compactBytes ?? DEFAULT_COMPACT_BYTES;
  let snapshotBytes = loaded.snapshotBytes;
  let compacting: Promise<void> | undefined;
  let closed = false;

  const writer: JournalWriter = await JournalWriter.open(dataDir, loaded.segment, loaded.lastSeq, {
    sync: opts.sync ?? true,
    onGroupWritten: () => {
      if (!compacting && !closed && writer.segmentBytes >= Math.max(compactBytes, snapshotBytes)) {
        compact().catch((err: unknown) => warn('persistence', `folding the journal into ${file} failed: ${(err as Error).message}`));
      }
    },
  });

  /** Writes a snapshot of the state as of now, then drops the journal segments it covers. */
  const compact = (): Promise<void> => {
    compacting ??= (async () => {
      try {
        // The state and its sequence number are taken together, synchronously.
        const journalSeq = writer.lastSeq;
        const state = store.exportState();
        const firstKept = await writer.rotate();
        snapshotBytes = await writeSnapshot(file, { state, journalSeq });
        await Promise.all(
          listSegments(dataDir)
            .filter((s) => s.firstSeq < firstKept)
            .map((s) => rm(s.file, { force: true })),
        );
      } finally {
        compacting = undefined;
      }
    })();
    return compacting;
  };

  const unsubscribe = store.onChange(({ database, time, changes }) => {
    const puts: Document[] = [];
    const deletes: string[] = [];
    for (const change of changes) {
      if (change.after) puts.push(change.after);
      else deletes.push(change.name);
    }
    writer.append({ t: time, d: database, ...(puts.length ? { p: puts } : {}), ...(deletes.length ? { x: deletes } : {}) });
  });

  const flush = async () => {
    await writer.whenDurable();
    while (compacting) await compacting.catch(() => undefined);
    if (writer.segmentBytes > 0) await compact();
  };

  return {
    loaded: loaded.loaded,
    persistence: {
      durable: () => writer.whenDurable(),
      flush,
      async close() {
        if (closed) return;
        unsubscribe();
        try {
          await flush();
        } finally {
          closed = true;
          await writer.close();
        }
      },
    },
  };
}
