/**
 * Documents shaped like the ones the portal writes (src/types/domain.ts, src/types/orders.ts,
 * docs/data-model.md), as seeded state and as the writes the data-access modules make.
 */
import { Timestamp, serverTimestamp, type FieldValue } from 'firebase/firestore';
import type { Invite } from '../../../src/types/domain';
import type {
  ChangeRequest,
  FieldChange,
  Order,
  OrderContent,
  OrderHistoryEntry,
  Warranty,
} from '../../../src/types/orders';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/reference/orders';
import { CA, companyDocument, dealer, displayName, manager, type Person } from './people';

export function inviteDocument(overrides: Partial<Invite> & Pick<Invite, 'id' | 'email'>): Invite {
  return {
    firstname: 'Ivy',
    lastname: 'Invitee',
    company: CA,
    companyName: 'Prairie Shelters Ltd.',
    admin: false,
    manager: false,
    used: false,
    usedBy: null,
    usedDate: null,
    createdBy: manager.uid,
    createdByName: displayName(manager),
    createdDate: day(1),
    lastSentDate: null,
    ...overrides,
  };
}

/** A fixed moment of the seeded past (October 2026). */
export const day = (date: number) => Timestamp.fromDate(new Date(Date.UTC(2026, 9, date)));

/** A write's view of a stored shape: event times may be the server's timestamp. */
export type Written<T> = { [K in keyof T]: T[K] | FieldValue };

export const now = () => serverTimestamp();

/** A parts order's content, as the parts form submits it. */
export function partsContent(overrides: Partial<OrderContent<'parts'>> = {}): OrderContent<'parts'> {
  return {
    type: 'parts',
    leadSource: 'Own Lead',
    poReference: 'PO-77',
    notes: '',
    customer: null,
    details: {
      lines: [{ partId: 'part-1-1', partNumber: 'CS-0110', name: 'Ratchet Strap Standard', unit: 'each', quantity: 2, unitPrice: 25 }],
      total: 50,
    },
    attachments: [],
    ...overrides,
  };
}

export function buildingContent(): OrderContent<'building'> {
  return {
    type: 'building',
    leadSource: 'Calhoun',
    poReference: 'PO-88',
    notes: 'Gravel pad ready.',
    customer: {
      name: 'Demo Farms',
      phone: '306-555-0101',
      email: 'farm@example.com',
      site: { street: '4 Range Road', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
    },
    details: {
      series: 'CC',
      width: 42,
      length: 80,
      use: 'Agricultural',
      riskCategory: 'II',
      sideWalls: 'None',
      mount: {
        type: 'Ground', subtype: 'Posts', postHeight: '4 ft', postLength: '6 ft', pierDiameter: null, legHeight: null,
        wallHeight: null, wallThickness: null, wallCount: null, foundationProvider: null, pocketTensioning: 'Standard',
      },
      cover: { style: 'Standard', fabric: 'PE 12 oz', colour: 'Green', trimColour: 'Tan', fabricDrop: '3 ft', customFabricDrop: null },
      requestedDate: day(30),
    },
    attachments: [{ path: `orders/${CA}/1002/site-plan.pdf`, name: 'site-plan.pdf', contentType: 'application/pdf', size: 812 }],
  };
}

export interface OrderFixtureOptions {
  number: number;
  by?: Person;
  status?: OrderStatus;
  soNumber?: string | null;
  historyCount?: number;
  revision?: number;
  content?: OrderContent;
}

/** A stored order; its company, name and currency are its submitter's. */
export function orderDocument(options: OrderFixtureOptions): Order {
  const by = options.by ?? dealer;
  const company = companyDocument(by.company);
  const status = options.status ?? 'pending';
  const content = options.content ?? partsContent();
  const soNumber = options.soNumber ?? (status === 'pending' ? null : `SO-${options.number}`);
  return {
    ...content,
    id: String(options.number),
    number: options.number,
    company: company.id,
    companyName: company.name,
    currency: company.currency,
    createdBy: by.uid,
    createdByName: displayName(by),
    createdDate: day(2),
    updatedDate: day(3),
    status,
    statusIndex: ORDER_STATUSES.indexOf(status),
    closed: status === 'delivered' || status === 'cancelled',
    soNumber,
    searchKeys: [String(options.number), ...(soNumber ? [soNumber.toLowerCase()] : [])],
    historyCount: options.historyCount ?? (status === 'pending' ? 1 : 2),
    revision: options.revision ?? 1,
  } as Order;
}

/** A stored history entry. */
export function historyDocument(entry: Partial<OrderHistoryEntry> & Pick<OrderHistoryEntry, 'seq' | 'kind' | 'to'>): OrderHistoryEntry {
  return {
    id: String(entry.seq),
    at: day(2),
    by: dealer.uid,
    byName: displayName(dealer),
    from: null,
    note: '',
    changes: [],
    ...entry,
  };
}

/** The documents of an order and its history, keyed by path, ready for `seed`. */
export function seededOrder(order: Order): Record<string, object> {
  const documents: Record<string, object> = { [`orders/${order.id}`]: order };
  for (let seq = 1; seq <= order.historyCount; seq += 1) {
    const entry = seq === 1
      ? historyDocument({ seq, kind: 'submitted', to: 'pending', by: order.createdBy })
      : historyDocument({ seq, kind: 'status', from: 'pending', to: order.status, by: 'admin-hq' });
    documents[`orders/${order.id}/history/${seq}`] = entry;
  }
  return documents;
}

/** The order a submission would create: number N, the submitter's company, pending, stamped by the server. */
export function submittedOrder(number: number, by: Person, content: OrderContent = partsContent()): Written<Order> {
  const company = companyDocument(by.company);
  return {
    ...content,
    id: String(number),
    number,
    company: company.id,
    companyName: company.name,
    currency: company.currency,
    createdBy: by.uid,
    createdByName: displayName(by),
    createdDate: now(),
    updatedDate: now(),
    status: 'pending',
    statusIndex: 0,
    closed: false,
    soNumber: null,
    searchKeys: [String(number)],
    historyCount: 1,
    revision: 1,
  } as Written<Order>;
}

/** A history entry as a change writes it: now, by the caller. */
export function writtenEntry(entry: Pick<OrderHistoryEntry, 'seq' | 'kind' | 'from' | 'to'> & Partial<OrderHistoryEntry>, by: Person): Written<OrderHistoryEntry> {
  return { id: String(entry.seq), at: now(), by: by.uid, byName: displayName(by), note: '', changes: [], ...entry };
}

export const noteChange: FieldChange[] = [{ path: 'notes', label: 'Notes', from: '', to: 'Call before delivery.' }];

export function changeRequestDocument(order: Order, overrides: Partial<ChangeRequest> & Pick<ChangeRequest, 'id'>): ChangeRequest {
  return {
    order: order.id,
    orderNumber: order.number,
    orderType: order.type,
    company: order.company,
    companyName: order.companyName,
    createdBy: order.createdBy,
    createdByName: order.createdByName,
    createdDate: day(4),
    status: 'pending',
    reason: 'The customer wants a call first.',
    revision: order.revision,
    changes: noteChange,
    proposed: { ...contentOf(order), notes: 'Call before delivery.' },
    decidedBy: null,
    decidedByName: null,
    decidedDate: null,
    decisionNote: '',
    ...overrides,
  };
}

/** A change request as a client would file it: now, pending, undecided. */
export function filedChangeRequest(order: Order, id: string, by: Person): Written<ChangeRequest> {
  return { ...changeRequestDocument(order, { id }), createdBy: by.uid, createdByName: displayName(by), createdDate: now() };
}

/** The dealer-entered part of an order. */
export function contentOf(order: Order): OrderContent {
  const { type, leadSource, poReference, notes, customer, details, attachments } = order;
  return { type, leadSource, poReference, notes, customer, details, attachments } as OrderContent;
}

export function warrantyDocument(order: Order, overrides: Partial<Warranty> & Pick<Warranty, 'id'>): Warranty {
  return {
    order: order.id,
    orderNumber: order.number,
    orderType: order.type,
    company: order.company,
    companyName: order.companyName,
    createdBy: order.createdBy,
    createdByName: order.createdByName,
    createdDate: day(20),
    status: 'pending',
    endCustomer: buildingContent().customer!,
    installDate: day(15),
    installer: 'Prairie Crew',
    photos: [{ path: `warranties/${order.company}/${overrides.id}/torn-panel.png`, name: 'torn-panel.png', contentType: 'image/png', size: 2048 }],
    fabric: 'PE 12 oz',
    warrantyNumber: null,
    coverageStart: null,
    coverageEnd: null,
    decidedBy: null,
    decidedByName: null,
    decidedDate: null,
    decisionNote: '',
    ...overrides,
  };
}

export function appliedWarranty(order: Order, id: string, by: Person): Written<Warranty> {
  return { ...warrantyDocument(order, { id }), createdBy: by.uid, createdByName: displayName(by), createdDate: now() };
}

