/**
 * The servers a benchmark run compares, each in a process of its own: this backend (in memory,
 * or journaling to a data folder) and Google's Cloud Firestore emulator (a Java jar) when this
 * machine has it. BENCH_PORT=<n> puts them on ports n, n+1, ...; otherwise free ports are used.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackendOptions } from '../src/index.js';

export interface Target {
  label: string;
  /** host:port of its Firestore endpoint (gRPC and REST). */
  host: string;
  /** CPU time the server process has used so far, in ms (undefined where /proc cannot tell). */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

/** Clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function cpuMsOf(child: ChildProcess): () => number | undefined {
  return () => {
    try {
      // Fields after the command name: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    } catch {
      return undefined;
    }
  };
}

const EMULATOR_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 60_000;

let nextPort = Number(process.env.BENCH_PORT) || 0;

/** A port for a server that must be told one: the next of BENCH_PORT's range, or a free one. */
async function port(): Promise<number> {
  if (nextPort) return nextPort++;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

function stopper(child: ChildProcess, after?: () => void): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        after?.();
        resolve();
        return;
      }
      child.once('exit', () => {
        after?.();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

function failOnEarlyExit(child: ChildProcess, what: string, output: () => string): Promise<never> {
  return new Promise((_, reject) => {
    child.once('exit', (code) => reject(new Error(`${what} exited (code ${code}) before serving:\n${output()}`)));
    child.once('error', reject);
  });
}

/** This backend in a child process (tsx, as `npm run backend` runs it). */
export async function startOurs(label: string, options: Partial<BackendOptions> = {}, cleanUp?: () => void): Promise<Target> {
  const firestorePort = nextPort ? await port() : 0;
  const storagePort = nextPort ? await port() : 0;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ourServer.ts', JSON.stringify({ ...options, firestorePort, storagePort })], {
    cwd: EMULATOR_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<number>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
  });
  const served = await Promise.race([ready, failOnEarlyExit(child, label, () => output), timeout(label)]).catch(killed(child));
  return { label, host: `127.0.0.1:${served}`, cpuMs: cpuMsOf(child), stop: stopper(child, cleanUp) };
}

export interface GoogleEmulator {
  java: string;
  jar: string;
}

/** Where Google's emulator jar usually is: the gcloud component (Debian package or SDK) or firebase-tools' cache. */
function jarCandidates(): string[] {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR ? [process.env.FIRESTORE_EMULATOR_JAR] : [];
  const sdkRoots = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', join(homedir(), 'google-cloud-sdk')];
  const gcloud = sdkRoots.map((root) => join(root, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'));
  const cache = join(homedir(), '.cache/firebase/emulators');
  const firebaseTools = existsSync(cache)
    ? readdirSync(cache).filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f)).sort().reverse().map((f) => join(cache, f))
    : [];
  return [...fromEnv, ...gcloud, ...firebaseTools];
}

/** Google's emulator if java and its jar are both here; otherwise why not, in a few words. */
export function findGoogleEmulator(): GoogleEmulator | { missing: string } {
  const jar = jarCandidates().find((f) => existsSync(f));
  if (!jar) return { missing: 'no cloud-firestore-emulator.jar found (set FIRESTORE_EMULATOR_JAR)' };
  const java = process.env.JAVA ?? 'java';
  const probe = spawnSync(java, ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) return { missing: `no java to run ${jar} (set JAVA)` };
  return { java, jar };
}

/** Google's emulator, in memory as it always is; ready once its HTTP endpoint answers. */
export async function startGoogle(emulator: GoogleEmulator): Promise<Target> {
  const firestorePort = await port();
  const websocketPort = await port();
  const child = spawn(
    emulator.java,
    ['-cp', emulator.jar, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', 'start', '--host=127.0.0.1', `--port=${firestorePort}`, `--websocket_port=${websocketPort}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const host = `127.0.0.1:${firestorePort}`;
  const ready = (async () => {
    while (child.exitCode === null) {
      try {
        await fetch(`http://${host}/`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  })();
  await Promise.race([ready, failOnEarlyExit(child, 'Google emulator', () => output), timeout('Google emulator')]).catch(killed(child));
  return { label: 'Google', host, cpuMs: cpuMsOf(child), stop: stopper(child) };
}

/** A server that did not come up is not left running. */
function killed(child: ChildProcess): (err: unknown) => never {
  return (err) => {
    child.kill('SIGKILL');
    throw err;
  };
}

function timeout(what: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS).unref());
}
