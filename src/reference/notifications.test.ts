import { describe, expect, it } from 'vitest';
import { isValidPhone } from './validation';

describe('phone numbers', () => {
  it('accepts 10 to 15 digits with common punctuation', () => {
    expect(isValidPhone('555-123-4567')).toBe(true);
    expect(isValidPhone('+1 (555) 123 4567')).toBe(true);
    expect(isValidPhone('555-1234')).toBe(false);
    expect(isValidPhone('555-123-4567 ext')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
  });
});
