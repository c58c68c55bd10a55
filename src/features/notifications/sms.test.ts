import { describe, expect, it } from 'vitest';
import type { User } from '../../types/domain';
import { notificationSmsText, smsGroups } from './sms';

function user(id: string, overrides: { sms?: boolean; phone?: string; active?: boolean; language?: 'en' | 'fr' } = {}): User {
  return {
    id,
    company: 'acme',
    active: overrides.active ?? true,
    data: {
      firstname: id,
      lastname: 'Tester',
      email: `${id}@example.com`,
      phone: overrides.phone ?? '555-123-4567',
      sms: overrides.sms ?? true,
      admin: false,
      manager: false,
      ...(overrides.language ? { language: overrides.language } : {}),
    },
  };
}

describe('smsGroups', () => {
  it('texts only active, opted-in users with a phone, once per number', () => {
    const groups = smsGroups([
      user('a'),
      user('b', { sms: false }),
      user('c', { phone: '  ' }),
      user('d', { active: false }),
      user('e', { phone: '555-123-4567' }),
      user('f', { phone: ' 555-999-0000 ' }),
    ]);
    expect(groups).toEqual([
      {
        language: 'en',
        targets: [
          { userId: 'a', phone: '555-123-4567' },
          { userId: 'f', phone: '555-999-0000' },
        ],
      },
    ]);
  });

  it('groups the recipients by the language of their profile, English first, English when unset', () => {
    const groups = smsGroups([
      user('fr1', { language: 'fr', phone: '418-555-0001' }),
      user('unset', { phone: '306-555-0002' }),
      user('en1', { language: 'en', phone: '306-555-0003' }),
    ]);
    expect(groups).toEqual([
      { language: 'en', targets: [{ userId: 'unset', phone: '306-555-0002' }, { userId: 'en1', phone: '306-555-0003' }] },
      { language: 'fr', targets: [{ userId: 'fr1', phone: '418-555-0001' }] },
    ]);
  });

  it('is empty when nobody is to be texted', () => {
    expect(smsGroups([user('b', { sms: false })])).toEqual([]);
  });
});

describe('notificationSmsText', () => {
  it('names the product in the recipient’s language, then the subject and message as written', async () => {
    expect(await notificationSmsText('en', ' Closed Friday ', 'Office closed.')).toBe('Dealer Portal: Closed Friday\nOffice closed.');
    expect(await notificationSmsText('fr', 'Fermé vendredi', ' Bureau fermé. ')).toBe('Portail des concessionnaires\u00a0: Fermé vendredi\nBureau fermé.');
  });
});
