/**
 * On a phone the order list is a list of cards (number, status, end customer, date), each a link to its order, with
 * the same pager as the grid; on a desktop it stays a grid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { closeBackend } from './support/backend';
import { launchBrowser, navigateInApp, signInToDashboard, waitForPath, withPage } from './support/browser';
import { DEALER_CA, demoAccount } from './support/demoAccounts';

const dealer = demoAccount(DEALER_CA);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeBackend();
});

describe('the order list on a phone', () => {
  it('shows each order as a card linking to it, and a grid again on a desktop', async () => {
    await withPage(browser, async (page) => {
      await signInToDashboard(page, dealer.email, dealer.password);
      await page.setViewportSize({ width: 390, height: 844 });
      await navigateInApp(page, '/orders/history');
      const cards = page.getByRole('list', { name: 'Order History' }).getByRole('listitem');
      await cards.first().waitFor();
      expect(await page.getByRole('grid').count()).toBe(0);
      await expectNoSeriousViolations(page, '/orders/history at 390 px');

      const first = cards.first().getByRole('link');
      const text = await first.innerText();
      expect(text).toMatch(/^Order \d+/);
      expect(text).toMatch(/Created /);
      await expect.poll(() => page.getByRole('button', { name: /next page/i }).count()).toBe(1);

      const number = /^Order (\d+)/.exec(text)![1];
      const href = await first.getAttribute('href');
      await first.click();
      await waitForPath(page, href!);
      await page.getByRole('heading', { name: new RegExp(number) }).first().waitFor();

      await page.setViewportSize({ width: 1440, height: 900 });
      await navigateInApp(page, '/orders/history');
      await page.getByRole('grid', { name: 'Order History' }).waitFor();
      expect(await page.getByRole('list', { name: 'Order History' }).count()).toBe(0);
    });
  });
});
