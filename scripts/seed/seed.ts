/**
 * Writes the demo data into a running stack with firebase-admin (Auth accounts, Firestore documents,
 * Storage files). The SDKs find the emulators through the standard *_EMULATOR_HOST variables.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  DEMO_PASSWORD, buildNotifications, buildOrders, buildResources, companies, invites, parts, users,
} from './demoData.js';

export const PROJECT_ID = 'demo-dealer-portal';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

function adminApp(): App {
  return getApps().find((a) => a.name === 'seed') ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'seed');
}

/** True when the store already holds the portal's data (the seed never overwrites a developer's work). */
export async function isSeeded(): Promise<boolean> {
  const snap = await getFirestore(adminApp()).collection('companies').limit(1).get();
  return !snap.empty;
}

/** The demo sign-ins; safe to repeat (Auth data may outlive or predate the documents). */
export async function ensureDemoAccounts(): Promise<void> {
  const auth = getAuth(adminApp());
  for (const u of users) {
    const account = { uid: u.id, email: u.data.email, password: DEMO_PASSWORD, displayName: `${u.data.firstname} ${u.data.lastname}` };
    try {
      await auth.createUser(account);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code !== 'auth/uid-already-exists' && code !== 'auth/email-already-exists') throw err;
    }
  }
}

/** Accounts, documents and Storage files of the demo data set. */
export async function seedDemoData(now = Date.now()): Promise<void> {
  const app = adminApp();
  await ensureDemoAccounts();

  const { resources, files } = buildResources(now);
  const bucket = getStorage(app).bucket(BUCKET);
  await Promise.all(files.map((f) => bucket.file(f.path).save(f.bytes, { contentType: f.contentType, resumable: false })));

  const db = getFirestore(app);
  const docs: [string, { id: string }][] = [
    ...companies.map((c) => ['companies', c] as [string, { id: string }]),
    ...users.map((u) => ['users', u] as [string, { id: string }]),
    ...invites.map((i) => ['invites', i] as [string, { id: string }]),
    ...parts.map((p) => ['parts', p] as [string, { id: string }]),
    ...resources.map((r) => ['resources', r] as [string, { id: string }]),
    ...buildOrders(now).map((o) => ['orders', o] as [string, { id: string }]),
    ...buildNotifications(now).map((n) => ['notifications', n] as [string, { id: string }]),
  ];
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const [collection, data] of docs.slice(i, i + 400)) batch.set(db.collection(collection).doc(data.id), data);
    await batch.commit();
  }
}
