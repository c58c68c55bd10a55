/**
 * The admins' queue as counts: change requests and warranty applications waiting for a decision, counted with
 * aggregation queries so the dashboard reads no request document. Apart from changeRequestsApi and warrantiesApi so
 * the dashboard loads these two queries only (not the Functions SDK behind their decisions).
 */
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';

export interface PendingCounts {
  changeRequests: number;
  warranties: number;
}

async function countPending(collectionName: 'changeRequests' | 'warranties'): Promise<number> {
  const snapshot = await getCountFromServer(query(collection(db, collectionName), where('status', '==', 'pending')));
  return snapshot.data().count;
}

/** Every company's pending change requests and warranty applications (admins only: the rules refuse anyone else). */
export async function countPendingRequests(): Promise<PendingCounts> {
  const [changeRequests, warranties] = await Promise.all([countPending('changeRequests'), countPending('warranties')]);
  return { changeRequests, warranties };
}
