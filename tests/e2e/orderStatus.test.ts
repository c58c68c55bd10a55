/**
 * An admin moves an order on from its view (spec section 4, docs/data-model.md): the dealer, with the same order
 * open in another browser, sees the new status and history live and gets the in-app notification; the opted-in
 * users the admin left ticked get the spec section 9 text message (the local SMS provider's `outbox`). A dealer of
 * another company sees the order as not found. The view passes axe for a dealer and for an admin with the dialog open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, newPage, signInToDashboard } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';
import { deleteOrders, orderNumberBase, testCompany, writeCoverOrder } from './support/orderViewFixtures';

const tag = uniqueTag();
const company = testCompany(`status-a-${tag}`, `Aspen Covers ${tag}`);
const otherCompany = testCompany(`status-b-${tag}`, `Birch Domes ${tag}`);
const admin = demoAccount(ADMIN);
const number = orderNumberBase() + 1;
const orderId = String(number);
const soNumber = `SO-${tag}`;
const TEXTED_PHONE = '+14035550111';
const UNTICKED_PHONE = '+14035550112';

let dealer: TestAccount;
let colleague: TestAccount;
let quiet: TestAccount;
let outsider: TestAccount;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const db = adminDb();
  await Promise.all([company, otherCompany].map((c) => db.collection('companies').doc(c.id).set(c)));
  [dealer, colleague, quiet, outsider] = await Promise.all([
    createTestAccount('statusdealer', { company: company.id, firstname: 'Dale', lastname: 'Aspen', phone: TEXTED_PHONE, sms: true }),
    createTestAccount('statuscolleague', { company: company.id, firstname: 'Cora', lastname: 'Aspen', phone: UNTICKED_PHONE, sms: true }),
    createTestAccount('statusquiet', { company: company.id, firstname: 'Quinn', lastname: 'Aspen', phone: '+14035550113', sms: false }),
    createTestAccount('statusoutsider', { company: otherCompany.id, firstname: 'Otto', lastname: 'Birch' }),
  ]);
  await writeCoverOrder({ number, company, createdBy: { id: dealer.uid, name: 'Dale Aspen' }, status: 'pending', soNumber: null });
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await deleteOrders([orderId]);
  const accounts = [dealer, colleague, quiet, outsider].filter(Boolean);
  for (const account of accounts) {
    const notifications = await adminDb().collection('notifications').where('recipient', '==', account.uid).get();
    await Promise.all(notifications.docs.map((doc) => doc.ref.delete()));
  }
  await deleteTestAccounts(accounts);
  await Promise.all([company, otherCompany].map((c) => adminDb().collection('companies').doc(c.id).delete()));
  await closeBackend();
});

async function signedInPage(email: string, password: string): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await signInToDashboard(page, email, password);
  return page;
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications( \(\d+ unread\))?$/, includeHidden: true });
}

async function openOrder(page: Page): Promise<void> {
  await navigateInApp(page, `/orders/view/${orderId}`);
  await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
}

describe('changing an order status', () => {
  // An admin and a dealer side by side, a status change and its text message: tens of seconds on a busy machine.
  it('reaches the dealer live, in-app and by text message', { timeout: 150_000 }, async () => {
    const [adminPage, dealerPage] = await Promise.all([
      signedInPage(admin.email, admin.password),
      signedInPage(dealer.email, dealer.password),
    ]);
    await openOrder(dealerPage);
    const dealerHistory = dealerPage.getByRole('list', { name: 'Status history' });
    await dealerHistory.getByText('Submitted as Pending').waitFor();
    // The dealer's own pending order: edited directly, never moved on by them.
    await dealerPage.getByRole('link', { name: 'Edit order' }).waitFor();
    expect(await dealerPage.getByRole('button', { name: 'Change status' }).count()).toBe(0);
    await expectNoSeriousViolations(dealerPage, 'order view (dealer)');

    await openOrder(adminPage);
    await expectNoSeriousViolations(adminPage, 'order view (admin)');
    await adminPage.getByRole('button', { name: 'Change status' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Change the status of order ${number}` });
    const recipients = dialog.getByRole('group', { name: 'Text message to' });
    await recipients.waitFor();
    // Opted-in users of the order's company only, all ticked at first.
    const boxes = recipients.getByRole('checkbox');
    expect(await boxes.count()).toBe(2);
    const dealerBox = recipients.getByRole('checkbox', { name: 'Dale Aspen · (403) 555-0111' });
    const colleagueBox = recipients.getByRole('checkbox', { name: 'Cora Aspen · (403) 555-0112' });
    expect(await dealerBox.isChecked()).toBe(true);
    expect(await colleagueBox.isChecked()).toBe(true);
    expect(await dialog.getByRole('combobox', { name: /New status/ }).innerText()).toBe('Order Received');
    await expectNoSeriousViolations(adminPage, 'status change dialog');

    // Order Received needs an SO number.
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await dialog.getByText("An SO number is required from 'Order Received' on.").waitFor();
    await dialog.getByRole('textbox', { name: /SO number/ }).fill(soNumber);
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Received, thank you.');
    await colleagueBox.uncheck();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await adminPage.getByText('Status changed; 1 text message sent', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The dealer's page was not reloaded: the listeners bring the new status and history entry in.
    await dealerHistory.getByText('Pending → Order Received').waitFor();
    await dealerHistory.getByText('Note: Received, thank you.').waitFor();
    await dealerPage.getByRole('main').getByText(soNumber, { exact: true }).waitFor();
    await dealerPage.getByRole('link', { name: 'Request a change' }).waitFor();
    expect(await dealerPage.getByRole('link', { name: 'Edit order' }).count()).toBe(0);
    await eventually(() => bell(dealerPage).getAttribute('aria-label')).toBe('Notifications (1 unread)');

    const [notification] = (await adminDb().collection('notifications').where('recipient', '==', dealer.uid).get()).docs;
    expect(notification.data()).toMatchObject({
      data: {
        message: { id: 'notifications.system.statusChanged', values: { number, status: 'order received' } },
        link: `/orders/view/${orderId}`,
        createdBy: admin.uid,
      },
    });
    const stored = (await adminDb().collection('orders').doc(orderId).get()).data();
    expect(stored).toMatchObject({ status: 'order received', statusIndex: 1, soNumber, historyCount: 2 });

    const text = `Dealer Portal: The order status for SO# ${soNumber} has changed to order received. For questions, please contact your Calhoun Representative.`;
    // Every text the admin sent: exactly one with this SO number, to the phone left ticked.
    const sentByAdmin = async () =>
      (await adminDb().collection('outbox').where('sentBy', '==', admin.uid).get()).docs
        .map((doc) => doc.data())
        .filter((message) => String(message.text).includes(soNumber));
    await eventually(async () => (await sentByAdmin()).map((message) => message.text)).toEqual([text]).catch(async (error: unknown) => {
      // What the outbox holds at all, to tell a wrong text from a message that went elsewhere.
      const all = (await adminDb().collection('outbox').get()).docs.map((doc) => doc.data());
      console.error(`outbox holds ${all.length} message(s)`, all.slice(-5).map((message) => [message.sentBy, message.to, message.text]));
      throw error;
    });
    const [sms] = await sentByAdmin();
    expect(sms).toMatchObject({ channel: 'sms', text });
    expect(String(sms.to).replace(/\D/g, '')).toBe(TEXTED_PHONE.replace(/\D/g, ''));
  });

  it("shows another company's order as not found", async () => {
    const page = await signedInPage(outsider.email, outsider.password);
    await navigateInApp(page, `/orders/view/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    expect(await page.getByRole('main').innerText()).not.toContain(soNumber);
    await page.getByRole('link', { name: 'Back to active orders' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
  });
});
