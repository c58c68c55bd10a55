/**
 * Editing orders (docs/data-model.md): a dealer edits a pending order directly; past pending the same form files a
 * change request with a reason, which an admin approves on /admin/changerequests, so the order shows the change
 * and a history entry and the dealer is notified. A second request on the same order, made stale by that
 * approval, cannot be approved, and the card says why. A request whose stored list of changes names another field
 * than its proposed content changes is shown, approved and recorded by what it really changes. The admin screen
 * passes axe in each of these states.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, newPage, signInToDashboard, waitForPath } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';
import { deleteOrders, orderNumberBase, testCompany, writeCoverOrder } from './support/orderViewFixtures';
import { writePartsChangeRequest, writeReceivedPartsOrder } from './support/partsOrderFixtures';

const tag = uniqueTag();
const company = testCompany(`changes-${tag}`, `Cedar Shelters ${tag}`);
const admin = demoAccount(ADMIN);
const base = orderNumberBase() + 500;
const pendingNumber = base + 1;
const laterNumber = base + 2;
const partsNumber = base + 3;
const part = {
  id: `changes-${tag}-bracket`,
  partNumber: `BR-${tag}`,
  name: 'Purlin bracket',
  category: 'purlins and braces',
  description: 'For the change requests journey.',
  unit: 'each',
  priceCAD: 12.5,
  priceUSD: 9.5,
  stock: 50,
  active: true,
};
const LONGER = 'The customer extends the building by twenty feet.';
const NEW_PO = `PO-NEW-${tag}`;

let dealer: TestAccount;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  await adminDb().collection('companies').doc(company.id).set(company);
  dealer = await createTestAccount('changedealer', { company: company.id, firstname: 'Cam', lastname: 'Cedar' });
  const createdBy = { id: dealer.uid, name: 'Cam Cedar' };
  await writeCoverOrder({ number: pendingNumber, company, createdBy, status: 'pending', soNumber: null });
  await writeCoverOrder({ number: laterNumber, company, createdBy, status: 'drawings stamped', soNumber: `SO-${tag}` });
  await adminDb().collection('parts').doc(part.id).set(part);
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await deleteOrders([String(pendingNumber), String(laterNumber), String(partsNumber)]);
  await adminDb().collection('parts').doc(part.id).delete();
  if (dealer) {
    const notifications = await adminDb().collection('notifications').where('recipient', '==', dealer.uid).get();
    await Promise.all(notifications.docs.map((doc) => doc.ref.delete()));
    await deleteTestAccounts([dealer]);
  }
  await adminDb().collection('companies').doc(company.id).delete();
  await closeBackend();
});

async function signedInPage(email: string, password: string): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await signInToDashboard(page, email, password);
  return page;
}

/** From the order's view, through its edit link, to the loaded edit form. */
async function openEditForm(page: Page, number: number, link: 'Edit order' | 'Request a change'): Promise<void> {
  await navigateInApp(page, `/orders/view/${number}`);
  await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
  await page.getByRole('link', { name: link }).click();
  await waitForPath(page, `/orders/edit/cover/${number}`);
  await page.getByRole('textbox', { name: /PO reference/ }).waitFor();
}

async function requestChange(page: Page, number: number, field: RegExp, value: string, reason: string): Promise<void> {
  await openEditForm(page, number, 'Request a change');
  await page.getByRole('textbox', { name: field }).fill(value);
  await page.getByRole('button', { name: 'Request change' }).click();
  const dialog = page.getByRole('dialog', { name: `Request a change to order #${number}` });
  await dialog.getByRole('textbox', { name: /Reason for the change/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Send change request' }).click();
  await waitForPath(page, '/orders/edit/success');
}

function requestCard(page: Page, reason: string) {
  return page.getByRole('article').filter({ hasText: reason });
}

/** A changes table's body, row by row and cell by cell, as shown. */
function bodyRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.trim())));
}

const reviewCaption = (number: number) => `What approving changes in order ${number} as it stands now`;

describe('editing orders and deciding change requests', () => {
  // Two orders, a change request and its approval across two sessions: half a minute or more on a busy machine.
  it('edits a pending order directly, and applies an approved change request to a later one', { timeout: 150_000 }, async () => {
    const dealerPage = await signedInPage(dealer.email, dealer.password);

    await openEditForm(dealerPage, pendingNumber, 'Edit order');
    await dealerPage.getByRole('textbox', { name: /PO reference/ }).fill(NEW_PO);
    await dealerPage.getByRole('button', { name: 'Save changes' }).click();
    await waitForPath(dealerPage, '/orders/edit/success');
    await eventually(async () => (await adminDb().collection('orders').doc(String(pendingNumber)).get()).data()?.poReference).toBe(NEW_PO);
    await navigateInApp(dealerPage, `/orders/view/${pendingNumber}`);
    const pendingHistory = dealerPage.getByRole('list', { name: 'Status history' });
    await pendingHistory.getByText('Edited').waitFor();
    expect(await pendingHistory.getByRole('table').innerText()).toContain(NEW_PO);

    // Past pending the same form files requests: two, both made against the order as it is now.
    await requestChange(dealerPage, laterNumber, /^Length/, '100', LONGER);
    const staleReason = `Different PO ${tag}`;
    await requestChange(dealerPage, laterNumber, /PO reference/, `PO-STALE-${tag}`, staleReason);
    const unchanged = (await adminDb().collection('orders').doc(String(laterNumber)).get()).data();
    expect(unchanged?.details.length).toBe(80);

    const adminPage = await signedInPage(admin.email, admin.password);
    // The queue lists the oldest first, and other files' requests may wait in it too: a page of 50 holds them all.
    await navigateInApp(adminPage, '/admin/changerequests?size=50');
    await adminPage.getByRole('heading', { level: 1, name: 'Pending Change Requests' }).waitFor();
    const card = requestCard(adminPage, LONGER);
    await card.waitFor();
    expect(await card.getByRole('link', { name: `Order ${laterNumber}` }).getAttribute('href')).toBe(`/orders/view/${laterNumber}`);
    expect(await card.innerText()).toContain(`${company.name} · requested by Cam Cedar`);
    const diff = card.getByRole('table', { name: reviewCaption(laterNumber) });
    expect((await diff.getByRole('row').nth(1).innerText()).split(/\s+/)).toEqual(['Length', '80', '100']);
    await expectNoSeriousViolations(adminPage, 'pending change requests');

    await card.getByRole('button', { name: `Approve the change request for order ${laterNumber}` }).click();
    const approve = adminPage.getByRole('dialog', { name: `Approve the change request for order ${laterNumber}?` });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByText(`Change request for order ${laterNumber} approved; Cam Cedar was notified.`).waitFor();
    await card.waitFor({ state: 'detached' });

    // The stale one cannot be approved, with words that say why, and shows what it would now undo.
    const stale = requestCard(adminPage, staleReason);
    await stale.getByText(`Order ${laterNumber} changed after this request was made (revision 1, now 2)`).waitFor();
    expect(await stale.getByRole('button', { name: `Approve the change request for order ${laterNumber}` }).isDisabled()).toBe(true);
    expect(await bodyRows(stale.getByRole('table', { name: reviewCaption(laterNumber) }))).toEqual([
      ['PO reference', `PO-${laterNumber}`, `PO-STALE-${tag}`],
      ['Length', '100', '80'],
    ]);
    await expectNoSeriousViolations(adminPage, 'pending change requests with a stale one');

    const stored = (await adminDb().collection('orders').doc(String(laterNumber)).get()).data();
    expect(stored).toMatchObject({ revision: 2, poReference: `PO-${laterNumber}`, details: { length: 100 } });

    await navigateInApp(dealerPage, `/orders/view/${laterNumber}`);
    const coverSection = dealerPage.getByRole('region', { name: 'Cover' });
    // The page may first show the order as the dealer's earlier visit read it; its listener brings the approved length.
    await eventually(() => coverSection.innerText()).toMatch(/Length\s+100'/);
    const history = dealerPage.getByRole('list', { name: 'Status history' });
    const approved = history.getByRole('listitem').filter({ hasText: 'Change request approved' });
    expect((await approved.getByRole('row').nth(1).innerText()).split(/\s+/)).toEqual(['Length', '80', '100']);
    // The second request still waits on the order's page too, which says it can no longer be approved.
    const waitingOnOrder = await dealerPage.getByRole('region', { name: 'Pending change requests' }).innerText();
    expect(waitingOnOrder).toContain(staleReason);
    expect(waitingOnOrder).toContain(`Order ${laterNumber} changed after this request was made, so it cannot be approved`);

    const notices = await adminDb().collection('notifications').where('recipient', '==', dealer.uid).get();
    expect(notices.docs.map((doc) => doc.data().data)).toContainEqual(
      expect.objectContaining({
        message: { id: 'notifications.system.changeApproved', values: { number: laterNumber } },
        link: `/orders/view/${laterNumber}`,
      }),
    );
  });

  // Requests once carried a list of changes their writer made up; what approval does is computed, never read from it.
  it('shows, applies and records what a request really changes, whatever its stored list says', async () => {
    const createdBy = { id: dealer.uid, name: 'Cam Cedar' };
    const ordered = { partId: part.id, partNumber: part.partNumber, name: part.name, unit: part.unit, quantity: 2, unitPrice: part.priceCAD };
    const orderId = await writeReceivedPartsOrder({ number: partsNumber, company, createdBy, lines: [ordered] });
    const reason = `Three more brackets ${tag}`;
    await writePartsChangeRequest({
      order: { id: orderId, number: partsNumber, company },
      createdBy,
      reason,
      lines: [{ ...ordered, quantity: 5 }],
      changes: [{ path: 'notes', label: 'Notes', from: '', to: 'Please call before delivery.' }],
    });
    const line = (quantity: number) => `${quantity} × ${part.partNumber} ${part.name}`;
    const realChanges = [
      [`Part ${part.partNumber}`, line(2), line(5)],
      ['Total', '$25.00 CAD', '$62.50 CAD'],
    ];

    const adminPage = await signedInPage(admin.email, admin.password);
    await navigateInApp(adminPage, '/admin/changerequests?size=50');
    const card = requestCard(adminPage, reason);
    const review = card.getByRole('table', { name: reviewCaption(partsNumber) });
    await review.waitFor();
    expect(await bodyRows(review)).toEqual(realChanges);

    // The order's own page, one click away, lists the waiting request by what it changes too.
    await card.getByRole('link', { name: `Order ${partsNumber}` }).click();
    await waitForPath(adminPage, `/orders/view/${partsNumber}`);
    const waiting = adminPage.getByRole('region', { name: 'Pending change requests' }).getByRole('table');
    await waiting.waitFor();
    expect(await bodyRows(waiting)).toEqual(realChanges);

    await navigateInApp(adminPage, '/admin/changerequests?size=50');
    await review.waitFor();
    await card.getByRole('button', { name: `Approve the change request for order ${partsNumber}` }).click();
    const approve = adminPage.getByRole('dialog', { name: `Approve the change request for order ${partsNumber}?` });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByText(`Change request for order ${partsNumber} approved; Cam Cedar was notified.`).waitFor();

    const stored = (await adminDb().collection('orders').doc(orderId).get()).data();
    expect(stored).toMatchObject({ revision: 2, historyCount: 3, notes: '', details: { total: 62.5, lines: [{ partId: part.id, quantity: 5, unitPrice: 12.5 }] } });
    const entry = (await adminDb().doc(`orders/${orderId}/history/3`).get()).data();
    expect(entry).toMatchObject({ kind: 'change approved', changes: [{ path: `details.lines.${part.partNumber}` }, { path: 'details.total', from: 25, to: 62.5 }] });

    await navigateInApp(adminPage, `/orders/view/${partsNumber}`);
    const parts = adminPage.getByRole('table', { name: `Parts of order ${partsNumber}` });
    await parts.waitFor();
    expect(await bodyRows(parts)).toEqual([[part.partNumber, part.name, 'each', '5', '$12.50 CAD', '$62.50 CAD']]);
    expect(await parts.locator('tfoot').innerText()).toMatch(/Total\s+\$62\.50 CAD/);
    const approved = adminPage.getByRole('list', { name: 'Status history' }).getByRole('listitem').filter({ hasText: 'Change request approved' });
    await approved.getByRole('table').waitFor();
    expect(await bodyRows(approved.getByRole('table'))).toEqual(realChanges);
    await expectNoSeriousViolations(adminPage, 'order view after an approved parts change');
  });
});
