import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../reference/orders';
import { STATUS_GROUP_COLOURS, statusGroup } from './OrderStatusChip';

/** WCAG 2.1 relative luminance and contrast ratio of two '#rrggbb' colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('order status colours', () => {
  it('keep text readable on every group background (at least 4.5:1)', () => {
    for (const [group, { text, background }] of Object.entries(STATUS_GROUP_COLOURS)) {
      expect(contrast(text, background), group).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('put the workflow stages in separate groups, with the closed statuses apart', () => {
    expect(statusGroup('pending')).toBe('new');
    expect(statusGroup('drawings stamped')).toBe('engineering');
    expect(statusGroup('post production')).toBe('production');
    expect(statusGroup('shipped')).toBe('shipping');
    expect(statusGroup('delivered')).toBe('delivered');
    expect(statusGroup('cancelled')).toBe('cancelled');
    expect(new Set(ORDER_STATUSES.map(statusGroup)).size).toBe(Object.keys(STATUS_GROUP_COLOURS).length);
  });
});
