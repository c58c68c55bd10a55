import { describe, expect, it } from 'vitest';
import { isInAppLink } from './inAppLink';

describe('isInAppLink', () => {
  it('accepts app paths only', () => {
    expect(isInAppLink('/orders/view/abc')).toBe(true);
    expect(isInAppLink('/')).toBe(true);
    expect(isInAppLink('//evil.example')).toBe(false);
    expect(isInAppLink('/\\evil.example')).toBe(false);
    expect(isInAppLink('https://example.com/orders')).toBe(false);
    expect(isInAppLink('javascript:alert(1)')).toBe(false);
    expect(isInAppLink('/orders new')).toBe(false);
    expect(isInAppLink(undefined)).toBe(false);
  });
});
