/**
 * APPLYWARRANTY called through the official client SDK, against the Functions and Auth emulators and the local
 * Firestore and Storage: the only way a warranty application is written. The server takes the company, the
 * fabric, the names and the dates from its own records, and accepts only photos already uploaded into the
 * warranty's own folder. Denied cases first.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { firebaseErrorText } from '../../src/i18n/errors';
import { SERVER_TIME_IS_NOT_COMMIT_TIME, skipOnGoogleFirestore } from '../../tests/support/googleFirestore';
import { inFrench } from './support/frenchWording';
import { runTag } from './support/runTag';
import { serverNow } from './support/serverClock';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-dealer-portal';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const PASSWORD = 'correct-horse-9';
const DAY = 86_400_000;
const run = runTag();
const A = `apply-a-${run}`;
const B = `apply-b-${run}`;
const HQ = `apply-hq-${run}`;
const OFF = `apply-off-${run}`;

let admin: App;
let client: FirebaseApp;
let functions: Functions;

interface Seeded { uid: string; email: string }

const db = () => getAdminFirestore(admin);
const bucket = () => getAdminStorage(admin).bucket(BUCKET);

async function seedUser(name: string, company: string, options: { admin?: boolean; active?: boolean } = {}): Promise<Seeded> {
  const email = `${name}-${run}@example.com`;
  const { uid } = await getAdminAuth(admin).createUser({ email, password: PASSWORD });
  await db().collection('users').doc(uid).set({
    id: uid,
    company,
    active: options.active ?? true,
    data: { firstname: name, lastname: 'Test', email, phone: '', sms: false, admin: !!options.admin, manager: false },
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

async function callError(data: unknown): Promise<{ code: string; message: string }> {
  try {
    await httpsCallable(functions, 'APPLYWARRANTY')(data);
  } catch (err) {
    const e = err as { code: string; message: string };
    // The client SDK appends the HTTP status (" [400]") to the server's message.
    return { code: e.code, message: e.message.replace(/ \[\d+\]$/, '') };
  }
  throw new Error('APPLYWARRANTY succeeded but was expected to fail');
}

const apply = (data: unknown) => httpsCallable(functions, 'APPLYWARRANTY')(data);

/** The call's error as the client SDK hands it to the app (code, message, the refusal in its details). */
async function rawError(data: unknown): Promise<unknown> {
  return apply(data).then(
    () => { throw new Error('APPLYWARRANTY succeeded but was expected to fail'); },
    (err: unknown) => err,
  );
}

interface SeededOrder { id: string; number: number; deliveredAt: Date }
let nextNumber = 0;

/**
 * An order of `company` as submission and the admins' status changes leave it: a building order with an
 * 'Elite FR' cover unless told otherwise, delivered `deliveredDaysAgo` days ago (history entry 2).
 */
async function seedOrder(company: string, options: { status?: string; deliveredDaysAgo?: number; type?: 'building' | 'parts' } = {}): Promise<SeededOrder> {
  nextNumber += 1;
  const number = 1_900_000 + nextNumber;
  const id = `apply-${run}-${nextNumber}`;
  const status = options.status ?? 'delivered';
  const now = await serverNow(db());
  const createdDate = new Date(now - 30 * DAY);
  const deliveredAt = new Date(now - (options.deliveredDaysAgo ?? 3) * DAY);
  const details = options.type === 'parts'
    ? { lines: [], total: 0 }
    : { series: 'CC', width: 42, length: 80, cover: { style: 'Bag Cover', fabric: 'Elite FR', colour: 'White' } };
  const order = db().collection('orders').doc(id);
  await order.set({
    id, number, type: options.type ?? 'building', company, companyName: `Company ${company}`, currency: 'CAD',
    createdBy: 'someone', createdByName: 'Some One', createdDate, updatedDate: status === 'pending' ? createdDate : deliveredAt,
    status, statusIndex: 0, closed: status === 'delivered', soNumber: null, leadSource: 'Own Lead', poReference: '', notes: '',
    customer: null, details, attachments: [], searchKeys: [String(number)], historyCount: status === 'pending' ? 1 : 2, revision: 1,
  });
  await order.collection('history').doc('1').set({
    id: '1', seq: 1, kind: 'submitted', at: createdDate, by: 'someone', byName: 'Some One', from: null, to: 'pending', note: '', changes: [],
  });
  if (status !== 'pending') {
    await order.collection('history').doc('2').set({
      id: '2', seq: 2, kind: 'status', at: deliveredAt, by: 'admin', byName: 'Alex Morgan', from: 'pending', to: status, note: '', changes: [],
    });
  }
  return { id, number, deliveredAt };
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Stores a photo as a dealer's upload leaves it. */
async function uploadPhoto(path: string): Promise<string> {
  await bucket().file(path).save(PNG, { contentType: 'image/png', resumable: false });
  return path;
}

let idCount = 0;
/** A fresh client-made warranty id, with one photo already uploaded into its folder. */
async function newApplication(): Promise<{ id: string; photo: string }> {
  idCount += 1;
  const id = `w-${run}-${idCount}`;
  return { id, photo: await uploadPhoto(`warranties/${A}/${id}/barn.png`) };
}

const endCustomer = {
  name: 'Prairie Cattle Co.',
  phone: '306-555-0142',
  email: '',
  site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
};

/** What the form sends: a day between the delivery and today (as the instant of its local midnight). */
function payload(id: string, order: SeededOrder, photos: string[], overrides: Record<string, unknown> = {}) {
  return {
    id,
    order: order.id,
    endCustomer,
    installDate: new Date(order.deliveredAt.getTime() + DAY).toISOString(),
    installer: 'Northern Installs',
    photos,
    ...overrides,
  };
}

const stored = async (id: string) => (await db().collection('warranties').doc(id).get());

let dealerA: Seeded, dealerA2: Seeded, dealerB: Seeded, inactiveA: Seeded, adminHq: Seeded, dealerOff: Seeded;
let delivered: SeededOrder, deliveredB: SeededOrder, shipped: SeededOrder, partsOrder: SeededOrder, deliveredOff: SeededOrder;

beforeAll(async () => {
  for (const v of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_ORIGIN']) {
    if (!process.env[v]) throw new Error(`${v} is not set: run these tests through npm test.`);
  }
  admin = initializeAdminApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, `apply-warranty-test-${run}`);
  client = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `apply-warranty-client-${run}`);
  connectAuthEmulator(getAuth(client), `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  functions = getFunctions(client);
  const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN!);
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  await Promise.all(
    [[A, true], [B, true], [OFF, false]].map(([id, active]) =>
      db().collection('companies').doc(String(id)).set({ id, name: `Company ${String(id)}`, currency: 'CAD', active })),
  );
  [dealerA, dealerA2, dealerB, inactiveA, adminHq, dealerOff] = await Promise.all([
    seedUser('dealer-a', A),
    seedUser('dealer-a2', A),
    seedUser('dealer-b', B),
    seedUser('inactive-a', A, { active: false }),
    seedUser('admin-hq', HQ, { admin: true }),
    seedUser('dealer-off', OFF),
  ]);
  delivered = await seedOrder(A);
  deliveredB = await seedOrder(B);
  shipped = await seedOrder(A, { status: 'shipped' });
  partsOrder = await seedOrder(A, { type: 'parts' });
  deliveredOff = await seedOrder(OFF);
});

// Pending applications wait in the admins' queue, oldest first, ahead of those the journeys running beside these
// files look for on its first page: each test's go as it ends.
afterEach(async () => {
  const warranties = await db().collection('warranties').where('company', 'in', [A, B, OFF]).get();
  await Promise.all(warranties.docs.map((doc) => doc.ref.delete()));
});

afterAll(async () => {
  await signOut(getAuth(client));
  await deleteApp(client);
  await Promise.all([A, B, HQ, OFF].map((company) => bucket().deleteFiles({ prefix: `warranties/${company}/` })));
  await Promise.all([A, B, OFF].map((company) => db().collection('companies').doc(company).delete()));
  await deleteAdminApp(admin);
});

describe('APPLYWARRANTY: who may apply', () => {
  it('refuses a caller who is not signed in', async () => {
    await signInAs(null);
    const { id, photo } = await newApplication();
    expect((await callError(payload(id, delivered, [photo]))).code).toBe('functions/unauthenticated');
    expect((await stored(id)).exists).toBe(false);
  });

  it('refuses a disabled user', async () => {
    await signInAs(inactiveA);
    const { id, photo } = await newApplication();
    expect(await callError(payload(id, delivered, [photo]))).toEqual({
      code: 'functions/permission-denied', message: 'Your account is not active.',
    });
    expect((await stored(id)).exists).toBe(false);
  });

  it('refuses a dealer whose company is no longer active', async () => {
    await signInAs(dealerOff);
    const id = `apply-${run}-off`;
    const photo = await uploadPhoto(`warranties/${OFF}/${id}/barn.png`);
    expect(await callError(payload(id, deliveredOff, [photo]))).toEqual({
      code: 'functions/failed-precondition',
      message: `Company ${OFF} is not an active dealer: contact us to place or change orders.`,
    });
    expect((await stored(id)).exists).toBe(false);
  });

  it("refuses another company's order as if it did not exist, to dealers and to admins", async () => {
    const message = `There is no order ${deliveredB.id} among your company's orders.`;
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    expect(await callError(payload(id, deliveredB, [photo]))).toEqual({ code: 'functions/not-found', message });
    // An admin applies for their own company's orders only: the company is the caller's, never the payload's.
    await signInAs(adminHq);
    const own = await uploadPhoto(`warranties/${HQ}/${id}/barn.png`);
    expect(await callError(payload(id, deliveredB, [own], { company: B }))).toEqual({ code: 'functions/not-found', message });
    expect((await stored(id)).exists).toBe(false);
  });

  it('refuses an order that does not exist', async () => {
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    const missing = { ...delivered, id: `apply-${run}-none` };
    expect(await callError(payload(id, missing, [photo]))).toEqual({
      code: 'functions/not-found', message: `There is no order ${missing.id} among your company's orders.`,
    });
    const refused = await rawError(payload(id, missing, [photo]));
    expect(refused).toMatchObject({ details: { message: 'errors.server.orderNotAmongYours', values: { order: missing.id } } });
    expect(firebaseErrorText(inFrench, refused)).toBe(`La commande ${missing.id} ne fait pas partie des commandes de votre entreprise.`);
  });
});

describe('APPLYWARRANTY: what is refused', () => {
  it('answers bad input with the first problem, in words', async () => {
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    expect((await callError({})).code).toBe('functions/invalid-argument');
    expect(await callError(payload('bad/id', delivered, [photo]))).toEqual({
      code: 'functions/invalid-argument', message: 'That is not a warranty id.',
    });
    expect(await callError(payload('x'.repeat(129), delivered, [photo]))).toEqual({
      code: 'functions/invalid-argument', message: 'That is not a warranty id.',
    });
    expect(await callError(payload(id, delivered, [photo], { installer: '  ' }))).toEqual({
      code: 'functions/invalid-argument', message: "Enter the installer's name.",
    });
    expect(await callError(payload(id, delivered, [photo], { installer: 'x'.repeat(101) }))).toEqual({
      code: 'functions/invalid-argument', message: 'At most 100 characters.',
    });
    expect(await callError(payload(id, delivered, [photo], { endCustomer: { ...endCustomer, name: 'x'.repeat(101) } }))).toEqual({
      code: 'functions/invalid-argument', message: 'At most 100 characters.',
    });
    expect(await callError(payload(id, delivered, [photo], { installDate: 'yesterday' }))).toEqual({
      code: 'functions/invalid-argument', message: 'Enter a valid date.',
    });
    expect((await stored(id)).exists).toBe(false);
  });

  it('refuses an order that is not delivered yet', async () => {
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    const yesterday = new Date((await serverNow(db())) - DAY).toISOString();
    expect(await callError(payload(id, shipped, [photo], { installDate: yesterday }))).toEqual({
      code: 'functions/failed-precondition', message: 'Warranty can only be applied for once the order is delivered.',
    });
    expect((await stored(id)).exists).toBe(false);
  });

  it('refuses an install date in the future', async () => {
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    const tomorrow = new Date((await serverNow(db())) + DAY).toISOString();
    expect(await callError(payload(id, delivered, [photo], { installDate: tomorrow }))).toEqual({
      code: 'functions/invalid-argument', message: 'The install date cannot be in the future.',
    });
    expect((await stored(id)).exists).toBe(false);
  });

  it('refuses an install date more than a day before the delivery', async () => {
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    const early = new Date(delivered.deliveredAt.getTime() - DAY - 60_000).toISOString();
    expect(await callError(payload(id, delivered, [photo], { installDate: early }))).toEqual({
      code: 'functions/invalid-argument', message: 'The install date cannot be before the order was delivered.',
    });
    expect(firebaseErrorText(inFrench, await rawError(payload(id, delivered, [photo], { installDate: early })))).toBe(
      'La date d’installation ne peut pas précéder la livraison de la commande.',
    );
    expect((await stored(id)).exists).toBe(false);
  });

  it("refuses a photo outside the warranty's own folder: a decoy folder, another warranty's, another company's", async () => {
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    const elsewhere = 'Every photo must be one uploaded with this application.';
    const decoy = await uploadPhoto(`warranties/${A}/decoy-${run}/barn.png`);
    const foreign = await uploadPhoto(`warranties/${B}/${id}/barn.png`);
    const nested = await uploadPhoto(`warranties/${A}/${id}/more/barn.png`);
    for (const path of [decoy, foreign, nested, `orders/${A}/1/barn.png`, `warranties/${A}/${id}`, `warranties/${A}/${id}/`]) {
      expect(await callError(payload(id, delivered, [photo, path]))).toEqual({ code: 'functions/invalid-argument', message: elsewhere });
    }
    expect(await callError(payload(id, delivered, [`warranties/${A}/${id}/../decoy-${run}/barn.png`]))).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect((await stored(id)).exists).toBe(false);
  });

  it('refuses gs:// and https addresses of photos, whatever the bucket', async () => {
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    const elsewhere = 'Every photo must be one uploaded with this application.';
    for (const path of [
      `gs://${BUCKET}/${photo}`,
      `gs://another-bucket/warranties/${A}/${id}/barn.png`,
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(photo)}?alt=media`,
      `https://example.com/${photo}`,
    ]) {
      expect(await callError(payload(id, delivered, [path]))).toEqual({ code: 'functions/invalid-argument', message: elsewhere });
    }
    expect((await stored(id)).exists).toBe(false);
  });

  it('refuses no photo, 11 photos, the same photo twice and a photo that was never uploaded', async () => {
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => uploadPhoto(`warranties/${A}/${id}/photo-${i}.png`)));
    expect(await callError(payload(id, delivered, []))).toEqual({
      code: 'functions/invalid-argument', message: 'Add at least one photo of the installation.',
    });
    expect(await callError(payload(id, delivered, eleven))).toEqual({
      code: 'functions/invalid-argument', message: 'Add at most 10 photos.',
    });
    expect(await callError(payload(id, delivered, [photo, photo]))).toEqual({
      code: 'functions/invalid-argument', message: 'The same photo is listed twice.',
    });
    expect(await callError(payload(id, delivered, [photo, `warranties/${A}/${id}/missing.png`]))).toEqual({
      code: 'functions/failed-precondition', message: 'The photo missing.png was not uploaded. Add it again.',
    });
    expect((await stored(id)).exists).toBe(false);
  });

  it('refuses a file name over 200 characters', async () => {
    await signInAs(dealerA);
    const { id } = await newApplication();
    const long = `warranties/${A}/${id}/${'x'.repeat(197)}.png`;
    expect((await callError(payload(id, delivered, [long]))).code).toBe('functions/invalid-argument');
  });

  it('refuses an id that is already taken, leaving that warranty as it was', async () => {
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    await apply(payload(id, delivered, [photo]));
    const before = (await stored(id)).data();
    await signInAs(dealerA2);
    expect(await callError(payload(id, delivered, [photo], { installer: 'Someone Else' }))).toEqual({
      code: 'functions/already-exists', message: 'This warranty request was already sent.',
    });
    expect((await stored(id)).data()).toEqual(before);
  });
});

describe('APPLYWARRANTY: the application it writes', () => {
  it("writes a pending application in the caller's name, now, with the order's fabric and the photos as stored", async (context) => {
    skipOnGoogleFirestore(context, SERVER_TIME_IS_NOT_COMMIT_TIME);
    await signInAs(dealerA);
    const { id, photo } = await newApplication();
    const installDate = new Date(delivered.deliveredAt.getTime() + DAY);
    const result = await apply(payload(id, delivered, [photo], {
      installDate: installDate.toISOString(),
      installer: ' Northern Installs ',
      fabric: 'PVC',
      company: B,
      createdBy: dealerB.uid,
      status: 'approved',
      warrantyNumber: 'W-1',
    }));
    expect(result.data).toEqual({ id });
    const snapshot = await stored(id);
    const data = snapshot.data()!;
    expect(Object.keys(data).sort()).toEqual([
      'companyName', 'company', 'coverageEnd', 'coverageStart', 'createdBy', 'createdByName', 'createdDate', 'decidedBy',
      'decidedByName', 'decidedDate', 'decisionNote', 'endCustomer', 'fabric', 'id', 'installDate', 'installer', 'order',
      'orderNumber', 'orderType', 'photos', 'status', 'warrantyNumber',
    ].sort());
    expect(data).toMatchObject({
      id, order: delivered.id, orderNumber: delivered.number, orderType: 'building', company: A, companyName: `Company ${A}`,
      createdBy: dealerA.uid, createdByName: 'dealer-a Test', status: 'pending', endCustomer, installer: 'Northern Installs',
      photos: [{ path: photo, name: 'barn.png', contentType: 'image/png', size: PNG.length }],
      fabric: 'Elite FR', warrantyNumber: null, coverageStart: null, coverageEnd: null,
      decidedBy: null, decidedByName: null, decidedDate: null, decisionNote: '',
    });
    expect((data.installDate as Timestamp).toMillis()).toBe(installDate.getTime());
    // Dated by the server, in the commit that created it.
    expect((data.createdDate as Timestamp).isEqual(snapshot.createTime!)).toBe(true);
  });

  it('accepts an install date up to a day before the delivery moment, and today', async () => {
    await signInAs(dealerA);
    const first = await newApplication();
    const deliveryDay = new Date(delivered.deliveredAt.getTime() - DAY + 60_000);
    await apply(payload(first.id, delivered, [first.photo], { installDate: deliveryDay.toISOString() }));
    expect((await stored(first.id)).get('status')).toBe('pending');
    const second = await newApplication();
    const aMinuteAgo = new Date((await serverNow(db())) - 60_000).toISOString();
    await apply(payload(second.id, delivered, [second.photo], { installDate: aMinuteAgo }));
    expect((await stored(second.id)).get('status')).toBe('pending');
  });

  it('gives a parts order no fabric, and takes ten photos', async () => {
    await signInAs(dealerA2);
    const { id, photo } = await newApplication();
    const more = await Promise.all(Array.from({ length: 9 }, (_, i) => uploadPhoto(`warranties/${A}/${id}/photo-${i}.png`)));
    await apply(payload(id, partsOrder, [photo, ...more], { fabric: 'Elite FR' }));
    const data = (await stored(id)).data()!;
    expect(data.fabric).toBeNull();
    expect(data.photos).toHaveLength(10);
    expect(data.createdByName).toBe('dealer-a2 Test');
  });
});
