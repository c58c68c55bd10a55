import { describe, expect, it } from 'vitest';
import { currencyByCode, currencyForCountry, formatMoney, isCurrencyCode } from './currencies';

describe('currencies', () => {
  it('defaults Canada to CAD and the United States to USD', () => {
    expect(currencyForCountry('CA')).toBe('CAD');
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry(' us ')).toBe('USD');
  });

  it('has no default for a country the portal does not serve', () => {
    expect(currencyForCountry('MX')).toBeUndefined();
  });

  it('names both dollars', () => {
    expect(currencyByCode('CAD').name).toBe('Canadian Dollar');
    expect(currencyByCode('USD')).toMatchObject({ name: 'United States Dollar', symbol: '$' });
    expect(isCurrencyCode('EUR')).toBe(false);
  });

  it('formats amounts with the code, since both symbols are $', () => {
    expect(formatMoney(1234.5, 'CAD')).toBe('$1,234.50 CAD');
    expect(formatMoney(-3, 'USD')).toBe('-$3.00 USD');
  });
});
