import { describe, expect, it } from 'vitest';
import { currencyByCode, currencyForCountry, isCurrencyCode } from './currencies';

describe('currencies', () => {
  it('defaults Canada to CAD and the United States to USD', () => {
    expect(currencyForCountry('CA')).toBe('CAD');
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry(' us ')).toBe('USD');
  });

  it('has no default for a country the portal does not serve', () => {
    expect(currencyForCountry('MX')).toBeUndefined();
  });

  it('knows both dollars, and only them', () => {
    expect(currencyByCode('CAD')).toMatchObject({ symbol: '$', defaultForCountry: 'CA' });
    expect(currencyByCode('USD')).toMatchObject({ symbol: '$', defaultForCountry: 'US' });
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('EUR')).toBe(false);
  });
});
