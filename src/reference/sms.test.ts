import { describe, expect, it } from 'vitest';
import { orderStatusWords, recipientLanguage, smsWithProduct, statusChangeSms } from './sms';

describe('statusChangeSms', () => {
  it('builds the status-change text of spec section 9 in English', () => {
    expect(statusChangeSms('en', '10452', 'drawings stamped')).toBe(
      'Dealer Portal: The order status for SO# 10452 has changed to drawings stamped. For questions, please contact your Calhoun Representative.',
    );
  });

  it('writes it in French for a French-speaking recipient, the status in French', () => {
    expect(statusChangeSms('fr', '10452', 'ready for shipment')).toBe(
      'Portail des concessionnaires\u00a0: Le statut de la commande portant le nº de commande client (SO) 10452 est passé à ' +
        '«\u00a0prête pour l’expédition\u00a0». Pour toute question, veuillez communiquer avec votre représentant Calhoun.',
    );
  });

  it('keeps the SO number exactly as given, and an unknown status as it is', () => {
    const text = statusChangeSms('fr', 'SO-7/B', 'on hold');
    expect(text).toContain('(SO) SO-7/B ');
    expect(text).toContain('«\u00a0on hold\u00a0»');
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
    expect(orderStatusWords('cancelled', 'fr')).toBe('annulée');
    expect(orderStatusWords('cancelled', 'en')).toBe('cancelled');
    expect(smsWithProduct('fr', 'Bureau fermé')).toBe('Portail des concessionnaires\u00a0: Bureau fermé');
    expect(smsWithProduct('en', 'Office closed')).toBe('Dealer Portal: Office closed');
  });
});
