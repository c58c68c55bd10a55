import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { errorsByPath } from '../../test/schemaErrors';
import { EMAIL_INVALID_MESSAGE, NAME_TOO_LONG_MESSAGE, PHONE_TOO_LONG_MESSAGE, REQUIRED_MESSAGE } from '../../reference/validation';
import {
  COMPANY_REQUIRED_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_TOO_LONG_MESSAGE,
  PHONE_REQUIRED_FOR_SMS,
  editUserSchema,
  inviteSchema,
} from './userSchemas';

const invite = { email: 'Noor.Haddad@Example.com ', firstname: ' Noor', lastname: 'Haddad ', company: 'acme', manager: true, admin: false };
const edit = { firstname: 'Dana', lastname: 'Dealer', phone: '306-555-0100', sms: true, manager: false, admin: false, company: 'acme' };

describe('inviteSchema', () => {
  it('trims the names and stores the email lower-case', () => {
    expect(inviteSchema.parse(invite)).toEqual({ ...invite, email: 'noor.haddad@example.com', firstname: 'Noor', lastname: 'Haddad' });
  });

  it('requires email, both names and a company, one message each', () => {
    expect(errorsByPath(inviteSchema, { ...invite, email: ' ', firstname: '', lastname: ' ', company: '' })).toEqual({
      email: REQUIRED_MESSAGE,
      firstname: REQUIRED_MESSAGE,
      lastname: REQUIRED_MESSAGE,
      company: COMPANY_REQUIRED_MESSAGE,
    });
  });

  it('refuses an address that is not an email', () => {
    for (const email of ['noor', 'noor@', 'noor@example', 'no or@example.com']) {
      expect(errorsByPath(inviteSchema, { ...invite, email })).toEqual({ email: EMAIL_INVALID_MESSAGE });
    }
  });

  it('refuses names longer than a person name', () => {
    expect(errorsByPath(inviteSchema, { ...invite, lastname: 'x'.repeat(61) })).toEqual({ lastname: NAME_TOO_LONG_MESSAGE });
  });

  it('refuses a first name of thousands of characters and an address longer than 254', () => {
    expect(errorsByPath(inviteSchema, { ...invite, firstname: 'N'.repeat(10_400) })).toEqual({ firstname: NAME_TOO_LONG_MESSAGE });
    expect(errorsByPath(inviteSchema, { ...invite, email: `${'n'.repeat(243)}@example.com` })).toEqual({ email: EMAIL_TOO_LONG_MESSAGE });
    expect(translate(EMAIL_TOO_LONG_MESSAGE, { max: EMAIL_MAX_LENGTH })).toBe('At most 254 characters.');
    expect(inviteSchema.parse({ ...invite, email: `${'n'.repeat(242)}@example.com` }).email).toHaveLength(254);
  });
});

describe('editUserSchema', () => {
  it('accepts a complete user and trims it', () => {
    expect(editUserSchema.parse({ ...edit, firstname: ' Dana ', phone: ' 306-555-0100 ' })).toEqual(edit);
  });

  it('requires both names and a company', () => {
    expect(errorsByPath(editUserSchema, { ...edit, firstname: '', lastname: ' ', company: '' })).toEqual({
      firstname: REQUIRED_MESSAGE,
      lastname: REQUIRED_MESSAGE,
      company: COMPANY_REQUIRED_MESSAGE,
    });
  });

  it('needs a phone for text messages, and never takes an invalid one', () => {
    expect(errorsByPath(editUserSchema, { ...edit, phone: '' })).toEqual({ phone: PHONE_REQUIRED_FOR_SMS });
    expect(errorsByPath(editUserSchema, { ...edit, phone: '', sms: false })).toEqual({});
    expect(Object.keys(errorsByPath(editUserSchema, { ...edit, phone: '12345', sms: false }))).toEqual(['phone']);
  });

  it('refuses names longer than 60 characters and a phone longer than 30, whatever its digits', () => {
    expect(errorsByPath(editUserSchema, { ...edit, firstname: 'D'.repeat(61) })).toEqual({ firstname: NAME_TOO_LONG_MESSAGE });
    expect(errorsByPath(editUserSchema, { ...edit, phone: `306${' '.repeat(20)}555-0100` })).toEqual({ phone: PHONE_TOO_LONG_MESSAGE });
    expect(errorsByPath(editUserSchema, { ...edit, phone: `306${' '.repeat(19)}555-0100` })).toEqual({});
  });
});
