/** What dealers put in their demo orders: customers and sites, covers, mounts, parts lines, complete for each type. */
import type { Company } from '../../src/types/domain.js';
import type { CoverOptions, EndCustomer, MountDetails, OrderContent } from '../../src/types/orders.js';
import { ORDER_LEAD_SOURCES, type OrderLeadSource, type OrderType } from '../../src/reference/orders.js';
import { BUILDING_SERIES, type BuildingSeriesName } from '../../src/reference/series.js';
import { COVER_STYLES, CUSTOM_FABRIC_DROP, FABRICS, FABRIC_DROPS, TRIM_COLOURS } from '../../src/reference/fabrics.js';
import { BUILDING_USES, RISK_CATEGORIES, SIDE_WALL_TYPES } from '../../src/reference/building.js';
import { MOUNTS, MOUNT_TYPES, steelLegHeightsForSeries } from '../../src/reference/mounts.js';
import { VP_SERIES } from '../../src/reference/vpBuildings.js';
import { partPrice, parts } from './demoParts.js';
import { DAY, type WithDates } from './withDates.js';

const CUSTOMERS = [
  'Maple Ridge Farms', 'Northern Lights Arena', 'Golden Plains Grain', 'Red River Equipment', 'Cedar Creek Dairy',
  'Big Sky Aviation', 'Prairie Wind Stables', 'Silver Lake Recycling', 'Willow Bend Feedlot', 'Ironwood Fabrication',
  'Stony Creek Hay Co.', 'Bluebonnet Equestrian', 'Twin Rivers Municipal', 'High Plains Cattle', 'Aspen Grove Curling Club',
  'Coyote Flats Storage',
];
const SITES: Record<'CA' | 'US', { street: string; city: string; state: string; zip: string }[]> = {
  CA: [
    { street: '12 Township Road 380', city: 'Saskatoon', state: 'SK', zip: 'S7K 3J8' },
    { street: '455 Range Road 21', city: 'Red Deer', state: 'AB', zip: 'T4N 5E1' },
    { street: '88 Provincial Road 205', city: 'Steinbach', state: 'MB', zip: 'R5G 1M7' },
  ],
  US: [
    { street: '2900 FM 1258', city: 'Amarillo', state: 'TX', zip: '79118' },
    { street: '14 County Road 5', city: 'Guymon', state: 'OK', zip: '73942' },
    { street: '701 Ranch Road', city: 'Clovis', state: 'NM', zip: '88101' },
  ],
};

export function endCustomer(n: number, country: 'CA' | 'US'): EndCustomer {
  const name = CUSTOMERS[n % CUSTOMERS.length];
  const site = SITES[country][n % SITES[country].length];
  return {
    name,
    phone: country === 'CA' ? `+1306555${String(2000 + n).padStart(4, '0')}` : `+1806555${String(2000 + n).padStart(4, '0')}`,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '')}@example.com`,
    site: { ...site, country },
  };
}

function coverOptions(n: number): CoverOptions {
  const fabric = FABRICS[n % FABRICS.length];
  const colours: readonly string[] = fabric.colours;
  const custom = n % 7 === 3;
  return {
    style: COVER_STYLES[n % (COVER_STYLES.length - 1)],
    fabric: fabric.name,
    colour: colours.length > 0 ? colours[n % colours.length] : null,
    trimColour: TRIM_COLOURS[n % TRIM_COLOURS.length],
    fabricDrop: custom ? CUSTOM_FABRIC_DROP : FABRIC_DROPS[n % (FABRIC_DROPS.length - 1)],
    customFabricDrop: custom ? "14'" : null,
  };
}

function mountDetails(n: number, series: BuildingSeriesName): MountDetails {
  const type = MOUNT_TYPES[n % MOUNT_TYPES.length];
  const options = MOUNTS[type];
  const pick = <T>(list: readonly T[] | undefined): T | null => (list && list.length > 0 ? list[n % list.length] : null);
  return {
    type,
    subtype: options.subtypes[n % options.subtypes.length],
    postHeight: pick(options.postHeights),
    postLength: pick(options.postLengths),
    pierDiameter: pick(options.pierDiameters),
    legHeight: type === 'Steel Leg' ? pick(steelLegHeightsForSeries(series)) : null,
    wallHeight: pick(options.wallHeights),
    wallThickness: pick(options.wallThicknesses),
    wallCount: pick(options.wallCounts),
    foundationProvider: pick(options.foundationProviders),
    pocketTensioning: options.pocketTensioning[n % options.pocketTensioning.length],
  };
}

/** A date a person picks: local midnight, some weeks after the order was placed. */
function requestedDate(submitted: number, n: number): Date {
  const date = new Date(submitted + (45 + (n % 40)) * DAY);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

const leadSource = (n: number): OrderLeadSource => ORDER_LEAD_SOURCES[n % ORDER_LEAD_SOURCES.length];

/** What the dealer filled in when placing order `n` at `submitted`, complete for its type, priced in the company's currency. */
export function demoOrderContent(type: OrderType, n: number, company: Company, submitted: number): WithDates<OrderContent> {
  const common = { leadSource: leadSource(n), poReference: `PO-${2400 + n}`, notes: n % 3 === 0 ? 'Call the site before delivery.' : '', attachments: [] };
  const framed = BUILDING_SERIES.filter((s) => s.active && s.widths.length > 0);
  const series = framed[n % framed.length];
  switch (type) {
    case 'parts': {
      const lines = [parts[n % parts.length], parts[(n + 7) % parts.length]].map((part, i) => ({
        partId: part.id, partNumber: part.partNumber, name: part.name, unit: part.unit,
        quantity: i === 0 ? 1 + (n % 4) : 2, unitPrice: partPrice(part, company.currency),
      }));
      const total = Math.round(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) * 100) / 100;
      return { ...common, type, customer: null, details: { lines, total } };
    }
    case 'cover':
      return {
        ...common, type, customer: null,
        details: { ...coverOptions(n), series: series.name, width: series.widths[n % series.widths.length], length: 60 + 10 * (n % 5), quantity: 1 + (n % 2) },
      };
    case 'building':
      return {
        ...common, type, customer: endCustomer(n, company.address.country),
        details: {
          series: series.name, width: series.widths[n % series.widths.length], length: 80 + 20 * (n % 4),
          use: BUILDING_USES[n % BUILDING_USES.length], riskCategory: RISK_CATEGORIES[n % RISK_CATEGORIES.length],
          sideWalls: SIDE_WALL_TYPES[n % SIDE_WALL_TYPES.length], mount: mountDetails(n, series.name),
          cover: coverOptions(n), requestedDate: n % 2 === 0 ? requestedDate(submitted, n) : null,
        },
      };
    case 'vp': {
      const vpSeries = VP_SERIES[n % VP_SERIES.length];
      return {
        ...common, type, customer: endCustomer(n, company.address.country),
        details: {
          series: vpSeries, width: 40 + 10 * (n % 4), length: 100 + 20 * (n % 3), eaveHeight: 14 + 2 * (n % 4),
          use: BUILDING_USES[(n + 5) % BUILDING_USES.length], riskCategory: RISK_CATEGORIES[n % RISK_CATEGORIES.length],
          sideWalls: SIDE_WALL_TYPES[n % SIDE_WALL_TYPES.length], mount: mountDetails(n, vpSeries),
          cover: coverOptions(n), requestedDate: requestedDate(submitted, n),
        },
      };
    }
  }
}

