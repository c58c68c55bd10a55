/**
 * The order writes of the data-access module (src/data/ordersApi.ts, docs/data-model.md), as one batch each,
 * with hooks to break exactly one part of them: the rules must refuse every broken variant.
 */
import { doc, serverTimestamp, writeBatch, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import type { FieldChange, Order, OrderContent, OrderHistoryEntry } from '../../../src/types/orders';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/reference/orders';
import { contentOf, noteChange, partsContent, submittedOrder, writtenEntry, type Written } from './documents';
import type { Person } from './people';

export const orderPath = (id: string | number) => `orders/${id}`;
export const historyPath = (id: string | number, seq: number) => `orders/${id}/history/${seq}`;
export const COUNTER = 'counters/orders';

type Patch = DocumentData;

export interface SubmissionOptions {
  content?: OrderContent;
  /** Fields written over the order the data layer would create. */
  order?: Patch;
  /** Fields written over history entry 1; null leaves the entry out. */
  entry?: Patch | null;
  /** The counter's new value; null leaves the counter alone. Default number + 1. */
  counterNext?: number | null;
  /** Fields written over the counter update. */
  counter?: Patch;
  /** More writes in the same commit. */
  also?: (batch: WriteBatch) => void;
}

/** Submission: counters/orders moves to number + 1, orders/{number} and its history entry 1 are created. */
export function submit(db: Firestore, by: Person, number: number, options: SubmissionOptions = {}): Promise<void> {
  const batch = writeBatch(db);
  const counterNext = options.counterNext === undefined ? number + 1 : options.counterNext;
  if (counterNext !== null) batch.update(doc(db, COUNTER), { next: counterNext, ...options.counter });
  batch.set(doc(db, orderPath(number)), { ...submittedOrder(number, by, options.content ?? partsContent()), ...options.order });
  if (options.entry !== null) {
    batch.set(doc(db, historyPath(number, 1)), {
      ...writtenEntry({ seq: 1, kind: 'submitted', from: null, to: 'pending' }, by),
      ...options.entry,
    });
  }
  options.also?.(batch);
  return batch.commit();
}

export interface ChangeOptions {
  /** Fields written over the order update. */
  order?: Patch;
  /** Fields written over the history entry; null leaves the entry out. */
  entry?: Patch | null;
  /** More writes in the same commit. */
  also?: (batch: WriteBatch) => void;
}

function commitChange(db: Firestore, order: Order, update: Patch, entry: Written<OrderHistoryEntry>, options: ChangeOptions): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, orderPath(order.id)), { ...update, ...options.order });
  if (options.entry !== null) batch.set(doc(db, historyPath(order.id, entry.seq as number)), { ...entry, ...options.entry });
  options.also?.(batch);
  return batch.commit();
}

/** An edit of a pending order: new content, revision + 1, historyCount + 1, an 'edited' entry. */
export function editPending(db: Firestore, by: Person, order: Order, options: ChangeOptions & { changes?: FieldChange[] } = {}): Promise<void> {
  const seq = order.historyCount + 1;
  return commitChange(
    db,
    order,
    { notes: 'Call before delivery.', revision: order.revision + 1, historyCount: seq, updatedDate: serverTimestamp() },
    writtenEntry({ seq, kind: 'edited', from: order.status, to: order.status, changes: options.changes ?? noteChange }, by),
    options,
  );
}

/** An admin's status change: status, statusIndex, closed, soNumber, historyCount + 1, a 'status' entry. */
export function moveStatus(
  db: Firestore,
  by: Person,
  order: Order,
  to: OrderStatus,
  options: ChangeOptions & { soNumber?: string | null } = {},
): Promise<void> {
  const seq = order.historyCount + 1;
  const soNumber = options.soNumber === undefined ? (order.soNumber ?? `SO-${order.number}`) : options.soNumber;
  return commitChange(
    db,
    order,
    {
      status: to,
      statusIndex: ORDER_STATUSES.indexOf(to),
      closed: to === 'delivered' || to === 'cancelled',
      soNumber,
      searchKeys: [String(order.number), ...(soNumber ? [soNumber.toLowerCase()] : [])],
      historyCount: seq,
      updatedDate: serverTimestamp(),
    },
    writtenEntry({ seq, kind: 'status', from: order.status, to, note: 'Moved on.' }, by),
    options,
  );
}

/** The order half of approving a change request: the proposed content, revision + 1, a 'change approved' entry. */
export function applyContentUpdate(order: Order, proposed: OrderContent): Patch {
  const { type: _type, ...content } = proposed;
  return { ...content, revision: order.revision + 1, historyCount: order.historyCount + 1, updatedDate: serverTimestamp() };
}

export function approvedEntry(order: Order, by: Person, changes: FieldChange[] = noteChange): Written<OrderHistoryEntry> {
  const seq = order.historyCount + 1;
  return writtenEntry({ seq, kind: 'change approved', from: order.status, to: order.status, changes }, by);
}

/**
 * The order half of an approval, alone: the proposed content (by default the order's own with new notes),
 * revision + 1, historyCount + 1 and a 'change approved' entry.
 */
export function applyApprovedChange(
  db: Firestore,
  by: Person,
  order: Order,
  options: ChangeOptions & { proposed?: OrderContent } = {},
): Promise<void> {
  const proposed = options.proposed ?? { ...contentOf(order), notes: 'Call before delivery.' };
  return commitChange(db, order, applyContentUpdate(order, proposed), approvedEntry(order, by), options);
}
