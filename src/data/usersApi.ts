/** Data access for the `users` collection: the only module that reads or writes it through firebase/firestore. */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type FirestoreDataConverter,
  type WhereFilterOp,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import type { User } from '../types/domain';
import { toUser } from './userDocument';

export interface UserFilter {
  field: string;
  op: WhereFilterOp;
  value: unknown;
}

export interface UserProfileUpdate {
  firstname: string;
  lastname: string;
  phone: string;
  sms: boolean;
}

const userConverter: FirestoreDataConverter<User> = {
  toFirestore: (user) => user,
  fromFirestore: (snapshot) => toUser(snapshot.id, snapshot.data()),
};

const usersCollection = () => collection(db, 'users').withConverter(userConverter);

/** The user document keyed by the auth uid, or null when it does not exist. Errors propagate. */
export async function getUser(id: string): Promise<User | null> {
  const snapshot = await getDoc(doc(usersCollection(), id));
  return snapshot.exists() ? snapshot.data() : null;
}

/** Active users of a company. A failed query is logged and yields an empty list (spec section 8). */
export async function listActiveUsersByCompany(companyId: string): Promise<User[]> {
  return queryUsers([
    { field: 'company', op: '==', value: companyId },
    { field: 'active', op: '==', value: true },
  ]);
}

/** Users matching every filter. A failed query is logged and yields an empty list (spec section 8). */
export async function queryUsers(filters: UserFilter[]): Promise<User[]> {
  try {
    const constraints = filters.map((filter) => where(filter.field, filter.op, filter.value));
    const snapshot = await getDocs(query(usersCollection(), ...constraints));
    return snapshot.docs.map((document) => document.data());
  } catch (error) {
    console.error('Failed to load users', error);
    return [];
  }
}

/** Updates only the user's own profile fields; roles, company and the active flag are never touched here. */
export async function updateUserProfile(id: string, data: UserProfileUpdate): Promise<void> {
  await updateDoc(doc(db, 'users', id), {
    'data.firstname': data.firstname,
    'data.lastname': data.lastname,
    'data.phone': data.phone,
    'data.sms': data.sms,
  });
}

/** Writes the user document keyed by the user's auth uid (used when registering from an invite). */
export async function createUserDocument(user: User): Promise<void> {
  await setDoc(doc(usersCollection(), user.id), user);
}
