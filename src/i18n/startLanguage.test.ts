import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from './catalogue';
import { startLanguage, translate } from './i18n';
import { expectConsoleError } from '../test/consoleErrors';

vi.mock('./catalogue', () => ({ loadCatalogue: vi.fn() }));

describe('starting the page when its messages cannot be loaded', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tries twice, logs the failure and starts in the language all the same, texts reading as their ids', async () => {
    const offline = new Error('Failed to fetch dynamically imported module');
    vi.mocked(loadCatalogue).mockRejectedValue(offline);
    const logged = expectConsoleError('The messages of the portal failed to load');

    await startLanguage('fr');

    expect(loadCatalogue).toHaveBeenCalledTimes(2);
    expect(logged.calls).toEqual([['The messages of the portal failed to load', offline]]);
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
    expectConsoleError("The fr catalogue has no message 'app.nav.more'.");
    expect(translate('app.nav.more')).toBe('app.nav.more');
  });

  it('uses the second try when the first fails on the way', async () => {
    vi.mocked(loadCatalogue).mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce({ 'app.nav.more': ['Plus'] });
    await startLanguage('fr');
    expect(translate('app.nav.more')).toBe('Plus');
  });
});
