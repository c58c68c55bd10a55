/**
 * The route guard in the real app (spec section 2, 'Route guard and redirects'): a signed-out visit is sent to
 * /login and restored after sign-in, role routes are out of a dealer's reach whether loaded directly or
 * navigated to in the app, and signed-in users skip the login page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { launchBrowser, mainNavigation, openApp, pathOf, signIn, signInToDashboard, waitForPath, withPage } from './support/browser';
import { adminDb, closeBackend, uniqueTag } from './support/backend';
import { DEALER_US, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';

const REJECTED_ROUTE_KEY = 'dealer-portal.rejected-route';
const dealer = demoAccount(DEALER_US);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeBackend();
});

function rememberedRoute(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), REJECTED_ROUTE_KEY);
}

function sendNotificationHeading(page: Page) {
  return page.getByRole('heading', { name: 'Send Notification' });
}

describe('signed-out visitors', () => {
  it('are sent to /login, and after signing in land on the page they asked for, which is then forgotten', async () => {
    await withPage(browser, async (page) => {
      await openApp(page, '/notifications');
      await waitForPath(page, '/login');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await mainNavigation(page).count()).toBe(0);
      expect(await rememberedRoute(page)).toBe('/notifications');

      await signIn(page, dealer.email, dealer.password);
      await waitForPath(page, '/notifications');
      await page.getByRole('heading', { name: 'Notification Dashboard' }).waitFor();
      await eventually(() => page.title()).toBe('Notification Dashboard | Dealer Portal');
      await eventually(() => rememberedRoute(page)).toBeNull();

      // Forgotten: the next sign-in goes to the dashboard.
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await waitForPath(page, '/login');
      expect(await rememberedRoute(page)).toBeNull();
      await signIn(page, dealer.email, dealer.password);
      await waitForPath(page, '/dashboard');
    });
  });

  it('opening a path without a screen are sent to /login too, and see the not-found page there after signing in', async () => {
    await withPage(browser, async (page) => {
      await openApp(page, '/foo/bar');
      await waitForPath(page, '/login');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
      expect(await rememberedRoute(page)).toBe('/foo/bar');

      await signIn(page, dealer.email, dealer.password);
      await waitForPath(page, '/foo/bar');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await mainNavigation(page).waitFor();
      await eventually(() => rememberedRoute(page)).toBeNull();
    });
  });

  it('opening order history are sent to /login and it is remembered', async () => {
    await withPage(browser, async (page) => {
      await openApp(page, '/orders/history');
      await waitForPath(page, '/login');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
      expect(await rememberedRoute(page)).toBe('/orders/history');
      await signIn(page, dealer.email, dealer.password);
      await waitForPath(page, '/orders/history');
    });
  });

  it('who asked for an admin route land on the dashboard when a dealer signs in', async () => {
    await withPage(browser, async (page) => {
      await openApp(page, '/admin/notification/send');
      await waitForPath(page, '/login');
      expect(await rememberedRoute(page)).toBe('/admin/notification/send');
      await signIn(page, dealer.email, dealer.password);
      await waitForPath(page, '/dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(await sendNotificationHeading(page).count()).toBe(0);
      await eventually(() => rememberedRoute(page)).toBeNull();
    });
  });
});

describe('a signed-in dealer', () => {
  it('opening an admin route directly ends on the dashboard without seeing the admin screen', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await openApp(page, '/admin/notification/send');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(pathOf(page)).toBe('/dashboard');
      expect(await sendNotificationHeading(page).count()).toBe(0);
      expect(await page.getByLabel('Subject').count()).toBe(0);
      await eventually(() => page.title()).toBe('Dashboard | Dealer Portal');
    });
  });

  it('following an in-app link to an admin route stays where they are, silently, and can navigate on', async () => {
    // A notification whose jump-to-page link points at an admin screen: an in-app navigation a dealer can make.
    const id = `e2e-guard-${uniqueTag()}`;
    const subject = `Admin link ${id}`;
    await adminDb()
      .collection('notifications')
      .doc(id)
      .set({
        recipient: dealer.uid,
        status: 'active',
        data: {
          subject,
          body: { message: 'This link leads to an admin page.' },
          link: '/admin/notification/send',
          createdBy: 'demo-admin',
          createdByName: 'Alex Morgan',
          createdDate: FieldValue.serverTimestamp(),
        },
      });
    try {
      await withPage(browser, async (page) => {
        await signInToDashboard(page, dealer.email, dealer.password);
        const historyLength = await page.evaluate(() => window.history.length);

        await page.getByRole('button', { name: /^Notifications/ }).click();
        await page.getByRole('menuitem', { name: new RegExp(subject) }).click();
        const dialog = page.getByRole('dialog', { name: subject });
        await dialog.waitFor();
        await dialog.getByRole('link', { name: 'Jump to page' }).click();
        await dialog.waitFor({ state: 'detached' });

        expect(pathOf(page)).toBe('/dashboard');
        expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        expect(await sendNotificationHeading(page).count()).toBe(0);
        // Silent: no message about it.
        expect(await page.getByRole('alert').count()).toBe(0);

        // The blocked attempt leaves navigation working.
        await page.getByRole('link', { name: /^Notification Dashboard/ }).click();
        await waitForPath(page, '/notifications');
        await page.getByRole('heading', { name: 'Notification Dashboard' }).waitFor();
      });
    } finally {
      await adminDb().collection('notifications').doc(id).delete();
    }
  });
});

describe('a signed-in user opening /login', () => {
  it('is sent on to the dashboard', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await openApp(page, '/login');
      await waitForPath(page, '/dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);

      // The root path forwards to /login, which forwards a signed-in user to the dashboard too.
      await openApp(page, '/');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(pathOf(page)).toBe('/dashboard');
    });
  });
});
