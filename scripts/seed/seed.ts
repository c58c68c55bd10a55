/**
 * Writes the demo data into a running stack with firebase-admin (Auth accounts, Firestore documents,
 * Storage files). The SDKs find the emulators through the standard *_EMULATOR_HOST variables.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  DEMO_PASSWORD, buildChangeRequests, buildNotifications, buildOrders, buildResources, buildWarranties, companies, invites,
  orderCounter, parts, users,
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

/** Accounts, documents and Storage files of the demo data set, dated relative to `now`. */
export async function seedDemoData(now = Date.now()): Promise<void> {
  const app = adminApp();
  await ensureDemoAccounts();

  const { changeRequests, orders } = buildChangeRequests(buildOrders(now), now);
  const { resources, files } = buildResources(now);
  const warranties = buildWarranties(orders, now);
  const bucket = getStorage(app).bucket(BUCKET);
  await Promise.all(
    [...files, ...warranties.files].map((f) => bucket.file(f.path).save(f.bytes, { contentType: f.contentType, resumable: false })),
  );

  // [path, data]: admin writes bypass the rules, so history entries and the counter go in as they are.
  const writes: [string, object][] = [
    ...companies.map((c) => [`companies/${c.id}`, c] as [string, object]),
    ...users.map((u) => [`users/${u.id}`, u] as [string, object]),
    ...users.filter((u) => u.data.admin && u.active).map((u) => [`admins/${u.id}`, { id: u.id }] as [string, object]),
    ...invites.map((i) => [`invites/${i.id}`, i] as [string, object]),
    ...parts.map((p) => [`parts/${p.id}`, p] as [string, object]),
    ...resources.map((r) => [`resources/${r.id}`, r] as [string, object]),
    ...orders.flatMap(({ order, history }) => [
      [`orders/${order.id}`, order] as [string, object],
      ...history.map((entry) => [`orders/${order.id}/history/${entry.id}`, entry] as [string, object]),
    ]),
    ['counters/orders', orderCounter(orders)],
    ...changeRequests.map((r) => [`changeRequests/${r.id}`, r] as [string, object]),
    ...warranties.warranties.map((w) => [`warranties/${w.id}`, w] as [string, object]),
    ...buildNotifications(now).map((n) => [`notifications/${n.id}`, n] as [string, object]),
  ];
  const db = getFirestore(app);
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(i, i + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}
