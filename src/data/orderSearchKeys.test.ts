import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { END_CUSTOMER_NAME_MAX_LENGTH } from '../lib/schemas/endCustomer';
import { PO_REFERENCE_MAX_LENGTH } from '../lib/schemas/orders/common';
import { MAX_PREFIX_LENGTH, MAX_SEARCH_KEYS, MIN_PREFIX_LENGTH, normaliseSearchTerm, orderSearchKeys } from './orderSearchKeys';

/** What the list's search box sends for `typed`, and whether the order's keys contain it. */
const finds = (keys: string[], typed: string) => keys.includes(normaliseSearchTerm(typed));

describe('orderSearchKeys', () => {
  const bigSky = orderSearchKeys({ number: 100441, soNumber: 'SO-5521', poReference: 'PO-TOUR', customer: { name: 'Big Sky Aviation' } });

  it('finds an order by a prefix of its number, SO number or PO reference, and by the start of any customer word', () => {
    for (const typed of ['10044', '100441', '10', 'SO-55', 'so-5521', 'PO-TOUR', 'po-t', 'big', 'Sky', 'avi', 'aviation', 'Big Sky Aviation']) {
      expect(finds(bigSky, typed), typed).toBe(true);
    }
  });

  it('does not find it by text that only appears inside a value, or by one character', () => {
    for (const typed of ['0044', 'tour', '5521', 'ky', 'big sky', '1', 'b']) expect(finds(bigSky, typed), typed).toBe(false);
  });

  it('lists the keys in a fixed order: number, SO number, PO reference, the full name, then each word', () => {
    expect(orderSearchKeys({ number: 100012, soNumber: 'SO-7', poReference: 'Ab', customer: { name: '  Maple  Ox ' } })).toEqual([
      '10', '100', '1000', '10001', '100012',
      'so', 'so-', 'so-7',
      'ab',
      'maple ox',
      'ma', 'map', 'mapl', 'maple',
      'ox',
    ]);
  });

  it('leaves out a missing SO number, PO reference and customer, keeps short values whole, and repeats nothing', () => {
    expect(orderSearchKeys({ number: 100001, soNumber: null, poReference: null, customer: null })).toEqual(['10', '100', '1000', '10000', '100001']);
    expect(orderSearchKeys({ number: 7, soNumber: '', poReference: '', customer: { name: 'A' } })).toEqual(['7', 'a']);
    expect(orderSearchKeys({ number: 7, soNumber: '7', poReference: 'bob', customer: { name: 'Bob Bob' } })).toEqual(['7', 'bo', 'bob', 'bob bob']);
  });

  it('keeps prefixes of long values to MAX_PREFIX_LENGTH characters and keys the whole value besides', () => {
    const po = 'P'.repeat(MAX_PREFIX_LENGTH) + '-LONG';
    const keys = orderSearchKeys({ number: 1, soNumber: null, poReference: po, customer: null });
    expect(keys).toHaveLength(MAX_PREFIX_LENGTH - MIN_PREFIX_LENGTH + 2 + 1);
    expect(finds(keys, po.slice(0, MAX_PREFIX_LENGTH))).toBe(true);
    expect(finds(keys, po)).toBe(true);
    expect(finds(keys, po.slice(0, MAX_PREFIX_LENGTH + 1))).toBe(false);
  });

  it('keys a capital dotted I as i, so even the longest names need no cut and are found by every word', () => {
    // Its lower case is i and a combining dot, the one letter whose lower case is longer: nine such words would make
    // 162 keys of a 98-character name if it were kept.
    const words = 'abcdefghi'.split('').map((letter) => letter + 'İ'.repeat(9));
    const name = words.join(' ');
    expect(name.length).toBeLessThanOrEqual(END_CUSTOMER_NAME_MAX_LENGTH);
    const keys = orderSearchKeys({
      number: Number.MAX_SAFE_INTEGER, soNumber: 'S'.repeat(40), poReference: 'P'.repeat(PO_REFERENCE_MAX_LENGTH), customer: { name },
    });
    expect(keys.length).toBeLessThan(MAX_SEARCH_KEYS);
    for (const word of words) expect([finds(keys, word.slice(0, 2)), finds(keys, word)], word).toEqual([true, true]);
    expect(finds(orderSearchKeys({ number: 1, soNumber: null, poReference: null, customer: { name: 'İzmir Farms' } }), 'izmir')).toBe(true);
  });

  it('never needs the backstop cut for any order the functions accept, and finds it by every bounded prefix', () => {
    const text = (max: number) => fc.string({ unit: fc.constantFrom('a', 'b', 'Z', '1', '-', ' ', 'é', 'İ'), maxLength: max });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        text(40),
        text(PO_REFERENCE_MAX_LENGTH),
        fc.option(text(END_CUSTOMER_NAME_MAX_LENGTH), { nil: null }),
        (number, soNumber, poReference, name) => {
          const order = { number, soNumber, poReference, customer: name === null ? null : { name } };
          const keys = orderSearchKeys(order);
          expect(keys.length).toBeLessThanOrEqual(MAX_SEARCH_KEYS);
          // Every word's every prefix of two characters or more (up to the bound) is a key.
          const words = normaliseSearchTerm(name ?? '').split(' ').filter(Boolean);
          for (const word of words) {
            for (let length = MIN_PREFIX_LENGTH; length <= Math.min(word.length, MAX_PREFIX_LENGTH); length += 1) {
              expect(keys).toContain(word.slice(0, length));
            }
          }
          const po = normaliseSearchTerm(poReference);
          if (po.length >= MIN_PREFIX_LENGTH) expect(keys).toContain(po.slice(0, MAX_PREFIX_LENGTH));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('normalises a search term the way keys are stored', () => {
    expect(normaliseSearchTerm('  Maple   RIDGE ')).toBe('maple ridge');
  });
});
