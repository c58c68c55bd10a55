/**
 * SUBMITORDER, EDITORDER, SETORDERSTATUS, REQUESTCHANGE and DECIDECHANGE called through the official client SDK,
 * against the Functions and Auth emulators and the local Firestore: the only writers of orders, their history and
 * change requests. The server takes prices from the catalogue, numbers from counters/orders and every difference it
 * records from its own comparison, whatever the payload says. Denied cases first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { normaliseSearchTerm, orderSearchKeys } from '../../src/data/orderSearchKeys';
import { firebaseErrorText } from '../../src/i18n/errors';
import { inFrench } from './support/frenchWording';
import { runTag } from './support/runTag';
import { serverNow } from './support/serverClock';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-dealer-portal';
const PASSWORD = 'correct-horse-9';
const DAY = 86_400_000;
const run = runTag();
const RUN = run.toUpperCase();

const A = `orders-a-${run}`;
const B = `orders-b-${run}`;
const OFF = `orders-off-${run}`;
const NAMES: Record<string, string> = { [A]: `Acme Covers ${run}`, [B]: `Bison Buildings ${run}`, [OFF]: `Closed Shop ${run}` };

/** Part ids are their part numbers (docs/data-model.md, Parts). */
const CHEAP = `FN${RUN}-CHEAP`;
const BIG = `FN${RUN}-BIG`;
const RETIRED = `FN${RUN}-RETIRED`;

/**
 * Where numbering starts when no other test has set the counter up. A counter already there is left alone: other
 * suites on the same stack submit at the same time, and moving it back could hand out a number an order has.
 */
const FIRST_NUMBER = 20_000_000 + (Date.now() % 10_000) * 1000;
/** No order ever has this number. */
const MISSING_ORDER = '999999999999';

const INCOMPLETE = 'The order is incomplete or malformed; reload the form and try again.';
const WHOLE_QUANTITY = 'lines.0.quantity: Enter a whole number of at least 1.';
const ATTACHMENT_REFUSED = 'An attachment is not a file uploaded to this order; remove it and upload it again.';
const unexpected = (key: string) => `Unexpected field '${key}' in the request; reload the page and try again.`;

let admin: App;
let client: FirebaseApp;
let functions: Functions;

interface Seeded { uid: string; email: string }
interface CallError { code: string; message: string; details: unknown }
interface Submitted { id: string; number: number; total: number | null; estimate: number | null }
type Wire = Record<string, unknown>;

const db = () => getAdminFirestore(admin);
const orderData = async (id: string) => (await db().collection('orders').doc(id).get()).data() ?? {};
const historyEntry = async (id: string, seq: number) => (await db().doc(`orders/${id}/history/${seq}`).get()).data();
const requestData = async (id: string) => (await db().collection('changeRequests').doc(id).get()).data() ?? {};

/** The search keys a stored order's own number, SO number, PO reference and end customer give it. */
const keysOf = (stored: Record<string, unknown>) =>
  orderSearchKeys({
    number: stored.number as number,
    soNumber: stored.soNumber as string | null,
    poReference: stored.poReference as string,
    customer: stored.customer as { name: string } | null,
  });

/** The ids of the orders the list's search for `typed` finds. */
async function searchedFor(typed: string): Promise<string[]> {
  const found = await db().collection('orders').where('searchKeys', 'array-contains', normaliseSearchTerm(typed)).select().get();
  return found.docs.map((doc) => doc.id);
}

async function seedUser(name: string, company: string, roles: { admin?: boolean; manager?: boolean } = {}): Promise<Seeded> {
  const email = `${name}-${run}@example.com`;
  const { uid } = await getAdminAuth(admin).createUser({ email, password: PASSWORD });
  await db().collection('users').doc(uid).set({
    id: uid,
    company,
    active: true,
    data: { firstname: name, lastname: 'Test', email, phone: '', sms: false, admin: !!roles.admin, manager: !!roles.manager },
  });
  if (roles.admin) await db().collection('admins').doc(uid).set({ id: uid });
  return { uid, email };
}

async function seedPart(id: string, priceCAD: number, priceUSD: number): Promise<void> {
  await db().collection('parts').doc(id).set({
    id, partNumber: id, name: `Bracket ${id}`, category: 'components', description: '', unit: 'each',
    priceCAD, priceUSD, stock: 10, active: true, searchKeys: [id.toLowerCase()], updatedDate: new Date(await serverNow(db())),
  });
}

let signedIn: Seeded | null = null;
async function signInAs(user: Seeded | null): Promise<void> {
  if (user === signedIn && user !== null) return;
  const auth = getAuth(client);
  await signOut(auth);
  if (user) await signInWithEmailAndPassword(auth, user.email, PASSWORD);
  signedIn = user;
}

async function call<T = unknown>(name: string, data: unknown): Promise<T> {
  return (await httpsCallable<unknown, T>(functions, name)(data)).data;
}

async function callError(name: string, data: unknown): Promise<CallError> {
  try {
    await httpsCallable(functions, name)(data);
  } catch (err) {
    const e = err as { code: string; message: string; details?: unknown };
    // The client SDK appends the HTTP status (" [400]") to the server's message.
    return { code: e.code, message: e.message.replace(/ \[\d+\]$/, ''), details: e.details };
  }
  throw new Error(`${name} succeeded but was expected to fail`);
}

const refusal = (code: string, message: string) => ({ code: `functions/${code}`, message });

// ---- Order content as a client sends it (orderContent.ts, toWireContent) ----

let poCount = 0;
/** A PO reference no other order has, to find (or not find) what a call stored. */
const uniquePo = () => `PO-${run}-${(poCount += 1)}`;

function partsWire(lines: [partId: string, quantity: unknown][], overrides: Wire = {}): Wire {
  return {
    type: 'parts', leadSource: 'Own Lead', poReference: uniquePo(), notes: '', customer: null,
    // What a form shows is an estimate: names, units and prices here are the client's and are replaced.
    details: { lines: lines.map(([partId, quantity]) => ({ partId, partNumber: partId, name: 'Any name', unit: 'each', quantity, unitPrice: 0.005 })) },
    attachments: [],
    ...overrides,
  };
}

/**
 * Local midnight of a day a month ahead of the server's now, as the date picker gives it, in epoch milliseconds:
 * the server judges a requested date by its own clock. Set before any order is built.
 */
let requestedDay: number;
async function dayAMonthAhead(): Promise<number> {
  const day = new Date((await serverNow(db())) + 30 * DAY);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
}

const siteCustomer = (name: string) => ({
  name, phone: '306-555-0142', email: '',
  site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
});

function buildingWire(overrides: Wire = {}, details: Wire = {}): Wire {
  return {
    type: 'building', leadSource: 'Own Lead', poReference: uniquePo(), notes: '', customer: siteCustomer('Prairie Cattle Co.'),
    details: {
      series: 'HT', width: 60, length: 120, use: 'AG - Cattle', riskCategory: 'Standard - CAT II', sideWalls: 'Fabric',
      mount: {
        type: 'Steel Leg', subtype: 'Leg on Pier', postHeight: null, postLength: null, pierDiameter: '30"', legHeight: "12'",
        wallHeight: "4'", wallThickness: '12"', wallCount: 2, foundationProvider: 'Calhoun', pocketTensioning: 'Fabric Wall',
      },
      cover: { style: 'Bag Cover', fabric: 'FR', colour: 'Tan', trimColour: 'Same as main cover', fabricDrop: "2'", customFabricDrop: null },
      requestedDate: requestedDay,
      ...details,
    },
    attachments: [],
    ...overrides,
  };
}

const attachment = (path: string) => ({ path, name: path.slice(path.lastIndexOf('/') + 1), contentType: 'application/pdf', size: 2048 });

/** Orders a payload would have stored: none, when a refusal kept its word. */
async function ordersWithPo(content: Wire): Promise<number> {
  return (await db().collection('orders').where('poReference', '==', content.poReference).get()).size;
}

async function submitAs(user: Seeded, content: Wire): Promise<Submitted> {
  await signInAs(user);
  return call<Submitted>('SUBMITORDER', { content });
}

/** Moves an order on as an admin. */
async function moveTo(order: string, to: string, soNumber: string | null = null, note = ''): Promise<void> {
  await signInAs(adminUser);
  await call('SETORDERSTATUS', { order, to, note, soNumber });
}

/** A parts order of `user`'s company that an admin has received: past pending, so it changes by request only. */
async function receivedParts(user: Seeded, lines: [string, number][]): Promise<Submitted> {
  const order = await submitAs(user, partsWire(lines));
  await moveTo(order.id, 'order received', `SO-${order.number}`);
  return order;
}

/** The order's stored content as a client sends it back (requested dates in epoch ms), with `change` applied. */
async function contentOf(orderId: string, change: (content: Wire) => Wire = (content) => content): Promise<Wire> {
  const { type, leadSource, poReference, notes, customer, details, attachments } = await orderData(orderId);
  const requestedDate = (details as { requestedDate?: { toMillis: () => number } }).requestedDate;
  const wireDetails = requestedDate ? { ...details, requestedDate: requestedDate.toMillis() } : details;
  return change({ type, leadSource, poReference, notes, customer, details: wireDetails, attachments });
}

async function fileRequest(user: Seeded, order: string, content: Wire, reason = 'The customer asked.'): Promise<string> {
  await signInAs(user);
  return (await call<{ id: string }>('REQUESTCHANGE', { order, content, reason })).id;
}

/** Numbers from `from` up to `to` (both excluded) that no order has: numbers the counter skipped. */
async function unusedNumbersBetween(from: number, to: number): Promise<number[]> {
  const taken = await db().collection('orders').where('number', '>', from).where('number', '<', to).get();
  const numbers = new Set(taken.docs.map((doc) => doc.get('number') as number));
  return Array.from({ length: Math.max(0, to - from - 1) }, (_, i) => from + 1 + i).filter((n) => !numbers.has(n));
}

/** counters/orders' `next` as Firestore stores it, read over REST: `{ integerValue }` for a whole number. */
async function storedCounter(): Promise<Record<string, unknown>> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/counters/orders`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Reading counters/orders answered ${response.status}`);
  return ((await response.json()) as { fields: { next: Record<string, unknown> } }).fields.next;
}

let adminUser: Seeded, managerA: Seeded, dealerA: Seeded, dealerB: Seeded, dealerOff: Seeded;
/** Orders placed while their company or part was still active. */
let pendingOff: Submitted, receivedOff: Submitted, pendingRetired: Submitted, receivedRetired: Submitted;

beforeAll(async () => {
  for (const v of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_ORIGIN']) {
    if (!process.env[v]) throw new Error(`${v} is not set: run these tests through npm test.`);
  }
  admin = initializeAdminApp({ projectId: PROJECT_ID }, `orders-test-${run}`);
  client = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `orders-client-${run}`);
  connectAuthEmulator(getAuth(client), `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  functions = getFunctions(client);
  const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN!);
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  requestedDay = await dayAMonthAhead();

  await Promise.all([
    ...[[A, 'CAD'], [B, 'USD'], [OFF, 'CAD']].map(([id, currency]) =>
      db().collection('companies').doc(id).set({ id, name: NAMES[id], currency, active: true })),
    seedPart(CHEAP, 25, 20),
    seedPart(BIG, 50, 40),
    seedPart(RETIRED, 30, 24),
    db().runTransaction(async (transaction) => {
      const counter = db().doc('counters/orders');
      if (!(await transaction.get(counter)).exists) transaction.set(counter, { next: FIRST_NUMBER });
    }),
  ]);
  [adminUser, managerA, dealerA, dealerB, dealerOff] = await Promise.all([
    seedUser('admin', `hq-${run}`, { admin: true }),
    seedUser('manager-a', A, { manager: true }),
    seedUser('dealer-a', A),
    seedUser('dealer-b', B),
    seedUser('dealer-off', OFF),
  ]);
  pendingOff = await submitAs(dealerOff, buildingWire());
  receivedOff = await receivedParts(dealerOff, [[CHEAP, 1]]);
  pendingRetired = await submitAs(dealerA, partsWire([[RETIRED, 2], [CHEAP, 1]]));
  receivedRetired = await receivedParts(dealerA, [[RETIRED, 2], [CHEAP, 1]]);
  await Promise.all([
    db().collection('companies').doc(OFF).update({ active: false }),
    db().collection('parts').doc(RETIRED).update({ active: false }),
  ]);
});

afterAll(async () => {
  await signOut(getAuth(client));
  await deleteApp(client);
  // Requests left pending would wait in the admins' queue, oldest first, ahead of those the journeys running beside
  // these files look for on its first page.
  const requests = await db().collection('changeRequests').where('company', 'in', [A, B, OFF]).get();
  await Promise.all(requests.docs.map((request) => request.ref.delete()));
  await deleteAdminApp(admin);
});

describe('SUBMITORDER', () => {
  it('refuses a caller who is not signed in, and stores nothing', async () => {
    await signInAs(null);
    const content = partsWire([[CHEAP, 1]]);
    expect((await callError('SUBMITORDER', { content })).code).toBe('functions/unauthenticated');
    expect(await ordersWithPo(content)).toBe(0);
  });

  it('refuses a payload without content, with other keys than content, or with content no form makes', async () => {
    await signInAs(dealerA);
    const content = partsWire([[CHEAP, 1]]);
    expect(await callError('SUBMITORDER', {})).toEqual({
      ...refusal('invalid-argument', INCOMPLETE),
      details: { message: 'orders.form.error.incompleteOrder', values: {} },
    });
    for (const key of ['searchKeys', 'company', 'number']) {
      expect((await callError('SUBMITORDER', { content, [key]: ['acme'] })).message).toBe(unexpected(key));
    }
    expect((await callError('SUBMITORDER', 'an order')).code).toBe('functions/invalid-argument');
    for (const malformed of ['parts', { ...content, type: 'gift' }, { ...content, details: null }, { ...content, details: { total: 1 } }]) {
      expect(await callError('SUBMITORDER', { content: malformed })).toMatchObject(refusal('invalid-argument', INCOMPLETE));
    }
    expect(await ordersWithPo(content)).toBe(0);
  });

  it('refuses quantities of -40, 0.5 and 0, and notes over 2,000 characters, with the form messages', async () => {
    await signInAs(dealerA);
    for (const quantity of [-40, 0.5, 0]) {
      const content = partsWire([[CHEAP, quantity]]);
      expect(await callError('SUBMITORDER', { content })).toMatchObject(refusal('invalid-argument', WHOLE_QUANTITY));
      expect(await ordersWithPo(content)).toBe(0);
    }
    const wordy = partsWire([[CHEAP, 1]], { notes: 'n'.repeat(2001) });
    const tooLong = await callError('SUBMITORDER', { content: wordy });
    expect(tooLong).toMatchObject(refusal('invalid-argument', 'notes: At most 2000 characters.'));
    // The form's message by its id and values, and the field, for the dealer's screen to word in its language.
    expect(tooLong.details).toEqual({ message: 'orders.form.error.tooLong', values: { max: 2000 }, path: 'notes' });
    expect(await ordersWithPo(wordy)).toBe(0);
  });

  it('refuses a part no longer offered, one not in the catalogue, and a part id that is a path', async () => {
    await signInAs(dealerA);
    const retired = partsWire([[CHEAP, 1], [RETIRED, 1]]);
    expect(await callError('SUBMITORDER', { content: retired })).toMatchObject(
      refusal('failed-precondition', `Part ${RETIRED} is no longer offered; remove it or keep its quantity.`),
    );
    const unknown = partsWire([[`FN${RUN}-NONE`, 1]]);
    expect(await callError('SUBMITORDER', { content: unknown })).toMatchObject(refusal('failed-precondition', `Part FN${RUN}-NONE is not in the catalogue.`));
    for (const path of [`${CHEAP}/x`, `${CHEAP}/x/y`, '..', '__name__']) {
      const content = partsWire([[path, 1]]);
      expect(await callError('SUBMITORDER', { content }), path).toMatchObject(refusal('invalid-argument', `Part ${path} is not in the catalogue.`));
      expect(await ordersWithPo(content)).toBe(0);
    }
    expect(await ordersWithPo(retired)).toBe(0);
  });

  it('refuses a dealer whose company is not active', async () => {
    const content = partsWire([[CHEAP, 1]]);
    await signInAs(dealerOff);
    expect(await callError('SUBMITORDER', { content })).toMatchObject(
      refusal('failed-precondition', `${NAMES[OFF]} is not an active dealer: contact us to place or change orders.`),
    );
    expect(await ordersWithPo(content)).toBe(0);
  });

  it("refuses attachments outside the company's own order folder, and URLs", async () => {
    await signInAs(dealerA);
    const outside = buildingWire({ attachments: [attachment(`orders/${B}/upload-1/f1/site-plan.pdf`)] });
    expect(await callError('SUBMITORDER', { content: outside })).toMatchObject(refusal('invalid-argument', ATTACHMENT_REFUSED));
    for (const path of [`gs://${PROJECT_ID}.appspot.com/orders/${A}/upload-1/f1/plan.pdf`, 'https://files.example.com/plan.pdf', `warranties/${A}/w1/f1/plan.pdf`]) {
      const content = buildingWire({ attachments: [attachment(path)] });
      expect(await callError('SUBMITORDER', { content }), path).toMatchObject(refusal('invalid-argument', `attachments.0: ${ATTACHMENT_REFUSED}`));
      expect(await ordersWithPo(content)).toBe(0);
    }
    expect(await ordersWithPo(outside)).toBe(0);
  });

  it("stores a parts order at the catalogue's prices and total, noting the form's estimate in history entry 1", async () => {
    // Two at 0.005 each: the form estimated 0.01.
    const content = partsWire([[CHEAP, 2]]);
    const placed = await submitAs(dealerA, content);
    expect(placed).toEqual({ id: String(placed.number), number: placed.number, total: 50, estimate: 0.01 });
    const stored = await orderData(placed.id);
    expect(stored).toMatchObject({
      id: placed.id, number: placed.number, type: 'parts', company: A, companyName: NAMES[A], currency: 'CAD',
      createdBy: dealerA.uid, createdByName: 'dealer-a Test', status: 'pending', statusIndex: 0, closed: false, soNumber: null,
      historyCount: 1, revision: 1, poReference: content.poReference,
      details: { lines: [{ partId: CHEAP, partNumber: CHEAP, name: `Bracket ${CHEAP}`, unit: 'each', quantity: 2, unitPrice: 25 }], total: 50 },
    });
    const entry = await historyEntry(placed.id, 1);
    expect(entry).toMatchObject({ id: '1', seq: 1, kind: 'submitted', from: null, to: 'pending', by: dealerA.uid, changes: [] });
    expect(entry?.note).toMatch(/^Priced from the catalogue at CAD\s50\.00; the order form estimated CAD\s0\.01\.$/);
  });

  it("prices a US-dollar company's order in US dollars", async () => {
    const placed = await submitAs(dealerB, partsWire([[CHEAP, 1], [BIG, 2]]));
    expect(placed.total).toBe(100);
    const stored = await orderData(placed.id);
    expect(stored.currency).toBe('USD');
    expect(stored.details).toEqual({
      lines: [
        { partId: CHEAP, partNumber: CHEAP, name: `Bracket ${CHEAP}`, unit: 'each', quantity: 1, unitPrice: 20 },
        { partId: BIG, partNumber: BIG, name: `Bracket ${BIG}`, unit: 'each', quantity: 2, unitPrice: 40 },
      ],
      total: 100,
    });
    expect((await historyEntry(placed.id, 1))?.note).toMatch(/^Priced from the catalogue at USD\s100\.00; the order form estimated USD\s0\.0\d\.$/);
  });

  it('writes no note when the estimate was right', async () => {
    const content = partsWire([[CHEAP, 2]]);
    (content.details as { lines: { unitPrice: number }[] }).lines[0].unitPrice = 25;
    const placed = await submitAs(dealerA, content);
    expect(placed).toMatchObject({ total: 50, estimate: null });
    expect((await historyEntry(placed.id, 1))?.note).toBe('');
  });

  it('takes one number per order from counters/orders, which stays a whole number', async () => {
    const first = await submitAs(dealerA, partsWire([[CHEAP, 1]]));
    const second = await submitAs(dealerA, partsWire([[CHEAP, 1]]));
    expect(Number.isInteger(first.number)).toBe(true);
    expect(second.id).toBe(String(second.number));
    // Other test files may submit meanwhile: every number between two of ours must then be one of theirs.
    expect(second.number).toBeGreaterThan(first.number);
    expect(await unusedNumbersBetween(first.number, second.number)).toEqual([]);
    const next = await storedCounter();
    expect(Object.keys(next)).toEqual(['integerValue']);
    expect(Number(next.integerValue)).toBeGreaterThan(second.number);
    expect(await unusedNumbersBetween(second.number, Number(next.integerValue))).toEqual([]);
  });

  it("gives search keys of the order's own number, PO reference and customer only, whatever else the content carries", async () => {
    const content = buildingWire(
      { searchKeys: ['other-order'], number: 7, soNumber: 'SO-EVIL', company: B, status: 'shipped', customer: { ...siteCustomer('Prairie Cattle Co.'), searchKeys: ['x'] } },
      { searchKeys: ['y'], total: 0 },
    );
    const placed = await submitAs(dealerA, content);
    const stored = await orderData(placed.id);
    expect(stored).toMatchObject({ number: placed.number, company: A, soNumber: null, status: 'pending', customer: siteCustomer('Prairie Cattle Co.') });
    expect(stored.searchKeys).toEqual(keysOf(stored));
    expect(stored.searchKeys).toEqual(expect.arrayContaining([placed.id, normaliseSearchTerm(content.poReference as string), 'prairie', 'cattle']));
    for (const planted of ['other-order', 'so-evil', 'x', 'y']) expect(stored.searchKeys).not.toContain(planted);
    expect(Object.keys(stored.details as object).sort()).toEqual(['cover', 'length', 'mount', 'requestedDate', 'riskCategory', 'series', 'sideWalls', 'use', 'width']);
  });

  it('stores keys that find the order by the start of its PO reference, and not by a word inside it', async () => {
    const poReference = `PO-${RUN}-Barn`;
    const placed = await submitAs(dealerA, buildingWire({ poReference }));
    for (const typed of ['PO-', `PO-${RUN.slice(0, 3)}`, `po-${run}-`, poReference]) expect(await searchedFor(typed), typed).toContain(placed.id);
    expect(await searchedFor('Barn')).not.toContain(placed.id);
  });

  it("keeps attachments uploaded to the company's own order folder", async () => {
    const files = [attachment(`orders/${A}/upload-1/f1/site-plan.pdf`)];
    const placed = await submitAs(dealerA, buildingWire({ attachments: files }));
    expect((await orderData(placed.id)).attachments).toEqual(files);
  });
});

describe('EDITORDER', () => {
  let pending: Submitted;
  let pendingParts: Submitted;

  beforeAll(async () => {
    pending = await submitAs(dealerA, buildingWire());
    pendingParts = await submitAs(dealerA, partsWire([[CHEAP, 2]]));
  });

  const edited = (notes: string) => buildingWire({ notes, customer: siteCustomer('Golden Plains') });

  it('refuses a caller who is not signed in', async () => {
    await signInAs(null);
    expect((await callError('EDITORDER', { order: pending.id, content: edited('x') })).code).toBe('functions/unauthenticated');
    expect((await orderData(pending.id)).revision).toBe(1);
  });

  it("refuses a payload without an order, with a 'changes' key, or with content no form makes", async () => {
    await signInAs(dealerA);
    expect(await callError('EDITORDER', { content: edited('x') })).toMatchObject(refusal('invalid-argument', 'An order is required.'));
    expect(await callError('EDITORDER', { order: 'orders/1', content: edited('x') })).toMatchObject(refusal('invalid-argument', 'That is not an order.'));
    const changes = [{ path: 'notes', label: 'Notes', from: '', to: 'x' }];
    expect(await callError('EDITORDER', { order: pending.id, content: edited('x'), changes })).toMatchObject(
      refusal('invalid-argument', unexpected('changes')),
    );
    expect(await callError('EDITORDER', { order: pending.id })).toMatchObject(refusal('invalid-argument', INCOMPLETE));
    expect(await callError('EDITORDER', { order: pending.id, content: { ...edited('x'), attachments: 'none' } })).toMatchObject(
      refusal('invalid-argument', INCOMPLETE),
    );
    expect(await callError('EDITORDER', { order: pending.id, content: edited('n'.repeat(2001)) })).toMatchObject(
      refusal('invalid-argument', 'notes: At most 2000 characters.'),
    );
    for (const quantity of [-40, 0.5, 0]) {
      expect(await callError('EDITORDER', { order: pendingParts.id, content: partsWire([[CHEAP, quantity]]) })).toMatchObject(
        refusal('invalid-argument', WHOLE_QUANTITY),
      );
    }
    expect((await orderData(pending.id)).revision).toBe(1);
    expect((await orderData(pendingParts.id)).revision).toBe(1);
  });

  it("answers not-found for another company's order and leaves it as it was", async () => {
    await signInAs(dealerB);
    expect(await callError('EDITORDER', { order: pending.id, content: edited('x') })).toMatchObject(
      refusal('not-found', `Order ${pending.id} does not exist.`),
    );
    expect(await callError('EDITORDER', { order: MISSING_ORDER, content: edited('x') })).toMatchObject({ code: 'functions/not-found' });
    expect(await orderData(pending.id)).toMatchObject({ revision: 1, notes: '' });
  });

  it('refuses a dealer whose company is not active', async () => {
    await signInAs(dealerOff);
    expect(await callError('EDITORDER', { order: pendingOff.id, content: edited('x') })).toMatchObject(
      refusal('failed-precondition', `${NAMES[OFF]} is not an active dealer: contact us to place or change orders.`),
    );
    expect((await orderData(pendingOff.id)).revision).toBe(1);
  });

  it('refuses more of a part no longer offered, but keeps its quantity and price', async () => {
    await signInAs(dealerA);
    expect(await callError('EDITORDER', { order: pendingRetired.id, content: partsWire([[RETIRED, 3], [CHEAP, 1]]) })).toMatchObject(
      refusal('failed-precondition', `Part ${RETIRED} is no longer offered; remove it or keep its quantity.`),
    );
    await call('EDITORDER', { order: pendingRetired.id, content: partsWire([[RETIRED, 2], [CHEAP, 3]]) });
    expect((await orderData(pendingRetired.id)).details).toMatchObject({
      lines: [{ partId: RETIRED, quantity: 2, unitPrice: 30 }, { partId: CHEAP, quantity: 3, unitPrice: 25 }],
      total: 135,
    });
  });

  it('refuses an edit that changes nothing', async () => {
    const order = await submitAs(dealerA, buildingWire());
    expect(await callError('EDITORDER', { order: order.id, content: await contentOf(order.id) })).toMatchObject(
      refusal('failed-precondition', 'Nothing was changed.'),
    );
  });

  it('saves an edit with the difference the server computed in history, and new search keys', async () => {
    await signInAs(managerA);
    const content = await contentOf(pending.id, (c) => ({ ...c, notes: 'Gate code 1234.', customer: siteCustomer('Golden Plains') }));
    const result = await call<{ revision: number }>('EDITORDER', { order: pending.id, content });
    expect(result).toEqual({ revision: 2 });
    const stored = await orderData(pending.id);
    expect(stored).toMatchObject({ revision: 2, historyCount: 2, status: 'pending', notes: 'Gate code 1234.' });
    expect(stored.searchKeys).toEqual(keysOf(stored));
    expect(stored.searchKeys).toEqual(expect.arrayContaining(['golden plains', 'golden', 'plains']));
    expect(stored.searchKeys).not.toContain('prairie');
    const entry = await historyEntry(pending.id, 2);
    expect(entry).toMatchObject({ id: '2', seq: 2, kind: 'edited', from: 'pending', to: 'pending', by: managerA.uid, note: '' });
    // Language-neutral: each field by its path; the screens word it in their reader's language.
    expect(entry?.changes).toEqual([
      { path: 'notes', from: '', to: 'Gate code 1234.' },
      { path: 'customer.name', from: 'Prairie Cattle Co.', to: 'Golden Plains' },
    ]);
  });

  it('prices an edited parts order from the catalogue and records the quantity and total it changed', async () => {
    await signInAs(dealerA);
    const content = await contentOf(pendingParts.id, (c) => ({ ...c, details: partsWire([[CHEAP, 3]]).details }));
    await call('EDITORDER', { order: pendingParts.id, content });
    expect((await orderData(pendingParts.id)).details).toEqual({
      lines: [{ partId: CHEAP, partNumber: CHEAP, name: `Bracket ${CHEAP}`, unit: 'each', quantity: 3, unitPrice: 25 }],
      total: 75,
    });
    const line = { partNumber: CHEAP, name: `Bracket ${CHEAP}` };
    expect((await historyEntry(pendingParts.id, 2))?.changes).toEqual([
      { path: `details.lines.${CHEAP}`, from: { ...line, quantity: 2 }, to: { ...line, quantity: 3 } },
      { path: 'details.total', from: 50, to: 75 },
    ]);
  });

  it("refuses an edit once the order is past pending, saying so in the refusal's reason", async () => {
    const order = await submitAs(dealerA, buildingWire());
    await moveTo(order.id, 'order received', 'SO-EDIT');
    await signInAs(dealerA);
    const err = await callError('EDITORDER', { order: order.id, content: edited('Too late') });
    expect(err).toEqual({
      ...refusal('failed-precondition', "The order is already 'Order Received' and can no longer be edited; request a change instead."),
      // The reason for the form, and the refusal by its id for the dealer's screen to word in its language.
      details: {
        reason: 'not-pending',
        status: 'order received',
        message: 'errors.server.orderNotPending',
        values: { status: 'order received' },
        labels: { status: 'reference.status.orderReceived' },
      },
    });
    expect((await orderData(order.id)).revision).toBe(1);
  });
});

describe('SETORDERSTATUS', () => {
  let order: Submitted;

  beforeAll(async () => {
    order = await submitAs(dealerA, buildingWire());
  });

  it('refuses a caller who is not signed in, a dealer and a manager', async () => {
    await signInAs(null);
    expect((await callError('SETORDERSTATUS', { order: order.id, to: 'order received', soNumber: 'SO-1' })).code).toBe('functions/unauthenticated');
    for (const user of [dealerA, managerA]) {
      await signInAs(user);
      expect(await callError('SETORDERSTATUS', { order: order.id, to: 'order received', soNumber: 'SO-1' })).toMatchObject(
        refusal('permission-denied', 'You are not allowed to change order statuses.'),
      );
    }
    expect(await orderData(order.id)).toMatchObject({ status: 'pending', historyCount: 1 });
  });

  it('refuses a payload without an order or a known status, with other keys, or with an overlong note or SO number', async () => {
    await signInAs(adminUser);
    const base = { order: order.id, to: 'order received', soNumber: 'SO-1' };
    expect(await callError('SETORDERSTATUS', { to: 'shipped' })).toMatchObject(refusal('invalid-argument', 'An order is required.'));
    expect(await callError('SETORDERSTATUS', { ...base, to: 'lost' })).toMatchObject(refusal('invalid-argument', 'Choose a status from the workflow.'));
    expect(await callError('SETORDERSTATUS', { ...base, statusIndex: 9 })).toMatchObject(refusal('invalid-argument', unexpected('statusIndex')));
    expect(await callError('SETORDERSTATUS', { ...base, note: 'n'.repeat(2001) })).toMatchObject(
      refusal('invalid-argument', 'The note can be at most 2000 characters.'),
    );
    expect(await callError('SETORDERSTATUS', { ...base, soNumber: 'S'.repeat(41) })).toMatchObject(
      refusal('invalid-argument', 'An SO number can be at most 40 characters.'),
    );
    expect(await orderData(order.id)).toMatchObject({ status: 'pending', historyCount: 1 });
  });

  it("needs an SO number from 'order received' on", async () => {
    await signInAs(adminUser);
    for (const soNumber of [null, '   ']) {
      expect(await callError('SETORDERSTATUS', { order: order.id, to: 'order received', soNumber })).toMatchObject(
        refusal('invalid-argument', "An SO number is required to mark the order 'Order Received'."),
      );
    }
    expect(await orderData(order.id)).toMatchObject({ status: 'pending', soNumber: null });
  });

  it('moves forward with a status history entry, and the SO number becomes searchable', async () => {
    await moveTo(order.id, 'order received', ` SO-${run}-A `, 'Checked.');
    const stored = await orderData(order.id);
    expect(stored).toMatchObject({ status: 'order received', statusIndex: 1, closed: false, soNumber: `SO-${run}-A`, historyCount: 2, revision: 1 });
    expect(stored.searchKeys).toEqual(keysOf(stored));
    expect(stored.searchKeys).toEqual(expect.arrayContaining([order.id, `so-${run}-a`, normaliseSearchTerm(stored.poReference as string), 'prairie']));
    expect(await historyEntry(order.id, 2)).toMatchObject({
      id: '2', seq: 2, kind: 'status', from: 'pending', to: 'order received', by: adminUser.uid, byName: 'admin Test', note: 'Checked.', changes: [],
    });
  });

  it('never moves backwards or stays put', async () => {
    await signInAs(adminUser);
    for (const to of ['pending', 'order received']) {
      expect(await callError('SETORDERSTATUS', { order: order.id, to, soNumber: 'SO-X' })).toMatchObject(
        refusal('failed-precondition', `A 'Order Received' order cannot move to '${to === 'pending' ? 'Pending' : 'Order Received'}'.`),
      );
    }
    // The statuses travel as codes and as label ids, which a French-speaking admin's screen words in French.
    const backwards = await callError('SETORDERSTATUS', { order: order.id, to: 'pending', soNumber: 'SO-X' });
    expect(backwards.details).toEqual({
      message: 'errors.server.statusMove',
      values: { from: 'order received', to: 'pending' },
      labels: { from: 'reference.status.orderReceived', to: 'reference.status.pending' },
    });
    expect(firebaseErrorText(inFrench, backwards)).toBe('Une commande «\u00a0Commande reçue\u00a0» ne peut pas passer à «\u00a0En attente\u00a0».');
    expect(await orderData(order.id)).toMatchObject({ status: 'order received', soNumber: `SO-${run}-A`, historyCount: 2 });
  });

  it('replaces the SO number when given, and its search key with it; keeps it when not', async () => {
    await moveTo(order.id, 'drawings in engineering', `SO-${run}-B`);
    const stored = await orderData(order.id);
    expect(stored.searchKeys).toEqual(keysOf(stored));
    expect(stored.searchKeys).toContain(`so-${run}-b`);
    expect(stored.searchKeys).not.toContain(`so-${run}-a`);
    await moveTo(order.id, 'shipped');
    expect(await orderData(order.id)).toMatchObject({ status: 'shipped', soNumber: `SO-${run}-B`, historyCount: 4 });
  });

  it('cancels only before shipping, and a delivered order moves no more', async () => {
    await signInAs(adminUser);
    expect(await callError('SETORDERSTATUS', { order: order.id, to: 'cancelled' })).toMatchObject(
      refusal('failed-precondition', "A 'Shipped' order cannot move to 'Cancelled'."),
    );
    await moveTo(order.id, 'delivered');
    expect(await orderData(order.id)).toMatchObject({ status: 'delivered', closed: true, historyCount: 5 });
    expect(await callError('SETORDERSTATUS', { order: order.id, to: 'cancelled' })).toMatchObject({ code: 'functions/failed-precondition' });

    const pending = await submitAs(dealerA, buildingWire());
    await moveTo(pending.id, 'cancelled', null, 'Customer withdrew.');
    expect(await orderData(pending.id)).toMatchObject({ status: 'cancelled', statusIndex: 11, closed: true, soNumber: null });
  });
});

describe('REQUESTCHANGE', () => {
  let received: Submitted;

  beforeAll(async () => {
    received = await receivedParts(dealerA, [[CHEAP, 2]]);
  });

  const moreCheap = (content: Wire): Wire => ({ ...content, details: { lines: [{ partId: CHEAP, partNumber: '', name: '', unit: '', quantity: 4, unitPrice: 0 }] } });
  const requestsOf = async (order: string) => (await db().collection('changeRequests').where('order', '==', order).get()).size;

  it('refuses a caller who is not signed in', async () => {
    const content = await contentOf(received.id, moreCheap);
    await signInAs(null);
    expect((await callError('REQUESTCHANGE', { order: received.id, content, reason: 'More.' })).code).toBe('functions/unauthenticated');
    expect(await requestsOf(received.id)).toBe(0);
  });

  it('refuses a payload without a reason, with a changes key, or with content no form makes', async () => {
    const content = await contentOf(received.id, moreCheap);
    await signInAs(dealerA);
    const ask = (payload: Wire) => callError('REQUESTCHANGE', { order: received.id, content, reason: 'More.', ...payload });
    expect(await callError('REQUESTCHANGE', { order: received.id, content })).toMatchObject(refusal('invalid-argument', 'Say why the order should change.'));
    expect(await ask({ reason: '   ' })).toMatchObject(refusal('invalid-argument', 'Say why the order should change.'));
    expect(await ask({ reason: 'r'.repeat(2001) })).toMatchObject(refusal('invalid-argument', 'The reason can be at most 2000 characters.'));
    expect(await ask({ changes: [] })).toMatchObject(refusal('invalid-argument', unexpected('changes')));
    expect(await ask({ content: { ...content, details: 'more' } })).toMatchObject(refusal('invalid-argument', INCOMPLETE));
    expect(await ask({ content: { ...content, notes: 'n'.repeat(2001) } })).toMatchObject(refusal('invalid-argument', 'notes: At most 2000 characters.'));
    for (const quantity of [-40, 0.5, 0]) {
      expect(await ask({ content: partsWire([[CHEAP, quantity]]) })).toMatchObject(refusal('invalid-argument', WHOLE_QUANTITY));
    }
    expect(await requestsOf(received.id)).toBe(0);
  });

  it("answers not-found for another company's order", async () => {
    const content = await contentOf(received.id, moreCheap);
    await signInAs(dealerB);
    expect(await callError('REQUESTCHANGE', { order: received.id, content, reason: 'More.' })).toMatchObject(
      refusal('not-found', `Order ${received.id} does not exist.`),
    );
    expect(await requestsOf(received.id)).toBe(0);
  });

  it('refuses a dealer whose company is not active', async () => {
    const content = await contentOf(receivedOff.id, (c) => ({ ...c, notes: 'Please hurry.' }));
    await signInAs(dealerOff);
    expect(await callError('REQUESTCHANGE', { order: receivedOff.id, content, reason: 'Hurry.' })).toMatchObject(
      refusal('failed-precondition', `${NAMES[OFF]} is not an active dealer: contact us to place or change orders.`),
    );
    expect(await requestsOf(receivedOff.id)).toBe(0);
  });

  it('refuses a pending order (edited directly), a closed one, and a request that changes nothing', async () => {
    const pending = await submitAs(dealerA, partsWire([[CHEAP, 1]]));
    expect(await callError('REQUESTCHANGE', { order: pending.id, content: await contentOf(pending.id, moreCheap), reason: 'More.' })).toMatchObject(
      refusal('failed-precondition', 'The order is still pending: edit it directly instead.'),
    );
    const cancelled = await submitAs(dealerA, partsWire([[CHEAP, 1]]));
    await moveTo(cancelled.id, 'cancelled');
    await signInAs(dealerA);
    expect(await callError('REQUESTCHANGE', { order: cancelled.id, content: await contentOf(cancelled.id, moreCheap), reason: 'More.' })).toMatchObject(
      refusal('failed-precondition', 'A delivered or cancelled order cannot change.'),
    );
    expect(await callError('REQUESTCHANGE', { order: received.id, content: await contentOf(received.id, (c) => c), reason: 'Same.' })).toMatchObject(
      refusal('failed-precondition', 'The request changes nothing in the order.'),
    );
    expect(await requestsOf(pending.id) + await requestsOf(cancelled.id) + await requestsOf(received.id)).toBe(0);
  });

  it('refuses more of a part no longer offered; keeping its quantity is allowed', async () => {
    const raise = await contentOf(receivedRetired.id, (c) => ({ ...c, details: partsWire([[RETIRED, 3], [CHEAP, 1]]).details }));
    await signInAs(dealerA);
    expect(await callError('REQUESTCHANGE', { order: receivedRetired.id, content: raise, reason: 'More.' })).toMatchObject(
      refusal('failed-precondition', `Part ${RETIRED} is no longer offered; remove it or keep its quantity.`),
    );
    expect(await requestsOf(receivedRetired.id)).toBe(0);
    const keep = await contentOf(receivedRetired.id, (c) => ({ ...c, details: partsWire([[RETIRED, 2], [CHEAP, 2]]).details }));
    const id = await fileRequest(dealerA, receivedRetired.id, keep);
    expect((await requestData(id)).proposed.details).toMatchObject({
      lines: [{ partId: RETIRED, quantity: 2, unitPrice: 30 }, { partId: CHEAP, quantity: 2, unitPrice: 25 }],
      total: 110,
    });
  });

  it('records the revision and the difference the server computed: quantity and total, though the payload gave no total', async () => {
    const id = await fileRequest(dealerA, received.id, await contentOf(received.id, moreCheap), ' Customer wants four. ');
    const line = { partNumber: CHEAP, name: `Bracket ${CHEAP}` };
    expect(await requestData(id)).toMatchObject({
      id, order: received.id, orderNumber: received.number, orderType: 'parts', company: A, companyName: NAMES[A],
      createdBy: dealerA.uid, createdByName: 'dealer-a Test', status: 'pending', reason: 'Customer wants four.', revision: 1,
      decidedBy: null, decidedByName: null, decidedDate: null, decisionNote: '',
    });
    expect((await requestData(id)).changes).toEqual([
      { path: `details.lines.${CHEAP}`, from: { ...line, quantity: 2 }, to: { ...line, quantity: 4 } },
      { path: 'details.total', from: 50, to: 100 },
    ]);
    expect((await requestData(id)).proposed.details).toEqual({
      lines: [{ partId: CHEAP, partNumber: CHEAP, name: `Bracket ${CHEAP}`, unit: 'each', quantity: 4, unitPrice: 25 }],
      total: 100,
    });
    expect(await orderData(received.id)).toMatchObject({ revision: 1, details: { total: 50 } });
  });
});

describe('DECIDECHANGE', () => {
  let order: Submitted;
  let request: string;

  beforeAll(async () => {
    order = await receivedParts(dealerA, [[CHEAP, 2]]);
    request = await fileRequest(dealerA, order.id, await contentOf(order.id, (c) => ({ ...c, details: partsWire([[CHEAP, 3]]).details })));
  });

  it('refuses a caller who is not signed in, a dealer and a manager', async () => {
    await signInAs(null);
    expect((await callError('DECIDECHANGE', { request, decision: 'approved' })).code).toBe('functions/unauthenticated');
    for (const user of [dealerA, managerA]) {
      await signInAs(user);
      expect(await callError('DECIDECHANGE', { request, decision: 'approved' })).toMatchObject(
        refusal('permission-denied', 'You are not allowed to decide change requests.'),
      );
    }
    expect((await requestData(request)).status).toBe('pending');
    expect((await orderData(order.id)).revision).toBe(1);
  });

  it('refuses a payload without a request or a decision, with other keys, an overlong note, or a rejection without a note', async () => {
    await signInAs(adminUser);
    expect(await callError('DECIDECHANGE', { decision: 'approved' })).toMatchObject(refusal('invalid-argument', 'A change request is required.'));
    expect(await callError('DECIDECHANGE', { request, decision: 'maybe' })).toMatchObject(refusal('invalid-argument', 'Approve or reject the request.'));
    expect(await callError('DECIDECHANGE', { request, decision: 'approved', changes: [] })).toMatchObject(refusal('invalid-argument', unexpected('changes')));
    expect(await callError('DECIDECHANGE', { request, decision: 'approved', note: 'n'.repeat(2001) })).toMatchObject(
      refusal('invalid-argument', 'The note can be at most 2000 characters.'),
    );
    for (const note of [{}, { note: '' }, { note: '   ' }]) {
      expect(await callError('DECIDECHANGE', { request, decision: 'rejected', ...note })).toMatchObject(
        refusal('invalid-argument', 'Say why the change is rejected.'),
      );
    }
    expect(await callError('DECIDECHANGE', { request: `none-${run}`, decision: 'approved' })).toMatchObject(
      refusal('not-found', 'That change request does not exist.'),
    );
    expect((await requestData(request)).status).toBe('pending');
  });

  it('approves: the order takes the request, and its history shows the difference computed when the admin decides', async () => {
    // What the request recorded is not what the history copies: it compares the order with what it becomes.
    await db().collection('changeRequests').doc(request).update({ changes: [{ path: 'notes', label: 'Notes', from: '', to: 'Free parts' }] });
    await signInAs(adminUser);
    expect(await call('DECIDECHANGE', { request, decision: 'approved', note: ' Fine. ' })).toEqual({ status: 'approved', mail: { sent: 0, failed: 0 } });
    expect(await orderData(order.id)).toMatchObject({
      revision: 2, historyCount: 3, status: 'order received', soNumber: `SO-${order.number}`,
      details: { lines: [{ partId: CHEAP, quantity: 3, unitPrice: 25 }], total: 75 },
    });
    const line = { partNumber: CHEAP, name: `Bracket ${CHEAP}` };
    const entry = await historyEntry(order.id, 3);
    expect(entry).toMatchObject({
      id: '3', seq: 3, kind: 'change approved', from: 'order received', to: 'order received', by: adminUser.uid, note: 'Fine.',
    });
    expect(entry?.changes).toEqual([
      { path: `details.lines.${CHEAP}`, from: { ...line, quantity: 2 }, to: { ...line, quantity: 3 } },
      { path: 'details.total', from: 50, to: 75 },
    ]);
    expect(await requestData(request)).toMatchObject({ status: 'approved', decidedBy: adminUser.uid, decidedByName: 'admin Test', decisionNote: 'Fine.' });
  });

  it('decides a request once only', async () => {
    await signInAs(adminUser);
    expect(await callError('DECIDECHANGE', { request, decision: 'approved' })).toMatchObject(
      refusal('failed-precondition', 'This change request was already approved.'),
    );
    expect(await callError('DECIDECHANGE', { request, decision: 'rejected', note: 'Changed my mind.' })).toMatchObject(
      refusal('failed-precondition', 'This change request was already approved.'),
    );
    expect(await orderData(order.id)).toMatchObject({ revision: 2, historyCount: 3 });
    expect((await requestData(request)).decisionNote).toBe('Fine.');
  });

  it('refuses to approve a request filed against an older revision and leaves the order as it was; rejects it with a note', async () => {
    const target = await receivedParts(dealerA, [[CHEAP, 1]]);
    const first = await fileRequest(dealerA, target.id, await contentOf(target.id, (c) => ({ ...c, notes: 'Deliver Monday.' })));
    const stale = await fileRequest(dealerA, target.id, await contentOf(target.id, (c) => ({ ...c, details: partsWire([[CHEAP, 9]]).details })));
    await signInAs(adminUser);
    await call('DECIDECHANGE', { request: first, decision: 'approved' });
    const before = await orderData(target.id);

    const err = await callError('DECIDECHANGE', { request: stale, decision: 'approved' });
    expect(err.code).toBe('functions/failed-precondition');
    expect(err.message).toBe(
      `Order ${target.number} was changed after this request was made (revision 1, now 2); reject it and ask for a new request against the current order.`,
    );
    expect(err.details).toEqual({
      reason: 'stale-revision',
      message: 'errors.server.staleRevision',
      values: { order: String(target.number), revision: '1', current: '2' },
    });
    expect(await orderData(target.id)).toEqual(before);
    expect(before).toMatchObject({ revision: 2, notes: 'Deliver Monday.', details: { total: 25 } });
    expect((await requestData(stale)).status).toBe('pending');

    expect(await call('DECIDECHANGE', { request: stale, decision: 'rejected', note: 'Please ask again.' })).toEqual({ status: 'rejected', mail: { sent: 0, failed: 0 } });
    expect(await requestData(stale)).toMatchObject({ status: 'rejected', decisionNote: 'Please ask again.', decidedBy: adminUser.uid });
    expect(await callError('DECIDECHANGE', { request: stale, decision: 'approved' })).toMatchObject(
      refusal('failed-precondition', 'This change request was already rejected.'),
    );
    expect(await orderData(target.id)).toEqual(before);
  });
});
