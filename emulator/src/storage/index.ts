/**
 * The Storage half of the local backend: one HTTP handler serving what the official Storage emulator
 * serves on its port, the Firebase REST API (`/v0/...`, the web SDK) and the GCS JSON API subset
 * firebase-admin uses, plus the emulator control endpoints `/internal/reset` and `/internal/setRules`.
 * Security rules, once loaded, judge the Firebase API (see rules.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { warn } from '../log.js';
import { applyCors, handlePreflight } from '../transport/http.js';
import type { StorageContext } from './context.js';
import { sendStorageError, StorageError } from './errors.js';
import { handleFirebaseRequest } from './firebaseApi.js';
import { handleGcsRequest } from './gcsApi.js';
import { exposeHeaders, parseJson, readRequestBody, sendEmpty, sendJson } from './httpUtil.js';
import { ObjectStore } from './objectStore.js';
import { StorageRules, type FirestoreReader } from './rules.js';
import { UploadSessions } from './uploads.js';

export interface StorageBackendOptions {
  /** Persist objects under `<dataDir>/storage/` and load them at creation; in memory only when absent. */
  dataDir?: string;
  /** Firestore documents for `firestore.get()` / `firestore.exists()` in storage rules. */
  firestore?: FirestoreReader;
  /** The project of buckets not named `<project>.appspot.com` (for those Firestore reads). */
  defaultProject?: string;
}

export interface StorageBackend {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Drops every object and upload session (loaded rules stay). */
  clear(): void;
  /** Loads security rules, as `PUT /internal/setRules` does with this body; throws a 400 StorageError on bad rules. */
  setRules(body: { rules: { files: { name: string; content: string; resource?: string }[] } }): void;
  /** Resolves once everything written so far is on disk. */
  flush(): Promise<void>;
}

export function createStorageBackend(opts: StorageBackendOptions = {}): StorageBackend {
  const ctx: StorageContext = {
    store: new ObjectStore(opts.dataDir),
    uploads: new UploadSessions(),
    rules: new StorageRules({ firestore: opts.firestore, defaultProject: opts.defaultProject }),
  };
  const clear = () => {
    ctx.store.clear();
    ctx.uploads.clear();
  };

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (url.pathname === '/internal/reset') {
      if (req.method !== 'DELETE' && req.method !== 'POST') throw new StorageError(405, 'Use DELETE or POST /internal/reset.');
      clear();
      return sendEmpty(res, 200);
    }
    if (url.pathname === '/internal/setRules') {
      if (req.method !== 'PUT' && req.method !== 'POST') throw new StorageError(405, 'Use PUT /internal/setRules.');
      ctx.rules.load(parseJson(await readRequestBody(req), 'Rules'));
      return sendJson(res, 200, {});
    }
    if (url.pathname === '/v0' || url.pathname.startsWith('/v0/')) return handleFirebaseRequest(ctx, req, res, url);
    return handleGcsRequest(ctx, req, res, url);
  }

  return {
    handle(req, res) {
      if (req.headers['access-control-request-private-network']) res.setHeader('Access-Control-Allow-Private-Network', 'true');
      if (handlePreflight(req, res)) return;
      applyCors(req, res);
      exposeHeaders(res);
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        return sendStorageError(res, new StorageError(400, `Malformed request URL '${req.url}'.`), 'gcs');
      }
      const flavor = url.pathname.startsWith('/v0') ? 'firebase' : 'gcs';
      route(req, res, url).catch((err: unknown) => {
        const failure = StorageError.from(err);
        if (failure.httpStatus === 500) warn('storage', `${req.method} ${url.pathname} failed: ${failure.message}`);
        // Drain what the client is still sending so the error response reaches it.
        if (!req.complete) req.resume();
        sendStorageError(res, failure, flavor);
      });
    },
    clear,
    setRules: (body) => ctx.rules.load(body),
    flush: () => ctx.store.flush(),
  };
}
