/**
 * Countries, their provinces/territories and states, and what their regions and postal codes are called, in the
 * reader's language (see labelOf.ts). The codes (SK, ND, CA, US) are what is stored and stay codes.
 */
import { regionsOf, type CountryCode } from '../regions';
import { labelOf, type ReadMessage } from './labelOf';

const PROVINCE_MESSAGES: Record<string, string> = {
  AB: 'reference.region.ca.AB',
  BC: 'reference.region.ca.BC',
  MB: 'reference.region.ca.MB',
  NB: 'reference.region.ca.NB',
  NL: 'reference.region.ca.NL',
  NS: 'reference.region.ca.NS',
  NT: 'reference.region.ca.NT',
  NU: 'reference.region.ca.NU',
  ON: 'reference.region.ca.ON',
  PE: 'reference.region.ca.PE',
  QC: 'reference.region.ca.QC',
  SK: 'reference.region.ca.SK',
  YT: 'reference.region.ca.YT',
};

const STATE_MESSAGES: Record<string, string> = {
  AL: 'reference.region.us.AL',
  AK: 'reference.region.us.AK',
  AZ: 'reference.region.us.AZ',
  AR: 'reference.region.us.AR',
  CA: 'reference.region.us.CA',
  CO: 'reference.region.us.CO',
  CT: 'reference.region.us.CT',
  DE: 'reference.region.us.DE',
  DC: 'reference.region.us.DC',
  FL: 'reference.region.us.FL',
  GA: 'reference.region.us.GA',
  HI: 'reference.region.us.HI',
  ID: 'reference.region.us.ID',
  IL: 'reference.region.us.IL',
  IN: 'reference.region.us.IN',
  IA: 'reference.region.us.IA',
  KS: 'reference.region.us.KS',
  KY: 'reference.region.us.KY',
  LA: 'reference.region.us.LA',
  ME: 'reference.region.us.ME',
  MD: 'reference.region.us.MD',
  MA: 'reference.region.us.MA',
  MI: 'reference.region.us.MI',
  MN: 'reference.region.us.MN',
  MS: 'reference.region.us.MS',
  MO: 'reference.region.us.MO',
  MT: 'reference.region.us.MT',
  NE: 'reference.region.us.NE',
  NV: 'reference.region.us.NV',
  NH: 'reference.region.us.NH',
  NJ: 'reference.region.us.NJ',
  NM: 'reference.region.us.NM',
  NY: 'reference.region.us.NY',
  NC: 'reference.region.us.NC',
  ND: 'reference.region.us.ND',
  OH: 'reference.region.us.OH',
  OK: 'reference.region.us.OK',
  OR: 'reference.region.us.OR',
  PA: 'reference.region.us.PA',
  RI: 'reference.region.us.RI',
  SC: 'reference.region.us.SC',
  SD: 'reference.region.us.SD',
  TN: 'reference.region.us.TN',
  TX: 'reference.region.us.TX',
  UT: 'reference.region.us.UT',
  VT: 'reference.region.us.VT',
  VA: 'reference.region.us.VA',
  WA: 'reference.region.us.WA',
  WV: 'reference.region.us.WV',
  WI: 'reference.region.us.WI',
  WY: 'reference.region.us.WY',
};

const REGION_MESSAGES: Record<CountryCode, Record<string, string>> = { CA: PROVINCE_MESSAGES, US: STATE_MESSAGES };

const COUNTRY_MESSAGES: Record<CountryCode, { name: string; region: string; postalCode: string }> = {
  CA: { name: 'reference.country.ca', region: 'reference.country.ca.region', postalCode: 'reference.country.ca.postalCode' },
  US: { name: 'reference.country.us', region: 'reference.country.us.region', postalCode: 'reference.country.us.postalCode' },
};

/** 'CA' -> 'Canada'; 'US' -> 'United States', 'États-Unis'. */
export function countryNameText(country: CountryCode, t: ReadMessage): string {
  return t(COUNTRY_MESSAGES[country].name);
}

/** What a region is called in the country, as a field's label: 'Province' or 'State' ('État'). */
export function regionLabelText(country: CountryCode, t: ReadMessage): string {
  return t(COUNTRY_MESSAGES[country].region);
}

/** What a postal code is called in the country, as a field's label: 'Postal Code' or 'ZIP Code'. */
export function postalCodeLabelText(country: CountryCode, t: ReadMessage): string {
  return t(COUNTRY_MESSAGES[country].postalCode);
}

/** ('CA', 'BC') -> 'British Columbia', 'Colombie-Britannique'; the code itself when it is not one of the country's. */
export function regionNameText(country: CountryCode, code: string, t: ReadMessage): string {
  return labelOf(REGION_MESSAGES[country], code, t);
}

/** A country's provinces or states as a select offers them: sorted by their names in the reader's language. */
export function regionChoices(country: CountryCode, t: ReadMessage, locale: string): Array<{ value: string; label: string }> {
  return regionsOf(country)
    .map((region) => ({ value: region.code, label: regionNameText(country, region.code, t) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
