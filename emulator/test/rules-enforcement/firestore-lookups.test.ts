/**
 * Production's limits on document lookups in rules (get, exists, getAfter, existsAfter): 10 distinct
 * documents for a single-document request, 20 for a batched write or a transaction's commit as a
 * whole (10 for each of its writes); a document read again is cached and counts once. Past a limit
 * the request is refused, whatever the rest of the rules say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc, runTransaction, writeBatch, type Firestore } from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { testProject } from '../support/emulator.js';
import { closeClients, codeOf, firestoreRules, openRulesProject } from './support.js';

const PROJECT = testProject('rules-lookups');

/** `exists()` of keys/{group}-1 … keys/{group}-{n}, for n up to 11, short-circuited past n. */
const chain = Array.from({ length: 11 }, (_, i) =>
  i === 0 ? 'exists(key(group, 1))' : `(n < ${i + 1} || exists(key(group, ${i + 1})))`,
).join(' && ');

const RULES = firestoreRules(`
    function key(group, i) { return /databases/$(database)/documents/keys/$(group + '-' + string(i)); }
    function reads(group, n) { return ${chain}; }

    match /keys/{id} {
      allow read: if true;
    }
    match /reads/{id} {
      allow get: if reads(resource.data.group, resource.data.n);
    }
    match /writes/{id} {
      allow read: if true;
      allow create: if reads(request.resource.data.group, request.resource.data.n);
    }
`);

/** What the limits say when a request passes them. */
const limitMessage = (n: number) => `Unable to evaluate the expression as the maximum of ${n} get/exists calls has been reached.`;

let admin: AdminFirestore;
let alice: Firestore;

beforeAll(async () => {
  ({ admin, alice } = await openRulesProject(PROJECT, RULES, { alice: { sub: 'alice' } }));
  const batch = admin.batch();
  for (const group of ['a', 'b', 'c']) for (let i = 1; i <= 11; i++) batch.set(admin.doc(`keys/${group}-${i}`), { i });
  batch.set(admin.doc('reads/ten'), { group: 'a', n: 10 });
  batch.set(admin.doc('reads/eleven'), { group: 'a', n: 11 });
  await batch.commit();
});

afterAll(closeClients);

/** The error message of a refused call. */
async function messageOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the call succeeded');
}

describe('a single-document request', () => {
  it('reads 10 documents in its rules', async () => {
    expect((await getDoc(doc(alice, 'reads/ten'))).get('n')).toBe(10);
  });

  it('is refused at the 11th, with production’s message', async () => {
    expect(await codeOf(getDoc(doc(alice, 'reads/eleven')))).toBe('permission-denied');
    expect(await messageOf(getDoc(doc(alice, 'reads/eleven')))).toMatch(
      new RegExp(`^\\n${limitMessage(10).replace(/[.()]/g, '\\$&')} for 'get' @ L\\d+$`),
    );
  });
});

describe('a batched write or a transaction', () => {
  const write = (batch: ReturnType<typeof writeBatch>, id: string, group: string, n: number) =>
    batch.set(doc(alice, 'writes', id), { group, n });

  it('reads 20 documents across its writes', async () => {
    const batch = writeBatch(alice);
    write(batch, 'w1', 'a', 10);
    write(batch, 'w2', 'b', 10);
    expect(await codeOf(batch.commit())).toBe('resolved');
  });

  it('counts a document its writes read again once', async () => {
    const batch = writeBatch(alice);
    write(batch, 'w3', 'a', 10);
    write(batch, 'w4', 'a', 10);
    write(batch, 'w5', 'b', 10);
    expect(await codeOf(batch.commit())).toBe('resolved');
  });

  it('is refused at the 21st, as a whole', async () => {
    const batch = writeBatch(alice);
    write(batch, 'w6', 'a', 10);
    write(batch, 'w7', 'b', 10);
    write(batch, 'w8', 'c', 1);
    expect(await messageOf(batch.commit())).toContain(`${limitMessage(20)} for 'create' @ L`);
    expect((await admin.doc('writes/w6').get()).exists).toBe(false);
  });

  it('still allows each write only 10', async () => {
    const batch = writeBatch(alice);
    write(batch, 'w9', 'c', 11);
    expect(await messageOf(batch.commit())).toContain(`${limitMessage(10)} for 'create' @ L`);
  });

  it('applies the same limit to a transaction’s commit', async () => {
    const over = runTransaction(alice, async (tx) => {
      await tx.get(doc(alice, 'keys/a-1'));
      tx.set(doc(alice, 'writes/t1'), { group: 'a', n: 10 });
      tx.set(doc(alice, 'writes/t2'), { group: 'b', n: 10 });
      tx.set(doc(alice, 'writes/t3'), { group: 'c', n: 1 });
    });
    expect(await codeOf(over)).toBe('permission-denied');
    const within = runTransaction(alice, async (tx) => {
      await tx.get(doc(alice, 'keys/a-1'));
      tx.set(doc(alice, 'writes/t1'), { group: 'a', n: 10 });
      tx.set(doc(alice, 'writes/t2'), { group: 'b', n: 10 });
    });
    expect(await codeOf(within)).toBe('resolved');
  });
});
