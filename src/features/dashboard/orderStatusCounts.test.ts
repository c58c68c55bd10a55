import { describe, expect, it } from 'vitest';
import { countActiveOrdersByStatus } from './orderStatusCounts';

describe('countActiveOrdersByStatus', () => {
  it('counts active orders per status in workflow order', () => {
    const orders = ['shipped', 'pending', 'drawings stamped', 'pending', 'shipped', 'shipped'].map((status) => ({ status }));
    expect(countActiveOrdersByStatus(orders)).toEqual([
      { status: 'pending', count: 2 },
      { status: 'drawings stamped', count: 1 },
      { status: 'shipped', count: 3 },
    ]);
  });

  it('ignores closed and unknown statuses', () => {
    expect(countActiveOrdersByStatus([{ status: 'delivered' }, { status: 'cancelled' }, { status: 'lost' }])).toEqual([]);
  });
});
