import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, initialLanguage, readStoredLanguage, storeLanguage } from './detect';

describe('choosing the language a page starts in', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("takes the browser's first language the portal speaks", () => {
    expect(browserLanguage(['fr-CA', 'en-US'])).toBe('fr');
    expect(browserLanguage(['de-DE', 'FR'])).toBe('fr');
    expect(browserLanguage(['en-GB'])).toBe('en');
    expect(browserLanguage(['de-DE', 'es'])).toBeNull();
  });

  it("prefers this browser's last choice, then the browser's languages, then English", () => {
    vi.stubGlobal('navigator', { languages: ['fr-CA'], language: 'fr-CA' });
    expect(initialLanguage()).toBe('fr');
    storeLanguage('en');
    expect(initialLanguage()).toBe('en');
    window.localStorage.clear();
    vi.stubGlobal('navigator', { languages: ['de-DE'], language: 'de-DE' });
    expect(initialLanguage()).toBe('en');
  });

  it('ignores a stored value that is not a language of the portal', () => {
    window.localStorage.setItem('dealer-portal.language', 'de');
    expect(readStoredLanguage()).toBeNull();
  });
});
