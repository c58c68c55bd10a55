/**
 * Firestore security rules on reads, through the web SDK in Node: document gets, queries judged by
 * their constraints (what every document they may return is guaranteed to hold; more in
 * firestore-queries.test.ts), aggregations, listeners and transaction reads. firebase-admin (the
 * owner) seeds the data and is never restricted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collection,
  doc,
  DocumentReference,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  where,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreError,
  type Query,
} from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { testProject } from '../support/emulator.js';
import { clientFirestore, closeClients, codeOf, firestoreRules, openRulesProject } from './support.js';

const PROJECT = testProject('rules-reads');

const RULES = firestoreRules(`
    match /notes/{id} {
      allow get: if request.auth != null && (resource == null || resource.data.owner == request.auth.uid);
      allow list: if request.auth != null && resource.data.owner == request.auth.uid;
      allow update: if resource.data.owner == request.auth.uid && request.resource.data.owner == resource.data.owner;
    }
    match /open/{id} {
      allow read: if true;
    }
    match /profiles/{uid} {
      allow read: if request.auth.uid == uid && request.auth.token.email_verified == true;
    }
`);

let admin: AdminFirestore;
let alice: Firestore;
let bob: Firestore;
let anonymous: Firestore;

beforeAll(async () => {
  ({ admin, alice, bob, anonymous } = await openRulesProject(PROJECT, RULES, {
    alice: { sub: 'alice', email: 'alice@example.com', email_verified: true },
    bob: { sub: 'bob', email: 'bob@example.com', email_verified: false },
  }));
  const batch = admin.batch();
  batch.set(admin.doc('notes/a1'), { owner: 'alice', rank: 1 });
  batch.set(admin.doc('notes/a2'), { owner: 'alice', rank: 2 });
  batch.set(admin.doc('notes/b1'), { owner: 'bob', rank: 3 });
  batch.set(admin.doc('open/x'), { n: 1 });
  batch.set(admin.doc('profiles/alice'), { name: 'Alice' });
  batch.set(admin.doc('profiles/bob'), { name: 'Bob' });
  await batch.commit();
});

afterAll(closeClients);

describe('get', () => {
  it('allows reading what the rules allow and denies the rest', async () => {
    expect((await getDoc(doc(alice, 'notes/a1'))).data()).toEqual({ owner: 'alice', rank: 1 });
    expect(await codeOf(getDoc(doc(alice, 'notes/b1')))).toBe('permission-denied');
    expect(await codeOf(getDoc(doc(anonymous, 'notes/a1')))).toBe('permission-denied');
  });

  it('judges a missing document with resource null', async () => {
    const missing = await getDoc(doc(alice, 'notes/nothing-here'));
    expect(missing.exists()).toBe(false);
    expect(await codeOf(getDoc(doc(anonymous, 'notes/nothing-here')))).toBe('permission-denied');
  });

  it('sees the token claims in request.auth.token', async () => {
    expect((await getDoc(doc(alice, 'profiles/alice'))).get('name')).toBe('Alice');
    // Bob's email is not verified.
    expect(await codeOf(getDoc(doc(bob, 'profiles/bob')))).toBe('permission-denied');
  });

  it('lets the owner read everything', async () => {
    expect((await admin.doc('notes/b1').get()).get('owner')).toBe('bob');
    const owner = clientFirestore(PROJECT, 'owner');
    expect((await getDoc(doc(owner, 'notes/b1'))).get('owner')).toBe('bob');
  });
});

describe('queries', () => {
  it('allows a query whose constraints match the rules', async () => {
    const snap = await getDocs(query(collection(alice, 'notes'), where('owner', '==', 'alice')));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['a1', 'a2']);
  });

  it('denies a query that could return a forbidden document, even if its page would not', async () => {
    expect(await codeOf(getDocs(collection(alice, 'notes')))).toBe('permission-denied');
    // The first result by rank is Alice's own, but the query is not restricted to her notes.
    expect(await codeOf(getDocs(query(collection(alice, 'notes'), orderBy('rank'), limit(1))))).toBe('permission-denied');
  });

  // Its constraints decide, never the documents it happens to match: with or without results alike.
  it('judges a query without results by its constraints', async () => {
    const mine = await getDocs(query(collection(alice, 'notes'), where('owner', '==', 'alice'), where('rank', '==', 99)));
    expect(mine.empty).toBe(true);
    expect(await codeOf(getDocs(query(collection(alice, 'notes'), where('rank', '==', 99))))).toBe('permission-denied');
  });

  it('applies the same rules to aggregations', async () => {
    const mine = await getCountFromServer(query(collection(alice, 'notes'), where('owner', '==', 'alice')));
    expect(mine.data().count).toBe(2);
    expect(await codeOf(getCountFromServer(collection(alice, 'notes')))).toBe('permission-denied');
  });

  it('allows everything in an open collection', async () => {
    expect((await getDocs(collection(anonymous, 'open'))).size).toBe(1);
  });
});

/** The error that ends a listener which must not receive any snapshot. */
function listenerError(target: DocumentReference | Query): Promise<FirestoreError> {
  return new Promise((resolve, reject) => {
    const onSnapshotReceived = () => reject(new Error('the listener received a snapshot'));
    const onError = (err: FirestoreError) => {
      stop();
      resolve(err);
    };
    // Two calls because onSnapshot's overloads take a reference or a query, not either.
    const stop =
      target instanceof DocumentReference
        ? onSnapshot(target, onSnapshotReceived, onError)
        : onSnapshot(target, onSnapshotReceived, onError);
  });
}

describe('listeners', () => {
  it('rejects a denied document listener with permission-denied', async () => {
    const error = await listenerError(doc(alice, 'notes/b1'));
    expect(error.code).toBe('permission-denied');
  });

  it('rejects a denied query listener with permission-denied', async () => {
    const error = await listenerError(collection(bob, 'notes'));
    expect(error.code).toBe('permission-denied');
  });

  it('serves an allowed listener, and ends it once a pushed document is no longer allowed', async () => {
    await admin.doc('notes/shared').set({ owner: 'alice', rank: 5 });
    const seen: DocumentSnapshot[] = [];
    const error = await new Promise<{ code: string }>((resolve) => {
      const stop = onSnapshot(
        doc(alice, 'notes/shared'),
        (snap) => {
          seen.push(snap);
          // Handing the note to Bob makes it unreadable for Alice.
          if (seen.length === 1) void admin.doc('notes/shared').update({ owner: 'bob' });
        },
        (err) => {
          stop();
          resolve(err);
        },
      );
    });
    expect(seen.map((s) => s.get('owner'))).toEqual(['alice']);
    expect(error.code).toBe('permission-denied');
  });

  it('keeps other listeners of the same client working after one is denied', async () => {
    const denied = listenerError(doc(alice, 'notes/b1')).then((err) => err.code);
    const allowed = new Promise<number>((resolve, reject) => {
      const stop = onSnapshot(
        query(collection(alice, 'notes'), where('owner', '==', 'alice')),
        (snap) => {
          stop();
          resolve(snap.size);
        },
        reject,
      );
    });
    expect(await denied).toBe('permission-denied');
    expect(await allowed).toBeGreaterThanOrEqual(2);
  });
});

describe('transactions', () => {
  it('denies a transaction that reads a forbidden document', async () => {
    const result = runTransaction(alice, async (tx) => {
      await tx.get(doc(alice, 'notes/b1'));
    });
    expect(await codeOf(result)).toBe('permission-denied');
  });

  it('runs a transaction whose reads and writes are allowed', async () => {
    const ref = doc(alice, 'notes/a2');
    const rank = await runTransaction(alice, async (tx) => {
      const next = (await tx.get(ref)).get('rank') + 10;
      tx.update(ref, { rank: next });
      return next;
    });
    expect(rank).toBe(12);
    expect((await admin.doc('notes/a2').get()).get('rank')).toBe(12);
  });
});
