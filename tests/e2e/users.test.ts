/**
 * Users journeys (issue 7, Users): a manager invites a user, who registers through the link on the success page
 * and signs in; an admin disables a user, who can no longer sign in, then enables them again; a manager of one
 * company sees neither another company's users nor its invites, and cannot open them. Every users screen passes
 * axe, with its dialogs open where it has them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { chooseOption } from './support/controls';
import { expectNoSeriousViolations } from './support/axe';
import { adminAuth, adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from './support/backend';
import { baseUrl, launchBrowser, mainNavigation, newPage, openApp, pathOf, signIn, signInToDashboard, signOutThroughMenu, waitForPath } from './support/browser';
import { eventually } from './support/eventually';
import { testCompany } from './support/orderViewFixtures';

const tag = uniqueTag();
const companyA = testCompany(`users-a-${tag}`, `Aspen Shelters ${tag}`);
const companyB = testCompany(`users-b-${tag}`, `Birch Domes ${tag}`);
const hq = testCompany(`users-hq-${tag}`, `Head Office ${tag}`);
/** A last name no other run or file has, for the admin's search. */
const zephyr = `Zephyr${tag}`;
const invitee = { email: `invitee-${tag}@example.com`, firstname: 'Noor', lastname: `Haddad${tag}`, password: 'Prairie-2027!' };
const inviteB = {
  id: `users-invite-b-${tag}-0123456789`,
  email: `b-invitee-${tag}@example.com`,
  firstname: 'Bea',
  lastname: 'Birch',
  company: companyB.id,
  companyName: companyB.name,
  admin: false,
  manager: false,
  used: false,
  usedBy: null,
  usedDate: null,
  createdBy: 'someone',
  createdByName: 'Someone Else',
  createdDate: FieldValue.serverTimestamp(),
  lastSentDate: null,
};

let managerA: TestAccount;
let dealerA: TestAccount;
let adminA: TestAccount;
let userB: TestAccount;
let admin: TestAccount;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const db = adminDb();
  await Promise.all([companyA, companyB, hq].map((c) => db.collection('companies').doc(c.id).set({ ...c, nameLower: c.name.toLowerCase() })));
  [managerA, dealerA, adminA, userB, admin] = await Promise.all([
    createTestAccount('usersmanager', { company: companyA.id, firstname: 'Maya', lastname: `Aspen${tag}`, manager: true }),
    createTestAccount('usersdealer', { company: companyA.id, firstname: 'Zoe', lastname: zephyr, phone: '306-555-0150' }),
    createTestAccount('usersadmina', { company: companyA.id, firstname: 'Abe', lastname: `Aspen${tag}`, admin: true }),
    createTestAccount('usersb', { company: companyB.id, firstname: 'Bo', lastname: `Birch${tag}` }),
    createTestAccount('usersadmin', { company: hq.id, firstname: 'Ada', lastname: `Admin${tag}`, admin: true }),
  ]);
  await db.collection('invites').doc(inviteB.id).set(inviteB);
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  const db = adminDb();
  const registered = await adminAuth().getUserByEmail(invitee.email).catch(() => null);
  if (registered) {
    await db.collection('users').doc(registered.uid).delete();
    await adminAuth().deleteUser(registered.uid);
  }
  const invites = await db.collection('invites').where('company', 'in', [companyA.id, companyB.id]).get();
  await Promise.all(invites.docs.map((doc) => doc.ref.delete()));
  await deleteTestAccounts([managerA, dealerA, adminA, userB, admin].filter(Boolean));
  await Promise.all([companyA, companyB, hq].map((c) => db.collection('companies').doc(c.id).delete()));
  await closeBackend();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser);
  contexts.push(opened.context);
  return opened;
}

async function signedInPage(account: { email: string; password: string }): Promise<Page> {
  const { page } = await freshPage();
  await signInToDashboard(page, account.email, account.password);
  return page;
}

function usersGrid(page: Page) {
  return page.getByRole('grid', { name: 'Users' });
}

function invitesGrid(page: Page) {
  return page.getByRole('grid', { name: 'Pending Invites' });
}

function userRow(page: Page, text: string) {
  return usersGrid(page).getByRole('row').filter({ hasText: text });
}

describe('a manager invites a user', () => {
  // A manager's three screens with their scans, then a registration in a second session: 8 to 24 s seen on two busy cores.
  it('sends the invitation, and the invited person registers through its link and signs in', { timeout: 120_000 }, async () => {
    const page = await signedInPage(managerA);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manage Users' }).click();
    await waitForPath(page, '/manager/users');
    await userRow(page, zephyr).waitFor();
    await eventually(() => page.title()).toBe('Manage Users | Dealer Portal');
    await page.getByText('No invitations are waiting to be used.').waitFor();
    await expectNoSeriousViolations(page, '/manager/users');

    await page.getByRole('link', { name: 'Invite User' }).click();
    await waitForPath(page, '/manager/users/invite');
    const form = page.getByRole('form', { name: 'Invite User' });
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await form.getByText('This field is required.').first().waitFor();
    expect(await form.getByRole('checkbox', { name: 'Admin' }).count()).toBe(0);
    expect(await form.getByLabel('Company').inputValue()).toBe(companyA.name);
    await expectNoSeriousViolations(page, '/manager/users/invite (errors shown)');

    await form.getByLabel('Email').fill(invitee.email.toUpperCase());
    await form.getByLabel('First Name').fill(invitee.firstname);
    await form.getByLabel('Last Name').fill(invitee.lastname);
    await form.getByRole('button', { name: 'Send Invitation' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/manager/users/invite/success/'));
    const inviteId = pathOf(page).split('/').at(-1)!;
    const link = page.getByLabel('Registration link');
    await link.waitFor();
    expect(await link.inputValue()).toBe(new URL(`/register/${inviteId}`, baseUrl()).toString());
    await page.getByText(`${invitee.firstname} ${invitee.lastname}`).waitFor();
    await eventually(() => page.title()).toBe('User Invited | Dealer Portal');

    const stored = (await adminDb().collection('invites').doc(inviteId).get()).data();
    expect(stored).toMatchObject({
      id: inviteId,
      email: invitee.email,
      firstname: invitee.firstname,
      lastname: invitee.lastname,
      company: companyA.id,
      companyName: companyA.name,
      admin: false,
      manager: false,
      used: false,
      createdBy: managerA.uid,
    });
    // The invitation mail (SENDMAIL) went to the invitee with this link, built on the server.
    await page.getByText(`An email with this link was sent to ${invitee.email}`).waitFor();
    await eventually(async () => {
      const mails = await adminDb().collection('outbox').where('to', 'array-contains', invitee.email).get();
      return mails.docs.map((mail) => String(mail.get('text') ?? ''));
    }).toEqual([expect.stringContaining(`/register/${inviteId}`)]);
    await expectNoSeriousViolations(page, '/manager/users/invite/success');

    // Copy puts the link on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    const registrationUrl = await link.inputValue();

    await page.getByRole('link', { name: 'Back to Users' }).click();
    await waitForPath(page, '/manager/users');
    await invitesGrid(page).getByText(invitee.email).waitFor();

    // The invited person, in a browser of their own.
    const { page: guest } = await freshPage();
    await guest.goto(registrationUrl);
    const registration = guest.getByRole('form', { name: 'Registration' });
    await registration.waitFor();
    expect(await registration.getByLabel('Email').inputValue()).toBe(invitee.email);
    await registration.getByLabel('First Name').fill(invitee.firstname);
    await registration.getByLabel('Last Name').fill(invitee.lastname);
    await registration.getByLabel('Phone').fill('306-555-0181');
    await registration.getByLabel(/^Password/).fill(invitee.password);
    await registration.getByLabel('Confirm Password').fill(invitee.password);
    await registration.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(guest, '/dashboard');
    await mainNavigation(guest).waitFor();

    // Signing in again later works too.
    await signOutThroughMenu(guest);
    await signIn(guest, invitee.email, invitee.password);
    await waitForPath(guest, '/dashboard');
    await mainNavigation(guest).waitFor();

    // The manager's screen follows: the invite is used, the new user is listed.
    await eventually(() => invitesGrid(page).getByText(invitee.email).count()).toBe(0);
    await userRow(page, invitee.lastname).waitFor();
  });
});

describe('an admin disables and enables a user', () => {
  // An admin and the user in two sessions, three sign-ins: 10 to 23 s seen on a busy two-core machine.
  it('a disabled user cannot sign in until an admin enables them again', { timeout: 120_000 }, async () => {
    const page = await signedInPage(admin);
    await openApp(page, '/admin/users');
    await page.getByLabel('Last name starts with').fill(zephyr.toLowerCase());
    const row = userRow(page, zephyr);
    await row.waitFor();
    await row.getByRole('button', { name: `Disable Zoe ${zephyr}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable Zoe ${zephyr}?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/no longer be able to sign in.*order history are kept/);
    await expectNoSeriousViolations(page, '/admin/users (disable dialog)');
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await page.getByText(`Zoe ${zephyr} was disabled and can no longer sign in.`).waitFor();
    // The list shows active users: the row leaves it.
    await eventually(() => row.count()).toBe(0);
    expect((await adminDb().collection('users').doc(dealerA.uid).get()).get('active')).toBe(false);
    expect((await adminAuth().getUser(dealerA.uid)).disabled).toBe(true);

    const { page: dealerPage } = await freshPage();
    await openApp(dealerPage, '/login');
    await signIn(dealerPage, dealerA.email, dealerA.password);
    const refusal = dealerPage.getByRole('alert').filter({ hasText: 'This account has been disabled. Please contact your administrator.' });
    await refusal.waitFor();
    expect(pathOf(dealerPage)).toBe('/login');

    await chooseOption(page, 'Status', 'Disabled');
    const disabledRow = userRow(page, zephyr);
    await disabledRow.getByText('Disabled').waitFor();
    await disabledRow.getByRole('button', { name: `Enable Zoe ${zephyr}` }).click();
    const enable = page.getByRole('dialog', { name: `Enable Zoe ${zephyr}?` });
    await enable.getByRole('button', { name: 'Enable', exact: true }).click();
    await page.getByText(`Zoe ${zephyr} was enabled and can sign in again.`).waitFor();
    await eventually(() => disabledRow.count()).toBe(0);
    expect((await adminAuth().getUser(dealerA.uid)).disabled).toBe(false);

    await signIn(dealerPage, dealerA.email, dealerA.password);
    await waitForPath(dealerPage, '/dashboard');
    await mainNavigation(dealerPage).waitFor();
  });

  it("edits a user's roles and company, and the edit screen passes axe", async () => {
    const page = await signedInPage(admin);
    await openApp(page, `/admin/users/edit/${userB.uid}`);
    const form = page.getByRole('form', { name: 'Edit User' });
    await form.waitFor();
    await eventually(() => page.title()).toBe('Edit User | Dealer Portal');
    expect(await form.getByLabel('Email').inputValue()).toBe(userB.email);
    await expectNoSeriousViolations(page, '/admin/users/edit');
    await form.getByLabel('Phone').fill('806-555-0123');
    await form.getByRole('checkbox', { name: 'Manager' }).check();
    await chooseOption(page, 'Company', companyA.name);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`Bo Birch${tag} was saved.`).waitFor();
    expect((await adminDb().collection('users').doc(userB.uid).get()).data()).toEqual({
      ...userB.user,
      company: companyA.id,
      data: { ...userB.user.data, phone: '806-555-0123', manager: true },
    });
    // Back where it was, for the journey of company B's manager view below.
    await chooseOption(page, 'Company', companyB.name);
    await form.getByRole('checkbox', { name: 'Manager' }).uncheck();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(async () => (await adminDb().collection('users').doc(userB.uid).get()).get('company')).toBe(companyB.id);

    // The admin's invite form offers every company and the admin role.
    await openApp(page, '/admin/users/invite');
    await page.getByRole('form', { name: 'Invite User' }).getByRole('checkbox', { name: 'Admin' }).waitFor();
    await expectNoSeriousViolations(page, '/admin/users/invite');
  });
});

describe("a manager of one company and another company's users", () => {
  it("sees neither the other company's users nor its invites, and cannot open them", async () => {
    const page = await signedInPage(managerA);
    await openApp(page, '/manager/users?status=all');
    await userRow(page, zephyr).waitFor();
    await invitesGrid(page).or(page.getByText('No invitations are waiting to be used.')).first().waitFor();
    expect(await usersGrid(page).getByText(`Birch${tag}`).count()).toBe(0);
    expect(await page.getByText(inviteB.email).count()).toBe(0);
    // An admin of the company is listed, but a manager may not act on them.
    expect(await userRow(page, `Abe Aspen${tag}`).getByRole('button').count()).toBe(0);

    await openApp(page, `/manager/users/edit/${userB.uid}`);
    await page.getByText('User not found').waitFor();
    expect(await page.getByRole('form', { name: 'Edit User' }).count()).toBe(0);
    await expectNoSeriousViolations(page, '/manager/users/edit (not found)');

    await openApp(page, `/manager/users/edit/${adminA.uid}`);
    await page.getByText('User not found').waitFor();

    await openApp(page, `/manager/users/invite/success/${inviteB.id}`);
    await page.getByText('Invitation not found').waitFor();
    expect(await page.getByLabel('Registration link').count()).toBe(0);

    // Their own company's user opens, with the manager's fields only.
    await openApp(page, `/manager/users/edit/${dealerA.uid}`);
    const form = page.getByRole('form', { name: 'Edit User' });
    await form.waitFor();
    expect(await form.getByRole('checkbox', { name: 'Admin' }).count()).toBe(0);
    expect(await form.getByRole('combobox', { name: 'Company' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Disable User' }).click();
    await page.getByRole('dialog', { name: `Disable Zoe ${zephyr}?` }).waitFor();
    await expectNoSeriousViolations(page, '/manager/users/edit (disable dialog)');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});
