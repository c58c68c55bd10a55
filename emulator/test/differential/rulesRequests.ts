/**
 * The requests the portal's rules are compared on, one template per kind: gets and lists of every collection (and
 * near misses of the portal's own queries), counts, and writes of each collection's shapes. A template reads its
 * choices (which document, which variant of a shape) from one number drawn from the seed.
 */
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDocFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Canonical } from './canonical.js';
import { CA, PEOPLE, US, emailOf, nameOf, partDocument, type Persona } from './portalFixtures.js';
import { COMPANY_CHANGES, PROFILE_CHANGES, draftOf, inviteOf, me, myCompany, notificationOf, pick } from './rulesShapes.js';

export interface Template {
  name: string;
  /** One line for the report, naming the variant's choices. */
  describe(persona: Persona, variant: number, index: number): string;
  run(db: Firestore, persona: Persona, variant: number, index: number): Promise<Canonical>;
}

const ids = (snapshot: { docs: { ref: { path: string } }[] }) => snapshot.docs.map((d) => d.ref.path);

const GET_PATHS = [
  'users/dealer-ca', 'users/colleague-ca', 'users/dealer-us', 'users/admin-hq', 'users/newcomer', 'users/inactive-ca', 'admins/admin-hq',
  'companies/prairie-shelters', 'companies/lone-star-covers', 'companies/calhoun-hq', 'invites/invite-ca-0000000000000000',
  'invites/invite-hq-0000000000000000', 'invites/invite-us-0000000000000000', 'invites/missing-invite-00000000000', 'notifications/n-dealer',
  'notifications/n-us', 'notifications/n-admin', 'orders/1001', 'orders/1002', 'orders/9999', 'orders/1001/history/1', 'orders/1002/history/1',
  'changeRequests/cr-ca', 'changeRequests/cr-us', 'warranties/w-ca', 'warranties/w-us', 'parts/CS-0110', 'resources/r-1', 'counters/orders',
  'users/dealer-ca/drafts/d-1', 'users/colleague-ca/drafts/d-9', 'outbox/o-1',
];

/** The lists the portal makes (and near misses of them: another company, a missing constraint). */
const LISTS: [string, (db: Firestore, persona: Persona) => Query][] = [
  ['users of my company', (db, p) => query(collection(db, 'users'), where('company', '==', myCompany(p)))],
  ['users of another company', (db, p) => query(collection(db, 'users'), where('company', '==', myCompany(p) === US ? CA : US))],
  ['all users', (db) => collection(db, 'users')],
  ['admins', (db) => collection(db, 'admins')],
  ['companies', (db) => query(collection(db, 'companies'), orderBy('nameLower'))],
  ['my invites (company, not admin)', (db, p) => query(collection(db, 'invites'), where('company', '==', myCompany(p)), where('admin', '==', false))],
  ['invites of my company', (db, p) => query(collection(db, 'invites'), where('company', '==', myCompany(p)))],
  ['all invites', (db) => collection(db, 'invites')],
  ['my notifications', (db, p) => query(collection(db, 'notifications'), where('recipient', '==', me(p)), orderBy('data.createdDate', 'desc'))],
  ['notifications of the admin', (db) => query(collection(db, 'notifications'), where('recipient', '==', PEOPLE.admin.uid))],
  ['all notifications', (db) => collection(db, 'notifications')],
  ['orders of my company', (db, p) => query(collection(db, 'orders'), where('company', '==', myCompany(p)), orderBy('createdDate', 'desc'), limit(5))],
  ['orders of two companies', (db) => query(collection(db, 'orders'), where('company', 'in', [CA, US]))],
  ['all orders', (db) => collection(db, 'orders')],
  ['history of order 1001', (db) => collection(db, 'orders/1001/history')],
  ['every history', (db) => collectionGroup(db, 'history')],
  ['change requests of my company', (db, p) => query(collection(db, 'changeRequests'), where('company', '==', myCompany(p)))],
  ['pending warranties of my company', (db, p) => query(collection(db, 'warranties'), where('company', '==', myCompany(p)), where('status', '==', 'pending'))],
  ['all warranties', (db) => collection(db, 'warranties')],
  ['parts', (db) => query(collection(db, 'parts'), orderBy('partNumber'), limit(10))],
  ['sales resources', (db) => query(collection(db, 'resources'), where('type', '==', 'sales'))],
  ['counters', (db) => collection(db, 'counters')],
  ['my drafts', (db, p) => collection(db, `users/${me(p)}/drafts`)],
  ["a colleague's drafts", (db) => collection(db, `users/${PEOPLE.dealer.uid}/drafts`)],
  ['every draft', (db) => collectionGroup(db, 'drafts')],
  ['outbox', (db) => collection(db, 'outbox')],
];

async function done(write: Promise<unknown>): Promise<Canonical> {
  await write;
  return 'written';
}

export const TEMPLATES: Template[] = [
  {
    name: 'get',
    describe: (_p, v) => `get ${pick(GET_PATHS, v)}`,
    async run(db, _p, v) {
      const snapshot = await getDocFromServer(doc(db, pick(GET_PATHS, v)));
      return snapshot.exists() ? 'exists' : 'missing';
    },
  },
  {
    name: 'list',
    describe: (_p, v) => `list ${pick(LISTS, v)[0]}`,
    run: async (db, p, v) => ids(await getDocsFromServer(pick(LISTS, v)[1](db, p))),
  },
  {
    name: 'count',
    describe: (_p, v) => `count ${pick(LISTS, v)[0]}`,
    run: async (db, p, v) => String((await getCountFromServer(pick(LISTS, v)[1](db, p))).data().count),
  },
  {
    name: 'send a notification',
    describe: (p, v) => `create notifications/sent-… ${JSON.stringify(notificationOf(p, v), (_k, x) => (typeof x === 'string' && x.length > 40 ? `${x.slice(0, 20)}…(${x.length})` : x))}`,
    run: (db, p, v, i) => done(setDoc(doc(db, `notifications/sent-${i}`), notificationOf(p, v))),
  },
  {
    name: 'save a draft',
    describe: (p, v) => `save users/${pick([me(p), PEOPLE.colleague.uid], v)}/drafts/${pick(['d-1', 'd-2'], v, 2)} variant ${Math.floor(v / 3) % 5}`,
    run: (db, p, v) => {
      const id = pick(['d-1', 'd-2'], v, 2);
      return done(setDoc(doc(db, `users/${pick([me(p), PEOPLE.colleague.uid], v)}/drafts/${id}`), draftOf(id, v)));
    },
  },
  {
    name: 'delete a draft',
    describe: (p, v) => `delete users/${pick([me(p), PEOPLE.dealer.uid], v)}/drafts/d-1`,
    run: (db, p, v) => done(deleteDoc(doc(db, `users/${pick([me(p), PEOPLE.dealer.uid], v)}/drafts/d-1`))),
  },
  {
    name: 'edit a profile',
    describe: (p, v) => `update users/${pick([me(p), PEOPLE.colleague.uid, PEOPLE.otherDealer.uid, PEOPLE.admin.uid], v)} ${JSON.stringify(pick(PROFILE_CHANGES, v, 4))}`,
    run: (db, p, v) => done(updateDoc(doc(db, `users/${pick([me(p), PEOPLE.colleague.uid, PEOPLE.otherDealer.uid, PEOPLE.admin.uid], v)}`), pick(PROFILE_CHANGES, v, 4))),
  },
  {
    name: 'edit a company',
    describe: (p, v) => `update companies/${pick([myCompany(p), US], v)} ${JSON.stringify(pick(COMPANY_CHANGES, v, 2))}`,
    run: (db, p, v) => done(updateDoc(doc(db, `companies/${pick([myCompany(p), US], v)}`), pick(COMPANY_CHANGES, v, 2))),
  },
  {
    name: 'write a part',
    describe: (_p, v) => `${pick(['create parts/NEW-1', 'create parts/NEW-1 with a negative price', 'create parts/bad id', 'delete parts/CS-0220', 'update parts/CS-0110 stock'], v)}`,
    run: (db, _p, v) => {
      const now = { updatedDate: serverTimestamp() };
      switch (v % 5) {
        case 0: return done(setDoc(doc(db, 'parts/NEW-1'), { ...partDocument('NEW-1'), ...now }));
        case 1: return done(setDoc(doc(db, 'parts/NEW-1'), { ...partDocument('NEW-1'), ...now, priceCAD: -1 }));
        case 2: return done(setDoc(doc(db, 'parts/bad id'), { ...partDocument('bad id'), ...now }));
        case 3: return done(deleteDoc(doc(db, 'parts/CS-0220')));
        default: return done(updateDoc(doc(db, 'parts/CS-0110'), { stock: 4, ...now }));
      }
    },
  },
  {
    name: 'decide a warranty',
    describe: (_p, v) => `decide warranties/${pick(['w-ca', 'w-us', 'w-done'], v)} ${pick(['approve', 'reject without a note', 'reject with a note'], v, 3)}`,
    run: (db, p, v) => {
      const decision = pick<DocumentData>([
        { status: 'approved', warrantyNumber: 'W-1', coverageStart: Timestamp.fromMillis(0), coverageEnd: Timestamp.fromMillis(1000) },
        { status: 'rejected', decisionNote: '' },
        { status: 'rejected', decisionNote: 'Not covered.' },
      ], v, 3);
      return done(updateDoc(doc(db, `warranties/${pick(['w-ca', 'w-us', 'w-done'], v)}`), {
        ...decision, decidedBy: me(p), decidedByName: nameOf(me(p)), decidedDate: serverTimestamp(),
      }));
    },
  },
  {
    name: 'invite someone',
    describe: (p, v, i) => `create invites/invite-${i}-000000000000000 ${JSON.stringify(inviteOf(p, 'x', v), (_k, x) => (x && typeof x === 'object' && '_methodName' in x ? 'now' : x))}`,
    run: (db, p, v, i) => {
      const id = `invite-${i}-000000000000000`;
      return done(setDoc(doc(db, `invites/${id}`), inviteOf(p, id, v)));
    },
  },
  {
    name: 'revoke an invite',
    describe: (_p, v) => `delete invites/${pick(['invite-ca-0000000000000000', 'invite-hq-0000000000000000', 'invite-us-0000000000000000'], v)}`,
    run: (db, _p, v) => done(deleteDoc(doc(db, `invites/${pick(['invite-ca-0000000000000000', 'invite-hq-0000000000000000', 'invite-us-0000000000000000'], v)}`))),
  },
  {
    name: 'register from an invite',
    describe: (p, v) => `register ${me(p)} from ${pick(['invite-ca-0000000000000000', 'invite-us-0000000000000000'], v)}`,
    run: (db, p, v) => {
      const inviteId = pick(['invite-ca-0000000000000000', 'invite-us-0000000000000000'], v);
      const uid = me(p);
      const batch = writeBatch(db);
      batch.set(doc(db, `users/${uid}`), {
        id: uid, company: pick([CA, US], v), active: true, invite: inviteId,
        data: { firstname: 'New', lastname: 'Comer', email: emailOf(uid), phone: '', sms: false, admin: false, manager: false },
      });
      batch.update(doc(db, `invites/${inviteId}`), { used: true, usedBy: uid, usedDate: serverTimestamp() });
      return done(batch.commit());
    },
  },
  {
    name: 'rename a draft in a transaction',
    describe: (p, v) => `transaction: read users/${pick([me(p), PEOPLE.dealer.uid], v)}/drafts/d-1, then update its summary`,
    run: (db, p, v) =>
      runTransaction(db, async (t) => {
        const ref = doc(db, `users/${pick([me(p), PEOPLE.dealer.uid], v)}/drafts/d-1`);
        const snapshot = await t.get(ref);
        if (!snapshot.exists()) return 'missing';
        t.update(ref, { summary: `${String(snapshot.get('summary'))}!`.slice(0, 200), updatedDate: serverTimestamp() });
        return 'renamed';
      }),
  },
  {
    name: 'write what only the functions write',
    describe: (_p, v) => pick(['set orders/1001 status', 'delete orders/1002', 'set counters/orders', 'set outbox/o-2', 'create admins/self', 'update changeRequests/cr-ca'], v),
    run: (db, p, v) => {
      switch (v % 6) {
        case 0: return done(updateDoc(doc(db, 'orders/1001'), { status: 'approved' }));
        case 1: return done(deleteDoc(doc(db, 'orders/1002')));
        case 2: return done(setDoc(doc(db, 'counters/orders'), { next: 1 }));
        case 3: return done(setDoc(doc(db, 'outbox/o-2'), { to: 'x' }));
        case 4: return done(setDoc(doc(db, `admins/${me(p)}`), { id: me(p) }));
        default: return done(updateDoc(doc(db, 'changeRequests/cr-ca'), { status: 'approved' }));
      }
    },
  },
];
