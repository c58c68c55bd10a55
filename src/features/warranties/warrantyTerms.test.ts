import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';
import { MANUFACTURER } from '../../reference/manufacturer';
import { WARRANTY_TERM_MESSAGES } from '../../reference/warrantyTerms';
import { WARRANTY_TERMS } from '../../../scripts/seed/demoWording';

const maker = MANUFACTURER.name;

describe('the warranty terms', () => {
  it('read the same on the English certificate as in the English warranty document', () => {
    expect(WARRANTY_TERM_MESSAGES).toHaveLength(WARRANTY_TERMS.length);
    WARRANTY_TERMS.forEach((term, i) => {
      expect(translate(WARRANTY_TERM_MESSAGES[i].title)).toBe(term.title);
      expect(translate(WARRANTY_TERM_MESSAGES[i].text, { maker })).toBe(term.text);
    });
  });

  it('are all in French, naming the manufacturer where the English does', async () => {
    await inLanguage('fr', () => {
      WARRANTY_TERMS.forEach((term, i) => {
        const { title, text } = WARRANTY_TERM_MESSAGES[i];
        // 'Conditions' reads the same in both languages: a title only has to be there.
        expect(translate(title)).not.toBe(title);
        const french = translate(text, { maker });
        expect(french).not.toBe(term.text);
        expect(french.includes(maker)).toBe(term.text.includes(maker));
      });
    });
  });
});
