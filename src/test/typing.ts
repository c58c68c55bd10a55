import type { UserEvent } from '@testing-library/user-event';

/**
 * Enters text in a field the way a user reaches it (a click, so focus and blur happen as in the browser), then
 * all of the text in one paste. userEvent.type re-renders the form once per character, which makes a test slow
 * and, on a busy machine, a timeout; the keystrokes themselves are not what these tests are about.
 */
export async function enterText(user: Pick<UserEvent, 'click' | 'paste'>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
