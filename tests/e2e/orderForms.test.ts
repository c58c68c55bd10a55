/**
 * Placing and editing orders in Chromium against the stack: a dealer of a US-dollar company places a parts order
 * with the keyboard alone and a cover order whose draft survives a reload; both land in Firestore pending, in the
 * company's currency, with the admins notified. A third part's catalogue price changes while a form shows it: the
 * order is priced from the catalogue, and the success page, the order and its history say so. The cover order is
 * then edited directly while pending and by change request once received. axe scans the order type choice, each
 * form (with and without errors) and the success pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseByKeyboard, chooseOption, focusByKeyboard, isFocused } from './support/controls';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, systemNotices, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, pathOf, signInToDashboard, waitForPath, withPage } from './support/browser';
import { eventually } from './support/eventually';
import { deleteOrders, testCompany } from './support/orderViewFixtures';

const tag = uniqueTag();
const company = { ...testCompany(`forms-${tag}`, `Cedar Covers ${tag}`), currency: 'USD' as const, address: { street: '9 Elm St', city: 'Fargo', state: 'ND', zip: '58102', country: 'US' as const } };
const partNumber = (n: number) => `SP-${tag}-${n}`;
const testParts = ([[1, 'Sleeve pipe short', 20, 15.5], [2, 'Sleeve pipe long', 40, 31.25], [3, 'Sleeve pipe coupler', 16, 12.25]] as const).map(
  ([n, name, priceCAD, priceUSD]) => ({
    id: `forms-${tag}-${n}`,
    partNumber: partNumber(n),
    name,
    category: 'sleeve pipe',
    description: 'For the order forms journey.',
    unit: 'each',
    priceCAD,
    priceUSD,
    stock: 10,
    active: true,
  }),
);

let dealer: TestAccount;
let browser: Browser;
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
  dealer = await createTestAccount('formsdealer', { company: company.id, firstname: 'Fern', lastname: 'Cedar' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const db = adminDb();
  await deleteOrders(placedOrders);
  for (const id of placedOrders) {
    const notes = await db.collection('notifications').where('data.link', '==', `/orders/view/${id}`).get();
    await Promise.all(notes.docs.map((note) => note.ref.delete()));
  }
  if (dealer) {
    const drafts = await db.collection('users').doc(dealer.uid).collection('drafts').get();
    await Promise.all(drafts.docs.map((draft) => draft.ref.delete()));
    await deleteTestAccounts([dealer]);
  }
  await Promise.all(testParts.map((part) => db.collection('parts').doc(part.id).delete()));
  await db.collection('companies').doc(company.id).delete();
  await closeBackend();
});

/** Scans now, failing the journey at its end: a finding does not hide what the rest of the journey would show. */
const findings: string[] = [];
async function scan(page: Page, label: string): Promise<void> {
  await expectNoSeriousViolations(page, label).catch((error: Error) => findings.push(error.message));
}

function combobox(page: Page, name: RegExp) {
  return page.getByRole('combobox', { name });
}

async function orderNumberOnSuccess(page: Page): Promise<string> {
  await waitForPath(page, '/orders/new/success');
  const number = new URL(page.url()).searchParams.get('order') ?? '';
  expect(number).toMatch(/^\d+$/);
  await expect.poll(() => page.getByTestId('order-number').textContent()).toBe(`#${number}`);
  placedOrders.push(number);
  return number;
}

async function orderDocument(id: string) {
  return (await adminDb().collection('orders').doc(id).get()).data();
}


describe('order forms', () => {
  let coverOrder = '';
  let partsOrder = '';

  it('places a parts order with the keyboard alone', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await navigateInApp(page, '/orders/new');
      await page.getByRole('heading', { level: 1, name: 'Submit an Order' }).waitFor();
      await page.getByText('No drafts').waitFor();
      await scan(page, '/orders/new');

      await focusByKeyboard(page, page.getByRole('link', { name: /Parts Order/ }));
      await page.keyboard.press('Enter');
      await waitForPath(page, '/orders/new/parts');
      const submit = page.getByRole('button', { name: 'Submit order' });
      await focusByKeyboard(page, submit);
      await page.keyboard.press('Enter');
      await page.getByText('Add at least one part.').waitFor();
      await page.getByText('Choose a lead source.').waitFor();
      await scan(page, 'parts form with errors');

      await chooseByKeyboard(page, combobox(page, /^Lead source/), 'c', 'Calhoun');
      await chooseByKeyboard(page, combobox(page, /^Category/), 's', 'Sleeve Pipe');
      await focusByKeyboard(page, page.getByRole('searchbox', { name: 'Search parts' }));
      await page.keyboard.type(tag);
      await focusByKeyboard(page, page.getByRole('button', { name: `Add ${partNumber(1)} Sleeve pipe short` }));
      await page.keyboard.press('Enter');
      const quantity = page.getByRole('textbox', { name: `Quantity of ${partNumber(1)}` });
      await eventually(() => isFocused(quantity)).toBe(true);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('3');
      await focusByKeyboard(page, page.getByRole('button', { name: `Add ${partNumber(2)} Sleeve pipe long` }));
      await page.keyboard.press('Enter');
      await eventually(() => page.getByTestId('parts-total').textContent()).toBe('$77.75 USD');
      await focusByKeyboard(page, page.getByRole('textbox', { name: 'PO reference' }));
      await page.keyboard.type(`PO-${tag}`);
      await scan(page, 'parts form');
      await focusByKeyboard(page, submit);
      await page.keyboard.press('Enter');

      const number = await orderNumberOnSuccess(page);
      partsOrder = number;
      expect(await page.getByTestId('order-total').textContent()).toBe('Order total: $77.75 USD, priced from the current parts catalogue.');
      expect(await page.getByText('Catalogue prices changed').count()).toBe(0);
      await scan(page, '/orders/new/success');
      const order = await orderDocument(number);
      expect(order).toMatchObject({
        type: 'parts',
        status: 'pending',
        company: company.id,
        currency: 'USD',
        leadSource: 'Calhoun',
        poReference: `PO-${tag}`,
        createdBy: dealer.uid,
        details: {
          total: 77.75,
          lines: [
            { partId: testParts[0].id, partNumber: partNumber(1), quantity: 3, unitPrice: 15.5 },
            { partId: testParts[1].id, partNumber: partNumber(2), quantity: 1, unitPrice: 31.25 },
          ],
        },
      });
      await eventually(async () => (await systemNotices('newOrder', number)).size).toBeGreaterThan(0);
    });
  });

  it('prices a parts order from the catalogue when a price changed while the form showed it, and says so', async () => {
    const coupler = testParts[2];
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await navigateInApp(page, '/orders/new/parts');
      await chooseOption(page, /^Lead source/, 'Own Lead');
      await chooseOption(page, /^Category/, 'Sleeve Pipe');
      await page.getByRole('searchbox', { name: 'Search parts' }).fill(tag);
      await page.getByRole('button', { name: `Add ${coupler.partNumber} ${coupler.name}` }).click();
      await page.getByRole('textbox', { name: `Quantity of ${coupler.partNumber}` }).fill('4');
      await eventually(() => page.getByTestId('parts-total').textContent()).toBe('$49.00 USD');

      // The catalogue moves on while the form still shows the price it loaded.
      await adminDb().collection('parts').doc(coupler.id).update({ priceUSD: 13.75 });
      await page.getByRole('button', { name: 'Submit order' }).click();

      const number = await orderNumberOnSuccess(page);
      expect(await page.getByTestId('order-total').textContent()).toBe('Order total: $55.00 USD, priced from the current parts catalogue.');
      const notice = page.getByRole('alert').filter({ hasText: 'Catalogue prices changed' });
      expect(await notice.innerText()).toBe(
        "Catalogue prices changed while you were ordering: the total is $55.00 USD, not the $49.00 USD the form showed. The order shows each line's price.",
      );
      await scan(page, '/orders/new/success (catalogue price changed)');
      const order = await orderDocument(number);
      expect(order).toMatchObject({
        currency: 'USD',
        details: { total: 55, lines: [{ partId: coupler.id, quantity: 4, unitPrice: 13.75 }] },
      });
      const note = 'Priced from the catalogue at USD 55.00; the order form estimated USD 49.00.';
      const submitted = (await adminDb().doc(`orders/${number}/history/1`).get()).data();
      expect(String(submitted?.note).replace(/\s/g, ' ')).toBe(note);

      await page.getByRole('link', { name: `View order #${number}` }).click();
      await waitForPath(page, `/orders/view/${number}`);
      const lines = page.getByRole('table', { name: `Parts of order ${number}` });
      await lines.waitFor();
      const cells = await lines.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.trim())));
      expect(cells).toEqual([[coupler.partNumber, coupler.name, 'each', '4', '$13.75 USD', '$55.00 USD']]);
      expect(await lines.locator('tfoot').innerText()).toMatch(/Total\s+\$55\.00 USD/);
      const entry = page.getByRole('list', { name: 'Status history' }).getByRole('listitem').filter({ hasText: 'Submitted as Pending' });
      await eventually(async () => (await entry.innerText()).replace(/\s+/g, ' ')).toContain(`Note: ${note}`);
    });
  });

  it('keeps a cover order draft across a reload, then submits it', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await navigateInApp(page, '/orders/new/cover');
      const submit = page.getByRole('button', { name: 'Submit order' });
      await submit.click();
      await page.getByText('Choose a series.').waitFor();
      await page.getByText('Choose a cover style.').waitFor();
      await scan(page, 'cover form with errors');

      await chooseOption(page, /^Series/, 'HT');
      await chooseOption(page, /^Width/, "60'");
      await page.getByRole('textbox', { name: 'Length', exact: true }).fill('100');
      await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
      await chooseOption(page, /^Cover style/, 'Keder Panel System');
      await chooseOption(page, /^Fabric(?! drop)/, 'NON-FR');
      await chooseOption(page, /^Colour/, 'Red');
      await chooseOption(page, /^Fabric drop/, 'Custom');
      await page.getByRole('textbox', { name: 'Custom fabric drop' }).fill(`3' 6"`);
      await chooseOption(page, /^Lead source/, 'Own Lead');
      await page.getByRole('textbox', { name: 'Notes' }).fill(`Cover journey ${tag}`);

      await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();
      const draftPath = pathOf(page);
      expect(draftPath).toMatch(/^\/orders\/new\/cover\/[A-Za-z0-9]{20}$/);
      const draftId = draftPath.split('/').pop() ?? '';
      await eventually(async () => (await adminDb().doc(`users/${dealer.uid}/drafts/${draftId}`).get()).data()?.values?.notes).toBe(`Cover journey ${tag}`);
      await scan(page, 'cover form');

      await page.reload();
      await eventually(() => page.getByRole('textbox', { name: 'Length', exact: true }).inputValue()).toBe('100');
      await expect.poll(() => combobox(page, /^Series/).textContent()).toContain('HT');
      await expect.poll(() => combobox(page, /^Colour/).textContent()).toContain('Red');
      expect(await page.getByRole('textbox', { name: 'Custom fabric drop' }).inputValue()).toBe(`3' 6"`);

      await submit.click();
      coverOrder = await orderNumberOnSuccess(page);
      const order = await orderDocument(coverOrder);
      expect(order).toMatchObject({
        type: 'cover',
        status: 'pending',
        currency: 'USD',
        leadSource: 'Own Lead',
        notes: `Cover journey ${tag}`,
        details: { series: 'HT', width: 60, length: 100, quantity: 2, style: 'Keder Panel System', fabric: 'NON-FR', colour: 'Red', fabricDrop: 'Custom', customFabricDrop: `3' 6"` },
      });
      await eventually(async () => (await adminDb().doc(`users/${dealer.uid}/drafts/${draftId}`).get()).exists).toBe(false);
    });
  });

  it('edits the cover order directly while pending, and by change request once it moved on meanwhile', async () => {
    expect(coverOrder).not.toBe('');
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await navigateInApp(page, `/orders/edit/cover/${coverOrder}`);
      const length = page.getByRole('textbox', { name: 'Length', exact: true });
      await eventually(() => length.inputValue()).toBe('100');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Nothing has changed: there is nothing to save.').waitFor();

      await length.fill('120');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await waitForPath(page, '/orders/edit/success');
      await page.getByText(`Your changes to order #${coverOrder} were applied and recorded in its history.`).waitFor();
      await scan(page, '/orders/edit/success (applied)');
      const edited = await orderDocument(coverOrder);
      expect(edited?.details.length).toBe(120);
      const history = await adminDb().collection(`orders/${coverOrder}/history`).doc('2').get();
      expect(history.data()).toMatchObject({ kind: 'edited' });
      // Language-neutral: the path only, worded by each reader's screen.
      expect(history.data()?.changes).toEqual([{ path: 'details.length', from: 100, to: 120 }]);

      // An admin receives the order while the dealer edits it again.
      await navigateInApp(page, `/orders/edit/cover/${coverOrder}`);
      await eventually(() => length.inputValue()).toBe('120');
      await length.fill('140');
      await adminDb().doc(`orders/${coverOrder}`).update({ status: 'order received', statusIndex: 1, soNumber: `SO-${tag}` });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(`Order #${coverOrder} moved past pending while you were editing`).waitFor();
      expect(await length.inputValue()).toBe('140');
      await page.getByRole('button', { name: 'Send as a change request' }).click();
      const dialog = page.getByRole('dialog', { name: `Request a change to order #${coverOrder}` });
      await dialog.getByRole('button', { name: 'Send change request' }).click();
      await dialog.getByText('Say why the order needs this change.').waitFor();
      await scan(page, 'change request dialog');
      await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('The site survey found a longer pad.');
      await dialog.getByRole('button', { name: 'Send change request' }).click();

      await waitForPath(page, '/orders/edit/success');
      await page.getByText(`Your change request for order #${coverOrder} was sent for review.`).waitFor();
      await scan(page, '/orders/edit/success (requested)');
      const requests = await adminDb().collection('changeRequests').where('order', '==', coverOrder).get();
      expect(requests.docs.map((request) => request.data())).toMatchObject([
        { status: 'pending', reason: 'The site survey found a longer pad.', changes: [{ path: 'details.length', from: 120, to: 140 }] },
      ]);
      expect((await orderDocument(coverOrder))?.details.length).toBe(120);
    });
  });

  it('passes the accessibility scans along the way', () => {
    expect(findings).toEqual([]);
  });

  it('orders again from an earlier order, and explains an id that is neither a draft nor an order', async () => {
    expect(partsOrder).not.toBe('');
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await navigateInApp(page, `/orders/new/parts/${partsOrder}`);
      await page.getByText(`A copy of order #${partsOrder}: check every field before submitting.`).waitFor();
      expect(await page.getByRole('textbox', { name: `Quantity of ${partNumber(1)}` }).inputValue()).toBe('3');
      await eventually(() => page.getByTestId('parts-total').textContent()).toBe('$77.75 USD');

      await navigateInApp(page, `/orders/new/cover/missing-${tag}`);
      await page.getByText('Nothing to continue').waitFor();
      await navigateInApp(page, `/orders/edit/parts/999999999`);
      await page.getByText('Order not found').waitFor();
    });
  });
});
