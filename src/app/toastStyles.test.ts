import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { TOAST_BACKGROUNDS } from './toastStyles';

describe('toast colours', () => {
  it.each(Object.entries(TOAST_BACKGROUNDS))('white text on the %s toast reaches 4.5:1', (_variant, background) => {
    expect(contrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
  });
});
