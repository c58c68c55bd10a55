import { describe, expect, it } from 'vitest';
import { FABRIC_NAMES } from './fabrics';
import { addYears, coverageEnd, coverageYears, orderFabric, warrantyNumberFor, type FabricOfOrder } from './warranty';

const local = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('warranty reference', () => {
  it('has a coverage term for every fabric', () => {
    for (const fabric of FABRIC_NAMES) expect(coverageYears(fabric)).toBeGreaterThan(0);
    expect(coverageYears('Elite FR')).toBe(20);
    expect(coverageYears('NON-FR')).toBe(15);
    expect(coverageYears('PVC')).toBe(10);
    expect(coverageYears(null)).toBe(1);
    expect(coverageYears('Canvas')).toBeNull();
    expect(coverageYears('toString')).toBeNull();
  });

  it('ends coverage on the same day the given years later', () => {
    expect(coverageEnd(local(2026, 5, 14), 'FR')).toEqual(local(2041, 5, 14));
    expect(coverageEnd(local(2026, 5, 14), null)).toEqual(local(2027, 5, 14));
    expect(coverageEnd(local(2026, 5, 14), 'Canvas')).toBeNull();
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(addYears(local(2028, 2, 29), 1)).toEqual(local(2029, 2, 28));
    expect(addYears(local(2028, 2, 29), 4)).toEqual(local(2032, 2, 29));
    expect(addYears(local(2026, 12, 31), 10)).toEqual(local(2036, 12, 31));
  });

  it('numbers a warranty by order and the year coverage starts', () => {
    expect(warrantyNumberFor(100001, local(2026, 1, 1))).toBe('W-100001-2026');
    expect(warrantyNumberFor(100042, local(2025, 12, 31))).toBe('W-100042-2025');
  });

  it("finds the fabric of each order type", () => {
    const cover: FabricOfOrder = { type: 'cover', details: { fabric: 'PVC' } };
    const building: FabricOfOrder = { type: 'building', details: { cover: { fabric: 'Elite FR' } } };
    const vp: FabricOfOrder = { type: 'vp', details: { cover: { fabric: 'FR' } } };
    const parts: FabricOfOrder = { type: 'parts' };
    expect([cover, building, vp, parts].map(orderFabric)).toEqual(['PVC', 'Elite FR', 'FR', null]);
  });
});
