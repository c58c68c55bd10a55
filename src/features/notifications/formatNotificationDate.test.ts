import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { formatFullDate, formatRelativeDate } from './formatNotificationDate';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);

describe('formatRelativeDate', () => {
  it('describes recent and older dates relative to now, and nothing within the last minute', () => {
    expect(formatRelativeDate(now - 10_000, 'en-US', now)).toBeNull();
    expect(formatRelativeDate(now - 5 * 60_000, 'en-US', now)).toBe('5 minutes ago');
    expect(formatRelativeDate(now - 3 * 3600_000, 'en-US', now)).toBe('3 hours ago');
    expect(formatRelativeDate(now - 24 * 3600_000, 'en-US', now)).toBe('yesterday');
    expect(formatRelativeDate(now - 14 * 24 * 3600_000, 'en-US', now)).toBe('2 weeks ago');
    expect(formatRelativeDate(now - 400 * 24 * 3600_000, 'en-US', now)).toBe('last year');
  });

  it("speaks the reader's language", () => {
    expect(formatRelativeDate(now - 5 * 60_000, 'fr-CA', now)).toBe('il y a 5 minutes');
    expect(formatRelativeDate(now - 24 * 3600_000, 'fr-CA', now)).toBe('hier');
  });

  it('reads a stored Timestamp as well as epoch milliseconds', () => {
    expect(formatRelativeDate(Timestamp.fromMillis(now - 3 * 3600_000), 'en-US', now)).toBe('3 hours ago');
    expect(formatFullDate(Timestamp.fromMillis(now), 'en-US')).toBe(formatFullDate(now, 'en-US'));
  });
});

describe('formatFullDate', () => {
  it('writes the date and time as each language does', () => {
    // Mid-afternoon UTC: 15 June in every time zone of the Americas and Europe.
    expect(formatFullDate(now + 3 * 3600_000, 'en-US')).toMatch(/^Jun 15, 2025, \d{1,2}:\d{2}\s[AP]M$/);
    expect(formatFullDate(now + 3 * 3600_000, 'fr-CA')).toMatch(/^15 juin 2025, \d{1,2} h \d{2}$/);
  });
});
