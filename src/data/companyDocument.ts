import type { Address, Company, CountryCode, CurrencyCode } from '../types/domain';

const COUNTRIES: readonly CountryCode[] = ['CA', 'US'];

/**
 * A company document the portal cannot use as it is. The country decides the currency of every order and price,
 * so a missing or unknown one is reported rather than guessed.
 */
export class InvalidCompanyDocumentError extends Error {
  constructor(
    readonly companyId: string,
    readonly problem: string,
  ) {
    super(`Company ${companyId} ${problem}.`);
    this.name = 'InvalidCompanyDocumentError';
  }
}

/**
 * Turns a stored `companies` document into a Company; the document id is the source of truth for `id`.
 * Throws InvalidCompanyDocumentError when the address has no country, or one other than CA or US.
 */
export function toCompany(id: string, raw: Record<string, unknown>): Company {
  const address = isRecord(raw.address) ? raw.address : {};
  const country = countryOf(id, address.country);
  const normalisedAddress: Address = {
    street: asString(address.street),
    city: asString(address.city),
    state: asString(address.state),
    zip: asString(address.zip),
    country,
  };
  const currency: CurrencyCode =
    raw.currency === 'USD' || raw.currency === 'CAD' ? raw.currency : country === 'US' ? 'USD' : 'CAD';
  return {
    id,
    name: asString(raw.name),
    dealerNumber: asString(raw.dealerNumber),
    address: normalisedAddress,
    currency,
    phone: asString(raw.phone),
    email: asString(raw.email),
    representative: asString(raw.representative),
    // Companies are active unless switched off; the flag only affects listings, never access.
    active: raw.active !== false,
  };
}

function countryOf(id: string, value: unknown): CountryCode {
  if (COUNTRIES.includes(value as CountryCode)) return value as CountryCode;
  if (value === undefined || value === null || value === '') throw new InvalidCompanyDocumentError(id, 'has no country in its address');
  throw new InvalidCompanyDocumentError(id, `has an unknown country in its address (${JSON.stringify(value)}; expected CA or US)`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
