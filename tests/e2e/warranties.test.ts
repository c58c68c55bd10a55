/**
 * Warranty journey (docs/data-model.md, Warranties): a dealer applies for warranty on a delivered order with a
 * photo, an admin approves it from the pending list with the proposed number and coverage, and the dealer opens
 * the certificate from the notification. Once approved, the photo is the record of the decision: the dealer's
 * own session cannot replace it, nor add one beside it. An order not yet delivered refuses an application; a
 * dealer of another company cannot open the warranty. Each of the four warranty screens passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { addYears, coverageYears, warrantyNumberFor } from '../../src/reference/warranty';
import { STORAGE_RULES_SEE_NO_FIRESTORE, skipOnGoogleFirestore } from '../support/googleFirestore';
import { expectNoSeriousViolations } from './support/axe';
import { PROJECT_ID, adminDb, closeBackend, createTestAccount, deleteTestAccounts, serverNow, systemNotices, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, newPage, pathOf, signInToDashboard, waitForPath } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';
import { deleteOrders, orderNumberBase, testCompany, writeCoverOrder } from './support/orderViewFixtures';

const tag = uniqueTag();
const company = testCompany(`warranty-a-${tag}`, `Aspen Covers ${tag}`);
const otherCompany = testCompany(`warranty-b-${tag}`, `Birch Domes ${tag}`);
const admin = demoAccount(ADMIN);
const base = orderNumberBase();
const delivered = base + 11;
const shipped = base + 12;
/** Delivered and already under an approved warranty. */
const covered = base + 13;
const orderIds = [String(delivered), String(shipped), String(covered)];

/** A 1 × 1 PNG, the smallest photo the form takes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let dealer: TestAccount;
let outsider: TestAccount;
let browser: Browser;
const contexts: BrowserContext[] = [];
let storageApp: App;
const BUCKET = `${PROJECT_ID}.appspot.com`;

/** What Storage holds at `path`, read with firebase-admin. */
async function storedBytes(path: string): Promise<Buffer> {
  const [bytes] = await getStorage(storageApp).bucket(BUCKET).file(path).download();
  return bytes;
}

/**
 * Uploads `bytes` to `path` from the page, straight to Storage's upload endpoint with the signed-in user's own ID
 * token (the one the app keeps in IndexedDB), as any script on the page could. Resolves to the HTTP status.
 */
async function uploadFromPage(page: Page, path: string, bytes: Buffer): Promise<number> {
  const url = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${BUCKET}/o?name=${encodeURIComponent(path)}`;
  return page.evaluate(async ({ url, body }) => {
    const token = await new Promise<string>((resolve, reject) => {
      const opened = indexedDB.open('firebaseLocalStorageDb');
      opened.onerror = () => reject(opened.error);
      opened.onsuccess = () => {
        const read = opened.result.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
        read.onerror = () => reject(read.error);
        read.onsuccess = () => {
          const entries = read.result as { value?: { stsTokenManager?: { accessToken?: string } } }[];
          const accessToken = entries.map((entry) => entry.value?.stsTokenManager?.accessToken).find(Boolean);
          if (accessToken) resolve(accessToken);
          else reject(new Error('Nobody is signed in on this page.'));
        };
      };
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Firebase ${token}`, 'Content-Type': 'image/png' },
      body: new Uint8Array(body),
    });
    return response.status;
  }, { url, body: [...bytes] });
}

/** An approved warranty written directly, for the journeys that only read one. */
const decidedId = `warranty-${tag}`;
function decidedWarranty(createdBy: string) {
  const day = (offset: number) => new Date(2026, 0, 15 + offset);
  return {
    id: decidedId,
    order: String(covered),
    orderNumber: covered,
    orderType: 'cover',
    company: company.id,
    companyName: company.name,
    createdBy,
    createdByName: 'Dale Aspen',
    createdDate: day(0),
    status: 'approved',
    endCustomer: {
      name: 'Hidden Valley Farms',
      phone: '306-555-0199',
      email: '',
      site: { street: '4 Valley Road', city: 'Regina', state: 'SK', zip: 'S4P 1A1', country: 'CA' },
    },
    installDate: day(-5),
    installer: 'Valley Crew',
    photos: [],
    fabric: 'FR',
    warrantyNumber: `W-${covered}-2026`,
    coverageStart: day(-5),
    coverageEnd: new Date(2041, 0, 10),
    decidedBy: admin.uid,
    decidedByName: 'Alex Morgan',
    decidedDate: day(1),
    decisionNote: '',
  };
}

beforeAll(async () => {
  if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) throw new Error('FIREBASE_STORAGE_EMULATOR_HOST is not set: run these tests through npm test.');
  storageApp = initializeApp({ projectId: PROJECT_ID }, `warranties-${tag}`);
  const db = adminDb();
  await Promise.all([company, otherCompany].map((c) => db.collection('companies').doc(c.id).set(c)));
  [dealer, outsider] = await Promise.all([
    createTestAccount('warrantydealer', { company: company.id, firstname: 'Dale', lastname: 'Aspen' }),
    createTestAccount('warrantyoutsider', { company: otherCompany.id, firstname: 'Otto', lastname: 'Birch' }),
  ]);
  const createdBy = { id: dealer.uid, name: 'Dale Aspen' };
  await writeCoverOrder({ number: delivered, company, createdBy, status: 'delivered', soNumber: `SO-${tag}-1` });
  await writeCoverOrder({ number: shipped, company, createdBy, status: 'shipped', soNumber: `SO-${tag}-2` });
  await writeCoverOrder({ number: covered, company, createdBy, status: 'delivered', soNumber: `SO-${tag}-3` });
  await db.collection('warranties').doc(decidedId).set(decidedWarranty(dealer.uid));
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  const db = adminDb();
  const warranties = await db.collection('warranties').where('company', '==', company.id).get();
  await Promise.all(warranties.docs.map((doc) => doc.ref.delete()));
  const notices = await Promise.all(['warrantyApplied', 'warrantyApproved'].map((notice) => systemNotices(notice, delivered)));
  await Promise.all(notices.flatMap((found) => found.docs).map((doc) => doc.ref.delete()));
  await deleteOrders(orderIds);
  await deleteTestAccounts([dealer, outsider].filter(Boolean));
  await Promise.all([company, otherCompany].map((c) => db.collection('companies').doc(c.id).delete()));
  if (storageApp) {
    await getStorage(storageApp).bucket(BUCKET).deleteFiles({ prefix: `warranties/${company.id}/` });
    await deleteApp(storageApp);
  }
  await closeBackend();
});

async function signedInPage(account: { email: string; password: string }): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await signInToDashboard(page, account.email, account.password);
  return page;
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications( \(\d+ unread\))?$/, includeHidden: true });
}

/** 'May 14, 2026', as the portal writes dates. */
function medium(date: Date): string {
  return date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** Types a date into an MUI X date field as a person does: month, day and year, the field moving on by itself. */
async function typeDate(page: Page, label: RegExp, date: Date): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.keyboard.type(`${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`);
}

describe('warranties', () => {
  // Two people, four screens and four scans: several minutes on a busy two-core machine.
  it('a dealer applies with a photo, an admin approves, the dealer opens the certificate', { timeout: 300_000 }, async (context) => {
    skipOnGoogleFirestore(context, STORAGE_RULES_SEE_NO_FIRESTORE);
    const [dealerPage, adminPage] = await Promise.all([signedInPage(dealer), signedInPage(admin)]);
    // Installed today by the server's clock: neither in the future nor before the delivery the fixtures recorded.
    const today = await serverNow();
    const installDay = new Date(today.getFullYear(), today.getMonth(), today.getDate());

    // The application.
    await navigateInApp(dealerPage, `/orders/warranty/apply/${delivered}`);
    await dealerPage.getByRole('heading', { level: 1, name: 'Apply for Warranty' }).waitFor();
    await dealerPage.getByText(`Order ${delivered} · Cover Order`).waitFor();
    await expectNoSeriousViolations(dealerPage, 'apply for warranty');

    // Nothing filled in: each missing field says so, nothing is written.
    await dealerPage.getByRole('button', { name: 'Apply for Warranty' }).click();
    await dealerPage.getByText('Add at least one photo of the installation.').waitFor();

    await dealerPage.getByRole('textbox', { name: 'Customer Name' }).fill('Prairie Cattle Co.');
    await dealerPage.getByRole('textbox', { name: 'Customer Phone' }).fill('306-555-0142');
    await dealerPage.getByRole('textbox', { name: 'Site Street Address' }).fill('12 Range Road 300');
    await dealerPage.getByRole('textbox', { name: 'City' }).fill('Saskatoon');
    await dealerPage.getByRole('combobox', { name: /Province/ }).click();
    await dealerPage.getByRole('option', { name: 'Saskatchewan' }).click();
    await dealerPage.getByRole('textbox', { name: /Postal Code/ }).fill('S7K 1A1');
    await typeDate(dealerPage, /^Install Date/, installDay);
    await dealerPage.getByRole('textbox', { name: 'Installer' }).fill('Northern Installs');
    await dealerPage.locator('input[type="file"]').setInputFiles({ name: 'barn.png', mimeType: 'image/png', buffer: PNG });
    await dealerPage.getByRole('button', { name: 'Remove barn.png' }).waitFor();
    await dealerPage.getByRole('button', { name: 'Apply for Warranty' }).click();

    await dealerPage.waitForURL((url) => url.pathname.startsWith('/orders/warranty/apply/success/')).catch(async (error: unknown) => {
      // Say what the form showed instead: a field's message or the toast of a refused write.
      const shown = await dealerPage.locator('.Mui-error.MuiFormHelperText-root, #notistack-snackbar, [role="alert"]').allInnerTexts();
      throw new Error(`The application was not sent; the page shows: ${shown.join(' | ') || 'nothing'}`, { cause: error });
    });
    const warrantyId = pathOf(dealerPage).split('/').pop() ?? '';
    await dealerPage.getByText(`Warranty request for order ${delivered} sent`).waitFor();
    await expectNoSeriousViolations(dealerPage, 'warranty submitted');
    const stored = (await adminDb().collection('warranties').doc(warrantyId).get()).data();
    expect(stored).toMatchObject({
      order: String(delivered),
      company: company.id,
      createdBy: dealer.uid,
      status: 'pending',
      installer: 'Northern Installs',
      fabric: 'FR',
      endCustomer: { name: 'Prairie Cattle Co.', site: { city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' } },
      photos: [{ path: `warranties/${company.id}/${warrantyId}/barn.png`, name: 'barn.png', contentType: 'image/png', size: PNG.length }],
    });
    const adminNotices = await systemNotices('warrantyApplied', delivered);
    expect(adminNotices.size).toBeGreaterThan(0);
    expect(adminNotices.docs.map((doc) => doc.data().recipient)).toContain(admin.uid);
    // While the request is pending, the dealer's session may still add to its folder (and this proves the
    // upload below reaches Storage with a valid session: its refusal is the rules' doing).
    const photoPath = `warranties/${company.id}/${warrantyId}/barn.png`;
    const folder = photoPath.slice(0, photoPath.lastIndexOf('/') + 1);
    expect(await uploadFromPage(dealerPage, `${folder}close-up.png`, PNG)).toBe(200);

    // The admin's decision.
    // The queue lists the oldest first, and other files' requests may wait in it too: a page of 50 holds them all.
    await navigateInApp(adminPage, '/admin/warranties?size=50');
    await adminPage.getByRole('heading', { level: 1, name: 'Pending Warranty Requests' }).waitFor();
    const request = adminPage.getByRole('article', { name: `Order ${delivered} · ${company.name}` });
    await request.getByText('Northern Installs').waitFor();
    await request.getByRole('img', { name: `Installation photo 1 of 1 for order ${delivered}: barn.png` }).waitFor();
    await expectNoSeriousViolations(adminPage, 'pending warranty requests');
    await request.getByRole('button', { name: `Approve warranty for order ${delivered}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Approve warranty for order ${delivered}` });
    const number = warrantyNumberFor(delivered, installDay);
    const end = addYears(installDay, coverageYears('FR') ?? 0);
    expect(await dialog.getByRole('textbox', { name: 'Warranty Number' }).inputValue()).toBe(number);
    await dialog.getByText('FR fabric: 15 years from the install date.').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await adminPage.getByText(`Warranty for order ${delivered} approved; Dale Aspen was notified.`).waitFor();
    // Decided, it leaves the pending list.
    await request.waitFor({ state: 'detached' });

    // The approved warranty's photo is frozen: the dealer cannot replace it or add one beside it.
    const replacement = Buffer.concat([PNG, Buffer.from('replaced')]);
    expect(await uploadFromPage(dealerPage, photoPath, replacement)).toBe(403);
    expect(await uploadFromPage(dealerPage, `${folder}after-approval.png`, PNG)).toBe(403);
    expect(await storedBytes(photoPath)).toEqual(PNG);

    // The dealer hears of it in-app and opens the certificate from the notification.
    await eventually(() => bell(dealerPage).getAttribute('aria-label')).toBe('Notifications (1 unread)');
    await bell(dealerPage).click();
    await dealerPage.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem').first().click();
    const notice = dealerPage.getByRole('dialog', { name: `Warranty approved for order ${delivered}` });
    await notice.getByRole('link', { name: 'Jump to page' }).click();
    await waitForPath(dealerPage, `/orders/warranty/${warrantyId}`);
    const certificate = dealerPage.getByRole('region', { name: 'Warranty Certificate' });
    await certificate.waitFor();
    const text = await certificate.innerText();
    for (const expected of [number, company.name, 'Prairie Cattle Co.', 'Saskatoon, SK S7K 1A1, Canada', `${delivered} (Cover Order)`, 'FR']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`Coverage start\\s+${medium(installDay)}`));
    expect(text).toMatch(new RegExp(`Coverage end\\s+${medium(end)}`));
    await dealerPage.getByRole('button', { name: 'Print' }).waitFor();
    // Printed on Letter paper, the certificate fills exactly one page (one page object in the PDF).
    const pdf = await dealerPage.pdf({ format: 'Letter' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await expectNoSeriousViolations(dealerPage, 'warranty certificate');
  });

  it('refuses an application for an order not yet delivered, or already covered', async () => {
    const page = await signedInPage(dealer);
    await navigateInApp(page, `/orders/warranty/apply/${shipped}`);
    await page.getByText('Warranty can only be applied for once the order is delivered').waitFor();
    expect(await page.getByRole('button', { name: 'Apply for Warranty' }).count()).toBe(0);
    await page.getByRole('link', { name: `View Order ${shipped}` }).waitFor();
    // Nor a second one for an order whose warranty is approved.
    await navigateInApp(page, `/orders/warranty/apply/${covered}`);
    await page.getByText(`Order ${covered} already has a warranty that is approved`).waitFor();
    expect(await page.getByRole('link', { name: 'View Warranty' }).getAttribute('href')).toBe(`/orders/warranty/${decidedId}`);
  });

  it("keeps a warranty from another company's dealers", async () => {
    const page = await signedInPage(outsider);
    await navigateInApp(page, `/orders/warranty/${decidedId}`);
    await page.getByText('Warranty not found').waitFor();
    expect(await page.getByRole('main').innerText()).not.toContain('Hidden Valley Farms');
    // The same address, for a dealer of the company, is the certificate.
    const own = await signedInPage(dealer);
    await navigateInApp(own, `/orders/warranty/${decidedId}`);
    const certificate = own.getByRole('region', { name: 'Warranty Certificate' });
    await certificate.getByText('Hidden Valley Farms').waitFor();
  });
});
