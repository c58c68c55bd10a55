/** Driving MUI selects and the keyboard focus the way a person does, shared by the journeys. */
import type { Locator, Page } from 'playwright-core';
import { eventually } from './eventually';

/**
 * Opens the select named `name` and clicks `option`. A Select ignores a click on an option that has no
 * tabindex yet (its list registers the items just after it opens), so wait for that before clicking.
 */
export async function chooseOption(page: Page, name: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  const item = page.getByRole('listbox').getByRole('option', { name: option, exact: true });
  await eventually(() => item.getAttribute('tabindex')).not.toBeNull();
  await item.click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Whether `locator` has the keyboard focus. */
export const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Moves the focus with Tab (then Shift+Tab if it is behind) until `locator` has it: keyboard only. */
export async function focusByKeyboard(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 80; presses += 1) {
      if (await isFocused(locator)) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`Could not reach ${locator.toString()} with the keyboard`);
}

/** Opens a focused MUI select with Enter and picks the option starting with `letters` (the menu's type-ahead). */
export async function chooseByKeyboard(page: Page, select: Locator, letters: string, expected: string): Promise<void> {
  await focusByKeyboard(page, select);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type(letters);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await eventually(() => select.textContent()).toContain(expected);
}
