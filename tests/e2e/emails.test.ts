/**
 * Mail for the events that matter (docs/product-rules.md): an admin moves an order on from its view and rejects a
 * change request on /admin/changerequests, and the mails reach the local mail provider's `outbox`: the status
 * mail to each user of the order's company who turned email on, the decision, with its reason, to the requester
 * alone, and nothing to a colleague who turned it off. The dealer's profile shows the choice and passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { launchBrowser, navigateInApp, newPage, openApp, signInToDashboard } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';
import { deleteOrders, orderNumberBase, testCompany, writeCoverOrder } from './support/orderViewFixtures';
import { writePartsChangeRequest, writeReceivedPartsOrder } from './support/partsOrderFixtures';

const tag = uniqueTag();
const company = testCompany(`mail-${tag}`, `Maple Domes ${tag}`);
const admin = demoAccount(ADMIN);
const base = orderNumberBase() + 800;
const statusNumber = base + 1;
const partsNumber = base + 2;
const soNumber = `SO-${tag}`;
const REQUEST_REASON = `Two brackets fewer ${tag}`;
const REJECTION = 'The order has already been picked.';

let dealer: TestAccount;
let colleague: TestAccount;
let quiet: TestAccount;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** The email opt-in as the dealer's own profile saves it (data.mail). */
const chooseMail = (account: TestAccount, mail: boolean) => adminDb().collection('users').doc(account.uid).update({ 'data.mail': mail });

beforeAll(async () => {
  await adminDb().collection('companies').doc(company.id).set(company);
  [dealer, colleague, quiet] = await Promise.all([
    createTestAccount('maildealer', { company: company.id, firstname: 'Mara', lastname: 'Maple' }),
    createTestAccount('mailcolleague', { company: company.id, firstname: 'Milo', lastname: 'Maple' }),
    createTestAccount('mailquiet', { company: company.id, firstname: 'Quill', lastname: 'Maple' }),
  ]);
  await Promise.all([chooseMail(dealer, true), chooseMail(colleague, true), chooseMail(quiet, false)]);
  const createdBy = { id: dealer.uid, name: 'Mara Maple' };
  await writeCoverOrder({ number: statusNumber, company, createdBy, status: 'pending', soNumber: null });
  const line = { partId: `mail-${tag}-bracket`, partNumber: `BR-${tag}`, name: 'Purlin bracket', unit: 'each', quantity: 5, unitPrice: 12.5 };
  const partsId = await writeReceivedPartsOrder({ number: partsNumber, company, createdBy, lines: [line] });
  await writePartsChangeRequest({
    order: { id: partsId, number: partsNumber, company },
    createdBy,
    reason: REQUEST_REASON,
    lines: [{ ...line, quantity: 3 }],
    changes: [],
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await deleteOrders([String(statusNumber), String(partsNumber)]);
  const accounts = [dealer, colleague, quiet].filter(Boolean);
  for (const account of accounts) {
    const [notifications, mails] = await Promise.all([
      adminDb().collection('notifications').where('recipient', '==', account.uid).get(),
      adminDb().collection('outbox').where('to', 'array-contains', account.email).get(),
    ]);
    await Promise.all([...notifications.docs, ...mails.docs].map((doc) => doc.ref.delete()));
  }
  await deleteTestAccounts(accounts);
  await adminDb().collection('companies').doc(company.id).delete();
  await closeBackend();
});

async function signedInPage(email: string, password: string): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await signInToDashboard(page, email, password);
  return page;
}

/** The subjects of the mails in the outbox addressed to `account`, sorted. */
async function subjectsTo(account: TestAccount): Promise<string[]> {
  const mails = await adminDb().collection('outbox').where('to', 'array-contains', account.email).get();
  return mails.docs.filter((mail) => mail.get('channel') === 'mail').map((mail) => String(mail.get('subject'))).sort();
}

async function mailTo(account: TestAccount, subject: string): Promise<Record<string, unknown>> {
  const mails = await adminDb().collection('outbox').where('to', 'array-contains', account.email).get();
  const found = mails.docs.find((mail) => mail.get('subject') === subject);
  if (!found) throw new Error(`No mail '${subject}' to ${account.email}`);
  return found.data();
}

describe('mail for the events that matter', () => {
  // A status change and a decision in one admin session, each waiting on the functions: a minute on a busy machine.
  it('mails a status change to the opted-in users of the company, and a decision to its requester', { timeout: 150_000 }, async () => {
    const dealerPage = await signedInPage(dealer.email, dealer.password);
    await navigateInApp(dealerPage, '/user');
    const emailChoice = dealerPage.getByRole('checkbox', { name: 'Email me about my orders' });
    await emailChoice.waitFor();
    expect(await emailChoice.isChecked()).toBe(true);
    await dealerPage.getByText(`go to ${dealer.email}.`, { exact: false }).waitFor();
    await expectNoSeriousViolations(dealerPage, 'profile with email updates on');

    const adminPage = await signedInPage(admin.email, admin.password);
    await navigateInApp(adminPage, `/orders/view/${statusNumber}`);
    await adminPage.getByRole('heading', { level: 1, name: `Order ${statusNumber}` }).waitFor();
    await adminPage.getByRole('button', { name: 'Change status' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Change the status of order ${statusNumber}` });
    await dialog.getByRole('textbox', { name: /SO number/ }).fill(soNumber);
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Received, thank you.');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await adminPage.getByText('Status changed', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const statusSubject = `Order ${statusNumber} is now Order Received`;
    await eventually(() => subjectsTo(dealer)).toEqual([statusSubject]);
    await eventually(() => subjectsTo(colleague)).toEqual([statusSubject]);
    const statusMail = await mailTo(dealer, statusSubject);
    expect(statusMail).toMatchObject({ channel: 'mail', to: [dealer.email], sentBy: admin.uid });
    expect(statusMail.text).toContain(`Cover Order ${statusNumber} for ${company.name} is now Order Received.`);
    expect(statusMail.text).toContain(`SO number: ${soNumber}`);
    expect(statusMail.text).toContain(`/orders/view/${statusNumber}`);

    // The queue lists the oldest first, and other files' requests may wait in it too: a page of 50 holds them all.
    // A page load of its own: shown in the loaded app, the Reject dialog once failed to open here (cause not found).
    await openApp(adminPage, '/admin/changerequests?size=50');
    await adminPage.getByRole('heading', { level: 1, name: 'Pending Change Requests' }).waitFor();
    const card = adminPage.getByRole('article').filter({ hasText: REQUEST_REASON });
    await card.getByRole('button', { name: `Reject the change request for order ${partsNumber}` }).click();
    const reject = adminPage.getByRole('dialog', { name: `Reject the change request for order ${partsNumber}?` });
    await reject.getByRole('textbox', { name: /Reason for rejecting/ }).fill(REJECTION);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await adminPage.getByText(`Change request for order ${partsNumber} rejected; Mara Maple was notified.`).waitFor();

    const decisionSubject = `Change request for order ${partsNumber} rejected`;
    await eventually(() => subjectsTo(dealer)).toEqual([decisionSubject, statusSubject].sort());
    const decisionMail = await mailTo(dealer, decisionSubject);
    expect(decisionMail).toMatchObject({ to: [dealer.email], sentBy: admin.uid });
    expect(decisionMail.text).toContain(`Your change request for order ${partsNumber} was rejected.`);
    expect(decisionMail.text).toContain(`Reason: ${REJECTION}`);

    // The colleague hears of the status change only; the user who turned email off, of nothing.
    expect(await subjectsTo(colleague)).toEqual([statusSubject]);
    expect(await subjectsTo(quiet)).toEqual([]);
  });
});
