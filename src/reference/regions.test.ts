import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, US_STATES, countryDefinition, isRegionOf, isValidPostalCode, normalizePostalCode, regionsOf } from './regions';

describe('regions', () => {
  it('lists the 13 provinces and territories and the 50 states with DC, codes unique', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(US_STATES).toHaveLength(51);
    for (const list of [CANADIAN_PROVINCES, US_STATES]) {
      expect(new Set(list.map((region) => region.code)).size).toBe(list.length);
    }
  });

  it('follows the country', () => {
    expect(regionsOf('CA')).toBe(CANADIAN_PROVINCES);
    expect(regionsOf('US')).toBe(US_STATES);
    expect(isRegionOf('CA', 'SK')).toBe(true);
    expect(isRegionOf('US', 'SK')).toBe(false);
    expect(isRegionOf('US', 'ND')).toBe(true);
  });

  it('gives each country an example postal code of its own format', () => {
    for (const country of ['CA', 'US'] as const) {
      expect(isValidPostalCode(country, countryDefinition(country).postalCodeExample)).toBe(true);
    }
  });

  it('checks and normalizes postal codes and ZIP codes', () => {
    expect(normalizePostalCode('CA', ' s7k1a1 ')).toBe('S7K 1A1');
    expect(isValidPostalCode('CA', 's7k 1a1')).toBe(true);
    expect(isValidPostalCode('CA', 'W7K 1A1')).toBe(false);
    expect(isValidPostalCode('US', '58102')).toBe(true);
    expect(isValidPostalCode('US', '58102-1234')).toBe(true);
    expect(isValidPostalCode('US', '5810')).toBe(false);
  });
});
