import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { orderStatusText, orderTypeText } from './labels/orders';
import { ORDER_STATUSES, ORDER_TYPES } from './orders';
import { orderStatusWords, recipientLanguage, smsWithProduct, statusChangeSms, type OutboundWords } from './sms';

/** A catalogue file of a language, read as the data file it is (the reference data imports nothing). */
function catalogue(language: 'en' | 'fr', namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/messages/${language}/${namespace}.json`), 'utf8')) as Record<string, string>;
}

/** The 'outbound' messages of a language, worded by the library the portal words every message with. */
function outbound(language: 'en' | 'fr'): OutboundWords {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogue(language, 'outbound') } });
  return (id, values) => i18n._(id, values);
}

const en = outbound('en');
const fr = outbound('fr');

/** 'Commande reçue' -> 'commande reçue': a French label inside a sentence. */
const sentenceCase = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

describe('statusChangeSms', () => {
  it('builds the status-change text of spec section 9 in English', () => {
    expect(statusChangeSms(en, '10452', 'drawings stamped')).toBe(
      'Dealer Portal: The order status for SO# 10452 has changed to drawings stamped. For questions, please contact your Calhoun Representative.',
    );
  });

  it('writes it in French for a French-speaking recipient, the status in French', () => {
    expect(statusChangeSms(fr, '10452', 'ready for shipment')).toBe(
      'Portail des concessionnaires\u00a0: Le statut de la commande portant le nº de commande client (SO) 10452 est passé à ' +
        '«\u00a0prête pour l’expédition\u00a0». Pour toute question, veuillez communiquer avec votre représentant Calhoun.',
    );
  });

  it('keeps the SO number exactly as given, and an unknown status as it is', () => {
    const text = statusChangeSms(fr, 'SO-7/B', 'on hold');
    expect(text).toContain('(SO) SO-7/B ');
    expect(text).toContain('«\u00a0on hold\u00a0»');
    // A stored value that names something of every object is still just a value.
    expect(statusChangeSms(en, '1', 'constructor')).toContain('has changed to constructor.');
  });
});

describe('recipientLanguage', () => {
  it("reads French from a user's data, and English when it says English, nothing or something else", () => {
    expect(recipientLanguage({ language: 'fr' })).toBe('fr');
    expect(recipientLanguage({ language: 'en' })).toBe('en');
    expect(recipientLanguage({})).toBe('en');
    expect(recipientLanguage({ language: 'de' })).toBe('en');
    expect(recipientLanguage(undefined)).toBe('en');
  });
});

describe('orderStatusWords and smsWithProduct', () => {
  it('word every status in French, and leave English statuses as stored', () => {
    expect(orderStatusWords('cancelled', fr)).toBe('annulée');
    expect(orderStatusWords('cancelled', en)).toBe('cancelled');
    expect(ORDER_STATUSES.map((status) => orderStatusWords(status, en))).toEqual([...ORDER_STATUSES]);
    expect(smsWithProduct(fr, 'Bureau fermé')).toBe('Portail des concessionnaires\u00a0: Bureau fermé');
    expect(smsWithProduct(en, 'Office closed')).toBe('Dealer Portal: Office closed');
  });
});

describe('the words of texts and mails', () => {
  // Texts and mails have messages of their own (other forms: a status inside a sentence), which must still say
  // what the recipient's screens say.
  it('name the product and the statuses as the catalogues of their language do', () => {
    for (const [language, words] of [['en', en], ['fr', fr]] as const) {
      const productName = catalogue(language, 'app')['app.productName'];
      expect(smsWithProduct(words, 'x')).toMatch(new RegExp(`^${productName}\\u00a0?: x$`));
    }
    const french = catalogue('fr', 'reference');
    expect(ORDER_STATUSES.map((status) => orderStatusWords(status, fr))).toEqual(
      ORDER_STATUSES.map((status) => sentenceCase(orderStatusText(status, (id) => french[id] ?? id))),
    );
  });

  it('name the order types as the catalogues of their language do, in French inside a sentence', () => {
    const english = catalogue('en', 'reference');
    const french = catalogue('fr', 'reference');
    const inSentence = (words: OutboundWords) => ORDER_TYPES.map((type) => words('outbound.orderType.inSentence', { type }));
    expect(inSentence(en)).toEqual(ORDER_TYPES.map((type) => orderTypeText(type, (id) => english[id] ?? id)));
    expect(inSentence(fr)).toEqual(ORDER_TYPES.map((type) => sentenceCase(orderTypeText(type, (id) => french[id] ?? id))));
  });
});
