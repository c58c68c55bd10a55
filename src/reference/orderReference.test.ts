import { describe, expect, it } from 'vitest';
import { BUILDING_SERIES, activeBuildingSeries, isBuildingSeriesName, isVpSeries } from './series';
import { COVER_STYLES, FABRIC_NAMES, TRIM_COLOURS, coloursForFabric } from './fabrics';
import { FOUNDATION_PROVIDERS, MOUNTS, MOUNT_TYPES, POCKET_TENSIONING_OPTIONS, isMountType, isWallCount, steelLegHeightsForSeries } from './mounts';
import { ORDER_LEAD_SOURCES } from './orders';
import { feetRange, inchRange } from './measurements';

describe('series reference', () => {
  it('marks SE and CL inactive', () => {
    expect(BUILDING_SERIES.filter((series) => !series.active).map((series) => series.name)).toEqual(['SE', 'CL']);
  });

  it('never offers an inactive series', () => {
    expect(activeBuildingSeries().every((series) => series.active)).toBe(true);
    expect(activeBuildingSeries().map((series) => series.name)).not.toContain('SE');
  });

  it('recognises series names and the VP series', () => {
    expect(isBuildingSeriesName('CC+')).toBe(true);
    expect(isBuildingSeriesName('cc')).toBe(false);
    expect(isVpSeries('VPr')).toBe(true);
    expect(isVpSeries('HT')).toBe(false);
  });
});

describe('cover reference', () => {
  it('has the five styles and five fabrics of the spec', () => {
    expect(COVER_STYLES).toEqual(['Bag Cover', '2+ PCS Bag Keder Joint', '2+ PCS Bag Overlap', 'Keder Panel System', 'Custom']);
    expect(FABRIC_NAMES).toEqual(['Elite FR', 'Elite NON-FR', 'FR', 'NON-FR', 'PVC']);
    expect(coloursForFabric('FR')).toEqual(['White', 'Blue', 'Green', 'Silver', 'Tan']);
  });

  it('offers 16 trim colours, the 15 cover colours after Same as main cover', () => {
    expect(TRIM_COLOURS).toHaveLength(16);
    expect(TRIM_COLOURS.indexOf('Same as main cover')).toBe(0);
  });

  it('has the lead sources of the spec', () => {
    expect(ORDER_LEAD_SOURCES).toEqual(['Own Lead', 'Calhoun', 'Other Dealer']);
  });
});

describe('mount reference', () => {
  it('defines options for each mount type', () => {
    expect(Object.keys(MOUNTS)).toEqual([...MOUNT_TYPES]);
    for (const type of MOUNT_TYPES) {
      expect(MOUNTS[type].subtypes.length).toBeGreaterThan(0);
      for (const option of MOUNTS[type].pocketTensioning) expect(POCKET_TENSIONING_OPTIONS).toContain(option);
    }
    expect(MOUNTS.Concrete.pocketTensioning).toEqual(['Inclusive', 'Interior']);
    expect(FOUNDATION_PROVIDERS).toEqual(['Calhoun', 'Other']);
  });

  it('gives wall thicknesses from 8" to 20" for concrete and to 18" for steel legs', () => {
    expect(MOUNTS.Concrete.wallThicknesses).toEqual(inchRange(8, 20, 2));
    expect(MOUNTS['Steel Leg'].wallThicknesses).toEqual(inchRange(8, 18, 2));
    expect(MOUNTS['Wood Post'].wallThicknesses).toBeUndefined();
  });

  it("gives leg heights 2' to 12' with 12' for HT only", () => {
    expect(MOUNTS['Steel Leg'].legHeights).toEqual(feetRange(2, 12));
    expect(steelLegHeightsForSeries('HT')).toEqual(feetRange(2, 12));
    for (const series of ['CC', 'CC+', 'GB', 'VPe', 'VPr'] as const) {
      expect(steelLegHeightsForSeries(series)).not.toContain("12'");
    }
  });

  it('gives wall heights and counts, and uses them only where the spec does', () => {
    expect(MOUNTS.Concrete.wallHeights).toEqual(feetRange(2, 14));
    expect(MOUNTS.Concrete.wallCounts).toEqual([1, 2, 3, 4]);
    expect(MOUNTS['Wood Post'].wallCounts).toBeUndefined();
    expect(MOUNTS['Wood Post'].pierDiameters?.length).toBeGreaterThan(0);
    expect(MOUNTS.Concrete.pierDiameters).toBeUndefined();
  });

  it('recognises mount types and wall counts', () => {
    expect(isMountType('Steel Leg')).toBe(true);
    expect(isMountType('steel leg')).toBe(false);
    expect(isWallCount(4)).toBe(true);
    expect(isWallCount(5)).toBe(false);
    expect(isWallCount(0)).toBe(false);
  });
});
