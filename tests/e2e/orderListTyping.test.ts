/**
 * What a dealer types into Active Orders' filters: a date typed digit by digit into 'Created from' and 'Created to'
 * filters the list once the date is whole (a half-typed year is never applied), and the search finds an order by
 * its PO reference, the start of its number and the first word of its end customer. The journeys keep to a
 * company of their own with orders on fixed days, so every list is known exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { orderSearchKeys } from '../../src/data/orderSearchKeys';
import { listOrderDocument } from '../../src/features/orders/list/testing/listOrderFixture';
import { adminDb, closeBackend, createTestAccount, deleteCompanyData, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, signInToDashboard, withPage } from './support/browser';
import { eventually } from './support/eventually';
import { testCompany } from './support/orderViewFixtures';

const tag = uniqueTag();
const company = testCompany(`typing-${tag}`, `Typing Domes ${tag}`);
/** Numbers of eight digits starting 10044 and 20055: the seed's are six digits, other journeys' other blocks. */
const suffix = 100 + Math.floor(Math.random() * 900);
const orders = [
  { number: Number(`10044${suffix}`), created: new Date(2026, 10, 5, 12), customer: 'Big Sky Aviation', po: 'PO-TOUR' },
  { number: Number(`20055${suffix}`), created: new Date(2026, 9, 15, 12), customer: 'Small Ground Trucking', po: 'PO-OTHER' },
] as const;
const [november, october] = orders;

let dealer: TestAccount;
let browser: Browser;

beforeAll(async () => {
  const db = adminDb();
  await db.collection('companies').doc(company.id).set(company);
  dealer = await createTestAccount('typing-dealer', { company: company.id });
  const batch = db.batch();
  for (const order of orders) {
    const document = listOrderDocument({
      number: order.number, company, createdBy: { id: dealer.uid, name: 'Typing Dealer' }, type: 'building', status: 'order received',
      createdDate: order.created, customerName: order.customer, poReference: order.po,
    });
    // The keys the order callables store, from the order's own number, SO number, PO reference and end customer.
    const searchKeys = orderSearchKeys({ number: order.number, soNumber: document.soNumber as string, poReference: order.po, customer: { name: order.customer } });
    batch.set(db.collection('orders').doc(String(order.number)), { ...document, searchKeys });
  }
  await batch.commit();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (dealer) await deleteTestAccounts([dealer]);
  await deleteCompanyData(company.id);
  await closeBackend();
});

/** The order numbers on screen, top to bottom. */
function shownNumbers(page: Page): Promise<number[]> {
  return page.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))));
}

const dateField = (page: Page, label: string) => page.getByRole('group', { name: label });
/** What a date field shows, as 'MM/DD/YYYY' (empty sections as their placeholders). */
const shownDate = (page: Page, label: string) => dateField(page, label).locator('input').inputValue();

/** Whether one of `targets` has the focus, asked at once (a target may not be on the page yet). */
async function focusIsOn(targets: Locator[]): Promise<boolean> {
  for (const target of targets) {
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return true;
  }
  return false;
}

/** Presses Tab until one of `targets` has the focus: keyboard only. */
async function tabUntilFocused(page: Page, targets: Locator[]): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await focusIsOn(targets)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Could not reach the date filters with the keyboard');
}

/**
 * Records, in the page, every value the address bar's `from` and `to` take as the app writes them (one entry per
 * change), so a test can read afterwards which days the list was filtered by on the way.
 */
async function recordAppliedDays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const applied: Record<string, string[]> = { from: [], to: [] };
    (window as unknown as { appliedDays: typeof applied }).appliedDays = applied;
    const record = () => {
      const params = new URLSearchParams(window.location.search);
      for (const name of ['from', 'to']) {
        const day = params.get(name) ?? '';
        if ((applied[name].at(-1) ?? '') !== day) applied[name].push(day);
      }
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method].bind(window.history);
      window.history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        record();
      };
    }
  });
}

const appliedDays = (page: Page, name: 'from' | 'to') =>
  page.evaluate((param) => (window as unknown as { appliedDays: Record<string, string[]> }).appliedDays[param], name);

async function openActiveOrders(page: Page): Promise<void> {
  await signInToDashboard(page, dealer.email, dealer.password);
  await navigateInApp(page, '/orders');
  await page.getByRole('heading', { name: 'Active Orders', level: 1 }).waitFor();
  await eventually(() => shownNumbers(page)).toEqual([november.number, october.number]);
}

describe('typing into the order list filters', () => {
  it('filters by dates typed digit by digit, applying each only once it is a whole date', { timeout: 120_000 }, async () => {
    await withPage(browser, async (page) => {
      await recordAppliedDays(page);
      await openActiveOrders(page);

      // By keyboard alone: reaching the field loads the date pickers, which take the focus on its month.
      const fromMonth = dateField(page, 'Created from').getByRole('spinbutton', { name: 'Month' });
      await tabUntilFocused(page, [page.getByRole('textbox', { name: 'Created from' }), fromMonth]);
      await eventually(() => focusIsOn([fromMonth])).toBe(true);
      await page.keyboard.type('11012026');
      await eventually(() => new URL(page.url()).searchParams.get('from')).toBe('2026-11-01');
      await eventually(() => shownNumbers(page)).toEqual([november.number]);
      expect(await shownDate(page, 'Created from')).toBe('11/01/2026');
      // The year went 0002, 0020 and 0202 on the way: none of them filtered the list.
      expect(await appliedDays(page, 'from')).toEqual(['2026-11-01']);

      await dateField(page, 'Created to').getByRole('spinbutton', { name: 'Month' }).click();
      await page.keyboard.type('11042026');
      await eventually(() => new URL(page.url()).searchParams.get('to')).toBe('2026-11-04');
      await page.getByText('No orders match these filters').waitFor();
      expect(await shownDate(page, 'Created to')).toBe('11/04/2026');
      expect(await appliedDays(page, 'to')).toEqual(['2026-11-04']);

      // A new year typed over the old one, digit by digit: the half-typed years 0002, 0020 and 0202 are never
      // applied, so the field keeps every digit and the list follows the whole year.
      await dateField(page, 'Created from').getByRole('spinbutton', { name: 'Year' }).click();
      await page.keyboard.type('2025');
      await eventually(() => shownNumbers(page)).toEqual([october.number]);
      expect(new URL(page.url()).searchParams.get('from')).toBe('2025-11-01');
      expect(await shownDate(page, 'Created from')).toBe('11/01/2025');
      expect(await appliedDays(page, 'from')).toEqual(['2026-11-01', '2025-11-01']);

      await dateField(page, 'Created to').getByRole('spinbutton', { name: 'Day' }).click();
      await page.keyboard.type('30');
      await eventually(() => shownNumbers(page)).toEqual([november.number, october.number]);
      expect(new URL(page.url()).searchParams.get('to')).toBe('2026-11-30');
      expect(await shownDate(page, 'Created to')).toBe('11/30/2026');
    });
  });

  it('finds an order by its PO reference, the start of its number and the first word of its end customer', async () => {
    await withPage(browser, async (page) => {
      await openActiveOrders(page);
      const search = page.getByRole('textbox', { name: 'Search' });
      for (const typed of ['PO-TOUR', '10044', 'big', 'Big Sky Aviation', 'aviat', `${november.number}`]) {
        await search.fill(typed);
        await eventually(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
        await eventually(() => shownNumbers(page)).toEqual([november.number]);
        // Back to both orders, so the next search is seen to narrow the list itself.
        await search.fill('');
        await eventually(() => shownNumbers(page)).toEqual([november.number, october.number]);
      }
      await search.fill('small');
      await eventually(() => shownNumbers(page)).toEqual([october.number]);
      await search.fill('po-');
      await eventually(() => shownNumbers(page)).toEqual([november.number, october.number]);
    });
  });
});
