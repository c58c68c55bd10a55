/**
 * Accessibility of the foundation's screens in the real app: an axe-core scan (WCAG 2.1 A and AA, failing on
 * serious and critical findings) of the login page, the dashboard, the Notification Dashboard, the profile and
 * Send Notification, with the top navigation and its menus open, in the light theme and the dark one.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { launchBrowser, mainNavigation, navigateInApp, openApp, signInToDashboard, waitForPath, withPage } from './support/browser';
import { ADMIN, demoAccount } from './support/demoAccounts';

const admin = demoAccount(ADMIN);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The screens signed-in users reach, each with the heading that says it has rendered. */
const SCREENS = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/notifications', heading: 'Notification Dashboard' },
  { path: '/user', heading: 'Profile' },
  { path: '/admin/notification/send', heading: 'Send Notification' },
] as const;

/** The pointer leaves, so no hover tooltip opens over what is scanned (the scan itself waits for fades to end). */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
}

/** Shows a screen in the app (signed in already), as its links do, and scans it once its data has loaded. */
async function scanScreen(page: Page, path: string, heading: string, theme: string): Promise<void> {
  await navigateInApp(page, path);
  await waitForPath(page, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await mainNavigation(page).waitFor();
  // Loading states end before the scan: it judges the screen as the user reads it.
  await page.getByRole('status').filter({ hasText: 'Loading' }).first().waitFor({ state: 'detached' });
  await settle(page);
  await expectNoSeriousViolations(page, `${path} (${theme})`);
}

/** Opens a menu of the top bar, scans the page with it open, and closes it again. */
async function scanMenu(page: Page, button: string | RegExp, menu: string, theme: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
  const opened = page.getByRole('menu', { name: menu });
  await opened.waitFor();
  await opened.getByRole('menuitem').first().waitFor();
  await settle(page);
  await expectNoSeriousViolations(page, `${menu} menu (${theme})`);
  await page.keyboard.press('Escape');
  await opened.waitFor({ state: 'hidden' });
}

async function scanLogin(page: Page, theme: string): Promise<void> {
  await openApp(page, '/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await settle(page);
  await expectNoSeriousViolations(page, `/login (${theme})`);

  // With a field's message showing and the recovery dialog open.
  await page.getByLabel('Email', { exact: true }).focus();
  await page.getByLabel('Email', { exact: true }).blur();
  await page.getByText('This field is required.').waitFor();
  await page.getByRole('button', { name: 'I forgot my password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recover Password' });
  await dialog.waitFor();
  await settle(page);
  await expectNoSeriousViolations(page, `recovery dialog (${theme})`);
}

async function scanScreens(page: Page, theme: string): Promise<void> {
  for (const { path, heading } of SCREENS) await scanScreen(page, path, heading, theme);
}

async function scanMenus(page: Page, theme: string): Promise<void> {
  await scanScreen(page, '/dashboard', 'Dashboard', theme);
  await scanMenu(page, 'Account', 'Account', theme);
  await scanMenu(page, /^Notifications/, 'Notifications', theme);
  await scanMenu(page, 'Sales', 'Sales', theme);
  await scanMenu(page, 'Admin', 'Admin', theme);
}

async function signInAsAdmin(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await signInToDashboard(page, admin.email, admin.password);
  if (theme === 'dark') {
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  }
}

/** A scan takes seconds on a busy machine and each journey makes several. */
const JOURNEY_TIMEOUT_MS = 150_000;

describe.each(['light', 'dark'] as const)('accessibility scans in the %s theme', (theme) => {
  it('find nothing serious on the login page, with a message showing and the recovery dialog open', async () => {
    await withPage(browser, async (page) => {
      if (theme === 'dark') {
        // The choice is kept by the browser: made while signed in, it holds on the login page after signing out.
        await signInAsAdmin(page, theme);
        await page.getByRole('button', { name: 'Account', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Sign Out' }).click();
        await waitForPath(page, '/login');
      }
      await scanLogin(page, theme);
    });
  }, JOURNEY_TIMEOUT_MS);

  it('find nothing serious on the dashboard, the Notification Dashboard, the profile and Send Notification', async () => {
    await withPage(browser, async (page) => {
      await signInAsAdmin(page, theme);
      await scanScreens(page, theme);
    });
  }, JOURNEY_TIMEOUT_MS);

  it('find nothing serious with the Account, bell, Sales and Admin menus open', async () => {
    await withPage(browser, async (page) => {
      await signInAsAdmin(page, theme);
      await scanMenus(page, theme);
    });
  }, JOURNEY_TIMEOUT_MS);
});
