/**
 * The two servers the differential run compares: this backend, started in-process as the emulator test project
 * starts it, and Google's Cloud Firestore emulator (the Java one the Cloud SDK installs), started as a child process.
 * Both listen on free ports of one range, so a run leaves other servers on the machine alone.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { startBackend } from '../../src/index.js';

/** Where the Cloud SDK's Debian package puts the emulator; GOOGLE_FIRESTORE_EMULATOR_JAR points elsewhere. */
const DEFAULT_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Ports this run may take (DIFFERENTIAL_PORTS=from-to overrides). */
function portRange(): [number, number] {
  const [from, to] = (process.env.DIFFERENTIAL_PORTS ?? '39000-39999').split('-').map(Number);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from > to) throw new Error('DIFFERENTIAL_PORTS must read like 39000-39999.');
  return [from!, to!];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const taken = new Set<number>();

/** A port of the range nobody listens on, never one handed out before; the search starts at a random place. */
export async function freePort(): Promise<number> {
  const [from, to] = portRange();
  const size = to - from + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i += 1) {
    const port = from + ((start + i) % size);
    if (taken.has(port)) continue;
    if (await isFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${from} and ${to}.`);
}

export interface Server {
  /** host:port of the Firestore endpoint (gRPC, REST and the control endpoints). */
  address: string;
  stop(): Promise<void>;
}

/** This backend, in memory, without rules (loaded per project later) or index enforcement. */
export async function startOurs(): Promise<Server> {
  const backend = await startBackend({ host: '127.0.0.1', firestorePort: await freePort(), storagePort: await freePort(), quiet: true });
  return { address: `127.0.0.1:${backend.firestorePort}`, stop: () => backend.close() };
}

/** Why Google's emulator cannot run here, or undefined when it can. */
export function googleEmulatorMissing(): string | undefined {
  const jar = googleJar();
  if (!existsSync(jar)) return `Google's Firestore emulator is not installed (no ${jar}).`;
  // A command that cannot be found is reported in `error`, not thrown.
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) return "Google's Firestore emulator needs Java, and `java` is not on the PATH.";
  return undefined;
}

function googleJar(): string {
  return process.env.GOOGLE_FIRESTORE_EMULATOR_JAR ?? DEFAULT_JAR;
}

/** Waits until `address` answers HTTP, or the process ends, or the time runs out. */
async function waitUntilServing(address: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Google's Firestore emulator exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`http://${address}/`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Google's Firestore emulator did not start within a minute:\n${output()}`);
}

/** Google's emulator, with its WebSocket port (otherwise a random one) inside the range too. */
export async function startGoogle(): Promise<Server> {
  const port = await freePort();
  const websocketPort = await freePort();
  const address = `127.0.0.1:${port}`;
  const child = spawn(
    'java',
    ['-Duser.language=en', '-cp', googleJar(), MAIN_CLASS, 'start', '--host=127.0.0.1', `--port=${port}`, `--websocket_port=${websocketPort}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    // Only the start-up lines matter (for a failure to start); the rest is request logging.
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilServing(address, child, () => output);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    address,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await ended;
      clearTimeout(timer);
    },
  };
}
