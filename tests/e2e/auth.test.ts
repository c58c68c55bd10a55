/**
 * Signing in and out per role (spec sections 2, 4, 5, 8): where each role lands, the menus it gets, the page
 * title, the sign-in error and the login form's validation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  launchBrowser,
  mainNavigation,
  openApp,
  pathOf,
  signIn,
  signInToDashboard,
  signOutThroughMenu,
  waitForPath,
  withPage,
} from './support/browser';
import { ADMIN, DEALER_CA, MANAGER_CA, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';

const ADMIN_MENU_ITEMS = [
  'Manage Parts',
  'Manage Dealers',
  'Manage Users',
  'Add Resources',
  'Pending Warranty Requests',
  'Pending Change Requests',
  'Reports',
  'Send Notification',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A real mouse click in the middle of an element: move there, press, release (no retargeting in between). */
async function clickWithMouse(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to click is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

/** Opens a menu of the bar, returns its item labels and closes it again. */
async function menuItems(page: Page, button: string): Promise<string[]> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const labels = (await menu.getByRole('menuitem').allInnerTexts()).map((label) => label.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return labels;
}

describe('signing in per role', () => {
  const cases = [
    { role: 'admin', uid: ADMIN, adminMenu: true, manageUsers: false },
    { role: 'manager', uid: MANAGER_CA, adminMenu: false, manageUsers: true },
    { role: 'dealer', uid: DEALER_CA, adminMenu: false, manageUsers: false },
  ] as const;

  for (const { role, uid, adminMenu, manageUsers } of cases) {
    it(`takes the ${role} to the dashboard with the ${role}'s menus, and signs out to the login page`, async () => {
      const account = demoAccount(uid);
      await withPage(browser, async (page) => {
        await signInToDashboard(page, account.email, account.password);
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        await eventually(() => page.title()).toBe('Dashboard | Dealer Portal');

        const nav = mainNavigation(page);
        for (const menu of ['Sales', 'Resources', 'University', 'Support']) {
          expect(await nav.getByRole('button', { name: menu, exact: true }).isVisible()).toBe(true);
        }
        expect(await nav.getByRole('button', { name: 'Admin', exact: true }).count()).toBe(adminMenu ? 1 : 0);
        if (adminMenu) expect(await menuItems(page, 'Admin')).toEqual(ADMIN_MENU_ITEMS);

        const accountItems = await menuItems(page, 'Account');
        expect(accountItems).toEqual(manageUsers ? ['Profile', 'Sign Out', 'Manage Users', 'Dealer Profile'] : ['Profile', 'Sign Out']);

        await signOutThroughMenu(page);
        await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
        await eventually(() => page.title()).toBe('Login | Dealer Portal');
        expect(await mainNavigation(page).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Account', exact: true }).count()).toBe(0);
      });
    });
  }

  it('titles each route after its name', async () => {
    const account = demoAccount(DEALER_CA);
    await withPage(browser, async (page) => {
      await signInToDashboard(page, account.email, account.password);
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await waitForPath(page, '/user');
      await eventually(() => page.title()).toBe('Profile | Dealer Portal');

      await page.getByRole('link', { name: 'Dealer Portal dashboard' }).click();
      await waitForPath(page, '/dashboard');
      await eventually(() => page.title()).toBe('Dashboard | Dealer Portal');
    });
  });
});

describe('the login form', () => {
  it('shows the sign-in error in an alert that can be closed, and stays on the login page', async () => {
    const account = demoAccount(DEALER_CA);
    await withPage(browser, async (page) => {
      await openApp(page, '/login');
      await signIn(page, account.email, 'not-the-password');
      const alert = page.getByRole('form', { name: 'Login' }).getByRole('alert');
      await alert.waitFor();
      // The alert carries the failed attempt's own message, in words a dealer understands.
      expect(await alert.innerText()).toContain('The email or password is wrong.');
      expect(await alert.innerText()).not.toMatch(/Firebase|auth\//);
      expect(pathOf(page)).toBe('/login');
      expect(await mainNavigation(page).count()).toBe(0);

      await alert.getByRole('button', { name: 'Close' }).click();
      await alert.waitFor({ state: 'detached' });

      // The same form then signs in with the right password.
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await waitForPath(page, '/dashboard');
    });
  });

  it('keeps Login disabled until the form is valid and explains each field on blur', async () => {
    await withPage(browser, async (page) => {
      await openApp(page, '/login');
      const login = page.getByRole('button', { name: 'Login', exact: true });
      const email = page.getByLabel('Email', { exact: true });
      const password = page.getByLabel('Password', { exact: true });
      const form = page.getByRole('form', { name: 'Login' });
      await login.waitFor();
      expect(await login.isDisabled()).toBe(true);

      // Nothing is reported before a field was left.
      expect(await form.getByText('This field is required.').count()).toBe(0);
      await email.focus();
      await email.blur();
      await form.getByText('This field is required.').waitFor();

      await email.fill('dealer.ca');
      await email.blur();
      await form.getByText('This must be a valid email address.').waitFor();
      expect(await form.getByText('This field is required.').count()).toBe(0);
      expect(await login.isDisabled()).toBe(true);

      await email.fill('dealer.ca@example.com');
      await email.blur();
      await form.getByText('This must be a valid email address.').waitFor({ state: 'detached' });
      // A valid email alone is not enough: the password is required too.
      expect(await login.isDisabled()).toBe(true);

      await password.focus();
      await password.blur();
      await form.getByText('This field is required.').waitFor();
      expect(await login.isDisabled()).toBe(true);

      await password.fill('anything');
      await eventually(() => login.isEnabled()).toBe(true);
      await password.blur();
      await form.getByText('This field is required.').waitFor({ state: 'detached' });

      await email.fill('');
      await eventually(() => login.isDisabled()).toBe(true);
    });
  });

  it('opens the recovery dialog with one real click after visiting both fields (a message on blur moves nothing)', async () => {
    await withPage(browser, async (page) => {
      await openApp(page, '/login');
      const form = page.getByRole('form', { name: 'Login' });
      const email = page.getByLabel('Email', { exact: true });
      const password = page.getByLabel('Password', { exact: true });
      // By its text: once the dialog is open, the page behind it is hidden from role queries.
      const forgot = page.getByText('I forgot my password', { exact: true });
      await forgot.waitFor();

      await clickWithMouse(page, email);
      await clickWithMouse(page, password);
      // Leaving the email field reported it; the password field is still focused.
      await form.getByText('This field is required.').waitFor();
      expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);

      const before = await forgot.boundingBox();
      // One press and release where the link is: the press blurs the password field, whose message appears.
      await clickWithMouse(page, forgot);
      await page.getByRole('dialog', { name: 'Recover Password' }).waitFor();
      // Both fields report it (the open dialog hides the form from role queries, not from text ones).
      expect(await page.getByText('This field is required.').count()).toBe(2);
      expect(await forgot.boundingBox()).toEqual(before);
    });
  });

  it('shows and hides the password with its toggle', async () => {
    await withPage(browser, async (page) => {
      await openApp(page, '/login');
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('secret-value');
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await eventually(() => password.getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Hide password' }).click();
      await eventually(() => password.getAttribute('type')).toBe('password');
    });
  });
});
