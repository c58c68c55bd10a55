/**
 * The mails of the events that matter, called through the official client SDK against the Functions and Auth
 * emulators and the local Firestore, where the mail provider is the `outbox` collection. SETORDERSTATUS mails the
 * order's company users who turned email on; DECIDECHANGE and DECIDEWARRANTY mail the requester when they did.
 * Every mail is a fixed template filled from what the server stored: one recipient each, never a payload's text.
 * Each mail is written in its recipient's language. DECIDEWARRANTY, the warranty decision itself, is tested here
 * too. Denied cases first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { orderSearchKeys } from '../../src/data/orderSearchKeys';
import { SERVER_TIME_IS_NOT_COMMIT_TIME, skipOnGoogleFirestore } from '../../tests/support/googleFirestore';
import { runTag } from './support/runTag';
import { serverNow } from './support/serverClock';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-dealer-portal';
const PASSWORD = 'correct-horse-9';
const run = runTag();

const A = `mail-a-${run}`;
const B = `mail-b-${run}`;
const QUIET = `mail-quiet-${run}`;
/** A company whose users read English and French. */
const BILINGUAL = `mail-bi-${run}`;
/** A name with markup in it: the HTML part must show it as text. */
const A_NAME = `Aspen & Sons <b>${run}</b>`;

/** Order numbers no other suite uses. */
const NUMBER_BASE = 30_000_000 + (Date.now() % 10_000) * 1000;
const PART = `ML${run.toUpperCase()}-BRACKET`;

let admin: App;
let client: FirebaseApp;
let functions: Functions;

interface Seeded { uid: string; email: string }
interface CallError { code: string; message: string; details: unknown }
interface Mail { id: string; channel: string; to: string[]; subject: string; text: string; html: string; sentBy: string }

const db = () => getAdminFirestore(admin);

/**
 * A user of `company`. `mail` is the email preference as stored: true or false, or 'unset' for a document written
 * before the preference existed (and as registration writes it).
 */
async function seedUser(
  name: string,
  company: string,
  options: { mail?: boolean | 'unset'; admin?: boolean; manager?: boolean; active?: boolean; language?: 'en' | 'fr' } = {},
): Promise<Seeded> {
  const email = `${name}-${run}@example.com`;
  const { uid } = await getAdminAuth(admin).createUser({ email, password: PASSWORD });
  const mail = options.mail ?? 'unset';
  await db().collection('users').doc(uid).set({
    id: uid,
    company,
    active: options.active ?? true,
    data: {
      firstname: name, lastname: 'Test', email, phone: '', sms: false, admin: !!options.admin, manager: !!options.manager,
      ...(mail === 'unset' ? {} : { mail }),
      ...(options.language ? { language: options.language } : {}),
    },
  });
  if (options.admin) await db().collection('admins').doc(uid).set({ id: uid });
  return { uid, email };
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

// ---- The outbox ----

const seenMails = new Set<string>();

/**
 * The mails this run's admin caused since the last look (every callable here runs as that admin, and the outbox
 * is written before the callable answers), sorted by recipient. Text messages are not mails.
 */
async function newMails(): Promise<Mail[]> {
  const snapshot = await db().collection('outbox').where('sentBy', '==', adminUser.uid).get();
  const fresh = snapshot.docs.filter((doc) => !seenMails.has(doc.id));
  for (const doc of fresh) seenMails.add(doc.id);
  return fresh
    .map((doc) => ({ id: doc.id, ...doc.data() }) as Mail)
    .filter((mail) => mail.channel === 'mail')
    .sort((a, b) => a.to.join().localeCompare(b.to.join()));
}

const recipientsOf = (mails: Mail[]) => mails.map((mail) => mail.to);
const addressed = (...users: Seeded[]) => users.map((user) => [user.email]).sort((a, b) => a[0]!.localeCompare(b[0]!));

// ---- Stored orders, requests and warranties, as the callables leave them ----

let numberCount = 0;

/** A cover order of `company` in `status`, as submission and the admins' status changes leave it. */
async function seedOrder(company: string, status = 'pending', soNumber: string | null = null): Promise<{ id: string; number: number }> {
  numberCount += 1;
  const number = NUMBER_BASE + numberCount;
  const id = String(number);
  const received = status !== 'pending';
  const now = new Date(await serverNow(db()));
  const poReference = `PO-${number}`;
  await db().collection('orders').doc(id).set({
    id, number, type: 'cover', company, companyName: company === A ? A_NAME : `Company ${company}`, currency: 'CAD',
    createdBy: 'someone', createdByName: 'Some One', createdDate: now, updatedDate: now,
    status, statusIndex: received ? 1 : 0, closed: false, soNumber, leadSource: 'Own Lead', poReference, notes: '',
    customer: null, details: { series: 'CC', width: 42, length: 80, fabric: 'FR' }, attachments: [],
    searchKeys: orderSearchKeys({ number, soNumber, poReference, customer: null }),
    historyCount: received ? 2 : 1, revision: 1,
  });
  return { id, number };
}

/** A received parts order of three brackets and a pending request by `requester` to make it two. */
async function seedChangeRequest(requester: Seeded, company = A): Promise<{ id: string; order: { id: string; number: number } }> {
  const order = await seedOrder(company, 'order received', `SO-${run}`);
  const line = (quantity: number) => ({ partId: PART, partNumber: PART, name: 'Bracket', unit: 'each', quantity, unitPrice: 25 });
  await db().collection('orders').doc(order.id).update({ type: 'parts', details: { lines: [line(3)], total: 75 } });
  const ref = db().collection('changeRequests').doc();
  await ref.set({
    id: ref.id, order: order.id, orderNumber: order.number, orderType: 'parts', company, companyName: `Company ${company}`,
    createdBy: requester.uid, createdByName: 'Requester', createdDate: new Date(await serverNow(db())), status: 'pending',
    reason: 'The customer needs fewer.', revision: 1,
    changes: [{ path: `details.lines.${PART}`, label: `Part ${PART}`, from: line(3), to: line(2) }],
    proposed: { type: 'parts', leadSource: 'Own Lead', poReference: `PO-${order.number}`, notes: '', customer: null, details: { lines: [line(2)], total: 50 }, attachments: [] },
    decidedBy: null, decidedByName: null, decidedDate: null, decisionNote: '',
  });
  return { id: ref.id, order };
}

/** A pending warranty application of `requester` on a delivered order, as APPLYWARRANTY writes it. */
async function seedWarranty(requester: Seeded, company = A): Promise<{ id: string; order: { id: string; number: number } }> {
  const order = await seedOrder(company, 'delivered', `SO-W-${run}`);
  const ref = db().collection('warranties').doc();
  await ref.set({
    id: ref.id, order: order.id, orderNumber: order.number, orderType: 'cover', company, companyName: `Company ${company}`,
    createdBy: requester.uid, createdByName: 'Requester', createdDate: new Date(await serverNow(db())), status: 'pending',
    endCustomer: { name: 'Prairie Cattle Co.', phone: '', email: '', site: { street: '1 Range Road', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' } },
    installDate: new Date(Date.UTC(2026, 2, 3, 6)), installer: 'Northern Installs', photos: [], fabric: 'FR',
    warrantyNumber: null, coverageStart: null, coverageEnd: null, decidedBy: null, decidedByName: null, decidedDate: null, decisionNote: '',
  });
  return { id: ref.id, order };
}

const warrantyData = async (id: string) => (await db().collection('warranties').doc(id).get()).data() ?? {};

/**
 * Coverage as the decision dialog sends it: the picked days' local midnight, here in Saskatchewan (UTC-6), so
 * the instants fall on 06:00 UTC.
 */
const COVERAGE_START = new Date(Date.UTC(2026, 2, 3, 6)).toISOString();
const COVERAGE_END = new Date(Date.UTC(2041, 2, 3, 6)).toISOString();
const approval = (warranty: string, overrides: Record<string, unknown> = {}) => ({
  warranty, decision: 'approved', warrantyNumber: `W-${run}`, coverageStart: COVERAGE_START, coverageEnd: COVERAGE_END, note: '', ...overrides,
});

let adminUser: Seeded, managerA: Seeded, dealerA: Seeded, colleagueA: Seeded, offA: Seeded, unsetA: Seeded, disabledA: Seeded;
let dealerB: Seeded;
let englishBi: Seeded, frenchBi: Seeded;

beforeAll(async () => {
  for (const v of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_ORIGIN']) {
    if (!process.env[v]) throw new Error(`${v} is not set: run these tests through npm test.`);
  }
  admin = initializeAdminApp({ projectId: PROJECT_ID }, `emails-test-${run}`);
  client = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `emails-client-${run}`);
  connectAuthEmulator(getAuth(client), `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  functions = getFunctions(client);
  const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN!);
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));

  await Promise.all([A, B, QUIET, BILINGUAL].map((id) => db().collection('companies').doc(id).set({ id, name: id === A ? A_NAME : id, currency: 'CAD', active: true })));
  // The last, the only user of QUIET, turned email off.
  [adminUser, managerA, dealerA, colleagueA, offA, unsetA, disabledA, dealerB] = await Promise.all([
    // An admin who turned email on: of another company, so a status change of A's order is none of their mail.
    seedUser('admin', `hq-${run}`, { admin: true, mail: true }),
    seedUser('manager-a', A, { manager: true, mail: false }),
    seedUser('dealer-a', A, { mail: true }),
    seedUser('colleague-a', A, { mail: true }),
    seedUser('off-a', A, { mail: false }),
    seedUser('unset-a', A, { mail: 'unset' }),
    seedUser('disabled-a', A, { mail: true, active: false }),
    seedUser('dealer-b', B, { mail: true }),
    seedUser('quiet', QUIET, { mail: false }),
  ]);
  [englishBi, frenchBi] = await Promise.all([
    seedUser('english-bi', BILINGUAL, { mail: true, language: 'en' }),
    seedUser('french-bi', BILINGUAL, { mail: true, language: 'fr' }),
  ]);
});

afterAll(async () => {
  await signOut(getAuth(client));
  await deleteApp(client);
  const mine = await db().collection('outbox').where('sentBy', '==', adminUser.uid).get();
  await Promise.all(mine.docs.map((doc) => doc.ref.delete()));
  for (const collection of ['changeRequests', 'warranties']) {
    const docs = await db().collection(collection).where('company', 'in', [A, B, QUIET, BILINGUAL]).get();
    await Promise.all(docs.docs.map((doc) => doc.ref.delete()));
  }
  await Promise.all([A, B, QUIET, BILINGUAL].map((id) => db().collection('companies').doc(id).delete()));
  await deleteAdminApp(admin);
});

describe('mail on a status change (SETORDERSTATUS)', () => {
  it('mails nobody when the change is refused: a dealer or a manager asking, a move the workflow does not allow, no SO number', async () => {
    const order = await seedOrder(A);
    await newMails();
    for (const user of [dealerA, managerA]) {
      await signInAs(user);
      expect((await callError('SETORDERSTATUS', { order: order.id, to: 'order received', soNumber: 'SO-1' })).code).toBe('functions/permission-denied');
    }
    await signInAs(adminUser);
    expect((await callError('SETORDERSTATUS', { order: order.id, to: 'pending' })).code).toBe('functions/failed-precondition');
    expect((await callError('SETORDERSTATUS', { order: order.id, to: 'order received' })).code).toBe('functions/invalid-argument');
    expect(recipientsOf(await newMails())).toEqual([]);
  });

  it('refuses a payload that names recipients or words of its own, and mails nobody', async () => {
    const order = await seedOrder(A);
    await signInAs(adminUser);
    await newMails();
    for (const extra of [{ recipients: [dealerB.email] }, { bcc: [dealerB.email] }, { subject: 'Act now' }, { text: 'Click here' }]) {
      expect(await callError('SETORDERSTATUS', { order: order.id, to: 'order received', soNumber: 'SO-1', ...extra })).toMatchObject(
        refusal('invalid-argument', `Unexpected field '${Object.keys(extra)[0]}' in the request; reload the page and try again.`),
      );
    }
    expect(recipientsOf(await newMails())).toEqual([]);
  });

  it("mails each active user of the order's company who turned email on, one mail each, and nobody else", async () => {
    const order = await seedOrder(A);
    await signInAs(adminUser);
    await newMails();
    const result = await call('SETORDERSTATUS', { order: order.id, to: 'order received', soNumber: `SO-${run}`, note: 'Received, thanks to <i>you</i>.' });
    expect(result).toEqual({ status: 'order received', mail: { sent: 2, failed: 0 } });

    const mails = await newMails();
    // Not the manager or the dealer who turned it off, nor one who never chose, nor a disabled user, another
    // company's user or the admin.
    expect(recipientsOf(mails)).toEqual(addressed(dealerA, colleagueA));
    for (const mail of mails) {
      expect(mail.subject).toBe(`Order ${order.number} is now Order Received`);
      expect(mail.text).toContain(`Cover Order ${order.number} for ${A_NAME} is now Order Received.`);
      expect(mail.text).toContain(`SO number: SO-${run}`);
      expect(mail.text).toContain(`/orders/view/${order.id}`);
      expect(mail.text).toContain('/user');
      // The note stays in the order's history: mail carries only what the template says.
      expect(mail.text).not.toContain('Received, thanks');
      expect(mail.html).not.toContain('Received, thanks');
      // The company's name is shown as text, never as markup.
      expect(mail.html).toContain(`Aspen &amp; Sons &lt;b&gt;${run}&lt;/b&gt;`);
      expect(mail.html).not.toContain('<b>');
    }
    expect(mails.find((mail) => mail.to[0] === dealerA.email)?.text).toMatch(/^Hello dealer-a,/);
  });

  it('mails nobody when no user of the company turned email on, and the change still succeeds', async () => {
    const order = await seedOrder(QUIET);
    await signInAs(adminUser);
    await newMails();
    expect(await call('SETORDERSTATUS', { order: order.id, to: 'order received', soNumber: 'SO-Q' })).toEqual({
      status: 'order received', mail: { sent: 0, failed: 0 },
    });
    expect(recipientsOf(await newMails())).toEqual([]);
    expect((await db().collection('orders').doc(order.id).get()).get('status')).toBe('order received');
  });

  it('mails a cancellation too, with the SO number kept from before', async () => {
    const order = await seedOrder(B, 'order received', 'SO-KEPT');
    await signInAs(adminUser);
    await newMails();
    await call('SETORDERSTATUS', { order: order.id, to: 'cancelled' });
    const mails = await newMails();
    expect(recipientsOf(mails)).toEqual(addressed(dealerB));
    expect(mails[0]).toMatchObject({ subject: `Order ${order.number} is now Cancelled`, sentBy: adminUser.uid });
    expect(mails[0]!.text).toContain('SO number: SO-KEPT');
  });
});

describe('mail on a change-request decision (DECIDECHANGE)', () => {
  it('mails nobody when the decision is refused: a dealer deciding, a rejection without a reason, a request already decided', async () => {
    const request = await seedChangeRequest(dealerA);
    await newMails();
    await signInAs(dealerA);
    expect((await callError('DECIDECHANGE', { request: request.id, decision: 'approved' })).code).toBe('functions/permission-denied');
    await signInAs(adminUser);
    expect((await callError('DECIDECHANGE', { request: request.id, decision: 'rejected' })).code).toBe('functions/invalid-argument');
    await db().collection('changeRequests').doc(request.id).update({ status: 'rejected' });
    expect((await callError('DECIDECHANGE', { request: request.id, decision: 'approved' })).code).toBe('functions/failed-precondition');
    expect(recipientsOf(await newMails())).toEqual([]);
  });

  it('mails the requester alone when a request is rejected, with the reason', async () => {
    const request = await seedChangeRequest(dealerA);
    await signInAs(adminUser);
    await newMails();
    const result = await call('DECIDECHANGE', { request: request.id, decision: 'rejected', note: ' The order has shipped <already>. ' });
    expect(result).toEqual({ status: 'rejected', mail: { sent: 1, failed: 0 } });
    const mails = await newMails();
    // The requester's colleague, who also turned email on, is not told of somebody else's request.
    expect(recipientsOf(mails)).toEqual(addressed(dealerA));
    expect(mails[0]!.subject).toBe(`Change request for order ${request.order.number} rejected`);
    expect(mails[0]!.text).toContain(`Your change request for order ${request.order.number} was rejected.`);
    expect(mails[0]!.text).toContain('Reason: The order has shipped <already>.');
    expect(mails[0]!.text).toContain(`/orders/view/${request.order.id}`);
    expect(mails[0]!.html).toContain('Reason: The order has shipped &lt;already&gt;.');
  });

  it('mails the requester when a request is approved, with the note when there is one', async () => {
    const request = await seedChangeRequest(colleagueA);
    await signInAs(adminUser);
    await newMails();
    expect(await call('DECIDECHANGE', { request: request.id, decision: 'approved', note: 'Done.' })).toEqual({
      status: 'approved', mail: { sent: 1, failed: 0 },
    });
    const mails = await newMails();
    expect(recipientsOf(mails)).toEqual(addressed(colleagueA));
    expect(mails[0]!.subject).toBe(`Change request for order ${request.order.number} approved`);
    expect(mails[0]!.text).toContain(`Your change request for order ${request.order.number} was approved.`);
    expect(mails[0]!.text).toContain('Note: Done.');
    expect((await db().collection('orders').doc(request.order.id).get()).get('revision')).toBe(2);
  });

  it('mails nobody when the requester turned email off, never chose, or was disabled since', async () => {
    await signInAs(adminUser);
    for (const requester of [offA, unsetA, disabledA]) {
      const request = await seedChangeRequest(requester);
      await newMails();
      expect(await call('DECIDECHANGE', { request: request.id, decision: 'rejected', note: 'No.' })).toEqual({
        status: 'rejected', mail: { sent: 0, failed: 0 },
      });
      expect(recipientsOf(await newMails())).toEqual([]);
    }
  });

  it('mails nobody when the requester has moved to another company since: the order is no longer theirs to see', async () => {
    const mover = await seedUser('mover', A, { mail: true });
    const request = await seedChangeRequest(mover);
    await db().collection('users').doc(mover.uid).update({ company: B });
    await signInAs(adminUser);
    await newMails();
    expect(await call('DECIDECHANGE', { request: request.id, decision: 'rejected', note: 'No.' })).toMatchObject({ mail: { sent: 0, failed: 0 } });
    expect(recipientsOf(await newMails())).toEqual([]);
  });
});

describe('DECIDEWARRANTY: who may decide', () => {
  it('refuses a caller who is not signed in, a dealer and a manager, and writes and mails nothing', async () => {
    const warranty = await seedWarranty(dealerA);
    await newMails();
    await signInAs(null);
    expect((await callError('DECIDEWARRANTY', approval(warranty.id))).code).toBe('functions/unauthenticated');
    for (const user of [dealerA, managerA]) {
      await signInAs(user);
      expect(await callError('DECIDEWARRANTY', approval(warranty.id))).toMatchObject(
        refusal('permission-denied', 'You are not allowed to decide warranty requests.'),
      );
    }
    expect(await warrantyData(warranty.id)).toMatchObject({ status: 'pending', warrantyNumber: null, decidedBy: null });
    expect(recipientsOf(await newMails())).toEqual([]);
  });
});

describe('DECIDEWARRANTY: the payload', () => {
  let warranty: string;

  beforeAll(async () => {
    warranty = (await seedWarranty(dealerA)).id;
  });

  it('refuses a payload without a warranty or a decision, or with any other key', async () => {
    await signInAs(adminUser);
    expect(await callError('DECIDEWARRANTY', { decision: 'rejected', note: 'No.' })).toMatchObject(refusal('invalid-argument', 'A warranty is required.'));
    expect(await callError('DECIDEWARRANTY', { warranty: 'a/b', decision: 'rejected', note: 'No.' })).toMatchObject(
      refusal('invalid-argument', 'That is not a warranty.'),
    );
    expect(await callError('DECIDEWARRANTY', { warranty, decision: 'maybe', note: 'No.' })).toMatchObject(
      refusal('invalid-argument', 'Approve or reject the warranty request.'),
    );
    for (const key of ['decidedBy', 'decidedByName', 'to', 'subject', 'text']) {
      expect(await callError('DECIDEWARRANTY', approval(warranty, { [key]: 'x' }))).toMatchObject(
        refusal('invalid-argument', `Unexpected field '${key}' in the request; reload the page and try again.`),
      );
    }
  });

  it('refuses an approval without a warranty number or coverage, or with coverage that ends before it starts', async () => {
    await signInAs(adminUser);
    for (const warrantyNumber of [undefined, '', '   ']) {
      expect(await callError('DECIDEWARRANTY', approval(warranty, { warrantyNumber }))).toMatchObject(
        refusal('invalid-argument', 'A warranty number is required to approve.'),
      );
    }
    expect(await callError('DECIDEWARRANTY', approval(warranty, { warrantyNumber: 'W'.repeat(41) }))).toMatchObject(
      refusal('invalid-argument', 'A warranty number can be at most 40 characters.'),
    );
    for (const dates of [{ coverageStart: undefined }, { coverageEnd: null }, { coverageStart: 'March 3' }, { coverageEnd: 1_800_000_000_000 }]) {
      expect(await callError('DECIDEWARRANTY', approval(warranty, dates))).toMatchObject(
        refusal('invalid-argument', 'Choose when the coverage starts and ends.'),
      );
    }
    expect(await callError('DECIDEWARRANTY', approval(warranty, { coverageStart: COVERAGE_END, coverageEnd: COVERAGE_START }))).toMatchObject(
      refusal('invalid-argument', 'The coverage must end after it starts.'),
    );
    expect(await callError('DECIDEWARRANTY', approval(warranty, { coverageEnd: COVERAGE_START }))).toMatchObject(
      refusal('invalid-argument', 'The coverage must end after it starts.'),
    );
    expect(await warrantyData(warranty)).toMatchObject({ status: 'pending', warrantyNumber: null });
  });

  it('refuses a rejection without a reason, or with a number or coverage, and a note over 1000 characters', async () => {
    await signInAs(adminUser);
    for (const note of [{}, { note: '' }, { note: '  ' }]) {
      expect(await callError('DECIDEWARRANTY', { warranty, decision: 'rejected', ...note })).toMatchObject(
        refusal('invalid-argument', 'Say why the warranty is rejected.'),
      );
    }
    expect(await callError('DECIDEWARRANTY', { warranty, decision: 'rejected', note: 'No.', warrantyNumber: 'W-1' })).toMatchObject(
      refusal('invalid-argument', 'A rejected warranty has no number or coverage.'),
    );
    expect(await callError('DECIDEWARRANTY', { warranty, decision: 'rejected', note: 'No.', coverageStart: COVERAGE_START })).toMatchObject(
      refusal('invalid-argument', 'A rejected warranty has no number or coverage.'),
    );
    expect(await callError('DECIDEWARRANTY', { warranty, decision: 'rejected', note: 'n'.repeat(1001) })).toMatchObject(
      refusal('invalid-argument', 'The note can be at most 1000 characters.'),
    );
    expect(await warrantyData(warranty)).toMatchObject({ status: 'pending', decisionNote: '' });
  });

  it('refuses a warranty that does not exist', async () => {
    await signInAs(adminUser);
    expect(await callError('DECIDEWARRANTY', approval(`none-${run}`))).toMatchObject(
      refusal('not-found', 'That warranty request does not exist.'),
    );
  });
});

describe('DECIDEWARRANTY: the decision and its mail', () => {
  it('approves once, in the caller\'s name and now, with the number and coverage given, and mails the requester', async (context) => {
    skipOnGoogleFirestore(context, SERVER_TIME_IS_NOT_COMMIT_TIME);
    const warranty = await seedWarranty(dealerA);
    await signInAs(adminUser);
    await newMails();
    const result = await call('DECIDEWARRANTY', approval(warranty.id, { warrantyNumber: ` W-${run} `, note: ' Thank you. ' }));
    expect(result).toEqual({ status: 'approved', mail: { sent: 1, failed: 0 } });

    const snapshot = await db().collection('warranties').doc(warranty.id).get();
    const data = snapshot.data()!;
    expect(data).toMatchObject({
      status: 'approved', warrantyNumber: `W-${run}`, decidedBy: adminUser.uid, decidedByName: 'admin Test', decisionNote: 'Thank you.',
      createdBy: dealerA.uid, company: A,
    });
    expect((data.coverageStart as Timestamp).toDate().toISOString()).toBe(COVERAGE_START);
    expect((data.coverageEnd as Timestamp).toDate().toISOString()).toBe(COVERAGE_END);
    expect((data.decidedDate as Timestamp).isEqual(snapshot.updateTime!)).toBe(true);

    const mails = await newMails();
    expect(recipientsOf(mails)).toEqual(addressed(dealerA));
    expect(mails[0]!.subject).toBe(`Warranty approved for order ${warranty.order.number}`);
    expect(mails[0]!.text).toContain(`Your warranty request for order ${warranty.order.number} was approved.`);
    expect(mails[0]!.text).toContain(`Warranty number: W-${run}`);
    expect(mails[0]!.text).toContain('Coverage: March 3, 2026 to March 3, 2041');
    expect(mails[0]!.text).toContain('Note: Thank you.');
    expect(mails[0]!.text).toContain(`/orders/warranty/${warranty.id}`);

    expect(await callError('DECIDEWARRANTY', { warranty: warranty.id, decision: 'rejected', note: 'Changed my mind.' })).toEqual({
      ...refusal('failed-precondition', 'This warranty request was already approved.'),
      details: { reason: 'already-decided', status: 'approved', message: 'errors.server.warrantyDecided', values: { status: 'approved' } },
    });
    expect(await warrantyData(warranty.id)).toMatchObject({ status: 'approved', decisionNote: 'Thank you.' });
    expect(recipientsOf(await newMails())).toEqual([]);
  });

  it('rejects with the reason, without number or coverage, and mails the requester the reason', async () => {
    const warranty = await seedWarranty(colleagueA);
    await signInAs(adminUser);
    await newMails();
    expect(await call('DECIDEWARRANTY', { warranty: warranty.id, decision: 'rejected', note: 'The photos show another building.' })).toEqual({
      status: 'rejected', mail: { sent: 1, failed: 0 },
    });
    expect(await warrantyData(warranty.id)).toMatchObject({
      status: 'rejected', warrantyNumber: null, coverageStart: null, coverageEnd: null, decidedBy: adminUser.uid,
      decisionNote: 'The photos show another building.',
    });
    const mails = await newMails();
    expect(recipientsOf(mails)).toEqual(addressed(colleagueA));
    expect(mails[0]!.subject).toBe(`Warranty rejected for order ${warranty.order.number}`);
    expect(mails[0]!.text).toContain('Reason: The photos show another building.');
    expect(mails[0]!.text).not.toContain('Warranty number');
  });

  it('decides without mail when the requester turned email off or never chose', async () => {
    await signInAs(adminUser);
    for (const requester of [offA, unsetA]) {
      const warranty = await seedWarranty(requester);
      await newMails();
      expect(await call('DECIDEWARRANTY', approval(warranty.id))).toEqual({ status: 'approved', mail: { sent: 0, failed: 0 } });
      expect((await warrantyData(warranty.id)).status).toBe('approved');
      expect(recipientsOf(await newMails())).toEqual([]);
    }
  });
});

describe("mail in the recipient's language", () => {
  it('tells each user of the company of a status change in the language of their profile', async () => {
    const order = await seedOrder(BILINGUAL);
    await signInAs(adminUser);
    await newMails();
    expect(await call('SETORDERSTATUS', { order: order.id, to: 'ready for shipment', soNumber: `SO-${run}` })).toMatchObject({
      mail: { sent: 2, failed: 0 },
    });
    const mails = await newMails();
    expect(recipientsOf(mails)).toEqual(addressed(englishBi, frenchBi));
    const english = mails.find((mail) => mail.to[0] === englishBi.email)!;
    const french = mails.find((mail) => mail.to[0] === frenchBi.email)!;

    expect(english.subject).toBe(`Order ${order.number} is now Ready For Shipment`);
    expect(english.text).toContain(`Cover Order ${order.number} for Company ${BILINGUAL} is now Ready For Shipment.`);
    expect(french.subject).toBe(`Commande ${order.number}\u00a0: nouveau statut «\u00a0Prête pour l’expédition\u00a0»`);
    expect(french.text).toMatch(/^Bonjour french-bi,\n/);
    expect(french.text).toContain(
      `La commande de toile ${order.number} pour Company ${BILINGUAL} a maintenant le statut «\u00a0Prête pour l’expédition\u00a0».`,
    );
    expect(french.text).toContain(`Nº de commande client (SO)\u00a0: SO-${run}`);
    expect(french.text).toContain(`Voir la commande dans le Portail des concessionnaires\u00a0:\n`);
    expect(french.html).toContain('<html lang="fr-CA">');
    expect(french.text).not.toContain('Hello');
  });

  it('tells a French-speaking requester of a change-request decision in French', async () => {
    const request = await seedChangeRequest(frenchBi, BILINGUAL);
    await signInAs(adminUser);
    await newMails();
    await call('DECIDECHANGE', { request: request.id, decision: 'rejected', note: 'La commande est déjà expédiée.' });
    const mails = await newMails();
    expect(recipientsOf(mails)).toEqual(addressed(frenchBi));
    expect(mails[0]!.subject).toBe(`Demande de modification de la commande ${request.order.number} refusée`);
    expect(mails[0]!.text).toContain(
      `Votre demande de modification de la commande ${request.order.number} a été refusée.\nMotif\u00a0: La commande est déjà expédiée.`,
    );
  });

  it('writes a French-speaking requester the warranty decision with the coverage dates in French', async () => {
    const warranty = await seedWarranty(frenchBi, BILINGUAL);
    await signInAs(adminUser);
    await newMails();
    await call('DECIDEWARRANTY', approval(warranty.id, { note: 'Merci.' }));
    const mails = await newMails();
    expect(recipientsOf(mails)).toEqual(addressed(frenchBi));
    expect(mails[0]!.subject).toBe(`Garantie approuvée pour la commande ${warranty.order.number}`);
    expect(mails[0]!.text).toContain(
      `Numéro de garantie\u00a0: W-${run}\nCouverture\u00a0: du 3 mars 2026 au 3 mars 2041\nRemarque\u00a0: Merci.`,
    );
    expect(mails[0]!.text).toContain(`/orders/warranty/${warranty.id}`);
  });
});
