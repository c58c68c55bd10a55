/**
 * Parts journey (docs/data-model.md, Parts): an admin adds a part with the keyboard alone, edits it, exports the
 * list as CSV, and imports a CSV file: with one bad row nothing is written and the row's error shows; the fixed
 * file imports and its parts appear in the list. The list, the form and the import preview pass axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, uniqueTag } from './support/backend';
import { launchBrowser, navigateInApp, newPage, signInToDashboard, waitForPath } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';

const tag = uniqueTag();
/** Every part of this run has a number 'E2E<TAG>-…', so searching for the tag finds them all. */
const prefix = `E2E${tag.toUpperCase()}`;
const searchTag = prefix.toLowerCase();
const added = `${prefix}-1`;
const admin = demoAccount(ADMIN);
const HEADER = 'partNumber,name,category,description,unit,priceCAD,priceUSD,stock,active';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function deleteTestParts(): Promise<void> {
  const found = await adminDb().collection('parts').where('searchKeys', 'array-contains', searchTag).get();
  await Promise.all(found.docs.map((document) => document.ref.delete()));
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await deleteTestParts();
  await closeBackend();
});

async function signedInPage(): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await signInToDashboard(page, admin.email, admin.password);
  return page;
}

/** Waits until keyboard focus is on `target` (the next key goes there). */
async function expectFocused(target: Locator, what: string): Promise<void> {
  await eventually(() => target.evaluate((element) => element === document.activeElement), 5_000)
    .toBe(true)
    .catch(async (error: unknown) => {
      const focused = await target.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
      throw new Error(`${what}, but the focus is on ${focused}`, { cause: error });
    });
}

async function partDocument(id: string) {
  return (await adminDb().collection('parts').doc(id).get()).data();
}

function csvFile(name: string, rows: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\r\n')) };
}

/**
 * The search box narrows the list to this run's parts. Returns once the grid shows only them and has stopped
 * loading: a click on a row that the new result then moves would land on another element and open nothing.
 */
async function searchForRun(page: Page): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search parts' });
  await search.fill(searchTag);
  await page.waitForURL((url) => url.searchParams.get('q') === searchTag);
  const rowIds = () => grid(page).locator('[role="row"][data-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
  await eventually(async () => {
    const ids = await rowIds();
    return ids.length > 0 && ids.every((id) => id.startsWith(prefix));
  }).toBe(true);
  await grid(page).getByRole('progressbar').waitFor({ state: 'detached' });
}

function grid(page: Page) {
  return page.getByRole('grid', { name: 'Parts' });
}

describe('parts', () => {
  // Add, edit, export and two imports with three scans: several minutes on a busy two-core machine.
  it('an admin adds and edits a part, exports the list, and imports a CSV file all or nothing', { timeout: 300_000 }, async () => {
    const page = await signedInPage();

    // The list.
    await navigateInApp(page, '/admin/parts');
    await page.getByRole('heading', { level: 1, name: 'Manage Parts' }).waitFor();
    await grid(page).getByRole('link', { name: 'CS-0110' }).waitFor();
    await page.getByRole('tab', { name: /^All \(\d+\)$/ }).waitFor();
    await expectNoSeriousViolations(page, 'manage parts');

    // A category tab narrows the list and shows its count.
    await page.getByRole('tab', { name: /^Legs \(\d+\)$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'legs');
    await eventually(() => grid(page).getByRole('link', { name: 'CS-0110' }).count()).toBe(0);
    await grid(page).getByRole('link', { name: 'CS-0810' }).waitFor();
    await page.getByRole('tab', { name: /^All/ }).click();

    // Add a part with the keyboard alone: an empty form first says what is missing.
    await page.getByRole('link', { name: 'Add Part' }).click();
    await waitForPath(page, '/admin/parts/add');
    const partNumber = page.getByRole('textbox', { name: /^Part Number/ });
    await expectFocused(partNumber, 'the part number has focus when the form opens');
    await page.keyboard.press('Enter');
    await page.getByText('Choose one of the parts categories.').waitFor();
    await expectNoSeriousViolations(page, 'add part, with errors');

    await partNumber.focus();
    await page.keyboard.type(added.toLowerCase());
    await page.keyboard.press('Tab');
    const category = page.getByRole('combobox', { name: /^Category/ });
    await expectFocused(category, 'Tab moves to the category');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type('acc');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await category.textContent()).toContain('Accessories');
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('textbox', { name: /^Name/ }), 'Tab moves to the name');
    await page.keyboard.type('Journey Strap');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A strap added by the parts journey.');
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('textbox', { name: /^Unit/ }), 'Tab moves to the unit');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('pair');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12.345');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('15');
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('checkbox', { name: /^Active/ }), 'Tab moves to the active checkbox');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('button', { name: 'Add Part' }), 'Tab reaches the Add Part button');
    await page.keyboard.press('Enter');
    // Three decimals are refused; the price is corrected without leaving the keyboard.
    await page.getByText('Use at most 2 decimals (cents).').waitFor();
    await page.getByRole('textbox', { name: /^CAD Price/ }).focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');

    await waitForPath(page, '/admin/parts');
    await page.getByText(`Part ${added} added.`).waitFor();
    expect(await partDocument(added)).toMatchObject({
      id: added,
      partNumber: added,
      name: 'Journey Strap',
      category: 'accessories',
      description: 'A strap added by the parts journey.',
      unit: 'pair',
      priceCAD: 12.34,
      priceUSD: 9,
      stock: 15,
      active: true,
    });

    // Edit it from the list: the part number cannot change; the rest saves.
    await searchForRun(page);
    await grid(page).getByRole('link', { name: added }).click();
    await waitForPath(page, `/admin/parts/edit/${added}`);
    const lockedNumber = page.getByRole('textbox', { name: /^Part Number/ });
    await lockedNumber.waitFor();
    expect(await lockedNumber.getAttribute('readonly')).not.toBeNull();
    await page.getByText('The part number identifies the part and cannot change.', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Journey Strap Long');
    await page.getByRole('textbox', { name: /^Stock/ }).fill('7');
    await page.getByRole('button', { name: 'Save Part' }).click();
    await page.getByText(`Part ${added} saved.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/parts');
    expect(await partDocument(added)).toMatchObject({ partNumber: added, name: 'Journey Strap Long', stock: 7 });

    // An unknown part says so.
    await navigateInApp(page, `/admin/parts/edit/${prefix}-NONE`);
    await page.getByText('Part not found').waitFor();

    // Export what the search shows.
    await navigateInApp(page, `/admin/parts?q=${searchTag}`);
    await grid(page).getByRole('link', { name: added }).waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /^Parts in this list/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^parts-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(exported.replace(/^\ufeff/, '').split('\r\n')).toEqual([
      HEADER,
      `${added},Journey Strap Long,accessories,A strap added by the parts journey.,pair,12.34,9.00,7,true`,
    ]);

    // Import a file with one bad row: the preview marks it, Import stays disabled, nothing is written.
    const rows = [
      `${added},Journey Strap Long,accessories,Updated by the import.,pair,12.34,9.00,20,true`,
      `${prefix}-2,Journey Leg,legs,,each,40,30,5,true`,
      `${prefix}-3,Journey Truss,trusses,,each,abc,30,5,yes`,
    ];
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Parts from CSV' });
    await dialog.getByRole('button', { name: 'Download template' }).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(csvFile('journey-parts.csv', rows));
    await dialog.getByText('1 of 3 rows has an error.', { exact: false }).waitFor();
    const preview = dialog.getByRole('grid', { name: 'Preview of journey-parts.csv' });
    const badRow = preview.getByRole('row').filter({ hasText: `${prefix}-3` });
    await badRow.getByText('CAD price: Enter a price of 0 or more, e.g. 12.50.').waitFor();
    expect(await badRow.getByRole('gridcell').first().textContent()).toBe('4');
    await badRow.getByText('Error', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    await expectNoSeriousViolations(page, 'parts import preview');
    // All the rows, each marked.
    await dialog.getByLabel('Show only rows with errors').uncheck();
    await preview.getByRole('row').filter({ hasText: `${prefix}-2` }).getByText('New', { exact: true }).waitFor();
    await preview.getByRole('row').filter({ hasText: added }).getByText('Update', { exact: true }).waitFor();
    expect(await partDocument(`${prefix}-2`)).toBeUndefined();
    expect(await partDocument(added)).toMatchObject({ stock: 7 });

    // The fixed file imports with progress and a toast; the parts appear in the list.
    rows[2] = `${prefix}-3,Journey Truss,trusses,,each,50,30,5,yes`;
    await dialog.locator('input[type="file"]').setInputFiles(csvFile('journey-parts-fixed.csv', rows));
    await dialog.getByText('All 3 parts are ready to import: 2 new, 1 updated.').waitFor();
    await dialog.getByRole('button', { name: 'Import 3 parts' }).click();
    await page.getByText('Imported 3 parts from journey-parts-fixed.csv: 2 new, 1 updated.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await grid(page).getByRole('link', { name: `${prefix}-2` }).waitFor();
    await grid(page).getByRole('link', { name: `${prefix}-3` }).waitFor();
    await grid(page).getByRole('row').filter({ hasText: added }).getByText('20', { exact: true }).waitFor();
    await page.getByRole('tab', { name: /^All \(3\)$/ }).waitFor();
    expect(await partDocument(`${prefix}-3`)).toMatchObject({ category: 'trusses', priceCAD: 50, active: true });
    expect(await partDocument(added)).toMatchObject({ description: 'Updated by the import.', stock: 20 });
  });
});
