import { describe, expect, it } from 'vitest';
import { MAX_PART_SEARCH_KEYS, normalisePartSearch, partSearchKeys } from '../../types/parts';

describe('partSearchKeys', () => {
  const keys = partSearchKeys({ partNumber: 'CS-0110', name: 'Endwall Heavy Duty' });

  it('holds the part number, its pieces and every beginning of it, in lower case', () => {
    expect(keys).toEqual(expect.arrayContaining(['cs-0110', 'cs', '0110', 'c', 'cs-', 'cs-0', 'cs-01', 'cs-011']));
  });

  it("holds the name's words, runs of them, the whole name and the beginnings of each word", () => {
    expect(keys).toEqual(
      expect.arrayContaining(['endwall', 'heavy', 'duty', 'endwall heavy', 'heavy duty', 'endwall heavy duty', 'end', 'hea', 'du']),
    );
    expect(keys).not.toContain('endwall duty');
  });

  it('has no duplicates and no empty keys', () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('');
    expect(keys.every((key) => key === key.toLowerCase())).toBe(true);
  });

  it('splits the name on punctuation', () => {
    const hardware = partSearchKeys({ partNumber: 'CS-1020', name: 'Fasteners / Hardware Heavy-Duty' });
    expect(hardware).toEqual(expect.arrayContaining(['fasteners', 'hardware', 'heavy', 'duty', 'fasteners hardware heavy duty']));
  });

  it(`keeps at most ${MAX_PART_SEARCH_KEYS} keys, whole words and the part number first`, () => {
    const name = Array.from({ length: 30 }, (_unused, i) => `word${i}extra`).join(' ');
    const long = partSearchKeys({ partNumber: 'LONG-PART-NUMBER-1234567890-ABCDEFGHIJKL', name });
    expect(long).toHaveLength(MAX_PART_SEARCH_KEYS);
    expect(long[0]).toBe('long-part-number-1234567890-abcdefghijkl');
    expect(long).toEqual(expect.arrayContaining(['word0extra', 'word29extra', name.toLowerCase()]));
  });

  it('finds what a search box normalises to', () => {
    for (const typed of ['CS-01', ' cs-0110 ', 'Heavy', 'heavy   DUTY', 'Endwall Heavy Duty!', 'end']) {
      expect(keys).toContain(normalisePartSearch(typed));
    }
  });
});

describe('normalisePartSearch', () => {
  it('lower-cases and trims one word, keeping its punctuation (part numbers)', () => {
    expect(normalisePartSearch('  CS-01.A ')).toBe('cs-01.a');
  });

  it('matches text of several words as its words', () => {
    expect(normalisePartSearch('Fasteners / Hardware')).toBe('fasteners hardware');
  });

  it('is empty for blank text', () => {
    expect(normalisePartSearch('   ')).toBe('');
  });
});
