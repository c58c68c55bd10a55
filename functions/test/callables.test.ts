/**
 * DELETEUSER, SENDSMS and SENDMAIL called through the official client SDK, against the Functions
 * and Auth emulators and the local Firestore. Denied cases first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-dealer-portal';
const PASSWORD = 'correct-horse-9';
const run = Date.now().toString(36);

let admin: App;
let client: FirebaseApp;
let functions: Functions;

interface Seeded { uid: string; email: string }

async function seedUser(name: string, company: string, roles: { admin?: boolean; manager?: boolean } = {}): Promise<Seeded> {
  const email = `${name}-${run}@example.com`;
  const { uid } = await getAdminAuth(admin).createUser({ email, password: PASSWORD });
  await getAdminFirestore(admin).collection('users').doc(uid).set({
    id: uid,
    company,
    active: true,
    data: { firstname: name, lastname: 'Test', email, phone: '+14035550100', sms: true, admin: !!roles.admin, manager: !!roles.manager },
  });
  return { uid, email };
}

async function signInAs(user: Seeded | null): Promise<void> {
  const auth = getAuth(client);
  await signOut(auth);
  if (user) await signInWithEmailAndPassword(auth, user.email, PASSWORD);
}

async function callError(name: string, data: unknown): Promise<{ code: string; message: string }> {
  try {
    await httpsCallable(functions, name)(data);
  } catch (err) {
    const e = err as { code: string; message: string };
    // The client SDK appends the HTTP status (" [400]") to the server's message.
    return { code: e.code, message: e.message.replace(/ \[\d+\]$/, '') };
  }
  throw new Error(`${name} succeeded but was expected to fail`);
}

let adminUser: Seeded, managerA: Seeded, dealerA: Seeded, dealerA2: Seeded, dealerB: Seeded;

beforeAll(async () => {
  for (const v of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_ORIGIN']) {
    if (!process.env[v]) throw new Error(`${v} is not set: run these tests through npm test.`);
  }
  admin = initializeAdminApp({ projectId: PROJECT_ID }, `functions-test-${run}`);
  client = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `functions-client-${run}`);
  connectAuthEmulator(getAuth(client), `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  functions = getFunctions(client);
  const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN!);
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  [adminUser, managerA, dealerA, dealerA2, dealerB] = await Promise.all([
    seedUser('admin', 'hq', { admin: true }),
    seedUser('manager-a', 'company-a', { manager: true }),
    seedUser('dealer-a', 'company-a'),
    seedUser('dealer-a2', 'company-a'),
    seedUser('dealer-b', 'company-b'),
  ]);
});

afterAll(async () => {
  await signOut(getAuth(client));
  await deleteApp(client);
  await deleteAdminApp(admin);
});

describe('DELETEUSER', () => {
  it('refuses a caller who is not signed in', async () => {
    await signInAs(null);
    expect((await callError('DELETEUSER', { user: dealerA.uid })).code).toBe('functions/unauthenticated');
  });

  it('answers "A user id is required." without an id', async () => {
    await signInAs(adminUser);
    const err = await callError('DELETEUSER', {});
    expect(err).toEqual({ code: 'functions/invalid-argument', message: 'A user id is required.' });
  });

  it('refuses a plain dealer', async () => {
    await signInAs(dealerA);
    expect((await callError('DELETEUSER', { user: dealerA2.uid })).code).toBe('functions/permission-denied');
  });

  it("refuses a manager disabling another company's user", async () => {
    await signInAs(managerA);
    expect((await callError('DELETEUSER', { user: dealerB.uid })).code).toBe('functions/permission-denied');
    const doc = await getAdminFirestore(admin).collection('users').doc(dealerB.uid).get();
    expect(doc.get('active')).toBe(true);
  });

  it('lets a manager disable a user of their own company: account disabled, active false', async () => {
    await signInAs(managerA);
    const result = await httpsCallable(functions, 'DELETEUSER')({ user: dealerA2.uid });
    expect(result.data).toEqual({ user: dealerA2.uid, active: false });
    expect((await getAdminAuth(admin).getUser(dealerA2.uid)).disabled).toBe(true);
    expect((await getAdminFirestore(admin).collection('users').doc(dealerA2.uid).get()).get('active')).toBe(false);
  });

  it('lets an admin disable any user', async () => {
    await signInAs(adminUser);
    await httpsCallable(functions, 'DELETEUSER')({ user: dealerB.uid });
    expect((await getAdminAuth(admin).getUser(dealerB.uid)).disabled).toBe(true);
    expect((await getAdminFirestore(admin).collection('users').doc(dealerB.uid).get()).get('active')).toBe(false);
  });
});

describe('SENDSMS', () => {
  it('refuses dealers and managers', async () => {
    await signInAs(dealerA);
    expect((await callError('SENDSMS', { to: '+14035550100', text: 'hi' })).code).toBe('functions/permission-denied');
    await signInAs(managerA);
    expect((await callError('SENDSMS', { to: '+14035550100', text: 'hi' })).code).toBe('functions/permission-denied');
  });

  it('refuses a malformed phone number with a clear message', async () => {
    await signInAs(adminUser);
    const err = await callError('SENDSMS', { to: 'call me', text: 'hi' });
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.message).toMatch(/phone number/);
  });

  it('puts an admin message in the local outbox', async () => {
    await signInAs(adminUser);
    const text = `Order update ${run}`;
    const { data } = await httpsCallable<unknown, { id: string }>(functions, 'SENDSMS')({ to: '+14035550100', text });
    const sent = await getAdminFirestore(admin).collection('outbox').doc(data.id).get();
    expect(sent.data()).toMatchObject({ channel: 'sms', to: '+14035550100', text, sentBy: adminUser.uid });
  });
});

describe('SENDMAIL', () => {
  it('refuses plain dealers', async () => {
    await signInAs(dealerA);
    expect((await callError('SENDMAIL', { to: 'x@example.com', subject: 's', text: 't' })).code).toBe(
      'functions/permission-denied',
    );
  });

  it('refuses an invalid recipient', async () => {
    await signInAs(managerA);
    const err = await callError('SENDMAIL', { to: 'not-an-address', subject: 's', text: 't' });
    expect(err).toEqual({ code: 'functions/invalid-argument', message: 'Every recipient must be a valid email address.' });
  });

  it('puts a manager message in the local outbox with its recipients as a list', async () => {
    await signInAs(managerA);
    const subject = `Invitation ${run}`;
    const { data } = await httpsCallable<unknown, { id: string }>(functions, 'SENDMAIL')({
      to: 'new.dealer@example.com',
      subject,
      text: 'Welcome',
    });
    const sent = await getAdminFirestore(admin).collection('outbox').doc(data.id).get();
    expect(sent.data()).toMatchObject({ channel: 'mail', to: ['new.dealer@example.com'], subject, sentBy: managerA.uid });
  });
});
