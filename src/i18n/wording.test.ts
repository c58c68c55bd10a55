import { describe, expect, it } from 'vitest';
import { currentLanguage, translate } from './i18n';
import { loadWording, loadedWording } from './loadWording';
import { inLanguage } from './testing';
import { wordingIn } from './wording';

describe('wordingIn', () => {
  it('words messages in its own language, each language with an instance of its own', () => {
    const english = wordingIn('en', { 'x.count': '{count, plural, one {# order} other {# orders}}' });
    const french = wordingIn('fr', { 'x.count': '{count, plural, one {# commande} other {# commandes}}' });
    expect([french('x.count', { count: 1 }), english('x.count', { count: 1 }), french('x.count', { count: 2 })]).toEqual([
      '1 commande',
      '1 order',
      '2 commandes',
    ]);
  });

  it('words a value exactly as it was typed, escape sequences included', () => {
    const words = wordingIn('en', { 'x.hello': 'Hello {name}.' });
    // Decoded, these would read as a web address the rules refused to store ('https://', 'www.').
    expect(words('x.hello', { name: 'https\\u003a//x.example \\x77ww.x.example C:\\new' })).toBe(
      'Hello https\\u003a//x.example \\x77ww.x.example C:\\new.',
    );
  });

  it('refuses an id its messages lack rather than word a text as the id', () => {
    expect(() => wordingIn('fr', {})('outbound.nothing')).toThrow("The fr messages have no 'outbound.nothing'.");
  });
});

describe('loadWording', () => {
  it("words a namespace in another language than the reader's, and leaves the reader's language alone", async () => {
    await inLanguage('fr', async () => {
      const english = await loadWording('en', 'outbound');
      expect(english('outbound.sms.withProduct', { text: 'x' })).toBe('Dealer Portal: x');
      expect(currentLanguage()).toBe('fr');
      expect(translate('app.productName')).toBe('Portail des concessionnaires');
    });
  });

  it('loads each language and namespace once, and hands the loaded words to code that cannot wait', async () => {
    expect(() => loadedWording('fr', 'outbound')).toThrow(/not loaded/);
    const load = loadWording('fr', 'outbound');
    expect(loadWording('fr', 'outbound')).toBe(load);
    const french = await load;
    expect(loadedWording('fr', 'outbound')).toBe(french);
  });

  it('fails for a namespace no catalogue has, and tries again on the next call', async () => {
    const first = loadWording('fr', 'nothing');
    await expect(first).rejects.toThrow("No fr catalogue for the namespace 'nothing'");
    const second = loadWording('fr', 'nothing');
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });
});
