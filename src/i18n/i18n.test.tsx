import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormat } from './useFormat';
import { useLanguage, useNamespaces, useT } from './hooks';
import { activateLanguage, chooseLanguage, currentLanguage, loadNamespaces, startLanguage, translate } from './i18n';
import { LanguageProvider } from './LanguageProvider';
import { Message } from './Message';
import { expectConsoleError } from '../test/consoleErrors';

function Sample() {
  const t = useT();
  const { language } = useLanguage();
  const format = useFormat();
  return (
    <p data-language={language}>
      {t('app.nav.more')} · {format.money(1100, 'CAD')} · {format.date({ toDate: () => new Date(2026, 2, 4) })} ·{' '}
      {format.phone('+13065552045')} · {format.number(1234)}
    </p>
  );
}

describe('the active language', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
    window.localStorage.clear();
  });

  it('re-renders what the provider holds in the new language, with its formats and the page lang', async () => {
    render(
      <LanguageProvider>
        <Sample />
      </LanguageProvider>,
    );
    const text = () => screen.getByText(/·/).textContent?.replace(/\u00a0/g, ' ');
    expect(text()).toBe('More · $1,100.00 CAD · Mar 4, 2026 · (306) 555-2045 · 1,234');
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');

    await act(() => chooseLanguage('fr'));

    expect(text()).toBe('Plus · 1 100,00 $ CA · 4 mars 2026 · 306 555-2045 · 1 234');
    expect(screen.getByText(/·/)).toHaveAttribute('data-language', 'fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
    expect(window.localStorage.getItem('dealer-portal.language')).toBe('fr');
  });

  it('keeps the last of two overlapping changes', async () => {
    await act(() => Promise.all([activateLanguage('fr'), activateLanguage('en')]));
    expect(currentLanguage()).toBe('en');
    expect(translate('app.nav.more')).toBe('More');
  });

  it('words a value exactly as it was typed, escape sequences included, in components and outside them', () => {
    const typed = { title: 'https\\u003a//x.example \\x77ww', product: 'C:\\new' };
    expect(translate('app.title.withProduct', typed)).toBe('https\\u003a//x.example \\x77ww | C:\\new');
    function Titled() {
      const t = useT();
      return <p>{t('app.title.withProduct', typed)}</p>;
    }
    render(
      <LanguageProvider>
        <Titled />
      </LanguageProvider>,
    );
    expect(screen.getByText(/x\.example/)).toHaveTextContent('https\\u003a//x.example \\x77ww | C:\\new');
  });

  it('shows an id the catalogue lacks as itself and says so in the console', () => {
    const logged = expectConsoleError("'app.nowhere'");
    expect(translate('app.nowhere')).toBe('app.nowhere');
    expect(logged.calls).toEqual([["The en catalogue has no message 'app.nowhere'."]]);
  });

  it('fails to load a namespace that has no catalogue file', async () => {
    await expect(loadNamespaces(['nowhere'])).rejects.toThrow("No en catalogue for the namespace 'nowhere'");
  });

  it('lets a screen wait for a namespace already loaded without suspending', () => {
    function Screen() {
      useNamespaces('auth');
      return <p>{useT()('auth.login.submit')}</p>;
    }
    render(<Screen />);
    expect(screen.getByText('Login')).toBeInTheDocument();
  });
});

describe('Message', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('places an element argument where the translation puts it', async () => {
    const { rerender } = render(
      <LanguageProvider>
        <Message id="app.notFound.message" values={{ path: <code>/x</code> }} />
      </LanguageProvider>,
    );
    expect(screen.getByText('/x').tagName).toBe('CODE');
    expect(screen.getByText('/x').parentElement).toHaveTextContent('There is no page at /x.');

    await act(() => activateLanguage('fr'));
    rerender(
      <LanguageProvider>
        <Message id="app.notFound.message" values={{ path: <code>/x</code> }} />
      </LanguageProvider>,
    );
    expect(screen.getByText('/x').parentElement).toHaveTextContent('Il n’y a aucune page à l’adresse /x.');
  });
});

describe('starting the page', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => activateLanguage('en'));
  });

  it('starts in the chosen language with its messages and lang', async () => {
    await startLanguage('fr');
    expect(translate('app.nav.more')).toBe('Plus');
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
  });
});
