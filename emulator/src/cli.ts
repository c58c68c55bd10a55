/**
 * `npm run backend`: the local Firestore + Storage server.
 *
 *   --host <addr>            interface to listen on (default 127.0.0.1)
 *   --firestore-port <n>     Firestore port: gRPC, WebChannel and REST (default 8080, env FIRESTORE_PORT)
 *   --storage-port <n>       Storage port (default 9199, env STORAGE_PORT)
 *   --data <dir>             load and save data in this folder (env BACKEND_DATA_DIR; default: memory only)
 *   --project <id>           project the rules are loaded for (env GCLOUD_PROJECT; default demo-dealer-portal)
 *   --rules <file>           Firestore security rules to enforce (env FIRESTORE_RULES; default: none, all allowed)
 *   --storage-rules <file>   Storage security rules to enforce (env STORAGE_RULES; default: none, all allowed)
 *   --indexes <file>         declared indexes, firestore.indexes.json (env FIRESTORE_INDEXES): queries that need
 *                            an undeclared composite index are logged, once per missing index
 *   --enforce-indexes        refuse those queries with production's FAILED_PRECONDITION (env ENFORCE_INDEXES=1)
 *   --quiet                  only errors
 *
 * Rules files are reloaded when they change, as firebase-tools does for the official emulators.
 */
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PROJECT, startBackend, type RunningBackend } from './index.js';

const USAGE = `Usage: npm run backend -- [--host 127.0.0.1] [--firestore-port 8080] [--storage-port 9199] [--data <dir>] [--project <id>] [--rules <firestore.rules>] [--storage-rules <storage.rules>] [--indexes <firestore.indexes.json>] [--enforce-indexes] [--quiet]`;

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number (0-65535), got "${value}".`);
  return n;
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      'firestore-port': { type: 'string' },
      'storage-port': { type: 'string' },
      data: { type: 'string' },
      project: { type: 'string' },
      rules: { type: 'string' },
      'storage-rules': { type: 'string' },
      indexes: { type: 'string' },
      'enforce-indexes': { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const env = process.env;
  const dataDir = values.data ?? env.BACKEND_DATA_DIR;
  const firestoreRulesFile = values.rules ?? env.FIRESTORE_RULES;
  const storageRulesFile = values['storage-rules'] ?? env.STORAGE_RULES;
  const indexesFile = values.indexes ?? env.FIRESTORE_INDEXES;
  return {
    help: values.help ?? false,
    host: values.host ?? '127.0.0.1',
    firestorePort: port(values['firestore-port'] ?? env.FIRESTORE_PORT, 8080, '--firestore-port'),
    storagePort: port(values['storage-port'] ?? env.STORAGE_PORT, 9199, '--storage-port'),
    dataDir: dataDir ? resolve(dataDir) : undefined,
    project: values.project ?? env.GCLOUD_PROJECT,
    firestoreRulesFile: firestoreRulesFile ? resolve(firestoreRulesFile) : undefined,
    storageRulesFile: storageRulesFile ? resolve(storageRulesFile) : undefined,
    indexesFile: indexesFile ? resolve(indexesFile) : undefined,
    enforceIndexes: values['enforce-indexes'] ?? env.ENFORCE_INDEXES === '1',
    quiet: values.quiet ?? false,
  };
}

function readIndexes(file: string | undefined): unknown {
  if (file === undefined) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read the indexes file ${file}: ${(err as Error).message}`);
  }
}

function readRules(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`Cannot read the rules file ${file}: ${(err as Error).message}`);
  }
}

/** Reloads a rules file whenever it changes; a broken edit is reported and the previous rules stay. */
function watchRules(file: string | undefined, kind: 'firestore' | 'storage', backend: RunningBackend): () => void {
  if (file === undefined) return () => {};
  const onChange = (current: { mtimeMs: number }, previous: { mtimeMs: number }) => {
    if (current.mtimeMs === previous.mtimeMs) return;
    try {
      backend.loadRules({ [kind]: readRules(file) });
      console.log(`[backend] Reloaded ${kind} rules from ${file}`);
    } catch (err) {
      console.error(`[backend] Keeping the previous ${kind} rules: ${(err as Error).message}`);
    }
  };
  watchFile(file, { interval: 1000 }, onChange);
  return () => unwatchFile(file, onChange);
}

function describeStartError(err: unknown, opts: { host: string; firestorePort: number; storagePort: number }): string {
  const e = err as NodeJS.ErrnoException & { port?: number };
  if (e.code === 'EADDRINUSE') {
    return `Port ${e.port ?? `${opts.firestorePort} or ${opts.storagePort}`} on ${opts.host} is already in use (another emulator running?). Choose another with --firestore-port / --storage-port.`;
  }
  return e instanceof Error ? e.message : String(err);
}

async function main(): Promise<void> {
  let opts: ReturnType<typeof parseOptions>;
  try {
    opts = parseOptions();
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (opts.help) {
    console.log(USAGE);
    return;
  }

  // Last line of defence: a bug in one request handler must not take the whole server down.
  process.on('uncaughtException', (err) => console.error(`[backend] uncaught error: ${err.stack ?? err.message}`));
  process.on('unhandledRejection', (reason) =>
    console.error(`[backend] unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`),
  );

  let backend: RunningBackend;
  try {
    backend = await startBackend({
      ...opts,
      quiet: opts.quiet,
      firestoreRules: readRules(opts.firestoreRulesFile),
      storageRules: readRules(opts.storageRulesFile),
      indexes: readIndexes(opts.indexesFile),
    });
  } catch (err) {
    console.error(`[backend] failed to start: ${describeStartError(err, opts)}`);
    process.exit(1);
  }

  const { host, firestorePort, storagePort } = backend;
  console.log(
    [
      `Firestore  http://${host}:${firestorePort}  (gRPC, WebChannel, REST)   FIRESTORE_EMULATOR_HOST=${host}:${firestorePort}`,
      `Storage    http://${host}:${storagePort}   FIREBASE_STORAGE_EMULATOR_HOST=${host}:${storagePort}`,
      `Project    ${opts.project ?? '(any: every project id is served)'}`,
      `Rules      Firestore: ${opts.firestoreRulesFile ? `${opts.firestoreRulesFile} (project ${opts.project ?? DEFAULT_PROJECT})` : 'none, every request allowed'}`,
      `           Storage: ${opts.storageRulesFile ?? 'none, every request allowed'}`,
      `Indexes    ${opts.indexesFile ?? 'none declared'}${opts.enforceIndexes ? ', enforced: queries that need a missing composite index fail' : opts.indexesFile ? ', missing ones logged' : ''}`,
      `Data       ${opts.dataDir ?? 'in memory only (use --data <dir> to keep it)'}`,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );

  const unwatch = [
    watchRules(opts.firestoreRulesFile, 'firestore', backend),
    watchRules(opts.storageRulesFile, 'storage', backend),
  ];

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    for (const stopWatching of unwatch) stopWatching();
    if (stopping) {
      console.error(`[backend] ${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`[backend] ${signal}: saving and shutting down...`);
    backend.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`[backend] shutdown failed: ${(err as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
