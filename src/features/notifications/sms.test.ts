import { describe, expect, it } from 'vitest';
import type { User } from '../../types/domain';
import { notificationSmsText, smsTargets } from './sms';

function user(id: string, overrides: { sms?: boolean; phone?: string; active?: boolean } = {}): User {
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
    },
  };
}

describe('smsTargets', () => {
  it('texts only active, opted-in users with a phone, once per number', () => {
    const targets = smsTargets([
      user('a'),
      user('b', { sms: false }),
      user('c', { phone: '  ' }),
      user('d', { active: false }),
      user('e', { phone: '555-123-4567' }),
      user('f', { phone: ' 555-999-0000 ' }),
    ]);
    expect(targets).toEqual([
      { userId: 'a', phone: '555-123-4567' },
      { userId: 'f', phone: '555-999-0000' },
    ]);
  });
});

describe('notificationSmsText', () => {
  it('names the product, then subject and message', () => {
    expect(notificationSmsText(' Closed Friday ', 'Office closed.')).toBe('Dealer Portal: Closed Friday\nOffice closed.');
  });
});
