import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { errorsByPath } from '../../test/schemaErrors';
import {
  FROM_REQUIRED_MESSAGE,
  INVALID_DATE_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
  TO_BEFORE_FROM_MESSAGE,
  TO_REQUIRED_MESSAGE,
  rangeSchema,
} from './rangeSchema';

const d = (year: number, month: number, day: number, hours = 0) => new Date(year, month - 1, day, hours);
const errorsOf = (input: object) => errorsByPath(rangeSchema, input);

describe('report range schema', () => {
  it('accepts two days in order, as days at midnight', () => {
    expect(rangeSchema.parse({ from: d(2026, 1, 1, 13), to: d(2026, 3, 31, 8) })).toEqual({ from: d(2026, 1, 1), to: d(2026, 3, 31) });
    expect(errorsOf({ from: d(2026, 3, 31, 20), to: d(2026, 3, 31, 1) })).toEqual({});
  });

  it('asks for both days', () => {
    expect(errorsOf({ from: null, to: null })).toEqual({ from: FROM_REQUIRED_MESSAGE, to: TO_REQUIRED_MESSAGE });
  });

  it('says when a date is only partly typed', () => {
    expect(errorsOf({ from: new Date(NaN), to: d(2026, 1, 1) })).toEqual({ from: INVALID_DATE_MESSAGE });
  });

  it('refuses a last day before the first', () => {
    expect(errorsOf({ from: d(2026, 3, 2), to: d(2026, 3, 1) })).toEqual({ to: TO_BEFORE_FROM_MESSAGE });
  });

  it('refuses more than five years of months', () => {
    expect(errorsOf({ from: d(2021, 6, 1), to: d(2026, 5, 31) })).toEqual({});
    expect(errorsOf({ from: d(2021, 5, 31), to: d(2026, 5, 31) })).toEqual({ to: RANGE_TOO_LONG_MESSAGE });
    expect(translate(RANGE_TOO_LONG_MESSAGE)).toBe('Choose a range of at most 5 years.');
  });
});
