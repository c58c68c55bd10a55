// The lint rule that keeps user-facing text out of the code (scripts/eslint-user-strings.js), on small sources.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { readsAsText, userFacingStrings } from '../../scripts/eslint-user-strings.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

describe('what reads as text', () => {
  it('is a capitalised word or two words in a row, not ids, paths, codes or identifiers', () => {
    for (const text of ['Sales', 'Unable to sign out.', 'send password recovery email', 'Loading…', 'Récompenses']) {
      expect(readsAsText(text), text).toBe(true);
    }
    for (const text of ['auth.login.submit', '/orders/new', 'CAD', 'FirebaseError', 'current-password', '1px solid', 'h4', 'English']) {
      expect(readsAsText(text), text).toBe(false);
    }
  });
});

tester.run('no-literal-text', userFacingStrings.rules['no-literal-text'], {
  valid: [
    "const label = t('auth.login.submit');",
    "const C = () => <Icon aria-hidden=\"true\">check_circle</Icon>;",
    "const C = () => <Button variant=\"contained\" color=\"primary\">{t('auth.login.submit')}</Button>;",
    "const C = () => <a rel=\"noopener noreferrer\" href=\"/orders\">{label}</a>;",
    "console.error('Sign-out failed', error);",
    "throw new Error('The page has no #root element');",
    "import { x } from './Some Module';",
    "type Label = 'Some Words';",
    "const map = { 'send notification': 'app.title.sendNotification' };",
    "const names = { en: 'English', fr: 'Français' };",
    "const shake = keyframes`0% { transform: rotate(0deg); }`;",
    "const order = useServerRead(key, read, { label: 'the order' });",
  ],
  invalid: [
    { code: 'const C = () => <p>Page not found</p>;', errors: [{ messageId: 'text' }] },
    { code: "const shown = show({ label: 'The order' });", errors: [{ messageId: 'text' }] },
    { code: 'const C = () => <TextField label="Email" />;', errors: [{ messageId: 'text' }] },
    { code: "const C = () => <IconButton aria-label={open ? 'Hide password' : 'Show password'} />;", errors: [{ messageId: 'text' }, { messageId: 'text' }] },
    { code: "enqueueSnackbar('Unable to sign out. Please try again.', { variant: 'error' });", errors: [{ messageId: 'text' }] },
    { code: 'const label = `${entry.label} (opens in a new tab)`;', errors: [{ messageId: 'text' }] },
    { code: "export const REQUIRED_MESSAGE = 'This field is required.';", errors: [{ messageId: 'text' }] },
    { code: "const items = [{ label: 'Sales', to: '/orders' }];", errors: [{ messageId: 'text' }] },
  ],
});
