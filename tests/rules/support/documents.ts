/** Documents of the other collections, shaped like the ones the portal writes (src/types/domain.ts, scripts/seed). */
import type { Invite } from '../../../src/types/domain';
import { CA, dealer, manager } from './people';

export function inviteDocument(overrides: Partial<Invite> & Pick<Invite, 'id' | 'email'>): Invite {
  return {
    company: CA,
    companyName: 'Prairie Shelters Ltd.',
    admin: false,
    manager: false,
    used: false,
    createdBy: manager.uid,
    createdDate: Date.UTC(2026, 9, 1),
    ...overrides,
  };
}

/** One step of an order's life, appended by whoever moved it (scripts/seed/demoData.ts). */
export interface StatusChange {
  at: number;
  by: string;
  from: string | null;
  to: string;
  note: string;
}

export interface OrderDocument {
  id: string;
  type: 'parts' | 'cover' | 'building' | 'vp';
  company: string;
  createdBy: string;
  createdDate: number;
  status: string;
  soNumber: string;
  customer: { name: string; city: string; state: string };
  details: Record<string, unknown>;
  statusHistory: StatusChange[];
}

export function orderDocument(overrides: Partial<OrderDocument> & Pick<OrderDocument, 'id'>): OrderDocument {
  const createdBy = overrides.createdBy ?? dealer.uid;
  const createdDate = overrides.createdDate ?? Date.UTC(2026, 9, 2);
  return {
    type: 'parts',
    company: CA,
    createdBy,
    createdDate,
    status: 'pending',
    soNumber: '10400',
    customer: { name: 'Demo Farms', city: 'Saskatoon', state: 'SK' },
    details: { lines: [{ partId: 'part-1-1', quantity: 2 }] },
    statusHistory: [{ at: createdDate, by: createdBy, from: null, to: 'pending', note: 'Order submitted.' }],
    ...overrides,
  };
}

/** Warranty claims and change requests share the fields the rules look at: company and status. */
export interface RequestDocument {
  id: string;
  company: string;
  order: string;
  status: string;
  createdBy: string;
  createdDate: number;
  description: string;
}

export function requestDocument(overrides: Partial<RequestDocument> & Pick<RequestDocument, 'id'>): RequestDocument {
  return {
    company: CA,
    order: 'order-ca-pending',
    status: 'pending',
    createdBy: dealer.uid,
    createdDate: Date.UTC(2026, 9, 3),
    description: 'Torn cover panel after the first storm.',
    ...overrides,
  };
}
