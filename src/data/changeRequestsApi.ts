/**
 * Data access for `changeRequests`: a dealer's request to change an order past pending, decided by an admin.
 * Both go through callables (REQUESTCHANGE, DECIDECHANGE); approval applies the proposed content to the order in
 * the same transaction on the server (docs/data-model.md). Clients only read the collection.
 */
import { doc, getDoc, type DocumentData, type DocumentSnapshot } from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { callFunction } from '../lib/firebase/functions';
import { toWireContent } from '../lib/schemas/orders/wireContent';
import { ORDER_TYPES } from '../reference/orders';
import type { ChangeRequest, DecisionStatus, Order, OrderContent } from '../types/orders';
import { asNumber, asRecord, asString, asStringOrNull, asTimestamp, asTimestampOrNull, oneOf } from './documentValues';
import { toFieldChanges, toOrderContent } from './orderDocument';
import { reviewQueue } from './reviewQueue';

const COLLECTION = 'changeRequests';
const DECISION_STATUSES: readonly DecisionStatus[] = ['pending', 'approved', 'rejected'];

/** The order changed since the request was made: it cannot be applied as it is. */
export class ChangeConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangeConflictError';
  }
}

const requestRef = (id: string) => doc(db, COLLECTION, id);

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

/**
 * Files a request through REQUESTCHANGE against the order's current revision, in the caller's name. The server
 * checks the content as the form does and records the difference it computes. Resolves to the request id.
 */
export async function requestChange(input: { order: Pick<Order, 'id' | 'type'>; proposed: OrderContent; reason: string }): Promise<string> {
  const { order } = input;
  if (input.proposed.type !== order.type) throw new Error('A change request cannot change the order type.');
  const filed = await callFunction<unknown, { id: string }>('REQUESTCHANGE', {
    order: order.id,
    content: toWireContent(input.proposed),
    reason: input.reason.trim(),
  });
  return filed.id;
}

/** The queue admins work through, and each order's own requests (src/data/reviewQueue.ts). */
const queue = reviewQueue(COLLECTION, fromSnapshot);
export const subscribeToPendingChangeRequestPage = queue.subscribeToPendingPage;
export const countPendingChangeRequests = queue.countPending;
export const subscribeToOrderChangeRequests = queue.subscribeToOrder;

async function requireRequest(id: string): Promise<ChangeRequest> {
  const snapshot = await getDoc(requestRef(id));
  if (!snapshot.exists()) throw new Error(`Change request ${id} does not exist.`);
  return fromSnapshot(snapshot);
}

/**
 * DECIDECHANGE. A refusal because the order moved on since the request was made is a ChangeConflictError; any
 * other refusal (already decided, a part no longer offered) rejects with the server's message.
 */
async function decide(requestId: string, decision: 'approved' | 'rejected', note: string): Promise<ChangeRequest> {
  try {
    await callFunction('DECIDECHANGE', { request: requestId, decision, note: note.trim() });
  } catch (error) {
    const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason;
    if (reason === 'stale-revision') throw new ChangeConflictError((error as Error).message);
    throw error;
  }
  return requireRequest(requestId);
}

/**
 * Approves the request: the server applies the proposed content to the order and records in its history the
 * difference computed at this moment. Rejects with ChangeConflictError when the order's revision moved on since
 * the request was made, and with the server's message for any other refusal (already decided, a part no longer
 * offered).
 */
export async function approveChangeRequest(requestId: string, note: string): Promise<ChangeRequest> {
  return decide(requestId, 'approved', note);
}

/** Rejects the request with a note saying why (required); an already decided request rejects with the server's message. */
export async function rejectChangeRequest(requestId: string, note: string): Promise<ChangeRequest> {
  if (!note.trim()) throw new Error('Say why the change is rejected.');
  return decide(requestId, 'rejected', note);
}
