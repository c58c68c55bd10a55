import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { errorsByPath } from '../../test/schemaErrors';
import { NAME_TOO_LONG_MESSAGE, PASSWORDS_DIFFER_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, PHONE_TOO_LONG_MESSAGE } from '../../reference/validation';
import { PHONE_REQUIRED_MESSAGE, registerSchema } from './registerSchema';

const valid = {
  firstname: 'Ivy',
  lastname: 'Invitee',
  phone: '(555) 123-4567',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
};

const errorsOf = (input: unknown) => errorsByPath(registerSchema, input);

describe('registerSchema', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires names, phone and passwords', () => {
    expect(
      Object.keys(errorsOf({ firstname: '', lastname: '', phone: '', password: '', confirmPassword: '' })).sort(),
    ).toEqual(['confirmPassword', 'firstname', 'lastname', 'password', 'phone']);
    expect(errorsOf({ ...valid, phone: '  ' })).toEqual({ phone: PHONE_REQUIRED_MESSAGE });
    expect(translate(PHONE_REQUIRED_MESSAGE)).toBe('Enter your phone number.');
  });

  it('rejects an invalid phone, a short password and a mismatched confirmation', () => {
    expect(errorsOf({ ...valid, phone: 'call me' })).toHaveProperty('phone');
    expect(errorsOf({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: PASSWORD_TOO_SHORT_MESSAGE,
    });
    expect(errorsOf({ ...valid, confirmPassword: 'correct-horse!' })).toEqual({
      confirmPassword: PASSWORDS_DIFFER_MESSAGE,
    });
  });

  it('refuses names longer than 60 characters and a phone longer than 30, whatever its digits', () => {
    expect(errorsOf({ ...valid, firstname: 'I'.repeat(61), lastname: 'I'.repeat(61) })).toEqual({
      firstname: NAME_TOO_LONG_MESSAGE,
      lastname: NAME_TOO_LONG_MESSAGE,
    });
    expect(errorsOf({ ...valid, phone: `555${' '.repeat(20)}123-4567` })).toEqual({ phone: PHONE_TOO_LONG_MESSAGE });
    expect(errorsOf({ ...valid, phone: `555${' '.repeat(19)}123-4567` })).toEqual({});
  });

  it('has no email or role fields: those come from the invite', () => {
    const parsed = registerSchema.parse({ ...valid, email: 'x@example.com', admin: true });
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('admin');
  });
});
