import { describe, expect, it } from 'vitest';
import { errorsByPath } from '../../test/schemaErrors';
import {
  FUTURE_INSTALL_MESSAGE,
  INVALID_DATE_MESSAGE,
  PHOTOS_REQUIRED_MESSAGE,
  applicationSchema,
  installBeforeOrderMessage,
} from './applicationSchema';

const orderDate = new Date(2026, 2, 4, 15, 30);
const today = new Date(2026, 10, 26, 9, 0);
const schema = applicationSchema(orderDate, today);
const photo = { path: 'warranties/acme/w1/barn.png', name: 'barn.png', contentType: 'image/png', size: 100 };
const valid = {
  customer: {
    name: 'Prairie Cattle Co.',
    phone: '306-555-0142',
    email: '',
    site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
  },
  installDate: new Date(2026, 5, 1),
  installer: ' Northern Installs ',
  photos: [photo],
};
const errorsOf = (input: object) => errorsByPath(schema, { ...valid, ...input });

describe('warranty application schema', () => {
  it('accepts a complete application, trimmed', () => {
    const parsed = schema.parse(valid);
    expect(parsed.installer).toBe('Northern Installs');
    expect(parsed.installDate).toEqual(new Date(2026, 5, 1));
  });

  it('accepts the order day and today, whatever their time', () => {
    expect(errorsOf({ installDate: new Date(2026, 2, 4) })).toEqual({});
    expect(errorsOf({ installDate: new Date(2026, 10, 26, 23, 59) })).toEqual({});
  });

  it('requires the install date, the installer and a photo', () => {
    expect(errorsOf({ installDate: null, installer: '  ', photos: [] })).toEqual({
      installDate: 'This field is required.',
      installer: 'This field is required.',
      photos: PHOTOS_REQUIRED_MESSAGE,
    });
  });

  it('refuses a date in the future, before the order, or half typed', () => {
    expect(errorsOf({ installDate: new Date(2026, 10, 27) })).toEqual({ installDate: FUTURE_INSTALL_MESSAGE });
    expect(errorsOf({ installDate: new Date(2026, 2, 3) })).toEqual({ installDate: installBeforeOrderMessage(orderDate) });
    expect(installBeforeOrderMessage(orderDate)).toBe('The install date cannot be before the order date (Mar 4, 2026).');
    expect(errorsOf({ installDate: new Date(NaN) })).toEqual({ installDate: INVALID_DATE_MESSAGE });
  });

  it('checks the end customer with its own schema', () => {
    expect(errorsOf({ customer: { ...valid.customer, name: '' } })).toEqual({ 'customer.name': 'This field is required.' });
  });
});
