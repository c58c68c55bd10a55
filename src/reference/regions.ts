/**
 * Countries the portal serves, their provinces/territories and states, and the postal code or ZIP format of each
 * (site addresses of building and VP orders, warranties). Codes are the postal abbreviations (Canada Post, USPS)
 * and are what is stored; their names, and what a region and a postal code are called in each country, are texts
 * of the 'reference' catalogue, read through src/reference/labels/regions.ts.
 */
/** The countries the portal serves, by their postal abbreviation. */
export type CountryCode = 'CA' | 'US';

export interface Region {
  code: string;
}

export interface CountryDefinition {
  code: CountryCode;
  /** A postal code of the country's format, shown as an example beside the field. */
  postalCodeExample: string;
}

export const COUNTRIES = [
  { code: 'CA', postalCodeExample: 'S7K 1A1' },
  { code: 'US', postalCodeExample: '58102' },
] as const satisfies readonly CountryDefinition[];

export const COUNTRY_CODES: readonly CountryCode[] = COUNTRIES.map((country) => country.code);

const regions = (codes: readonly string[]): readonly Region[] => codes.map((code) => ({ code }));

/** The 10 provinces and 3 territories. */
export const CANADIAN_PROVINCES: readonly Region[] = regions(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

/** The 50 states and the District of Columbia, in the order of their English names. */
export const US_STATES: readonly Region[] = regions([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
]);

const REGIONS: Record<CountryCode, readonly Region[]> = { CA: CANADIAN_PROVINCES, US: US_STATES };

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function countryDefinition(country: CountryCode): CountryDefinition {
  return COUNTRIES.find((definition) => definition.code === country) ?? COUNTRIES[0];
}

/** Provinces and territories for CA, states for US; a list in the reader's language sorts them by their names. */
export function regionsOf(country: CountryCode): readonly Region[] {
  return REGIONS[country];
}

export function isRegionOf(country: CountryCode, code: string): boolean {
  return REGIONS[country].some((region) => region.code === code);
}

/** Canadian postal codes never use D, F, I, O, Q or U, and never start with W or Z. */
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;
/** Five digits, optionally ZIP+4. */
const US_ZIP_CODE = /^\d{5}(-\d{4})?$/;

/** Upper-cased, with the single space Canada Post writes ('s7k1a1' -> 'S7K 1A1'); ZIP codes are only trimmed. */
export function normalizePostalCode(country: CountryCode, value: string): string {
  const trimmed = value.trim();
  if (country !== 'CA') return trimmed;
  const compact = trimmed.toUpperCase().replace(/\s+/g, '');
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : trimmed.toUpperCase();
}

export function isValidPostalCode(country: CountryCode, value: string): boolean {
  const normalized = normalizePostalCode(country, value);
  return country === 'CA' ? CANADIAN_POSTAL_CODE.test(normalized) : US_ZIP_CODE.test(normalized);
}
