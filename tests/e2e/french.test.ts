/**
 * A French-speaking dealer in Chromium against the stack: their account says `language: 'fr'`, so signing in turns
 * the portal (and `<html lang>`) French. They place a parts order in a Canadian-dollar company; the success page and
 * the order view speak French and write the total the French way ('1 100,00 $ CA'). An admin, in English, then
 * moves the order on with the dealer ticked for a text message: the text in the local SMS provider's `outbox` is
 * the French one. axe scans the French success page and order view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadWording } from '../../src/i18n/loadWording';
import { statusChangeSms } from '../../src/reference/sms';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, newPage, openApp, signIn, signInToDashboard, waitForPath } from './support/browser';
import { chooseOption } from './support/controls';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';
import { deleteOrders, testCompany } from './support/orderViewFixtures';

const tag = uniqueTag();
const company = testCompany(`french-${tag}`, `Érable Toiles ${tag}`);
const admin = demoAccount(ADMIN);
const DEALER_PHONE = '+14035550171';
const soNumber = `SO-${tag}`;
const partNumber = (n: number) => `FR-${tag}-${n}`;
// Two of the first and one of the second: 1 100 dollars, enough for a thousands separator.
const testParts = ([[1, 'Tuyau-manchon court', 500], [2, 'Tuyau-manchon long', 100]] as const).map(([n, name, priceCAD]) => ({
  id: `french-${tag}-${n}`,
  partNumber: partNumber(n),
  name,
  category: 'sleeve pipe',
  description: 'For the French journey.',
  unit: 'each',
  priceCAD,
  priceUSD: priceCAD,
  stock: 10,
  active: true,
}));

/** Any of the spaces Intl and the catalogues put between French words and figures (plain, no-break, narrow). */
const SPACE = '[\\s\\u00a0\\u202f]';
const FRENCH_TOTAL = `1${SPACE}100,00${SPACE}\\$${SPACE}CA`;

let dealer: TestAccount;
let browser: Browser;
const contexts: BrowserContext[] = [];
const placedOrders: string[] = [];

beforeAll(async () => {
  const db = adminDb();
  await db.collection('companies').doc(company.id).set(company);
  await Promise.all(testParts.map((part) => db.collection('parts').doc(part.id).set(part)));
  // Orders are numbered from this counter; the seed may not have set it up on an empty stack.
  await db.runTransaction(async (transaction) => {
    const counter = db.doc('counters/orders');
    if (!(await transaction.get(counter)).exists) transaction.set(counter, { next: 600_000 + Math.floor(Math.random() * 90) * 1000 });
  });
  dealer = await createTestAccount('frenchdealer', { company: company.id, firstname: 'Élise', lastname: 'Tremblay', phone: DEALER_PHONE, sms: true });
  await db.collection('users').doc(dealer.uid).update({ 'data.language': 'fr' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  const db = adminDb();
  await deleteOrders(placedOrders);
  for (const id of placedOrders) {
    const notes = await db.collection('notifications').where('data.link', '==', `/orders/view/${id}`).get();
    await Promise.all(notes.docs.map((note) => note.ref.delete()));
  }
  if (dealer) await deleteTestAccounts([dealer]);
  await Promise.all(testParts.map((part) => db.collection('parts').doc(part.id).delete()));
  await db.collection('companies').doc(company.id).delete();
  await closeBackend();
});

async function freshPage(): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  return page;
}

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Scans now, failing the journey at its end: a finding does not hide what the rest of the journey would show. */
const findings: string[] = [];
async function scan(page: Page, label: string): Promise<void> {
  await expectNoSeriousViolations(page, label).catch((error: Error) => findings.push(error.message));
}

describe('a French-speaking dealer', () => {
  it('orders, reads the order and gets the status text in French', { timeout: 180_000 }, async () => {
    const page = await freshPage();
    await openApp(page, '/login');
    // A browser that never chose starts in its own language (English here); the account's language wins at sign-in.
    expect(await pageLanguage(page)).toMatch(/^en/);
    await signIn(page, dealer.email, dealer.password);
    await waitForPath(page, '/dashboard');
    const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
    await navigation.waitFor();
    await eventually(() => pageLanguage(page)).toMatch(/^fr/);
    await navigation.getByRole('button', { name: 'Ventes', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Tableau de bord | Portail des concessionnaires');

    await navigateInApp(page, '/orders/new/parts');
    await page.getByRole('heading', { level: 1, name: 'Commande de pièces' }).waitFor();
    expect(await pageLanguage(page)).toMatch(/^fr/);
    await chooseOption(page, /^Source du prospect/, 'Calhoun');
    await chooseOption(page, /^Catégorie/, 'Tuyaux-manchons');
    await page.getByRole('searchbox', { name: 'Rechercher des pièces' }).fill(tag);
    await page.getByRole('button', { name: `Ajouter ${partNumber(1)} ${testParts[0].name}` }).click();
    await page.getByRole('textbox', { name: `Quantité de ${partNumber(1)}` }).fill('2');
    await page.getByRole('button', { name: `Ajouter ${partNumber(2)} ${testParts[1].name}` }).click();
    await eventually(async () => (await page.getByTestId('parts-total').textContent()) ?? '').toMatch(new RegExp(`^${FRENCH_TOTAL}$`));
    await page.getByRole('textbox', { name: 'Référence de bon de commande' }).fill(`PO-${tag}`);
    await page.getByRole('button', { name: 'Soumettre la commande' }).click();

    await waitForPath(page, '/orders/new/success');
    const number = new URL(page.url()).searchParams.get('order') ?? '';
    expect(number).toMatch(/^\d+$/);
    placedOrders.push(number);
    await page.getByRole('heading', { level: 1, name: 'Commande soumise' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(new RegExp(`^Merci${SPACE}: le numéro de votre commande est #${number}\\.$`)).waitFor();
    expect(await page.getByTestId('order-total').textContent()).toMatch(
      new RegExp(`^Total de la commande${SPACE}: ${FRENCH_TOTAL}, selon le catalogue de pièces actuel\\.$`),
    );
    await main.getByText('Elle reste en attente jusqu’à ce que Calhoun la reçoive.', { exact: false }).waitFor();
    await main.getByRole('link', { name: 'Passer une autre commande' }).waitFor();
    expect(await pageLanguage(page)).toMatch(/^fr/);
    await scan(page, '/orders/new/success (fr)');
    expect((await adminDb().collection('orders').doc(number).get()).data()).toMatchObject({
      type: 'parts', status: 'pending', currency: 'CAD', leadSource: 'Calhoun', createdBy: dealer.uid, details: { total: 1100 },
    });

    await main.getByRole('link', { name: new RegExp(`^Voir la commande nº${SPACE}${number}$`) }).click();
    await waitForPath(page, `/orders/view/${number}`);
    await page.getByRole('heading', { level: 1, name: `Commande ${number}` }).waitFor();
    const lines = page.getByRole('table', { name: `Pièces de la commande ${number}` });
    await lines.waitFor();
    expect(await lines.locator('tfoot').innerText()).toMatch(new RegExp(`Total\\s+${FRENCH_TOTAL}`));
    const history = page.getByRole('list', { name: 'Historique des statuts' });
    await history.getByText('Soumise avec le statut En attente').waitFor();
    expect(await pageLanguage(page)).toMatch(/^fr/);
    await scan(page, 'order view (fr)');

    // The admin reads English; the text goes out in the dealer's French.
    const adminPage = await freshPage();
    await signInToDashboard(adminPage, admin.email, admin.password);
    expect(await pageLanguage(adminPage)).toMatch(/^en/);
    await navigateInApp(adminPage, `/orders/view/${number}`);
    await adminPage.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await adminPage.getByRole('button', { name: 'Change status' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Change the status of order ${number}` });
    const recipients = dialog.getByRole('group', { name: 'Text message to' });
    await recipients.waitFor();
    expect(await recipients.getByRole('checkbox', { name: 'Élise Tremblay · (403) 555-0171' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('combobox', { name: /New status/ }).innerText()).toBe('Order Received');
    await dialog.getByRole('textbox', { name: /SO number/ }).fill(soNumber);
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await adminPage.getByText('Status changed; 1 text message sent', { exact: true }).waitFor();

    // The dealer's open page follows, in French.
    await history.getByText('En attente → Commande reçue').waitFor();
    // The English admin's notice is stored without words: the dealer's bell says it in French.
    await page.getByRole('button', { name: 'Notifications (1 non lue)', includeHidden: true }).click();
    const notice = new RegExp(`Commande ${number}${SPACE}: nouveau statut «${SPACE}Commande reçue${SPACE}»`);
    await page.getByRole('menu').getByRole('menuitem').filter({ hasText: notice }).waitFor();
    await page.keyboard.press('Escape');

    const text = statusChangeSms(await loadWording('fr', 'outbound'), soNumber, 'order received');
    expect(text).toContain('commande reçue');
    const sentByAdmin = async () =>
      (await adminDb().collection('outbox').where('sentBy', '==', admin.uid).get()).docs
        .map((doc) => doc.data())
        .filter((message) => String(message.text).includes(soNumber));
    await eventually(async () => (await sentByAdmin()).map((message) => message.text)).toEqual([text]);
    const [sms] = await sentByAdmin();
    expect(sms).toMatchObject({ channel: 'sms', text });
    expect(String(sms.to).replace(/\D/g, '')).toBe(DEALER_PHONE.replace(/\D/g, ''));

    expect(findings).toEqual([]);
  });
});
