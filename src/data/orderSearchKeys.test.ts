import { describe, expect, it } from 'vitest';
import { normaliseSearchTerm, orderSearchKeys } from './orderSearchKeys';

describe('orderSearchKeys', () => {
  it('keys an order by number, SO number, the end customer name and its words, in lower case', () => {
    expect(orderSearchKeys({ number: 100012, soNumber: 'SO-77A', customer: { name: '  Maple  Ridge Farms ' } })).toEqual([
      '100012',
      'so-77a',
      'maple ridge farms',
      'maple',
      'ridge',
      'farms',
    ]);
  });

  it('leaves out a missing SO number and customer, and repeats nothing', () => {
    expect(orderSearchKeys({ number: 100001, soNumber: null, customer: null })).toEqual(['100001']);
    expect(orderSearchKeys({ number: 7, soNumber: '', customer: { name: 'Acme' } })).toEqual(['7', 'acme']);
    expect(orderSearchKeys({ number: 7, soNumber: '7', customer: { name: 'Bob Bob' } })).toEqual(['7', 'bob bob', 'bob']);
  });

  it('normalises a search term the way keys are stored', () => {
    expect(normaliseSearchTerm('  Maple   RIDGE ')).toBe('maple ridge');
  });
});
