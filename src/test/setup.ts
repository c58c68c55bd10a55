// Setup of the `unit` test project (vite.config.ts): jest-dom matchers, and a clean DOM after every test
// (Testing Library only cleans up by itself when test globals are enabled, which they are not here).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no layout, so it does not implement scrolling; the app scrolls to the top after each navigation.
window.scrollTo = () => undefined;
