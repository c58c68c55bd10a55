/**
 * The end customer of a building or VP order (or a warranty) and the site address where the building stands.
 * The province or state must belong to the chosen country, and the postal code or ZIP must have that country's
 * format; each message (a message id, worded by the screen) is reported beside its field.
 */
import * as z from 'zod/mini';
import { COUNTRY_CODES, isRegionOf, isValidPostalCode, normalizePostalCode } from '../../reference/regions';
import { EMAIL_INVALID_MESSAGE, REQUIRED_MESSAGE, phoneNumber, requiredText } from '../../reference/validation';
import type { CountryCode } from '../../types/domain';
import type { EndCustomer } from '../../types/orders';

export const END_CUSTOMER_NAME_MAX_LENGTH = 100;
export const STREET_MAX_LENGTH = 120;
export const CITY_MAX_LENGTH = 60;

// Message ids of the 'validation' catalogue. The fields show a message alone, so each limit is in its words:
// 'At most 100 characters.' (END_CUSTOMER_NAME_MAX_LENGTH), 120 (STREET_MAX_LENGTH), 60 (CITY_MAX_LENGTH).
export const CUSTOMER_NAME_TOO_LONG_MESSAGE = 'validation.customerNameTooLong';
export const STREET_TOO_LONG_MESSAGE = 'validation.streetTooLong';
export const CITY_TOO_LONG_MESSAGE = 'validation.cityTooLong';
export const COUNTRY_REQUIRED_MESSAGE = 'validation.countryRequired';

/** The message for a province or state that is not one of the country's. */
export function regionMismatchMessage(country: CountryCode): string {
  return country === 'CA' ? 'validation.regionOfCanada' : 'validation.regionOfUnitedStates';
}

/** The message for a postal code or ZIP code not in the country's format, with an example of it. */
export function postalCodeMessage(country: CountryCode): string {
  return country === 'CA' ? 'validation.postalCode' : 'validation.zipCode';
}

// A loose email check, the same one z.email applies, usable on an optional value.
const emailFormat = z.email();
function isEmail(value: string): boolean {
  return z.safeParse(emailFormat, value).success;
}

const siteFields = z
  .object({
    street: requiredText(STREET_MAX_LENGTH, { tooLong: STREET_TOO_LONG_MESSAGE }),
    city: requiredText(CITY_MAX_LENGTH, { tooLong: CITY_TOO_LONG_MESSAGE }),
    state: z.string(),
    zip: z.string().check(z.trim()),
    country: z.enum(COUNTRY_CODES as ['CA', 'US'], COUNTRY_REQUIRED_MESSAGE),
  })
  .check(
    z.superRefine((site, context) => {
      // Without a valid country neither the region nor the postal code can be judged; the country reports it.
      if (!(COUNTRY_CODES as readonly unknown[]).includes(site.country)) return;
      if (site.state === '') {
        context.addIssue({ code: 'custom', path: ['state'], message: REQUIRED_MESSAGE });
      } else if (!isRegionOf(site.country, site.state)) {
        context.addIssue({ code: 'custom', path: ['state'], message: regionMismatchMessage(site.country) });
      }
      if (site.zip === '') {
        context.addIssue({ code: 'custom', path: ['zip'], message: REQUIRED_MESSAGE });
      } else if (!isValidPostalCode(site.country, site.zip)) {
        context.addIssue({ code: 'custom', path: ['zip'], message: postalCodeMessage(site.country) });
      }
    }),
  );

/** Street, city, province/state, postal code/ZIP and country; the postal code comes out as Canada Post writes it. */
export const siteAddressSchema = z.pipe(
  siteFields,
  z.transform((site) => ({ ...site, zip: normalizePostalCode(site.country, site.zip) })),
);

export const endCustomerSchema = z.object({
  name: requiredText(END_CUSTOMER_NAME_MAX_LENGTH, { tooLong: CUSTOMER_NAME_TOO_LONG_MESSAGE }),
  phone: phoneNumber({ required: true }),
  email: z.string().check(
    z.trim(),
    z.refine<string>((email) => email === '' || isEmail(email), EMAIL_INVALID_MESSAGE),
  ),
  site: siteAddressSchema,
});

/** What the end customer fields hold while the dealer types. */
export type EndCustomerInput = z.input<typeof endCustomerSchema>;
export type EndCustomerValues = z.output<typeof endCustomerSchema>;

/** Empty fields, the country preset (usually the dealer's own). */
export function emptyEndCustomer(country: CountryCode = 'CA'): EndCustomerInput {
  return { name: '', phone: '', email: '', site: { street: '', city: '', state: '', zip: '', country } };
}

/** The stored shape (validated values already have it; this keeps the field order and drops nothing else). */
export function endCustomerFromValues(values: EndCustomerValues): EndCustomer {
  const { street, city, state, zip, country } = values.site;
  return { name: values.name, phone: values.phone, email: values.email, site: { street, city, state, zip, country } };
}

/** The form's fields for a stored end customer (an edit, a draft, a warranty from an order). */
export function endCustomerToInput(customer: EndCustomer | null, country: CountryCode = 'CA'): EndCustomerInput {
  if (!customer) return emptyEndCustomer(country);
  return {
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    site: { ...customer.site },
  };
}
