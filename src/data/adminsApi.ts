/**
 * Data access for `admins`: the public directory of who the admins are (ids only), so anyone can notify them
 * while users' documents stay private to their company. Kept equal to the active admins: every change of a
 * user's admin role writes its entry in the same commit (the rules insist), and DELETEUSER / ENABLEUSER too.
 */
import { collection, doc, getDocs, type WriteBatch } from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';

const COLLECTION = 'admins';

/** The ids of the active admins. */
export async function listAdminIds(): Promise<string[]> {
  const snapshot = await getDocs(collection(db, COLLECTION));
  return snapshot.docs.map((entry) => entry.id);
}

/** Adds the user's entry to `batch` when they become an active admin, removes it when they stop being one. */
export function writeAdminEntry(batch: WriteBatch, uid: string, listed: boolean): void {
  const entry = doc(db, COLLECTION, uid);
  if (listed) batch.set(entry, { id: uid });
  else batch.delete(entry);
}
