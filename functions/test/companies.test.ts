/**
 * SAVECOMPANY called through the official client SDK, against the Functions and Auth emulators and the local
 * Firestore: the only writer of whole dealer documents. Admins add a dealer or replace one, checked with the
 * dealer form's schema; the server computes the name's search key. Denied cases first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { firebaseErrorText } from '../../src/i18n/errors';
import { inFrench } from './support/frenchWording';
import { runTag } from './support/runTag';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-dealer-portal';
const PASSWORD = 'correct-horse-9';
const run = runTag();
const HQ = `save-company-hq-${run}`;
const A = `save-company-a-${run}`;

let admin: App;
let client: FirebaseApp;
let functions: Functions;

interface Seeded { uid: string; email: string }

const db = () => getAdminFirestore(admin);
const companies = () => db().collection('companies');
const stored = async (id: string) => (await companies().doc(id).get()).data();
/** Every dealer this file wrote, removed at the end. */
const written = new Set<string>([A]);

async function seedUser(name: string, company: string, options: { admin?: boolean; manager?: boolean; active?: boolean } = {}): Promise<Seeded> {
  const email = `${name}-${run}@example.com`;
  const { uid } = await getAdminAuth(admin).createUser({ email, password: PASSWORD });
  await db().collection('users').doc(uid).set({
    id: uid,
    company,
    active: options.active ?? true,
    data: { firstname: name, lastname: 'Test', email, phone: '', sms: false, admin: !!options.admin, manager: !!options.manager },
  });
  // Active admins are listed in the public admins directory, as the portal keeps it.
  if (options.admin && (options.active ?? true)) await db().collection('admins').doc(uid).set({ id: uid });
  return { uid, email };
}

async function signInAs(user: Seeded | null): Promise<void> {
  const auth = getAuth(client);
  await signOut(auth);
  if (user) await signInWithEmailAndPassword(auth, user.email, PASSWORD);
}

async function save(data: unknown): Promise<string> {
  const { id } = (await httpsCallable<unknown, { id: string }>(functions, 'SAVECOMPANY')(data)).data;
  written.add(id);
  return id;
}

/** The call's error as the client SDK hands it to the app (code, message, the refusal in its details). */
async function rawError(data: unknown): Promise<unknown> {
  try {
    await httpsCallable(functions, 'SAVECOMPANY')(data);
  } catch (err) {
    return err;
  }
  throw new Error('SAVECOMPANY succeeded but was expected to fail');
}

async function callError(data: unknown): Promise<{ code: string; message: string }> {
  try {
    await httpsCallable(functions, 'SAVECOMPANY')(data);
  } catch (err) {
    const e = err as { code: string; message: string };
    // The client SDK appends the HTTP status (" [400]") to the server's message.
    return { code: e.code, message: e.message.replace(/ \[\d+\]$/, '') };
  }
  throw new Error('SAVECOMPANY succeeded but was expected to fail');
}

/** Every field of a dealer but its id, as the admin's form sends them. */
function dealer(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Prairie Shelters Ltd.',
    dealerNumber: 'D-1001',
    address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
    phone: '306-555-0123',
    email: 'office@prairie.example.com',
    representative: 'Riley Hart',
    currency: 'CAD',
    active: true,
    ...overrides,
  };
}

/** Company A as stored before each replacement below. */
const storedA = () => ({ ...dealer(), id: A, nameLower: 'prairie shelters ltd.' });

let adminUser: Seeded, disabledAdmin: Seeded, managerA: Seeded, dealerA: Seeded;

beforeAll(async () => {
  for (const v of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_ORIGIN']) {
    if (!process.env[v]) throw new Error(`${v} is not set: run these tests through npm test.`);
  }
  admin = initializeAdminApp({ projectId: PROJECT_ID }, `save-company-test-${run}`);
  client = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `save-company-client-${run}`);
  connectAuthEmulator(getAuth(client), `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  functions = getFunctions(client);
  const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN!);
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  await companies().doc(A).set(storedA());
  [adminUser, disabledAdmin, managerA, dealerA] = await Promise.all([
    seedUser('admin', HQ, { admin: true }),
    seedUser('disabled-admin', HQ, { admin: true, active: false }),
    seedUser('manager-a', A, { manager: true }),
    seedUser('dealer-a', A),
  ]);
});

afterAll(async () => {
  await signOut(getAuth(client));
  await deleteApp(client);
  await Promise.all([...written].map((id) => companies().doc(id).delete()));
  await deleteAdminApp(admin);
});

describe('SAVECOMPANY: who may save a dealer', () => {
  it('refuses a caller who is not signed in', async () => {
    await signInAs(null);
    expect((await callError({ id: null, company: dealer() })).code).toBe('functions/unauthenticated');
    expect((await callError({ id: A, company: dealer({ name: 'Taken Over' }) })).code).toBe('functions/unauthenticated');
    expect(await stored(A)).toEqual(storedA());
  });

  it('refuses an admin whose account is disabled', async () => {
    await signInAs(disabledAdmin);
    expect(await callError({ id: null, company: dealer() })).toEqual({ code: 'functions/permission-denied', message: 'Your account is not active.' });
    expect(await callError({ id: A, company: dealer({ name: 'Taken Over' }) })).toMatchObject({ code: 'functions/permission-denied' });
    expect(await stored(A)).toEqual(storedA());
  });

  it("refuses a dealer and a manager, their own company's dealer included, before looking at what they sent", async () => {
    for (const user of [dealerA, managerA]) {
      await signInAs(user);
      expect(await callError({ id: null, company: dealer() })).toEqual({
        code: 'functions/permission-denied',
        message: 'You are not allowed to add or edit dealers.',
      });
      expect(await callError({ id: A, company: dealer({ currency: 'USD' }) })).toMatchObject({ code: 'functions/permission-denied' });
      expect(await callError({ id: A, company: { name: '' } })).toMatchObject({ code: 'functions/permission-denied' });
    }
    expect(await stored(A)).toEqual(storedA());
  });
});

describe('SAVECOMPANY: what is refused', () => {
  it("answers a field the form would refuse with the form's message, naming the field", async () => {
    await signInAs(adminUser);
    const refused = async (company: unknown) => callError({ id: null, company });
    expect(await refused(dealer({ name: '   ' }))).toEqual({ code: 'functions/invalid-argument', message: 'Dealer Name: This field is required.' });
    expect(await refused(dealer({ name: 'N'.repeat(61) }))).toMatchObject({ message: 'Dealer Name: At most 60 characters.' });
    expect(await refused(dealer({ dealerNumber: 'D'.repeat(31) }))).toMatchObject({ message: 'Dealer Number: At most 30 characters.' });
    expect(await refused(dealer({ email: 'office@' }))).toMatchObject({ message: 'Email: This must be a valid email address.' });
    expect(await refused(dealer({ currency: 'EUR' }))).toMatchObject({ message: 'Currency: Choose the currency the dealer orders in.' });
    expect(await refused(dealer({ address: { ...dealer().address, state: 'TX' } }))).toMatchObject({
      message: 'Province or State: Choose a province or territory of Canada.',
    });
    expect(await refused(dealer({ address: { ...dealer().address, zip: '79107' } }))).toMatchObject({
      message: 'Postal Code or ZIP: Enter a valid postal code, e.g. S7K 1A1.',
    });
    expect(await refused(dealer({ address: { ...dealer().address, city: '' } }))).toMatchObject({ message: 'City: This field is required.' });
  });

  it("refuses by message ids with the field's label, which a French-speaking admin's screen words in French", async () => {
    await signInAs(adminUser);
    const tooLong = await rawError({ id: null, company: dealer({ name: 'N'.repeat(61) }) });
    expect(tooLong).toMatchObject({
      code: 'functions/invalid-argument',
      details: { message: 'errors.server.fieldProblem', values: {}, labels: { field: 'companies.form.name', problem: 'companies.validation.nameTooLong' } },
    });
    expect(firebaseErrorText(inFrench, tooLong)).toBe('Nom du concessionnaire\u00a0: 60 caractères au maximum.');
    const unknown = `save-company-unknown-fr-${run}`;
    const missing = await rawError({ id: unknown, company: dealer() });
    expect(missing).toMatchObject({ code: 'functions/not-found', details: { message: 'errors.server.dealerNotFound', values: { id: unknown } } });
    expect(firebaseErrorText(inFrench, missing)).toBe(`Aucun concessionnaire n’a l’identifiant ${unknown}.`);
    expect(firebaseErrorText(inFrench, await rawError({ id: null, company: dealer({ nameLower: 'x' }) }))).toBe(
      "Champ inattendu dans la requête\u00a0: 'nameLower'; rechargez la page et réessayez.",
    );
  });

  it('refuses a search key sent with the dealer, or any other field the form does not have', async () => {
    await signInAs(adminUser);
    expect(await callError({ id: null, company: dealer({ nameLower: 'aaa first in the list' }) })).toEqual({
      code: 'functions/invalid-argument',
      message: "Unexpected field 'nameLower' in the request; reload the page and try again.",
    });
    expect(await callError({ id: A, company: dealer(), nameLower: 'x' })).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await stored(A)).toEqual(storedA());
  });

  it('refuses a missing dealer and an id no document can have', async () => {
    await signInAs(adminUser);
    expect(await callError({ id: null })).toEqual({
      code: 'functions/invalid-argument',
      message: "The dealer's details are missing; reload the page and try again.",
    });
    expect(await callError({ id: `${A}/orders`, company: dealer() })).toEqual({ code: 'functions/invalid-argument', message: 'That is not a dealer id.' });
  });

  it('refuses to replace a dealer that does not exist, creating nothing', async () => {
    await signInAs(adminUser);
    const unknown = `save-company-unknown-${run}`;
    expect(await callError({ id: unknown, company: dealer() })).toEqual({
      code: 'functions/not-found',
      message: `There is no dealer with the id ${unknown}.`,
    });
    expect(await stored(unknown)).toBeUndefined();
  });
});

describe('SAVECOMPANY: the dealer it stores', () => {
  it('adds a dealer under a new automatic id, trimmed as the form trims, with nameLower computed by the server', async () => {
    await signInAs(adminUser);
    const id = await save({ id: null, company: dealer({ name: '  Élan Domes ', dealerNumber: ' D-7 ', address: { ...dealer().address, zip: 's7k1a1' } }) });
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await stored(id)).toEqual({
      ...dealer({ name: 'Élan Domes', dealerNumber: 'D-7' }),
      id,
      nameLower: 'élan domes',
    });
  });

  it('replaces every field of a dealer but its id, nameLower following the name', async () => {
    await signInAs(adminUser);
    const id = await save({ id: null, company: dealer({ name: 'Before' }) });
    await companies().doc(id).update({ notes: 'written outside the portal' });
    const changed = dealer({
      name: 'ÖKO Covers',
      dealerNumber: '',
      address: { street: '1 Border Road', city: 'Pembina', state: 'ND', zip: '58271', country: 'US' },
      phone: '',
      email: '',
      representative: '',
      currency: 'USD',
      active: false,
    });
    expect(await save({ id, company: changed })).toBe(id);
    expect(await stored(id)).toEqual({ ...changed, id, nameLower: 'öko covers' });
  });
});
