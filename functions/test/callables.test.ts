/**
 * DELETEUSER, ENABLEUSER, SENDSMS and SENDMAIL called through the official client SDK, against the Functions
 * and Auth emulators and the local Firestore. Denied cases first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp as AdminTimestamp, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { firebaseErrorText } from '../../src/i18n/errors';
import { statusChangeSms } from '../../src/reference/sms';
import { OUTBOUND } from '../src/messages/outbound.js';
import { inFrench } from './support/frenchWording';
import { runTag } from './support/runTag';
import { serverNow } from './support/serverClock';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-dealer-portal';
const PASSWORD = 'correct-horse-9';
const run = runTag();

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

/** The call's error as the client SDK hands it to the app (code, message, the refusal in its details). */
async function rawError(name: string, data: unknown): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await httpsCallable(functions, name)(data);
  } catch (err) {
    return err as { code: string; message: string; details?: unknown };
  }
  throw new Error(`${name} succeeded but was expected to fail`);
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

const recordOf = async (user: Seeded) => {
  const stored = (await db().collection('users').doc(user.uid).get()).data();
  return { disabledBy: stored?.disabledBy, disabledByAdmin: stored?.disabledByAdmin };
};

/** A user document whose sign-in account does not exist: every change of the account fails in Auth. */
async function seedWithoutSignIn(name: string, company: string, roles: { admin?: boolean } = {}, fields: Record<string, unknown> = {}): Promise<Seeded> {
  const uid = `${name}-${run}`;
  const email = `${uid}@example.com`;
  await db().collection('users').doc(uid).set({
    id: uid,
    company,
    active: true,
    data: { firstname: name, lastname: 'Test', email, phone: '', sms: false, admin: !!roles.admin, manager: false },
    ...fields,
  });
  if (roles.admin && fields.active !== false) await db().collection('admins').doc(uid).set({ id: uid });
  return { uid, email };
}

/** Sets when the account's sessions were last ended, far in the past (the Auth emulator's own endpoint). */
async function endSessionsLongAgo(user: Seeded): Promise<void> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: user.uid, validSince: '1000' }),
  });
  if (!response.ok) throw new Error(`Could not set validSince: ${response.status} ${await response.text()}`);
}
const sessionsEndedAt = async (user: Seeded) => new Date((await getAdminAuth(admin).getUser(user.uid)).tokensValidAfterTime!).getTime();

/** Disabled by hand (admin SDK), as DELETEUSER leaves an account: out of the admins directory too. */
async function disable(user: Seeded): Promise<void> {
  await getAdminAuth(admin).updateUser(user.uid, { disabled: true });
  await db().collection('users').doc(user.uid).update({ active: false });
  await db().collection('admins').doc(user.uid).delete();
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

  it("refuses by message id and values, which a French-speaking manager's screen words in French", async () => {
    await signInAs(managerA);
    const refused = await rawError('DELETEUSER', { user: dealerB.uid });
    expect(refused).toMatchObject({
      code: 'functions/permission-denied',
      details: { message: 'errors.server.managersOwnCompany', values: { action: 'disable' } },
    });
    expect(firebaseErrorText(inFrench, refused)).toBe('Les gestionnaires ne peuvent désactiver que les utilisateurs de leur propre entreprise.');
    await signInAs(dealerA);
    const notAllowed = await rawError('ENABLEUSER', { user: dealerA2.uid });
    expect(notAllowed.details).toEqual({ message: 'errors.server.notAllowed', values: { action: 'enableUsers' } });
    expect(notAllowed.message.replace(/ \[\d+\]$/, '')).toBe('You are not allowed to enable users.');
    expect(firebaseErrorText(inFrench, notAllowed)).toBe('Vous n’avez pas l’autorisation de réactiver des utilisateurs.');
    expect(await activeOf(dealerB)).toBe(true);
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

  it('refuses a manager changing the account of a user an admin disabled', async () => {
    const offByAdmin = await seedUser('dealer-a-admin-off', 'company-a');
    await signInAs(adminUser);
    await httpsCallable(functions, 'DELETEUSER')({ user: offByAdmin.uid });
    await signInAs(managerA);
    expect(await callError('DELETEUSER', { user: offByAdmin.uid })).toEqual({
      code: 'functions/permission-denied',
      message: 'An admin disabled this user: only an admin can change their account.',
    });
    expect(await recordOf(offByAdmin)).toEqual({ disabledBy: adminUser.uid, disabledByAdmin: true });
  });

  it('when the sign-in account cannot be disabled, puts the user document and the admins directory back', async () => {
    const ghost = await seedWithoutSignIn('ghost-admin', 'hq', { admin: true });
    await signInAs(adminUser);
    expect(await callError('DELETEUSER', { user: ghost.uid })).toEqual({
      code: 'functions/internal',
      message: 'Nothing was changed. Please try again.',
    });
    expect(await activeOf(ghost)).toBe(true);
    expect(await recordOf(ghost)).toEqual({ disabledBy: undefined, disabledByAdmin: undefined });
    expect(await listedAsAdmin(ghost)).toBe(true);
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

  it('records who disabled the account and whether an admin did', async () => {
    expect(await recordOf(dealerA2)).toEqual({ disabledBy: managerA.uid, disabledByAdmin: false });
    expect(await recordOf(dealerB)).toEqual({ disabledBy: adminUser.uid, disabledByAdmin: true });
  });

  it("ends the account's sessions: its refresh tokens are revoked", async () => {
    const signedIn = await seedUser('dealer-a-sessions', 'company-a');
    await endSessionsLongAgo(signedIn);
    expect(await sessionsEndedAt(signedIn)).toBe(1_000_000);
    await signInAs(managerA);
    await httpsCallable(functions, 'DELETEUSER')({ user: signedIn.uid });
    expect(await sessionsEndedAt(signedIn)).toBeGreaterThan(1_000_000);
    expect(await disabledOf(signedIn)).toBe(true);
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

  it('refuses a manager re-enabling a user an admin disabled', async () => {
    const offByAdmin = await seedUser('dealer-a-kept-off', 'company-a');
    await signInAs(adminUser);
    await httpsCallable(functions, 'DELETEUSER')({ user: offByAdmin.uid });
    await signInAs(managerA);
    expect(await callError('ENABLEUSER', { user: offByAdmin.uid })).toEqual({
      code: 'functions/permission-denied',
      message: 'Only an admin can re-enable a user an admin disabled.',
    });
    expect(await activeOf(offByAdmin)).toBe(false);
    expect(await disabledOf(offByAdmin)).toBe(true);
    expect(await recordOf(offByAdmin)).toEqual({ disabledBy: adminUser.uid, disabledByAdmin: true });
  });

  it('when the sign-in account cannot be enabled, leaves the user document and the admins directory as they were', async () => {
    const ghost = await seedWithoutSignIn('ghost-admin-off', 'hq', { admin: true }, { active: false, disabledBy: adminUser.uid, disabledByAdmin: true });
    await signInAs(adminUser);
    expect(await callError('ENABLEUSER', { user: ghost.uid })).toEqual({
      code: 'functions/internal',
      message: 'Nothing was changed. Please try again.',
    });
    expect(await activeOf(ghost)).toBe(false);
    expect(await recordOf(ghost)).toEqual({ disabledBy: adminUser.uid, disabledByAdmin: true });
    expect(await listedAsAdmin(ghost)).toBe(false);
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

  it('lets a manager re-enable a user a manager disabled, and forgets who disabled them', async () => {
    const offByManager = await seedUser('dealer-a-back', 'company-a');
    await signInAs(managerA);
    await httpsCallable(functions, 'DELETEUSER')({ user: offByManager.uid });
    expect(await recordOf(offByManager)).toEqual({ disabledBy: managerA.uid, disabledByAdmin: false });
    await httpsCallable(functions, 'ENABLEUSER')({ user: offByManager.uid });
    expect(await activeOf(offByManager)).toBe(true);
    expect(await disabledOf(offByManager)).toBe(false);
    expect(await recordOf(offByManager)).toEqual({ disabledBy: undefined, disabledByAdmin: undefined });
  });

  it('lets an admin re-enable a user an admin disabled, and forgets who disabled them', async () => {
    const offByAdmin = await seedUser('dealer-a-admin-back', 'company-a');
    await signInAs(adminUser);
    await httpsCallable(functions, 'DELETEUSER')({ user: offByAdmin.uid });
    await httpsCallable(functions, 'ENABLEUSER')({ user: offByAdmin.uid });
    expect(await activeOf(offByAdmin)).toBe(true);
    expect(await disabledOf(offByAdmin)).toBe(false);
    expect(await recordOf(offByAdmin)).toEqual({ disabledBy: undefined, disabledByAdmin: undefined });
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

  it("sends a French-speaking dealer's status text as the portal wrote it: accents, guillemets and no-break spaces", async () => {
    await signInAs(adminUser);
    const text = statusChangeSms(OUTBOUND.fr, `SO-${run}`, 'ready for shipment');
    const { data } = await httpsCallable<unknown, { id: string }>(functions, 'SENDSMS')({ to: '+14185550100', text });
    const sent = await getAdminFirestore(admin).collection('outbox').doc(data.id).get();
    expect(sent.data()).toMatchObject({ channel: 'sms', to: '+14185550100', text });
    expect(sent.get('text')).toContain(`Portail des concessionnaires\u00a0: Le statut de la commande portant le nº de commande client (SO) SO-${run}`);
    expect(sent.get('text')).toContain('«\u00a0prête pour l’expédition\u00a0»');
  });
});

describe('SENDMAIL', () => {
  type StoredInvite = Record<string, unknown> & { id: string; email: string };
  let seq = 0;
  const seeded: string[] = [];

  // Unused, they would be listed among the admins' pending invites (one with a name of 10,400 characters) on the
  // screens of journeys running beside these files.
  afterAll(async () => {
    await Promise.all(seeded.map((id) => db().collection('invites').doc(id).delete()));
  });

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
      createdDate: FieldValue.serverTimestamp(),
      lastSentDate: null,
      ...overrides,
    };
    await db().collection('invites').doc(id).set(invite);
    seeded.push(id);
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
    const used = await seedInvite({ used: true, usedBy: dealerA.uid, usedDate: FieldValue.serverTimestamp() });
    await signInAs(adminUser);
    expect((await callError('SENDMAIL', { invite: `unknown${run}` })).code).toBe('functions/not-found');
    expect(await callError('SENDMAIL', { invite: used.id })).toEqual({
      code: 'functions/failed-precondition',
      message: 'This invitation has already been used.',
    });
    expect(await mailsTo(used.email)).toEqual([]);
  });

  it('refuses to mail a first name longer than 60 characters, or an address longer than 254', async () => {
    const longName = await seedInvite({ firstname: 'I'.repeat(10_400) });
    const longAddress = await seedInvite({ email: `${'i'.repeat(243)}@example.com` });
    await signInAs(managerA);
    expect(await callError('SENDMAIL', { invite: longName.id })).toEqual({
      code: 'functions/failed-precondition',
      message: 'The first name on this invitation is longer than 60 characters. Revoke it and invite again.',
    });
    expect(await callError('SENDMAIL', { invite: longAddress.id })).toEqual({
      code: 'functions/failed-precondition',
      message: 'This invitation has no valid email address.',
    });
    expect(await mailsTo(longName.email)).toEqual([]);
    expect(await mailsTo(longAddress.email)).toEqual([]);
  });

  it('refuses to invite an address that already has an account, and leaves the invitation sendable', async () => {
    const invite = await seedInvite({ email: dealerA.email });
    await signInAs(managerA);
    expect(await callError('SENDMAIL', { invite: invite.id })).toEqual({
      code: 'functions/already-exists',
      message: 'This address already has an account in the portal, so it cannot be invited.',
    });
    expect(await mailsTo(dealerA.email)).toEqual([]);
    expect((await db().collection('invites').doc(invite.id).get()).get('lastSentDate')).toBeNull();
  });

  it('refuses a re-send within 5 minutes of the last one, saying when it can go again, and sends nothing', async () => {
    const lastSentDate = AdminTimestamp.fromMillis((await serverNow(db())) - 60_000);
    const invite = await seedInvite({ lastSentDate });
    await signInAs(managerA);
    const err = await rawError('SENDMAIL', { invite: invite.id });
    expect(err.code).toBe('functions/resource-exhausted');
    expect(err.message.replace(/ \[\d+\]$/, '')).toMatch(/^This invitation was sent less than 5 minutes ago\. It can be sent again in [1-5] minutes?\.$/);
    const wait = (err.details as { retryAfterMinutes: number }).retryAfterMinutes;
    expect(err.details).toEqual({ message: 'errors.server.invitationResend', values: { interval: 5, minutes: wait }, retryAfterMinutes: wait });
    expect(firebaseErrorText(inFrench, err)).toMatch(/^Cette invitation a été envoyée il y a moins de 5 minutes\. Elle pourra être envoyée de nouveau dans [1-5] minutes?\.$/);
    expect(await mailsTo(invite.email)).toEqual([]);
    expect((await db().collection('invites').doc(invite.id).get()).get('lastSentDate')).toEqual(lastSentDate);
  });

  it('sends one mail when two sends of the same invitation race', async () => {
    const invite = await seedInvite();
    await signInAs(managerA);
    const send = httpsCallable(functions, 'SENDMAIL');
    const results = await Promise.allSettled([send({ invite: invite.id }), send({ invite: invite.id })]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'functions/resource-exhausted' });
    expect(await mailsTo(invite.email)).toHaveLength(1);
  });

  it('sends again once 5 minutes have passed since the last send', async () => {
    const lastSentDate = AdminTimestamp.fromMillis((await serverNow(db())) - 6 * 60_000);
    const invite = await seedInvite({ lastSentDate });
    await signInAs(managerA);
    await httpsCallable(functions, 'SENDMAIL')({ invite: invite.id });
    expect(await mailsTo(invite.email)).toHaveLength(1);
    const stamped = (await db().collection('invites').doc(invite.id).get()).get('lastSentDate') as AdminTimestamp;
    expect(stamped.toMillis()).toBeGreaterThan(lastSentDate.toMillis());
  });

  it("lets a manager send their company's invite: one mail to the invited address, built on the server", async () => {
    const invite = await seedInvite();
    await signInAs(managerA);
    const before = await serverNow(db());
    const { data } = await httpsCallable<unknown, { id: string }>(functions, 'SENDMAIL')({ invite: invite.id });

    const mails = await mailsTo(invite.email);
    expect(mails).toHaveLength(1);
    const sent = (await db().collection('outbox').doc(data.id).get()).data();
    expect(sent).toMatchObject({
      channel: 'mail', to: [invite.email], subject: 'You are invited to the Dealer Portal / Invitation au Portail des concessionnaires', sentBy: managerA.uid,
    });
    expect(sent?.text).toContain(`/register/${invite.id}`);
    expect(sent?.text).toContain('Maya <b>Manager</b> invited you to join Acme <Buildings> & Sons');
    expect(sent?.text).toContain('Maya <b>Manager</b> vous a invité à vous joindre à Acme <Buildings> & Sons');
    expect(sent?.html).toContain(`/register/${invite.id}"`);
    expect(sent?.html).toContain('Maya &lt;b&gt;Manager&lt;/b&gt;');
    expect(sent?.html).toContain('Acme &lt;Buildings&gt; &amp; Sons');
    expect(sent?.html).not.toContain('<b>Manager</b>');

    const stamped = await db().collection('invites').doc(invite.id).get();
    const lastSent = stamped.get('lastSentDate') as AdminTimestamp;
    expect(lastSent).toBeInstanceOf(AdminTimestamp);
    // Dated by the server during the call.
    expect(lastSent.toMillis()).toBeGreaterThanOrEqual(before);
    expect(lastSent.toMillis()).toBeLessThanOrEqual(stamped.readTime.toMillis());
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
