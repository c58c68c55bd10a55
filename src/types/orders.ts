/**
 * Orders, their status history, drafts, change requests and warranties as stored in Firestore
 * (docs/data-model.md describes the collections and the rules that guard them).
 * Dates are read as DateStamps (Firestore Timestamps): event times are written with serverTimestamp(),
 * dates a person picks (requested delivery, install date) with Timestamp.fromDate at local midnight.
 */
import type { DateStamp } from './dates';
import type { CountryCode, CurrencyCode } from './domain';
import type { OrderLeadSource, OrderStatus, OrderType } from '../reference/orders';

/** A file in Storage that belongs to an order or a warranty. */
export interface StoredFile {
  /** Full Storage path, e.g. `orders/{company}/{orderId}/site-plan.pdf`. */
  path: string;
  name: string;
  contentType: string;
  size: number;
}

export interface SiteAddress {
  street: string;
  city: string;
  /** Province or state code. */
  state: string;
  zip: string;
  country: CountryCode;
}

/** The end customer and where the building stands (building and VP orders, warranties). */
export interface EndCustomer {
  name: string;
  phone: string;
  email: string;
  site: SiteAddress;
}

export interface PartsOrderLine {
  partId: string;
  partNumber: string;
  name: string;
  unit: string;
  quantity: number;
  /** Price of one unit in the order's currency when the order was placed. */
  unitPrice: number;
}

export interface PartsOrderDetails {
  lines: PartsOrderLine[];
  /** Sum of quantity × unitPrice, in the order's currency. */
  total: number;
}

/** Cover options shared by cover, building and VP orders. */
export interface CoverOptions {
  style: string;
  fabric: string;
  /** null for a fabric without colours (PVC). */
  colour: string | null;
  trimColour: string;
  /** One of FABRIC_DROPS; 'Custom' uses customFabricDrop. */
  fabricDrop: string;
  customFabricDrop: string | null;
}

export interface CoverOrderDetails extends CoverOptions {
  series: string;
  width: number;
  /** Feet. */
  length: number;
  quantity: number;
}

/** The mount and its dependent fields; fields a mount type does not use are null. */
export interface MountDetails {
  type: string;
  subtype: string;
  postHeight: string | null;
  postLength: string | null;
  pierDiameter: string | null;
  legHeight: string | null;
  wallHeight: string | null;
  wallThickness: string | null;
  wallCount: number | null;
  foundationProvider: string | null;
  pocketTensioning: string;
}

export interface BuildingOrderDetails {
  series: string;
  width: number;
  length: number;
  use: string;
  riskCategory: string;
  sideWalls: string;
  mount: MountDetails;
  cover: CoverOptions;
  requestedDate: DateStamp | null;
}

/** VP buildings (series VPe or VPr) are sized per project. */
export interface VpOrderDetails extends Omit<BuildingOrderDetails, 'series'> {
  series: 'VPe' | 'VPr';
  /** Feet. */
  eaveHeight: number;
}

export type OrderDetailsByType = {
  parts: PartsOrderDetails;
  cover: CoverOrderDetails;
  building: BuildingOrderDetails;
  vp: VpOrderDetails;
};

/** What a dealer fills in; the same shape for a new order, an edit and a draft. */
export type OrderContent<T extends OrderType = OrderType> = {
  [K in T]: {
    type: K;
    leadSource: OrderLeadSource;
    poReference: string;
    notes: string;
    /** Building and VP orders; null for parts and cover orders. */
    customer: EndCustomer | null;
    details: OrderDetailsByType[K];
    attachments: StoredFile[];
  };
}[T];

/** Collection `orders`; the document id is the order number as text. */
export type Order<T extends OrderType = OrderType> = OrderContent<T> & {
  id: string;
  /** Sequential, given at submission from `counters/orders`; never chosen by the dealer. */
  number: number;
  company: string;
  companyName: string;
  currency: CurrencyCode;
  createdBy: string;
  createdByName: string;
  createdDate: DateStamp;
  updatedDate: DateStamp;
  status: OrderStatus;
  /** Position of `status` in ORDER_STATUSES, for sorting by workflow. */
  statusIndex: number;
  /** true once delivered or cancelled: the order history rather than the active list. */
  closed: boolean;
  /** Entered by an admin, required from 'order received' on. */
  soNumber: string | null;
  /**
   * Lower-case search keys, written by the server only: prefixes of the order number, SO number and PO reference,
   * the end customer name, and prefixes of its words (src/data/orderSearchKeys.ts).
   */
  searchKeys: string[];
  /** Number of entries in `orders/{id}/history`; the newest entry's id is String(historyCount). */
  historyCount: number;
  /** Increases with every change of content (edits, approved change requests), not with status changes. */
  revision: number;
};

export type HistoryEntryKind = 'submitted' | 'status' | 'edited' | 'change approved';

/** Collection `orders/{orderId}/history`, ids '1', '2', ...: the status timeline and the record of edits. */
export interface OrderHistoryEntry {
  id: string;
  seq: number;
  kind: HistoryEntryKind;
  at: DateStamp;
  by: string;
  byName: string;
  /** null for the first entry. */
  from: OrderStatus | null;
  to: OrderStatus;
  note: string;
  /** For edits and approved change requests: what changed. */
  changes: FieldChange[];
}

/** One field of an order, before and after; screens word its `path` in the reader's language. */
export interface FieldChange {
  /** Dotted path inside the order content, e.g. `details.length` or `customer.site.city`. */
  path: string;
  /** Older documents only: the English label the form showed then. Never shown: screens word `path`. */
  label?: string;
  from: unknown;
  to: unknown;
}

/** Collection `users/{uid}/drafts`: an order being filled in, saved as the dealer types. */
export interface OrderDraft {
  id: string;
  type: OrderType;
  /** The form's raw values (strings as typed), restored as they were. */
  values: Record<string, unknown>;
  /** A short description for the drafts list, e.g. 'CC 42 × 80'. */
  summary: string;
  updatedDate: DateStamp;
}

export type DecisionStatus = 'pending' | 'approved' | 'rejected';

/** Collection `changeRequests`. */
export interface ChangeRequest {
  id: string;
  order: string;
  orderNumber: number;
  orderType: OrderType;
  company: string;
  companyName: string;
  createdBy: string;
  createdByName: string;
  createdDate: DateStamp;
  status: DecisionStatus;
  reason: string;
  /** The order's revision the request was made against; approval is refused once it moved on. */
  revision: number;
  changes: FieldChange[];
  /** The order content as requested (applied as a whole on approval). */
  proposed: OrderContent;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedDate: DateStamp | null;
  decisionNote: string;
}

/** Collection `warranties`. */
export interface Warranty {
  id: string;
  order: string;
  orderNumber: number;
  orderType: OrderType;
  company: string;
  companyName: string;
  createdBy: string;
  createdByName: string;
  createdDate: DateStamp;
  status: DecisionStatus;
  endCustomer: EndCustomer;
  installDate: DateStamp;
  installer: string;
  /** JPEG, PNG or WebP photos in Storage under `warranties/{company}/{warrantyId}/`. */
  photos: StoredFile[];
  /** The order's fabric (null for parts orders), which sets the coverage. */
  fabric: string | null;
  warrantyNumber: string | null;
  coverageStart: DateStamp | null;
  coverageEnd: DateStamp | null;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedDate: DateStamp | null;
  decisionNote: string;
}
