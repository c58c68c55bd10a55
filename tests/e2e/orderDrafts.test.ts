/**
 * Drafts as a dealer meets them: one draft per visit to a new-order form, kept when the page is left a moment after
 * typing (a reload, or a link inside the app), saved even with a date half typed, named in the drafts list by type,
 * PO reference, end customer and time, resumed from there and deleted after a confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, createTestCompany, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, pathOf, signInToDashboard, waitForPath, withPage } from './support/browser';
import { eventually } from './support/eventually';

const tag = uniqueTag();
const companyId = `drafts-${tag}`;
const po = `PO-DRAFT-${tag}`;
const customer = `Big Sky ${tag}`;

let dealer: TestAccount;
let browser: Browser;

beforeAll(async () => {
  await createTestCompany(companyId);
  dealer = await createTestAccount('drafts-dealer', { company: companyId });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (dealer) {
    const drafts = await adminDb().collection('users').doc(dealer.uid).collection('drafts').get();
    await Promise.all(drafts.docs.map((draft) => draft.ref.delete()));
    await deleteTestAccounts([dealer]);
  }
  await adminDb().collection('companies').doc(companyId).delete();
  await closeBackend();
});

/** The dealer's drafts as stored: id and form values. */
async function storedDrafts(): Promise<Array<{ id: string; values: Record<string, unknown> }>> {
  const snapshot = await adminDb().collection('users').doc(dealer.uid).collection('drafts').get();
  return snapshot.docs.map((draft) => ({ id: draft.id, values: draft.get('values') as Record<string, unknown> }));
}

const field = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });
const draftStatus = (page: Page) => page.getByRole('status').filter({ hasText: /draft/i });

describe('order drafts', () => {
  it('keeps one draft per visit through a reload and a quick leave, names it in the list, and deletes it on confirmation', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await navigateInApp(page, '/orders/new/building');
      await page.getByRole('form', { name: 'New order' }).waitFor();

      // Typed, then the page reloaded well within the second autosave waits for.
      await field(page, /^PO reference/).fill(po);
      await field(page, /^Customer Name/).fill(customer);
      await page.reload();
      await page.getByRole('form', { name: 'New order' }).waitFor();
      const [, , , , draftId] = pathOf(page).split('/');
      expect(pathOf(page)).toBe(`/orders/new/building/${draftId}`);
      await page.getByText('Your saved draft: continue where you left off.').waitFor();
      await eventually(() => field(page, /^PO reference/).inputValue()).toBe(po);
      expect(await field(page, /^Customer Name/).inputValue()).toBe(customer);
      await eventually(() => storedDrafts()).toEqual([{ id: draftId, values: expect.objectContaining({ poReference: po }) }]);

      // A date half typed (the month only) does not stop the draft from being saved.
      await page.getByRole('group', { name: /^Requested date/ }).getByRole('spinbutton', { name: 'Month' }).click();
      await page.keyboard.type('11');
      await field(page, /^Notes/).fill('Gate code 4411');
      await eventually(() => draftStatus(page).textContent()).toBe('Draft saved');
      const [saved] = await storedDrafts();
      expect(saved.values).toMatchObject({ notes: 'Gate code 4411', requestedDate: null });

      // More typing, then straight to the drafts list: the change arrives there, under the same draft.
      await field(page, /^Notes/).fill('Gate code 4411, call first');
      await page.getByRole('link', { name: 'Choose another order type' }).click();
      await waitForPath(page, '/orders/new');
      const list = page.getByRole('list', { name: 'Saved drafts' });
      await list.getByText(`Building Order · PO ${po} · ${customer}`, { exact: true }).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(1);
      await eventually(() => storedDrafts()).toEqual([{ id: draftId, values: expect.objectContaining({ notes: 'Gate code 4411, call first' }) }]);
      await expectNoSeriousViolations(page, '/orders/new (a draft)');

      // Resumed from the list.
      await list.getByRole('link', { name: new RegExp(`^Resume Building Order · PO ${po}`) }).click();
      await waitForPath(page, `/orders/new/building/${draftId}`);
      await eventually(() => field(page, /^Notes/).inputValue()).toBe('Gate code 4411, call first');

      // Deleted only once confirmed.
      await page.getByRole('link', { name: 'Choose another order type' }).click();
      await list.getByRole('button', { name: new RegExp(`^Delete Building Order · PO ${po}`) }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await storedDrafts()).toHaveLength(1);
      await list.getByRole('button', { name: new RegExp(`^Delete Building Order · PO ${po}`) }).click();
      await dialog.getByRole('button', { name: 'Delete draft' }).click();
      await page.getByText('No drafts', { exact: true }).waitFor();
      expect(await storedDrafts()).toEqual([]);
    });
  });
});
