/**
 * Transactions through firebase-admin over gRPC: what they read and return, what they leave, how a failing one
 * ends, and how conflicts end (two transactions on one document, a write from outside between a transaction's read
 * and its commit, several increments racing). Conflicting steps run concurrently on purpose; the comparison looks
 * at outcomes as a whole (which codes occurred, what the documents hold), never at which racer won.
 */
import fc from 'fast-check';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { canonical, type Canonical } from './canonical.js';
import { adminClients, compareBoth, sample, type PerSide, type SuiteContext } from './context.js';
import { errorCode } from './outcome.js';

const SUITE = 'transactions';
const PROJECT = 'demo-differential-transactions';
const ROUNDS = 3;

const DOCS = ['t/a', 't/b', 't/c'];

interface Round {
  /** The starting value of each document's counter, or null for no document. */
  start: (number | null)[];
  tags: ('red' | 'blue')[];
  increment: number;
  racers: number;
  target: number;
}

const roundArb: fc.Arbitrary<Round> = fc.record({
  start: fc.array(fc.option(fc.integer({ min: -3, max: 5 }), { nil: null }), { minLength: DOCS.length, maxLength: DOCS.length }),
  tags: fc.array(fc.constantFrom<'red' | 'blue'>('red', 'blue'), { minLength: DOCS.length, maxLength: DOCS.length }),
  increment: fc.integer({ min: 1, max: 4 }),
  racers: fc.integer({ min: 2, max: 5 }),
  target: fc.integer({ min: 0, max: DOCS.length - 1 }),
});

async function documents(db: Firestore): Promise<Canonical> {
  const snaps = await db.getAll(...DOCS.map((p) => db.doc(p)));
  return snaps.map((s) => [s.ref.path, s.exists ? canonical(s.data()) : 'missing']);
}

/** The counter a transaction read, as a number (0 for no document or no counter). */
function counter(snapshot: FirebaseFirestore.DocumentSnapshot): number {
  const n = snapshot.get('n') as bigint | number | undefined;
  return n === undefined ? 0 : Number(n);
}

async function settle(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (err) {
    return errorCode(err);
  }
}

/** A resolvable promise: one step of a transaction waits for another's to have happened. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

async function seed(db: Firestore, round: Round): Promise<Canonical> {
  const batch = db.batch();
  DOCS.forEach((path, i) => {
    const n = round.start[i];
    if (n === null || n === undefined) batch.delete(db.doc(path));
    else batch.set(db.doc(path), { n: BigInt(n), tag: round.tags[i] });
  });
  await batch.commit();
  return documents(db);
}

const scenarios: [name: string, run: (db: Firestore, round: Round) => Promise<Canonical>][] = [
  [
    'read, then write what was read plus an increment',
    async (db, round) => {
      const path = DOCS[round.target]!;
      const returned = await db.runTransaction(async (t) => {
        const snapshot = await t.get(db.doc(path));
        t.set(db.doc(path), { n: BigInt(counter(snapshot) + round.increment), tag: 'red' }, { merge: true });
        return [snapshot.exists, counter(snapshot)];
      });
      return [canonical(returned), await documents(db)];
    },
  ],
  [
    'read a query, then write its size',
    async (db) => {
      const returned = await db.runTransaction(async (t) => {
        const snapshot = await t.get(db.collection('t').where('tag', '==', 'red').orderBy('n'));
        t.set(db.doc('t/summary'), { reds: BigInt(snapshot.size) });
        return snapshot.docs.map((d) => d.ref.path);
      });
      const summary = await db.doc('t/summary').get();
      await db.doc('t/summary').delete();
      return [canonical(returned), canonical(summary.data())];
    },
  ],
  [
    'read several documents at once, then update the existing ones',
    async (db, round) => {
      const returned = await db.runTransaction(async (t) => {
        const snapshots = await t.getAll(...DOCS.map((p) => db.doc(p)));
        for (const s of snapshots) if (s.exists) t.update(s.ref, { n: BigInt(counter(s) * 2 + round.increment) });
        return snapshots.map((s) => s.exists);
      });
      return [canonical(returned), await documents(db)];
    },
  ],
  [
    'give up after reading (the function throws): nothing written',
    async (db, round) => {
      const outcome = await settle(
        db.runTransaction(async (t) => {
          await t.get(db.doc(DOCS[round.target]!));
          t.delete(db.doc(DOCS[round.target]!));
          throw new Error('changed my mind');
        }),
      );
      return [outcome, await documents(db)];
    },
  ],
  [
    'create a document that may exist, in a transaction',
    async (db, round) => {
      const outcome = await settle(
        db.runTransaction(async (t) => {
          await t.get(db.doc(DOCS[(round.target + 1) % DOCS.length]!));
          t.create(db.doc(DOCS[round.target]!), { n: 100n });
        }, { maxAttempts: 1 }),
      );
      return [outcome, await documents(db)];
    },
  ],
  [
    'update a document that may not exist, in a transaction',
    async (db, round) => {
      const outcome = await settle(db.runTransaction(async (t) => t.update(db.doc(DOCS[round.target]!), { n: 7n }), { maxAttempts: 1 }));
      return [outcome, await documents(db)];
    },
  ],
  [
    'read only',
    async (db) => {
      const returned = await db.runTransaction(async (t) => (await t.getAll(...DOCS.map((p) => db.doc(p)))).map((s) => counter(s)), {
        readOnly: true,
      });
      return canonical(returned);
    },
  ],
  [
    'two transactions read the same document, then both write it (one attempt each)',
    async (db, round) => {
      const path = DOCS[round.target]!;
      const bothRead = [signal(), signal()];
      const run = (i: number) =>
        db.runTransaction(
          async (t: Transaction) => {
            const snapshot = await t.get(db.doc(path));
            bothRead[i]!.fire();
            await Promise.all(bothRead.map((s) => s.promise));
            t.set(db.doc(path), { n: BigInt(counter(snapshot) + 10 * (i + 1)) });
          },
          { maxAttempts: 1 },
        );
      const outcomes = (await Promise.all([settle(run(0)), settle(run(1))])).sort();
      const after = counter(await db.doc(path).get());
      const start = round.start[round.target] ?? 0;
      // Which one won is the servers' own business; that exactly one write landed, on the value both read, is not.
      const landed = after === start ? 'nothing landed' : after === start + 10 || after === start + 20 ? 'one write landed' : `n is ${after}`;
      return [outcomes, landed];
    },
  ],
  [
    'a write from outside between a transaction read and its commit (one attempt)',
    async (db, round) => {
      const path = DOCS[round.target]!;
      let outside: Promise<string> | undefined;
      const inside = await settle(
        db.runTransaction(
          async (t) => {
            const snapshot = await t.get(db.doc(path));
            outside = settle(db.doc(path).set({ n: 1000n }));
            t.set(db.doc(path), { n: BigInt(counter(snapshot) + 1) });
          },
          { maxAttempts: 1 },
        ),
      );
      return [inside, await outside!, await documents(db)];
    },
  ],
  [
    'increments racing, retried until each lands',
    async (db, round) => {
      const path = DOCS[round.target]!;
      const racers = Array.from({ length: round.racers }, () =>
        settle(
          db.runTransaction(async (t) => {
            const snapshot = await t.get(db.doc(path));
            t.set(db.doc(path), { n: BigInt(counter(snapshot) + 1) }, { merge: true });
          }),
        ),
      );
      return [(await Promise.all(racers)).sort(), await documents(db)];
    },
  ],
];

export async function runTransactionSuite(context: SuiteContext): Promise<void> {
  const db: PerSide<Firestore> = await adminClients(context, PROJECT);
  const rounds = sample(roundArb, context.seed + 7919, ROUNDS * scenarios.length);
  for (const [index, round] of rounds.entries()) {
    const [name, run] = scenarios[index % scenarios.length]!;
    const label = `${name} (start ${JSON.stringify(round.start)}, tags ${round.tags.join('/')}, target ${DOCS[round.target]}, +${round.increment}, ${round.racers} racers)`;
    await compareBoth(context, SUITE, `seed documents for: ${label}`, (side) => seed(db[side], round));
    await compareBoth(context, SUITE, label, (side) => run(db[side], round));
  }
}
