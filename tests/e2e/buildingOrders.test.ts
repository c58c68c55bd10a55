/**
 * Building and VP order journeys: a dealer places a building order (Steel Leg on an HT building with 12' legs and
 * a site plan uploaded with its progress bar) and a VP order (Concrete, a US site), sees the success page each
 * time, and the stored orders hold exactly the details entered. Both forms pass axe, empty and filled in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_RULES_SEE_NO_FIRESTORE, skipOnGoogleFirestore } from '../support/googleFirestore';
import { chooseOption } from './support/controls';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, serverNow, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, newPage, signInToDashboard } from './support/browser';
import { deleteOrders, testCompany } from './support/orderViewFixtures';

const tag = uniqueTag();
const company = testCompany(`building-${tag}`, `Cedar Buildings ${tag}`);
/** The smallest file the attachments field takes as a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let dealer: TestAccount;
let browser: Browser;
const contexts: BrowserContext[] = [];
const placed: string[] = [];

beforeAll(async () => {
  await adminDb().collection('companies').doc(company.id).set(company);
  dealer = await createTestAccount('buildingdealer', { company: company.id, firstname: 'Bea', lastname: 'Cedar' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  const db = adminDb();
  await deleteOrders(placed);
  const notices = await db.collection('notifications').where('data.dealer', '==', company.name).get();
  await Promise.all(notices.docs.map((doc) => doc.ref.delete()));
  if (dealer) {
    const drafts = await db.collection('users').doc(dealer.uid).collection('drafts').get();
    await Promise.all(drafts.docs.map((doc) => doc.ref.delete()));
    await deleteTestAccounts([dealer]);
  }
  await db.collection('companies').doc(company.id).delete();
  await closeBackend();
});

async function signedInPage(account: { email: string; password: string }): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await signInToDashboard(page, account.email, account.password);
  return page;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A control by its exact label (a required field's label ends with an asterisk). */
function labelled(label: string): RegExp {
  return new RegExp(`^${escape(label)}(\\s*\\*)?$`);
}

async function type(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: labelled(label) }).fill(text);
}

/** Types a date into an MUI X date field, section by section (month, day, year). */
async function typeDate(page: Page, label: string, date: Date): Promise<void> {
  const field = page.getByRole('group', { name: labelled(label) });
  await field.getByRole('spinbutton').first().click();
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.keyboard.type(`${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`);
}

/** Midnight `days` after today, by the server's clock. */
async function daysFromToday(days: number): Promise<Date> {
  const today = await serverNow();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
}

/** Submits the form, waits for the success page and returns the order number it shows. */
async function submit(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit order' }).click();
  await page.waitForURL((url) => url.pathname === '/orders/new/success');
  await page.getByRole('heading', { level: 1, name: 'Order Submitted' }).waitFor();
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
  expect(number).toMatch(/^\d+$/);
  placed.push(number);
  await expectNoSeriousViolations(page, 'order submitted');
  return number;
}

async function storedOrder(number: string): Promise<Record<string, unknown>> {
  const snapshot = await adminDb().collection('orders').doc(number).get();
  expect(snapshot.exists).toBe(true);
  return snapshot.data() ?? {};
}

async function fillCover(page: Page): Promise<void> {
  await chooseOption(page, labelled('Cover style'), 'Bag Cover');
  await chooseOption(page, labelled('Fabric'), 'FR');
  await chooseOption(page, labelled('Colour'), 'Tan');
  await chooseOption(page, labelled('Fabric drop'), "2'");
}

describe('building and VP orders', () => {
  // The two longest forms of the portal, filled field by field: up to 40 s each on a two-core machine.
  it("a dealer places a building order on Steel Legs with 12' legs on HT and a site plan", { timeout: 150_000 }, async (context) => {
    skipOnGoogleFirestore(context, STORAGE_RULES_SEE_NO_FIRESTORE);
    const page = await signedInPage(dealer);
    await navigateInApp(page, '/orders/new/building');
    await page.getByRole('combobox', { name: labelled('Mount type') }).waitFor();

    // Building.
    await chooseOption(page, labelled('Series'), 'HT');
    await chooseOption(page, labelled('Width'), "60'");
    await type(page, 'Length', '100');
    await chooseOption(page, labelled('Building use'), 'AG - Cattle');
    await chooseOption(page, labelled('Risk category'), 'Standard - CAT II');
    await chooseOption(page, labelled('Side walls'), 'Fabric');

    // Mount: the steel leg fields appear with the type; 12' is offered because the series is HT.
    await expect(page.getByRole('combobox', { name: labelled('Leg height') }).count()).resolves.toBe(0);
    await chooseOption(page, labelled('Mount type'), 'Steel Leg');
    await chooseOption(page, labelled('Mount subtype'), 'Leg on Pier');
    await chooseOption(page, labelled('Pier diameter'), '24"');
    await chooseOption(page, labelled('Leg height'), "12'");
    await chooseOption(page, labelled('Wall height'), "4'");
    await chooseOption(page, labelled('Wall thickness'), '12"');
    await chooseOption(page, labelled('Wall count'), '2');
    await chooseOption(page, labelled('Foundation provider'), 'Calhoun');
    await chooseOption(page, labelled('Pocket tensioning'), 'Fabric Wall');

    await fillCover(page);
    await expectNoSeriousViolations(page, 'building order form');

    // End customer and site (the dealer's country, Canada, is preset).
    await type(page, 'Customer Name', 'Prairie Cattle Co.');
    await type(page, 'Customer Phone', '306-555-0142');
    await type(page, 'Customer Email', 'owner@prairiecattle.example');
    await type(page, 'Site Street Address', '12 Range Road 300');
    await type(page, 'City', 'Saskatoon');
    await chooseOption(page, labelled('Province'), 'Saskatchewan');
    await type(page, 'Postal Code', 's7k1a1');

    const requested = await daysFromToday(30);
    await typeDate(page, 'Requested date', requested);

    // The upload is held at the storage server until its progress bar has been seen, then let through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.includes('/v0/b/'),
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );
    await page.locator('input[type="file"]').setInputFiles({ name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('progressbar', { name: 'Uploading site-plan.pdf' }).waitFor();
    release();
    await page.getByRole('button', { name: 'Remove site-plan.pdf' }).waitFor();
    await page.getByRole('progressbar', { name: 'Uploading site-plan.pdf' }).waitFor({ state: 'detached' });
    await page.unroute((url) => url.pathname.includes('/v0/b/'));

    await chooseOption(page, labelled('Lead source'), 'Own Lead');
    await type(page, 'PO reference', `PO-${tag}`);
    await expectNoSeriousViolations(page, 'building order form, filled in');

    const number = await submit(page);
    const order = await storedOrder(number);
    expect(order).toMatchObject({
      type: 'building',
      company: company.id,
      createdBy: dealer.uid,
      status: 'pending',
      leadSource: 'Own Lead',
      poReference: `PO-${tag}`,
      customer: {
        name: 'Prairie Cattle Co.',
        phone: '306-555-0142',
        email: 'owner@prairiecattle.example',
        site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
      },
      details: {
        series: 'HT',
        width: 60,
        length: 100,
        use: 'AG - Cattle',
        riskCategory: 'Standard - CAT II',
        sideWalls: 'Fabric',
        mount: {
          type: 'Steel Leg',
          subtype: 'Leg on Pier',
          postHeight: null,
          postLength: null,
          pierDiameter: '24"',
          legHeight: "12'",
          wallHeight: "4'",
          wallThickness: '12"',
          wallCount: 2,
          foundationProvider: 'Calhoun',
          pocketTensioning: 'Fabric Wall',
        },
        cover: { style: 'Bag Cover', fabric: 'FR', colour: 'Tan', trimColour: 'Same as main cover', fabricDrop: "2'", customFabricDrop: null },
      },
    });
    const details = order.details as { requestedDate: { toDate: () => Date } };
    expect(details.requestedDate.toDate().getTime()).toBe(requested.getTime());
    const attachments = order.attachments as { path: string; name: string; contentType: string; size: number }[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ name: 'site-plan.pdf', contentType: 'application/pdf', size: PDF.length });
    // The draft's folder, then a folder of this upload's own.
    expect(attachments[0].path).toMatch(new RegExp(`^orders/${company.id}/[^/]+/[^/]+/site-plan\\.pdf$`));
  });

  // The VP form, as long as the building one: up to 40 s on a two-core machine.
  it('a dealer places a VP order sized per project for a US site', { timeout: 150_000 }, async () => {
    const page = await signedInPage(dealer);
    await navigateInApp(page, '/orders/new/vp');
    await page.getByRole('combobox', { name: labelled('Mount type') }).waitFor();

    await chooseOption(page, labelled('Series'), 'VPe');
    await type(page, 'Width', '80');
    await type(page, 'Length', '120.5');
    await type(page, 'Eave height', '61');
    await chooseOption(page, labelled('Building use'), 'IND - Manufacturing');
    await chooseOption(page, labelled('Risk category'), 'Low - CAT I');
    await chooseOption(page, labelled('Side walls'), 'Concrete');
    await chooseOption(page, labelled('Mount type'), 'Concrete');
    await chooseOption(page, labelled('Mount subtype'), 'Poured Wall');
    await chooseOption(page, labelled('Wall height'), "14'");
    await chooseOption(page, labelled('Wall thickness'), '20"');
    await chooseOption(page, labelled('Wall count'), '4');
    await chooseOption(page, labelled('Foundation provider'), 'Other');
    await chooseOption(page, labelled('Pocket tensioning'), 'Interior');
    await fillCover(page);
    await expectNoSeriousViolations(page, 'VP order form');
    await type(page, 'Customer Name', 'Red River Fabrication');
    await type(page, 'Customer Phone', '(701) 555-0199');
    await type(page, 'Site Street Address', '400 Industrial Ave');
    await type(page, 'City', 'Fargo');
    await chooseOption(page, labelled('Country'), 'United States');
    await chooseOption(page, labelled('State'), 'North Dakota');
    await type(page, 'ZIP Code', '58102');
    const requested = await daysFromToday(60);
    await typeDate(page, 'Requested date', requested);
    await chooseOption(page, labelled('Lead source'), 'Calhoun');

    // Too tall an eave: the message sits beside the field and nothing is submitted.
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.getByText("Eave height must be from 8' to 60'.").waitFor();
    await expectNoSeriousViolations(page, 'VP order form with an error');
    await type(page, 'Eave height', '24');

    const number = await submit(page);
    const order = await storedOrder(number);
    expect(order).toMatchObject({
      type: 'vp',
      company: company.id,
      leadSource: 'Calhoun',
      customer: {
        name: 'Red River Fabrication',
        phone: '(701) 555-0199',
        email: '',
        site: { street: '400 Industrial Ave', city: 'Fargo', state: 'ND', zip: '58102', country: 'US' },
      },
      details: {
        series: 'VPe',
        width: 80,
        length: 120.5,
        eaveHeight: 24,
        use: 'IND - Manufacturing',
        riskCategory: 'Low - CAT I',
        sideWalls: 'Concrete',
        mount: {
          type: 'Concrete',
          subtype: 'Poured Wall',
          postHeight: null,
          postLength: null,
          pierDiameter: null,
          legHeight: null,
          wallHeight: "14'",
          wallThickness: '20"',
          wallCount: 4,
          foundationProvider: 'Other',
          pocketTensioning: 'Interior',
        },
        cover: { style: 'Bag Cover', fabric: 'FR', colour: 'Tan', trimColour: 'Same as main cover', fabricDrop: "2'", customFabricDrop: null },
      },
      attachments: [],
    });
    const details = order.details as { requestedDate: { toDate: () => Date } };
    expect(details.requestedDate.toDate().getTime()).toBe(requested.getTime());
  });
});
