/**
 * Acknowledged means durable: a backend process is killed with SIGKILL while concurrent clients
 * write through firebase-admin (sets, increments, batches, transactions, deletes) and REST, then
 * restarted on the same data folder, a few times over. Every write acknowledged before a kill must
 * be there after the restart: documents with their data, counters with at least the acknowledged
 * increments, deleted documents still gone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

const PROJECT = 'demo-crash';
const SERVER = fileURLToPath(new URL('./support/crashServer.ts', import.meta.url));
const ROUNDS = 3;
const WRITERS = 4;

interface Ledger {
  /** Document path -> the data an acknowledged write left there. */
  docs: Map<string, Record<string, unknown>>;
  /** Counter path -> acknowledged increments. */
  counters: Map<string, number>;
  /** Paths whose deletion was acknowledged. */
  deleted: Set<string>;
  /** Transaction document path -> highest value an acknowledged transaction wrote. */
  transactions: Map<string, number>;
}

interface Server {
  child: ChildProcess;
  port: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'backend-crash-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the backend exited (${code}) before listening`)));
  });
  return { child, port: (JSON.parse(line) as { port: number }).port };
}

/**
 * A firebase-admin (gRPC) client of one server (the emulator host variable wins over settings).
 * Clients are never terminated: writes cut off by a kill are still retrying, and a terminated
 * client fails those retries outside any caller's reach.
 */
function client(port: number): Firestore {
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  try {
    return getFirestore(initializeApp({ projectId: PROJECT }, `crash-${process.pid}-${port}`));
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = saved;
  }
}

/** Runs writers until `stop` is set; every acknowledged write goes into the ledger (until the kill). */
function runWriters(db: Firestore, port: number, round: number, ledger: Ledger, state: { stopped: boolean; onAck: () => void }): Promise<unknown>[] {
  const acked = (fn: () => void) => {
    if (state.stopped) return;
    fn();
    state.onAck();
  };
  const writer = async (w: number) => {
    for (let i = 0; !state.stopped; i++) {
      const id = `r${round}-w${w}-${i}`;
      switch (i % 6) {
        case 0: {
          const data = { w, i, round, text: 'x'.repeat(200) };
          await db.doc(`sets/${id}`).set(data);
          acked(() => ledger.docs.set(`sets/${id}`, data));
          break;
        }
        case 1: {
          const path = `counters/c${w % 2}`;
          await db.doc(path).set({ n: FieldValue.increment(1) }, { merge: true });
          acked(() => ledger.counters.set(path, (ledger.counters.get(path) ?? 0) + 1));
          break;
        }
        case 2: {
          const batch = db.batch();
          const parts = ['a', 'b', 'c'].map((p) => [`batches/${id}-${p}`, { id, p }] as const);
          for (const [path, data] of parts) batch.set(db.doc(path), data);
          await batch.commit();
          acked(() => parts.forEach(([path, data]) => ledger.docs.set(path, data)));
          break;
        }
        case 3: {
          const path = `tx/t${w}`;
          const value = await db.runTransaction(async (tx) => {
            const snap = await tx.get(db.doc(path));
            const next = ((snap.get('v') as number | undefined) ?? 0) + 1;
            tx.set(db.doc(path), { v: next });
            return next;
          });
          acked(() => ledger.transactions.set(path, Math.max(ledger.transactions.get(path) ?? 0, value)));
          break;
        }
        case 4: {
          const path = `deletes/${id}`;
          await db.doc(path).set({ doomed: true });
          await db.doc(path).delete();
          acked(() => ledger.deleted.add(path));
          break;
        }
        case 5: {
          const data = { via: 'rest', id };
          const res = await fetch(`http://127.0.0.1:${port}/v1/projects/${PROJECT}/databases/(default)/documents:commit`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
            body: JSON.stringify({
              writes: [{ update: { name: `projects/${PROJECT}/databases/(default)/documents/rest/${id}`, fields: { via: { stringValue: 'rest' }, id: { stringValue: id } } } }],
            }),
          });
          if (res.ok) acked(() => ledger.docs.set(`rest/${id}`, data));
          break;
        }
      }
    }
  };
  // A write cut off by the kill fails or hangs in retries: that is expected and ignored.
  return Array.from({ length: WRITERS }, (_, w) => writer(w).catch(() => undefined));
}

async function verify(db: Firestore, ledger: Ledger): Promise<number> {
  const paths = [...ledger.docs.keys(), ...ledger.counters.keys(), ...ledger.deleted, ...ledger.transactions.keys()];
  if (paths.length === 0) return 0;
  const snaps = await db.getAll(...paths.map((p) => db.doc(p)));
  const byPath = new Map(snaps.map((s) => [s.ref.path, s]));
  const lost: string[] = [];
  for (const [path, data] of ledger.docs) if (!byPath.get(path)?.exists || JSON.stringify(byPath.get(path)!.data()) !== JSON.stringify(data)) lost.push(path);
  for (const [path, n] of ledger.counters) if (((byPath.get(path)?.get('n') as number | undefined) ?? 0) < n) lost.push(`${path} (< ${n})`);
  for (const path of ledger.deleted) if (byPath.get(path)?.exists) lost.push(`${path} (deleted)`);
  for (const [path, v] of ledger.transactions) if (((byPath.get(path)?.get('v') as number | undefined) ?? 0) < v) lost.push(`${path} (< ${v})`);
  expect(lost).toEqual([]);
  return paths.length;
}

describe('a killed backend', () => {
  it('keeps every write it acknowledged', async () => {
    const ledger: Ledger = { docs: new Map(), counters: new Map(), deleted: new Set(), transactions: new Map() };
    let acknowledged = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      const server = await startServer();
      const db = client(server.port);
      await verify(db, ledger);
      if (round === ROUNDS) {
        server.child.kill('SIGKILL');
        break;
      }
      // The kill comes once enough writes were acknowledged, while every writer is mid-write.
      const state = { stopped: false, onAck: () => {} };
      let acks = 0;
      const killAfter = 40 + round * 20;
      const killed = new Promise<void>((resolve) => {
        state.onAck = () => {
          if (++acks === killAfter) resolve();
        };
      });
      void runWriters(db, server.port, round, ledger, state);
      await killed;
      server.child.kill('SIGKILL');
      state.stopped = true;
      await new Promise((r) => server.child.once('exit', r));
      acknowledged += acks;
    }
    // The test means something only if writes were acknowledged in every round.
    expect(acknowledged).toBeGreaterThanOrEqual(ROUNDS * 40);
    expect([...ledger.counters.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(ledger.transactions.size).toBeGreaterThan(0);
  });
});
