// Setup of the `unit` test project (vite.config.ts): jest-dom matchers, a clean DOM after every test (Testing
// Library only cleans up by itself when test globals are enabled, which they are not here), and console.error
// watched in every test (consoleErrors.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { checkConsoleErrors, watchConsoleErrors } from './consoleErrors';

beforeEach(() => {
  watchConsoleErrors();
});

// Registered first, so it runs after every test file's own afterEach: errors logged while they tidy up count too.
afterEach(() => {
  cleanup();
  checkConsoleErrors();
});

// jsdom has no layout, so it does not implement scrolling; the app scrolls to the top after each navigation.
window.scrollTo = () => undefined;
