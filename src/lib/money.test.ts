import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes English amounts with the currency code after them, as before', () => {
    expect(formatMoney(1100, 'CAD')).toBe('$1,100.00 CAD');
    expect(formatMoney(1100, 'CAD', 'en-US')).toBe('$1,100.00 CAD');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50 USD');
    expect(formatMoney(-3, 'USD')).toBe('-$3.00 USD');
    expect(formatMoney(0.125, 'CAD')).toBe('$0.13 CAD');
  });

  it('writes French amounts as Canadian French does: 1 100,00 $ CA', () => {
    expect(formatMoney(1100, 'CAD', 'fr-CA')).toBe(`1${NBSP}100,00${NBSP}$${NBSP}CA`);
    expect(formatMoney(1100, 'CAD', 'fr-CA').replace(/\u00a0/g, ' ')).toBe('1 100,00 $ CA');
    expect(formatMoney(1234.5, 'USD', 'fr-CA').replace(/\u00a0/g, ' ')).toBe('1 234,50 $ US');
    expect(formatMoney(-3, 'USD', 'fr-CA').replace(/\u00a0/g, ' ')).toBe('-3,00 $ US');
  });

  it('shows no sign on a zero that was computed as -0', () => {
    expect(formatMoney(-0, 'CAD')).toBe('$0.00 CAD');
    expect(formatMoney(-0, 'CAD', 'fr-CA').replace(/\u00a0/g, ' ')).toBe('0,00 $ CA');
  });
});
