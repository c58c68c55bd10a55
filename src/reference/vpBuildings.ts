/**
 * VP buildings (series VPe and VPr) are sized per project: the dealer enters width, length and eave height.
 * The spec gives no limits; these bound what an order may ask for so a typo (4200 for 42) is caught early.
 */
import type { BuildingSeriesName } from './series';

export const VP_SERIES = ['VPe', 'VPr'] as const satisfies readonly BuildingSeriesName[];
export type VpSeriesName = (typeof VP_SERIES)[number];

/** What a VP building's dimension may be; the forms name each dimension from their catalogue. */
export interface DimensionLimit {
  /** Feet, inclusive. */
  min: number;
  max: number;
}

/** Not in the specification: chosen here; product owner to confirm. (Limits of a VP building's custom size, in feet.) */
export const VP_DIMENSION_LIMITS = {
  width: { min: 20, max: 300 },
  length: { min: 20, max: 1000 },
  eaveHeight: { min: 8, max: 60 },
} as const satisfies Record<string, DimensionLimit>;

export type VpDimension = keyof typeof VP_DIMENSION_LIMITS;

export function isVpSeriesName(value: unknown): value is VpSeriesName {
  return typeof value === 'string' && (VP_SERIES as readonly string[]).includes(value);
}
