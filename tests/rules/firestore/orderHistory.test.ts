/**
 * firestore.rules, `orders/{id}/history/{seq}`: what an entry itself must say, beyond what its order's rule
 * checks (the kind and the statuses of a change). An entry is stored under its own number, which is the
 * order's historyCount, says who wrote it and when, carries a note and a list of changes, ends at the
 * order's status, and is written only in the commit that changes its order.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, increment, setDoc, type WriteBatch, type Firestore } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { orderDocument, seededOrder, writtenEntry } from '../support/documents';
import { COUNTER, editPending, historyPath, moveStatus, submit } from '../support/orderWrites';
import {
  admin,
  colleague,
  companyDocuments,
  dealer,
  displayName,
  manager,
  peopleDocuments,
  unnamedUserDocument,
  withoutName,
  type Person,
} from '../support/people';

const NEXT = 1010;
const pending = orderDocument({ number: 1001 });
const received = orderDocument({ number: 1002, status: 'order received' });
/** Its historyCount is 2, but entry 2 was never stored (an order whose newest entry went missing). */
const incomplete = orderDocument({ number: 1003, status: 'order received' });

const rules = useRulesTestEnvironment('orderHistory', {
  beforeEachTest: (harness) => {
    const { [historyPath(incomplete.id, 2)]: _missing, ...incompleteWithoutItsLastEntry } = seededOrder(incomplete);
    return harness.seed({
      ...peopleDocuments(),
      ...companyDocuments(),
      [COUNTER]: { next: NEXT },
      ...seededOrder(pending),
      ...seededOrder(received),
      ...incompleteWithoutItsLastEntry,
    });
  },
});

const read = async (path: string) => (await getDoc(doc(rules.db(admin), path))).data();

/** An entry of `received` moving on to 'shipped', as its status change writes it, under `path` instead. */
function shippedEntryAt(db: Firestore, by: Person, path: string, fields: Record<string, unknown> = {}) {
  return (batch: WriteBatch) => {
    const seq = received.historyCount + 1;
    batch.set(doc(db, path), { ...writtenEntry({ seq, kind: 'status', from: received.status, to: 'shipped', note: 'Moved on.' }, by), ...fields });
  };
}

describe('order history: create', () => {
  it("denies a first entry that does not end at the order's status, pending", async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { entry: { to: 'order received' } }));
    await assertFails(submit(db, dealer, NEXT, { entry: { to: 'cancelled' } }));
  });

  it('denies a first entry that comes from a status', async () => {
    const db = rules.db(dealer);
    await assertFails(submit(db, dealer, NEXT, { entry: { from: 'order received' } }));
    await assertFails(submit(db, dealer, NEXT, { entry: { from: 'cancelled' } }));
  });

  it('denies an entry whose id is not its number', async () => {
    await assertFails(submit(rules.db(dealer), dealer, NEXT, { entry: { id: 'first' } }));
    await assertFails(editPending(rules.db(dealer), dealer, pending, { entry: { id: String(pending.historyCount) } }));
    await assertFails(moveStatus(rules.db(admin), admin, received, 'shipped', { entry: { id: 'latest' } }));
  });

  it("denies an entry whose author's name is not text", async () => {
    await assertFails(submit(rules.db(dealer), dealer, NEXT, { entry: { byName: null } }));
    await assertFails(editPending(rules.db(dealer), dealer, pending, { entry: { byName: 42 } }));
    await assertFails(moveStatus(rules.db(admin), admin, received, 'shipped', { entry: { byName: { first: 'Ada' } } }));
  });

  it("denies an entry under a name other than its author's own: another person's, a made-up one, an empty one", async () => {
    for (const byName of [displayName(colleague), 'IT Security', '']) {
      await assertFails(submit(rules.db(dealer), dealer, NEXT, { entry: { byName } }));
      await assertFails(editPending(rules.db(dealer), dealer, pending, { entry: { byName } }));
      await assertFails(moveStatus(rules.db(admin), admin, received, 'shipped', { entry: { byName } }));
    }
  });

  it('lets authors whose user documents have no name write their entries under their email addresses', async () => {
    await rules.seed({ ...unnamedUserDocument(dealer), ...unnamedUserDocument(admin) });
    await assertSucceeds(submit(rules.db(dealer), withoutName(dealer), NEXT));
    await assertSucceeds(editPending(rules.db(dealer), withoutName(dealer), pending));
    await assertSucceeds(moveStatus(rules.db(admin), withoutName(admin), received, 'shipped'));
    expect(await read(historyPath(NEXT, 1))).toMatchObject({ by: dealer.uid, byName: dealer.email });
    expect(await read(historyPath(pending.id, 2))).toMatchObject({ by: dealer.uid, byName: dealer.email });
    expect(await read(historyPath(received.id, 3))).toMatchObject({ by: admin.uid, byName: admin.email });
  });

  it('denies an entry whose note is not text', async () => {
    await assertFails(submit(rules.db(dealer), dealer, NEXT, { entry: { note: null } }));
    await assertFails(editPending(rules.db(dealer), dealer, pending, { entry: { note: ['Call first.'] } }));
    await assertFails(moveStatus(rules.db(admin), admin, received, 'shipped', { entry: { note: 7 } }));
  });

  it('denies an entry whose changes are not a list', async () => {
    await assertFails(submit(rules.db(dealer), dealer, NEXT, { entry: { changes: null } }));
    await assertFails(editPending(rules.db(dealer), dealer, pending, { entry: { changes: { path: 'notes' } } }));
    await assertFails(moveStatus(rules.db(admin), admin, received, 'shipped', { entry: { changes: 'none' } }));
  });

  it("denies a second copy of a change's entry stored under another spelling of its number", async () => {
    const db = rules.db(admin);
    const seq = received.historyCount + 1;
    const padded = `orders/${received.id}/history/0${seq}`;
    await assertFails(moveStatus(db, admin, received, 'shipped', { also: shippedEntryAt(db, admin, padded, { id: `0${seq}` }) }));
  });

  it("denies a second copy of a change's entry numbered with a decimal number", async () => {
    const db = rules.db(admin);
    const seq = received.historyCount + 1;
    // Stored as the decimal 3.0: half of it written, the other half added in the same commit.
    const decimal = `orders/${received.id}/history/${seq}.0`;
    const copy = (batch: WriteBatch) => {
      shippedEntryAt(db, admin, decimal, { id: `${seq}.0`, seq: seq / 2 })(batch);
      batch.update(doc(db, decimal), { seq: increment(seq / 2) });
    };
    await assertFails(moveStatus(db, admin, received, 'shipped', { also: copy }));
  });

  it("denies filling in an order's missing newest entry without changing the order", async () => {
    const entry = writtenEntry({ seq: incomplete.historyCount, kind: 'status', from: 'pending', to: incomplete.status }, admin);
    await assertFails(setDoc(doc(rules.db(admin), historyPath(incomplete.id, incomplete.historyCount)), entry));
  });

  it('lets a submission, an edit and a status change each write their entry', async () => {
    await assertSucceeds(submit(rules.db(dealer), dealer, NEXT));
    await assertSucceeds(editPending(rules.db(manager), manager, pending));
    await assertSucceeds(moveStatus(rules.db(admin), admin, received, 'shipped'));
    expect(await read(historyPath(NEXT, 1))).toMatchObject({ id: '1', seq: 1, kind: 'submitted', from: null, to: 'pending' });
    expect(await read(historyPath(pending.id, 2))).toMatchObject({ id: '2', seq: 2, kind: 'edited', from: 'pending', to: 'pending' });
    expect(await read(historyPath(received.id, 3))).toMatchObject({ id: '3', kind: 'status', from: 'order received', to: 'shipped', note: 'Moved on.' });
  });
});
