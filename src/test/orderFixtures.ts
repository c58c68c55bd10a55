/** Orders, history entries and change requests for the view's tests. */
import type { DateStamp } from '../types/dates';
import type { ChangeRequest, MountDetails, Order, OrderHistoryEntry } from '../types/orders';

/** A stored date, as display code reads it. */
export function at(iso: string): DateStamp {
  const date = new Date(iso);
  return { toDate: () => date, toMillis: () => date.getTime() };
}

const base = {
  number: 100004,
  company: 'company-1',
  companyName: 'Prairie Shelters Ltd.',
  currency: 'CAD' as const,
  createdBy: 'user-1',
  createdByName: 'Dana Dealer',
  createdDate: at('2026-03-04T14:05:00'),
  updatedDate: at('2026-03-04T14:05:00'),
  statusIndex: 0,
  closed: false,
  soNumber: null,
  searchKeys: [],
  historyCount: 1,
  revision: 1,
  leadSource: 'Own Lead' as const,
  poReference: 'PO-77',
  notes: 'Deliver to the north gate.',
  attachments: [],
};

export function partsOrder(overrides: Partial<Order<'parts'>> = {}): Order<'parts'> {
  return {
    ...base,
    id: '100004',
    type: 'parts',
    status: 'pending',
    customer: null,
    details: {
      lines: [
        { partId: 'p1', partNumber: 'P-100', name: 'Purlin 10ft', unit: 'each', quantity: 3, unitPrice: 1234.5 },
        { partId: 'p2', partNumber: 'F-200', name: 'Bolt kit', unit: 'box', quantity: 2, unitPrice: 10 },
      ],
      total: 3723.5,
    },
    ...overrides,
  };
}

export const concreteMount: MountDetails = {
  type: 'Concrete',
  subtype: 'Poured Wall',
  postHeight: null,
  postLength: null,
  pierDiameter: null,
  legHeight: null,
  wallHeight: "4'",
  wallThickness: '12"',
  wallCount: 2,
  foundationProvider: 'Calhoun',
  pocketTensioning: 'Inclusive',
};

export function buildingOrder(overrides: Partial<Order<'building'>> = {}): Order<'building'> {
  return {
    ...base,
    id: '100007',
    number: 100007,
    type: 'building',
    status: 'drawings stamped',
    statusIndex: 5,
    soNumber: 'SO-5512',
    customer: {
      name: 'Harlan Farms',
      phone: '306-555-0199',
      email: 'ops@harlan.example',
      site: { street: '12 Grid Rd', city: 'Rosthern', state: 'SK', zip: 'S0K 3R0', country: 'CA' },
    },
    details: {
      series: 'CC',
      width: 42,
      length: 80,
      use: 'AG - Cattle',
      riskCategory: 'Standard - CAT II',
      sideWalls: 'Open',
      mount: concreteMount,
      cover: { style: 'Bag Cover', fabric: 'FR', colour: 'Blue', trimColour: 'Same as main cover', fabricDrop: 'Custom', customFabricDrop: "3' 6\"" },
      requestedDate: at('2026-06-01T00:00:00'),
    },
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  return {
    id: '1',
    seq: 1,
    kind: 'submitted',
    at: at('2026-03-04T14:05:00'),
    by: 'user-1',
    byName: 'Dana Dealer',
    from: null,
    to: 'pending',
    note: '',
    changes: [],
    ...overrides,
  };
}

export function changeRequest(overrides: Partial<ChangeRequest> = {}): ChangeRequest {
  const order = buildingOrder();
  return {
    id: 'cr-1',
    order: order.id,
    orderNumber: order.number,
    orderType: 'building',
    company: order.company,
    companyName: order.companyName,
    createdBy: 'user-1',
    createdByName: 'Dana Dealer',
    createdDate: at('2026-03-10T09:30:00'),
    status: 'pending',
    reason: 'The customer wants a longer building.',
    revision: 1,
    changes: [
      { path: 'details.length', label: 'Length', from: 80, to: 100 },
      { path: 'notes', label: 'Notes', from: '', to: 'Call before delivery' },
    ],
    proposed: { ...order, details: { ...order.details, length: 100 } },
    decidedBy: null,
    decidedByName: null,
    decidedDate: null,
    decisionNote: '',
    ...overrides,
  };
}
