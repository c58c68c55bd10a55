import { describe, expect, it } from 'vitest';
import { errorsByPath } from '../../test/schemaErrors';
import {
  COMPANY_ID_MESSAGE,
  CURRENCY_REQUIRED_MESSAGE,
  DEALER_NUMBER_TOO_LONG_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  INCOMPLETE_COMPANY_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  REPRESENTATIVE_TOO_LONG_MESSAGE,
  companySchema,
  dealerProfileSchema,
  parseSaveCompanyRequest,
} from './company';

const valid = {
  name: ' Prairie Shelters Ltd. ',
  dealerNumber: ' D-1001 ',
  address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 's7k1a1', country: 'CA' },
  phone: '306-555-0123',
  email: 'office@prairie.example.com',
  representative: 'Riley Hart',
  currency: 'CAD',
  active: true,
};
const errorsOf = (input: object) => errorsByPath(companySchema, { ...valid, ...input });
const addressErrors = (address: object) => errorsOf({ address: { ...valid.address, ...address } });

describe('companySchema', () => {
  it('accepts a complete dealer, trimmed, with the postal code as Canada Post writes it', () => {
    expect(companySchema.parse(valid)).toEqual({
      ...valid,
      name: 'Prairie Shelters Ltd.',
      dealerNumber: 'D-1001',
      address: { ...valid.address, zip: 'S7K 1A1' },
    });
  });

  it('requires the name; dealer number, phone, email and representative may stay empty', () => {
    expect(errorsOf({ name: '  ', dealerNumber: '', phone: '', email: '', representative: '' })).toEqual({
      name: 'This field is required.',
    });
  });

  it('refuses an invalid email or phone and over-long fields', () => {
    expect(errorsOf({ email: 'office@' })).toEqual({ email: 'This must be a valid email address.' });
    expect(Object.keys(errorsOf({ phone: '12345' }))).toEqual(['phone']);
    expect(errorsOf({ dealerNumber: 'D'.repeat(31) })).toEqual({ dealerNumber: DEALER_NUMBER_TOO_LONG_MESSAGE });
  });

  it('refuses a name or representative longer than 60 characters, a phone longer than 30, an email longer than 254', () => {
    expect(errorsOf({ name: 'N'.repeat(61) })).toEqual({ name: NAME_TOO_LONG_MESSAGE });
    expect(errorsOf({ representative: 'R'.repeat(61) })).toEqual({ representative: REPRESENTATIVE_TOO_LONG_MESSAGE });
    expect(errorsOf({ phone: `306${' '.repeat(20)}555-0123` })).toEqual({ phone: 'At most 30 characters.' });
    expect(errorsOf({ email: `${'o'.repeat(243)}@example.com` })).toEqual({ email: EMAIL_TOO_LONG_MESSAGE });
    expect(errorsOf({ name: 'N'.repeat(60), representative: 'R'.repeat(60), phone: `306${' '.repeat(19)}555-0123`, email: `${'o'.repeat(242)}@example.com` })).toEqual({});
  });

  it('asks for the country of a new dealer, then for a currency', () => {
    expect(errorsOf({ address: { street: '', city: '', state: '', zip: '', country: '' }, currency: '' })).toMatchObject({
      'address.country': 'Choose Canada or the United States.',
      currency: CURRENCY_REQUIRED_MESSAGE,
    });
  });

  it('takes only a province of Canada for a Canadian dealer and a state for an American one', () => {
    expect(addressErrors({ state: 'TX' })).toEqual({ 'address.state': 'Choose a province or territory of Canada.' });
    expect(addressErrors({ country: 'US', state: 'SK', zip: '79107' })).toEqual({
      'address.state': 'Choose a state of the United States.',
    });
    expect(addressErrors({ country: 'US', state: 'TX', zip: '79107' })).toEqual({});
    expect(addressErrors({ state: '' })).toEqual({ 'address.state': 'This field is required.' });
  });

  it("checks the postal code or ZIP against the country's format", () => {
    expect(addressErrors({ zip: '79107' })).toEqual({ 'address.zip': 'Enter a valid postal code, e.g. S7K 1A1.' });
    expect(addressErrors({ country: 'US', state: 'TX', zip: 'S7K 1A1' })).toEqual({
      'address.zip': 'Enter a valid ZIP code, e.g. 58102 or 58102-1234.',
    });
    expect(addressErrors({ country: 'US', state: 'TX', zip: '79107-1234' })).toEqual({});
  });
});

describe('dealerProfileSchema', () => {
  const profile = { phone: valid.phone, email: valid.email, address: valid.address };

  it('checks the contact details and the address only', () => {
    expect(dealerProfileSchema.parse(profile).address.zip).toBe('S7K 1A1');
    expect(errorsByPath(dealerProfileSchema, { ...profile, email: 'x', address: { ...valid.address, city: '' } })).toEqual({
      email: 'This must be a valid email address.',
      'address.city': 'This field is required.',
    });
  });

  it('refuses a phone longer than 30 characters and an email longer than 254', () => {
    expect(errorsByPath(dealerProfileSchema, { ...profile, phone: `306${' '.repeat(20)}555-0123`, email: `${'o'.repeat(243)}@example.com` })).toEqual({
      phone: 'At most 30 characters.',
      email: EMAIL_TOO_LONG_MESSAGE,
    });
  });

  it('does not carry the fields only an admin changes', () => {
    const parsed = dealerProfileSchema.parse({ ...profile, currency: 'USD', dealerNumber: 'X', name: 'Renamed' });
    expect(Object.keys(parsed).sort()).toEqual(['address', 'email', 'phone']);
  });
});

describe('parseSaveCompanyRequest', () => {
  it('takes a new dealer (no id, or a null one) and a replacement under an id', () => {
    expect(parseSaveCompanyRequest({ company: valid })).toMatchObject({ ok: true, id: null, values: { name: 'Prairie Shelters Ltd.' } });
    expect(parseSaveCompanyRequest({ id: null, company: valid })).toMatchObject({ ok: true, id: null });
    expect(parseSaveCompanyRequest({ id: 'prairie-1', company: valid })).toMatchObject({ ok: true, id: 'prairie-1' });
  });

  it("names the field of the form's first problem", () => {
    expect(parseSaveCompanyRequest({ company: { ...valid, name: ' ' } })).toEqual({ ok: false, message: 'Dealer Name: This field is required.' });
    expect(parseSaveCompanyRequest({ company: { ...valid, address: { ...valid.address, zip: '79107' } } })).toEqual({
      ok: false,
      message: 'Postal Code or ZIP: Enter a valid postal code, e.g. S7K 1A1.',
    });
    expect(parseSaveCompanyRequest({ company: { ...valid, currency: 'EUR' } })).toEqual({
      ok: false,
      message: 'Currency: Choose the currency the dealer orders in.',
    });
    expect(parseSaveCompanyRequest({ company: { ...valid, representative: 'R'.repeat(61) } })).toEqual({
      ok: false,
      message: 'Representative: At most 60 characters.',
    });
  });

  it('refuses a search key or any other field the form does not have, rather than ignoring it', () => {
    expect(parseSaveCompanyRequest({ company: { ...valid, nameLower: 'x' } })).toEqual({
      ok: false,
      message: "Unexpected field 'nameLower' in the request; reload the page and try again.",
    });
    expect(parseSaveCompanyRequest({ company: valid, nameLower: 'x' })).toMatchObject({ ok: false });
  });

  it('refuses a missing dealer and an id no document can have', () => {
    expect(parseSaveCompanyRequest(null)).toEqual({ ok: false, message: INCOMPLETE_COMPANY_MESSAGE });
    expect(parseSaveCompanyRequest({ id: 'x' })).toEqual({ ok: false, message: INCOMPLETE_COMPANY_MESSAGE });
    for (const id of ['', 'a/b', '..', '__id__', 'x'.repeat(129), 7]) {
      expect(parseSaveCompanyRequest({ id, company: valid })).toEqual({ ok: false, message: COMPANY_ID_MESSAGE });
    }
  });
});
