/**
 * `npm run bench:transport`: what one call costs the server, transport by transport. Starts one or more
 * backends, each in a process of its own, and runs rounds of calls against them in turn (the order reversed
 * every other round), then prints each server's calls per second and CPU time per call (process.cpuUsage,
 * read by the server itself, so every thread of the process counts), best and median over the rounds.
 *
 *   npm run bench:transport -- [--calls=1000] [--rounds=6] [--measure=grpc] [--journal] [SERVER ...]
 *
 * Measures: `grpc` (sequential firebase-admin sets), `rest` (sequential fetch PATCHes), `get` (sequential
 * firebase-admin gets), `conc` (10 firebase-admin writers at once). `--journal` gives each server a data
 * folder of its own (journal synced to disk). Each SERVER is a comma-separated list of VAR=value for its
 * environment (`-` for none); these are read here:
 * - `MEASURE=<measure>`: this server's own measure, e.g. `MEASURE=rest MEASURE=grpc` compares the transports;
 * - `SERVER_ROOT=<emulator folder>`: run the backend of another checkout, e.g. to compare with a previous version;
 * - `SERVER_NODE_FLAGS=<flags>`: node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Readable, Writable } from 'node:stream';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const CALLS = Number(option('calls', '1000'));
const ROUNDS = Number(option('rounds', '6'));
const MEASURE = option('measure', 'grpc');
const JOURNAL = process.argv.includes('--journal');
const WARM_UP_CALLS = 300;
const WRITERS = 10;

/** The server process: prints `READY <port>`, answers `cpu` with `CPU <µs>`, exits on `quit`. */
const SERVER = `(async () => {
  const { startBackend } = await import('./src/index.ts');
  const backend = await startBackend({
    host: '127.0.0.1', firestorePort: 0, storagePort: 0, quiet: true, dataDir: process.env.BENCH_DATA_DIR || undefined,
  });
  process.stdout.write('READY ' + backend.firestorePort + '\\n');
  process.stdin.on('data', (input) => {
    const text = input.toString();
    if (text.includes('cpu')) {
      const usage = process.cpuUsage();
      process.stdout.write('CPU ' + (usage.user + usage.system) + '\\n');
    }
    if (text.includes('quit')) backend.close().then(() => process.exit(0));
  });
})();`;

interface Server {
  name: string;
  measure: string;
  child: ChildProcessByStdio<Writable, Readable, null>;
  db: Firestore;
  rest: string;
  line(): Promise<string>;
  close(): Promise<void>;
  rates: number[];
  cpu: number[];
}

async function start(config: string, index: number): Promise<Server> {
  const env: Record<string, string | undefined> = { ...process.env };
  if (config !== '-') {
    for (const pair of config.split(',')) env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1);
  }
  const dataDir = JOURNAL ? mkdtempSync(join(tmpdir(), 'bench-transport-')) : undefined;
  if (dataDir) env.BENCH_DATA_DIR = dataDir;
  const flags = (env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', '-e', SERVER], {
    cwd: env.SERVER_ROOT ?? join(import.meta.dirname, '..'),
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  const waiting: ((line: string) => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (let end = output.indexOf('\n'); end >= 0; end = output.indexOf('\n')) {
      const text = output.slice(0, end);
      output = output.slice(end + 1);
      waiting.shift()?.(text);
    }
  });
  const line = () => new Promise<string>((resolve) => waiting.push(resolve));
  const port = Number((await line()).split(' ')[1]);
  // The emulator host variable wins over settings: point it at this server while the client is made.
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: 'demo-bench' }, `bench-transport-${index}`);
  const db = getFirestore(app);
  if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = saved;
  return {
    name: config,
    measure: env.MEASURE ?? MEASURE,
    child,
    db,
    rest: `http://127.0.0.1:${port}/v1/projects/demo-bench/databases/(default)/documents`,
    line,
    rates: [],
    cpu: [],
    async close() {
      await deleteApp(app);
      child.stdin.write('quit\n');
      await new Promise((resolve) => child.once('exit', resolve));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const doc = (n: number) => ({ n, status: ['pending', 'shipped', 'delivered'][n % 3]!, company: `c${n % 50}`, price: (n * 7919) % 10_000 });

async function restPatch(server: Server, n: number): Promise<void> {
  const d = doc(n);
  const fields = {
    n: { integerValue: String(d.n) },
    status: { stringValue: d.status },
    company: { stringValue: d.company },
    price: { integerValue: String(d.price) },
  };
  const res = await fetch(`${server.rest}/bench-rest/d${n}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ fields }),
  });
  await res.json();
  if (!res.ok) throw new Error(`PATCH answered ${res.status}`);
}

const MEASURES: Record<string, { call: (server: Server, n: number) => Promise<unknown>; writers: number }> = {
  grpc: { call: (s, n) => s.db.collection('bench-grpc').doc(`d${n}`).set(doc(n)), writers: 1 },
  rest: { call: restPatch, writers: 1 },
  get: { call: (s, n) => s.db.collection('bench-grpc').doc(`d${n % 100}`).get(), writers: 1 },
  conc: { call: (s, n) => s.db.collection('bench-grpc').doc(`d${n}`).set(doc(n)), writers: WRITERS },
};

async function cpuMicros(server: Server): Promise<number> {
  const line = server.line();
  server.child.stdin.write('cpu\n');
  return Number((await line).split(' ')[1]);
}

/** `count` calls (numbered from `first`), spread over the measure's writers. */
async function round(server: Server, count: number, first: number, record = true): Promise<void> {
  const { call, writers } = MEASURES[server.measure]!;
  const each = Math.ceil(count / writers);
  const cpuBefore = await cpuMicros(server);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < each; i++) await call(server, first + w * each + i);
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu = (await cpuMicros(server)) - cpuBefore;
  if (!record) return;
  server.rates.push((each * writers) / seconds);
  server.cpu.push(cpu / (each * writers));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const configs = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const servers: Server[] = [];
for (const [i, config] of (configs.length > 0 ? configs : ['-']).entries()) servers.push(await start(config, i));
try {
  for (const server of servers) await round(server, WARM_UP_CALLS, 1_000_000, false);
  for (let r = 0; r < ROUNDS; r++) {
    for (const server of r % 2 ? [...servers].reverse() : servers) await round(server, CALLS, r * CALLS);
  }
  for (const s of servers) {
    console.log(
      `${s.measure.padEnd(5)} ${s.name.padEnd(28)} calls/s best ${Math.max(...s.rates).toFixed(0).padStart(5)} median ${median(s.rates).toFixed(0).padStart(5)}` +
        `   CPU µs/call best ${Math.min(...s.cpu).toFixed(0).padStart(4)} median ${median(s.cpu).toFixed(0).padStart(4)}`,
    );
  }
} finally {
  for (const server of servers) await server.close();
}
