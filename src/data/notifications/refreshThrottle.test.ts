import { describe, expect, it } from 'vitest';
import { createRefreshThrottle, isRefreshDue } from './refreshThrottle';

describe('isRefreshDue', () => {
  it('refreshes the first time', () => {
    expect(isRefreshDue(undefined, 1_000)).toBe(true);
  });

  it('skips a refresh under one minute after the last one', () => {
    expect(isRefreshDue(0, 59_999)).toBe(false);
    expect(isRefreshDue(0, 1)).toBe(false);
  });

  it('refreshes once a minute has passed', () => {
    expect(isRefreshDue(0, 60_000)).toBe(true);
    expect(isRefreshDue(0, 600_000)).toBe(true);
  });

  it('refreshes when the clock went backwards', () => {
    expect(isRefreshDue(10_000, 5_000)).toBe(true);
  });
});

describe('createRefreshThrottle', () => {
  it('tracks each key separately against the clock', () => {
    let now = 0;
    const throttle = createRefreshThrottle(60_000, () => now);
    expect(throttle.tryBegin('alice')).toBe(true);
    expect(throttle.tryBegin('alice')).toBe(false);
    expect(throttle.tryBegin('bob')).toBe(true);
    now = 30_000;
    expect(throttle.tryBegin('alice')).toBe(false);
    now = 60_000;
    expect(throttle.tryBegin('alice')).toBe(true);
    expect(throttle.tryBegin('alice')).toBe(false);
  });

  it('allows an immediate retry after a reset', () => {
    const throttle = createRefreshThrottle(60_000, () => 5);
    expect(throttle.tryBegin('alice')).toBe(true);
    throttle.reset('alice');
    expect(throttle.tryBegin('alice')).toBe(true);
  });
});
