/**
 * `npm run bench:backend`: this backend against Google's Cloud Firestore emulator, in one run.
 * Each server runs in a process of its own; each measure is warmed up on every server, then run in
 * PASSES passes that alternate which server goes first, and each server's best pass is kept (the
 * machine may be busy with other work). Writes are measured with this backend's journal on too.
 * Without java or Google's jar it says so and measures this backend alone. Sized to finish in a few
 * minutes on two cores.
 */
import { performance } from 'node:perf_hooks';
import { JOURNALED, UNSYNCED, startJournaled } from './journal.js';
import {
  concurrentWrites,
  connect,
  equalityQuery,
  grpcReads,
  grpcWrites,
  listenerFanOut,
  load,
  QUERY_LIMIT,
  restReads,
  restWrites,
  seedReads,
  type Client,
  type Result,
} from './measures.js';
import { comparisonTable, journalCostTable, type JournalCost, type Row, type Unit } from './report.js';
import { findGoogleEmulator, startGoogle, startOurs, type Target } from './targets.js';

const PASSES = 3;
const WRITES = 500;
const READS = 500;
const WRITERS = 10;
const CONCURRENT_WRITES = 1_000;
const SIZES = [10_000, 100_000];
const QUERY_RUNS = 30;
const FAN_OUTS = [50, 100];
const FAN_OUT_ROUNDS = 10;
/** Warm-up runs are this fraction of a pass. */
const WARM_UP = 5;
/** A pass stops early after this long (Google's emulator takes seconds per query over 100k documents). */
const PASS_BUDGET_MS = 2_500;

const OURS = 'this backend';
const GOOGLE = 'Google';

interface Server {
  target: Target;
  client: Client;
}

const began = performance.now();

/** Progress goes to stderr, so the tables on stdout stay clean. */
function progress(message: string): void {
  process.stderr.write(`[${((performance.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}\n`);
}

type Measure = (client: Client, size: number, tag: string, budgetMs: number) => Promise<Result>;

interface Compared {
  /** Each server's best pass. */
  best: Map<string, number>;
  /** Each server's least CPU time per operation in a pass, in µs (where it can be read). */
  cpu: Map<string, number>;
  /** Each server's fewest operations in a pass (fewer than planned when its passes ran out of time). */
  ops: Map<string, number>;
}

/** Runs `measure` on each server: a warm-up, then PASSES passes alternating who goes first. */
async function compare(servers: Server[], unit: Unit, measure: Measure, size: number): Promise<Compared> {
  const best = new Map<string, number>();
  const ops = new Map<string, number>();
  const cpu = new Map<string, number>();
  const better = (a: number, b: number) => (unit === 'ms' ? Math.min(a, b) : Math.max(a, b));
  for (const s of servers) await measure(s.client, Math.ceil(size / WARM_UP), 'warm-up', PASS_BUDGET_MS / WARM_UP);
  for (let pass = 0; pass < PASSES; pass++) {
    const order = servers.map((_, i) => servers[(i + pass) % servers.length]!);
    for (const s of order) {
      const cpuBefore = s.target.cpuMs();
      const result = await measure(s.client, size, `pass${pass}`, PASS_BUDGET_MS);
      const cpuAfter = s.target.cpuMs();
      const label = s.target.label;
      if (cpuBefore !== undefined && cpuAfter !== undefined) {
        const perOp = ((cpuAfter - cpuBefore) * 1000) / result.ops;
        cpu.set(label, Math.min(cpu.get(label) ?? Infinity, perOp));
      }
      progress(`  ${label}, pass ${pass + 1}: ${result.value.toFixed(unit === 'ms' ? 1 : 0)} ${unit} (${result.ops} operations)`);
      best.set(label, best.has(label) ? better(best.get(label)!, result.value) : result.value);
      ops.set(label, Math.min(ops.get(label) ?? Infinity, result.ops));
    }
  }
  return { best, ops, cpu };
}

/** "500 sets", or "500 sets (Google: 37)" when a server's passes ran out of time first. */
function operations(planned: number, noun: string, ops: Map<string, number>, labels: string[]): string {
  const short = labels.filter((l) => ops.has(l) && ops.get(l)! < planned).map((l) => `${l}: ${ops.get(l)}`);
  return `${planned} ${noun}${short.length > 0 ? ` (${short.join(', ')})` : ''}`;
}

async function main(): Promise<void> {
  const emulator = findGoogleEmulator();
  if ('missing' in emulator) console.log(`Google's Firestore emulator is not available (${emulator.missing}): measuring this backend alone.`);
  else console.log(`Comparing with Google's Firestore emulator (${emulator.jar}).`);

  const started = await Promise.allSettled([
    startOurs(OURS),
    startJournaled(true),
    startJournaled(false),
    ...('missing' in emulator ? [] : [startGoogle(emulator)]),
  ]);
  const targets = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const servers: Server[] = targets.map((target) => ({ target, client: connect(target) }));
  // Interrupted, the run still stops the servers it started.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void Promise.all(targets.map((t) => t.stop())).finally(() => process.exit(130)));
  }
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    await run(servers, !('missing' in emulator));
  } finally {
    await Promise.all(servers.map((s) => s.client.close()));
    await Promise.all(targets.map((t) => t.stop()));
  }
  console.log(`\nTook ${((performance.now() - began) / 1000).toFixed(0)} s.`);
}

async function run(servers: Server[], withGoogle: boolean): Promise<void> {
  const byLabel = (label: string) => servers.find((s) => s.target.label === label);
  const compared = [byLabel(OURS)!, ...(withGoogle ? [byLabel(GOOGLE)!] : [])];
  const writers = [...compared, byLabel(JOURNALED)!, byLabel(UNSYNCED)!];
  const rows: Row[] = [];
  const journalRows: Row[] = [];
  const costs: JournalCost[] = [];
  const row = (measure: string, planned: number, noun: string, unit: Unit, c: Compared, ours = OURS): Row => ({
    measure,
    operations: operations(planned, noun, c.ops, [ours, GOOGLE]),
    unit,
    ours: c.best.get(ours)!,
    google: c.best.get(GOOGLE),
    oursCpu: c.cpu.get(ours),
    googleCpu: c.cpu.get(GOOGLE),
  });

  const writeMeasures: [string, string, Measure, number][] = [
    ['gRPC sequential writes (firebase-admin set)', 'sets', grpcWrites, WRITES],
    ['REST sequential writes (fetch PATCH)', 'PATCHes', restWrites, WRITES],
    [`${WRITERS} concurrent writers (firebase-admin set)`, 'sets', (c, n, tag, budget) => concurrentWrites(c, n, tag, budget, WRITERS), CONCURRENT_WRITES],
  ];
  for (const [measure, noun, fn, size] of writeMeasures) {
    progress(measure);
    const c = await compare(writers, 'ops/s', fn, size);
    rows.push(row(measure, size, noun, 'ops/s', c));
    journalRows.push(row(`${measure}, ${JOURNALED}`, size, noun, 'ops/s', c, JOURNALED));
    costs.push({ measure, memory: c.best.get(OURS)!, unsynced: c.best.get(UNSYNCED)!, synced: c.best.get(JOURNALED)! });
  }

  for (const s of compared) await seedReads(s.client);
  progress('gRPC sequential reads');
  rows.push(row('gRPC sequential reads (firebase-admin get)', READS, 'gets', 'ops/s', await compare(compared, 'ops/s', grpcReads, READS)));
  progress('REST sequential reads');
  rows.push(row('REST sequential reads (fetch GET)', READS, 'GETs', 'ops/s', await compare(compared, 'ops/s', restReads, READS)));

  for (const size of SIZES) {
    const docs = size.toLocaleString('en');
    const collection = `bench-${size}`;
    progress(`load and query ${docs} docs`);
    const loaded = new Map<string, number>();
    for (const s of compared) loaded.set(s.target.label, await load(s.client, collection, size));
    rows.push(row(`load ${docs} docs (batches of 500, 8 in flight; 1 pass)`, size / 500, 'commits', 'ms', { best: loaded, ops: new Map(), cpu: new Map() }));
    const query: Measure = (c, runs, _tag, budget) => equalityQuery(c, collection, runs, budget);
    const c = await compare(compared, 'ms', query, QUERY_RUNS);
    rows.push(row(`equality query, limit ${QUERY_LIMIT}, over ${docs} docs (median)`, QUERY_RUNS, 'queries', 'ms', c));
  }

  for (const listeners of FAN_OUTS) {
    progress(`fan-out to ${listeners} listeners`);
    const fanOut: Measure = (c, rounds, _tag, budget) => listenerFanOut(c, listeners, rounds, budget);
    const c = await compare(compared, 'ms', fanOut, FAN_OUT_ROUNDS);
    rows.push(row(`commit seen by all of ${listeners} listeners (median)`, FAN_OUT_ROUNDS, 'commits', 'ms', c));
  }

  const note = withGoogle ? '; ratio > 1: this backend does better' : '';
  console.log(
    `\nBest of ${PASSES} passes alternating between the servers, after a warm-up of 1/${WARM_UP} pass; ` +
      `a pass stops after ${PASS_BUDGET_MS / 1000} s (fewer operations in brackets)${note}. ` +
      'CPU/op: the server process\'s CPU time per operation in its leanest pass (clock ticks of 10 ms, so rough), ' +
      'which other work on the machine disturbs less than it disturbs wall time.\n',
  );
  console.log(comparisonTable([...rows, ...journalRows], withGoogle));
  console.log(`\n${journalCostTable(costs)}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
