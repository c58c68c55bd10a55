/**
 * The demo data set: what `npm start` loads into an empty store and what the end-to-end tests
 * sign in with. Pure data (no I/O), built from the same reference modules the screens use.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { AppNotification, Company, Invite, User } from '../../src/types/domain.js';
import { ORDER_STATUSES, ORDER_TYPES, ORDER_LEAD_SOURCES, type OrderStatus, type OrderType } from '../../src/reference/orders.js';
import { PARTS_CATEGORIES } from '../../src/reference/parts.js';
import { RESOURCE_SUBTYPES } from '../../src/reference/resources.js';
import { BUILDING_SERIES } from '../../src/reference/series.js';
import { COVER_STYLES, FABRICS } from '../../src/reference/fabrics.js';

export const DEMO_PASSWORD = 'DemoPass123';
export const DEMO_INVITE_ID = 'demo-invite-7f3k2q9x';

export interface DemoAccount { uid: string; email: string; role: 'admin' | 'manager' | 'dealer'; company: string }

const HQ = 'calhoun-hq';
const CA_DEALER = 'prairie-shelters';
const US_DEALER = 'lone-star-covers';

export const companies: Company[] = [
  { id: HQ, name: 'Calhoun Super Structure', currency: 'CAD', active: true, phone: '+15195550100', email: 'info@example.com',
    address: { street: '43 Bentinck Street', city: 'Tara', state: 'ON', zip: 'N0H 2N0', country: 'CA' } },
  { id: CA_DEALER, name: 'Prairie Shelters Ltd.', currency: 'CAD', active: true, phone: '+13065550123', email: 'office@prairie.example.com',
    address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' } },
  { id: US_DEALER, name: 'Lone Star Covers LLC', currency: 'USD', active: true, phone: '+18065550177', email: 'sales@lonestar.example.com',
    address: { street: '1800 Amarillo Blvd W', city: 'Amarillo', state: 'TX', zip: '79107', country: 'US' } },
];

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

export const invites: Invite[] = [
  { id: DEMO_INVITE_ID, email: 'new.dealer@example.com', company: CA_DEALER, companyName: 'Prairie Shelters Ltd.', admin: false, manager: false, used: false,
    createdBy: 'demo-manager-ca', createdDate: Date.UTC(2026, 9, 1) },
];

export interface Part { id: string; partNumber: string; name: string; category: string; description: string; price: number; unit: string; stock: number; active: boolean }

export const parts: Part[] = PARTS_CATEGORIES.flatMap((category, c) =>
  [1, 2].map((n) => ({
    id: `part-${c + 1}-${n}`,
    partNumber: `CS-${String(c + 1).padStart(2, '0')}${n}0`,
    name: `${category.replace(/\b\w/g, (ch) => ch.toUpperCase())} ${n === 1 ? 'Standard' : 'Heavy Duty'}`,
    category,
    description: `${n === 1 ? 'Standard' : 'Heavy-duty'} ${category} for fabric buildings.`,
    price: 25 * (c + 1) * n,
    unit: 'each',
    stock: 40 - c * 3 - n,
    active: true,
  })),
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

export interface Resource { id: string; type: string; subtype: string; title: string; description: string; file: { path: string; name: string; contentType: string; size: number }; createdDate: number; createdBy: string }
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
      createdDate: now - i * 86_400_000, createdBy: 'demo-admin',
    });
  });
  return { resources, files };
}

export interface StatusChange { at: number; by: string; from: OrderStatus | null; to: OrderStatus; note: string }
export interface Order { id: string; type: OrderType; company: string; createdBy: string; createdDate: number; status: OrderStatus; soNumber: string; leadSource: string; currency: string; customer: { name: string; city: string; state: string }; details: Record<string, unknown>; statusHistory: StatusChange[] }

function orderDetails(type: OrderType, n: number): Record<string, unknown> {
  const series = BUILDING_SERIES.filter((s) => s.active && s.widths.length > 0);
  const s = series[n % series.length];
  const fabric = FABRICS[n % FABRICS.length];
  switch (type) {
    case 'parts':
      return { lines: [{ partId: parts[n % parts.length].id, quantity: 1 + (n % 4) }, { partId: parts[(n + 7) % parts.length].id, quantity: 2 }] };
    case 'cover':
      return { series: s.name, width: s.widths[0], length: 60 + 10 * (n % 5), style: COVER_STYLES[n % COVER_STYLES.length], fabric: fabric.name, colour: fabric.colours[0] ?? null };
    case 'building':
      return { series: s.name, width: s.widths[n % s.widths.length], length: 80 + 20 * (n % 4), mount: ['Wood Post', 'Concrete', 'Steel Leg'][n % 3], fabric: fabric.name, colour: fabric.colours[0] ?? null };
    case 'vp':
      return { series: n % 2 ? 'VPe' : 'VPr', width: 40 + 10 * (n % 4), length: 100, fabric: fabric.name };
  }
}

/** Every order type in every status, spread over the two dealer companies, each with a full history. */
export function buildOrders(now: number): Order[] {
  const dealers = users.filter((u) => !u.data.admin);
  const orders: Order[] = [];
  let n = 0;
  for (const type of ORDER_TYPES) {
    for (const status of ORDER_STATUSES) {
      const creator = dealers[n % dealers.length];
      const company = companies.find((c) => c.id === creator.company)!;
      const created = now - (60 - n) * 86_400_000;
      const path = status === 'cancelled' ? (['pending', 'order received', 'cancelled'] as OrderStatus[]) : ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(status) + 1);
      const statusHistory: StatusChange[] = path.map((to, i) => ({
        at: created + i * 3_600_000 * 20, by: i === 0 ? creator.id : 'demo-admin', from: i === 0 ? null : path[i - 1], to,
        note: i === 0 ? 'Order submitted.' : to === 'cancelled' ? 'Cancelled at the customer\'s request.' : '',
      }));
      orders.push({
        id: `order-${type}-${String(n + 1).padStart(2, '0')}`, type, company: company.id, createdBy: creator.id, createdDate: created, status,
        soNumber: String(10400 + n), leadSource: ORDER_LEAD_SOURCES[n % ORDER_LEAD_SOURCES.length], currency: company.currency,
        customer: { name: `Demo Farms ${n + 1}`, city: company.address.city, state: company.address.state },
        details: orderDetails(type, n), statusHistory,
      });
      n++;
    }
  }
  return orders;
}

export function buildNotifications(now: number): AppNotification[] {
  return users.flatMap((u, i) => [
    { id: `notification-${u.id}-1`, recipient: u.id, status: 'active' as const,
      data: { subject: 'Welcome to the Dealer Portal', body: { message: 'Your account is ready. Browse the resources to get started.', image: 'https://www.calhounsuperstructure.com/wp-content/uploads/logo.png' },
        link: '/resources/marketing', createdBy: 'demo-admin', createdByName: 'Alex Morgan', createdDate: now - (i + 2) * 3_600_000 } },
    { id: `notification-${u.id}-2`, recipient: u.id, status: 'active' as const,
      data: { subject: 'Price book updated', body: { message: 'The 2027 price book is now available.', state: 'SK', urgent: false },
        link: '/resources/sales', createdBy: 'demo-admin', createdByName: 'Alex Morgan', createdDate: now - (i + 1) * 600_000 } },
  ]);
}
