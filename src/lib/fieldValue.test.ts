import { describe, expect, it } from 'vitest';
import { at } from '../test/orderFixtures';
import { formatFieldValue } from './fieldValue';

describe('formatFieldValue', () => {
  it('reads values of every kind an order field holds', () => {
    expect(formatFieldValue(null)).toBe('—');
    expect(formatFieldValue('')).toBe('—');
    expect(formatFieldValue(42)).toBe('42');
    expect(formatFieldValue(false)).toBe('No');
    expect(formatFieldValue(at('2026-06-01T00:00:00'))).toBe('Jun 1, 2026');
    expect(formatFieldValue([])).toBe('—');
    expect(formatFieldValue([{ partNumber: 'P-1', name: 'Purlin', quantity: 3, unitPrice: 5 }])).toBe('3 × P-1 Purlin');
    expect(formatFieldValue({ city: 'Regina', state: 'SK', zip: '' })).toBe('city: Regina, state: SK');
  });
});
