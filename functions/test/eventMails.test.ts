/**
 * The event mails' templates in each recipient's language (the callables that send them are tested end to end in
 * emails.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { changeDecisionMail, statusChangeMail, warrantyDecisionMail, type MailRecipient } from '../src/eventMails.js';

const BASE = 'https://portal.example.com';
const english: MailRecipient = { email: 'dana@example.com', firstname: 'Dana', language: 'en' };
const french: MailRecipient = { email: 'eloise@example.com', firstname: 'Éloïse', language: 'fr' };

const order = {
  orderId: '100234', orderNumber: 100234, orderType: 'cover', companyName: 'Élan Domes', status: 'ready for shipment', soNumber: 'SO-88',
};

describe('statusChangeMail', () => {
  it('tells an English reader in English', () => {
    const mail = statusChangeMail(english, order, BASE);
    expect(mail.subject).toBe('Order 100234 is now Ready For Shipment');
    expect(mail.text).toMatch(/^Hello Dana,\n\nCover Order 100234 for Élan Domes is now Ready For Shipment\.\nSO number: SO-88\n\n/);
    expect(mail.text).toContain('See the order in the Dealer Portal:\nhttps://portal.example.com/orders/view/100234');
    expect(mail.text).toContain('You can turn them off there:\nhttps://portal.example.com/user');
  });

  it('tells a French reader in French, the status and the order type in French', () => {
    const mail = statusChangeMail(french, order, BASE);
    expect(mail.subject).toBe('Commande 100234\u00a0: nouveau statut «\u00a0Prête pour l’expédition\u00a0»');
    expect(mail.text).toMatch(/^Bonjour Éloïse,\n\n/);
    expect(mail.text).toContain('La commande de toile 100234 pour Élan Domes a maintenant le statut «\u00a0Prête pour l’expédition\u00a0».');
    expect(mail.text).toContain('Nº de commande client (SO)\u00a0: SO-88');
    expect(mail.text).toContain('Voir la commande dans le Portail des concessionnaires\u00a0:\nhttps://portal.example.com/orders/view/100234');
    expect(mail.text).toContain('Vous pouvez les désactiver à cette adresse\u00a0:\nhttps://portal.example.com/user');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('<p>Bonjour Éloïse,</p>');
    expect(mail.text).not.toMatch(/Hello|Order|See the/);
  });

  it("names an order of an unknown type 'commande', and an unknown status as stored", () => {
    const mail = statusChangeMail({ ...french, firstname: '' }, { ...order, orderType: 'tent', status: 'on hold', companyName: '', soNumber: null }, BASE);
    expect(mail.text).toMatch(/^Bonjour,\n\nLa commande 100234 a maintenant le statut «\u00a0On hold\u00a0»\.\n\n/);
  });
});

describe('changeDecisionMail', () => {
  const request = { orderId: '100234', orderNumber: 100234, decision: 'rejected' as const, note: 'The order has shipped.' };

  it('gives the decision and its reason in the reader’s language', () => {
    expect(changeDecisionMail(english, request, BASE)).toMatchObject({
      subject: 'Change request for order 100234 rejected',
      text: expect.stringContaining('Your change request for order 100234 was rejected.\nReason: The order has shipped.'),
    });
    const mail = changeDecisionMail(french, request, BASE);
    expect(mail.subject).toBe('Demande de modification de la commande 100234 refusée');
    expect(mail.text).toContain('Votre demande de modification de la commande 100234 a été refusée.\nMotif\u00a0: The order has shipped.');
    const approved = changeDecisionMail(french, { ...request, decision: 'approved', note: 'Fait.' }, BASE);
    expect(approved.subject).toBe('Demande de modification de la commande 100234 approuvée');
    expect(approved.text).toContain('a été approuvée.\nRemarque\u00a0: Fait.');
  });
});

describe('warrantyDecisionMail', () => {
  // Coverage as the decision dialog sends it from Saskatchewan: local midnight, 06:00 UTC.
  const warranty = {
    warrantyId: 'w1', orderNumber: 100234, decision: 'approved' as const, note: '', warrantyNumber: 'W-7',
    coverageStart: new Date(Date.UTC(2026, 2, 3, 6)), coverageEnd: new Date(Date.UTC(2041, 2, 3, 6)),
  };

  it('writes the coverage dates as each reader writes dates', () => {
    expect(warrantyDecisionMail(english, warranty, BASE).text).toContain('Warranty number: W-7\nCoverage: March 3, 2026 to March 3, 2041');
    const mail = warrantyDecisionMail(french, warranty, BASE);
    expect(mail.subject).toBe('Garantie approuvée pour la commande 100234');
    expect(mail.text).toContain('Votre demande de garantie pour la commande 100234 a été approuvée.');
    expect(mail.text).toContain('Numéro de garantie\u00a0: W-7\nCouverture\u00a0: du 3 mars 2026 au 3 mars 2041');
    expect(mail.text).toContain('Voir la garantie dans le Portail des concessionnaires\u00a0:\nhttps://portal.example.com/orders/warranty/w1');
  });
});

describe('the words of the mails', () => {
  // Each sentence is the recipient language's catalogue message with the mail's values, read here from the source
  // catalogues (the mails read the compiled ones) and worded by the same library as the portal's screens.
  function wordsOf(language: 'en' | 'fr'): (id: string, values?: Record<string, string | number>) => string {
    const messages = Object.assign(
      {},
      ...['outbound', 'reference'].map((namespace) =>
        JSON.parse(readFileSync(join(import.meta.dirname, `../../src/i18n/messages/${language}/${namespace}.json`), 'utf8')),
      ),
    ) as Messages;
    const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    return (id, values) => i18n._(id, values);
  }

  it("word a French status mail with the French catalogue's messages", () => {
    const fr = wordsOf('fr');
    const status = fr('reference.status.readyForShipment');
    const mail = statusChangeMail(french, order, BASE);
    expect(mail.subject).toBe(fr('outbound.mail.status.subject', { orderNumber: 100234, status }));
    const kind = fr('outbound.orderType.inSentence', { type: 'cover' });
    expect(mail.text).toContain(fr('outbound.mail.status.lineForCompany', { kind, orderNumber: 100234, company: 'Élan Domes', status }));
    expect(mail.text).toContain(`${fr('outbound.mail.link', { text: fr('outbound.mail.seeOrder') })}\n${BASE}/orders/view/100234`);
    expect(mail.text.split('\n')[0]).toBe(fr('outbound.mail.greeting', { firstname: 'Éloïse' }));
  });

  it("word an English decision with the English catalogue's messages", () => {
    const en = wordsOf('en');
    const mail = changeDecisionMail(english, { orderId: '100234', orderNumber: 100234, decision: 'rejected', note: 'Too late.' }, BASE);
    expect(mail.subject).toBe(en('outbound.mail.change.subject', { decision: 'rejected', orderNumber: 100234 }));
    const line = en('outbound.mail.change.line', { decision: 'rejected', orderNumber: 100234 });
    expect(mail.text).toContain(`${line}\n${en('outbound.mail.note', { decision: 'rejected', note: 'Too late.' })}`);
  });
});
