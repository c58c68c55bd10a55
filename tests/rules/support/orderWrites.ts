/**
 * The commits a client would make to place or change an order itself: each complete and well formed, as one
 * batch stamped with the server's time, the counter, the order and its history entry together. Only the order
 * functions write these documents, so the rules must refuse every one of them, whoever sends it. Also a raw
 * REST commit, for values the web SDK never sends (a whole number stored as a double).
 */
import { doc, serverTimestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import type { FieldChange, Order, OrderContent, OrderHistoryEntry } from '../../../src/types/orders';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/reference/orders';
import { contentOf, noteChange, partsContent, submittedOrder, writtenEntry, type Written } from './documents';
import type { Person } from './people';
import type { Account } from './rulesTestEnvironment';

export const orderPath = (id: string | number) => `orders/${id}`;
export const historyPath = (id: string | number, seq: number) => `orders/${id}/history/${seq}`;
export const COUNTER = 'counters/orders';

type Patch = DocumentData;

/** A submission: counters/orders moves to number + 1, orders/{number} and its history entry 1 are created. */
export function submit(db: Firestore, by: Person, number: number, options: { content?: OrderContent; order?: Patch } = {}): Promise<void> {
  return writeBatch(db)
    .update(doc(db, COUNTER), { next: number + 1 })
    .set(doc(db, orderPath(number)), { ...submittedOrder(number, by, options.content ?? partsContent()), ...options.order })
    .set(doc(db, historyPath(number, 1)), writtenEntry({ seq: 1, kind: 'submitted', from: null, to: 'pending' }, by))
    .commit();
}

function commitChange(db: Firestore, order: Order, update: Patch, entry: Written<OrderHistoryEntry>): Promise<void> {
  return writeBatch(db)
    .update(doc(db, orderPath(order.id)), update)
    .set(doc(db, historyPath(order.id, entry.seq as number)), entry)
    .commit();
}

/** An edit of a pending order: new notes (and `order`'s fields), revision + 1, historyCount + 1, an 'edited' entry. */
export function editPending(db: Firestore, by: Person, order: Order, options: { order?: Patch } = {}): Promise<void> {
  const seq = order.historyCount + 1;
  return commitChange(
    db,
    order,
    { notes: 'Call before delivery.', revision: order.revision + 1, historyCount: seq, updatedDate: serverTimestamp(), ...options.order },
    writtenEntry({ seq, kind: 'edited', from: order.status, to: order.status, changes: noteChange }, by),
  );
}

/** A status change: status, statusIndex, closed, soNumber, searchKeys, historyCount + 1, a 'status' entry. */
export function moveStatus(
  db: Firestore,
  by: Person,
  order: Order,
  to: OrderStatus,
  options: { soNumber?: string | null; order?: Patch } = {},
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
      ...options.order,
    },
    writtenEntry({ seq, kind: 'status', from: order.status, to, note: 'Moved on.' }, by),
  );
}

/** The order half of approving a change request: the proposed content, revision + 1, historyCount + 1. */
export function applyContentUpdate(order: Order, proposed: OrderContent): Patch {
  const { type: _type, ...content } = proposed;
  return { ...content, revision: order.revision + 1, historyCount: order.historyCount + 1, updatedDate: serverTimestamp() };
}

/** The 'change approved' entry an approval writes, listing `changes`. */
export function approvedEntry(order: Order, by: Person, changes: FieldChange[] = noteChange): Written<OrderHistoryEntry> {
  const seq = order.historyCount + 1;
  return writtenEntry({ seq, kind: 'change approved', from: order.status, to: order.status, changes }, by);
}

/** The order half of an approval, alone: the order's own content with new notes, and its entry. */
export function applyApprovedChange(db: Firestore, by: Person, order: Order): Promise<void> {
  const proposed = { ...contentOf(order), notes: 'Call before delivery.' };
  return commitChange(db, order, applyContentUpdate(order, proposed), approvedEntry(order, by));
}

/** A Firestore value in the REST API's JSON form (google.firestore.v1.Value). */
export type RestValue = Record<string, unknown>;

/** Plain data as REST values: whole numbers as integers, as the web SDK sends them. */
export function restValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (typeof value === 'object') return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
  throw new Error(`No REST value for ${String(value)}`);
}

export function restFields(data: Record<string, unknown>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));
}

export interface RestWrite {
  update: { name: string; fields: Record<string, RestValue> };
  updateMask?: { fieldPaths: string[] };
  updateTransforms?: { fieldPath: string; setToServerValue: 'REQUEST_TIME' }[];
  currentDocument?: { exists: boolean };
}

const serverTime = (fieldPath: string) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' as const });
const documentName = (project: string, path: string) => `projects/${project}/databases/(default)/documents/${path}`;

/**
 * A submission of order `number` as REST writes, the counter set to `counterNext` (any value, a double included),
 * the order and its entry 1 stamped with the request time.
 */
export function restSubmission(project: string, by: Person, number: number, counterNext: RestValue): RestWrite[] {
  const { createdDate: _created, updatedDate: _updated, ...order } = submittedOrder(number, by);
  const { at: _at, ...entry } = writtenEntry({ seq: 1, kind: 'submitted', from: null, to: 'pending' }, by);
  return [
    {
      update: { name: documentName(project, COUNTER), fields: { next: counterNext } },
      updateMask: { fieldPaths: ['next'] },
      currentDocument: { exists: true },
    },
    { update: { name: documentName(project, orderPath(number)), fields: restFields(order) }, updateTransforms: [serverTime('createdDate'), serverTime('updatedDate')] },
    { update: { name: documentName(project, historyPath(number, 1)), fields: restFields(entry) }, updateTransforms: [serverTime('at')] },
  ];
}

/** A draft of `by`'s own saved as a REST write, holding a whole-number double among its values. */
export function restDraft(project: string, by: Person, id: string): RestWrite {
  return {
    update: {
      name: documentName(project, `users/${by.uid}/drafts/${id}`),
      fields: { ...restFields({ id, type: 'parts', summary: 'Parts' }), values: { mapValue: { fields: { quantity: { doubleValue: 2 } } } } },
    },
    updateTransforms: [serverTime('updatedDate')],
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token as the Firebase Auth emulator issues them: unsigned (alg none), the account's uid and email. */
export function unsignedIdToken(project: string, account: Account): string {
  const claims = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    sub: account.uid,
    user_id: account.uid,
    email: account.email,
    email_verified: true,
    firebase: { sign_in_provider: 'password', identities: { email: [account.email] } },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

export interface RestAnswer {
  status: number;
  body: { error?: { status?: string; message?: string } } & Record<string, unknown>;
}

/** POSTs `writes` to the server's documents:commit as `account`, signed in. */
export async function restCommit(project: string, account: Account, writes: RestWrite[]): Promise<RestAnswer> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error("FIRESTORE_EMULATOR_HOST is not set: run these tests through the vitest project 'rules'.");
  const response = await fetch(`http://${host}/v1/projects/${project}/databases/(default)/documents:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${unsignedIdToken(project, account)}` },
    body: JSON.stringify({ writes }),
  });
  return { status: response.status, body: (await response.json()) as RestAnswer['body'] };
}
