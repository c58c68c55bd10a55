/**
 * Data access for `warranties`: a dealer applies for a delivered order through the APPLYWARRANTY function
 * (photos uploaded first into the warranty's folder, see filesApi); an admin approves with a warranty number and
 * coverage, or rejects with a note, through DECIDEWARRANTY. Clients only read the collection.
 */
import { collection, doc, getDoc, onSnapshot, type DocumentData, type DocumentSnapshot, type Unsubscribe } from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { callFunction } from '../lib/firebase/functions';
import { firebaseErrorCode, firebaseErrorMessage } from '../lib/firebaseErrors';
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
import { reviewQueue } from './reviewQueue';

const COLLECTION = 'warranties';
const DECISION_STATUSES: readonly DecisionStatus[] = ['pending', 'approved', 'rejected'];
const DECIDED_STATUSES = ['approved', 'rejected'] as const;

/**
 * The warranty was decided by someone else in the meantime. Screens word it from `decided` (the message is for
 * developers).
 */
export class WarrantyDecidedError extends Error {
  constructor(readonly decided: Exclude<DecisionStatus, 'pending'>) {
    super(`already-decided (${decided})`);
    this.name = 'WarrantyDecidedError';
  }
}

/**
 * A callable refused the application or the decision and said why: the message is the server's sentence, `code`
 * the callable's code ('permission-denied', 'already-exists', ...), from which screens word what it tells alone.
 */
export class WarrantyRefusedError extends Error {
  /** Tells screens (which may not import this module) that the message is the server's reason. */
  readonly refused = true;

  /** `cause`: the callable's error, whose details carry the refusal for the screen to word (serverRefusalText). */
  constructor(
    message: string,
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'WarrantyRefusedError';
  }
}

/** The callable codes that carry the server's reason; anything else (internal, unavailable, ...) is trouble on the way. */
const REFUSAL_CODES = ['invalid-argument', 'failed-precondition', 'not-found', 'already-exists', 'permission-denied', 'unauthenticated'];

/** A callable's refusal as a WarrantyRefusedError carrying the server's sentence; any other error as it is. */
function refusalOf(error: unknown): unknown {
  const code = firebaseErrorCode(error).replace(/^functions\//, '');
  if (!REFUSAL_CODES.includes(code)) return error;
  // Without its SDK suffix (" [400]"); an empty sentence leaves nothing to tell the dealer.
  const reason = firebaseErrorMessage(error, '');
  return reason ? new WarrantyRefusedError(reason, code, { cause: error }) : error;
}

const warrantiesCollection = () => collection(db, COLLECTION);
const warrantyRef = (id: string) => doc(db, COLLECTION, id);

/** A date a person picked, sent as the instant of its local midnight (ISO 8601), as the callables take it. */
function calendarDay(date: Date): string {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).toISOString();
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
    installDate: calendarDay(input.installDate),
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

/** The applications admins work through, and each order's own (src/data/reviewQueue.ts). */
const queue = reviewQueue(COLLECTION, fromSnapshot);
export const subscribeToPendingWarrantyPage = queue.subscribeToPendingPage;
export const countPendingWarranties = queue.countPending;
export const subscribeToOrderWarranties = queue.subscribeToOrder;

type DecisionRequest =
  | { warranty: string; decision: 'approved'; warrantyNumber: string; coverageStart: string; coverageEnd: string; note: string }
  | { warranty: string; decision: 'rejected'; note: string };

/** What DECIDEWARRANTY answers: the decision stored, and how many mails told the applicant. */
interface DecisionResponse {
  status: 'approved' | 'rejected';
  mail: { sent: number; failed: number };
}

/**
 * The decision another admin made first, from a refusal's details (`{reason: 'already-decided', status}`); null
 * for any other error, which then says in the server's words what it is.
 */
function alreadyDecided(error: unknown): Exclude<DecisionStatus, 'pending'> | null {
  const details = (error as { details?: { reason?: unknown; status?: unknown } } | null)?.details;
  if (details?.reason !== 'already-decided') return null;
  return DECIDED_STATUSES.find((status) => status === details.status) ?? null;
}

/**
 * Sends the decision to DECIDEWARRANTY, which writes it in the caller's name at the server's time, once, and
 * mails the applicant; resolves to the warranty as stored. Rejects with WarrantyDecidedError when another admin
 * decided first, with a WarrantyRefusedError saying why for any other refusal (not an admin, no such warranty, a
 * payload the server does not take), and with the error itself when the server could not be reached.
 */
async function decide(request: DecisionRequest): Promise<Warranty> {
  try {
    await callFunction<DecisionRequest, DecisionResponse>('DECIDEWARRANTY', request);
  } catch (error) {
    const status = alreadyDecided(error);
    throw status ? new WarrantyDecidedError(status) : refusalOf(error);
  }
  return fromSnapshot(await getDoc(warrantyRef(request.warranty)));
}

/** Approves with a warranty number and the coverage's first and last day, as picked. */
export function approveWarranty(
  id: string,
  decision: { warrantyNumber: string; coverageStart: Date; coverageEnd: Date; note: string },
): Promise<Warranty> {
  return decide({
    warranty: id,
    decision: 'approved',
    warrantyNumber: decision.warrantyNumber.trim(),
    coverageStart: calendarDay(decision.coverageStart),
    coverageEnd: calendarDay(decision.coverageEnd),
    note: decision.note.trim(),
  });
}

/** Rejects with a note saying why (the server refuses a rejection without one). */
export function rejectWarranty(id: string, note: string): Promise<Warranty> {
  return decide({ warranty: id, decision: 'rejected', note: note.trim() });
}
