import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { asTimestampOrNull } from './documentValues';

describe('asTimestampOrNull', () => {
  it('stores the JS Date a form produces (a requested date) as a Timestamp of the same instant', () => {
    const date = new Date(2026, 11, 1);
    expect(asTimestampOrNull(date)?.toMillis()).toBe(date.getTime());
    expect(asTimestampOrNull(new Date(Number.NaN))).toBeNull();
  });

  it('keeps Timestamps and refuses other values', () => {
    const stamp = Timestamp.fromMillis(1_000);
    expect(asTimestampOrNull(stamp)).toBe(stamp);
    expect(asTimestampOrNull('2026-12-01')).toBeNull();
    expect(asTimestampOrNull(null)).toBeNull();
  });
});
