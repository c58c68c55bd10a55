/**
 * DELETEUSER, ENABLEUSER, SENDSMS and SENDMAIL called through the official client SDK, against the Functions
 * and Auth emulators and the local Firestore. Denied cases first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp as AdminTimestamp, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
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
  if (roles.admin) await getAdminFirestore(admin).collection('admins').doc(uid).set({ id: uid });
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

let adminUser: Seeded, managerA: Seeded, dealerA: Seeded, dealerA2: Seeded, dealerB: Seeded, adminA: Seeded;
let managerA2: Seeded, dealerA3: Seeded;

const db = () => getAdminFirestore(admin);
const activeOf = async (user: Seeded) => (await db().collection('users').doc(user.uid).get()).get('active');
const disabledOf = async (user: Seeded) => (await getAdminAuth(admin).getUser(user.uid)).disabled;
const listedAsAdmin = async (user: Seeded) => (await db().collection('admins').doc(user.uid).get()).exists;

/** Disabled by hand (admin SDK), as DELETEUSER leaves an account. */
async function disable(user: Seeded): Promise<void> {
  await getAdminAuth(admin).updateUser(user.uid, { disabled: true });
  await db().collection('users').doc(user.uid).update({ active: false });
}

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
  [adminUser, managerA, dealerA, dealerA2, dealerB, adminA, managerA2, dealerA3] = await Promise.all([
    seedUser('admin', 'hq', { admin: true }),
    seedUser('manager-a', 'company-a', { manager: true }),
    seedUser('dealer-a', 'company-a'),
    seedUser('dealer-a2', 'company-a'),
    seedUser('dealer-b', 'company-b'),
    // An admin who works for company A: managers of A still may not touch them.
    seedUser('admin-a', 'company-a', { admin: true }),
    seedUser('manager-a2', 'company-a', { manager: true }),
    seedUser('dealer-a3', 'company-a'),
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
    const err = await callError('DELETEUSER', { user: dealerB.uid });
    expect(err).toEqual({ code: 'functions/permission-denied', message: 'Managers may only disable users of their own company.' });
    expect(await activeOf(dealerB)).toBe(true);
    expect(await disabledOf(dealerB)).toBe(false);
  });

  it('refuses a manager disabling an admin, even one of their own company', async () => {
    await signInAs(managerA);
    const err = await callError('DELETEUSER', { user: adminA.uid });
    expect(err).toEqual({ code: 'functions/permission-denied', message: 'Only admins may disable an admin.' });
    expect(await activeOf(adminA)).toBe(true);
    expect(await disabledOf(adminA)).toBe(false);
  });

  it('refuses anyone disabling their own account', async () => {
    await signInAs(managerA);
    expect((await callError('DELETEUSER', { user: managerA.uid })).code).toBe('functions/failed-precondition');
    await signInAs(adminUser);
    expect((await callError('DELETEUSER', { user: adminUser.uid })).code).toBe('functions/failed-precondition');
    expect(await activeOf(adminUser)).toBe(true);
  });

  it('answers not-found for an unknown user', async () => {
    await signInAs(adminUser);
    expect((await callError('DELETEUSER', { user: `nobody-${run}` })).code).toBe('functions/not-found');
  });

  it('lets a manager disable a user of their own company: account disabled, active false', async () => {
    await signInAs(managerA);
    const result = await httpsCallable(functions, 'DELETEUSER')({ user: dealerA2.uid });
    expect(result.data).toEqual({ user: dealerA2.uid, active: false });
    expect(await disabledOf(dealerA2)).toBe(true);
    expect(await activeOf(dealerA2)).toBe(false);
  });

  it('lets an admin disable any user, an admin too', async () => {
    await signInAs(adminUser);
    await httpsCallable(functions, 'DELETEUSER')({ user: dealerB.uid });
    expect(await disabledOf(dealerB)).toBe(true);
    expect(await activeOf(dealerB)).toBe(false);
    expect(await listedAsAdmin(adminA)).toBe(true);
    await httpsCallable(functions, 'DELETEUSER')({ user: adminA.uid });
    expect(await disabledOf(adminA)).toBe(true);
    // A disabled admin leaves the public admins directory (nobody notifies them any more).
    expect(await listedAsAdmin(adminA)).toBe(false);
  });

  it('keeps a disabled user from signing in', async () => {
    await signInAs(null);
    await expect(signInWithEmailAndPassword(getAuth(client), dealerB.email, PASSWORD)).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
  });
});

describe('ENABLEUSER', () => {
  beforeAll(async () => {
    await Promise.all([disable(dealerA3), disable(managerA2)]);
  });

  it('refuses a caller who is not signed in', async () => {
    await signInAs(null);
    expect((await callError('ENABLEUSER', { user: dealerA3.uid })).code).toBe('functions/unauthenticated');
  });

  it('answers "A user id is required." without an id', async () => {
    await signInAs(adminUser);
    expect(await callError('ENABLEUSER', { user: '  ' })).toEqual({
      code: 'functions/invalid-argument',
      message: 'A user id is required.',
    });
  });

  it('refuses a plain dealer and a disabled manager', async () => {
    await signInAs(dealerA);
    expect((await callError('ENABLEUSER', { user: dealerA3.uid })).code).toBe('functions/permission-denied');
    expect(await activeOf(dealerA3)).toBe(false);
  });

  it("refuses a manager enabling another company's user or an admin", async () => {
    const disabledAdmin = await seedUser('admin-a-off', 'company-a', { admin: true });
    const disabledB = await seedUser('dealer-b-off', 'company-b');
    await Promise.all([disable(disabledAdmin), disable(disabledB)]);
    await signInAs(managerA);
    expect(await callError('ENABLEUSER', { user: disabledB.uid })).toEqual({
      code: 'functions/permission-denied',
      message: 'Managers may only enable users of their own company.',
    });
    expect(await callError('ENABLEUSER', { user: disabledAdmin.uid })).toEqual({
      code: 'functions/permission-denied',
      message: 'Only admins may enable an admin.',
    });
    expect(await activeOf(disabledB)).toBe(false);
    expect(await disabledOf(disabledAdmin)).toBe(true);
  });

  it('refuses anyone enabling their own account', async () => {
    await signInAs(adminUser);
    expect((await callError('ENABLEUSER', { user: adminUser.uid })).code).toBe('functions/failed-precondition');
  });

  it('lets a manager enable a user of their own company: account enabled, active true, signs in again', async () => {
    await signInAs(managerA);
    const result = await httpsCallable(functions, 'ENABLEUSER')({ user: dealerA3.uid });
    expect(result.data).toEqual({ user: dealerA3.uid, active: true });
    expect(await disabledOf(dealerA3)).toBe(false);
    expect(await activeOf(dealerA3)).toBe(true);
    await signInAs(dealerA3);
    expect(getAuth(client).currentUser?.uid).toBe(dealerA3.uid);
  });

  it('lets an admin enable any user', async () => {
    await signInAs(adminUser);
    await httpsCallable(functions, 'ENABLEUSER')({ user: managerA2.uid });
    expect(await disabledOf(managerA2)).toBe(false);
    expect(await activeOf(managerA2)).toBe(true);
    expect(await listedAsAdmin(managerA2)).toBe(false);
  });

  it('lists an enabled admin in the admins directory again', async () => {
    await signInAs(adminUser);
    expect(await listedAsAdmin(adminA)).toBe(false);
    await httpsCallable(functions, 'ENABLEUSER')({ user: adminA.uid });
    expect(await activeOf(adminA)).toBe(true);
    expect(await listedAsAdmin(adminA)).toBe(true);
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
  type StoredInvite = Record<string, unknown> & { id: string; email: string };
  let seq = 0;

  /** An unused invite as the portal writes it (createdByName and companyName carry HTML to be escaped). */
  async function seedInvite(overrides: Partial<StoredInvite> = {}): Promise<StoredInvite> {
    seq += 1;
    const id = `mailInvite${run}x${seq}`;
    const invite: StoredInvite = {
      id,
      email: `invitee-${run}-${seq}@example.com`,
      firstname: 'Ivy',
      lastname: 'Invitee',
      company: 'company-a',
      companyName: 'Acme <Buildings> & Sons',
      admin: false,
      manager: false,
      used: false,
      usedBy: null,
      usedDate: null,
      createdBy: managerA.uid,
      createdByName: 'Maya <b>Manager</b>',
      createdDate: AdminTimestamp.now(),
      lastSentDate: null,
      ...overrides,
    };
    await db().collection('invites').doc(id).set(invite);
    return invite;
  }

  async function mailsTo(email: string) {
    const snapshot = await db().collection('outbox').where('to', 'array-contains', email).get();
    return snapshot.docs.map((doc) => doc.data());
  }

  it('refuses a caller who is not signed in', async () => {
    const invite = await seedInvite();
    await signInAs(null);
    expect((await callError('SENDMAIL', { invite: invite.id })).code).toBe('functions/unauthenticated');
    expect(await mailsTo(invite.email)).toEqual([]);
  });

  it('refuses any payload but an invite id: no recipients, subjects or HTML from a client', async () => {
    const invite = await seedInvite();
    await signInAs(adminUser);
    const onlyInvite = 'Only an invite id can be sent: the server writes the invitation itself.';
    expect(await callError('SENDMAIL', { to: 'victim@example.com', subject: 'Hi', text: 'Spam' })).toEqual({
      code: 'functions/invalid-argument',
      message: onlyInvite,
    });
    for (const extra of [{ to: 'victim@example.com' }, { subject: 'Hi' }, { html: '<a href="x">y</a>' }, { text: 'Spam' }]) {
      expect(await callError('SENDMAIL', { invite: invite.id, ...extra })).toEqual({
        code: 'functions/invalid-argument',
        message: onlyInvite,
      });
    }
    expect(await callError('SENDMAIL', {})).toEqual({ code: 'functions/invalid-argument', message: 'An invite id is required.' });
    expect((await callError('SENDMAIL', { invite: '../users/x' })).code).toBe('functions/invalid-argument');
    expect(await mailsTo(invite.email)).toEqual([]);
    expect(await mailsTo('victim@example.com')).toEqual([]);
  });

  it('refuses a plain dealer, even for an invite of their company', async () => {
    const invite = await seedInvite();
    await signInAs(dealerA);
    expect((await callError('SENDMAIL', { invite: invite.id })).code).toBe('functions/permission-denied');
    expect(await mailsTo(invite.email)).toEqual([]);
  });

  it("refuses a manager sending an admin invite of their company or another company's invite", async () => {
    const adminInvite = await seedInvite({ admin: true, createdBy: adminUser.uid });
    const otherCompany = await seedInvite({ company: 'company-b', createdBy: adminUser.uid });
    await signInAs(managerA);
    expect(await callError('SENDMAIL', { invite: adminInvite.id })).toEqual({
      code: 'functions/permission-denied',
      message: 'You are not allowed to send this invitation.',
    });
    expect((await callError('SENDMAIL', { invite: otherCompany.id })).code).toBe('functions/permission-denied');
    expect(await mailsTo(adminInvite.email)).toEqual([]);
    expect(await mailsTo(otherCompany.email)).toEqual([]);
  });

  it('refuses an unknown invite and a used one', async () => {
    const used = await seedInvite({ used: true, usedBy: dealerA.uid, usedDate: AdminTimestamp.now() });
    await signInAs(adminUser);
    expect((await callError('SENDMAIL', { invite: `unknown${run}` })).code).toBe('functions/not-found');
    expect(await callError('SENDMAIL', { invite: used.id })).toEqual({
      code: 'functions/failed-precondition',
      message: 'This invitation has already been used.',
    });
    expect(await mailsTo(used.email)).toEqual([]);
  });

  it("lets a manager send their company's invite: one mail to the invited address, built on the server", async () => {
    const invite = await seedInvite();
    await signInAs(managerA);
    const before = Date.now();
    const { data } = await httpsCallable<unknown, { id: string }>(functions, 'SENDMAIL')({ invite: invite.id });

    const mails = await mailsTo(invite.email);
    expect(mails).toHaveLength(1);
    const sent = (await db().collection('outbox').doc(data.id).get()).data();
    expect(sent).toMatchObject({ channel: 'mail', to: [invite.email], subject: 'You are invited to the Dealer Portal', sentBy: managerA.uid });
    expect(sent?.text).toContain(`/register/${invite.id}`);
    expect(sent?.text).toContain('Maya <b>Manager</b> invited you to join Acme <Buildings> & Sons');
    expect(sent?.html).toContain(`/register/${invite.id}"`);
    expect(sent?.html).toContain('Maya &lt;b&gt;Manager&lt;/b&gt;');
    expect(sent?.html).toContain('Acme &lt;Buildings&gt; &amp; Sons');
    expect(sent?.html).not.toContain('<b>Manager</b>');

    const lastSent = (await db().collection('invites').doc(invite.id).get()).get('lastSentDate') as AdminTimestamp;
    expect(lastSent).toBeInstanceOf(AdminTimestamp);
    expect(lastSent.toMillis()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('lets an admin send any invite, an admin invite of another company too', async () => {
    const invite = await seedInvite({ company: 'company-b', admin: true, createdBy: adminUser.uid, createdByName: 'Alex Admin' });
    await signInAs(adminUser);
    await httpsCallable(functions, 'SENDMAIL')({ invite: invite.id });
    const mails = await mailsTo(invite.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: [invite.email], sentBy: adminUser.uid });
    expect(mails[0]?.text).toContain('Alex Admin invited you');
  });
});
