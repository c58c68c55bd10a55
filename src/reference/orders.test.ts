import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  ORDER_STATUSES,
  isActiveOrderStatus,
  isClosedStatus,
  nextStatuses,
  isOrderStatus,
  orderStatusIndex,
  orderStatusLabel,
  soNumberRequired,
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

describe('status workflow', () => {
  it('moves a pending order to any later status, cancelled included', () => {
    const next = nextStatuses('pending');
    expect(next).toEqual(ORDER_STATUSES.slice(1));
    expect(next).toContain('cancelled');
  });

  it('never moves back or stays put', () => {
    const next = nextStatuses('drawings stamped');
    expect(next[0]).toBe('pre production');
    expect(next).not.toContain('drawings stamped');
    expect(next).not.toContain('order received');
  });

  it('allows cancelling only before shipping', () => {
    expect(nextStatuses('ready for shipment')).toEqual(['shipped', 'delivered', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered']);
  });

  it('leaves closed orders where they are', () => {
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(isClosedStatus('delivered')).toBe(true);
    expect(isClosedStatus('cancelled')).toBe(true);
    expect(isClosedStatus('shipped')).toBe(false);
  });

  it('requires an SO number from order received on, except for cancelling', () => {
    expect(soNumberRequired('pending')).toBe(false);
    expect(soNumberRequired('order received')).toBe(true);
    expect(soNumberRequired('delivered')).toBe(true);
    expect(soNumberRequired('cancelled')).toBe(false);
  });
});
