/** Data access for the `users` collection: the only module that reads or writes it through firebase/firestore. */
import {
  and,
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  or,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type Query,
  type QueryConstraint,
  type Unsubscribe,
  type WhereFilterOp,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { writeAdminEntry } from './adminsApi';
import type { Language } from '../reference/languages';
import type { User } from '../types/domain';
import { countList, fetchPage, subscribeToPage, type Page, type PageCursor } from './pages';
import { lastNamePrefixVariants, toUser, type StoredUser } from './userDocument';

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

/** The user's own profile: what anyone may edit, and the email preference only the user may set. */
export interface OwnProfileUpdate extends UserProfileUpdate {
  mail?: boolean;
}

/** What an admin may change on any user (never `active`, the email, the id or the invite). */
export interface AdminUserUpdate extends UserProfileUpdate {
  admin: boolean;
  manager: boolean;
  company: string;
}

/** What a manager may change on a non-admin user of their own company. */
export interface ManagerUserUpdate extends UserProfileUpdate {
  manager: boolean;
}

export type UserStatusFilter = 'all' | 'active' | 'disabled';

/** The users list's query: always ordered by last name, first name and id. */
export interface UserListFilter {
  /** One company's users; null for every company (admins only: the rules refuse the query to anyone else). */
  company: string | null;
  status: UserStatusFilter;
  /** The beginning of the last name as written ('' for everyone); the case of its first letter does not matter. */
  lastNamePrefix: string;
}

const userConverter: FirestoreDataConverter<StoredUser> = {
  toFirestore: (user) => user,
  fromFirestore: (snapshot) => toUser(snapshot.id, snapshot.data()),
};

const usersCollection = () => collection(db, 'users').withConverter(userConverter);

/** The user document keyed by the auth uid, or null when it does not exist. Errors propagate. */
export async function getUser(id: string): Promise<StoredUser | null> {
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
    return await findUsers(filters);
  } catch (error) {
    console.error('Failed to load users', error);
    return [];
  }
}

/** Users matching every filter. Errors propagate, for screens that must tell a failure from an empty result. */
export async function findUsers(filters: UserFilter[]): Promise<User[]> {
  const constraints = filters.map((filter) => where(filter.field, filter.op, filter.value));
  const snapshot = await getDocs(query(usersCollection(), ...constraints));
  return snapshot.docs.map((document) => document.data());
}

/** Updates only the user's own profile fields; roles, company and the active flag are never touched here. */
export async function updateUserProfile(id: string, data: OwnProfileUpdate): Promise<void> {
  // The rules let only the user change `data.mail`; an absent preference is not written (Firestore refuses undefined).
  const mail = data.mail === undefined ? {} : { 'data.mail': data.mail };
  await updateDoc(doc(db, 'users', id), { ...profileFields(data), ...mail });
}

/** Stores the language the portal speaks to the user: the rules let only the user change it. */
export async function setUserLanguage(id: string, language: Language): Promise<void> {
  await updateDoc(doc(db, 'users', id), { 'data.language': language });
}

/**
 * An admin's edit of `user` as loaded: profile, both roles and the company. The active flag is left to the
 * callables. Granting or revoking the admin role updates the admins directory in the same commit.
 */
export async function updateUserAsAdmin(user: User, data: AdminUserUpdate): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'users', user.id), {
    ...profileFields(data),
    'data.admin': data.admin,
    'data.manager': data.manager,
    company: data.company,
  });
  if (data.admin !== user.data.admin) writeAdminEntry(batch, user.id, data.admin && user.active);
  await batch.commit();
}

/** A manager's edit of a non-admin user of their company: profile and the manager role, nothing else. */
export async function updateUserAsManager(id: string, data: ManagerUserUpdate): Promise<void> {
  await updateDoc(doc(db, 'users', id), { ...profileFields(data), 'data.manager': data.manager });
}

function profileFields(data: UserProfileUpdate) {
  return {
    'data.firstname': data.firstname,
    'data.lastname': data.lastname,
    'data.phone': data.phone,
    'data.sms': data.sms,
  };
}

const PREFIX_END = '\uf8ff';

/**
 * The users list's query. Equality filters on `company` and `active`; a last-name prefix is a range on
 * `data.lastname` (one range per spelling of its first letter, joined by OR), which is also the first ordering,
 * as Firestore requires. Composite indexes: see docs/data-model.md.
 */
function userListQuery(filter: UserListFilter): { base: Query<DocumentData>; ordering: QueryConstraint[] } {
  const equalities = [];
  if (filter.company !== null) equalities.push(where('company', '==', filter.company));
  if (filter.status !== 'all') equalities.push(where('active', '==', filter.status === 'active'));
  const ranges = lastNamePrefixVariants(filter.lastNamePrefix).map((prefix) =>
    and(where('data.lastname', '>=', prefix), where('data.lastname', '<', `${prefix}${PREFIX_END}`)),
  );
  const users = collection(db, 'users');
  let base: Query<DocumentData>;
  if (ranges.length === 0) base = query(users, ...equalities);
  else if (ranges.length === 1) base = query(users, and(...equalities, ranges[0]!));
  else base = query(users, and(...equalities, or(...ranges)));
  const ordering = [orderBy('data.lastname', 'asc'), orderBy('data.firstname', 'asc'), orderBy(documentId(), 'asc')];
  return { base, ordering };
}

const userFromSnapshot = (snapshot: DocumentSnapshot<DocumentData>) => toUser(snapshot.id, snapshot.data() ?? {});

/** One live page of the users list (pageSize + 1 documents read; see pages.ts). */
export function subscribeToUserPage(
  filter: UserListFilter,
  pageSize: number,
  after: PageCursor | null,
  onChange: (page: Page<StoredUser>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const { base, ordering } = userListQuery(filter);
  return subscribeToPage(base, ordering, pageSize, after, userFromSnapshot, onChange, onError);
}

/** One page of the users list, read once. Errors propagate. */
export async function fetchUserPage(filter: UserListFilter, pageSize: number, after: PageCursor | null): Promise<Page<StoredUser>> {
  const { base, ordering } = userListQuery(filter);
  return fetchPage(base, ordering, pageSize, after, userFromSnapshot);
}

/** How many users the list of this filter holds: a count aggregation over the pages' own query. Errors propagate. */
export function countUsers(filter: UserListFilter): Promise<number> {
  const { base, ordering } = userListQuery(filter);
  return countList(base, ordering);
}
