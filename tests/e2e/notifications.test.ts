/**
 * Notifications between two people at once (spec section 2 'Notifications menu', section 4): an admin sends one
 * from /admin/notification/send, and the dealer's bell, already on screen, shows it without a reload. The
 * dealer reads it, marks it read (the document is deleted) and clears the rest down to the empty state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, navigateInApp, newPage, signInToDashboard, waitForPath } from './support/browser';
import { adminDb, closeBackend, notificationIdsOf, uniqueTag } from './support/backend';
import { ADMIN, DEALER_CA, demoAccount, fullName } from './support/demoAccounts';
import { eventually } from './support/eventually';

const EMPTY_TEXT = 'You are all caught up on your notifications.';
const admin = demoAccount(ADMIN);
const dealer = demoAccount(DEALER_CA);
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await closeBackend();
});

async function signedInPage(email: string, password: string): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await signInToDashboard(page, email, password);
  return page;
}

/** The bell; found while a menu or dialog hides the rest of the page from assistive technology too. */
function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications( \(\d+ unread\))?$/, includeHidden: true });
}

async function bellLabel(page: Page): Promise<string | null> {
  return bell(page).getAttribute('aria-label');
}

describe('sending and reading a notification', () => {
  it('reaches the dealer live, opens with its details, and is deleted when marked read', async () => {
    const [adminPage, dealerPage] = await Promise.all([
      signedInPage(admin.email, admin.password),
      signedInPage(dealer.email, dealer.password),
    ]);

    // The bell counts what the dealer has now (the seeded notifications, whatever earlier journeys left).
    const before = (await notificationIdsOf(dealer.uid)).length;
    await eventually(() => bellLabel(dealerPage)).toBe(before > 0 ? `Notifications (${before} unread)` : 'Notifications');

    const subject = `Cover order shipped ${uniqueTag()}`;
    const message = 'Your cover order left the plant today. Expect delivery within five business days.';
    await navigateInApp(adminPage, '/admin/notification/send');
    await adminPage.getByRole('heading', { name: 'Send Notification' }).waitFor();
    await eventually(() => adminPage.title()).toBe('Send Notification | Dealer Portal');
    expect(await adminPage.getByRole('radio', { name: 'One user' }).isChecked()).toBe(true);
    await adminPage.getByRole('combobox', { name: 'User' }).fill(fullName(dealer.user));
    await adminPage.getByRole('option', { name: `${fullName(dealer.user)} (${dealer.email})` }).click();
    await adminPage.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await adminPage.getByRole('textbox', { name: 'Message' }).fill(message);
    await adminPage.getByRole('button', { name: 'Send Notification' }).click();
    await adminPage.getByText('Notification sent.', { exact: true }).waitFor();

    // The dealer's page was not reloaded: the live listener brings the notification in.
    const count = before + 1;
    await eventually(() => bellLabel(dealerPage)).toBe(`Notifications (${count} unread)`);
    expect(await bell(dealerPage).getAttribute('class')).toMatch(/NotificationBell-unread/);
    expect(await bell(dealerPage).getAttribute('class')).toMatch(/NotificationBell-shake/);
    // The count is drawn on the bell (beside the button, whose name carries it).
    expect(await bell(dealerPage).locator('xpath=..').locator('.NotificationBell-count').innerText()).toBe(String(count));

    await bell(dealerPage).click();
    const menu = dealerPage.getByRole('menu', { name: 'Notifications' });
    await menu.waitFor();
    const items = menu.getByRole('menuitem');
    // Newest first; the last item opens the Notification Dashboard.
    expect(await items.first().innerText()).toContain(subject);
    expect(await items.first().innerText()).toContain(fullName(admin.user));
    await eventually(() => items.count()).toBe(count + 1);
    // Opening the menu stops the shake; the unread colour stays.
    await eventually(() => bell(dealerPage).getAttribute('class')).not.toMatch(/NotificationBell-shake/);

    await items.first().click();
    const dialog = dealerPage.getByRole('dialog', { name: subject });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`From ${fullName(admin.user)} on`);
    expect(await dialog.innerText()).toContain(message);
    const [sent] = (await adminDb().collection('notifications').where('data.subject', '==', subject).get()).docs;
    expect(sent.data()).toMatchObject({ recipient: dealer.uid, status: 'active', data: { createdBy: admin.uid } });

    await dialog.getByRole('button', { name: 'Mark as read' }).click();
    await dialog.waitFor({ state: 'detached' });
    await dealerPage.getByText('Notification marked as read.', { exact: true }).waitFor();
    await eventually(async () => (await adminDb().collection('notifications').doc(sent.id).get()).exists).toBe(false);
    await eventually(() => bellLabel(dealerPage)).toBe(before > 0 ? `Notifications (${before} unread)` : 'Notifications');

    // Clearing the rest from the Notification Dashboard leaves the empty state everywhere.
    await bell(dealerPage).click();
    await dealerPage.getByRole('menuitem', { name: 'Notification Dashboard' }).click();
    await waitForPath(dealerPage, '/notifications');
    await dealerPage.getByRole('heading', { name: 'Notification Dashboard' }).waitFor();
    await eventually(() => dealerPage.title()).toBe('Notification Dashboard | Dealer Portal');
    if (before > 0) {
      await dealerPage.getByRole('button', { name: 'Mark all as read' }).click();
      const confirm = dealerPage.getByRole('dialog', { name: 'Mark all as read?' });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain(`All ${before} notifications will be removed from your list.`);
      await confirm.getByRole('button', { name: 'Mark all as read' }).click();
      await confirm.waitFor({ state: 'detached' });
    }
    await dealerPage.getByRole('main').getByText(EMPTY_TEXT).waitFor();
    expect(await dealerPage.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await eventually(() => notificationIdsOf(dealer.uid)).toEqual([]);
    await eventually(() => bellLabel(dealerPage)).toBe('Notifications');
    expect(await bell(dealerPage).getAttribute('class')).not.toMatch(/NotificationBell-unread/);

    await bell(dealerPage).click();
    await dealerPage.getByRole('menu', { name: 'Notifications' }).getByText(EMPTY_TEXT).waitFor();
  });
});
