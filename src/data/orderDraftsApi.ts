/**
 * Data access for `users/{uid}/drafts`: orders being filled in, saved as the dealer types. A draft whose last
 * changes had not reached the server when its page closed is kept on this device too, and saved from there the next
 * time the drafts are listed or that draft is opened.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type DocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { ORDER_TYPES, type OrderType } from '../reference/orders';
import type { OrderDraft } from '../types/orders';
import { asRecord, asString, asTimestamp, isRecord, oneOf } from './documentValues';

const draftsOf = (uid: string) => collection(db, 'users', uid, 'drafts');

/** What a save writes: the draft without its server time. */
export interface DraftInput {
  id: string;
  type: OrderType;
  values: Record<string, unknown>;
  summary: string;
}

/** A fresh id, known before the first save so uploads can be filed under it. */
export function newDraftId(uid: string): string {
  return doc(draftsOf(uid)).id;
}

/**
 * Form values as Firestore stores them: undefined entries dropped (Firestore refuses them); dates become
 * Timestamps on their own.
 */
export function toStoredValues(value: unknown): unknown {
  // A partly typed date (the form holds it as an invalid Date) is no date yet: Firestore cannot store it, and a
  // draft refused for it would keep nothing at all.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
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
export async function saveDraft(uid: string, draft: DraftInput): Promise<void> {
  await setDoc(doc(draftsOf(uid), draft.id), {
    id: draft.id,
    type: draft.type,
    values: toStoredValues(draft.values),
    summary: draft.summary,
    updatedDate: serverTimestamp(),
  });
}

/** The draft, with any copy kept on this device saved first (it holds the newest changes). */
export async function getDraft(uid: string, id: string): Promise<OrderDraft | null> {
  const copy = keptCopies(uid).find((kept) => kept.id === id);
  if (copy) await saveKeptCopy(uid, copy);
  const snapshot = await getDoc(doc(draftsOf(uid), id));
  return snapshot.exists() ? toDraft(snapshot) : null;
}

/** The user's drafts, most recently saved first. */
export async function listDrafts(uid: string): Promise<OrderDraft[]> {
  const snapshot = await getDocs(query(draftsOf(uid), orderBy('updatedDate', 'desc')));
  return snapshot.docs.map(toDraft);
}

/**
 * The user's drafts, most recently saved first, live: a draft saved as its form closes shows up when its save
 * arrives. Copies kept on this device are saved first; one that cannot be saved now stays for the next time.
 */
export function subscribeToDrafts(uid: string, onChange: (drafts: OrderDraft[]) => void, onError: (error: unknown) => void): Unsubscribe {
  for (const copy of keptCopies(uid)) {
    saveKeptCopy(uid, copy).catch((error: unknown) => console.error('Unable to save a draft kept on this device', error));
  }
  return onSnapshot(
    query(draftsOf(uid), orderBy('updatedDate', 'desc')),
    (snapshot) => onChange(snapshot.docs.map(toDraft)),
    onError,
  );
}

export async function deleteDraft(uid: string, id: string): Promise<void> {
  forgetDraftCopy(uid, id);
  await deleteDoc(doc(draftsOf(uid), id));
}

// Copies kept on this device (localStorage, written synchronously: the only write certain to finish while a page
// closes). Dates are kept as {"$date": milliseconds}, since JSON has no dates.

const COPY_PREFIX = 'dealer-portal/draft-copy/';
const copyKey = (uid: string, id: string) => `${COPY_PREFIX}${uid}/${id}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage switched off in the browser.
    return null;
  }
}

function encodeDates(_key: string, value: unknown): unknown {
  return value instanceof Date ? { $date: value.getTime() } : value;
}

function decodeDates(_key: string, value: unknown): unknown {
  return isRecord(value) && typeof value.$date === 'number' && Object.keys(value).length === 1 ? new Date(value.$date) : value;
}

/** Keeps the draft on this device until its save is confirmed (forgetDraftCopy). Never throws: it is a safety net. */
export function keepDraftCopy(uid: string, draft: DraftInput): void {
  // The Date values as they are: JSON.stringify hands a Date to the replacer already turned into text.
  const text = JSON.stringify({ ...draft, values: toStoredValues(draft.values) }, function replace(this: Record<string, unknown>, key) {
    return encodeDates(key, this[key]);
  });
  try {
    storage()?.setItem(copyKey(uid, draft.id), text);
  } catch (error) {
    console.error('Unable to keep the draft on this device', error);
  }
}

export function forgetDraftCopy(uid: string, id: string): void {
  storage()?.removeItem(copyKey(uid, id));
}

/** The user's kept copies that still read as drafts. */
export function keptCopies(uid: string): DraftInput[] {
  const store = storage();
  if (!store) return [];
  const prefix = `${COPY_PREFIX}${uid}/`;
  const copies: DraftInput[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key?.startsWith(prefix)) continue;
    try {
      const raw: unknown = JSON.parse(store.getItem(key) ?? '', decodeDates);
      if (isRecord(raw) && typeof raw.id === 'string' && `${prefix}${raw.id}` === key && isRecord(raw.values)) {
        copies.push({ id: raw.id, type: oneOf(raw.type, ORDER_TYPES, 'parts'), values: raw.values, summary: asString(raw.summary) });
      }
    } catch {
      // Unreadable: nothing to restore from it.
    }
  }
  return copies;
}

async function saveKeptCopy(uid: string, copy: DraftInput): Promise<void> {
  await saveDraft(uid, copy);
  forgetDraftCopy(uid, copy.id);
}
