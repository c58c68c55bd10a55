/** Building uses, risk categories and side walls in the reader's language (see labelOf.ts). */
import type { BuildingUse, RiskCategory, SideWallType } from '../building';
import { labelOf, type ReadMessage } from './labelOf';

const USE_MESSAGES: Record<BuildingUse, string> = {
  'AG - Cattle': 'reference.buildingUse.agCattle',
  'AG - Dairy': 'reference.buildingUse.agDairy',
  'AG - Equine / Riding Arena': 'reference.buildingUse.agEquine',
  'AG - Equipment Storage': 'reference.buildingUse.agEquipmentStorage',
  'AG - Feed Storage': 'reference.buildingUse.agFeedStorage',
  'AG - Grain Storage': 'reference.buildingUse.agGrainStorage',
  'AG - Hay Storage': 'reference.buildingUse.agHayStorage',
  'AG - Poultry': 'reference.buildingUse.agPoultry',
  'AG - Swine': 'reference.buildingUse.agSwine',
  'COM - Athletic Facility': 'reference.buildingUse.comAthleticFacility',
  'COM - Aviation Hangar': 'reference.buildingUse.comAviationHangar',
  'COM - Event Venue': 'reference.buildingUse.comEventVenue',
  'COM - Ice Rink': 'reference.buildingUse.comIceRink',
  'COM - Retail': 'reference.buildingUse.comRetail',
  'COM - Vehicle Storage': 'reference.buildingUse.comVehicleStorage',
  'COM - Warehouse': 'reference.buildingUse.comWarehouse',
  'IND - Bulk Storage': 'reference.buildingUse.indBulkStorage',
  'IND - Fertilizer Storage': 'reference.buildingUse.indFertilizerStorage',
  'IND - Manufacturing': 'reference.buildingUse.indManufacturing',
  'IND - Mining': 'reference.buildingUse.indMining',
  'IND - Oil and Gas': 'reference.buildingUse.indOilAndGas',
  'IND - Recycling': 'reference.buildingUse.indRecycling',
  'IND - Salt / Sand Storage': 'reference.buildingUse.indSaltSandStorage',
  'IND - Waste Management': 'reference.buildingUse.indWasteManagement',
  'IND - Workshop / Maintenance': 'reference.buildingUse.indWorkshop',
};

const RISK_MESSAGES: Record<RiskCategory, string> = {
  'Low - CAT I': 'reference.riskCategory.low',
  'Standard - CAT II': 'reference.riskCategory.standard',
};

const SIDE_WALL_MESSAGES: Record<SideWallType, string> = {
  Open: 'reference.sideWalls.open',
  Fabric: 'reference.sideWalls.fabric',
  Concrete: 'reference.sideWalls.concrete',
  'Cladding (By Others)': 'reference.sideWalls.claddingByOthers',
  'Cladding (Design Request)': 'reference.sideWalls.claddingDesignRequest',
  'Curtains (By Others)': 'reference.sideWalls.curtainsByOthers',
};

/** 'AG - Cattle' -> 'AG - Cattle', 'AG - Bovins': the prefix is a code, the rest is translated. */
export function buildingUseText(use: string, t: ReadMessage): string {
  return labelOf(USE_MESSAGES, use, t);
}

export function riskCategoryText(category: string, t: ReadMessage): string {
  return labelOf(RISK_MESSAGES, category, t);
}

export function sideWallsText(sideWalls: string, t: ReadMessage): string {
  return labelOf(SIDE_WALL_MESSAGES, sideWalls, t);
}
