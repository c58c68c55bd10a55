import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../../i18n/i18n';
import { inLanguage } from '../../../../i18n/testing';
import { testUser } from '../../../../test/users';
import type { User } from '../../../../types/domain';
import {
  SO_NUMBER_REQUIRED_MESSAGE,
  initialStatusChangeValues,
  loadSmsWords,
  outcomeMessage,
  type SmsRecipient,
  smsRecipientsOf,
  smsTargetsOf,
  statusChangeSchema,
  statusOptions,
  smsLanguagesOf,
  smsPreview,
  statusSmsText,
} from './statusChange';

function person(id: string, name: string, data: Partial<User['data']>, active = true): User {
  const user = testUser({ id, active });
  return { ...user, data: { ...user.data, firstname: name, lastname: 'X', ...data } };
}

describe('statusOptions', () => {
  it('lists later statuses with their labels, cancelling only before shipped, nothing once closed', () => {
    expect(statusOptions('pending', translate).map((option) => option.value)).toEqual([
      'order received',
      'drawings in engineering',
      'drawings out for approval',
      'drawings out for analysis',
      'drawings stamped',
      'pre production',
      'post production',
      'ready for shipment',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(statusOptions('ready for shipment', translate)).toEqual([
      { value: 'shipped', label: 'Shipped' },
      { value: 'delivered', label: 'Delivered' },
      { value: 'cancelled', label: 'Cancelled' },
    ]);
    expect(statusOptions('shipped', translate).map((option) => option.value)).toEqual(['delivered']);
    expect(statusOptions('delivered', translate)).toEqual([]);
    expect(statusOptions('cancelled', translate)).toEqual([]);
  });
});

describe('statusChangeSchema', () => {
  const values = { to: 'order received', soNumber: '', note: '', smsRecipients: [] };
  const errors = (from: Parameters<typeof statusChangeSchema>[0], input: typeof values) => {
    const result = statusChangeSchema(from).safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('needs an SO number from order received on, not for cancelling', () => {
    expect(errors('pending', values)).toEqual([`soNumber: ${SO_NUMBER_REQUIRED_MESSAGE}`]);
    expect(errors('pending', { ...values, soNumber: '   ' })).toEqual([`soNumber: ${SO_NUMBER_REQUIRED_MESSAGE}`]);
    expect(errors('pending', { ...values, soNumber: ' SO-1 ' })).toEqual([]);
    expect(errors('pending', { ...values, to: 'cancelled' })).toEqual([]);
  });

  it('refuses a status the order may not move to', () => {
    expect(errors('shipped', { ...values, to: 'cancelled', soNumber: 'SO-1' })).toEqual(['to: orders.status.chooseStatus']);
    expect(errors('drawings stamped', { ...values, to: 'order received', soNumber: 'SO-1' })).toEqual(['to: orders.status.chooseStatus']);
  });

  it('trims what it accepts', () => {
    const result = statusChangeSchema('pending').parse({ ...values, soNumber: ' SO-9 ', note: ' ok ' });
    expect(result).toMatchObject({ soNumber: 'SO-9', note: 'ok' });
  });
});

describe('recipients', () => {
  const users = [
    person('b', 'Bo', { sms: true, phone: '306-555-0101', language: 'fr' }),
    person('a', 'Al', { sms: true, phone: ' 306-555-0102 ' }),
    person('c', 'Cy', { sms: false, phone: '306-555-0103' }),
    person('d', 'Di', { sms: true, phone: '' }),
    person('e', 'Ed', { sms: true, phone: '306-555-0101' }, false),
    person('f', 'Fay', { sms: true, phone: '306-555-0101' }),
  ];

  it('lists active opted-in users with a phone, by name, all ticked at first', () => {
    const recipients = smsRecipientsOf(users);
    expect(recipients).toEqual([
      { userId: 'a', name: 'Al X', phone: '306-555-0102', language: 'en' },
      { userId: 'b', name: 'Bo X', phone: '306-555-0101', language: 'fr' },
      { userId: 'f', name: 'Fay X', phone: '306-555-0101', language: 'en' },
    ]);
    expect(initialStatusChangeValues({ status: 'pending', soNumber: null }, recipients)).toEqual({
      to: 'order received',
      soNumber: '',
      note: '',
      smsRecipients: ['a', 'b', 'f'],
    });
  });

  it('texts the ticked ones once per phone number', () => {
    const recipients = smsRecipientsOf(users);
    expect(smsTargetsOf(recipients, ['b', 'f'])).toEqual([{ userId: 'b', phone: '306-555-0101', language: 'fr' }]);
    expect(smsTargetsOf(recipients, ['a', 'f'])).toEqual([
      { userId: 'a', phone: '306-555-0102', language: 'en' },
      { userId: 'f', phone: '306-555-0101', language: 'en' },
    ]);
    expect(smsTargetsOf(recipients, [])).toEqual([]);
  });

  it('writes to each in their language: the languages of the ticked ones, English first', () => {
    const recipients = smsRecipientsOf(users);
    expect(smsLanguagesOf(recipients, ['b', 'a'])).toEqual(['en', 'fr']);
    expect(smsLanguagesOf(recipients, ['b'])).toEqual(['fr']);
    expect(smsLanguagesOf(recipients, [])).toEqual([]);
  });
});

describe('loadSmsWords', () => {
  const recipient = (language: SmsRecipient['language']): SmsRecipient => ({ userId: language, name: 'X', phone: '+14035550100', language });

  it('loads the words of the languages the recipients read, and only those, before their texts are written', async () => {
    expect(() => statusSmsText('SO-1', 100001, 'shipped', 'fr')).toThrow(/not loaded/);
    await loadSmsWords([recipient('fr'), recipient('fr')]);
    expect(statusSmsText('SO-1', 100001, 'shipped', 'fr')).toContain('«\u00a0expédiée\u00a0»');
    expect(() => statusSmsText('SO-1', 100001, 'shipped', 'en')).toThrow(/not loaded/);
  });
});

/** Recipients in both languages, as the dialog loads their words before showing its form. */
const loadBothLanguages = () => loadSmsWords([{ userId: 'a', name: 'A', phone: '1', language: 'en' }, { userId: 'b', name: 'B', phone: '2', language: 'fr' }]);

describe('smsPreview', () => {
  beforeAll(loadBothLanguages);

  it('shows the SO number being typed, else the one kept on the order', () => {
    expect(smsPreview('SO-9', { number: 100049, soNumber: null }, 'order received', 'en', translate)).toContain('SO# SO-9 has changed to order received.');
    expect(smsPreview('', { number: 100049, soNumber: 'SO-1' }, 'shipped', 'en', translate)).toContain('SO# SO-1 has changed to shipped.');
  });

  it('never passes the order number off as the SO number where one is required', () => {
    const preview = smsPreview('', { number: 100049, soNumber: null }, 'order received', 'en', translate);
    expect(preview).not.toContain('100049');
    expect(preview).toBe('No SO number is given yet: the text message names it once it is entered.');
  });

  it('says so where the text names the order number instead', () => {
    expect(smsPreview('', { number: 100049, soNumber: null }, 'cancelled', 'en', translate)).toBe(
      'No SO number is given, so the text names order 100049: Dealer Portal: The order status for SO# 100049 has changed to cancelled. For questions, please contact your Calhoun Representative.',
    );
  });
});

describe('statusSmsText', () => {
  beforeAll(loadBothLanguages);

  it('uses the SO number and the status as the spec writes it, or the order number without an SO number', () => {
    expect(statusSmsText('SO-1', 100001, 'order received', 'en')).toBe(
      'Dealer Portal: The order status for SO# SO-1 has changed to order received. For questions, please contact your Calhoun Representative.',
    );
    expect(statusSmsText(null, 100001, 'cancelled', 'en')).toContain('SO# 100001 has changed to cancelled.');
  });
});

describe('outcomeMessage', () => {
  it('reports texts sent and failed, and a failed in-app notification, after the status changed', () => {
    expect(outcomeMessage({ notified: true, sms: { sent: 0, failed: 0 } }, translate)).toBeNull();
    expect(outcomeMessage({ notified: true, sms: { sent: 2, failed: 0 } }, translate)).toEqual({
      message: 'Status changed; 2 text messages sent',
      variant: 'success',
    });
    expect(outcomeMessage({ notified: true, sms: { sent: 1, failed: 2 } }, translate)).toEqual({
      message: 'Status changed; 1 text message sent, 2 text messages failed',
      variant: 'warning',
    });
    expect(outcomeMessage({ notified: false, sms: { sent: 0, failed: 1 } }, translate)).toEqual({
      message: 'Status changed; 0 text messages sent, 1 text message failed; the in-app notification could not be sent',
      variant: 'warning',
    });
  });
});

describe('in French', () => {
  beforeAll(loadBothLanguages);

  it('words the options, the preview around the text and the outcome in the admin’s language', async () => {
    await inLanguage('fr', () => {
      expect(statusOptions('ready for shipment', translate).map((option) => option.label)).toEqual(['Expédiée', 'Livrée', 'Annulée']);
      expect(smsPreview('', { number: 100049, soNumber: null }, 'order received', 'en', translate)).toBe(
        'Aucun nº de commande client (SO) n’est encore indiqué\u00a0: le texto l’indiquera dès qu’il sera saisi.',
      );
      expect(outcomeMessage({ notified: false, sms: { sent: 0, failed: 1 } }, translate)).toEqual({
        message: 'Statut modifié; 0 texto envoyé, 1 texto non envoyé; la notification dans le Portail n’a pas pu être envoyée',
        variant: 'warning',
      });
    });
  });

  it('writes the text itself in the recipient’s language, whatever the admin’s', () => {
    expect(statusSmsText('SO-1', 100001, 'order received', 'fr')).toBe(
      'Portail des concessionnaires\u00a0: Le statut de la commande portant le nº de commande client (SO) SO-1 est passé à ' +
        '«\u00a0commande reçue\u00a0». Pour toute question, veuillez communiquer avec votre représentant Calhoun.',
    );
    expect(smsPreview('', { number: 100049, soNumber: 'SO-1' }, 'shipped', 'fr', translate)).toContain('est passé à «\u00a0expédiée\u00a0»');
  });
});
