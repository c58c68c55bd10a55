/**
 * Active orders and the order history (/orders, /orders/history): a dealer sees only their company's orders
 * with the right counts per status, pages through them, filters, searches and exports the whole filtered result;
 * an admin sees every dealer and filters by one; a status change made on the server reaches an open list live.
 * The journeys run on two companies of their own, so every count is known exactly.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { listOrderDocument } from '../../src/features/orders/list/testing/listOrderFixture';
import { ORDER_TYPES, type OrderStatus, type OrderType } from '../../src/reference/orders';
import type { Company } from '../../src/types/domain';
import { chooseOption } from './support/controls';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, serverNow, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, openApp, signInToDashboard, withPage } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';

const tag = uniqueTag();
const base = 700000 + Math.floor(Math.random() * 200) * 1000;

function company(id: string, name: string, currency: Company['currency']): Company {
  return { id, name, currency, active: true, dealerNumber: '', phone: '', email: '', representative: '', address: { street: '1 Main St', city: 'Regina', state: 'SK', zip: 'S4P 1A1', country: 'CA' } };
}
const aspen = company(`lists-a-${tag}`, `Aspen Covers ${tag}`, 'CAD');
const birch = company(`lists-b-${tag}`, `Birch Domes ${tag}`, 'USD');

/** `minutesAgo`: how long before the seeding, by the server's clock, the order was created. */
interface Fixture { id: string; number: number; company: Company; type: OrderType; status: OrderStatus; minutesAgo: number }
const fixtures: Fixture[] = [];
function add(owner: Company, status: OrderStatus, count: number): void {
  for (let i = 0; i < count; i++) {
    const number = base + fixtures.length + 1;
    // Each order a minute older than the one before it: newest first is the order they were added in.
    fixtures.push({ id: String(number), number, company: owner, type: ORDER_TYPES[fixtures.length % 4], status, minutesAgo: fixtures.length });
  }
}
// Birch's orders are the newest, so an admin's first page shows both companies.
add(birch, 'pending', 2);
add(birch, 'shipped', 2);
add(birch, 'delivered', 2);
add(aspen, 'pending', 14);
add(aspen, 'order received', 8);
add(aspen, 'drawings stamped', 5);
add(aspen, 'shipped', 3);
add(aspen, 'delivered', 3);
add(aspen, 'cancelled', 2);

const isClosed = (f: Fixture) => f.status === 'delivered' || f.status === 'cancelled';
const aspenActive = fixtures.filter((f) => f.company === aspen && !isClosed(f));
const aspenHistory = fixtures.filter((f) => f.company === aspen && isClosed(f));

const admin = demoAccount(ADMIN);
let dealer: TestAccount;
let browser: Browser;

beforeAll(async () => {
  const db = adminDb();
  await Promise.all([aspen, birch].map((c) => db.collection('companies').doc(c.id).set(c)));
  dealer = await createTestAccount('listdealer', { company: aspen.id });
  const batch = db.batch();
  const now = (await serverNow()).getTime();
  for (const f of fixtures) {
    batch.set(db.collection('orders').doc(f.id), listOrderDocument({
      number: f.number, company: f.company, createdBy: { id: dealer.uid, name: 'List Dealer' }, type: f.type, status: f.status,
      createdDate: new Date(now - f.minutesAgo * 60_000), customerName: `Farm${tag} ${f.number}`, poReference: `PO-${f.number}`, total: 250.5,
    }));
  }
  await batch.commit();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (dealer) await deleteTestAccounts([dealer]);
  await closeBackend();
});

function rows(page: Page) {
  return page.locator('.MuiDataGrid-row');
}

function rowOf(page: Page, id: string) {
  return page.locator(`.MuiDataGrid-row[data-id="${id}"]`);
}

/** The order numbers on screen, top to bottom. */
async function shownNumbers(page: Page): Promise<number[]> {
  return (await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')))).map(Number);
}

/** Waits until the grid shows exactly these orders, in this order. */
async function expectShown(page: Page, expected: Fixture[]): Promise<void> {
  await eventually(() => shownNumbers(page)).toEqual(expected.map((f) => f.number));
}

async function downloadCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^(active-orders|order-history)-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
  return Papa.parse<string[]>(text.trim()).data;
}

describe('order lists', () => {
  it("shows a dealer their company's active orders with counts per status, pages, filters, searches and exports", async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await navigateInApp(page, '/orders');
      await page.getByRole('heading', { name: 'Active Orders', level: 1 }).waitFor();

      // Newest first, 25 to a page; Birch's orders never appear.
      await expectShown(page, aspenActive.slice(0, 25));
      const tab = (name: string) => page.getByRole('tab', { name, exact: true });
      await tab('All (30)').waitFor();
      for (const name of ['Pending (14)', 'Order Received (8)', 'Drawings Stamped (5)', 'Shipped (3)', 'Pre Production (0)']) await tab(name).waitFor();
      await page.getByText('1–25 of 30').waitFor();
      await expect(rowOf(page, aspenActive[0].id).getByRole('link', { name: String(aspenActive[0].number) }).getAttribute('href'))
        .resolves.toBe(`/orders/view/${aspenActive[0].id}`);
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Go to next page' }).click();
      await expectShown(page, aspenActive.slice(25));
      await page.getByText('26–30 of 30').waitFor();
      await page.getByRole('button', { name: 'Go to previous page' }).click();
      await expectShown(page, aspenActive.slice(0, 25));

      // The whole list, not just the page on screen.
      const all = await downloadCsv(page);
      expect(all[0]).toEqual(['Order Number', 'Type', 'Status', 'End Customer', 'PO Reference', 'SO Number', 'Created Date', 'Total', 'Currency']);
      expect(all.slice(1).map((row) => Number(row[0]))).toEqual(aspenActive.map((f) => f.number));

      // A status tab, then a type filter: both in the URL, so a reload keeps them.
      await tab('Pending (14)').click();
      await expectShown(page, aspenActive.filter((f) => f.status === 'pending'));
      await chooseOption(page, 'Type', 'Cover Order');
      const pendingCovers = aspenActive.filter((f) => f.status === 'pending' && f.type === 'cover');
      await expectShown(page, pendingCovers);
      expect(new URL(page.url()).searchParams.get('type')).toBe('cover');
      await page.reload();
      await expectShown(page, pendingCovers);
      const filteredCsv = await downloadCsv(page);
      await page.getByText(`Exported ${pendingCovers.length} orders.`).waitFor();
      expect(filteredCsv.length - 1).toBe(pendingCovers.length);
      expect(filteredCsv.slice(1).every((row) => row[1] === 'Cover Order' && row[2] === 'Pending')).toBe(true);

      // Clearing the filters, then searching by order number.
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expectShown(page, aspenActive.slice(0, 25));
      const wanted = aspenActive[27];
      await page.getByRole('textbox', { name: 'Search' }).fill(String(wanted.number));
      await expectShown(page, [wanted]);
      // Birch's order numbers find nothing: the empty state offers to clear the filters.
      await page.getByRole('textbox', { name: 'Search' }).fill(String(fixtures[0].number));
      await page.getByText('No orders match these filters').waitFor();
      // The export toasts belong to the app shell (notistack's success colour), not to this screen: let them go first.
      await page.locator('#notistack-snackbar').waitFor({ state: 'detached' });
      await expectNoSeriousViolations(page, '/orders (no matches)');
    });
  });

  it('keeps the page still while a list opened directly loads (layout shift well under 0.1)', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      // Every shift from the page's start, as Chrome reports them; none follows an input here.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openApp(page, '/orders');
      await expectShown(page, aspenActive.slice(0, 25));
      await page.getByRole('tab', { name: 'All (30)', exact: true }).waitFor();
      await page.getByText('1–25 of 30').waitFor();
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.05);
    });
  });

  it('shows only delivered and cancelled orders in the history', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await navigateInApp(page, '/orders/history');
      await page.getByRole('heading', { name: 'Order History', level: 1 }).waitFor();
      await expectShown(page, aspenHistory);
      for (const name of ['All (5)', 'Delivered (3)', 'Cancelled (2)']) await page.getByRole('tab', { name, exact: true }).waitFor();
      expect(await page.getByRole('tab', { name: /Pending/ }).count()).toBe(0);
      await expectNoSeriousViolations(page);
    });
  });

  it('shows an admin every dealer and filters by one', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, admin.email, admin.password);
      // The journey's end customers (building and VP orders) share the tag, which keeps other data out of the counts.
      await navigateInApp(page, `/orders?q=farm${tag}`);
      const active = fixtures.filter((f) => !isClosed(f) && (f.type === 'building' || f.type === 'vp'));
      await expectShown(page, active.slice(0, 25));
      await page.getByRole('tab', { name: `All (${active.length})`, exact: true }).waitFor();
      await rowOf(page, active[0].id).getByText(birch.name).waitFor();
      await rowOf(page, active.at(-1)!.id).getByText(aspen.name).waitFor();

      await chooseOption(page, 'Dealer', birch.name);
      await expectShown(page, active.filter((f) => f.company === birch));
      expect(new URL(page.url()).searchParams.get('dealer')).toBe(birch.id);
      await expectNoSeriousViolations(page);
    });
  });

  it('shows a status change made on the server in an open list, with its counts', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await navigateInApp(page, '/orders?status=pending');
      const pending = aspenActive.filter((f) => f.status === 'pending');
      await expectShown(page, pending);
      const changed = pending[0];
      await expect(rowOf(page, changed.id).getByText('Pending').count()).resolves.toBe(1);

      await adminDb().collection('orders').doc(changed.id).update({ status: 'order received', statusIndex: 1, soNumber: `SO-${changed.number}` });
      await expectShown(page, pending.slice(1));
      await page.getByRole('tab', { name: 'Pending (13)', exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Order Received (9)', exact: true }).click();
      await rowOf(page, changed.id).getByText('Order Received').waitFor();

      await adminDb().collection('orders').doc(changed.id).update({ status: 'drawings stamped', statusIndex: 5 });
      await page.getByRole('tab', { name: 'Order Received (8)', exact: true }).waitFor();
      await page.getByRole('tab', { name: 'All (30)', exact: true }).click();
      await rowOf(page, changed.id).getByText('Drawings Stamped').waitFor();
    });
  });
});
