/**
 * How a building is mounted (spec section 3). The spec fixes the ranges it names (wall heights, wall thicknesses,
 * wall counts, leg heights, foundation providers, pocket tensioning); subtypes, post heights and lengths, pier
 * diameters, steel-leg wall heights and the thickness step are not given, so they use the common sizes of
 * fabric-building foundations; each such value is marked 'Not in the specification' where it is chosen.
 * Types, subtypes, providers and tensionings are stored values (codes, as the spec writes them), the same whatever
 * the reader's language; people read them through labels/mounts.ts. Measures (4', 18") read alike in both.
 */
import type { BuildingSeriesName } from './series';
import { feetRange, inchRange, numberRange } from './measurements';

export const MOUNT_TYPES = ['Wood Post', 'Concrete', 'Steel Leg'] as const;
export type MountType = (typeof MOUNT_TYPES)[number];

export const FOUNDATION_PROVIDERS = ['Calhoun', 'Other'] as const;
export type FoundationProvider = (typeof FOUNDATION_PROVIDERS)[number];

export const POCKET_TENSIONING_OPTIONS = ['Inclusive', 'Interior', 'Fabric Wall'] as const;
export type PocketTensioning = (typeof POCKET_TENSIONING_OPTIONS)[number];

/** Wall counts 1 to 4 (spec section 9). */
export const WALL_COUNTS = [1, 2, 3, 4] as const;
export type WallCount = (typeof WALL_COUNTS)[number];

export interface MountOptions {
  subtypes: readonly string[];
  pocketTensioning: readonly PocketTensioning[];
  postHeights?: readonly string[];
  postLengths?: readonly string[];
  pierDiameters?: readonly string[];
  legHeights?: readonly string[];
  wallHeights?: readonly string[];
  wallThicknesses?: readonly string[];
  wallCounts?: readonly WallCount[];
  foundationProviders?: readonly FoundationProvider[];
}

/** Not in the specification: chosen here; product owner to confirm. */
const PIER_DIAMETERS = inchRange(18, 36, 6);
/** Wall thicknesses come in the 2" steps of standard concrete forms. */
/** Not in the specification: chosen here; product owner to confirm. */
const THICKNESS_STEP_INCHES = 2;

export const MOUNTS: Record<MountType, MountOptions> = {
  'Wood Post': {
    /** Not in the specification: chosen here; product owner to confirm. */
    subtypes: ['Embedded Post', 'Post on Pier', 'Post on Bracket'],
    /** Not in the specification: chosen here; product owner to confirm. */
    postHeights: feetRange(4, 12),
    pierDiameters: PIER_DIAMETERS,
    /** Not in the specification: chosen here; product owner to confirm. */
    postLengths: feetRange(8, 20, 2),
    pocketTensioning: ['Inclusive', 'Interior'],
  },
  Concrete: {
    /** Not in the specification: chosen here; product owner to confirm. */
    subtypes: ['Poured Wall', 'Block Wall', 'Precast Block', 'Slab'],
    wallHeights: feetRange(2, 14),
    wallThicknesses: inchRange(8, 20, THICKNESS_STEP_INCHES),
    wallCounts: WALL_COUNTS,
    foundationProviders: FOUNDATION_PROVIDERS,
    pocketTensioning: ['Inclusive', 'Interior'],
  },
  'Steel Leg': {
    /** Not in the specification: chosen here; product owner to confirm. */
    subtypes: ['Leg on Pier', 'Leg on Wall', 'Leg on Slab'],
    /** Up to 12' on HT buildings only: steelLegHeightsForSeries gives a series' list. */
    legHeights: feetRange(2, 12),
    /** The spec gives no range for steel-leg walls: the concrete range. */
    /** Not in the specification: chosen here; product owner to confirm. */
    wallHeights: feetRange(2, 14),
    wallThicknesses: inchRange(8, 18, THICKNESS_STEP_INCHES),
    wallCounts: WALL_COUNTS,
    /** The spec names Calhoun or Other for concrete only; steel legs use the same two. */
    /** Not in the specification: chosen here; product owner to confirm. */
    foundationProviders: FOUNDATION_PROVIDERS,
    pierDiameters: PIER_DIAMETERS,
    pocketTensioning: ['Inclusive', 'Interior', 'Fabric Wall'],
  },
};

/** Steel legs go up to 12' only on HT buildings; every other series stops at 11'. */
/** Not in the specification: chosen here; product owner to confirm. (11' as the top for other series.) */
export function steelLegHeightsForSeries(series: BuildingSeriesName): string[] {
  return feetRange(2, series === 'HT' ? 12 : 11);
}

export function isMountType(value: unknown): value is MountType {
  return typeof value === 'string' && (MOUNT_TYPES as readonly string[]).includes(value);
}

export function isWallCount(value: number): value is WallCount {
  return numberRange(1, 4).includes(value);
}
