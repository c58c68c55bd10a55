/**
 * Firestore security rules on writes: create / update / delete told apart, `request.resource` as the
 * commit leaves the document, `get()` before and `getAfter()` after a whole batch, `request.time`,
 * the owner's bypass, and the control endpoint's handling of rules (bad source, clearing data).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  increment,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { clearFirestore, testProject } from '../support/emulator.js';
import {
  clientFirestore,
  closeClients,
  codeOf,
  emulatorToken,
  firestoreRules,
  openRulesProject,
  putFirestoreRules,
  restUrl,
} from './support.js';

const PROJECT = testProject('rules-writes');

const RULES = firestoreRules(`
    function signedIn() { return request.auth != null; }

    match /posts/{id} {
      allow read: if true;
      allow create: if signedIn() && request.resource.data.author == request.auth.uid && request.resource.data.likes == 0;
      allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['likes'])
        && request.resource.data.likes == resource.data.likes + 1;
      allow delete: if signedIn() && resource.data.author == request.auth.uid;
    }

    match /stamps/{id} {
      allow read: if true;
      allow create: if request.resource.data.at == request.time;
    }

    // A balance changes only together with the ledger entry that explains it.
    match /accounts/{uid} {
      allow read: if request.auth.uid == uid;
      allow update: if request.auth.uid == uid
        && get(/databases/$(database)/documents/accounts/$(uid)).data.balance == resource.data.balance
        && getAfter(/databases/$(database)/documents/ledger/$(request.resource.data.lastEntry)).data.amount
             == request.resource.data.balance - resource.data.balance;
    }
    // A counter that moves by exactly one per ticket, as an order counter does.
    match /counters/{id} {
      allow read: if true;
      allow update: if request.resource.data.next == resource.data.next + 1
        && existsAfter(/databases/$(database)/documents/tickets/$(string(resource.data.next)));
    }
    match /tickets/{n} {
      allow read: if true;
      allow create: if getAfter(/databases/$(database)/documents/counters/c).data.next == int(n) + 1;
    }

    match /ledger/{entry} {
      allow read: if true;
      allow create: if existsAfter(/databases/$(database)/documents/accounts/$(request.auth.uid))
        && getAfter(/databases/$(database)/documents/accounts/$(request.auth.uid)).data.lastEntry == entry
        && !exists(/databases/$(database)/documents/ledger/$(entry));
    }
`);

let admin: AdminFirestore;
let alice: Firestore;
let bob: Firestore;
let anonymous: Firestore;

beforeAll(async () => {
  ({ admin, alice, bob, anonymous } = await openRulesProject(PROJECT, RULES, { alice: { sub: 'alice' }, bob: { sub: 'bob' } }));
});

afterAll(closeClients);

describe('create, update and delete', () => {
  it('judges a new document as a create, with request.resource as written', async () => {
    expect(await codeOf(setDoc(doc(alice, 'posts/p1'), { author: 'alice', likes: 0 }))).toBe('resolved');
    expect(await codeOf(setDoc(doc(alice, 'posts/p2'), { author: 'bob', likes: 0 }))).toBe('permission-denied');
    expect(await codeOf(setDoc(doc(anonymous, 'posts/p3'), { author: 'alice', likes: 0 }))).toBe('permission-denied');
    expect((await admin.doc('posts/p2').get()).exists).toBe(false);
  });

  it('judges a write to an existing document as an update, with transforms applied', async () => {
    await admin.doc('posts/u1').set({ author: 'alice', likes: 0 });
    // Re-creating is an update now, and this one changes more than the likes.
    expect(await codeOf(setDoc(doc(alice, 'posts/u1'), { author: 'alice', likes: 0, title: 'x' }))).toBe('permission-denied');
    // request.resource holds the incremented value.
    expect(await codeOf(updateDoc(doc(bob, 'posts/u1'), { likes: increment(1) }))).toBe('resolved');
    expect(await codeOf(updateDoc(doc(bob, 'posts/u1'), { likes: increment(2) }))).toBe('permission-denied');
    expect((await admin.doc('posts/u1').get()).get('likes')).toBe(1);
  });

  it('judges deletes with the stored document as resource', async () => {
    await admin.doc('posts/d1').set({ author: 'alice', likes: 3 });
    expect(await codeOf(deleteDoc(doc(bob, 'posts/d1')))).toBe('permission-denied');
    expect(await codeOf(deleteDoc(doc(alice, 'posts/d1')))).toBe('resolved');
    expect((await admin.doc('posts/d1').get()).exists).toBe(false);
  });

  it('rejects a whole batch when one of its writes is denied', async () => {
    const batch = writeBatch(alice);
    batch.set(doc(alice, 'posts/b1'), { author: 'alice', likes: 0 });
    batch.set(doc(alice, 'posts/b2'), { author: 'alice', likes: 5 });
    expect(await codeOf(batch.commit())).toBe('permission-denied');
    expect((await admin.doc('posts/b1').get()).exists).toBe(false);
  });

  it('compares request.time with server timestamps', async () => {
    expect(await codeOf(setDoc(doc(alice, 'stamps/s1'), { at: serverTimestamp() }))).toBe('resolved');
    const stamped: unknown = (await getDoc(doc(alice, 'stamps/s1'))).get('at');
    expect(stamped).toBeInstanceOf(Timestamp);
    // The time of an earlier request is not this request's.
    expect(await codeOf(setDoc(doc(alice, 'stamps/s2'), { at: stamped }))).toBe('permission-denied');
  });
});

describe('get() and getAfter() in a commit', () => {
  beforeAll(async () => {
    await admin.doc('accounts/alice').set({ balance: 10, lastEntry: 'e0' });
    await admin.doc('ledger/e0').set({ amount: 10 });
  });

  it('accepts a batch whose writes justify each other', async () => {
    const batch = writeBatch(alice);
    batch.update(doc(alice, 'accounts/alice'), { balance: 15, lastEntry: 'e1' });
    batch.set(doc(alice, 'ledger/e1'), { amount: 5 });
    expect(await codeOf(batch.commit())).toBe('resolved');
    expect((await getDoc(doc(alice, 'accounts/alice'))).data()).toEqual({ balance: 15, lastEntry: 'e1' });
  });

  it('denies the same change without the document getAfter() needs', async () => {
    expect(await codeOf(updateDoc(doc(alice, 'accounts/alice'), { balance: 20, lastEntry: 'e2' }))).toBe('permission-denied');
  });

  it('fails a stale transaction as a precondition, so the SDK retries it instead of the rules denying it', async () => {
    await admin.doc('counters/c').set({ next: 1 });
    // Both transactions read next = 1 before either commits; the loser must be retried with next = 2.
    let reads = 0;
    let bothRead!: () => void;
    const barrier = new Promise<void>((resolve) => (bothRead = resolve));
    const take = (db: Firestore) =>
      runTransaction(db, async (tx) => {
        const next = (await tx.get(doc(db, 'counters/c'))).get('next') as number;
        if (++reads === 2) bothRead();
        await barrier;
        tx.update(doc(db, 'counters/c'), { next: next + 1 });
        tx.set(doc(db, `tickets/${next}`), { by: 'x' });
        return next;
      });
    const numbers = await Promise.all([take(alice), take(bob)]);
    expect([...numbers].sort()).toEqual([1, 2]);
    // Two first attempts, then the loser's retry.
    expect(reads).toBe(3);
    expect((await admin.doc('counters/c').get()).get('next')).toBe(3);
  });

  it('denies a batch whose after-state does not add up', async () => {
    const batch = writeBatch(alice);
    batch.update(doc(alice, 'accounts/alice'), { balance: 100, lastEntry: 'e3' });
    batch.set(doc(alice, 'ledger/e3'), { amount: 5 });
    expect(await codeOf(batch.commit())).toBe('permission-denied');
  });

  it('evaluates get() against the state before the commit', async () => {
    // get() must see the stored balance (15), not the written one, or the rule would deny.
    const batch = writeBatch(alice);
    batch.update(doc(alice, 'accounts/alice'), { balance: 18, lastEntry: 'e4' });
    batch.set(doc(alice, 'ledger/e4'), { amount: 3 });
    expect(await codeOf(batch.commit())).toBe('resolved');
    // Writing an entry that already exists is an update, which no rule allows.
    const replay = writeBatch(alice);
    replay.update(doc(alice, 'accounts/alice'), { balance: 21, lastEntry: 'e4' });
    replay.set(doc(alice, 'ledger/e4'), { amount: 3 });
    expect(await codeOf(replay.commit())).toBe('permission-denied');
  });
});

describe('privileges and control', () => {
  it('lets the owner write anything', async () => {
    const owner = clientFirestore(PROJECT, 'owner');
    expect(await codeOf(setDoc(doc(owner, 'posts/o1'), { author: 'nobody', likes: 99 }))).toBe('resolved');
    await admin.doc('accounts/alice').update({ balance: 1000 });
    expect((await admin.doc('accounts/alice').get()).get('balance')).toBe(1000);
  });

  it('answers PERMISSION_DENIED on REST with HTTP 403', async () => {
    const res = await fetch(restUrl(PROJECT, ':commit'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${emulatorToken(PROJECT, { sub: 'bob' })}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [{ update: { name: `projects/${PROJECT}/databases/(default)/documents/posts/r1`, fields: { author: { stringValue: 'alice' }, likes: { integerValue: '0' } } } }],
      }),
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { status: string } };
    expect(body.error.status).toBe('PERMISSION_DENIED');
  });

  it('refuses rules that do not compile with 400 and keeps the previous rules', async () => {
    const res = await putFirestoreRules(PROJECT, firestoreRules('    allow read: if ;'));
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/\S/);
    expect(await codeOf(setDoc(doc(anonymous, 'posts/after-bad-rules'), { author: 'x', likes: 0 }))).toBe('permission-denied');
  });

  it('keeps the rules when the data is cleared', async () => {
    await clearFirestore(PROJECT);
    expect(await codeOf(setDoc(doc(bob, 'posts/after-clear'), { author: 'alice', likes: 0 }))).toBe('permission-denied');
    expect(await codeOf(setDoc(doc(bob, 'posts/after-clear'), { author: 'bob', likes: 0 }))).toBe('resolved');
  });

  it('allows everything in a project without rules', async () => {
    const other = testProject('rules-none');
    await clearFirestore(other);
    const db = clientFirestore(other);
    expect(await codeOf(setDoc(doc(db, 'anything/at-all'), { free: true }))).toBe('resolved');
    expect((await getDoc(doc(db, 'anything/at-all'))).get('free')).toBe(true);
  });
});
