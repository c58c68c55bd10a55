/**
 * The back office feeds the dealers' order forms: an admin adds a dealer and a part through their screens, and a
 * user of that new dealer finds the part in the parts order form, priced in the dealer's currency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseOption } from './support/controls';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, signInToDashboard, waitForPath, withPage } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';

const tag = uniqueTag();
const dealerName = `Cedar Shelters ${tag}`;
const partNumber = `CAT-${tag.toUpperCase()}`;
const admin = demoAccount(ADMIN);

let browser: Browser;
let dealerUser: TestAccount | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (dealerUser) await deleteTestAccounts([dealerUser]);
  const db = adminDb();
  await db.collection('parts').doc(partNumber).delete();
  const added = await db.collection('companies').where('nameLower', '==', dealerName.toLowerCase()).get();
  await Promise.all(added.docs.map((company) => company.ref.delete()));
  await closeBackend();
});

async function addDealer(page: Page): Promise<void> {
  await navigateInApp(page, '/admin/companies/add');
  await page.getByRole('heading', { level: 1, name: 'Add Dealer' }).waitFor();
  await page.getByRole('textbox', { name: 'Dealer Name' }).fill(dealerName);
  await page.getByRole('textbox', { name: 'Dealer Number' }).fill(`D-${tag}`);
  await page.getByRole('textbox', { name: 'Street Address' }).fill('8 Cedar Lane');
  await page.getByRole('textbox', { name: 'City' }).fill('Fargo');
  await chooseOption(page, /^Country/, 'United States');
  await chooseOption(page, /^State/, 'North Dakota');
  await page.getByRole('textbox', { name: 'ZIP Code' }).fill('58102');
  expect(await page.getByRole('combobox', { name: /^Currency/ }).textContent()).toContain('USD');
  await page.getByRole('button', { name: 'Add Dealer' }).click();
  await waitForPath(page, '/admin/companies');
}

async function addPart(page: Page): Promise<void> {
  await navigateInApp(page, '/admin/parts/add');
  await page.getByRole('heading', { level: 1, name: 'Add Part' }).waitFor();
  await page.getByRole('textbox', { name: /^Part Number/ }).fill(partNumber);
  await chooseOption(page, /^Category/, 'Legs');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Cedar leg bracket');
  await page.getByRole('textbox', { name: /^Unit/ }).fill('each');
  await page.getByRole('textbox', { name: /^CAD Price/ }).fill('55');
  await page.getByRole('textbox', { name: /^USD Price/ }).fill('44');
  await page.getByRole('textbox', { name: /^Stock/ }).fill('12');
  await page.getByRole('button', { name: 'Add Part' }).click();
  await waitForPath(page, '/admin/parts');
}

describe('an admin stocks the catalogue', () => {
  // Three forms and a sign-in as the new dealer: half a minute or more on a busy machine.
  it('adds a dealer and a part, and a user of that dealer can order the part in their currency', { timeout: 150_000 }, async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, admin.email, admin.password);
      await addDealer(page);
      await addPart(page);
    });

    const added = await adminDb().collection('companies').where('nameLower', '==', dealerName.toLowerCase()).get();
    expect(added.docs.map((company) => company.data())).toEqual([expect.objectContaining({ name: dealerName, currency: 'USD' })]);
    expect((await adminDb().collection('parts').doc(partNumber).get()).data()).toMatchObject({ category: 'legs', priceUSD: 44, active: true });
    dealerUser = await createTestAccount('cedardealer', { company: added.docs[0]!.id, firstname: 'Cody', lastname: 'Cedar' });

    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealerUser!.email, dealerUser!.password);
      await navigateInApp(page, '/orders/new/parts');
      await chooseOption(page, /^Category/, 'Legs');
      await page.getByRole('searchbox', { name: 'Search parts' }).fill(tag);
      await page.getByRole('button', { name: `Add ${partNumber} Cedar leg bracket` }).click();
      await eventually(() => page.getByTestId('parts-total').textContent()).toBe('$44.00 USD');
    });
  });
});
