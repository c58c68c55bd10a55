import { vi } from 'vitest';

/** Answers `matchMedia` as a browser would whose media queries match where `matches` says (jsdom has none). */
export function stubMediaQuery(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
