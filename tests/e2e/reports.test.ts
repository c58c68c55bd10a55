/**
 * Reports journey: an admin opens Reports, picks a range holding only this test's orders, reads the counts per
 * status, type, dealer and month and the parts orders' value, exports the status table as CSV, then opens SMS
 * Recipients and finds the user with text messages on, but neither the one with them off nor a disabled one.
 * Both screens pass axe.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { listOrderDocument } from '../../src/features/orders/list/testing/listOrderFixture';
import { ORDER_STATUSES, orderStatusLabel, type OrderStatus, type OrderType } from '../../src/reference/orders';
import type { Company } from '../../src/types/domain';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, deleteCompanyData, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, signInToDashboard, waitForPath, withPage } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';
import { testCompany } from './support/orderViewFixtures';

const tag = uniqueTag();
const aspen: Company = testCompany(`reports-a-${tag}`, `Aspen Covers ${tag}`);
const birch: Company = { ...testCompany(`reports-b-${tag}`, `Birch Domes ${tag}`), currency: 'USD' };
const admin = demoAccount(ADMIN);

/**
 * Two whole months of a year in the 1990s, before any order the seed or another test writes (the order data
 * test uses the 2000s): the report of this range counts exactly the orders below.
 */
const year = 1991 + Math.floor(Math.random() * 9);
const month = Math.floor(Math.random() * 11);
const firstDay = new Date(year, month, 1);
const lastDay = new Date(year, month + 2, 0);
const day = (monthOffset: number, date: number) => new Date(year, month + monthOffset, date, 10);

interface Fixture { company: Company; type: OrderType; status: OrderStatus; created: Date; total?: number }
const fixtures: Fixture[] = [
  { company: aspen, type: 'parts', status: 'pending', created: day(0, 3), total: 10 },
  { company: aspen, type: 'parts', status: 'pending', created: day(0, 17), total: 20.5 },
  { company: aspen, type: 'cover', status: 'shipped', created: day(0, 28) },
  { company: aspen, type: 'parts', status: 'pending', created: day(1, 2), total: 30 },
  { company: birch, type: 'building', status: 'delivered', created: day(1, 9) },
  { company: birch, type: 'building', status: 'delivered', created: day(1, 14) },
  { company: birch, type: 'parts', status: 'order received', created: day(1, 20), total: 99.99 },
];
const numberBase = 300_000 + Math.floor(Math.random() * 90) * 1000;

let smsOn: TestAccount;
let smsOff: TestAccount;
let disabled: TestAccount;
let browser: Browser;

beforeAll(async () => {
  const db = adminDb();
  await Promise.all([aspen, birch].map((company) => db.collection('companies').doc(company.id).set(company)));
  [smsOn, smsOff, disabled] = await Promise.all([
    createTestAccount('reports-texted', { company: aspen.id, firstname: 'Tess', lastname: `Texted${tag}`, phone: '+13065550188', sms: true }),
    createTestAccount('reports-quiet', { company: aspen.id, firstname: 'Quinn', lastname: `Quiet${tag}`, phone: '+13065550189', sms: false }),
    createTestAccount('reports-disabled', { company: birch.id, firstname: 'Dora', lastname: `Disabled${tag}`, phone: '+18065550190', sms: true, active: false }),
  ]);
  const batch = db.batch();
  fixtures.forEach((fixture, index) => {
    const number = numberBase + index + 1;
    batch.set(db.collection('orders').doc(String(number)), listOrderDocument({
      number, company: fixture.company, createdBy: { id: smsOn.uid, name: 'Tess Texted' }, type: fixture.type,
      status: fixture.status, createdDate: fixture.created, total: fixture.total,
    }));
  });
  await batch.commit();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([aspen, birch].map((company) => deleteCompanyData(company.id)));
  await deleteTestAccounts([smsOn, smsOff, disabled].filter(Boolean));
  await closeBackend();
});

const pad = (n: number) => String(n).padStart(2, '0');
const medium = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'medium' });
const monthLabel = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', year: 'numeric' });

/** Types a date into an MUI X date field as a person does: month, day and year, the field moving on by itself. */
async function typeDate(page: Page, label: RegExp, date: Date): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`);
}

/** The texts of a table row's cells (header cell included), found by the text it starts with. */
async function rowCells(page: Page, table: string, first: string): Promise<string[]> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: first, exact: true }) });
  return row.locator('th, td').allInnerTexts();
}

async function download(page: Page, button: string): Promise<{ name: string; rows: string[][] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return { name: file.suggestedFilename(), rows: Papa.parse<string[]>(text.slice(1).trim()).data };
}

describe('reports', () => {
  // Two screens, three scans and three CSV downloads: 6 to 27 s seen on a busy two-core machine.
  it('an admin reads the orders of a range by status, type, dealer and month, exports them, and lists the SMS recipients', { timeout: 120_000 }, async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, admin.email, admin.password);
      await navigateInApp(page, '/admin/reports');
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      // The default range (the last 12 months) holds the seeded orders: charts and tables are drawn.
      await page.getByRole('table', { name: 'Orders by status' }).waitFor();
      await expectNoSeriousViolations(page, 'reports');

      await typeDate(page, /^From/, firstDay);
      await typeDate(page, /^To/, lastDay);
      await page.getByRole('button', { name: 'Show report' }).click();
      await page.getByText(`7 orders from ${medium(firstDay)} to ${medium(lastDay)}`, { exact: true }).waitFor();
      await page.getByText('Parts orders: $60.50 CAD (3 orders) and $99.99 USD (1 order)', { exact: true }).waitFor();
      expect(new URL(page.url()).search).toBe(`?from=${year}-${pad(month + 1)}-01&to=${lastDay.getFullYear()}-${pad(lastDay.getMonth() + 1)}-${pad(lastDay.getDate())}`);

      expect(await rowCells(page, 'Orders by status', 'Pending')).toEqual(['Pending', '3', '43%']);
      expect(await rowCells(page, 'Orders by status', 'Order Received')).toEqual(['Order Received', '1', '14%']);
      expect(await rowCells(page, 'Orders by status', 'Shipped')).toEqual(['Shipped', '1', '14%']);
      expect(await rowCells(page, 'Orders by status', 'Delivered')).toEqual(['Delivered', '2', '29%']);
      expect(await rowCells(page, 'Orders by status', 'Cancelled')).toEqual(['Cancelled', '0', '0%']);
      expect(await rowCells(page, 'Orders by status', 'Total')).toEqual(['Total', '7', '100%']);
      expect(await rowCells(page, 'Orders by type', 'Parts Order')).toEqual(['Parts Order', '4', '57%']);
      expect(await rowCells(page, 'Orders by type', 'Building Order')).toEqual(['Building Order', '2', '29%']);
      expect(await rowCells(page, 'Orders by type', 'VP Building Order')).toEqual(['VP Building Order', '0', '0%']);
      expect(await rowCells(page, 'Orders by month', monthLabel(firstDay))).toEqual([monthLabel(firstDay), '3', '$30.50 CAD', '$0.00 USD']);
      expect(await rowCells(page, 'Orders by month', monthLabel(day(1, 1)))).toEqual([monthLabel(day(1, 1)), '4', '$30.00 CAD', '$99.99 USD']);

      const dealers = page.getByRole('grid', { name: 'Orders by dealer' });
      await eventually(() => dealers.getByRole('row').filter({ has: page.getByRole('gridcell') }).evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent)),
      )).toEqual([[aspen.name, '', '4'], [birch.name, '', '3']]);
      await expectNoSeriousViolations(page, 'reports of the chosen range');

      const statusCsv = await download(page, 'Export CSV of orders by status');
      expect(statusCsv.name).toBe(`orders-by-status-${year}-${pad(month + 1)}-01-to-${lastDay.getFullYear()}-${pad(lastDay.getMonth() + 1)}-${pad(lastDay.getDate())}.csv`);
      const counts: Partial<Record<OrderStatus, number>> = { pending: 3, 'order received': 1, shipped: 1, delivered: 2 };
      expect(statusCsv.rows).toEqual([['Status', 'Orders'], ...ORDER_STATUSES.map((status) => [orderStatusLabel(status), String(counts[status] ?? 0)])]);
      const monthCsv = await download(page, 'Export CSV of orders by month');
      expect(monthCsv.rows).toEqual([
        ['Month', 'Orders', 'Parts value (CAD)', 'Parts value (USD)'],
        [`${year}-${pad(month + 1)}`, '3', '30.50', '0.00'],
        [`${day(1, 1).getFullYear()}-${pad(day(1, 1).getMonth() + 1)}`, '4', '30.00', '99.99'],
      ]);

      // SMS Recipients.
      await page.getByRole('link', { name: 'SMS Recipients' }).click();
      await waitForPath(page, '/admin/reports/sms_recipients');
      await page.getByRole('heading', { level: 1, name: 'SMS Recipients' }).waitFor();
      const grid = page.getByRole('grid', { name: 'SMS Recipients' });
      await grid.waitFor();
      await page.getByText(/^\d+ active users? receives? text messages$/).waitFor();
      await expectNoSeriousViolations(page, 'SMS recipients');

      await page.getByRole('searchbox').fill(tag);
      const shown = () => grid.getByRole('row').filter({ has: page.getByRole('gridcell') }).evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent)),
      );
      await eventually(shown).toEqual([[`Tess Texted${tag}`, smsOn.email, '(306) 555-0188', aspen.name]]);
      expect(await grid.getByText(`Quinn Quiet${tag}`).count()).toBe(0);
      expect(await grid.getByText(`Dora Disabled${tag}`).count()).toBe(0);

      const recipientsCsv = await download(page, 'Export CSV');
      expect(recipientsCsv.name).toMatch(/^sms-recipients-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(recipientsCsv.rows).toEqual([['Name', 'Email', 'Phone', 'Company'], [`Tess Texted${tag}`, smsOn.email, '(306) 555-0188', aspen.name]]);
    });
  });
});
