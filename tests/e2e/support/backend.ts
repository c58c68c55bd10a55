/**
 * Direct access to the test stack with firebase-admin, to arrange data a journey needs and to check what the
 * app wrote. The SDK finds the emulators through FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.
 */
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import type { User } from '../../../src/types/domain.js';

export const PROJECT_ID = 'demo-dealer-portal';

/** A short random tag for ids, emails and subjects, so runs and files never collide. */
export function uniqueTag(): string {
  return randomBytes(5).toString('hex');
}

let app: App | undefined;

function adminApp(): App {
  for (const variable of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    if (!process.env[variable]) throw new Error(`${variable} is not set: run these tests through npm test.`);
  }
  app ??= initializeApp({ projectId: PROJECT_ID }, `e2e-${uniqueTag()}`);
  return app;
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/**
 * The stack's time now: the time Firestore gives a read. Data dated relative to today (an order delivered yesterday,
 * a date a month ahead) is dated from it rather than from this process's clock, and writes that must be the newest
 * take FieldValue.serverTimestamp().
 */
export async function serverNow(): Promise<Date> {
  return (await adminDb().collection('serverClock').doc('now').get()).readTime.toDate();
}

export async function closeBackend(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  user: User;
}

export interface TestAccountOptions {
  company: string;
  firstname?: string;
  lastname?: string;
  phone?: string;
  sms?: boolean;
  admin?: boolean;
  manager?: boolean;
  active?: boolean;
}

/** An Auth account with its user document, made for one test so the demo accounts stay as they are. */
export async function createTestAccount(name: string, options: TestAccountOptions): Promise<TestAccount> {
  const tag = uniqueTag();
  const email = `${name}-${tag}@example.com`;
  const password = `Pw-${tag}-9`;
  const { uid } = await adminAuth().createUser({ email, password });
  const user: User = {
    id: uid,
    company: options.company,
    active: options.active ?? true,
    data: {
      firstname: options.firstname ?? name,
      lastname: options.lastname ?? 'Tester',
      email,
      phone: options.phone ?? '',
      sms: options.sms ?? false,
      admin: options.admin ?? false,
      manager: options.manager ?? false,
    },
  };
  const batch = adminDb().batch();
  batch.set(adminDb().collection('users').doc(uid), user);
  // Active admins are listed in the public admins directory, as the app and the callables keep it.
  if (user.data.admin && user.active) batch.set(adminDb().collection('admins').doc(uid), { id: uid });
  await batch.commit();
  return { uid, email, password, user };
}

/** Removes test accounts and their user documents (documents first: nothing may point at a missing account). */
export async function deleteTestAccounts(accounts: readonly TestAccount[]): Promise<void> {
  await Promise.all(accounts.flatMap((account) => ['users', 'admins'].map((collection) => adminDb().collection(collection).doc(account.uid).delete())));
  await Promise.all(accounts.map((account) => adminAuth().deleteUser(account.uid).catch(() => undefined)));
}

/** Deletes every document of `collection` whose id starts with `prefix` (ids the test chose itself). */
export async function deleteDocumentsWithPrefix(collection: string, prefix: string): Promise<void> {
  const refs = await adminDb().collection(collection).listDocuments();
  await Promise.all(refs.filter((ref) => ref.id.startsWith(prefix)).map((ref) => ref.delete()));
}

/** The ids of a user's notification documents. */
export async function notificationIdsOf(uid: string): Promise<string[]> {
  const snapshot = await adminDb().collection('notifications').where('recipient', '==', uid).get();
  return snapshot.docs.map((doc) => doc.id);
}

/**
 * The portal's own notices about an order (src/data/notifications/systemNotices.ts): stored without words, by the
 * id of their message ('newOrder', 'statusChanged', ...) and the order's number.
 */
export async function systemNotices(notice: string, orderNumber: number | string): Promise<QuerySnapshot> {
  return adminDb()
    .collection('notifications')
    .where('data.message.id', '==', `notifications.system.${notice}`)
    .where('data.message.values.number', '==', Number(orderNumber))
    .get();
}

/** A company document for a test's accounts (submissions read the company's name and currency). */
export async function createTestCompany(id: string, currency: 'CAD' | 'USD' = 'CAD'): Promise<void> {
  const country = currency === 'USD' ? 'US' : 'CA';
  await adminDb().collection('companies').doc(id).set({
    id, name: `Test Company ${id}`, currency, active: true,
    address: { street: '1 Test Road', city: 'Testville', state: country === 'US' ? 'TX' : 'ON', zip: '00000', country },
  });
}

/**
 * Removes a company's orders with their history, its change requests and warranties, then the company. Reads side
 * by side and deletes in batches: a test company can have hundreds of orders, and one round trip each took a minute.
 */
export async function deleteCompanyData(companyId: string): Promise<void> {
  const db = adminDb();
  const ofCompany = (collection: string) => db.collection(collection).where('company', '==', companyId).get();
  const [orders, changeRequests, warranties] = await Promise.all([ofCompany('orders'), ofCompany('changeRequests'), ofCompany('warranties')]);
  const histories = await Promise.all(orders.docs.map((order) => order.ref.collection('history').get()));
  const doomed = [...histories, orders, changeRequests, warranties].flatMap((snapshot) => snapshot.docs.map((document) => document.ref));
  const writer = db.bulkWriter();
  const deletions = [...doomed, db.collection('companies').doc(companyId)].map((ref) => writer.delete(ref));
  await writer.close();
  await Promise.all(deletions);
}
