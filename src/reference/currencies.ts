/** Currencies and the default currency of each supported country (spec section 3). */
import type { CountryCode } from './regions';

export type CurrencyCode = 'CAD' | 'USD';

export interface CurrencyDefinition {
  code: CurrencyCode;
  name: string;
  symbol: string;
  /** The country whose companies use this currency unless told otherwise. */
  defaultForCountry: CountryCode;
}

export const CURRENCIES = [
  { code: 'CAD', name: 'Canadian Dollar', symbol: '$', defaultForCountry: 'CA' },
  { code: 'USD', name: 'United States Dollar', symbol: '$', defaultForCountry: 'US' },
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

/** '$1,234.50 CAD': both currencies use '$', so the code disambiguates. */
export function formatMoney(amount: number, code: CurrencyCode): string {
  const { symbol } = currencyByCode(code);
  const digits = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}${symbol}${digits} ${code}`;
}
