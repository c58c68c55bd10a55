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
import { PHONE_TOO_LONG_MESSAGE } from '../../reference/validation';
import { companyFormInput } from './testing';

const valid = companyFormInput();
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
      name: 'validation.required',
    });
  });

  it('refuses an invalid email or phone and over-long fields', () => {
    expect(errorsOf({ email: 'office@' })).toEqual({ email: 'validation.email' });
    expect(Object.keys(errorsOf({ phone: '12345' }))).toEqual(['phone']);
    expect(errorsOf({ dealerNumber: 'D'.repeat(31) })).toEqual({ dealerNumber: DEALER_NUMBER_TOO_LONG_MESSAGE });
  });

  it('refuses a name or representative longer than 60 characters, a phone longer than 30, an email longer than 254', () => {
    expect(errorsOf({ name: 'N'.repeat(61) })).toEqual({ name: NAME_TOO_LONG_MESSAGE });
    expect(errorsOf({ representative: 'R'.repeat(61) })).toEqual({ representative: REPRESENTATIVE_TOO_LONG_MESSAGE });
    expect(errorsOf({ phone: `306${' '.repeat(20)}555-0123` })).toEqual({ phone: PHONE_TOO_LONG_MESSAGE });
    expect(errorsOf({ email: `${'o'.repeat(243)}@example.com` })).toEqual({ email: EMAIL_TOO_LONG_MESSAGE });
    expect(errorsOf({ name: 'N'.repeat(60), representative: 'R'.repeat(60), phone: `306${' '.repeat(19)}555-0123`, email: `${'o'.repeat(242)}@example.com` })).toEqual({});
  });

  it('asks for the country of a new dealer, then for a currency', () => {
    expect(errorsOf({ address: { street: '', city: '', state: '', zip: '', country: '' }, currency: '' })).toMatchObject({
      'address.country': 'validation.countryRequired',
      currency: CURRENCY_REQUIRED_MESSAGE,
    });
  });

  it('takes only a province of Canada for a Canadian dealer and a state for an American one', () => {
    expect(addressErrors({ state: 'TX' })).toEqual({ 'address.state': 'validation.regionOfCanada' });
    expect(addressErrors({ country: 'US', state: 'SK', zip: '79107' })).toEqual({
      'address.state': 'validation.regionOfUnitedStates',
    });
    expect(addressErrors({ country: 'US', state: 'TX', zip: '79107' })).toEqual({});
    expect(addressErrors({ state: '' })).toEqual({ 'address.state': 'validation.required' });
  });

  it("checks the postal code or ZIP against the country's format", () => {
    expect(addressErrors({ zip: '79107' })).toEqual({ 'address.zip': 'validation.postalCode' });
    expect(addressErrors({ country: 'US', state: 'TX', zip: 'S7K 1A1' })).toEqual({
      'address.zip': 'validation.zipCode',
    });
    expect(addressErrors({ country: 'US', state: 'TX', zip: '79107-1234' })).toEqual({});
  });
});

describe('dealerProfileSchema', () => {
  const profile = { phone: valid.phone, email: valid.email, address: valid.address };

  it('checks the contact details and the address only', () => {
    expect(dealerProfileSchema.parse(profile).address.zip).toBe('S7K 1A1');
    expect(errorsByPath(dealerProfileSchema, { ...profile, email: 'x', address: { ...valid.address, city: '' } })).toEqual({
      email: 'validation.email',
      'address.city': 'validation.required',
    });
  });

  it('refuses a phone longer than 30 characters and an email longer than 254', () => {
    expect(errorsByPath(dealerProfileSchema, { ...profile, phone: `306${' '.repeat(20)}555-0123`, email: `${'o'.repeat(243)}@example.com` })).toEqual({
      phone: PHONE_TOO_LONG_MESSAGE,
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

  it("names the field of the form's first problem by its label on the form", () => {
    const refusal = (company: object) => parseSaveCompanyRequest({ company: { ...valid, ...company } });
    const fieldProblem = (field: string, problem: string) => ({
      ok: false,
      refusal: { message: 'errors.server.fieldProblem', labels: { field, problem } },
    });
    expect(refusal({ name: ' ' })).toEqual(fieldProblem('companies.form.name', 'validation.required'));
    expect(refusal({ address: { ...valid.address, zip: '79107' } })).toEqual(fieldProblem('companies.address.postalCodeOrZip', 'validation.postalCode'));
    expect(refusal({ currency: 'EUR' })).toEqual(fieldProblem('companies.form.currency', CURRENCY_REQUIRED_MESSAGE));
    expect(refusal({ representative: 'R'.repeat(61) })).toEqual(fieldProblem('companies.form.representative', REPRESENTATIVE_TOO_LONG_MESSAGE));
    // A value of a type the form never sends reads as a malformed request, beside its field.
    expect(refusal({ active: 'yes' })).toEqual(fieldProblem('companies.form.active', 'errors.server.malformedRequest'));
  });

  it('refuses a search key or any other field the form does not have, rather than ignoring it', () => {
    expect(parseSaveCompanyRequest({ company: { ...valid, nameLower: 'x' } })).toEqual({
      ok: false,
      refusal: { message: 'errors.server.unexpectedFields', values: { fields: "'nameLower'" } },
    });
    expect(parseSaveCompanyRequest({ company: valid, nameLower: 'x', extra: 1 })).toEqual({
      ok: false,
      refusal: { message: 'errors.server.unexpectedFields', values: { fields: "'nameLower', 'extra'" } },
    });
  });

  it('refuses a missing dealer and an id no document can have', () => {
    const incomplete = { ok: false, refusal: { message: INCOMPLETE_COMPANY_MESSAGE } };
    expect(parseSaveCompanyRequest(null)).toEqual(incomplete);
    expect(parseSaveCompanyRequest({ id: 'x' })).toEqual(incomplete);
    for (const id of ['', 'a/b', '..', '__id__', 'x'.repeat(129), 7]) {
      expect(parseSaveCompanyRequest({ id, company: valid })).toEqual({ ok: false, refusal: { message: COMPANY_ID_MESSAGE } });
    }
  });
});
