/** One Chromium per test file; a fresh context (no shared session) per journey. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.js';

/** Generous for a shared two-core machine; every wait is for a state, never a fixed delay. */
export const UI_TIMEOUT_MS = 20_000;

/** Wide enough for every top-level menu (the Admin menu included) to sit in the bar rather than under 'More'. */
const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the end-to-end tests through npm test.');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, reducedMotion: 'reduce' });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  // Uncaught errors of the app end up in the test output, where a failing journey is diagnosed.
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

/** Runs a journey in a context of its own, closed however the journey ends. */
export async function withPage(browser: Browser, journey: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser);
  try {
    await journey(page);
  } finally {
    await context.close();
  }
}

/** Loads a path of the app (a full page load, like typing it into the address bar). */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, baseUrl()).toString());
}

/**
 * Shows `path` in the app already loaded, as its own links do: the router follows a new history entry and swaps the
 * screen, without loading the page again (a fraction of a page load's time). Nothing happens where the app already
 * shows `path` (query and hash included). What the new screen shows is the caller's to wait for.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const shown = new URL(page.url());
  if (`${shown.pathname}${shown.search}${shown.hash}` === path) return;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Resolves once the address bar shows `path` (exactly, query and hash aside). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Fills the login form and submits it; where the app goes next is up to the caller to wait for. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens /login, signs in and waits for the dashboard with its navigation. */
export async function signInToDashboard(page: Page, email: string, password: string): Promise<void> {
  await openApp(page, '/login');
  await signIn(page, email, password);
  await waitForPath(page, '/dashboard');
  await mainNavigation(page).waitFor();
}

export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Signs out through the Account menu and waits for the login screen. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await waitForPath(page, '/login');
}
