import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { formatFullDate, formatRelativeDate } from './formatNotificationDate';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);

describe('formatRelativeDate', () => {
  it('describes recent and older dates relative to now', () => {
    expect(formatRelativeDate(now - 10_000, now)).toBe('just now');
    expect(formatRelativeDate(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatRelativeDate(now - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(formatRelativeDate(now - 24 * 3600_000, now)).toBe('yesterday');
    expect(formatRelativeDate(now - 14 * 24 * 3600_000, now)).toBe('2 weeks ago');
    expect(formatRelativeDate(now - 400 * 24 * 3600_000, now)).toBe('last year');
  });

  it('reads a stored Timestamp as well as epoch milliseconds', () => {
    expect(formatRelativeDate(Timestamp.fromMillis(now - 3 * 3600_000), now)).toBe('3 hours ago');
    expect(formatFullDate(Timestamp.fromMillis(now))).toBe(formatFullDate(now));
  });
});
