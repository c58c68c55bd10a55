/**
 * Countries the portal serves, their provinces/territories and states, and the postal code or ZIP format of each
 * (site addresses of building and VP orders, warranties). Codes are the postal abbreviations (Canada Post, USPS).
 */
/** The countries the portal serves, by their postal abbreviation. */
export type CountryCode = 'CA' | 'US';

export interface Region {
  code: string;
  name: string;
}

export interface CountryDefinition {
  code: CountryCode;
  name: string;
  /** What a region is called in this country, used as the field's label. */
  regionLabel: 'Province' | 'State';
  /** What a postal code is called in this country, used as the field's label. */
  postalCodeLabel: 'Postal Code' | 'ZIP Code';
  postalCodeExample: string;
}

export const COUNTRIES = [
  { code: 'CA', name: 'Canada', regionLabel: 'Province', postalCodeLabel: 'Postal Code', postalCodeExample: 'S7K 1A1' },
  { code: 'US', name: 'United States', regionLabel: 'State', postalCodeLabel: 'ZIP Code', postalCodeExample: '58102' },
] as const satisfies readonly CountryDefinition[];

export const COUNTRY_CODES: readonly CountryCode[] = COUNTRIES.map((country) => country.code);

/** The 10 provinces and 3 territories. */
export const CANADIAN_PROVINCES: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

/** The 50 states and the District of Columbia. */
export const US_STATES: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

const REGIONS: Record<CountryCode, readonly Region[]> = { CA: CANADIAN_PROVINCES, US: US_STATES };

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function countryDefinition(country: CountryCode): CountryDefinition {
  return COUNTRIES.find((definition) => definition.code === country) ?? COUNTRIES[0];
}

/** Provinces and territories for CA, states for US, sorted by name. */
export function regionsOf(country: CountryCode): readonly Region[] {
  return REGIONS[country];
}

/** 'Province' for Canada, 'State' for the United States. */
export function regionLabel(country: CountryCode): 'Province' | 'State' {
  return countryDefinition(country).regionLabel;
}

export function isRegionOf(country: CountryCode, code: string): boolean {
  return REGIONS[country].some((region) => region.code === code);
}

/** 'Saskatchewan' for ('CA', 'SK'); the code itself when it is not one of the country's. */
export function regionName(country: CountryCode, code: string): string {
  return REGIONS[country].find((region) => region.code === code)?.name ?? code;
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

export function postalCodeMessage(country: CountryCode): string {
  return country === 'CA'
    ? 'Enter a valid postal code, e.g. S7K 1A1.'
    : 'Enter a valid ZIP code, e.g. 58102 or 58102-1234.';
}
