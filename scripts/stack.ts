/**
 * The local stack, shared by `npm start` and `npm test`: the project's Firestore + Storage server
 * (or, when asked, Google's Firestore emulator with the project's Storage), the official Auth and Functions
 * emulators, and helpers to wait for them. Everything runs as child processes so Ctrl-C and test teardown stop it all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const PROJECT_ID = 'demo-dealer-portal';

export interface Ports {
  firestore: number;
  storage: number;
  auth: number;
  functions: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  web: number;
  /** The Hosting emulator, which serves a build with firebase.json's headers (tests only). */
  hosting: number;
}

export const DEV_PORTS: Ports = {
  firestore: 8080, storage: 9199, auth: 9099, functions: 5001,
  hub: 4400, logging: 4500, eventarc: 9299, tasks: 9499, web: 5173, hosting: 5000,
};

/**
 * Tests use their own ports so they can run while a developer's stack is up. TEST_PORT_OFFSET shifts them all,
 * so two test runs (two checkouts on one machine) do not meet; the run's build and configs carry the same tag.
 * Use multiples of 1000: the ports below sit 100 apart, so a shift of a few hundred lands on another run's port.
 */
const TEST_PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);
export const TEST_RUN_TAG = TEST_PORT_OFFSET ? `test-${TEST_PORT_OFFSET}` : 'test';
export const TEST_PORTS: Ports = Object.fromEntries(
  Object.entries({
    firestore: 18080, storage: 19199, auth: 19099, functions: 15001,
    hub: 14400, logging: 14500, eventarc: 19299, tasks: 19499, web: 14173, hosting: 14273,
  }).map(([name, port]) => [name, port + TEST_PORT_OFFSET]),
) as unknown as Ports;

/** Where `npm test` puts the production build that the end-to-end tests serve. */
export const E2E_DIST = join(ROOT, '.tmp', `e2e-dist-${TEST_RUN_TAG}`);

/**
 * USE_OFFICIAL_EMULATORS=1 runs Google's Firestore emulator (the Cloud SDK's jar, Java 17 or later) in place of
 * the project's Firestore; Storage stays on the project's server, whose own Firestore then serves nobody.
 */
export const useOfficialEmulators = process.env.USE_OFFICIAL_EMULATORS === '1';

/** Where the Cloud SDK's Debian package (google-cloud-cli-firestore-emulator) puts it; GOOGLE_FIRESTORE_EMULATOR_JAR points elsewhere. */
const GOOGLE_FIRESTORE_JAR = process.env.GOOGLE_FIRESTORE_EMULATOR_JAR
  ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** Environment variables that point the SDKs (admin, functions, Vite app) at the stack. */
export function stackEnv(ports: Ports): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${ports.functions}`,
    VITE_EMULATOR_HOST: '127.0.0.1',
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
    // Seconds the Functions emulator waits for the functions' code to load (10 by default): a busy two-core
    // machine can take longer, and then every callable answers not-found.
    FUNCTIONS_DISCOVERY_TIMEOUT: '60',
  };
}

/** firebase-tools reads ports from its config file, so each port set gets its own generated config. */
export function writeFirebaseConfig(ports: Ports, name: string, hostingDist?: string): string {
  const dir = join(ROOT, '.tmp');
  mkdirSync(dir, { recursive: true });
  const host = '127.0.0.1';
  const emulators: Record<string, unknown> = {
    auth: { host, port: ports.auth },
    functions: { host, port: ports.functions },
    hub: { host, port: ports.hub },
    logging: { host, port: ports.logging },
    eventarc: { host, port: ports.eventarc },
    tasks: { host, port: ports.tasks },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  const config: Record<string, unknown> = {
    functions: [{ source: '../functions', codebase: 'default' }],
    firestore: { rules: '../firestore.rules' },
    storage: { rules: '../storage.rules' },
    emulators,
  };
  if (hostingDist) {
    emulators.hosting = { host, port: ports.hosting };
    config.hosting = hostingForTests(ports, relative(dir, hostingDist));
  }
  const file = join(dir, `firebase.${name}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

interface HostingHeader { key: string; value: string }
interface HostingConfig { public: string; predeploy?: string[]; headers: { source: string; headers: HostingHeader[] }[] }

/**
 * firebase.json's hosting section serving `publicDir`, its Content-Security-Policy widened by exactly the local
 * stack's origins, which the build the tests serve talks to instead of Google's endpoints. Everything else
 * (rewrites, caching, the other headers and every other directive) is the production policy unchanged.
 */
export function hostingForTests(ports: Ports, publicDir: string): HostingConfig {
  const hosting = (JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: HostingConfig }).hosting;
  const stack = [ports.firestore, ports.storage, ports.auth, ports.functions].map((port) => `http://127.0.0.1:${port}`).join(' ');
  const widened = new Set(['connect-src', 'img-src', 'frame-src', 'media-src', 'object-src']);
  const widen = (csp: string) =>
    csp.split('; ').map((directive) => (widened.has(directive.split(' ')[0]) ? `${directive} ${stack}` : directive)).join('; ');
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy' ? { ...header, value: widen(header.value) } : header),
  }));
  const { predeploy: _predeploy, ...served } = hosting;
  return { ...served, public: publicDir, headers };
}

/** The emulators firebase-tools runs: Firestore and Storage always come from startBackend(). */
export function firebaseOnly(withHosting = false): string {
  const emulators = ['auth', 'functions'];
  if (withHosting) emulators.push('hosting');
  return emulators.join(',');
}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, timeoutMs = 120_000, host = '127.0.0.1'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, host);
      socket.once('connect', () => { socket.destroy(); done(true); });
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Nothing is listening on ${host}:${port} after ${timeoutMs / 1000} s.`);
}

export async function isPortInUse(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); done(true); });
    socket.once('error', () => done(false));
  });
}

const children = new Set<ChildProcess>();

/** Starts a child process whose output is prefixed with its name; it is stopped by stopAll(). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  opts: { quiet?: boolean } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it also stops what it spawned
  });
  children.add(child);
  const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      if (!opts.quiet) for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Waits until a child prints a line matching `pattern` (or fails if it exits first). */
export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs = 180_000): Promise<void> {
  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${pattern}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      if (pattern.test(chunk.toString())) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Process exited with code ${code} before it was ready.`));
    });
  });
}

/** Stops every child: SIGINT first (lets the backend flush and the Auth emulator export), then SIGKILL. */
export async function stopAll(graceMs = 15_000): Promise<void> {
  const running = [...children];
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.pid === undefined) return done();
          const timer = setTimeout(() => {
            try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ }
            done();
          }, graceMs);
          child.once('exit', () => { clearTimeout(timer); done(); });
          try { process.kill(-child.pid, 'SIGINT'); } catch { clearTimeout(timer); done(); }
        }),
    ),
  );
}

/**
 * Starts the project's Firestore + Storage server, enforcing the project's security rules as firebase-tools
 * does with firebase.json for the official emulators. Queries are planned against firestore.indexes.json:
 * `enforceIndexes` refuses those production would refuse for a missing composite index (tests); otherwise
 * they are only logged, once each. With USE_OFFICIAL_EMULATORS=1, Google's Firestore emulator serves Firestore
 * instead (see startGoogleFirestoreWithOurStorage).
 */
export async function startBackend(ports: Ports, dataDir?: string, quiet = false, enforceIndexes = false): Promise<void> {
  if (useOfficialEmulators) {
    await startGoogleFirestoreWithOurStorage(ports, { rules: true, dataDir, quiet });
    return;
  }
  const args = ['tsx', 'emulator/src/cli.ts', '--firestore-port', String(ports.firestore), '--storage-port', String(ports.storage),
    '--project', PROJECT_ID, '--rules', join(ROOT, 'firestore.rules'), '--storage-rules', join(ROOT, 'storage.rules'),
    '--indexes', join(ROOT, 'firestore.indexes.json')];
  if (enforceIndexes) args.push('--enforce-indexes');
  if (dataDir) args.push('--data', dataDir);
  startProcess('backend', 'npx', args, {}, { quiet });
  await waitForPort(ports.firestore);
  await waitForPort(ports.storage);
}

/**
 * Google's Firestore emulator on `ports.firestore` and the project's server for Storage on `ports.storage` (its
 * Firestore half listens on a free port nobody is told of). With `rules`, firestore.rules holds for every project
 * and storage.rules for every bucket; without, both are open until a test loads its own. Google's emulator keeps
 * no data between runs (a data folder keeps only Storage) and enforces no indexes. Storage rules read the
 * project's server's Firestore, not Google's: see README.md for what that leaves out.
 */
export async function startGoogleFirestoreWithOurStorage(
  ports: Ports, opts: { rules?: boolean; dataDir?: string; quiet?: boolean } = {},
): Promise<void> {
  // Else a server left over from an earlier run would answer in their place.
  for (const port of [ports.firestore, ports.storage]) {
    if (await isPortInUse(port)) throw new Error(`Port ${port} is in use: stop whatever uses it (an earlier test run?) and try again.`);
  }
  const storageArgs = ['tsx', 'emulator/src/cli.ts', '--firestore-port', '0', '--storage-port', String(ports.storage), '--project', PROJECT_ID];
  if (opts.rules) storageArgs.push('--storage-rules', join(ROOT, 'storage.rules'));
  if (opts.dataDir) storageArgs.push('--data', opts.dataDir);
  if (opts.quiet) storageArgs.push('--quiet');
  startProcess('storage', 'npx', storageArgs, {}, { quiet: opts.quiet });
  await Promise.all([
    startGoogleFirestore(ports.firestore, opts.rules ? join(ROOT, 'firestore.rules') : undefined),
    waitForPort(ports.storage),
  ]);
}

/**
 * Google's Firestore emulator, its output in .tmp/ (it logs every connection: a pipe nobody reads while a test
 * step runs would fill and stall it). English messages whatever the machine's locale, as production answers.
 */
async function startGoogleFirestore(port: number, rulesFile?: string): Promise<void> {
  if (!existsSync(GOOGLE_FIRESTORE_JAR)) {
    throw new Error(`Google's Firestore emulator is not installed: ${GOOGLE_FIRESTORE_JAR} is missing `
      + '(apt-get install google-cloud-cli-firestore-emulator, or set GOOGLE_FIRESTORE_EMULATOR_JAR).');
  }
  const args = ['-Duser.language=en', '-cp', GOOGLE_FIRESTORE_JAR, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    'start', '--host=127.0.0.1', `--port=${port}`];
  if (rulesFile) args.push(`--rules=${rulesFile}`);
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const logFile = join(ROOT, '.tmp', `google-firestore-${port}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn('java', args, { cwd: ROOT, stdio: ['ignore', log, log], detached: true });
  closeSync(log);
  children.add(child);
  child.once('exit', () => children.delete(child));
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (err) => reject(new Error(`Could not run java for Google's Firestore emulator: ${err.message}`)));
    child.once('exit', (code) => reject(new Error(`Google's Firestore emulator exited (${code}) before it was ready: see ${logFile}.`)));
  });
  exited.catch(() => undefined); // Once ready, its end is stopAll's business.
  await Promise.race([untilServing(`http://127.0.0.1:${port}/`), exited]);
}

/** Resolves once the URL answers 200, as Google's emulator does (`Ok`) once it serves. */
async function untilServing(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer after ${timeoutMs / 1000} s.`);
}

interface IndexUsage {
  enforced: boolean;
  missing: { index: unknown; queries: number }[];
  unused: unknown[];
}

/**
 * Prints what the backend learnt about firestore.indexes.json while the stack ran: indexes queries
 * needed that it lacks (each one refused a query when enforced), and declared indexes no query used.
 * Returns the number of missing indexes.
 */
export async function reportIndexUsage(ports: Ports): Promise<number> {
  if (useOfficialEmulators) return 0;
  let usage: IndexUsage;
  try {
    const res = await fetch(`http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${PROJECT_ID}:indexUsage`);
    usage = (await res.json()) as IndexUsage;
  } catch (err) {
    console.log(`\nIndex usage unavailable: ${(err as Error).message}`);
    return 0;
  }
  const show = (index: unknown) => `  ${JSON.stringify(index)}`;
  console.log('\n=== composite indexes (firestore.indexes.json) ===');
  if (usage.missing.length === 0) console.log('Every query found the indexes it needs.');
  else {
    console.log(`Needed but not declared (add them to firestore.indexes.json)${usage.enforced ? '; the queries were refused' : ''}:`);
    for (const m of usage.missing) console.log(`${show(m.index)}  (${m.queries} ${m.queries === 1 ? 'query' : 'queries'})`);
  }
  if (usage.unused.length > 0) {
    console.log('Declared but no query used them in this run:');
    for (const index of usage.unused) console.log(show(index));
  }
  return usage.missing.length;
}

/** Compiles the functions package: the Functions emulator loads functions/lib. */
export function buildFunctions(): void {
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the functions failed.');
}

/** Starts the official Auth + Functions emulators. */
export async function startFirebaseEmulators(ports: Ports, name: string, authDataDir?: string, hostingDist?: string): Promise<void> {
  const config = writeFirebaseConfig(ports, name, hostingDist);
  const args = ['firebase', 'emulators:start', '--only', firebaseOnly(hostingDist !== undefined), '--project', PROJECT_ID, '--config', config];
  if (authDataDir) {
    if (existsSync(join(authDataDir, 'firebase-export-metadata.json'))) args.push('--import', authDataDir);
    args.push('--export-on-exit', authDataDir);
  }
  const child = startProcess('firebase', 'npx', args, stackEnv(ports));
  await waitForOutput(child, /All emulators ready/);
}
