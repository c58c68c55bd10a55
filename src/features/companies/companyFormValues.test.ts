import { describe, expect, it } from 'vitest';
import { errorsByPath } from '../../test/schemaErrors';
import { CURRENCY_REQUIRED_MESSAGE, companySchema } from '../../lib/schemas/company';
import { COUNTRY_REQUIRED_MESSAGE } from '../../lib/schemas/endCustomer';
import { companyFormInput } from '../../lib/schemas/testing';
import type { Company } from '../../types/domain';
import {
  companyFromForm,
  companyToForm,
  currencyAfterCountryChange,
  currencyChosenByHand,
  defaultCurrency,
  emptyCompanyForm,
} from './companyFormValues';

const valid = companyFormInput();

describe('the dealer form', () => {
  it('stores the checked values, trimmed, with the postal code as Canada Post writes it', () => {
    expect(companyFromForm(companySchema.parse(valid))).toEqual({
      name: 'Prairie Shelters Ltd.',
      dealerNumber: 'D-1001',
      address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
      phone: '306-555-0123',
      email: 'office@prairie.example.com',
      representative: 'Riley Hart',
      currency: 'CAD',
      active: true,
    });
  });

  it('starts a new dealer without a country, so the form asks for one, then for a currency', () => {
    expect(errorsByPath(companySchema, { ...emptyCompanyForm(), name: 'New Dealer' })).toMatchObject({
      'address.country': COUNTRY_REQUIRED_MESSAGE,
      currency: CURRENCY_REQUIRED_MESSAGE,
    });
  });
});

describe('currency defaults', () => {
  it('is CAD for Canada, USD for the United States, none without a country', () => {
    expect(defaultCurrency('CA')).toBe('CAD');
    expect(defaultCurrency('US')).toBe('USD');
    expect(defaultCurrency('')).toBe('');
  });

  it("follows the country until the admin chooses one by hand", () => {
    expect(currencyAfterCountryChange('', 'US', false)).toBe('USD');
    expect(currencyAfterCountryChange('USD', 'CA', false)).toBe('CAD');
    expect(currencyAfterCountryChange('USD', 'CA', true)).toBe('USD');
  });

  it("counts a stored currency other than the country's as chosen by hand", () => {
    const company: Company = { id: 'c', ...companyFromForm(companySchema.parse(valid)) };
    expect(currencyChosenByHand(company)).toBe(false);
    expect(currencyChosenByHand({ ...company, currency: 'USD' })).toBe(true);
    expect(companyToForm(company)).toEqual({ ...companyFromForm(companySchema.parse(valid)) });
  });
});
