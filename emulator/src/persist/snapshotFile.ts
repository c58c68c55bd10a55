/**
 * The snapshot: the whole Firestore state as one JSON file (`firestore.json`), plus the sequence
 * number of the last journal record it holds. It is replaced atomically (write `<file>.tmp`, fsync,
 * rename, fsync the folder), so a crash at any point leaves either the old or the new snapshot.
 * It is written in slices that yield to the event loop, so commits go on while it is written.
 */
import { readFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { PersistedFirestore } from '../engine/service.js';
import { syncDirectory } from './journalWriter.js';

export const FORMAT = 'firestore-state';
/** Version 2 adds `journalSeq`; version 1 files (no journal) are still read. */
export const VERSION = 2;
const DOCUMENTS_PER_SLICE = 500;

export interface Snapshot {
  state: PersistedFirestore;
  /** Journal records up to this sequence number are in the state. */
  journalSeq: number;
  /** Size of the file it was read from. */
  bytes?: number;
}

/** Reads a snapshot; undefined when there is none. Throws an Error naming the file when it cannot be used. */
export function readSnapshot(file: string): Snapshot | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw refuse(file, (err as Error).message);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw refuse(file, `it is not valid JSON (${(err as Error).message})`);
  }
  const saved = parsed as { format?: unknown; version?: unknown; state?: unknown; journalSeq?: unknown } | null;
  if (!saved || typeof saved !== 'object' || saved.format !== FORMAT || !('state' in saved)) {
    throw refuse(file, `it is not a saved Firestore state (expected "format": "${FORMAT}")`);
  }
  if (saved.version !== 1 && saved.version !== VERSION) {
    throw refuse(file, `it has format version ${String(saved.version)}, this server reads versions 1 and ${VERSION}`);
  }
  const journalSeq = saved.version === 1 ? 0 : saved.journalSeq;
  if (typeof journalSeq !== 'number' || !Number.isSafeInteger(journalSeq) || journalSeq < 0) {
    throw refuse(file, 'its journalSeq is not a sequence number');
  }
  return { state: saved.state as PersistedFirestore, journalSeq, bytes: Buffer.byteLength(text) };
}

export function refuse(file: string, reason: string): Error {
  return new Error(
    `Cannot load Firestore data from ${file}: ${reason}. ` +
      'Refusing to start so the data is not overwritten; repair or move the file, or start with another data folder.',
  );
}

/** Writes a snapshot atomically; returns its size in bytes. */
export async function writeSnapshot(file: string, snapshot: Snapshot): Promise<number> {
  const tmp = `${file}.tmp`;
  const handle = await open(tmp, 'w');
  let bytes = 0;
  const write = async (text: string) => {
    const data = Buffer.from(text, 'utf8');
    let written = 0;
    while (written < data.length) written += (await handle.write(data, written, data.length - written, null)).bytesWritten;
    bytes += data.length;
  };
  try {
    const { state, journalSeq } = snapshot;
    const head = { format: FORMAT, version: VERSION, journalSeq, savedAt: new Date().toISOString() };
    await write(`${JSON.stringify(head).slice(0, -1)},"state":{"version":${state.version}`);
    if (state.readTime) await write(`,"readTime":${JSON.stringify(state.readTime)}`);
    await write(',"databases":[');
    for (const [i, database] of state.databases.entries()) {
      await write(`${i > 0 ? ',' : ''}{"name":${JSON.stringify(database.name)},"documents":[`);
      for (let start = 0; start < database.documents.length; start += DOCUMENTS_PER_SLICE) {
        const slice = database.documents.slice(start, start + DOCUMENTS_PER_SLICE).map((d) => JSON.stringify(d));
        await write((start > 0 ? ',' : '') + slice.join(','));
      }
      await write(']}');
    }
    await write(']}}');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
  await syncDirectory(dirname(file));
  return bytes;
}
