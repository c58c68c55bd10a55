/** Data access for the `invites` collection: the only module that talks to Firestore about invites. */
import { Timestamp, doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '../../lib/firebase/firestore';
import type { Invite } from '../../types/domain';
import { isWellFormedInviteId } from './inviteId';

const COLLECTION = 'invites';

/** The invite behind a registration link; null when the id is malformed, unknown or the document is unusable. */
export async function getInvite(id: string): Promise<Invite | null> {
  if (!isWellFormedInviteId(id)) return null;
  const snapshot = await getDoc(doc(db, COLLECTION, id));
  if (!snapshot.exists()) return null;
  return toInvite(snapshot.id, snapshot.data());
}

/** Records who used the invite, so the link cannot register anyone else. */
export async function markInviteUsed(id: string, uid: string): Promise<void> {
  await updateDoc(doc(db, COLLECTION, id), { used: true, usedBy: uid, usedDate: serverTimestamp() });
}

function toInvite(id: string, raw: Record<string, unknown>): Invite | null {
  if (typeof raw.email !== 'string' || raw.email === '' || typeof raw.company !== 'string' || raw.company === '') {
    return null;
  }
  return {
    id,
    email: raw.email,
    company: raw.company,
    companyName: typeof raw.companyName === 'string' ? raw.companyName : '',
    admin: raw.admin === true,
    manager: raw.manager === true,
    used: raw.used === true,
    createdBy: typeof raw.createdBy === 'string' ? raw.createdBy : '',
    createdDate: raw.createdDate instanceof Timestamp ? raw.createdDate : Timestamp.fromMillis(0),
  };
}
