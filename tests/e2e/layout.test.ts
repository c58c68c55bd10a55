/**
 * Layout journey: on a wide desktop (1440×900) and a phone (390×844) nothing is wider than the viewport. A dealer
 * adds several parts to a parts order, whose quantity labels stay readable and whose Remove buttons stay in view;
 * then every route of the route table is visited at both sizes, signed out, as a dealer and as an admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminDb, closeBackend, uniqueTag } from './support/backend';
import { launchBrowser, openApp, signInToDashboard, waitForPath, withPage } from './support/browser';
import { appRoutes, type AppRoute } from '../../src/app/routes';
import { DEMO_INVITE_ID, DEMO_ORDERS, DEMO_WARRANTY_ID, buildOrders, companies } from '../../scripts/seed/demoData.js';
import { ADMIN, DEALER_CA, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';

const dealer = demoAccount(DEALER_CA);
const admin = demoAccount(ADMIN);
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const PARTS_TO_ADD = 4;

const tag = uniqueTag().toUpperCase();
/** Parts of this run, with names as long as real catalogue names get. */
const testParts = Array.from({ length: PARTS_TO_ADD }, (_unused, i) => ({
  id: `LAYOUT-${tag}-${i + 1}`,
  partNumber: `LAYOUT-${tag}-${i + 1}`,
  name: `Galvanised endwall frame assembly with brace kit, ${i + 1}`,
  category: 'endwall',
  description: 'For the layout journey.',
  unit: 'each',
  priceCAD: 1234.5 * (i + 1),
  priceUSD: 987.25 * (i + 1),
  stock: 10,
  active: true,
}));

let browser: Browser;

beforeAll(async () => {
  await Promise.all(testParts.map((part) => adminDb().collection('parts').doc(part.id).set(part)));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(testParts.map((part) => adminDb().collection('parts').doc(part.id).delete()));
  await closeBackend();
});

/** How far the page reaches past the right edge of the viewport (0: no sideways scrolling). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Resizes the viewport and waits two frames: the first runs the media queries' change listeners (the app switches
 * to its phone or desktop layout then), the second follows React's render of it. Measured any sooner, the page may
 * still have the other size's layout.
 */
async function resize(page: Page, viewport: (typeof VIEWPORTS)[number]): Promise<void> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The widest elements that reach past the viewport, so a failure says where to look. */
function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > window.innerWidth + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} (right edge ${Math.round(right)}px)`),
  );
}

async function expectNoOverflow(page: Page, where: string): Promise<void> {
  if ((await overflow(page)) <= 0) return;
  expect.fail(`${where}: the page is ${await overflow(page)}px wider than the viewport; widest: ${(await widestElements(page)).join('; ')}`);
}

describe('layout', () => {
  for (const viewport of VIEWPORTS) {
    it(`a parts order with several parts fits a ${viewport.name} (${viewport.width}px)`, async () => {
      await withPage(browser, async (page) => {
        // Signed in at the desktop size (the helper waits for the desktop navigation), then the size under test.
        await signInToDashboard(page, dealer.email, dealer.password);
        await resize(page, viewport);
        await openApp(page, '/orders/new/parts');
        await waitForPath(page, '/orders/new/parts');
        await page.getByRole('searchbox', { name: 'Search parts' }).fill(`layout-${tag}`);
        const addButtons = page.getByRole('button', { name: /^Add LAYOUT-/ });
        await eventually(() => addButtons.count()).toBe(PARTS_TO_ADD);
        for (let added = 0; added < PARTS_TO_ADD; added += 1) {
          // An added part's button becomes 'Added', so the first 'Add …' is always the next part.
          await addButtons.first().click();
          await eventually(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(added + 1);
        }

        await expectNoOverflow(page, `parts order at ${viewport.width}px`);

        const lines = page.getByRole('table', { name: 'Parts on this order' });
        const removeButtons = lines.getByRole('button', { name: /^Remove / });
        for (const remove of await removeButtons.all()) {
          const box = await remove.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        }
        // The quantity label is shown whole, not cut short with an ellipsis.
        const label = lines.locator('label').filter({ hasText: /^Quantity/ }).first();
        const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(cut).toBe(false);
      });
    });
  }

  // Every route at two widths in three sessions: 85 s to nearly 3 minutes on a busy two-core machine.
  it('no route is wider than a desktop or a phone, signed out, as a dealer or as an admin', { timeout: 600_000 }, async () => {
    const overflowing: string[] = [];
    await withPage(browser, async (page) => {
      await sweep(page, routesFor(['public', 'guest']), overflowing);
    });
    for (const [account, access] of [
      [dealer, ['public', 'auth']],
      [admin, ['public', 'auth', 'manager', 'admin']],
    ] as const) {
      await withPage(browser, async (page) => {
        await signInToDashboard(page, account.email, account.password);
        await sweep(page, routesFor(access), overflowing, account.role);
      });
    }
    expect(overflowing).toEqual([]);
  });
});

/** Seeded records (scripts/seed) the routes with an id open; the Canadian dealer's, so the dealer may see them. */
const caDealer = companies.find((company) => company.id === dealer.company)!;
const caOrders = buildOrders(Date.UTC(2026, 9, 1)).map(({ order }) => order).filter((order) => order.company === caDealer.id);
function caOrderOf(type: string): string {
  const found = caOrders.find((order) => order.type === type);
  if (!found) throw new Error(`No seeded ${type} order of ${caDealer.name}`);
  return found.id;
}

const SAMPLE_IDS: Record<string, string> = {
  '/register/:id': DEMO_INVITE_ID,
  '/resources/:type': 'marketing',
  '/orders/edit/parts/:id': caOrderOf('parts'),
  '/orders/edit/cover/:id': caOrderOf('cover'),
  '/orders/edit/building/:id': caOrderOf('building'),
  '/orders/view/:id': DEMO_ORDERS.pendingCA,
  '/orders/warranty/:id': DEMO_WARRANTY_ID,
  '/orders/warranty/apply/:id': DEMO_ORDERS.deliveredCA,
  '/orders/warranty/apply/success/:id': DEMO_WARRANTY_ID,
  '/manager/users/invite/success/:id': DEMO_INVITE_ID,
  '/manager/users/edit/:id': DEALER_CA,
  '/admin/users/invite/success/:id': DEMO_INVITE_ID,
  '/admin/users/edit/:id': DEALER_CA,
  '/admin/parts/edit/:id': 'CS-0110',
  '/admin/companies/edit/:id': caDealer.id,
  '/admin/resources/edit/:id': 'resource-1',
};

/** A path to open for the route: its sample id filled in, an optional id left out. */
function samplePath(route: AppRoute): string {
  if (!route.path.includes(':')) return route.path;
  if (route.path.endsWith('?')) return route.path.replace(/\/:[a-z]+\?$/i, '');
  const id = SAMPLE_IDS[route.path];
  if (!id) throw new Error(`No sample id for ${route.path}: add one to SAMPLE_IDS`);
  return route.path.replace(/:[a-z]+/i, id);
}

function routesFor(access: readonly AppRoute['access'][]): string[] {
  return appRoutes.filter((route) => access.includes(route.access)).map(samplePath);
}

/**
 * Opens each path at the desktop size, then narrows to a phone, noting where the page scrolls sideways. Each path is
 * a page load of its own: shown in the loaded app instead, the sweep took half the time, but the order types of
 * /orders/new measured 126px too wide at 390px in four of six runs beside the other journeys (never alone), which
 * is still to be understood.
 */
async function sweep(page: Page, paths: readonly string[], overflowing: string[], who = 'signed out'): Promise<void> {
  for (const path of paths) {
    await resize(page, VIEWPORTS[0]);
    await openApp(page, path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The screen's data, once loaded, is what may widen it; a spinner that stays is measured as it is.
    await eventually(() => page.getByRole('progressbar').count(), 15_000).toBe(0).catch(() => undefined);
    for (const viewport of VIEWPORTS) {
      await resize(page, viewport);
      const extra = await overflow(page);
      if (extra > 0) overflowing.push(`${path} (${who}) at ${viewport.width}px: ${extra}px too wide; widest: ${(await widestElements(page)).join('; ')}`);
    }
  }
}

