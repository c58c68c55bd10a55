/**
 * `npm run bench:backend`: throughput and latency of the local Firestore server through the
 * official firebase-admin SDK (gRPC), printed as a table. Starts its own backend on free ports
 * unless FIRESTORE_EMULATOR_HOST points at one (e.g. the official emulator, for comparison). Its
 * own backends also measure commit throughput with the journal on and off (bench/journal.ts).
 */
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startBackend } from '../src/index.js';
import { journalThroughput } from './journal.js';

const SIZES = [10_000, 100_000];
const COMMITS = 2_000;
const QUERY_RUNS = 50;
const LISTENERS = 100;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function commitsPerSecond(db: Firestore): Promise<number> {
  const col = db.collection('bench-commits');
  const start = performance.now();
  for (let i = 0; i < COMMITS; i++) await col.doc(`d${i}`).set({ i, at: Date.now() });
  return COMMITS / ((performance.now() - start) / 1000);
}

async function fill(db: Firestore, name: string, count: number): Promise<void> {
  const col = db.collection(name);
  const writes: Promise<unknown>[] = [];
  for (let i = 0; i < count; i += 500) {
    const batch = db.batch();
    for (let j = i; j < Math.min(count, i + 500); j++) {
      batch.set(col.doc(`doc${String(j).padStart(6, '0')}`), {
        n: j, status: ['pending', 'shipped', 'delivered'][j % 3], company: `c${j % 50}`, price: (j * 7919) % 10_000,
      });
    }
    writes.push(batch.commit());
    if (writes.length >= 8) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
}

async function queryLatency(db: Firestore, name: string): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i++) {
    const start = performance.now();
    await db.collection(name).where('company', '==', `c${i % 50}`).where('status', '==', 'pending')
      .orderBy('price', 'desc').limit(20).get();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Time from a commit's acknowledgement until all listeners have seen it. */
async function listenerFanOut(db: Firestore): Promise<{ p50: number; max: number }> {
  const col = db.collection('bench-listen');
  await col.doc('seed').set({ v: 0 });
  let expected = 0;
  let seen = 0;
  let allSeen: () => void = () => {};
  const lastSeen = new Array<number>(LISTENERS).fill(-1); // each listener counts once per round
  const unsubscribes = Array.from({ length: LISTENERS }, (_, i) =>
    col.where('v', '>=', 0).onSnapshot((snap) => {
      if (lastSeen[i] === expected || !snap.docs.some((d) => d.get('v') === expected)) return;
      lastSeen[i] = expected;
      if (++seen === LISTENERS) allSeen();
    }),
  );
  // Wait until every listener has its first snapshot.
  await new Promise<void>((resolve) => { allSeen = resolve; });
  const delays: number[] = [];
  for (let round = 1; round <= 10; round++) {
    expected = round;
    seen = 0;
    const done = new Promise<void>((resolve) => { allSeen = resolve; });
    const start = performance.now();
    await col.doc('seed').set({ v: round });
    await done;
    delays.push(performance.now() - start);
  }
  unsubscribes.forEach((u) => u());
  return { p50: percentile(delays, 50), max: Math.max(...delays) };
}

async function main(): Promise<void> {
  const own = process.env.FIRESTORE_EMULATOR_HOST ? undefined : await startBackend({ firestorePort: 0, storagePort: 0, quiet: true });
  if (own) process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${own.firestorePort}`;
  const app = initializeApp({ projectId: 'demo-bench' }, 'bench');
  const db = getFirestore(app);
  const rows: [string, string][] = [];
  try {
    rows.push(['commits per second (sequential, 1 doc each)', (await commitsPerSecond(db)).toFixed(0)]);
    for (const size of SIZES) {
      const name = `bench-${size}`;
      const start = performance.now();
      await fill(db, name, size);
      rows.push([`load ${size.toLocaleString('en')} docs (batches of 500)`, ms(performance.now() - start)]);
      const { p50, p95 } = await queryLatency(db, name);
      rows.push([`query p50 over ${size.toLocaleString('en')} docs`, ms(p50)]);
      rows.push([`query p95 over ${size.toLocaleString('en')} docs`, ms(p95)]);
    }
    const fanOut = await listenerFanOut(db);
    rows.push([`commit seen by all ${LISTENERS} listeners, p50`, ms(fanOut.p50)]);
    rows.push([`commit seen by all ${LISTENERS} listeners, max`, ms(fanOut.max)]);
    // Journal on and off needs backends of its own, so only when this run started its own.
    if (own) rows.push(...(await journalThroughput()));
  } finally {
    await deleteApp(app);
    await own?.close();
  }
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n${'measure'.padEnd(width)} | value\n${'-'.repeat(width)}-|-------------`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
