import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { errorsByPath } from '../../test/schemaErrors';
import { REQUIRED_MESSAGE } from '../../reference/validation';
import { PHONE_REQUIRED_FOR_SMS, profileSchema } from './profileSchema';

const valid = { firstname: 'Dana', lastname: 'Dealer', phone: '555-123-4567', sms: true, mail: false };

const errorsOf = (input: unknown) => errorsByPath(profileSchema, input);

describe('profileSchema', () => {
  it('accepts a complete profile and trims it', () => {
    expect(profileSchema.parse({ ...valid, firstname: ' Dana ' })).toEqual(valid);
  });

  it('requires first and last name', () => {
    expect(errorsOf({ ...valid, firstname: ' ', lastname: '' })).toEqual({
      firstname: REQUIRED_MESSAGE,
      lastname: REQUIRED_MESSAGE,
    });
  });

  it('needs a phone to opt in to SMS, with a clear message', () => {
    expect(errorsOf({ ...valid, phone: '' })).toEqual({ phone: PHONE_REQUIRED_FOR_SMS });
    expect(translate(PHONE_REQUIRED_FOR_SMS)).toBe('A phone number is required to receive text messages.');
  });

  it('allows no phone without SMS, but never an invalid one', () => {
    expect(errorsOf({ ...valid, phone: '', sms: false })).toEqual({});
    expect(Object.keys(errorsOf({ ...valid, phone: '12345', sms: false }))).toEqual(['phone']);
  });

  it('takes the email opt-in as true or false, with or without a phone', () => {
    expect(profileSchema.parse({ ...valid, phone: '', sms: false, mail: true })).toMatchObject({ mail: true });
    expect(Object.keys(errorsOf({ ...valid, mail: 'yes' }))).toEqual(['mail']);
    expect(Object.keys(errorsOf({ firstname: 'Dana', lastname: 'Dealer', phone: '', sms: false }))).toEqual(['mail']);
  });
});
