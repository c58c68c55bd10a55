/**
 * What the benchmark measures, each against one server through one client: firebase-admin for
 * gRPC, plain fetch for the REST API. Every measure checks what it gets back, so a server that
 * answers wrongly fails the run instead of looking fast.
 */
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Target } from './targets.js';

const PROJECT = 'demo-bench';
/** Documents `seedReads` writes, read over and over by the read measures. */
const READ_DOCS = 500;

export interface Client {
  db: Firestore;
  /** The REST API's documents root on this server. */
  rest: string;
  close(): Promise<void>;
}

let clients = 0;

export function connect(target: Target): Client {
  // The emulator host variable wins over settings: point it at this server while the client is made.
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = target.host;
  const app: App = initializeApp({ projectId: PROJECT }, `bench-${clients++}`);
  const db = getFirestore(app);
  if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = saved;
  return { db, rest: `http://${target.host}/v1/projects/${PROJECT}/databases/(default)/documents`, close: () => deleteApp(app) };
}

/** A pass's figure (operations per second, or a median in ms) and how many operations it took. */
export interface Result {
  value: number;
  ops: number;
}

/**
 * Whether a pass goes on to operation `i`: up to `count` while its time budget lasts (a slow
 * server does fewer operations rather than holding the run up), and always at least one.
 */
const goOn = (i: number, count: number, until: number) => i < count && (i === 0 || performance.now() < until);

const perSecond = (ops: number, start: number): Result => ({ value: ops / ((performance.now() - start) / 1000), ops });

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function benchDoc(n: number) {
  return { n, status: ['pending', 'shipped', 'delivered'][n % 3]!, company: `c${n % 50}`, price: (n * 7919) % 10_000 };
}

/** Writes `count` documents in batches of 500, 8 batches in flight; returns the time it took in ms. */
export async function load(client: Client, collection: string, count: number): Promise<number> {
  const col = client.db.collection(collection);
  const start = performance.now();
  const inFlight: Promise<unknown>[] = [];
  for (let i = 0; i < count; i += 500) {
    const batch = client.db.batch();
    for (let j = i; j < Math.min(count, i + 500); j++) batch.set(col.doc(`doc${String(j).padStart(6, '0')}`), benchDoc(j));
    inFlight.push(batch.commit());
    if (inFlight.length >= 8) await Promise.all(inFlight.splice(0));
  }
  await Promise.all(inFlight);
  return performance.now() - start;
}

export const seedReads = (client: Client) => load(client, 'bench-read', READ_DOCS);

/** firebase-admin `set`, one after the other: writes per second. */
export async function grpcWrites(client: Client, count: number, tag: string, budgetMs: number): Promise<Result> {
  const col = client.db.collection('bench-grpc-writes');
  const start = performance.now();
  const until = start + budgetMs;
  let i = 0;
  for (; goOn(i, count, until); i++) await col.doc(`${tag}-${i}`).set(benchDoc(i));
  return perSecond(i, start);
}

/** firebase-admin `get` of existing documents, one after the other: reads per second. */
export async function grpcReads(client: Client, count: number, _tag: string, budgetMs: number): Promise<Result> {
  const col = client.db.collection('bench-read');
  const start = performance.now();
  const until = start + budgetMs;
  let i = 0;
  for (; goOn(i, count, until); i++) {
    const snap = await col.doc(`doc${String(i % READ_DOCS).padStart(6, '0')}`).get();
    if (!snap.exists) throw new Error(`bench-read/${snap.id} is missing`);
  }
  return perSecond(i, start);
}

const REST_HEADERS = { 'content-type': 'application/json', authorization: 'Bearer owner' };

async function restCall(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, headers: REST_HEADERS });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** PATCH of a whole document (create or replace), one after the other: writes per second. */
export async function restWrites(client: Client, count: number, tag: string, budgetMs: number): Promise<Result> {
  const start = performance.now();
  const until = start + budgetMs;
  let i = 0;
  for (; goOn(i, count, until); i++) {
    const d = benchDoc(i);
    const fields = {
      n: { integerValue: String(d.n) },
      status: { stringValue: d.status },
      company: { stringValue: d.company },
      price: { integerValue: String(d.price) },
    };
    await restCall(`${client.rest}/bench-rest-writes/${tag}-${i}`, { method: 'PATCH', body: JSON.stringify({ fields }) });
  }
  return perSecond(i, start);
}

/** GET of existing documents, one after the other: reads per second. */
export async function restReads(client: Client, count: number, _tag: string, budgetMs: number): Promise<Result> {
  const start = performance.now();
  const until = start + budgetMs;
  let i = 0;
  for (; goOn(i, count, until); i++) {
    const doc = await restCall(`${client.rest}/bench-read/doc${String(i % READ_DOCS).padStart(6, '0')}`, { method: 'GET' });
    if (!doc.fields) throw new Error(`bench-read/doc${i % READ_DOCS} came back without fields`);
  }
  return perSecond(i, start);
}

/** `writers` clients' worth of sequential `set`s at once (one firebase-admin client): writes per second. */
export async function concurrentWrites(client: Client, total: number, tag: string, budgetMs: number, writers: number): Promise<Result> {
  const col = client.db.collection('bench-concurrent-writes');
  const each = Math.ceil(total / writers);
  const start = performance.now();
  const until = start + budgetMs;
  const done = await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      let i = 0;
      for (; goOn(i, each, until); i++) await col.doc(`${tag}-w${w}-${i}`).set(benchDoc(i));
      return i;
    }),
  );
  return perSecond(done.reduce((a, b) => a + b, 0), start);
}

export const QUERY_LIMIT = 20;

/** `where company == cN limit 20`, one after the other: the median latency in ms. */
export async function equalityQuery(client: Client, collection: string, runs: number, budgetMs: number): Promise<Result> {
  const samples: number[] = [];
  const until = performance.now() + budgetMs;
  for (let i = 0; goOn(i, runs, until); i++) {
    const start = performance.now();
    const snap = await client.db.collection(collection).where('company', '==', `c${i % 50}`).limit(QUERY_LIMIT).get();
    samples.push(performance.now() - start);
    if (snap.size !== QUERY_LIMIT) throw new Error(`${collection}: the query returned ${snap.size} documents, not ${QUERY_LIMIT}`);
  }
  return { value: median(samples), ops: samples.length };
}

/**
 * `listeners` query listeners on one collection; each round commits one change: the median time in
 * ms from sending the commit until every listener has seen it.
 */
export async function listenerFanOut(client: Client, listeners: number, rounds: number, budgetMs: number): Promise<Result> {
  const col = client.db.collection(`bench-listen-${listeners}`);
  await col.doc('seed').set({ v: 0 });
  let expected = 0;
  let seen = 0;
  let allSeen: () => void = () => {};
  let failed: (err: Error) => void = () => {};
  const lastSeen = new Array<number>(listeners).fill(-1); // each listener counts once per round
  const waitForAll = () =>
    new Promise<void>((resolve, reject) => {
      allSeen = resolve;
      failed = reject;
    });
  const firstSnapshots = waitForAll();
  const unsubscribes = Array.from({ length: listeners }, (_, i) =>
    col.where('v', '>=', 0).onSnapshot(
      (snap) => {
        if (lastSeen[i] === expected || !snap.docs.some((d) => d.get('v') === expected)) return;
        lastSeen[i] = expected;
        if (++seen === listeners) allSeen();
      },
      (err) => failed(err),
    ),
  );
  try {
    await firstSnapshots;
    const delays: number[] = [];
    const until = performance.now() + budgetMs;
    for (let round = 1; goOn(round - 1, rounds, until); round++) {
      expected = round;
      seen = 0;
      const done = waitForAll();
      const start = performance.now();
      await col.doc('seed').set({ v: round });
      await done;
      delays.push(performance.now() - start);
    }
    return { value: median(delays), ops: delays.length };
  } finally {
    unsubscribes.forEach((u) => u());
  }
}
