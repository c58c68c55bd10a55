/** Building series and the widths each one is built in (spec section 3). */

export interface BuildingSeriesDefinition {
  name: string;
  active: boolean;
  /** Building widths in feet; empty for series sized per project. */
  widths: readonly number[];
  description: string;
}

/** Names, active flags and widths are the spec's; it does not show the descriptions. */
export const BUILDING_SERIES = [
  { name: 'CC', active: true, widths: [16, 22, 26, 32, 42, 52, 62, 72], 
    /** Not in the specification: chosen here; product owner to confirm. */
    description: 'Clear-span fabric buildings for general storage and agriculture.' },
  { name: 'CC+', active: true, widths: [80, 90, 100], 
    /** Not in the specification: chosen here; product owner to confirm. */
    description: 'Wide clear-span fabric buildings with a heavier truss.' },
  { name: 'SE', active: false, widths: [20, 25, 30], 
    /** Not in the specification: chosen here; product owner to confirm. */
    description: 'Economy fabric buildings (discontinued).' },
  { name: 'GB', active: true, widths: [32, 42, 52, 62], 
    /** Not in the specification: chosen here; product owner to confirm. */
    description: 'Gable-roof fabric buildings with straight side walls.' },
  { name: 'HT', active: true, widths: [50, 60, 65, 72, 82], 
    /** Not in the specification: chosen here; product owner to confirm. */
    description: 'High-truss fabric buildings for tall clearances and heavy loads.' },
  { name: 'VPe', active: true, widths: [], 
    /** Not in the specification: chosen here; product owner to confirm. */
    description: 'Engineered VP building, sized per project.' },
  { name: 'VPr', active: true, widths: [], 
    /** Not in the specification: chosen here; product owner to confirm. */
    description: 'Rigid-frame VP building, sized per project.' },
  { name: 'CL', active: false, widths: [32, 36, 40, 50], 
    /** Not in the specification: chosen here; product owner to confirm. */
    description: 'Classic fabric buildings (discontinued).' },
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
