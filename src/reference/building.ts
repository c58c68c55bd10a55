/** Building order choices: uses, risk categories and side walls (spec section 3). */

/**
 * The spec names 25 uses prefixed AG, COM or IND and shows three of them (AG - Cattle, COM - Ice Rink,
 * IND - Manufacturing); the rest complete the list with the usual fabric-building applications.
 */
export const BUILDING_USES = [
  'AG - Cattle',
  'AG - Dairy',
  'AG - Equine / Riding Arena',
  'AG - Equipment Storage',
  'AG - Feed Storage',
  'AG - Grain Storage',
  'AG - Hay Storage',
  'AG - Poultry',
  'AG - Swine',
  'COM - Athletic Facility',
  'COM - Aviation Hangar',
  'COM - Event Venue',
  'COM - Ice Rink',
  'COM - Retail',
  'COM - Vehicle Storage',
  'COM - Warehouse',
  'IND - Bulk Storage',
  'IND - Fertilizer Storage',
  'IND - Manufacturing',
  'IND - Mining',
  'IND - Oil and Gas',
  'IND - Recycling',
  'IND - Salt / Sand Storage',
  'IND - Waste Management',
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
