/**
 * `npm run bench:orders`: how the active orders list scales. On a local stack of its own (fresh in-memory
 * backend, the Auth emulator, a production build served by vite preview) it seeds 100 and then 10,000 orders
 * for one dealer (beside 20,000 of other dealers) and measures in Chromium, signed in as that dealer, the time
 * from navigation start to the first order row on /orders, and the order documents the backend served for it.
 * Prints the medians, the ratio of the two times (goal ≤ 1.5) and documents read per row shown (goal ≤ 1.1).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.js';
import {
  PROJECT_ID, ROOT, isPortInUse, stackEnv, startBackend, startProcess, stopAll, waitForOutput, writeFirebaseConfig, type Ports,
} from './stack.js';
import { ORDER_STATUSES, ORDER_TYPES } from '../src/reference/orders.js';
import type { CurrencyCode } from '../src/types/domain.js';

/** A port range of its own (shifted by TEST_PORT_OFFSET like the tests'), so a running stack or test run is left alone. */
const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = Object.fromEntries(
  Object.entries({
    firestore: 28080, storage: 29199, auth: 29099, functions: 25001, hub: 24400, logging: 24500, eventarc: 29299, tasks: 29499, web: 24173, hosting: 24273,
  }).map(([name, port]) => [name, port + OFFSET]),
) as unknown as Ports;
const DIST = join(ROOT, '.tmp', `bench-orders-dist-${OFFSET}`);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = [100, 10_000] as const;
const OTHERS = 20_000;

const DEALER = { id: 'bench-dealer', email: 'bench.dealer@example.com', password: 'BenchPass123' };
interface BenchCompany { id: string; name: string; currency: CurrencyCode }
const COMPANY: BenchCompany = { id: 'bench-dealer-co', name: 'Benchmark Shelters', currency: 'CAD' };
const OTHER_COMPANIES: BenchCompany[] = Array.from({ length: 4 }, (_, i) => ({ id: `bench-other-${i + 1}`, name: `Other Dealer ${i + 1}`, currency: 'USD' }));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function control(method: 'GET' | 'DELETE'): Promise<{ total: number; byCollection: Record<string, number> }> {
  const res = await fetch(`http://127.0.0.1:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}:readCount`, { method });
  if (!res.ok) throw new Error(`readCount answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { total: number; byCollection: Record<string, number> };
}

async function startStack(): Promise<void> {
  for (const [name, port] of Object.entries(PORTS)) {
    if (await isPortInUse(port)) throw new Error(`Port ${port} (${name}) is in use: is another benchmark running?`);
  }
  const env = stackEnv(PORTS);
  Object.assign(process.env, env);
  console.log('Building the app...');
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'emulator', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env },
  });
  if (build.status !== 0) throw new Error('Building the app failed.');
  console.log('Starting the local backend and the Auth emulator...');
  await startBackend(PORTS, undefined, true);
  const config = writeFirebaseConfig(PORTS, `bench-${OFFSET}`);
  const auth = startProcess('auth', 'npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config], env, { quiet: true });
  await waitForOutput(auth, /All emulators ready/);
}

/** Writes orders numbered from `first` with firebase-admin, in batches, spread over types and active statuses. */
async function seedOrders(company: BenchCompany, first: number, count: number, newestAt: number): Promise<void> {
  const { getFirestore } = await import('firebase-admin/firestore');
  const { listOrderDocument } = await import('../src/features/orders/list/testing/listOrderFixture.js');
  const db = getFirestore(await adminApp());
  const statuses = ORDER_STATUSES;
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const number = first + i;
      batch.set(db.collection('orders').doc(String(number)), listOrderDocument({
        number, company, createdBy: { id: DEALER.id, name: 'Bench Dealer' }, type: ORDER_TYPES[i % ORDER_TYPES.length],
        status: statuses[i % statuses.length], createdDate: new Date(newestAt - i * 60_000), customerName: `Customer ${number}`,
      }));
    }
    await batch.commit();
  }
}

let app: import('firebase-admin/app').App | undefined;
async function adminApp() {
  const { initializeApp } = await import('firebase-admin/app');
  app ??= initializeApp({ projectId: PROJECT_ID }, 'bench-orders');
  return app;
}

async function seedAccounts(): Promise<void> {
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(await adminApp());
  await getAuth(await adminApp()).createUser({ uid: DEALER.id, email: DEALER.email, password: DEALER.password });
  const address = { street: '1 Main St', city: 'Regina', state: 'SK', zip: 'S4P 1A1', country: 'CA' };
  for (const c of [COMPANY, ...OTHER_COMPANIES]) await db.collection('companies').doc(c.id).set({ ...c, active: true, address });
  await db.collection('users').doc(DEALER.id).set({
    id: DEALER.id, company: COMPANY.id, active: true,
    data: { firstname: 'Bench', lastname: 'Dealer', email: DEALER.email, phone: '', sms: false, admin: false, manager: false },
  });
}

/** Records when the first order row enters the page, measured from navigation start. */
const FIRST_ROW_PROBE = `
  new MutationObserver((_, observer) => {
    const row = document.querySelector('.MuiDataGrid-row');
    if (row && row.getBoundingClientRect().height > 0) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

interface Measurement { ms: number; ordersRead: number; allRead: number; rows: number }

async function measure(context: BrowserContext, url: string): Promise<Measurement> {
  const page = await context.newPage();
  try {
    await control('DELETE');
    await page.goto(url);
    await page.waitForFunction(() => typeof (window as unknown as { __firstRowAt?: number }).__firstRowAt === 'number', undefined, { timeout: 60_000 });
    const ms = await page.evaluate(() => (window as unknown as { __firstRowAt: number }).__firstRowAt);
    // The counts per status come after the first page; once the tabs show them the backend is idle again, so
    // the next run does not queue behind this one's aggregations.
    await page.getByRole('tab', { name: /^All \(\d/ }).waitFor({ timeout: 120_000 });
    const rows = await page.locator('.MuiDataGrid-row').count();
    const reads = await control('GET');
    return { ms, ordersRead: reads.byCollection.orders ?? 0, allRead: reads.total, rows };
  } finally {
    await page.close();
  }
}

async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email', { exact: true }).fill(DEALER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEALER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 60_000 });
  await page.close();
}

async function main(): Promise<void> {
  ensureChromium();
  await startStack();
  const server = await preview({
    root: ROOT, configFile: false, logLevel: 'warn', build: { outDir: DIST },
    preview: { host: '127.0.0.1', port: PORTS.web, strictPort: true },
  });
  const base = `http://127.0.0.1:${PORTS.web}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`Seeding ${OTHERS.toLocaleString('en-US')} orders of other dealers...`);
    await seedAccounts();
    const now = Date.now();
    for (const [i, other] of OTHER_COMPANIES.entries()) {
      await seedOrders(other, 200_001 + i * 100_000, OTHERS / OTHER_COMPANIES.length, now - 30_000);
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(FIRST_ROW_PROBE);
    await signIn(context, base);

    const results: { size: number; ms: number; ordersRead: number; allRead: number; rows: number }[] = [];
    let seeded = 0;
    for (const size of SIZES) {
      console.log(`Seeding the dealer's orders up to ${size.toLocaleString('en-US')}...`);
      await seedOrders(COMPANY, 100_001 + seeded, size - seeded, now - seeded * 60_000);
      seeded = size;
      await measure(context, `${base}/orders`); // warm-up: caches and the backend's first query of this shape
      const runs: Measurement[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(context, `${base}/orders`));
      const result = {
        size,
        ms: median(runs.map((r) => r.ms)),
        ordersRead: median(runs.map((r) => r.ordersRead)),
        allRead: median(runs.map((r) => r.allRead)),
        rows: median(runs.map((r) => r.rows)),
      };
      results.push(result);
      console.log(`  runs (ms): ${runs.map((r) => r.ms.toFixed(0)).join(', ')}`);
    }
    await context.close();

    console.log('\nActive orders (/orders), first page, signed in as a dealer (median of', RUNS, 'runs):');
    console.log('  orders of the dealer | time to first row | order documents read | all documents read | rows shown');
    for (const r of results) {
      console.log(`  ${r.size.toLocaleString('en-US').padStart(20)} | ${`${r.ms.toFixed(0)} ms`.padStart(17)} | ${String(r.ordersRead).padStart(20)} | ${String(r.allRead).padStart(18)} | ${String(r.rows).padStart(10)}`);
    }
    const [small, large] = results;
    console.log(`\n  time(10,000) / time(100):       ${(large.ms / small.ms).toFixed(2)} (goal ≤ 1.5)`);
    console.log(`  order documents read / rows shown: ${(large.ordersRead / large.rows).toFixed(2)} at 10,000, ${(small.ordersRead / small.rows).toFixed(2)} at 100 (goal ≤ 1.1)`);
    console.log('  (all documents read adds the session: the user, the company and the notifications listener)');
  } finally {
    await browser.close();
    await server.close();
    if (app) await (await import('firebase-admin/app')).deleteApp(app);
    await stopAll();
  }
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  await stopAll();
  process.exitCode = 1;
});
