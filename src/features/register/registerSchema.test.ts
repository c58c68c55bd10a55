import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { errorsByPath } from '../../test/schemaErrors';
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
      password: 'The password must be at least 8 characters.',
    });
    expect(errorsOf({ ...valid, confirmPassword: 'correct-horse!' })).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('refuses names longer than 60 characters and a phone longer than 30, whatever its digits', () => {
    expect(errorsOf({ ...valid, firstname: 'I'.repeat(61), lastname: 'I'.repeat(61) })).toEqual({
      firstname: 'At most 60 characters.',
      lastname: 'At most 60 characters.',
    });
    expect(errorsOf({ ...valid, phone: `555${' '.repeat(20)}123-4567` })).toEqual({ phone: 'At most 30 characters.' });
    expect(errorsOf({ ...valid, phone: `555${' '.repeat(19)}123-4567` })).toEqual({});
  });

  it('has no email or role fields: those come from the invite', () => {
    const parsed = registerSchema.parse({ ...valid, email: 'x@example.com', admin: true });
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('admin');
  });
});
