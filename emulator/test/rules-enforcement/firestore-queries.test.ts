/**
 * Queries judged by their constraints, as production judges them: a query is allowed only if every
 * document it could ever return is allowed, whatever the data holds now. `resource.data.x` is known
 * only where an equality (or each value of an `in`, each branch of an `or`) fixes it; collection-group
 * queries are governed by recursive-wildcard rules alone. Through the web SDK (gets, aggregations and
 * listeners) and REST (runQuery, listDocuments), with firebase-admin seeding the data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  and,
  collection,
  collectionGroup,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  or,
  orderBy,
  query,
  where,
  type Firestore,
  type FirestoreError,
  type Query,
} from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { testProject } from '../support/emulator.js';
import { closeClients, codeOf, emulatorToken, firestoreRules, openRulesProject, restUrl } from './support.js';

const PROJECT = testProject('rules-queries');

// Shaped like the portal's rules: roles and company in users/{uid}, company-scoped collections.
const RULES = firestoreRules(`
    function me() { return get(/databases/$(database)/documents/users/$(request.auth.uid)).data; }
    function isAdmin() { return request.auth != null && me().admin == true; }
    function ofMyCompany(doc) { return request.auth != null && doc.company == me().company; }

    match /users/{uid} {
      allow read: if request.auth != null && (uid == request.auth.uid || isAdmin() || ofMyCompany(resource.data));
    }
    match /orders/{id} {
      allow read: if isAdmin() || ofMyCompany(resource.data);
      match /history/{seq} {
        allow read: if isAdmin() || ofMyCompany(get(/databases/$(database)/documents/orders/$(id)).data);
      }
    }
    match /{path=**}/reviews/{id} {
      allow list: if ofMyCompany(resource.data);
    }
    match /notifications/{id} {
      allow read: if request.auth != null && resource.data.recipient == request.auth.uid;
    }
    match /users/{uid}/drafts/{draft} {
      allow read: if request.auth != null && uid == request.auth.uid;
    }
    match /parts/{id} {
      allow get: if me().active == true;
      allow list: if request.query.limit <= 2 && me().active == true;
    }
`);

let admin: AdminFirestore;
let alice: Firestore;
let bob: Firestore;
let root: Firestore;

beforeAll(async () => {
  ({ admin, alice, bob, root } = await openRulesProject(PROJECT, RULES, {
    alice: { sub: 'alice' },
    bob: { sub: 'bob' },
    root: { sub: 'root' },
  }));
  const batch = admin.batch();
  batch.set(admin.doc('users/alice'), { company: 'acme', admin: false, active: true });
  batch.set(admin.doc('users/bob'), { company: 'globex', admin: false, active: true });
  batch.set(admin.doc('users/root'), { company: 'hq', admin: true, active: true });
  // Alice's are the only orders she created: a query by creator alone matches nothing she may not read.
  batch.set(admin.doc('orders/1'), { company: 'acme', createdBy: 'alice', status: 'pending' });
  batch.set(admin.doc('orders/2'), { company: 'acme', createdBy: 'alice', status: 'approved' });
  batch.set(admin.doc('orders/3'), { company: 'globex', createdBy: 'bob', status: 'pending' });
  batch.set(admin.doc('orders/1/history/1'), { kind: 'submitted' });
  batch.set(admin.doc('companies/acme/reviews/r1'), { company: 'acme', stars: 5 });
  batch.set(admin.doc('companies/globex/reviews/r2'), { company: 'globex', stars: 3 });
  batch.set(admin.doc('notifications/n1'), { recipient: 'alice', subject: 'Hi' });
  batch.set(admin.doc('users/alice/drafts/d1'), { type: 'parts' });
  batch.set(admin.doc('parts/p1'), { name: 'Strap' });
  await batch.commit();
});

afterAll(closeClients);

/** The line of RULES holding `text`, as denial reasons name it. */
const lineOf = (text: string) => RULES.split('\n').findIndex((line) => line.includes(text)) + 1;
const ORDERS_READ = lineOf('allow read: if isAdmin() || ofMyCompany(resource.data);');

const ids = async (q: Query) => (await getDocs(q)).docs.map((d) => d.id).sort();

describe('queries production refuses', () => {
  it('refuses a query without the company filter, even when every document it matches now is allowed', async () => {
    const mine = query(collection(alice, 'orders'), where('createdBy', '==', 'alice'));
    expect(await codeOf(getDocs(mine))).toBe('permission-denied');
    // Nothing matches at all: still refused, since some order created by 'carol' may belong to anyone.
    expect(await codeOf(getDocs(query(collection(alice, 'orders'), where('createdBy', '==', 'carol'))))).toBe('permission-denied');
    expect(await codeOf(getDocs(query(collection(alice, 'orders'), orderBy('status'), limit(1))))).toBe('permission-denied');
  });

  it("refuses another company's filter", async () => {
    expect(await codeOf(getDocs(query(collection(alice, 'orders'), where('company', '==', 'globex'))))).toBe('permission-denied');
  });

  it('refuses a collection-group query that only a rule for one collection path would allow', async () => {
    // `match /orders/{id}` covers the top-level orders only; a group query may return orders anywhere.
    const group = query(collectionGroup(alice, 'orders'), where('company', '==', 'acme'));
    expect(await codeOf(getDocs(group))).toBe('permission-denied');
    // Even for an admin, whom that rule allows every top-level order.
    expect(await codeOf(getDocs(collectionGroup(root, 'orders')))).toBe('permission-denied');
  });

  it('refuses a collection-group query whose recursive-wildcard rule needs a filter it lacks', async () => {
    expect(await codeOf(getDocs(collectionGroup(alice, 'reviews')))).toBe('permission-denied');
    expect(await codeOf(getDocs(query(collectionGroup(alice, 'reviews'), where('stars', '==', 5))))).toBe('permission-denied');
  });

  it("refuses an `in` filter with one value the rules do not allow, though no such document exists", async () => {
    const q = query(collection(alice, 'orders'), where('company', 'in', ['acme', 'initech']));
    expect(await codeOf(getDocs(q))).toBe('permission-denied');
  });

  it('refuses an `or` with one branch the rules do not allow', async () => {
    const q = query(
      collection(alice, 'orders'),
      or(where('company', '==', 'acme'), and(where('createdBy', '==', 'alice'), where('status', '==', 'pending'))),
    );
    expect(await codeOf(getDocs(q))).toBe('permission-denied');
  });

  it('refuses an aggregation over such a query', async () => {
    const mine = query(collection(alice, 'orders'), where('createdBy', '==', 'alice'));
    expect(await codeOf(getCountFromServer(mine))).toBe('permission-denied');
    expect(await codeOf(getCountFromServer(collectionGroup(alice, 'reviews')))).toBe('permission-denied');
  });

  it('ends a listener on such a query with permission-denied on its target', async () => {
    const error = await new Promise<FirestoreError>((resolve, reject) => {
      const stop = onSnapshot(
        query(collection(alice, 'orders'), where('createdBy', '==', 'alice')),
        () => reject(new Error('the listener received a snapshot')),
        (err) => {
          stop();
          resolve(err);
        },
      );
    });
    expect(error.code).toBe('permission-denied');
    expect(error.message).toContain(`Property company is undefined on object. for 'list' @ L${ORDERS_READ}`);
  });

  it('applies request.query to the query as asked, not to the page it returns', async () => {
    expect(await codeOf(getDocs(query(collection(alice, 'parts'), limit(3))))).toBe('permission-denied');
    expect(await codeOf(getDocs(collection(alice, 'parts')))).toBe('permission-denied');
  });
});

describe('queries production allows', () => {
  it('allows the company filter, with any other filters, orders and limits', async () => {
    expect(await ids(query(collection(alice, 'orders'), where('company', '==', 'acme')))).toEqual(['1', '2']);
    const pending = query(
      collection(alice, 'orders'),
      where('company', '==', 'acme'),
      where('createdBy', '==', 'alice'),
      where('status', 'in', ['pending', 'approved']),
      orderBy('status'),
      limit(5),
    );
    expect(await ids(pending)).toEqual(['1', '2']);
  });

  it('allows an `in` and an `or` whose every value and branch is allowed', async () => {
    expect(await ids(query(collection(alice, 'orders'), where('company', 'in', ['acme'])))).toEqual(['1', '2']);
    const either = query(
      collection(alice, 'orders'),
      or(and(where('company', '==', 'acme'), where('status', '==', 'pending')), and(where('company', '==', 'acme'), where('createdBy', '==', 'bob'))),
    );
    expect(await ids(either)).toEqual(['1']);
  });

  it('allows a query that matches nothing when its constraints are allowed', async () => {
    expect(await ids(query(collection(alice, 'orders'), where('company', '==', 'acme'), where('status', '==', 'cancelled')))).toEqual([]);
  });

  it('allows queries by role that do not read the documents', async () => {
    expect(await ids(query(collection(root, 'orders'), where('createdBy', '==', 'bob')))).toEqual(['3']);
    expect(await ids(collection(root, 'orders'))).toEqual(['1', '2', '3']);
    expect(await ids(query(collection(alice, 'parts'), limit(2)))).toEqual(['p1']);
  });

  it('allows a filter on the signed-in user', async () => {
    expect(await ids(query(collection(alice, 'notifications'), where('recipient', '==', 'alice')))).toEqual(['n1']);
    expect(await codeOf(getDocs(query(collection(bob, 'notifications'), where('recipient', '==', 'alice'))))).toBe('permission-denied');
  });

  it('allows subcollection queries whose rule reads the path', async () => {
    expect(await ids(collection(alice, 'users/alice/drafts'))).toEqual(['d1']);
    expect(await codeOf(getDocs(collection(bob, 'users/alice/drafts')))).toBe('permission-denied');
    expect(await ids(query(collection(alice, 'orders/1/history'), orderBy('kind')))).toEqual(['1']);
    expect(await codeOf(getDocs(collection(bob, 'orders/1/history')))).toBe('permission-denied');
  });

  it('allows a collection-group query that a recursive-wildcard rule allows', async () => {
    expect(await ids(query(collectionGroup(alice, 'reviews'), where('company', '==', 'acme')))).toEqual(['r1']);
    expect((await getCountFromServer(query(collectionGroup(bob, 'reviews'), where('company', '==', 'globex')))).data().count).toBe(1);
  });

  it('allows the same queries as aggregations and listeners', async () => {
    expect((await getCountFromServer(query(collection(alice, 'orders'), where('company', '==', 'acme')))).data().count).toBe(2);
    const size = await new Promise<number>((resolve, reject) => {
      const stop = onSnapshot(
        query(collection(alice, 'orders'), where('company', '==', 'acme')),
        (snap) => {
          stop();
          resolve(snap.size);
        },
        reject,
      );
    });
    expect(size).toBe(2);
  });

  it('keeps a live query allowed as documents enter it: it was judged once, by its constraints', async () => {
    const seen: string[][] = [];
    await new Promise<void>((resolve, reject) => {
      const stop = onSnapshot(
        query(collection(alice, 'orders'), where('company', '==', 'acme')),
        (snap) => {
          seen.push(snap.docs.map((d) => d.id).sort());
          if (seen.length === 1) void admin.doc('orders/4').set({ company: 'acme', createdBy: 'dana', status: 'pending' });
          else {
            stop();
            resolve();
          }
        },
        reject,
      );
    });
    expect(seen).toEqual([
      ['1', '2'],
      ['1', '2', '4'],
    ]);
    await admin.doc('orders/4').delete();
  });
});

describe('over REST', () => {
  const headers = () => ({
    Authorization: `Bearer ${emulatorToken(PROJECT, { sub: 'alice' })}`,
    'Content-Type': 'application/json',
  });
  const runQuery = (structuredQuery: object) =>
    fetch(restUrl(PROJECT, ':runQuery'), { method: 'POST', headers: headers(), body: JSON.stringify({ structuredQuery }) });

  it('answers a refused query with 403 and the denying rule, in the official emulator words', async () => {
    const res = await runQuery({
      from: [{ collectionId: 'orders' }],
      where: { fieldFilter: { field: { fieldPath: 'company' }, op: 'EQUAL', value: { stringValue: 'globex' } } },
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { status: string; message: string } };
    expect(body.error.status).toBe('PERMISSION_DENIED');
    // Both conditions of `allow read` on orders are false.
    expect(body.error.message).toBe(`\nfalse for 'list' @ L${ORDERS_READ}`);
  });

  it('judges runQuery and listDocuments by the same constraints', async () => {
    const allowed = await runQuery({
      from: [{ collectionId: 'orders' }],
      where: { fieldFilter: { field: { fieldPath: 'company' }, op: 'EQUAL', value: { stringValue: 'acme' } } },
    });
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as unknown[]).length).toBe(2);
    // Listing a collection is a query without filters.
    const list = await fetch(restUrl(PROJECT, '/orders'), { headers: headers() });
    expect(list.status).toBe(403);
    expect(((await list.json()) as { error: { message: string } }).error.message).toBe(
      `\nProperty company is undefined on object. for 'list' @ L${ORDERS_READ}`,
    );
    const drafts = await fetch(restUrl(PROJECT, '/users/alice/drafts'), { headers: headers() });
    expect(drafts.status).toBe(200);
  });
});
