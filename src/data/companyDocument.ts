import type { Address, Company, CountryCode, CurrencyCode } from '../types/domain';

/** Turns a stored `companies` document into a Company; the document id is the source of truth for `id`. */
export function toCompany(id: string, raw: Record<string, unknown>): Company {
  const address = isRecord(raw.address) ? raw.address : {};
  const country: CountryCode = address.country === 'US' ? 'US' : 'CA';
  const normalisedAddress: Address = {
    street: asString(address.street),
    city: asString(address.city),
    state: asString(address.state),
    zip: asString(address.zip),
    country,
  };
  const currency: CurrencyCode =
    raw.currency === 'USD' || raw.currency === 'CAD' ? raw.currency : country === 'US' ? 'USD' : 'CAD';
  const company: Company = {
    id,
    name: asString(raw.name),
    address: normalisedAddress,
    currency,
    // Companies are active unless switched off; the flag only affects listings, never access.
    active: raw.active !== false,
  };
  if (typeof raw.phone === 'string') company.phone = raw.phone;
  if (typeof raw.email === 'string') company.email = raw.email;
  return company;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
