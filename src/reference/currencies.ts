/**
 * Currencies and the default currency of each supported country (spec section 3), by their ISO codes. What each
 * is called is a text of the catalogues; amounts are written by src/lib/money.ts in the reader's language.
 */
import type { CountryCode } from './regions';

export type CurrencyCode = 'CAD' | 'USD';

export interface CurrencyDefinition {
  code: CurrencyCode;
  symbol: string;
  /** The country whose companies use this currency unless told otherwise. */
  defaultForCountry: CountryCode;
}

export const CURRENCIES = [
  { code: 'CAD', symbol: '$', defaultForCountry: 'CA' },
  { code: 'USD', symbol: '$', defaultForCountry: 'US' },
] as const satisfies readonly CurrencyDefinition[];

export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code);

export const COUNTRY_CODES = CURRENCIES.map((currency) => currency.defaultForCountry);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

export function currencyByCode(code: CurrencyCode): CurrencyDefinition {
  const currency = CURRENCIES.find((candidate) => candidate.code === code);
  if (!currency) throw new Error(`Unknown currency ${code}`);
  return currency;
}

/** The default currency for a company's country; undefined for a country the portal does not serve. */
export function currencyForCountry(country: string): CurrencyCode | undefined {
  return CURRENCIES.find((currency) => currency.defaultForCountry === country.trim().toUpperCase())?.code;
}
