/**
 * Data access for `warranties`: a dealer applies for a delivered order through the APPLYWARRANTY function
 * (photos uploaded first into the warranty's folder, see filesApi); an admin approves with a warranty number and
 * coverage, or rejects with a note.
 */
import {
  Timestamp,
  collection,
  doc,
  documentId,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { callFunction } from '../lib/firebase/functions';
import type { ApplicationRequest } from '../lib/schemas/warrantyApplication';
import { ORDER_TYPES } from '../reference/orders';
import type { DecisionStatus, EndCustomer, Order, StoredFile, Warranty } from '../types/orders';
import {
  asNumber,
  asString,
  asStringOrNull,
  asTimestamp,
  asTimestampOrNull,
  oneOf,
} from './documentValues';
import { toEndCustomer, toStoredFiles } from './orderDocument';
import type { Actor } from './orders/orderWrites';
import { countList, subscribeToPage, type Page, type PageCursor } from './pages';

const COLLECTION = 'warranties';
const DECISION_STATUSES: readonly DecisionStatus[] = ['pending', 'approved', 'rejected'];

/** The warranty was decided by someone else in the meantime. */
export class WarrantyDecidedError extends Error {
  constructor(status: DecisionStatus) {
    super(`This warranty application was already ${status}.`);
    this.name = 'WarrantyDecidedError';
  }
}

/** APPLYWARRANTY refused the application and said why, in words meant for the dealer. */
export class WarrantyRefusedError extends Error {
  /** Tells screens (which may not import this module) that the message is the server's reason. */
  readonly refused = true;

  constructor(message: string) {
    super(message);
    this.name = 'WarrantyRefusedError';
  }
}

/** The callable codes that carry the server's reason; anything else (internal, unavailable, ...) is trouble on the way. */
const REFUSAL_CODES = ['invalid-argument', 'failed-precondition', 'not-found', 'already-exists', 'permission-denied', 'unauthenticated'];

function refusalOf(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return error;
  if (!REFUSAL_CODES.includes(code.replace(/^functions\//, ''))) return error;
  // The client SDK may append the HTTP status (" [400]") to the server's sentence.
  const reason = message.replace(/ \[\d+\]$/, '').trim();
  return reason ? new WarrantyRefusedError(reason) : error;
}

const warrantiesCollection = () => collection(db, COLLECTION);
const warrantyRef = (id: string) => doc(db, COLLECTION, id);

/** A date a person picked, stored as a Timestamp at local midnight. */
function calendarDay(date: Date): Timestamp {
  return Timestamp.fromDate(new Date(date.getFullYear(), date.getMonth(), date.getDate()));
}

export function toWarranty(id: string, raw: Record<string, unknown>): Warranty {
  return {
    id,
    order: asString(raw.order),
    orderNumber: asNumber(raw.orderNumber),
    orderType: oneOf(raw.orderType, ORDER_TYPES, 'parts'),
    company: asString(raw.company),
    companyName: asString(raw.companyName),
    createdBy: asString(raw.createdBy),
    createdByName: asString(raw.createdByName),
    createdDate: asTimestamp(raw.createdDate),
    status: oneOf(raw.status, DECISION_STATUSES, 'pending'),
    endCustomer: toEndCustomer(raw.endCustomer),
    installDate: asTimestamp(raw.installDate),
    installer: asString(raw.installer),
    photos: toStoredFiles(raw.photos),
    fabric: asStringOrNull(raw.fabric),
    warrantyNumber: asStringOrNull(raw.warrantyNumber),
    coverageStart: asTimestampOrNull(raw.coverageStart),
    coverageEnd: asTimestampOrNull(raw.coverageEnd),
    decidedBy: asStringOrNull(raw.decidedBy),
    decidedByName: asStringOrNull(raw.decidedByName),
    decidedDate: asTimestampOrNull(raw.decidedDate),
    decisionNote: asString(raw.decisionNote),
  };
}

function fromSnapshot(snapshot: DocumentSnapshot<DocumentData>): Warranty {
  return toWarranty(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) ?? {});
}

/** An id known before the photos are uploaded, since they are stored under it. */
export function newWarrantyId(): string {
  return doc(warrantiesCollection()).id;
}

/**
 * Sends the application to APPLYWARRANTY, which writes it in the signed-in user's name with the order's fabric;
 * the photos must already be in the warranty's folder. Rejects with a WarrantyRefusedError saying why when the
 * server refuses it (e.g. an install date before the delivery).
 */
export async function applyForWarranty(input: {
  id: string;
  order: Pick<Order, 'id'>;
  endCustomer: EndCustomer;
  installDate: Date;
  installer: string;
  photos: StoredFile[];
}): Promise<void> {
  const request: ApplicationRequest = {
    id: input.id,
    order: input.order.id,
    endCustomer: toEndCustomer(input.endCustomer),
    // The picked day's local midnight: the server checks it against the delivery and now.
    installDate: calendarDay(input.installDate).toDate().toISOString(),
    installer: input.installer.trim(),
    photos: input.photos.map((photo) => photo.path),
  };
  try {
    await callFunction<ApplicationRequest, { id: string }>('APPLYWARRANTY', request);
  } catch (error) {
    throw refusalOf(error);
  }
}

export function subscribeToWarranty(
  id: string,
  onChange: (warranty: Warranty | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(warrantyRef(id), (snapshot) => onChange(snapshot.exists() ? fromSnapshot(snapshot) : null), onError);
}

/** One order's applications, newest first (filtered by company too, as the rules require of dealers). */
export function subscribeToOrderWarranties(
  order: Pick<Order, 'id' | 'company'>,
  onChange: (warranties: Warranty[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      warrantiesCollection(),
      where('company', '==', order.company),
      where('order', '==', order.id),
      orderBy('createdDate', 'desc'),
    ),
    (snapshot) => onChange(snapshot.docs.map(fromSnapshot)),
    onError,
  );
}

/** Every pending application (admins), oldest first, then by id so pages never overlap. */
const pendingWarranties = () => query(warrantiesCollection(), where('status', '==', 'pending'));
const OLDEST_FIRST = [orderBy('createdDate', 'asc'), orderBy(documentId(), 'asc')];

/** A live page of the pending applications (src/data/pages.ts). */
export function subscribeToPendingWarrantyPage(
  pageSize: number,
  after: PageCursor | null,
  onChange: (page: Page<Warranty>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeToPage(pendingWarranties(), OLDEST_FIRST, pageSize, after, fromSnapshot, onChange, onError);
}

/** How many applications wait: a count aggregation over the pages' own query. */
export function countPendingWarranties(): Promise<number> {
  return countList(pendingWarranties(), OLDEST_FIRST);
}

/** Decides a pending warranty in a transaction, so two admins cannot both decide it. */
async function decide(id: string, fields: Record<string, unknown>): Promise<Warranty> {
  await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(warrantyRef(id));
    if (!snapshot.exists()) throw new Error(`Warranty ${id} does not exist.`);
    const warranty = fromSnapshot(snapshot);
    if (warranty.status !== 'pending') throw new WarrantyDecidedError(warranty.status);
    transaction.update(warrantyRef(id), fields);
  });
  const snapshot = await getDoc(warrantyRef(id));
  return fromSnapshot(snapshot);
}

function decidedBy(actor: Actor, note: string) {
  return { decidedBy: actor.id, decidedByName: actor.name, decidedDate: serverTimestamp(), decisionNote: note.trim() };
}

export async function approveWarranty(
  id: string,
  actor: Actor,
  decision: { warrantyNumber: string; coverageStart: Date; coverageEnd: Date; note: string },
): Promise<Warranty> {
  const warrantyNumber = decision.warrantyNumber.trim();
  if (!warrantyNumber) throw new Error('A warranty number is required to approve.');
  return decide(id, {
    status: 'approved',
    warrantyNumber,
    coverageStart: calendarDay(decision.coverageStart),
    coverageEnd: calendarDay(decision.coverageEnd),
    ...decidedBy(actor, decision.note),
  });
}

/** Rejects with a note saying why (required). */
export async function rejectWarranty(id: string, actor: Actor, note: string): Promise<Warranty> {
  if (!note.trim()) throw new Error('Say why the warranty is rejected.');
  return decide(id, { status: 'rejected', ...decidedBy(actor, note) });
}
