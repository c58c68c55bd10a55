import { describe, expect, it } from 'vitest';
import { BUILDING_USES, buildingUsePrefix, RISK_CATEGORIES, SIDE_WALL_TYPES } from './building';
import { COVER_COLOURS, FABRIC_DROPS, TRIM_COLOURS, coloursForFabric } from './fabrics';
import { MOUNTS, steelLegHeightsForSeries } from './mounts';
import { PARTS_CATEGORIES } from './parts';
import { RESOURCE_SUBTYPES, sortedResourceSubtypes } from './resources';
import { activeBuildingSeries, widthsForSeries } from './series';
import { feetRange, inchRange } from './measurements';

describe('building series', () => {
  it('lists the widths of each series', () => {
    expect(widthsForSeries('CC')).toEqual([16, 22, 26, 32, 42, 52, 62, 72]);
    expect(widthsForSeries('HT')).toEqual([50, 60, 65, 72, 82]);
    expect(widthsForSeries('VPe')).toEqual([]);
  });

  it('offers only active series', () => {
    expect(activeBuildingSeries().map((series) => series.name)).toEqual(['CC', 'CC+', 'GB', 'HT', 'VPe', 'VPr']);
  });
});

describe('building choices', () => {
  it('has 25 uses, each prefixed AG, COM or IND, including the ones the spec names', () => {
    expect(BUILDING_USES).toHaveLength(25);
    expect(new Set(BUILDING_USES).size).toBe(25);
    expect(BUILDING_USES).toEqual(expect.arrayContaining(['AG - Cattle', 'COM - Ice Rink', 'IND - Manufacturing']));
    for (const use of BUILDING_USES) expect(['AG', 'COM', 'IND']).toContain(buildingUsePrefix(use));
  });

  it('has the risk categories and side walls of the spec', () => {
    expect(RISK_CATEGORIES).toEqual(['Low - CAT I', 'Standard - CAT II']);
    expect(SIDE_WALL_TYPES).toContain('Cladding (Design Request)');
  });
});

describe('fabrics', () => {
  it('combines fabrics and colours into 15 cover colours', () => {
    expect(COVER_COLOURS).toHaveLength(15);
    expect(COVER_COLOURS).toContain('NON-FR - Brown');
    expect(coloursForFabric('PVC')).toEqual([]);
  });

  it('puts Same as main cover first among trim colours', () => {
    expect(TRIM_COLOURS[0]).toBe('Same as main cover');
    expect(TRIM_COLOURS.slice(1)).toEqual(COVER_COLOURS);
  });

  it("offers fabric drops 0' to 12' then Custom", () => {
    expect(FABRIC_DROPS).toEqual([...feetRange(0, 12), 'Custom']);
    expect(FABRIC_DROPS[0]).toBe("0'");
    expect(FABRIC_DROPS).toHaveLength(14);
  });
});

describe('mounts', () => {
  it('uses the ranges the spec gives', () => {
    expect(MOUNTS.Concrete.wallHeights?.[0]).toBe("2'");
    expect(MOUNTS.Concrete.wallHeights?.at(-1)).toBe("14'");
    expect(MOUNTS.Concrete.wallThicknesses?.at(-1)).toBe('20"');
    expect(MOUNTS['Steel Leg'].wallThicknesses?.at(-1)).toBe('18"');
    expect(MOUNTS['Steel Leg'].wallCounts).toEqual([1, 2, 3, 4]);
    expect(MOUNTS.Concrete.foundationProviders).toEqual(['Calhoun', 'Other']);
    expect(MOUNTS['Wood Post'].pocketTensioning).toEqual(['Inclusive', 'Interior']);
    expect(MOUNTS['Steel Leg'].pocketTensioning).toEqual(['Inclusive', 'Interior', 'Fabric Wall']);
  });

  it("allows 12' steel legs on HT buildings only", () => {
    expect(steelLegHeightsForSeries('HT').at(-1)).toBe("12'");
    expect(steelLegHeightsForSeries('CC').at(-1)).toBe("11'");
    expect(steelLegHeightsForSeries('CC')[0]).toBe("2'");
  });

  it('builds inclusive unit ranges', () => {
    expect(inchRange(8, 12, 2)).toEqual(['8"', '10"', '12"']);
    expect(() => feetRange(0, 2, 0)).toThrow();
  });
});

describe('parts and resources', () => {
  it('has the ten parts categories', () => {
    expect(PARTS_CATEGORIES).toHaveLength(10);
    expect(PARTS_CATEGORIES).toContain('fasteners / hardware');
  });

  it('sorts resource subtypes by name, optionally per type', () => {
    expect(RESOURCE_SUBTYPES).toHaveLength(23);
    const names = sortedResourceSubtypes().map((subtype) => subtype.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names[0]).toBe('bid specs');
    expect(sortedResourceSubtypes('engineering').map((subtype) => subtype.name)).toEqual([
      'building profiles',
      'certifications',
      'climate design data',
      'fabric spec sheets',
      'fabric terminations',
      'inner and outer cords',
    ]);
  });
});
