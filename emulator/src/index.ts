/**
 * The backend: a local Firestore + Storage server that speaks the official emulators' protocols.
 * Firestore answers gRPC, WebChannel and REST on one port; Storage has its own port.
 */
import { OWNER } from './auth.js';
import { FirestoreError } from './engine/errors.js';
import { EMPTY_INDEX_CONFIG, parseIndexConfig } from './engine/indexes/definitions.js';
import { createFirestoreService, type FirestoreService } from './engine/service.js';
import { log, setQuiet } from './log.js';
import { durableApi } from './durableApi.js';
import type { FirestoreApi } from './engine/api.js';
import { openFirestorePersistence, type JournalOptions, type Persistence } from './persistence.js';
import { listenFirestore, listenHttp, type ListeningServer } from './server.js';
import { createStorageBackend, type StorageBackend } from './storage/index.js';
import type { FirestoreReader } from './storage/rules.js';
import { createGrpcServer } from './transport/grpc.js';
import { handlePreflight, sendError } from './transport/http.js';
import { createRestHandler } from './transport/rest.js';
import { createWebChannelHandler } from './transport/webchannel.js';

export interface BackendOptions {
  host?: string;
  /** 0 picks a free port. */
  firestorePort?: number;
  /** 0 picks a free port. */
  storagePort?: number;
  /** Folder to load state from and save it to; without it everything lives in memory only. */
  dataDir?: string;
  quiet?: boolean;
  /**
   * The project the rules below are loaded for (default `demo-dealer-portal`); Storage also reads
   * this project's Firestore for buckets not named `<project>.appspot.com`.
   */
  project?: string;
  /** Firestore security rules source, enforced for `project` (as firebase.json's `firestore.rules`). */
  firestoreRules?: string;
  /** Storage security rules source, enforced for every bucket (as firebase.json's `storage.rules`). */
  storageRules?: string;
  /** How the Firestore journal in `dataDir` is kept (benchmarks turn syncing off to measure its cost). */
  journal?: JournalOptions;
  /**
   * The declared indexes: the parsed content of firestore.indexes.json (firebase.json's
   * `firestore.indexes`). Given, queries are planned against them and missing indexes logged.
   */
  indexes?: unknown;
  /** Refuse queries that need an undeclared composite index, with production's error (as production does). */
  enforceIndexes?: boolean;
}

/** The project rules are loaded for when none is named. */
export const DEFAULT_PROJECT = 'demo-dealer-portal';

export interface RunningBackend {
  host: string;
  firestorePort: number;
  storagePort: number;
  /**
   * Replaces the loaded rules (e.g. after the rules file changed); throws on a syntax error, leaving
   * the previous rules in place.
   */
  loadRules(rules: { firestore?: string; storage?: string }): void;
  /** Saves pending state, then ends every connection and stops listening. */
  close(): Promise<void>;
}

/** Loads the saved Firestore state (throwing on an unusable file) and journals every commit. */
async function persist(dataDir: string, service: FirestoreService, journal?: JournalOptions): Promise<Persistence> {
  const { persistence, loaded } = await openFirestorePersistence(dataDir, service, journal);
  if (loaded) log('backend', `Loaded Firestore data from ${dataDir}`);
  return persistence;
}

/** Firestore documents for storage rules' `firestore.get()`, read with the owner's rights. */
function firestoreReader(api: FirestoreService): FirestoreReader {
  return {
    getDocument(name) {
      try {
        return api.getDocument(OWNER, name, {});
      } catch (err) {
        if (err instanceof FirestoreError && (err.status === 'NOT_FOUND' || err.status === 'INVALID_ARGUMENT')) return null;
        throw err;
      }
    },
  };
}

function loadRules(api: FirestoreService, storage: StorageBackend, project: string, rules: { firestore?: string; storage?: string }): void {
  const load = (kind: string, apply: () => void) => {
    try {
      apply();
    } catch (err) {
      throw new Error(`Invalid ${kind} rules: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  const { firestore, storage: storageRules } = rules;
  if (firestore !== undefined) load('Firestore', () => api.setRules(project, { files: [{ name: 'firestore.rules', content: firestore }] }));
  if (storageRules !== undefined) load('Storage', () => storage.setRules({ rules: { files: [{ name: 'storage.rules', content: storageRules }] } }));
}

export async function startBackend(opts: BackendOptions = {}): Promise<RunningBackend> {
  if (opts.quiet !== undefined) setQuiet(opts.quiet);
  const host = opts.host ?? '127.0.0.1';

  const api = createFirestoreService();
  // Storage keeps its objects under <dataDir>/storage itself.
  const storage = createStorageBackend({ dataDir: opts.dataDir, firestore: firestoreReader(api), defaultProject: opts.project });
  const project = opts.project ?? DEFAULT_PROJECT;
  // Bad rules stop the start before anything listens.
  loadRules(api, storage, project, { firestore: opts.firestoreRules, storage: opts.storageRules });
  if (opts.indexes !== undefined || opts.enforceIndexes) {
    const config = opts.indexes === undefined ? EMPTY_INDEX_CONFIG : parseIndexConfig(opts.indexes);
    api.indexes.configure({ config, enforce: !!opts.enforceIndexes });
  }
  const persistence = opts.dataDir ? await persist(opts.dataDir, api, opts.journal) : undefined;
  // With a data folder, writes answer once their journal record is on disk.
  const served: FirestoreApi = persistence ? durableApi(api, () => persistence.durable()) : api;
  const handleWebChannel = createWebChannelHandler(served);
  const handleRest = createRestHandler(served);
  const grpc = createGrpcServer(served);

  const servers: ListeningServer[] = [];
  try {
    servers.push(
      await listenFirestore({
        host,
        port: opts.firestorePort ?? 8080,
        grpc,
        http: (req, res) => {
          if (handlePreflight(req, res)) return;
          if (handleWebChannel(req, res)) return;
          if (handleRest(req, res)) return;
          sendError(res, new FirestoreError('NOT_FOUND', `Unknown path: ${req.method} ${req.url}`));
        },
      }),
    );
    servers.push(
      await listenHttp({
        scope: 'storage',
        host,
        port: opts.storagePort ?? 9199,
        http: (req, res) => storage.handle(req, res),
      }),
    );
  } catch (err) {
    // Typically a port already in use: release what was started so the caller can retry.
    handleWebChannel.closeAll();
    grpc.close();
    await Promise.all(servers.map((s) => s.close()));
    await persistence?.close();
    throw err;
  }
  const [firestoreServer, storageServer] = servers;

  let closing: Promise<void> | undefined;
  return {
    host,
    firestorePort: firestoreServer.port,
    storagePort: storageServer.port,
    loadRules: (rules) => loadRules(api, storage, project, rules),
    close() {
      closing ??= (async () => {
        handleWebChannel.closeAll();
        await Promise.all(servers.map((s) => s.close()));
        await Promise.all([persistence?.close(), storage.flush()]);
      })();
      return closing;
    },
  };
}
