/**
 * `npm run bench:orders`: how the active orders list scales. On a local stack of its own (fresh in-memory
 * backend, the Auth emulator, a production build served by vite preview) it seeds 100 and then 10,000 orders
 * for one dealer (beside 20,000 of other dealers) and measures in Chromium, signed in as that dealer, the time
 * from navigation start to the first order row on /orders, and the order documents the backend served for it.
 * Prints the medians, the ratio of the two times (goal ≤ 1.5) and documents read per row shown (goal ≤ 1.1).
 * Then, warm, the time from the click on a parts order form's submit button to the success page showing the new
 * order's number (the Functions emulator runs too, for a submission that goes through a callable).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.js';
import {
  PROJECT_ID, ROOT, buildFunctions, firebaseOnly, isPortInUse, stackEnv, startBackend, startProcess, stopAll, waitForOutput,
  writeFirebaseConfig, type Ports,
} from './stack.js';
import { ORDER_STATUSES, ORDER_TYPES } from '../src/reference/orders.js';
import { partsCategoryLabel, type PartsCategory } from '../src/reference/parts.js';
import type { CurrencyCode } from '../src/types/domain.js';
import { partSearchKeys } from '../src/types/parts.js';

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
/** New orders notify the admins, so there is one to notify, as in production. */
const ADMIN = { id: 'bench-admin', email: 'bench.admin@example.com' };
/** Above every seeded order number: submissions are numbered from here. */
const FIRST_NEW_ORDER = 900_001;
const PARTS_CATEGORY: PartsCategory = 'sleeve pipe';
const BENCH_PARTS = [1, 2, 3, 4, 5].map((n) => ({ partNumber: `BENCH-SP-${n}`, name: `Bench sleeve pipe ${n}`, priceCAD: 20 * n, priceUSD: 15 * n }));
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
  // The Functions emulator loads functions/lib: callables (order submission among them) answer from this build.
  buildFunctions();
  console.log('Starting the local backend and the Auth and Functions emulators...');
  await startBackend(PORTS, undefined, true);
  const config = writeFirebaseConfig(PORTS, `bench-${OFFSET}`);
  const emulators = startProcess('firebase', 'npx', ['firebase', 'emulators:start', '--only', firebaseOnly(), '--project', PROJECT_ID, '--config', config], env, { quiet: true });
  await waitForOutput(emulators, /All emulators ready/);
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
  await db.collection('users').doc(ADMIN.id).set({
    id: ADMIN.id, company: 'bench-hq', active: true,
    data: { firstname: 'Bench', lastname: 'Admin', email: ADMIN.email, phone: '', sms: false, admin: true, manager: false },
  });
  await db.collection('admins').doc(ADMIN.id).set({ id: ADMIN.id });
}

/** What a parts order needs: active parts in the catalogue and the order number counter. */
async function seedCatalogue(): Promise<void> {
  const { FieldValue, getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(await adminApp());
  const batch = db.batch();
  for (const part of BENCH_PARTS) {
    batch.set(db.collection('parts').doc(part.partNumber), {
      id: part.partNumber, ...part, category: PARTS_CATEGORY, description: 'For the order submission benchmark.', unit: 'each',
      stock: 50, active: true, searchKeys: partSearchKeys(part), updatedDate: FieldValue.serverTimestamp(),
    });
  }
  batch.set(db.doc('counters/orders'), { next: FIRST_NEW_ORDER });
  await batch.commit();
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

/**
 * Marks in the page the click on a form's submit button and the moment the success page shows an order number,
 * so the time between them leaves out the browser driver's own round trips. Reset before each submission.
 */
const SUBMIT_PROBE = `
  window.__submitTiming = { clickedAt: null, shownAt: null, number: null };
  document.addEventListener('click', (event) => {
    const timing = window.__submitTiming;
    const button = event.target instanceof Element ? event.target.closest('button[type="submit"]') : null;
    if (button && button.form && timing.clickedAt === null) timing.clickedAt = performance.now();
  }, true);
  new MutationObserver(() => {
    const timing = window.__submitTiming;
    if (timing.clickedAt === null || timing.shownAt !== null) return;
    const text = document.querySelector('[data-testid="order-number"]')?.textContent ?? '';
    if (/^#\\d+$/.test(text)) {
      timing.shownAt = performance.now();
      timing.number = text.slice(1);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;
interface SubmitTiming { clickedAt: number | null; shownAt: number | null; number: string | null }
type ProbedWindow = Window & { __submitTiming: SubmitTiming };

/** Opens the select labelled `name` and picks `option`, once its list has registered the option (it has a tabindex). */
async function chooseOption(page: Page, name: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  const listbox = page.getByRole('listbox');
  const item = listbox.getByRole('option', { name: option, exact: true });
  await item.and(page.locator('[tabindex]')).waitFor();
  await item.click();
  await listbox.waitFor({ state: 'detached' });
}

/**
 * The draft autosave writes about a second after the last change: wait until the draft holds the whole order
 * (and the page knows it is saved), so no draft write is pending or under way when the order is submitted.
 */
async function waitForSettledDraft(page: Page, poReference: string): Promise<void> {
  const { getFirestore } = await import('firebase-admin/firestore');
  await page.waitForFunction(() => /^\/orders\/new\/parts\/[A-Za-z0-9]{20}$/.test(window.location.pathname), undefined, { timeout: 30_000 });
  const draftId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const draft = getFirestore(await adminApp()).doc(`users/${DEALER.id}/drafts/${draftId}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const values = (await draft.get()).data()?.values as { poReference?: string; lines?: unknown[] } | undefined;
    if (values?.poReference === poReference && values.lines?.length === 2) break;
    if (Date.now() > deadline) throw new Error(`The draft ${draftId} never held the whole order.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor({ timeout: 30_000 });
}

/** Fills the open parts order form by its labels (two parts, a quantity, lead source, PO), then submits it. */
async function submitPartsOrder(page: Page, poReference: string): Promise<{ ms: number; number: string }> {
  const submit = page.getByRole('button', { name: 'Submit order' });
  await submit.waitFor({ timeout: 60_000 });
  await chooseOption(page, /^Category/, partsCategoryLabel(PARTS_CATEGORY));
  const [first, second] = BENCH_PARTS;
  await page.getByRole('button', { name: `Add ${first.partNumber} ${first.name}` }).click();
  await page.getByRole('textbox', { name: `Quantity of ${first.partNumber}` }).fill('3');
  await page.getByRole('button', { name: `Add ${second.partNumber} ${second.name}` }).click();
  await chooseOption(page, /^Lead source/, 'Calhoun');
  await page.getByRole('textbox', { name: 'PO reference' }).fill(poReference);
  await waitForSettledDraft(page, poReference);

  await page.evaluate(() => { (window as unknown as ProbedWindow).__submitTiming = { clickedAt: null, shownAt: null, number: null }; });
  await submit.click();
  // A refusal shows on the form at once: report it rather than wait for a success page that never comes.
  await page.waitForFunction(
    () => (window as unknown as ProbedWindow).__submitTiming.shownAt !== null || document.body.innerText.includes('could not be submitted'),
    undefined, { timeout: 60_000 },
  );
  const timing = await page.evaluate(() => (window as unknown as ProbedWindow).__submitTiming);
  if (timing.clickedAt === null || timing.shownAt === null || timing.number === null) {
    throw new Error(`The parts order was not placed: ${await page.getByRole('alert').allInnerTexts()}`);
  }
  if (new URL(page.url()).searchParams.get('order') !== timing.number) throw new Error(`The success page at ${page.url()} shows #${timing.number}.`);
  await expectPlacedOrder(timing.number, poReference);
  return { ms: timing.shownAt - timing.clickedAt, number: timing.number };
}

/** The number shown belongs to a pending parts order of the dealer's, with the lines submitted. */
async function expectPlacedOrder(number: string, poReference: string): Promise<void> {
  const { getFirestore } = await import('firebase-admin/firestore');
  const order = (await getFirestore(await adminApp()).doc(`orders/${number}`).get()).data();
  const lines = (order?.details as { lines?: { quantity?: number }[] } | undefined)?.lines ?? [];
  if (order?.type !== 'parts' || order.status !== 'pending' || order.createdBy !== DEALER.id || order.poReference !== poReference
    || lines.length !== 2 || lines[0].quantity !== 3) {
    throw new Error(`Order ${number} is not the parts order submitted: ${JSON.stringify(order)}`);
  }
}

/** One warm-up order, then RUNS measured, each from a fresh form reached the way a dealer places another order. */
async function measureSubmissions(browser: Browser, base: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(SUBMIT_PROBE);
    await signIn(context, base);
    const page = await context.newPage();
    await page.goto(`${base}/orders/new/parts`);
    const runs: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      if (run > 0) {
        await page.getByRole('link', { name: 'Place another order' }).click();
        await page.getByRole('list', { name: 'Order types' }).getByRole('link', { name: /Parts Order/ }).click();
      }
      const { ms } = await submitPartsOrder(page, `BENCH-PO-${run}`);
      // The warm-up loads the success page's code and makes the backend's and emulators' first calls.
      if (run > 0) runs.push(ms);
    }
    return runs;
  } finally {
    await context.close();
  }
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
    await seedCatalogue();
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

    console.log(`Placing parts orders (1 warm-up, ${RUNS} measured)...`);
    const submitRuns = await measureSubmissions(browser, base);

    console.log('\nActive orders (/orders), first page, signed in as a dealer (median of', RUNS, 'runs):');
    console.log('  orders of the dealer | time to first row | order documents read | all documents read | rows shown');
    for (const r of results) {
      console.log(`  ${r.size.toLocaleString('en-US').padStart(20)} | ${`${r.ms.toFixed(0)} ms`.padStart(17)} | ${String(r.ordersRead).padStart(20)} | ${String(r.allRead).padStart(18)} | ${String(r.rows).padStart(10)}`);
    }
    const [small, large] = results;
    console.log(`\n  time(10,000) / time(100):       ${(large.ms / small.ms).toFixed(2)} (goal ≤ 1.5)`);
    console.log(`  order documents read / rows shown: ${(large.ordersRead / large.rows).toFixed(2)} at 10,000, ${(small.ordersRead / small.rows).toFixed(2)} at 100 (goal ≤ 1.1)`);
    console.log('  (all documents read adds the session: the user, the company and the notifications listener)');
    console.log(`\nsubmit parts order -> success: median ${median(submitRuns).toFixed(0)} ms (runs: ${submitRuns.map((ms) => ms.toFixed(0)).join(', ')})`);
    console.log('  warm, from the click on Submit order to the success page showing the order number');
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
