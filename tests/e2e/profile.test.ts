/**
 * The profile screen (/user): a dealer's own details and SMS opt-in, saved to the user document, and the password
 * change checked by the auth service. A dealer made for this file keeps the demo accounts as they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openApp, signIn, signInToDashboard, signOutThroughMenu, waitForPath, withPage } from './support/browser';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, type TestAccount } from './support/backend';
import { eventually } from './support/eventually';

let browser: Browser;
let dealer: TestAccount;

beforeAll(async () => {
  browser = await launchBrowser();
  dealer = await createTestAccount('profile-dealer', {
    company: 'prairie-shelters',
    firstname: 'Pat',
    lastname: 'Lindqvist',
    phone: '',
    sms: false,
  });
});

afterAll(async () => {
  await browser?.close();
  if (dealer) await deleteTestAccounts([dealer]);
  await closeBackend();
});

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await waitForPath(page, '/user');
  const form = page.getByRole('form', { name: 'Profile' });
  await form.waitFor();
  return form;
}

async function storedData(uid: string) {
  return (await adminDb().collection('users').doc(uid).get()).get('data') as Record<string, unknown>;
}

describe('editing the profile', () => {
  it('saves name, phone and SMS opt-in, which survive a reload and reach the user document', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      let form = await openProfile(page);
      await eventually(() => page.title()).toBe('Profile | Dealer Portal');
      expect(await form.getByLabel('First Name').inputValue()).toBe('Pat');
      expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(dealer.email);
      expect(await form.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);

      const sms = form.getByRole('checkbox', { name: /Send me text messages/ });
      // Opting in without a phone number is refused with the reason, and nothing is written.
      await sms.check();
      await form.getByRole('button', { name: 'Save Profile' }).click();
      await form.getByText('A phone number is required to receive text messages.').waitFor();
      expect(await storedData(dealer.uid)).toMatchObject({ sms: false, phone: '' });

      await form.getByLabel('First Name').fill('Patricia');
      await form.getByLabel('Phone').fill('+1 306 555 0177');
      await form.getByLabel('Phone').blur();
      await form.getByText('A phone number is required to receive text messages.').waitFor({ state: 'detached' });
      await form.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText('Your profile was saved.', { exact: true }).waitFor();
      await eventually(() => storedData(dealer.uid)).toMatchObject({
        firstname: 'Patricia',
        lastname: 'Lindqvist',
        phone: '+1 306 555 0177',
        sms: true,
        email: dealer.email,
        admin: false,
        manager: false,
      });

      await page.reload();
      form = page.getByRole('form', { name: 'Profile' });
      await form.waitFor();
      expect(await form.getByLabel('First Name').inputValue()).toBe('Patricia');
      // Shown formatted for its country; stored as typed.
      expect(await form.getByLabel('Phone').inputValue()).toBe('(306) 555-0177');
      expect(await form.getByRole('checkbox', { name: /Send me text messages/ }).isChecked()).toBe(true);
      // The session picked the new name up too.
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menu').getByText('Patricia Lindqvist').waitFor();
      await page.keyboard.press('Escape');

      // Clearing the phone while opted in is refused again; the stored phone stays.
      await form.getByLabel('Phone').fill('');
      await form.getByRole('button', { name: 'Save Profile' }).click();
      await form.getByText('A phone number is required to receive text messages.').waitFor();
      expect(await storedData(dealer.uid)).toMatchObject({ phone: '+1 306 555 0177', sms: true });
    });
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password, then changes it with the right one so the new one signs in', async () => {
    const newPassword = `${dealer.password}-new`;
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await openProfile(page);
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current Password').fill('not-my-password');
      await form.getByLabel(/^New Password/).fill(newPassword);
      await form.getByLabel('Confirm New Password').fill(newPassword);
      await form.getByRole('button', { name: 'Change Password' }).click();
      const alert = form.getByRole('alert');
      await alert.getByText('The current password is incorrect.').waitFor();

      await form.getByLabel('Current Password').fill(dealer.password);
      await form.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Your password was changed.', { exact: true }).waitFor();
      await alert.waitFor({ state: 'detached' });
      expect(await form.getByLabel('Current Password').inputValue()).toBe('');

      await signOutThroughMenu(page);
      // The old password no longer works.
      await signIn(page, dealer.email, dealer.password);
      const signInError = page.getByRole('form', { name: 'Login' }).getByRole('alert');
      await signInError.waitFor();
      expect(await signInError.innerText()).toContain('The email or password is wrong.');

      await openApp(page, '/login');
      await signIn(page, dealer.email, newPassword);
      await waitForPath(page, '/dashboard');
    });
  });
});
