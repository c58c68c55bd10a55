import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, US_STATES, isRegionOf, isValidPostalCode, normalizePostalCode, regionLabel, regionName, regionsOf } from './regions';

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
    expect(regionLabel('CA')).toBe('Province');
    expect(regionLabel('US')).toBe('State');
    expect(isRegionOf('CA', 'SK')).toBe(true);
    expect(isRegionOf('US', 'SK')).toBe(false);
    expect(regionName('US', 'ND')).toBe('North Dakota');
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
