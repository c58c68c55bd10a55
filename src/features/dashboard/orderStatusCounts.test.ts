import { describe, expect, it } from 'vitest';
import { nonEmptyStatusCounts } from './orderStatusCounts';

describe('nonEmptyStatusCounts', () => {
  it('lists statuses that have orders, in workflow order', () => {
    const counts = new Map([
      ['shipped', 3],
      ['pending', 2],
      ['drawings stamped', 1],
      ['order received', 0],
    ] as const);
    expect(nonEmptyStatusCounts(counts)).toEqual([
      { status: 'pending', count: 2 },
      { status: 'drawings stamped', count: 1 },
      { status: 'shipped', count: 3 },
    ]);
  });

  it('is empty when no status has orders', () => {
    expect(nonEmptyStatusCounts(new Map())).toEqual([]);
  });
});
