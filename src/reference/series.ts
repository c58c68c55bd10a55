/**
 * Building series and the widths each one is built in (spec section 3). Series names are codes ('CC', 'VPe'),
 * the same in every language; what each series is, is a text of the 'reference' catalogue
 * (src/reference/labels/series.ts).
 */

export interface BuildingSeriesDefinition {
  name: string;
  active: boolean;
  /** Building widths in feet; empty for series sized per project. */
  widths: readonly number[];
}

/** Names, active flags and widths are the spec's. */
export const BUILDING_SERIES = [
  { name: 'CC', active: true, widths: [16, 22, 26, 32, 42, 52, 62, 72] },
  { name: 'CC+', active: true, widths: [80, 90, 100] },
  { name: 'SE', active: false, widths: [20, 25, 30] },
  { name: 'GB', active: true, widths: [32, 42, 52, 62] },
  { name: 'HT', active: true, widths: [50, 60, 65, 72, 82] },
  { name: 'VPe', active: true, widths: [] },
  { name: 'VPr', active: true, widths: [] },
  { name: 'CL', active: false, widths: [32, 36, 40, 50] },
] as const satisfies readonly BuildingSeriesDefinition[];

export type BuildingSeriesName = (typeof BUILDING_SERIES)[number]['name'];

export const BUILDING_SERIES_NAMES = BUILDING_SERIES.map((series) => series.name);

export function isBuildingSeriesName(value: unknown): value is BuildingSeriesName {
  return typeof value === 'string' && (BUILDING_SERIES_NAMES as readonly string[]).includes(value);
}

/** Series a new order may use. */
export function activeBuildingSeries(): BuildingSeriesDefinition[] {
  return BUILDING_SERIES.filter((series) => series.active);
}

export function widthsForSeries(name: BuildingSeriesName): readonly number[] {
  return BUILDING_SERIES.find((series) => series.name === name)?.widths ?? [];
}

/** VP series are sized per project, so they carry no preset widths. */
export function isVpSeries(name: BuildingSeriesName): boolean {
  return name === 'VPe' || name === 'VPr';
}
