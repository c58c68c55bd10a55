import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  ORDER_STATUSES,
  isActiveOrderStatus,
  isOrderStatus,
  orderStatusIndex,
  orderStatusLabel,
} from './orders';

describe('order statuses', () => {
  it('keeps the spec order from pending to cancelled', () => {
    expect(ORDER_STATUSES[0]).toBe('pending');
    expect(ORDER_STATUSES).toHaveLength(12);
    expect(orderStatusIndex('drawings stamped')).toBeLessThan(orderStatusIndex('pre production'));
    expect(ORDER_STATUSES.slice(-3)).toEqual(['shipped', 'delivered', 'cancelled']);
  });

  it('treats every status except delivered and cancelled as active', () => {
    expect(isActiveOrderStatus('pending')).toBe(true);
    expect(isActiveOrderStatus('shipped')).toBe(true);
    expect(isActiveOrderStatus('delivered')).toBe(false);
    expect(isActiveOrderStatus('cancelled')).toBe(false);
    expect(ACTIVE_ORDER_STATUSES).toHaveLength(10);
    expect(ACTIVE_ORDER_STATUSES).not.toContain('delivered');
  });

  it('recognises only known statuses', () => {
    expect(isOrderStatus('ready for shipment')).toBe(true);
    expect(isOrderStatus('Ready For Shipment')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
    expect(orderStatusIndex('lost')).toBe(-1);
  });

  it('labels statuses in title case', () => {
    expect(orderStatusLabel('drawings out for approval')).toBe('Drawings Out For Approval');
  });
});
