/**
 * Commit throughput with the Firestore journal on and off, in one run: in memory (no data folder),
 * journaled without fsync (what writing the journal costs), and journaled with fsync (the default:
 * acknowledged means durable). Each through firebase-admin (gRPC), sequentially and with
 * 10 concurrent writers; each mode is measured in alternating passes and its best pass kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startBackend, type BackendOptions } from '../src/index.js';

const SEQUENTIAL_COMMITS = 1_000;
const CONCURRENT_COMMITS = 2_000;
const WRITERS = 10;
const PASSES = 3;

interface Mode {
  label: string;
  options: (dataDir: string) => Partial<BackendOptions>;
}

const MODES: Mode[] = [
  { label: 'in memory', options: () => ({}) },
  { label: 'journal, no fsync', options: (dataDir) => ({ dataDir, journal: { sync: false } }) },
  { label: 'journal + fsync', options: (dataDir) => ({ dataDir, journal: { sync: true } }) },
];

async function commits(db: Firestore, writers: number, total: number, prefix: string): Promise<number> {
  const col = db.collection(`bench-journal-${prefix}`);
  const each = total / writers;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < each; i++) await col.doc(`w${w}-d${i}`).set({ w, i, at: Date.now() });
    }),
  );
  return total / ((performance.now() - start) / 1000);
}

/** One pass of one mode: its own backend and client. */
async function measure(mode: Mode, pass: number): Promise<{ sequential: number; concurrent: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-journal-'));
  const backend = await startBackend({ firestorePort: 0, storagePort: 0, quiet: true, ...mode.options(dataDir) });
  // The emulator host variable wins over settings: point it at this backend while the client is made.
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${backend.firestorePort}`;
  const app = initializeApp({ projectId: 'demo-bench-journal' }, `bench-journal-${mode.label}-${pass}`);
  const db = getFirestore(app);
  process.env.FIRESTORE_EMULATOR_HOST = saved;
  try {
    await commits(db, 1, 100, 'warmup');
    const sequential = await commits(db, 1, SEQUENTIAL_COMMITS, 'seq');
    const concurrent = await commits(db, WRITERS, CONCURRENT_COMMITS, 'conc');
    return { sequential, concurrent };
  } finally {
    await deleteApp(app);
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function journalThroughput(): Promise<[string, string][]> {
  const best = new Map(MODES.map((m) => [m.label, { sequential: 0, concurrent: 0 }]));
  for (let pass = 0; pass < PASSES; pass++) {
    for (const mode of MODES) {
      const r = await measure(mode, pass);
      const b = best.get(mode.label)!;
      b.sequential = Math.max(b.sequential, r.sequential);
      b.concurrent = Math.max(b.concurrent, r.concurrent);
    }
  }
  const rows: [string, string][] = [];
  for (const [label, r] of best) {
    rows.push([`commits/s, ${label}, sequential`, r.sequential.toFixed(0)]);
    rows.push([`commits/s, ${label}, ${WRITERS} concurrent writers`, r.concurrent.toFixed(0)]);
  }
  const memory = best.get('in memory')!;
  const unsynced = best.get('journal, no fsync')!;
  const synced = best.get('journal + fsync')!;
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  rows.push(['journal + fsync vs in memory, sequential', pct(synced.sequential, memory.sequential)]);
  rows.push(['journal + fsync vs journal without fsync, sequential', pct(synced.sequential, unsynced.sequential)]);
  rows.push([`journal + fsync, ${WRITERS} writers vs 1 (group commit)`, `${(synced.concurrent / synced.sequential).toFixed(1)}x`]);
  return rows;
}
