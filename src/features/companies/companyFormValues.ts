/**
 * What the dealer forms hold while an admin or a manager types, and how it maps to a stored dealer. The forms
 * check it with the schemas SAVECOMPANY checks it with (src/lib/schemas/company.ts).
 */
import type * as z from 'zod/mini';
import type { companySchema, dealerProfileSchema } from '../../lib/schemas/company';
import { currencyForCountry } from '../../reference/currencies';
import type { Company, CountryCode, CurrencyCode } from '../../types/domain';
import type { CompanyInput } from '../../data/companiesApi';
import { formatPhone } from '../../lib/phone';
import { companyFields } from '../../lib/schemas/companyRecord';

type CompanySchemaInput = z.input<typeof companySchema>;
type AddressInput = CompanySchemaInput['address'];

/** What the admin's form holds while they type: a new dealer starts without a country, hence without a currency. */
export type CompanyFormInput = Omit<CompanySchemaInput, 'address' | 'currency'> & {
  address: Omit<AddressInput, 'country'> & { country: CountryCode | '' };
  currency: CurrencyCode | '';
};
export type CompanyFormValues = z.output<typeof companySchema>;
export type DealerProfileInput = z.input<typeof dealerProfileSchema>;
export type DealerProfileValues = z.output<typeof dealerProfileSchema>;

/** The currency a dealer of this country orders in unless an admin chooses otherwise ('' without a country). */
export function defaultCurrency(country: CountryCode | ''): CurrencyCode | '' {
  return country === '' ? '' : (currencyForCountry(country) ?? '');
}

/**
 * The currency once the country changed: the new country's default while it still follows the country, the one
 * chosen by hand otherwise.
 */
export function currencyAfterCountryChange(
  current: CurrencyCode | '',
  nextCountry: CountryCode | '',
  chosenByHand: boolean,
): CurrencyCode | '' {
  return chosenByHand ? current : defaultCurrency(nextCountry);
}

/** Whether a stored dealer's currency differs from its country's default, i.e. an admin once chose it by hand. */
export function currencyChosenByHand(company: Pick<Company, 'currency' | 'address'>): boolean {
  return company.currency !== defaultCurrency(company.address.country);
}

/** The empty form for a new dealer: active, without a country or currency yet. */
export function emptyCompanyForm(): CompanyFormInput {
  return {
    name: '',
    dealerNumber: '',
    address: { street: '', city: '', state: '', zip: '', country: '' },
    phone: '',
    email: '',
    representative: '',
    currency: '',
    active: true,
  };
}

export function companyToForm(company: Company): CompanyFormInput {
  const { id: _id, ...fields } = company;
  return { ...fields, address: { ...company.address } };
}

/** The stored fields from the checked form (the validated values already have the stored shape). */
export function companyFromForm(values: CompanyFormValues): CompanyInput {
  return companyFields(values);
}

/** The profile's fields, the phone as the reader's language writes it (`locale`, e.g. 'fr-CA'). */
export function dealerProfileToForm(company: Company, locale?: string): DealerProfileInput {
  return { phone: formatPhone(company.phone, locale), email: company.email, address: { ...company.address } };
}
