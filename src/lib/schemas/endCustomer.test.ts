import { describe, expect, it } from 'vitest';
import { errorsByPath } from '../../test/schemaErrors';
import type { EndCustomer } from '../../types/orders';
import { endCustomerFromValues, endCustomerSchema, endCustomerToInput, regionMismatchMessage } from './endCustomer';

const valid = {
  name: 'Prairie Cattle Co.',
  phone: '306-555-0142',
  email: 'owner@prairiecattle.ca',
  site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' as const },
};
const errorsOf = (input: unknown) => errorsByPath(endCustomerSchema, input);

describe('endCustomerSchema', () => {
  it('accepts a complete Canadian customer, trimmed, with the postal code as Canada Post writes it', () => {
    const parsed = endCustomerSchema.parse({ ...valid, name: ' Prairie Cattle Co. ', site: { ...valid.site, zip: 's7k1a1' } });
    expect(parsed).toEqual(valid);
  });

  it('accepts a US customer with a ZIP+4 and no email', () => {
    const us = { ...valid, email: '', site: { street: '1 Main St', city: 'Fargo', state: 'ND', zip: '58102-1234', country: 'US' as const } };
    expect(errorsOf(us)).toEqual({});
  });

  it('requires name, phone, street, city, province and postal code, each beside its field', () => {
    const empty = { name: '', phone: '', email: '', site: { street: '', city: ' ', state: '', zip: '', country: 'CA' } };
    expect(errorsOf(empty)).toEqual({
      name: 'validation.required',
      phone: 'validation.required',
      'site.street': 'validation.required',
      'site.city': 'validation.required',
      'site.state': 'validation.required',
      'site.zip': 'validation.required',
    });
  });

  it('refuses an invalid phone or email', () => {
    expect(Object.keys(errorsOf({ ...valid, phone: '12345', email: 'nope' }))).toEqual(['phone', 'email']);
    expect(errorsOf({ ...valid, email: 'nope' })).toEqual({ email: 'validation.email' });
  });

  it('refuses a province or state of the other country', () => {
    expect(errorsOf({ ...valid, site: { ...valid.site, state: 'ND' } })).toEqual({ 'site.state': regionMismatchMessage('CA') });
    expect(errorsOf({ ...valid, site: { ...valid.site, country: 'US', state: 'SK', zip: '58102' } })).toEqual({
      'site.state': 'validation.regionOfUnitedStates',
    });
  });

  it("checks the postal code or ZIP against the country's format", () => {
    expect(errorsOf({ ...valid, site: { ...valid.site, zip: '58102' } })).toEqual({
      'site.zip': 'validation.postalCode',
    });
    expect(errorsOf({ ...valid, site: { ...valid.site, zip: 'D7K 1A1' } })).toHaveProperty(['site.zip']);
    expect(errorsOf({ ...valid, site: { ...valid.site, country: 'US', state: 'ND', zip: 'S7K 1A1' } })).toEqual({
      'site.zip': 'validation.zipCode',
    });
  });

  it('refuses a country other than CA or US', () => {
    expect(errorsOf({ ...valid, site: { ...valid.site, country: 'MX' } })).toEqual({
      'site.country': 'validation.countryRequired',
    });
  });

  it('round-trips a stored end customer through the form fields', () => {
    const stored: EndCustomer = endCustomerFromValues(endCustomerSchema.parse(valid));
    expect(endCustomerFromValues(endCustomerSchema.parse(endCustomerToInput(stored)))).toEqual(stored);
    expect(endCustomerToInput(null, 'US').site.country).toBe('US');
  });
});
