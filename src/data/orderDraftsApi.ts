/** Data access for `users/{uid}/drafts`: orders being filled in, saved as the dealer types. */
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type DocumentSnapshot,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { ORDER_TYPES, type OrderType } from '../reference/orders';
import type { OrderDraft } from '../types/orders';
import { asRecord, asString, asTimestamp, isRecord, oneOf } from './documentValues';

const draftsOf = (uid: string) => collection(db, 'users', uid, 'drafts');

/** A fresh id, known before the first save so uploads can be filed under it. */
export function newDraftId(uid: string): string {
  return doc(draftsOf(uid)).id;
}

/**
 * Form values as Firestore stores them: undefined entries dropped (Firestore refuses them); dates become
 * Timestamps on their own.
 */
export function toStoredValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(toStoredValues);
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, toStoredValues(item)]),
    );
  }
  return value;
}

/** Stored values back as the form had them: Timestamps become Dates again. */
export function fromStoredValues(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromStoredValues);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromStoredValues(item)]));
  return value;
}

function toDraft(snapshot: DocumentSnapshot<DocumentData>): OrderDraft {
  const raw = snapshot.data({ serverTimestamps: 'estimate' }) ?? {};
  return {
    id: snapshot.id,
    type: oneOf(raw.type, ORDER_TYPES, 'parts'),
    values: fromStoredValues(asRecord(raw.values)) as Record<string, unknown>,
    summary: asString(raw.summary),
    updatedDate: asTimestamp(raw.updatedDate),
  };
}

/** Creates or replaces the draft. Rejects on failure. */
export async function saveDraft(
  uid: string,
  draft: { id: string; type: OrderType; values: Record<string, unknown>; summary: string },
): Promise<void> {
  await setDoc(doc(draftsOf(uid), draft.id), {
    id: draft.id,
    type: draft.type,
    values: toStoredValues(draft.values),
    summary: draft.summary,
    updatedDate: serverTimestamp(),
  });
}

export async function getDraft(uid: string, id: string): Promise<OrderDraft | null> {
  const snapshot = await getDoc(doc(draftsOf(uid), id));
  return snapshot.exists() ? toDraft(snapshot) : null;
}

/** The user's drafts, most recently saved first. */
export async function listDrafts(uid: string): Promise<OrderDraft[]> {
  const snapshot = await getDocs(query(draftsOf(uid), orderBy('updatedDate', 'desc')));
  return snapshot.docs.map(toDraft);
}

export async function deleteDraft(uid: string, id: string): Promise<void> {
  await deleteDoc(doc(draftsOf(uid), id));
}
