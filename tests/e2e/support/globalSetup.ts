/**
 * End-to-end tests run against the full test stack that `npm test` starts (local backend, Auth and
 * Functions emulators) and the production build in .tmp/e2e-dist-*, served here on the test web port.
 * The demo data is loaded fresh so every run starts from the same state.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { E2E_DIST, PROJECT_ID, ROOT, TEST_PORTS } from '../../../scripts/stack.js';

let server: PreviewServer | undefined;

async function clearEmulators(): Promise<void> {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!firestore || !auth || !storage) throw new Error('Run the end-to-end tests through npm test: the emulator hosts are not set.');
  const calls: [string, string][] = [
    [`http://${firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, 'DELETE'],
    [`http://${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, 'DELETE'],
    [`http://${storage}/internal/reset`, 'POST'],
  ];
  for (const [url, method] of calls) {
    const res = await fetch(url, { method });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}`);
  }
}

/** Both end-to-end projects (vite.config.ts) name this setup, and vitest runs it once per project: prepare once. */
const PREPARED = Symbol.for('dealer-portal.e2e-prepared');

export async function setup(): Promise<void> {
  const marks = globalThis as Record<symbol, unknown>;
  if (marks[PREPARED]) return;
  marks[PREPARED] = true;
  const dist = E2E_DIST;
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`Build the app first (npm test does): ${dist} is missing.`);
  await clearEmulators();
  const { seedDemoData } = await import('../../../scripts/seed/seed.js');
  await seedDemoData();
  server = await preview({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port: TEST_PORTS.web, strictPort: true },
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${TEST_PORTS.web}`;
}

export async function teardown(): Promise<void> {
  await server?.close();
}
