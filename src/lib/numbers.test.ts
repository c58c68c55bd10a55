import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('groups digits as each language does', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5, 'fr-CA').replace(/\u00a0/g, ' ')).toBe('1 234,5');
  });
});
