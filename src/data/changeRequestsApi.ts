/**
 * Data access for `changeRequests`: a dealer's request to change an order past pending, decided by an admin.
 * Approval applies the proposed content to the order in the same transaction (docs/data-model.md).
 */
import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { ORDER_TYPES } from '../reference/orders';
import type { ChangeRequest, DecisionStatus, FieldChange, Order, OrderContent } from '../types/orders';
import { asNumber, asRecord, asString, asStringOrNull, asTimestamp, asTimestampOrNull, oneOf } from './documentValues';
import { orderContentFields, toFieldChanges, toOrder, toOrderContent } from './orderDocument';
import { orderSearchKeys } from './orderSearchKeys';
import type { Actor } from './ordersApi';

const COLLECTION = 'changeRequests';
const DECISION_STATUSES: readonly DecisionStatus[] = ['pending', 'approved', 'rejected'];

/** The order changed since the request was made, or the request was already decided. */
export class ChangeConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangeConflictError';
  }
}

const requestRef = (id: string) => doc(db, COLLECTION, id);
const requestsCollection = () => collection(db, COLLECTION);

export function toChangeRequest(id: string, raw: Record<string, unknown>): ChangeRequest {
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
    reason: asString(raw.reason),
    revision: asNumber(raw.revision),
    changes: toFieldChanges(raw.changes),
    proposed: toOrderContent(asRecord(raw.proposed)),
    decidedBy: asStringOrNull(raw.decidedBy),
    decidedByName: asStringOrNull(raw.decidedByName),
    decidedDate: asTimestampOrNull(raw.decidedDate),
    decisionNote: asString(raw.decisionNote),
  };
}

function fromSnapshot(snapshot: DocumentSnapshot<DocumentData>): ChangeRequest {
  return toChangeRequest(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) ?? {});
}

/** Files a request against the order's current revision, in the actor's name. Resolves to the request id. */
export async function requestChange(input: {
  order: Order;
  proposed: OrderContent;
  changes: FieldChange[];
  reason: string;
  actor: Actor;
}): Promise<string> {
  const { order, actor } = input;
  if (input.proposed.type !== order.type) throw new Error('A change request cannot change the order type.');
  const ref = doc(requestsCollection());
  await setDoc(ref, {
    id: ref.id,
    order: order.id,
    orderNumber: order.number,
    orderType: order.type,
    company: order.company,
    companyName: order.companyName,
    createdBy: actor.id,
    createdByName: actor.name,
    createdDate: serverTimestamp(),
    status: 'pending',
    reason: input.reason.trim(),
    revision: order.revision,
    changes: input.changes,
    proposed: orderContentFields(input.proposed),
    decidedBy: null,
    decidedByName: null,
    decidedDate: null,
    decisionNote: '',
  });
  return ref.id;
}

/** Every pending request (admins), oldest first: the queue to work through. */
export function subscribeToPendingChangeRequests(
  onChange: (requests: ChangeRequest[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(requestsCollection(), where('status', '==', 'pending'), orderBy('createdDate', 'asc')),
    (snapshot) => onChange(snapshot.docs.map(fromSnapshot)),
    onError,
  );
}

/** One order's requests, newest first (filtered by company too, as the rules require of dealers). */
export function subscribeToOrderChangeRequests(
  order: Pick<Order, 'id' | 'company'>,
  onChange: (requests: ChangeRequest[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      requestsCollection(),
      where('company', '==', order.company),
      where('order', '==', order.id),
      orderBy('createdDate', 'desc'),
    ),
    (snapshot) => onChange(snapshot.docs.map(fromSnapshot)),
    onError,
  );
}

function decidedAlready(request: ChangeRequest): ChangeConflictError {
  return new ChangeConflictError(`This change request was already ${request.status}.`);
}

function decisionFields(status: DecisionStatus, actor: Actor, note: string) {
  return { status, decidedBy: actor.id, decidedByName: actor.name, decidedDate: serverTimestamp(), decisionNote: note.trim() };
}

async function requireRequest(id: string): Promise<ChangeRequest> {
  const snapshot = await getDoc(requestRef(id));
  if (!snapshot.exists()) throw new Error(`Change request ${id} does not exist.`);
  return fromSnapshot(snapshot);
}

/**
 * Applies the proposed content to the order and approves the request, in one transaction. Rejects with
 * ChangeConflictError when the request is no longer pending or the order's revision moved on since it was made.
 */
export async function approveChangeRequest(requestId: string, actor: Actor, note: string): Promise<ChangeRequest> {
  await runTransaction(db, async (transaction) => {
    const requestSnapshot = await transaction.get(requestRef(requestId));
    if (!requestSnapshot.exists()) throw new Error(`Change request ${requestId} does not exist.`);
    const request = fromSnapshot(requestSnapshot);
    if (request.status !== 'pending') throw decidedAlready(request);
    const orderRef = doc(db, 'orders', request.order);
    const orderSnapshot = await transaction.get(orderRef);
    if (!orderSnapshot.exists()) throw new ChangeConflictError(`Order ${request.orderNumber} no longer exists.`);
    const order = toOrder(orderSnapshot.id, orderSnapshot.data());
    if (order.revision !== request.revision) {
      throw new ChangeConflictError(
        `Order ${order.number} was changed after this request was made (revision ${request.revision}, now ${order.revision}); ` +
          'reject it and ask for a new request against the current order.',
      );
    }
    if (request.proposed.type !== order.type) throw new ChangeConflictError('The request would change the order type.');
    const seq = order.historyCount + 1;
    transaction.update(orderRef, {
      ...orderContentFields(request.proposed),
      searchKeys: orderSearchKeys({ number: order.number, soNumber: order.soNumber, customer: request.proposed.customer }),
      revision: order.revision + 1,
      historyCount: seq,
      updatedDate: serverTimestamp(),
    });
    transaction.set(doc(db, 'orders', order.id, 'history', String(seq)), {
      id: String(seq),
      seq,
      kind: 'change approved',
      by: actor.id,
      byName: actor.name,
      from: order.status,
      to: order.status,
      note: note.trim(),
      changes: request.changes,
      at: serverTimestamp(),
    });
    transaction.update(requestRef(requestId), decisionFields('approved', actor, note));
  });
  return requireRequest(requestId);
}

/** Rejects the request with a note saying why (required). ChangeConflictError when it was already decided. */
export async function rejectChangeRequest(requestId: string, actor: Actor, note: string): Promise<ChangeRequest> {
  if (!note.trim()) throw new Error('Say why the change is rejected.');
  await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(requestRef(requestId));
    if (!snapshot.exists()) throw new Error(`Change request ${requestId} does not exist.`);
    const request = fromSnapshot(snapshot);
    if (request.status !== 'pending') throw decidedAlready(request);
    transaction.update(requestRef(requestId), decisionFields('rejected', actor, note));
  });
  return requireRequest(requestId);
}
