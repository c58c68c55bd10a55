/**
 * The dealer forms: an admin's add and edit form (every field) and a manager's dealer profile (contact details
 * and address). The address is the site address of the order forms: a province or state of the chosen country
 * and a postal code or ZIP in that country's format.
 */
import * as z from 'zod/mini';
import { endCustomerSchema, siteAddressSchema } from '../../lib/schemas/endCustomer';
import { CURRENCY_CODES, currencyForCountry } from '../../reference/currencies';
import { phoneNumber, requiredText } from '../../reference/validation';
import type { Company, CountryCode, CurrencyCode } from '../../types/domain';
import type { CompanyInput } from '../../data/companiesApi';
import { formatPhone } from '../../lib/phone';

// The sizes firestore.rules allows a stored dealer (docs/data-model.md).
export const COMPANY_NAME_MAX_LENGTH = 60;
export const DEALER_NUMBER_MAX_LENGTH = 30;
export const REPRESENTATIVE_MAX_LENGTH = 60;
export { PHONE_MAX_LENGTH } from '../../reference/validation';
export const EMAIL_MAX_LENGTH = 254;
export const CURRENCY_REQUIRED_MESSAGE = 'Choose the currency the dealer orders in.';

function tooLong(maxLength: number) {
  return z.maxLength(maxLength, `At most ${maxLength} characters.`);
}

function optionalText(maxLength: number) {
  return z.string().check(z.trim(), tooLong(maxLength));
}

/** The fields a manager may change too: phone, email (the same loose check as an end customer's) and address. */
const contactShape = {
  phone: phoneNumber({ required: false }),
  email: endCustomerSchema.shape.email.check(tooLong(EMAIL_MAX_LENGTH)),
  address: siteAddressSchema,
};

export const companySchema = z.object({
  name: requiredText(COMPANY_NAME_MAX_LENGTH),
  dealerNumber: optionalText(DEALER_NUMBER_MAX_LENGTH),
  ...contactShape,
  representative: optionalText(REPRESENTATIVE_MAX_LENGTH),
  currency: z.enum(CURRENCY_CODES as ['CAD', 'USD'], CURRENCY_REQUIRED_MESSAGE),
  active: z.boolean(),
});

export const dealerProfileSchema = z.object(contactShape);

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
  const { street, city, state, zip, country } = values.address;
  return {
    name: values.name,
    dealerNumber: values.dealerNumber,
    address: { street, city, state, zip, country },
    phone: values.phone,
    email: values.email,
    representative: values.representative,
    currency: values.currency,
    active: values.active,
  };
}

export function dealerProfileToForm(company: Company): DealerProfileInput {
  return { phone: formatPhone(company.phone), email: company.email, address: { ...company.address } };
}
