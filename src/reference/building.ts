/**
 * Building order choices: uses, risk categories and side walls (spec section 3). Each is a stored value (a code,
 * written as the spec writes it), the same whatever the reader's language; people read them through
 * labels/building.ts.
 */

/**
 * The spec names 25 uses prefixed AG, COM or IND and shows three of them (AG - Cattle, COM - Ice Rink,
 * IND - Manufacturing); the rest complete the list with the usual fabric-building applications, each marked.
 */
export const BUILDING_USES = [
  'AG - Cattle',
  /** Not in the specification: chosen here; product owner to confirm. */
  'AG - Dairy',
  /** Not in the specification: chosen here; product owner to confirm. */
  'AG - Equine / Riding Arena',
  /** Not in the specification: chosen here; product owner to confirm. */
  'AG - Equipment Storage',
  /** Not in the specification: chosen here; product owner to confirm. */
  'AG - Feed Storage',
  /** Not in the specification: chosen here; product owner to confirm. */
  'AG - Grain Storage',
  /** Not in the specification: chosen here; product owner to confirm. */
  'AG - Hay Storage',
  /** Not in the specification: chosen here; product owner to confirm. */
  'AG - Poultry',
  /** Not in the specification: chosen here; product owner to confirm. */
  'AG - Swine',
  /** Not in the specification: chosen here; product owner to confirm. */
  'COM - Athletic Facility',
  /** Not in the specification: chosen here; product owner to confirm. */
  'COM - Aviation Hangar',
  /** Not in the specification: chosen here; product owner to confirm. */
  'COM - Event Venue',
  'COM - Ice Rink',
  /** Not in the specification: chosen here; product owner to confirm. */
  'COM - Retail',
  /** Not in the specification: chosen here; product owner to confirm. */
  'COM - Vehicle Storage',
  /** Not in the specification: chosen here; product owner to confirm. */
  'COM - Warehouse',
  /** Not in the specification: chosen here; product owner to confirm. */
  'IND - Bulk Storage',
  /** Not in the specification: chosen here; product owner to confirm. */
  'IND - Fertilizer Storage',
  'IND - Manufacturing',
  /** Not in the specification: chosen here; product owner to confirm. */
  'IND - Mining',
  /** Not in the specification: chosen here; product owner to confirm. */
  'IND - Oil and Gas',
  /** Not in the specification: chosen here; product owner to confirm. */
  'IND - Recycling',
  /** Not in the specification: chosen here; product owner to confirm. */
  'IND - Salt / Sand Storage',
  /** Not in the specification: chosen here; product owner to confirm. */
  'IND - Waste Management',
  /** Not in the specification: chosen here; product owner to confirm. */
  'IND - Workshop / Maintenance',
] as const;
export type BuildingUse = (typeof BUILDING_USES)[number];

export const BUILDING_USE_PREFIXES = ['AG', 'COM', 'IND'] as const;
export type BuildingUsePrefix = (typeof BUILDING_USE_PREFIXES)[number];

export function buildingUsePrefix(use: BuildingUse): BuildingUsePrefix {
  return use.slice(0, use.indexOf(' - ')) as BuildingUsePrefix;
}

export const RISK_CATEGORIES = ['Low - CAT I', 'Standard - CAT II'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const SIDE_WALL_TYPES = [
  'Open',
  'Fabric',
  'Concrete',
  'Cladding (By Others)',
  'Cladding (Design Request)',
  'Curtains (By Others)',
] as const;
export type SideWallType = (typeof SIDE_WALL_TYPES)[number];
