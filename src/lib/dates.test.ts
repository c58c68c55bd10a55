import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isoDate } from './dates';

// Built in local time, as the portal shows dates in the reader's time zone: the same result wherever it runs.
const stamp = { toDate: () => new Date(2026, 2, 4, 14, 5) };

describe('dates', () => {
  it('reads as before in English', () => {
    expect(formatDate(stamp)).toBe('Mar 4, 2026');
    expect(formatDateTime(stamp)).toBe('Mar 4, 2026, 2:05 PM');
    expect(formatDate(stamp, 'en-US')).toBe('Mar 4, 2026');
  });

  it('reads as Canadian French writes dates and times', () => {
    expect(formatDate(stamp, 'fr-CA')).toBe('4 mars 2026');
    expect(formatDateTime(stamp, 'fr-CA').replace(/\u00a0/g, ' ')).toBe('4 mars 2026, 14 h 05');
  });

  it('is empty for a date not yet known', () => {
    expect(formatDate(null, 'fr-CA')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('keeps ISO dates for files the same in every language', () => {
    expect(isoDate(stamp)).toBe('2026-03-04');
  });
});
