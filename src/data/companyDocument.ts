import type { Address, Company, CountryCode, CurrencyCode } from '../types/domain';

/** What an admin writes: every field of a company but its id. */
export type CompanyInput = Omit<Company, 'id'>;

/** The stored document: the Company and `nameLower`, which orders the dealer list and serves its prefix search. */
export type CompanyDocument = Company & { nameLower: string };

const COUNTRIES: readonly CountryCode[] = ['CA', 'US'];

export type InvalidCompanyReason = 'missing-country' | 'unknown-country';

/**
 * A company document the portal cannot use as it is. The country decides the currency of every order and price,
 * so a missing or unknown one is reported rather than guessed. Screens word it from `reason`, in the reader's
 * language; the message is for developers.
 */
export class InvalidCompanyDocumentError extends Error {
  constructor(
    readonly companyId: string,
    /** For developers, in English: what is wrong with the document, the stored value included. */
    message: string,
    /** What is wrong, for screens to word: the country is missing, or not one the portal serves. */
    readonly reason: InvalidCompanyReason,
  ) {
    super(message);
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

/** A row of the dealer list. A stored document the portal cannot use still gets a row, saying what is wrong with it. */
export interface CompanyListItem {
  id: string;
  name: string;
  dealerNumber: string;
  city: string;
  state: string;
  /** null when the stored country is missing or unknown (see `problem`). */
  country: CountryCode | null;
  currency: CurrencyCode | null;
  phone: string;
  active: boolean;
  /**
   * Why the document is unusable as it is, for screens to word in the reader's language (InvalidCompanyDocumentError's
   * reason); null when it is fine.
   */
  problem: InvalidCompanyReason | null;
}

/** The dealer list's row for a stored document; never throws, so one bad document cannot hide the others. */
export function toCompanyListItem(id: string, raw: Record<string, unknown>): CompanyListItem {
  try {
    const company = toCompany(id, raw);
    return {
      id,
      name: company.name,
      dealerNumber: company.dealerNumber,
      city: company.address.city,
      state: company.address.state,
      country: company.address.country,
      currency: company.currency,
      phone: company.phone,
      active: company.active,
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof InvalidCompanyDocumentError)) throw error;
    const address = isRecord(raw.address) ? raw.address : {};
    return {
      id,
      name: asString(raw.name),
      dealerNumber: asString(raw.dealerNumber),
      city: asString(address.city),
      state: asString(address.state),
      country: null,
      currency: raw.currency === 'USD' || raw.currency === 'CAD' ? raw.currency : null,
      phone: asString(raw.phone),
      active: raw.active !== false,
      problem: error.reason,
    };
  }
}

function countryOf(id: string, value: unknown): CountryCode {
  if (COUNTRIES.includes(value as CountryCode)) return value as CountryCode;
  if (value === undefined || value === null || value === '') {
    throw new InvalidCompanyDocumentError(id, `Company ${id} has no country in its address.`, 'missing-country');
  }
  throw new InvalidCompanyDocumentError(
    id,
    `Company ${id} has an unknown country in its address (${JSON.stringify(value)}; expected CA or US).`,
    'unknown-country',
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
