import { describe, expect, it } from 'vitest';
import { isGroupedNumber, parsePositiveNumber, parseWholeNumber } from './numbers';

describe('numbers as dealers type them', () => {
  it('reads a decimal point or a decimal comma alike, whatever the language', () => {
    expect(parsePositiveNumber('12.5')).toBe(12.5);
    expect(parsePositiveNumber('12,5')).toBe(12.5);
    expect(parsePositiveNumber(' 80,25 ')).toBe(80.25);
    expect(parsePositiveNumber(',5')).toBe(0.5);
    // Three decimals are unambiguous after a 0 or after four digits: no grouped number is written that way.
    expect(parsePositiveNumber('0,125')).toBe(0.125);
    expect(parsePositiveNumber('1100,125')).toBe(1100.125);
    expect(parsePositiveNumber('1,1250')).toBe(1.125);
  });

  it('never reads a grouped number as a decimal: "1,100" and "1 100" are refused, not read as 1.1', () => {
    for (const text of ['1,100', '12,500', '100,000', '1 100', '1\u00a0100', '1\u202f100', '1,100.5', '1.100,5', '1,000,000', '1.000.000', '2 500,75']) {
      expect([text, parsePositiveNumber(text)]).toEqual([text, null]);
      expect([text, isGroupedNumber(text)]).toEqual([text, true]);
    }
    for (const text of ['1,100', '1 100', '12 000']) expect([text, parseWholeNumber(text)]).toEqual([text, null]);
  });

  it('tells a grouped number from one that is simply wrong', () => {
    for (const text of ['12,5', '1100', '0,125', 'abc', '-3', '1e3', '', '1,2,3x']) {
      expect([text, isGroupedNumber(text)]).toEqual([text, false]);
    }
  });

  it('keeps refusing what is no positive number', () => {
    expect(parsePositiveNumber('0')).toBeNull();
    expect(parsePositiveNumber('0,0')).toBeNull();
    expect(parsePositiveNumber('-3')).toBeNull();
    expect(parsePositiveNumber('-3,5')).toBeNull();
    expect(parsePositiveNumber('1e3')).toBeNull();
    expect(parsePositiveNumber('12,')).toBeNull();
    expect(parsePositiveNumber('1,5,5')).toBeNull();
  });

  it('reads whole numbers of at least 1, and no decimal as a whole number', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12);
    expect(parseWholeNumber('1100')).toBe(1100);
    expect(parseWholeNumber('1,5')).toBeNull();
    expect(parseWholeNumber('1.5')).toBeNull();
    expect(parseWholeNumber('0')).toBeNull();
  });
});
