/**
 * Registration from an invite link (spec sections 2, 4; design notes 'Invites'). Each run makes its own invite,
 * so the seeded demo invite stays unused for people trying the portal, whatever order the files run in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Invite } from '../../src/types/domain';
import { launchBrowser, mainNavigation, openApp, waitForPath, withPage } from './support/browser';
import { adminAuth, adminDb, closeBackend, uniqueTag } from './support/backend';
import { DEMO_INVITE_ID, companies, invites } from './support/demoAccounts';
import { eventually } from './support/eventually';

const tag = uniqueTag();
const company = companies.find((candidate) => candidate.id === 'prairie-shelters')!;
/** As the admin SDK writes it: createdDate is dated by the server. */
const invite: Omit<Invite, 'createdDate'> & { createdDate: FieldValue } = {
  id: `e2e-invite-${tag}`,
  email: `new.manager-${tag}@example.com`,
  firstname: 'Noor',
  lastname: 'Hadad',
  company: company.id,
  companyName: company.name,
  admin: false,
  manager: true,
  used: false,
  usedBy: null,
  usedDate: null,
  createdBy: 'demo-manager-ca',
  createdByName: 'Demo Manager',
  createdDate: FieldValue.serverTimestamp(),
  lastSentDate: null,
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await adminDb().collection('invites').doc(invite.id).set(invite);
});

afterAll(async () => {
  await browser?.close();
  const registered = await adminAuth().getUserByEmail(invite.email).catch(() => null);
  if (registered) {
    await adminDb().collection('users').doc(registered.uid).delete();
    await adminAuth().deleteUser(registered.uid);
  }
  await adminDb().collection('invites').doc(invite.id).delete();
  await closeBackend();
});

describe('registering from an invite', () => {
  it("shows the demo invite's company and email without using it up", async () => {
    const demoInvite = invites.find((candidate) => candidate.id === DEMO_INVITE_ID)!;
    await withPage(browser, async (page) => {
      await openApp(page, `/register/${DEMO_INVITE_ID}`);
      const form = page.getByRole('form', { name: 'Registration' });
      await form.waitFor();
      await eventually(() => page.title()).toBe('Register | Dealer Portal');
      expect(await form.getByText(demoInvite.companyName, { exact: true }).isVisible()).toBe(true);
      expect(await form.getByLabel('Email').inputValue()).toBe(demoInvite.email);
      expect(await form.getByLabel('Email').isDisabled()).toBe(true);
      expect(await mainNavigation(page).count()).toBe(0);
      expect((await adminDb().collection('invites').doc(DEMO_INVITE_ID).get()).get('used')).toBe(false);
    });
  });

  it('creates the account from the invite, signs the new user in, and uses the invite up', async () => {
    await withPage(browser, async (page) => {
      await openApp(page, `/register/${invite.id}`);
      const form = page.getByRole('form', { name: 'Registration' });
      await form.waitFor();
      expect(await form.getByText(company.name, { exact: true }).isVisible()).toBe(true);
      expect(await form.getByLabel('Email').inputValue()).toBe(invite.email);
      // The names the inviter typed are filled in; the invitee corrects the misspelt last name.
      expect(await form.getByLabel('First Name').inputValue()).toBe('Noor');
      expect(await form.getByLabel('Last Name').inputValue()).toBe('Hadad');

      await form.getByLabel('Last Name').fill('Haddad');
      await form.getByLabel('Phone').fill('306-555-0188');
      await form.getByLabel(/^Password/).fill('Prairie-2027!');
      await form.getByLabel('Confirm Password').fill('Prairie-2027!');
      await form.getByRole('button', { name: 'Create Account' }).click();

      await waitForPath(page, '/dashboard');
      await mainNavigation(page).waitFor();
      await page.getByText(`Welcome, Noor · ${company.name}`).waitFor();
      // The invite made a manager: the Account menu has Manage Users.
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Manage Users' }).waitFor();
      await page.keyboard.press('Escape');

      const { uid } = await adminAuth().getUserByEmail(invite.email);
      const user = (await adminDb().collection('users').doc(uid).get()).data();
      expect(user).toEqual({
        id: uid,
        company: company.id,
        active: true,
        invite: invite.id,
        data: { firstname: 'Noor', lastname: 'Haddad', email: invite.email, phone: '306-555-0188', sms: false, admin: false, manager: true, language: 'en' },
      });
      // Written in the same commit as the user document.
      const used = (await adminDb().collection('invites').doc(invite.id).get()).data();
      expect(used).toMatchObject({ used: true, usedBy: uid });
      expect(used?.usedDate).toBeInstanceOf(Timestamp);

      // The session survives a reload: the account is real, not just state in the page.
      await page.reload();
      await page.getByText(`Welcome, Noor · ${company.name}`).waitFor();
    });

    // The same link, opened again by anyone, now says it was used.
    await withPage(browser, async (page) => {
      await openApp(page, `/register/${invite.id}`);
      await page.getByText('This invitation has already been used').waitFor();
      expect(await page.getByRole('form', { name: 'Registration' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Go to Login' }).click();
      await waitForPath(page, '/login');
    });
  });

  it('says so when the invite does not exist', async () => {
    await withPage(browser, async (page) => {
      await openApp(page, `/register/no-such-invite-${tag}`);
      await page.getByText('This invitation link is not valid').waitFor();
      expect(await page.getByRole('form', { name: 'Registration' }).count()).toBe(0);
    });
  });
});
