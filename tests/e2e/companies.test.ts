/**
 * Dealer journeys (issue 7, items 2 and 5): an admin adds a dealer with the keyboard alone, finds it in the dealer
 * list, opens it and sees its users and recent orders, and edits it; a manager keeps their dealer's contact details
 * and address up to date from the Account menu, with the currency shown but not offered for change. The dealer
 * list, the add and edit form and the dealer profile each pass axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chooseByKeyboard, focusByKeyboard } from './support/controls';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, newPage, signInToDashboard, waitForPath } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';
import { deleteOrders, orderNumberBase, testCompany, writeCoverOrder } from './support/orderViewFixtures';

const tag = uniqueTag();
const admin = demoAccount(ADMIN);
const newDealerName = `Aurora Domes ${tag}`;
const profileCompanyId = `companies-e2e-${tag}`;
const profileCompany = {
  id: profileCompanyId,
  name: `Mesa Fabric Structures ${tag}`,
  nameLower: `mesa fabric structures ${tag}`,
  dealerNumber: 'D-7001',
  address: { street: '500 Mesa Road', city: 'Lubbock', state: 'TX', zip: '79401', country: 'US' },
  phone: '+18065550100',
  email: 'office@mesa.example.com',
  representative: 'Jordan Reyes',
  currency: 'USD',
  active: true,
};
const orderNumber = orderNumberBase() + 41;

let browser: Browser;
let manager: TestAccount;
/** Made once the admin has added the dealer: a user and an order of it, for its edit page. */
let dealerUser: TestAccount | undefined;
let newDealerId = '';
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  await adminDb().collection('companies').doc(profileCompanyId).set(profileCompany);
  manager = await createTestAccount('companiesmanager', { company: profileCompanyId, manager: true, firstname: 'Mira', lastname: 'Mesa' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await deleteOrders([String(orderNumber)]);
  await deleteTestAccounts([manager, dealerUser].filter((account): account is TestAccount => Boolean(account)));
  const db = adminDb();
  await db.collection('companies').doc(profileCompanyId).delete();
  if (newDealerId) await db.collection('companies').doc(newDealerId).delete();
  await closeBackend();
});

async function signedInPage(account: { email: string; password: string }): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await signInToDashboard(page, account.email, account.password);
  return page;
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await focusByKeyboard(page, field);
  await page.keyboard.type(text);
}

/** Waits for a toast; on a timeout, says which messages the form shows instead. */
async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text).waitFor().catch(async (error: unknown) => {
    const shown = await page.locator('.Mui-error.MuiFormHelperText-root, #notistack-snackbar, [role="alert"]').allInnerTexts();
    throw new Error(`No '${text}'; the page shows: ${shown.join(' | ') || 'nothing'}`, { cause: error });
  });
}

const companyDocument = async (id: string) => (await adminDb().collection('companies').doc(id).get()).data();

describe('dealers', () => {
  // Five screens by keyboard with their scans: 10 to 21 s seen on a busy two-core machine.
  it('an admin adds a dealer with the keyboard, finds it, sees its users and orders, and edits it', { timeout: 120_000 }, async () => {
    const page = await signedInPage(admin);

    // The list.
    await navigateInApp(page, '/admin/companies');
    await page.getByRole('heading', { level: 1, name: 'Manage Dealers' }).waitFor();
    // The first page of dealers (other runs' dealers may come first by name).
    await page.getByRole('grid', { name: 'Dealers' }).getByRole('link').first().waitFor();
    await expectNoSeriousViolations(page, 'manage dealers');

    // The add form, with the keyboard alone: first nothing filled in.
    await focusByKeyboard(page, page.getByRole('link', { name: 'Add Dealer' }));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/admin/companies/add');
    await page.getByRole('heading', { level: 1, name: 'Add Dealer' }).waitFor();
    const submit = page.getByRole('button', { name: 'Add Dealer' });
    await focusByKeyboard(page, submit);
    await page.keyboard.press('Enter');
    await page.getByText('Choose Canada or the United States.').waitFor();
    await page.getByText('Choose the currency the dealer orders in.').waitFor();
    await expectNoSeriousViolations(page, 'add dealer with errors');

    await typeInto(page, page.getByRole('textbox', { name: 'Dealer Name' }), newDealerName);
    await typeInto(page, page.getByRole('textbox', { name: 'Dealer Number' }), 'D-3001');
    await typeInto(page, page.getByRole('textbox', { name: 'Representative' }), 'Riley Hart');
    await typeInto(page, page.getByRole('textbox', { name: 'Phone' }), '701-555-0142');
    await typeInto(page, page.getByRole('textbox', { name: 'Email' }), 'sales@aurora.example.com');
    await typeInto(page, page.getByRole('textbox', { name: 'Street Address' }), '12 Main Avenue');
    await typeInto(page, page.getByRole('textbox', { name: 'City' }), 'Minneapolis');
    const currency = page.getByRole('combobox', { name: /^Currency/ });
    await chooseByKeyboard(page, page.getByRole('combobox', { name: /^Country/ }), 'u', 'United States');
    // The currency follows the country.
    await eventually(() => currency.textContent()).toContain('USD');
    await chooseByKeyboard(page, page.getByRole('combobox', { name: /^State/ }), 'minn', 'Minnesota');
    await typeInto(page, page.getByRole('textbox', { name: 'ZIP Code' }), '55401');
    await expectNoSeriousViolations(page, 'add dealer filled in');
    await focusByKeyboard(page, submit);
    await page.keyboard.press('Enter');

    await waitForPath(page, '/admin/companies');
    await expectToast(page, `Dealer ${newDealerName} added.`);
    const added = await adminDb().collection('companies').where('nameLower', '==', newDealerName.toLowerCase()).get();
    expect(added.size).toBe(1);
    newDealerId = added.docs[0].id;
    expect(added.docs[0].data()).toEqual({
      id: newDealerId,
      name: newDealerName,
      nameLower: newDealerName.toLowerCase(),
      dealerNumber: 'D-3001',
      address: { street: '12 Main Avenue', city: 'Minneapolis', state: 'MN', zip: '55401', country: 'US' },
      phone: '701-555-0142',
      email: 'sales@aurora.example.com',
      representative: 'Riley Hart',
      currency: 'USD',
      active: true,
    });

    // A user and an order of the new dealer, for its edit page.
    dealerUser = await createTestAccount('auroradealer', { company: newDealerId, firstname: 'Ava', lastname: 'Aurora' });
    await writeCoverOrder({
      number: orderNumber,
      company: { ...testCompany(newDealerId, newDealerName), currency: 'USD' },
      createdBy: { id: dealerUser.uid, name: 'Ava Aurora' },
      status: 'order received',
      soNumber: `SO-${tag}`,
    });

    // Found in the list by the beginning of its name, in any case.
    await typeInto(page, page.getByRole('textbox', { name: 'Search by name' }), `aurora domes ${tag}`);
    const grid = page.getByRole('grid', { name: 'Dealers' });
    await grid.getByRole('link', { name: newDealerName }).waitFor();
    await eventually(() => grid.getByRole('row').count()).toBe(2);
    await focusByKeyboard(page, grid.getByRole('link', { name: newDealerName }));
    await page.keyboard.press('Enter');

    // Its edit page, with its users and recent orders.
    await waitForPath(page, `/admin/companies/edit/${newDealerId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Dealer' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Dealer Name' }).inputValue()).toBe(newDealerName);
    const users = page.getByRole('table', { name: 'Users of the dealer' });
    await users.getByRole('link', { name: 'Ava Aurora' }).waitFor();
    expect(await users.getByRole('link', { name: 'Ava Aurora' }).getAttribute('href')).toBe(`/admin/users/edit/${dealerUser.uid}`);
    const orders = page.getByRole('table', { name: 'Recent orders of the dealer' });
    await orders.getByRole('link', { name: String(orderNumber) }).waitFor();
    expect(await orders.getByRole('link', { name: String(orderNumber) }).getAttribute('href')).toBe(`/orders/view/${orderNumber}`);
    await orders.getByText('Cover Order').waitFor();
    await expectNoSeriousViolations(page, 'edit dealer');

    // The edit: a new phone, and a currency chosen by hand, which asks first.
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await focusByKeyboard(page, phone);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('701-555-0199');
    await chooseByKeyboard(page, currency, 'c', 'CAD');
    await focusByKeyboard(page, page.getByRole('button', { name: 'Save Dealer' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Save ${newDealerName}?` });
    await dialog.getByText('Orders placed from now on will be in CAD instead of USD').waitFor();
    await expectNoSeriousViolations(page, 'edit dealer confirmation');
    // The dialog's confirm button has the focus.
    await page.keyboard.press('Enter');
    await waitForPath(page, '/admin/companies');
    await expectToast(page, `Dealer ${newDealerName} saved.`);
    expect(await companyDocument(newDealerId)).toMatchObject({ phone: '701-555-0199', currency: 'CAD', address: { country: 'US' } });
  });

  it('an unknown dealer id shows a not-found page', async () => {
    const page = await signedInPage(admin);
    await navigateInApp(page, `/admin/companies/edit/no-such-dealer-${tag}`);
    await page.getByText('Dealer not found').waitFor();
    await expectNoSeriousViolations(page, 'dealer not found');
  });

  it('a manager edits their dealer profile and cannot change the currency', async () => {
    const page = await signedInPage(manager);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Dealer Profile' }).click();
    await waitForPath(page, '/manager/dealer');
    await page.getByRole('heading', { level: 1, name: 'Dealer Profile' }).waitFor();
    await page.getByText(profileCompany.name).waitFor();

    // The country is shown, read only, with the reason; the currency is a fact, not a field.
    const country = page.getByRole('textbox', { name: 'Country' });
    expect(await country.inputValue()).toBe('United States');
    expect(await country.getAttribute('readonly')).not.toBeNull();
    await page.getByText('Only an admin can change the country, because it sets the currency').waitFor();
    await page.getByText('USD (United States Dollar)').waitFor();
    expect(await page.getByRole('combobox', { name: /Currency|Country/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /Dealer Number|Representative|Dealer Name/ }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await expectNoSeriousViolations(page, 'dealer profile');

    const phone = page.getByRole('textbox', { name: 'Phone' });
    await focusByKeyboard(page, phone);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('806-555-0111');
    const zip = page.getByRole('textbox', { name: 'ZIP Code' });
    await focusByKeyboard(page, zip);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('S7K 1A1');
    await focusByKeyboard(page, page.getByRole('button', { name: 'Save Profile' }));
    await page.keyboard.press('Enter');
    await page.getByText('Enter a valid ZIP code, e.g. 58102 or 58102-1234.').waitFor();
    await expectNoSeriousViolations(page, 'dealer profile with errors');

    await focusByKeyboard(page, zip);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('73102');
    await chooseByKeyboard(page, page.getByRole('combobox', { name: /^State/ }), 'okl', 'Oklahoma');
    await focusByKeyboard(page, page.getByRole('button', { name: 'Save Profile' }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'The dealer profile was saved.');

    expect(await companyDocument(profileCompanyId)).toEqual({
      ...profileCompany,
      phone: '806-555-0111',
      address: { ...profileCompany.address, state: 'OK', zip: '73102' },
    });
  });
});
