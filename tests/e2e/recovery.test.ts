/**
 * 'I forgot my password' (spec sections 2, 4, 5, 8): the dialog's form, sending, the success view, the error
 * alert, and a fresh form after closing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openApp, withPage } from './support/browser';
import { PROJECT_ID, uniqueTag } from './support/backend';
import { DEALER_US, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';

const SENT_TEXT = 'Password recovery email sent.';
const SEND_BUTTON = 'send password recovery email';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The recovery emails the Auth emulator has "sent" (it keeps their out-of-band codes instead). */
async function passwordResetsSentTo(email: string): Promise<number> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string }[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').length;
}

async function openRecovery(page: Page) {
  await page.getByRole('button', { name: 'I forgot my password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recover Password' });
  await dialog.waitFor();
  return dialog;
}

describe('password recovery', () => {
  it('sends the recovery email once the address is valid, shows the check mark, and starts over after closing', async () => {
    const account = demoAccount(DEALER_US);
    await withPage(browser, async (page) => {
      await openApp(page, '/login');
      const dialog = await openRecovery(page);
      const email = dialog.getByLabel('Email', { exact: true });
      const send = dialog.getByRole('button', { name: SEND_BUTTON });
      expect(await send.isDisabled()).toBe(true);

      await email.fill('dealer.us@');
      expect(await send.isDisabled()).toBe(true);
      await email.blur();
      await dialog.getByText('This must be a valid email address.').waitFor();

      const sentBefore = await passwordResetsSentTo(account.email);
      await email.fill(account.email);
      await eventually(() => send.isEnabled()).toBe(true);
      await send.click();

      const success = dialog.getByRole('status');
      await success.getByText(SENT_TEXT, { exact: true }).waitFor();
      expect(await success.getByText('check_circle').isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: SEND_BUTTON }).count()).toBe(0);
      await eventually(() => passwordResetsSentTo(account.email)).toBe(sentBefore + 1);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      const reopened = await openRecovery(page);
      await reopened.getByRole('button', { name: SEND_BUTTON }).waitFor();
      expect(await reopened.getByLabel('Email', { exact: true }).isVisible()).toBe(true);
      expect(await reopened.getByText(SENT_TEXT).count()).toBe(0);
    });
  });

  it('shows the failure in an alert in the dialog, cleared when the dialog is closed', async () => {
    const unknown = `nobody-${uniqueTag()}@example.com`;
    await withPage(browser, async (page) => {
      await openApp(page, '/login');
      const dialog = await openRecovery(page);
      await dialog.getByLabel('Email', { exact: true }).fill(unknown);
      await dialog.getByRole('button', { name: SEND_BUTTON }).click();

      // The Auth emulator answers EMAIL_NOT_FOUND for an address without an account.
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('No account uses this email address.');
      expect(await alert.innerText()).not.toMatch(/Firebase|auth\//);
      expect(await dialog.getByText(SENT_TEXT).count()).toBe(0);
      expect(await passwordResetsSentTo(unknown)).toBe(0);

      // The dialog's own Close comes after the alert's close button.
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });
      const reopened = await openRecovery(page);
      await reopened.getByRole('button', { name: SEND_BUTTON }).waitFor();
      expect(await reopened.getByRole('alert').count()).toBe(0);
    });
  });
});
