/**
 * The built app as Firebase Hosting serves it: the official Hosting emulator serves the end-to-end build with
 * firebase.json's rewrites and headers (scripts/stack.ts widens only the Content-Security-Policy's endpoints, to
 * the local stack's origins). The headers are what production sends, and the app works under that policy:
 * Chromium reports no violation while a dealer and an admin use the main screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TEST_PORTS } from '../../scripts/stack.js';
import { STORAGE_RULES_SEE_NO_FIRESTORE, skipOnGoogleFirestore } from '../support/googleFirestore';
import { launchBrowser, mainNavigation, navigateInApp, signIn, waitForPath, withPage } from './support/browser';
import { ADMIN, DEALER_CA, demoAccount } from './support/demoAccounts';

const HOSTING_URL = `http://127.0.0.1:${TEST_PORTS.hosting}`;
/** The local stack's origins, which the served policy adds where production names Google's endpoints. */
const stackOrigins = () => [TEST_PORTS.firestore, TEST_PORTS.storage, TEST_PORTS.auth, TEST_PORTS.functions].map((port) => `http://127.0.0.1:${port}`);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('hosting headers', () => {
  it('serves every path as the app, never cached, with the security headers', async () => {
    const response = await fetch(`${HOSTING_URL}/orders/view/100001`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');

    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // Plugins only for the PDF previews of the resource library, from Storage.
    expect(csp.get('object-src')).toEqual(['https://firebasestorage.googleapis.com', ...stackOrigins()]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toContain('https://firestore.googleapis.com');
  });

  it('caches the hashed assets for a year', async () => {
    const html = await (await fetch(`${HOSTING_URL}/`)).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${HOSTING_URL}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

async function signInOnHosting(page: Page, uid: string): Promise<void> {
  const account = demoAccount(uid);
  await page.goto(`${HOSTING_URL}/login`);
  await signIn(page, account.email, account.password);
  await waitForPath(page, '/dashboard');
  await mainNavigation(page).waitFor();
}

/** Client-side navigation through the app's own links keeps the page (and its policy) as a user's would. */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await navigateInApp(page, path);
  await waitForPath(page, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('the app under the production Content-Security-Policy', () => {
  it('lets a dealer sign in and use the dashboard, their orders, resources, notifications and profile', async (context) => {
    skipOnGoogleFirestore(context, STORAGE_RULES_SEE_NO_FIRESTORE);
    await withPage(browser, async (page) => {
      const violations = await recordViolations(page);
      await signInOnHosting(page, DEALER_CA);
      await visit(page, '/orders', 'Active Orders');
      await page.getByRole('grid').waitFor();
      await visit(page, '/resources/marketing', 'Marketing Resources');
      for (const title of ['Fabric Buildings Brochure', 'Logo, Full Colour']) {
        await page.getByRole('button', { name: `Preview ${title}` }).click();
        const preview = page.getByRole('dialog');
        await preview.locator('img, object').first().waitFor();
        await page.keyboard.press('Escape');
        await preview.waitFor({ state: 'detached' });
      }
      await visit(page, '/notifications', 'Notification Dashboard');
      await visit(page, '/user', 'Profile');
      expect(violations).toEqual([]);
    });
  });

  it('lets an admin use the back office screens', async () => {
    await withPage(browser, async (page) => {
      const violations = await recordViolations(page);
      await signInOnHosting(page, ADMIN);
      await visit(page, '/admin/parts', 'Manage Parts');
      await page.getByRole('grid').waitFor();
      await visit(page, '/admin/reports', 'Reports');
      expect(violations).toEqual([]);
    });
  });
});
