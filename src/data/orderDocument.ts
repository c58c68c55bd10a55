/**
 * Stored `orders` documents, their history entries and order content turned into typed values. Missing or
 * malformed fields read as empty values, never as something that would widen what a screen allows.
 */
import type { CurrencyCode } from '../types/domain';
import type {
  BuildingOrderDetails,
  CoverOptions,
  CoverOrderDetails,
  EndCustomer,
  FieldChange,
  HistoryEntryKind,
  MountDetails,
  Order,
  OrderContent,
  OrderHistoryEntry,
  PartsOrderDetails,
  PartsOrderLine,
  StoredFile,
  VpOrderDetails,
} from '../types/orders';
import {
  ORDER_LEAD_SOURCES,
  ORDER_STATUSES,
  ORDER_TYPES,
  isOrderStatus,
  type OrderType,
} from '../reference/orders';
import {
  asArray,
  asNumber,
  asNumberOrNull,
  asRecord,
  asString,
  asStringOrNull,
  asTimestamp,
  asTimestampOrNull,
  isRecord,
  oneOf,
} from './documentValues';

/** Every kind a history entry may have, checked against the type: a kind added there must be added here. */
const HISTORY_KIND_SET: Record<HistoryEntryKind, true> = { submitted: true, status: true, edited: true, 'change approved': true };
const HISTORY_KINDS = Object.keys(HISTORY_KIND_SET) as HistoryEntryKind[];

export function toStoredFile(raw: unknown): StoredFile {
  const file = asRecord(raw);
  return { path: asString(file.path), name: asString(file.name), contentType: asString(file.contentType), size: asNumber(file.size) };
}

export function toStoredFiles(raw: unknown): StoredFile[] {
  return asArray(raw).filter(isRecord).map(toStoredFile).filter((file) => file.path !== '');
}

export function toEndCustomer(raw: unknown): EndCustomer {
  const customer = asRecord(raw);
  const site = asRecord(customer.site);
  return {
    name: asString(customer.name),
    phone: asString(customer.phone),
    email: asString(customer.email),
    site: {
      street: asString(site.street),
      city: asString(site.city),
      state: asString(site.state),
      zip: asString(site.zip),
      country: site.country === 'US' ? 'US' : 'CA',
    },
  };
}

function toPartsLine(raw: unknown): PartsOrderLine {
  const line = asRecord(raw);
  return {
    partId: asString(line.partId),
    partNumber: asString(line.partNumber),
    name: asString(line.name),
    unit: asString(line.unit),
    quantity: asNumber(line.quantity),
    unitPrice: asNumber(line.unitPrice),
  };
}

function toPartsDetails(raw: Record<string, unknown>): PartsOrderDetails {
  return { lines: asArray(raw.lines).map(toPartsLine), total: asNumber(raw.total) };
}

function toCoverOptions(raw: Record<string, unknown>): CoverOptions {
  return {
    style: asString(raw.style),
    fabric: asString(raw.fabric),
    colour: asStringOrNull(raw.colour),
    trimColour: asString(raw.trimColour),
    fabricDrop: asString(raw.fabricDrop),
    customFabricDrop: asStringOrNull(raw.customFabricDrop),
  };
}

function toCoverDetails(raw: Record<string, unknown>): CoverOrderDetails {
  return {
    ...toCoverOptions(raw),
    series: asString(raw.series),
    width: asNumber(raw.width),
    length: asNumber(raw.length),
    quantity: asNumber(raw.quantity),
  };
}

function toMount(raw: unknown): MountDetails {
  const mount = asRecord(raw);
  return {
    type: asString(mount.type),
    subtype: asString(mount.subtype),
    postHeight: asStringOrNull(mount.postHeight),
    postLength: asStringOrNull(mount.postLength),
    pierDiameter: asStringOrNull(mount.pierDiameter),
    legHeight: asStringOrNull(mount.legHeight),
    wallHeight: asStringOrNull(mount.wallHeight),
    wallThickness: asStringOrNull(mount.wallThickness),
    wallCount: asNumberOrNull(mount.wallCount),
    foundationProvider: asStringOrNull(mount.foundationProvider),
    pocketTensioning: asString(mount.pocketTensioning),
  };
}

function toBuildingDetails(raw: Record<string, unknown>): BuildingOrderDetails {
  return {
    series: asString(raw.series),
    width: asNumber(raw.width),
    length: asNumber(raw.length),
    use: asString(raw.use),
    riskCategory: asString(raw.riskCategory),
    sideWalls: asString(raw.sideWalls),
    mount: toMount(raw.mount),
    cover: toCoverOptions(asRecord(raw.cover)),
    requestedDate: asTimestampOrNull(raw.requestedDate),
  };
}

function toVpDetails(raw: Record<string, unknown>): VpOrderDetails {
  return {
    ...toBuildingDetails(raw),
    series: raw.series === 'VPr' ? 'VPr' : 'VPe',
    eaveHeight: asNumber(raw.eaveHeight),
  };
}

/** The dealer-entered part of an order (also a change request's `proposed`). */
export function toOrderContent(raw: Record<string, unknown>): OrderContent {
  const type: OrderType = oneOf(raw.type, ORDER_TYPES, 'parts');
  const common = {
    leadSource: oneOf(raw.leadSource, ORDER_LEAD_SOURCES, ORDER_LEAD_SOURCES[0]),
    poReference: asString(raw.poReference),
    notes: asString(raw.notes),
    attachments: toStoredFiles(raw.attachments),
  };
  const details = asRecord(raw.details);
  const customer = isRecord(raw.customer) ? toEndCustomer(raw.customer) : null;
  switch (type) {
    case 'parts':
      return { ...common, type, customer: null, details: toPartsDetails(details) };
    case 'cover':
      return { ...common, type, customer: null, details: toCoverDetails(details) };
    case 'building':
      return { ...common, type, customer, details: toBuildingDetails(details) };
    case 'vp':
      return { ...common, type, customer, details: toVpDetails(details) };
  }
}

export function toOrder(id: string, raw: Record<string, unknown>): Order {
  const status = isOrderStatus(raw.status) ? raw.status : 'pending';
  const currency: CurrencyCode = raw.currency === 'USD' ? 'USD' : 'CAD';
  return {
    ...toOrderContent(raw),
    id,
    number: asNumber(raw.number) || Number(id) || 0,
    company: asString(raw.company),
    companyName: asString(raw.companyName),
    currency,
    createdBy: asString(raw.createdBy),
    createdByName: asString(raw.createdByName),
    createdDate: asTimestamp(raw.createdDate),
    updatedDate: asTimestamp(raw.updatedDate ?? raw.createdDate),
    status,
    // Derived from the status rather than trusted, so sorting and the closed flag can never disagree with it.
    statusIndex: ORDER_STATUSES.indexOf(status),
    closed: status === 'delivered' || status === 'cancelled',
    soNumber: asStringOrNull(raw.soNumber),
    searchKeys: asArray(raw.searchKeys).filter((key): key is string => typeof key === 'string'),
    historyCount: asNumber(raw.historyCount),
    revision: asNumber(raw.revision) || 1,
  } as Order;
}

export function toFieldChanges(raw: unknown): FieldChange[] {
  return asArray(raw)
    .filter(isRecord)
    .map((change) => ({ path: asString(change.path), label: asString(change.label), from: change.from ?? null, to: change.to ?? null }));
}

export function toHistoryEntry(id: string, raw: Record<string, unknown>): OrderHistoryEntry {
  return {
    id,
    seq: asNumber(raw.seq) || Number(id) || 0,
    kind: oneOf(raw.kind, HISTORY_KINDS, 'status'),
    at: asTimestamp(raw.at),
    by: asString(raw.by),
    byName: asString(raw.byName),
    from: isOrderStatus(raw.from) ? raw.from : null,
    to: isOrderStatus(raw.to) ? raw.to : 'pending',
    note: asString(raw.note),
    changes: toFieldChanges(raw.changes),
  };
}

/** Exactly the content fields of an order, normalised: what submissions, edits and approvals write. */
export function orderContentFields(content: OrderContent): OrderContent {
  const clean = toOrderContent(content as unknown as Record<string, unknown>);
  return {
    type: clean.type,
    leadSource: clean.leadSource,
    poReference: clean.poReference,
    notes: clean.notes,
    customer: clean.customer,
    details: clean.details,
    attachments: clean.attachments,
  } as OrderContent;
}
