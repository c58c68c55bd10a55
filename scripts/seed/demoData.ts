/**
 * The demo data set: what `npm start` loads into an empty store and what the end-to-end tests
 * sign in with. Pure data (no I/O), built from the same reference modules the screens use.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { DateStamp } from '../../src/types/dates.js';
import type { AppNotification, Company, Invite, User } from '../../src/types/domain.js';
import type {
  ChangeRequest,
  CoverOptions,
  EndCustomer,
  MountDetails,
  Order,
  OrderContent,
  OrderHistoryEntry,
  Warranty,
} from '../../src/types/orders.js';
import { partSearchKeys, type Part, type PartDocument } from '../../src/types/parts.js';
import type { Resource as ResourceDocument } from '../../src/types/resources.js';
import {
  ORDER_LEAD_SOURCES,
  ORDER_STATUSES,
  ORDER_TYPES,
  isClosedStatus,
  type OrderLeadSource,
  type OrderStatus,
  type OrderType,
} from '../../src/reference/orders.js';
import { PARTS_CATEGORIES } from '../../src/reference/parts.js';
import { RESOURCE_SUBTYPES } from '../../src/reference/resources.js';
import { BUILDING_SERIES, type BuildingSeriesName } from '../../src/reference/series.js';
import { COVER_STYLES, CUSTOM_FABRIC_DROP, FABRICS, FABRIC_DROPS, TRIM_COLOURS } from '../../src/reference/fabrics.js';
import { BUILDING_USES, RISK_CATEGORIES, SIDE_WALL_TYPES } from '../../src/reference/building.js';
import { MOUNTS, MOUNT_TYPES, steelLegHeightsForSeries } from '../../src/reference/mounts.js';
import { VP_SERIES } from '../../src/reference/vpBuildings.js';
import { orderFabric } from '../../src/reference/warranty.js';
import { orderSearchKeys } from '../../src/data/orderSearchKeys.js';

/** The unit price a company pays (as src/data/partsApi.ts partPrice; that module loads the web SDK). */
function partPrice(part: Pick<Part, 'priceCAD' | 'priceUSD'>, currency: Company['currency']): number {
  return currency === 'USD' ? part.priceUSD : part.priceCAD;
}

export const DEMO_PASSWORD = 'DemoPass123';
export const DEMO_INVITE_ID = 'demo-invite-7f3k2q9x';

export interface DemoAccount { uid: string; email: string; role: 'admin' | 'manager' | 'dealer'; company: string }

const HQ = 'calhoun-hq';
const CA_DEALER = 'prairie-shelters';
const US_DEALER = 'lone-star-covers';

/** Stored with nameLower (the name trimmed and lower-cased, as companyNameKey in src/data/companyDocument.ts), which orders the dealer list and serves its name search. */
export const companies: (Company & { nameLower: string })[] = ([
  { id: HQ, name: 'Calhoun Super Structure', dealerNumber: 'HQ-0001', representative: 'Head Office', currency: 'CAD', active: true, phone: '+15195550100', email: 'info@example.com',
    address: { street: '43 Bentinck Street', city: 'Tara', state: 'ON', zip: 'N0H 2N0', country: 'CA' } },
  { id: CA_DEALER, name: 'Prairie Shelters Ltd.', dealerNumber: 'D-1001', representative: 'Riley Hart', currency: 'CAD', active: true, phone: '+13065550123', email: 'office@prairie.example.com',
    address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' } },
  { id: US_DEALER, name: 'Lone Star Covers LLC', dealerNumber: 'D-2001', representative: 'Jordan Reyes', currency: 'USD', active: true, phone: '+18065550177', email: 'sales@lonestar.example.com',
    address: { street: '1800 Amarillo Blvd W', city: 'Amarillo', state: 'TX', zip: '79107', country: 'US' } },
] satisfies Company[]).map((company) => ({ ...company, nameLower: company.name.trim().toLowerCase() }));

function user(uid: string, company: string, first: string, last: string, email: string, phone: string, roles: { admin?: boolean; manager?: boolean } = {}): User {
  return { id: uid, company, active: true,
    data: { firstname: first, lastname: last, email, phone, sms: phone !== '', admin: !!roles.admin, manager: !!roles.manager } };
}

export const users: User[] = [
  user('demo-admin', HQ, 'Alex', 'Morgan', 'admin@example.com', '+15195550101', { admin: true }),
  user('demo-manager-ca', CA_DEALER, 'Maya', 'Fournier', 'manager.ca@example.com', '+13065550124', { manager: true }),
  user('demo-dealer-ca', CA_DEALER, 'Dan', 'Kowalski', 'dealer.ca@example.com', '+13065550125'),
  user('demo-manager-us', US_DEALER, 'Megan', 'Reyes', 'manager.us@example.com', '+18065550178', { manager: true }),
  user('demo-dealer-us', US_DEALER, 'Dylan', 'Brooks', 'dealer.us@example.com', ''),
];

export const accounts: DemoAccount[] = users.map((u) => ({
  uid: u.id, email: u.data.email, company: u.company,
  role: u.data.admin ? 'admin' : u.data.manager ? 'manager' : 'dealer',
}));

export const invites: WithDates<Invite>[] = [
  { id: DEMO_INVITE_ID, email: 'new.dealer@example.com', firstname: 'Nadia', lastname: 'Novak', company: CA_DEALER,
    companyName: 'Prairie Shelters Ltd.', admin: false, manager: false, used: false, usedBy: null, usedDate: null,
    createdBy: 'demo-manager-ca', createdByName: 'Maya Fournier', createdDate: new Date(Date.UTC(2026, 9, 1)), lastSentDate: null },
];

/** The parts catalogue; each part's id is its part number (docs/data-model.md, Parts). */
export const parts: WithDates<PartDocument>[] = PARTS_CATEGORIES.flatMap((category, c) =>
  [1, 2].map((n) => {
    const partNumber = `CS-${String(c + 1).padStart(2, '0')}${n}0`;
    const name = `${category.replace(/\b\w/g, (ch) => ch.toUpperCase())} ${n === 1 ? 'Standard' : 'Heavy Duty'}`;
    return {
      id: partNumber,
      partNumber,
      name,
      category,
      description: `${n === 1 ? 'Standard' : 'Heavy-duty'} ${category} for fabric buildings.`,
      priceCAD: 25 * (c + 1) * n,
      // US prices are set on their own, not converted; 0.75 of the Canadian price keeps the demo simple.
      priceUSD: Math.round(25 * (c + 1) * n * 75) / 100,
      unit: n === 2 && category === 'fasteners / hardware' ? 'box of 100' : 'each',
      stock: 40 - c * 3 - n,
      // One part per catalogue is retired, so the parts form shows only active ones.
      active: !(c === 0 && n === 2),
      searchKeys: partSearchKeys({ partNumber, name }),
      updatedDate: new Date(Date.UTC(2026, 0, 5)),
    };
  }),
);

/** Small but real files: a one-page PDF, a PNG image and a text file. */
export function pdfBytes(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${44 + text.length} >>\nstream\nBT /F1 24 Tf 72 700 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => { offsets.push(body.length); body += `${i + 1} 0 obj\n${obj}\nendobj\n`; });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small solid PNG in the brand colour, built byte by byte so the file is a valid image. */
export function pngBytes(size = 16): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0xed, 0x1c, 0x24]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A resource as the seed writes it: the stored shape with its dates as Dates (stored as Timestamps). */
export type Resource = WithDates<ResourceDocument>;
export interface DemoFile { path: string; contentType: string; bytes: Buffer }

export function buildResources(now: number): { resources: Resource[]; files: DemoFile[] } {
  const resources: Resource[] = [];
  const files: DemoFile[] = [];
  RESOURCE_SUBTYPES.forEach((subtype, i) => {
    const id = `resource-${i + 1}`;
    const image = subtype.name === 'image library' || subtype.name === 'logos';
    const name = image ? `${subtype.name.replace(/\s+/g, '-')}.png` : `${subtype.name.replace(/\s+/g, '-')}.pdf`;
    const contentType = image ? 'image/png' : 'application/pdf';
    const bytes = image ? pngBytes() : pdfBytes(`${subtype.name} - demo`);
    const path = `resources/${subtype.type}/${id}/${name}`;
    files.push({ path, contentType, bytes });
    resources.push({
      id, type: subtype.type, subtype: subtype.name,
      title: `${subtype.name.replace(/\b\w/g, (ch) => ch.toUpperCase())} (demo)`,
      description: subtype.description,
      file: { path, name, contentType, size: bytes.length },
      createdBy: 'demo-admin', createdByName: 'Alex Morgan',
      createdDate: new Date(now - i * 86_400_000), updatedDate: new Date(now - i * 86_400_000),
    });
  });
  return { resources, files };
}

/** A stored shape as firebase-admin writes it: every Timestamp given as a JS Date (stored as a Timestamp). */
export type WithDates<T> = T extends DateStamp
  ? Date
  : T extends readonly (infer U)[]
    ? WithDates<U>[]
    : T extends object
      ? { [K in keyof T]: WithDates<T[K]> }
      : T;

export type DemoOrder = WithDates<Order>;
export type DemoHistoryEntry = WithDates<OrderHistoryEntry>;
export type DemoChangeRequest = WithDates<ChangeRequest>;
export type DemoWarranty = WithDates<Warranty>;

/** The first order number; counters/orders then holds the number after the last seeded order. */
export const FIRST_ORDER_NUMBER = 100001;
const DAY = 86_400_000;

const CUSTOMERS = [
  'Maple Ridge Farms', 'Northern Lights Arena', 'Golden Plains Grain', 'Red River Equipment', 'Cedar Creek Dairy',
  'Big Sky Aviation', 'Prairie Wind Stables', 'Silver Lake Recycling',
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

function endCustomer(n: number, country: 'CA' | 'US'): EndCustomer {
  const name = CUSTOMERS[n % CUSTOMERS.length];
  const site = SITES[country][n % SITES[country].length];
  return {
    name,
    phone: country === 'CA' ? `+1306555${String(2000 + n).padStart(4, '0')}` : `+1806555${String(2000 + n).padStart(4, '0')}`,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
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

/** A date a person picks: local midnight, some weeks ahead. */
function requestedDate(now: number, n: number): Date {
  const date = new Date(now + (30 + n) * DAY);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

const leadSource = (n: number): OrderLeadSource => ORDER_LEAD_SOURCES[n % ORDER_LEAD_SOURCES.length];

/** What the dealer filled in, complete for its type, prices in the company's currency. */
export function demoOrderContent(type: OrderType, n: number, company: Company, now: number): WithDates<OrderContent> {
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
          cover: coverOptions(n), requestedDate: n % 2 === 0 ? requestedDate(now, n) : null,
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
          cover: coverOptions(n), requestedDate: requestedDate(now, n),
        },
      };
    }
  }
}

/** The statuses an order went through to reach `status`: every step, or received then cancelled. */
function statusPath(status: OrderStatus): OrderStatus[] {
  return status === 'cancelled' ? ['pending', 'order received', 'cancelled'] : ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(status) + 1);
}

const fullNameOf = (u: User) => `${u.data.firstname} ${u.data.lastname}`;
const ADMIN_ID = 'demo-admin';
const ADMIN_NAME = 'Alex Morgan';

export interface DemoOrderWithHistory { order: DemoOrder; history: DemoHistoryEntry[] }

/**
 * Every order type in every status, numbered from FIRST_ORDER_NUMBER, spread over the dealer companies so each
 * has orders of every status; each with one history entry per step.
 */
export function buildOrders(now: number): DemoOrderWithHistory[] {
  const dealers = users.filter((u) => !u.data.admin);
  const result: DemoOrderWithHistory[] = [];
  let n = 0;
  ORDER_TYPES.forEach((type, t) => {
    ORDER_STATUSES.forEach((status, s) => {
      const creator = dealers[(t + s) % dealers.length];
      const company = companies.find((c) => c.id === creator.company)!;
      const number = FIRST_ORDER_NUMBER + n;
      const created = now - (60 - n) * DAY;
      const path = statusPath(status);
      const history: DemoHistoryEntry[] = path.map((to, i) => ({
        id: String(i + 1), seq: i + 1, kind: i === 0 ? 'submitted' : 'status', at: new Date(created + i * 20 * 3_600_000),
        by: i === 0 ? creator.id : ADMIN_ID, byName: i === 0 ? fullNameOf(creator) : ADMIN_NAME,
        from: i === 0 ? null : path[i - 1], to,
        note: to === 'cancelled' ? "Cancelled at the customer's request." : to === 'shipped' ? 'Left the plant on the morning truck.' : '',
        changes: [],
      }));
      const content = demoOrderContent(type, n, company, now);
      const soNumber = status === 'pending' ? null : String(10400 + n);
      result.push({
        order: {
          ...content, id: String(number), number, company: company.id, companyName: company.name, currency: company.currency,
          createdBy: creator.id, createdByName: fullNameOf(creator), createdDate: new Date(created), updatedDate: history.at(-1)!.at,
          status, statusIndex: s, closed: isClosedStatus(status), soNumber,
          searchKeys: orderSearchKeys({ number, soNumber, customer: content.customer }),
          historyCount: history.length, revision: 1,
        } as DemoOrder,
        history,
      });
      n++;
    });
  });
  return result;
}

/** counters/orders: the number the next submission gets. */
export function orderCounter(orders: readonly DemoOrderWithHistory[]): { next: number } {
  return { next: Math.max(FIRST_ORDER_NUMBER - 1, ...orders.map(({ order }) => order.number)) + 1 };
}

function findOrder(orders: readonly DemoOrderWithHistory[], company: string, type: OrderType, status: OrderStatus): DemoOrder {
  const found = orders.find(({ order }) => order.company === company && order.type === type && order.status === status);
  if (!found) throw new Error(`No demo ${type} order of ${company} in status ${status}`);
  return found.order;
}

/** Orders e2e journeys can rely on, by company: a delivered order and an active one past pending. */
export const DEMO_ORDERS = (() => {
  const orders = buildOrders(Date.UTC(2026, 9, 1));
  return {
    deliveredCA: findOrder(orders, CA_DEALER, 'building', 'delivered').id,
    deliveredUS: findOrder(orders, US_DEALER, 'cover', 'delivered').id,
    changeRequestCA: findOrder(orders, CA_DEALER, 'building', 'drawings in engineering').id,
    pendingCA: findOrder(orders, CA_DEALER, 'parts', 'pending').id,
  };
})();

export const DEMO_CHANGE_REQUEST_ID = 'demo-change-request-1';
export const DEMO_WARRANTY_ID = 'demo-warranty-1';

/** A pending change request of the Canadian dealer on an order past pending. */
export function buildChangeRequests(orders: readonly DemoOrderWithHistory[], now: number): DemoChangeRequest[] {
  const order = orders.find(({ order: o }) => o.id === DEMO_ORDERS.changeRequestCA)!.order;
  const dealer = users.find((u) => u.id === 'demo-dealer-ca')!;
  const notes = 'Please add a second man door on the east end wall.';
  const { type, leadSource: lead, poReference, customer, details, attachments } = order;
  return [{
    id: DEMO_CHANGE_REQUEST_ID, order: order.id, orderNumber: order.number, orderType: type, company: order.company,
    companyName: order.companyName, createdBy: dealer.id, createdByName: fullNameOf(dealer), createdDate: new Date(now - 2 * DAY),
    status: 'pending', reason: 'The customer asked for a second door after seeing the drawings.', revision: order.revision,
    changes: [{ path: 'notes', label: 'Notes', from: order.notes, to: notes }],
    proposed: { type, leadSource: lead, poReference, notes, customer, details, attachments } as WithDates<OrderContent>,
    decidedBy: null, decidedByName: null, decidedDate: null, decisionNote: '',
  }];
}

/** A pending warranty application of the Canadian dealer on a delivered building order, with one photo. */
export function buildWarranties(orders: readonly DemoOrderWithHistory[], now: number): { warranties: DemoWarranty[]; files: DemoFile[] } {
  const order = orders.find(({ order: o }) => o.id === DEMO_ORDERS.deliveredCA)!.order;
  const dealer = users.find((u) => u.id === 'demo-dealer-ca')!;
  const bytes = pngBytes(32);
  const path = `warranties/${order.company}/${DEMO_WARRANTY_ID}/installed-building.png`;
  const install = new Date(now - 5 * DAY);
  return {
    files: [{ path, contentType: 'image/png', bytes }],
    warranties: [{
      id: DEMO_WARRANTY_ID, order: order.id, orderNumber: order.number, orderType: order.type, company: order.company,
      companyName: order.companyName, createdBy: dealer.id, createdByName: fullNameOf(dealer), createdDate: new Date(now - DAY),
      status: 'pending', endCustomer: order.customer ?? endCustomer(0, 'CA'),
      installDate: new Date(install.getFullYear(), install.getMonth(), install.getDate()), installer: 'Prairie Shelters install crew',
      photos: [{ path, name: 'installed-building.png', contentType: 'image/png', size: bytes.length }],
      fabric: orderFabric(order as unknown as OrderContent),
      warrantyNumber: null, coverageStart: null, coverageEnd: null, decidedBy: null, decidedByName: null, decidedDate: null, decisionNote: '',
    }],
  };
}

export type DemoNotification = WithDates<AppNotification>;

export function buildNotifications(now: number): DemoNotification[] {
  return users.flatMap((u, i) => [
    { id: `notification-${u.id}-1`, recipient: u.id, status: 'active' as const,
      data: { subject: 'Welcome to the Dealer Portal', body: { message: 'Your account is ready. Browse the resources to get started.' },
        link: '/resources/marketing', createdBy: 'demo-admin', createdByName: 'Alex Morgan', createdDate: new Date(now - (i + 2) * 3_600_000) } },
    { id: `notification-${u.id}-2`, recipient: u.id, status: 'active' as const,
      data: { subject: 'Price book updated', body: { message: 'The 2027 price book is now available.', note: 'Find it under Sales, Price Books.' },
        link: '/resources/sales', createdBy: 'demo-admin', createdByName: 'Alex Morgan', createdDate: new Date(now - (i + 1) * 600_000) } },
  ]);
}
