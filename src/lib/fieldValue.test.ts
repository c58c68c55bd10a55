import { describe, expect, it } from 'vitest';
import { at } from '../test/orderFixtures';
import { formatFieldValue } from './fieldValue';

/** The catalogue's words for yes and no, as a language's message reader gives them. */
const reader = (words: Record<string, string>) => (id: string) => words[id] ?? id;
const english = { t: reader({ 'orderFields.value.yes': 'Yes', 'orderFields.value.no': 'No' }), locale: 'en-US' };
const french = { t: reader({ 'orderFields.value.yes': 'Oui', 'orderFields.value.no': 'Non' }), locale: 'fr-CA' };

describe('formatFieldValue', () => {
  it('reads values of every kind an order field holds', () => {
    expect(formatFieldValue(null, english)).toBe('—');
    expect(formatFieldValue('', english)).toBe('—');
    expect(formatFieldValue(42, english)).toBe('42');
    expect(formatFieldValue(false, english)).toBe('No');
    expect(formatFieldValue(true, english)).toBe('Yes');
    expect(formatFieldValue(at('2026-06-01T00:00:00'), english)).toBe('Jun 1, 2026');
    expect(formatFieldValue(new Date(2026, 5, 1), english)).toBe('Jun 1, 2026');
    expect(formatFieldValue([], english)).toBe('—');
    expect(formatFieldValue([{ partNumber: 'P-1', name: 'Purlin', quantity: 3, unitPrice: 5 }], english)).toBe('3 × P-1 Purlin');
    expect(formatFieldValue({ city: 'Regina', state: 'SK', zip: '' }, english)).toBe('city: Regina, state: SK');
  });

  it("writes yes and no, dates and numbers in the reader's language", () => {
    expect(formatFieldValue(true, french)).toBe('Oui');
    expect(formatFieldValue(false, french)).toBe('Non');
    expect(formatFieldValue(at('2026-06-01T00:00:00'), french)).toBe('1 juin 2026');
    expect(formatFieldValue(1234.5, french)).toBe('1\u00a0234,5');
    expect(formatFieldValue(1234.5, english)).toBe('1,234.5');
    expect(formatFieldValue([{ partNumber: 'P-1', name: 'Purlin', quantity: 1200 }], french)).toBe('1\u00a0200 × P-1 Purlin');
    expect(formatFieldValue([true, false], french)).toBe('Oui; Non');
  });
});
