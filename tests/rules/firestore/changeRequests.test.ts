/**
 * firestore.rules, `changeRequests`: a company's active users file them in their own name, now, pending and
 * undecided, for an active order of their company that is past pending, against its current revision and
 * number; only admins decide, once: a rejection says why, an approval applies the proposed content to the
 * order in the same commit. The company and admins read them; nobody deletes them.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc, where, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { companyScopedGetCases, expectNobodyDeletes } from '../support/companyScopedCases';
import { buildingContent, changeRequestDocument, day, filedChangeRequest, orderDocument, seededOrder } from '../support/documents';
import { applyContentUpdate, approvedEntry, historyPath, orderPath } from '../support/orderWrites';
import type { ChangeRequest, Order, OrderContent } from '../../../src/types/orders';
import {
  CA,
  US,
  admin,
  colleague,
  companyDocuments,
  dealer,
  displayName,
  inactive,
  manager,
  newcomer,
  otherDealer,
  otherManager,
  peopleDocuments,
  unnamedUserDocument,
  withoutName,
  type Person,
} from '../support/people';

const caPending = orderDocument({ number: 1001 });
const caReceived = orderDocument({ number: 1002, status: 'order received', content: buildingContent() });
const usReceived = orderDocument({ number: 1003, status: 'pre production', by: otherDealer });
const caDelivered = orderDocument({ number: 1004, status: 'delivered' });
const caCancelled = orderDocument({ number: 1005, status: 'cancelled', soNumber: null });
/** Edited twice since it was received: revision 3. */
const caMovedOn = orderDocument({ number: 1006, status: 'drawings stamped', revision: 3, historyCount: 4 });

const caRequest = changeRequestDocument(caReceived, { id: 'ca-pending', createdBy: colleague.uid });
const usRequest = changeRequestDocument(usReceived, { id: 'us-pending' });
const caRejected = changeRequestDocument(caReceived, {
  id: 'ca-rejected', status: 'rejected', decidedBy: admin.uid, decidedByName: 'Alex Morgan', decidedDate: day(5), decisionNote: 'Already cut.',
});
const caStale = changeRequestDocument({ ...caMovedOn, revision: 2 }, { id: 'ca-stale' });
const seededRequests = [caRequest, usRequest, caRejected, caStale];

const rules = useRulesTestEnvironment('change-requests', {
  beforeEachTest: (harness) =>
    harness.seed({
      ...peopleDocuments(),
      ...companyDocuments(),
      ...Object.assign({}, ...[caPending, caReceived, usReceived, caDelivered, caCancelled, caMovedOn].map(seededOrder)),
      ...Object.fromEntries(seededRequests.map((r) => [`changeRequests/${r.id}`, r])),
    }),
});

const requests = collectionAccess('changeRequests');
const { ref: requestRef, list: listRequests } = requests;
const file = (db: Firestore, order: Order, by: Person, overrides: DocumentData = {}, id = 'new-request') =>
  setDoc(requestRef(db, id), { ...filedChangeRequest(order, id, by), ...overrides });

/** What an admin's decision writes on the request. */
const decision = (status: 'approved' | 'rejected', by: Person, note: string) => ({
  status, decidedBy: by.uid, decidedByName: displayName(by), decidedDate: serverTimestamp(), decisionNote: note,
});

/** The approval transaction: the request decided, the order given the proposed content, its history entry. */
function approve(
  db: Firestore,
  request: ChangeRequest,
  order: Order,
  options: { request?: DocumentData; order?: DocumentData; withOrder?: boolean; by?: Person } = {},
) {
  const by = options.by ?? admin;
  const batch = writeBatch(db);
  batch.update(requestRef(db, request.id), { ...decision('approved', by, ''), ...options.request });
  if (options.withOrder !== false) {
    batch.update(doc(db, orderPath(order.id)), { ...applyContentUpdate(order, request.proposed), ...options.order });
    batch.set(doc(db, historyPath(order.id, order.historyCount + 1)), approvedEntry(order, by, request.changes));
  }
  return batch.commit();
}

describe('changeRequests: get', () => {
  companyScopedGetCases(rules, requests, { own: caRequest, ownForManager: caRejected, foreign: usRequest }, { one: 'change request' });
});

describe('changeRequests: list', () => {
  it('denies a visitor and an account without a user document', async () => {
    await assertFails(listRequests(rules.guestDb(), where('company', '==', CA)));
    await assertFails(listRequests(rules.db(newcomer), where('company', '==', CA)));
  });

  // Each query matches another company's request too: the local server judges a query by what it matches,
  // production by its filters, and both deny these.
  it('denies dealers and managers of either company listing without the company filter', async () => {
    for (const who of [dealer, manager, otherDealer, otherManager]) {
      await assertFails(listRequests(rules.db(who)));
      await assertFails(listRequests(rules.db(who), where('status', '==', 'pending')));
    }
  });

  it('denies listing another company, and a disabled user their own', async () => {
    await assertFails(listRequests(rules.db(dealer), where('company', '==', US)));
    await assertFails(listRequests(rules.db(otherManager), where('company', '==', CA)));
    await assertFails(listRequests(rules.db(inactive), where('company', '==', CA)));
  });

  it("lets a dealer and a manager list their company's, for one order too", async () => {
    const own = await assertSucceeds(listRequests(rules.db(dealer), where('company', '==', CA)));
    expect(ids(own)).toEqual([caRequest.id, caRejected.id, caStale.id].sort());
    const ofOrder = await assertSucceeds(listRequests(rules.db(manager), where('company', '==', CA), where('order', '==', caReceived.id)));
    expect(ids(ofOrder)).toEqual([caRequest.id, caRejected.id].sort());
    expect(ids(await assertSucceeds(listRequests(rules.db(otherDealer), where('company', '==', US))))).toEqual([usRequest.id]);
  });

  it("lets an admin list every company's pending ones (the review queue)", async () => {
    const pending = await assertSucceeds(listRequests(rules.db(admin), where('status', '==', 'pending')));
    expect(ids(pending)).toEqual([caRequest.id, usRequest.id, caStale.id].sort());
  });
});

describe('changeRequests: create', () => {
  it('denies a visitor, an account without a user document and a disabled user', async () => {
    await assertFails(file(rules.guestDb(), caReceived, dealer));
    await assertFails(file(rules.db(newcomer), caReceived, dealer, { createdBy: newcomer.uid }));
    await assertFails(file(rules.db(inactive), caReceived, inactive));
  });

  it("denies a dealer and a manager of another company filing for the order, in either company's name", async () => {
    await assertFails(file(rules.db(otherDealer), caReceived, otherDealer));
    await assertFails(file(rules.db(otherManager), caReceived, otherManager, { company: US }));
    await assertFails(file(rules.db(dealer), usReceived, dealer, { company: CA }));
  });

  it('denies filing in somebody else’s name or at another time', async () => {
    await assertFails(file(rules.db(dealer), caReceived, colleague));
    await assertFails(file(rules.db(dealer), caReceived, dealer, { createdBy: colleague.uid }));
    await assertFails(file(rules.db(dealer), caReceived, dealer, { createdDate: day(4) }));
  });

  it('denies a filer name other than the filer’s own: another person’s, a made-up one, an empty one', async () => {
    const db = rules.db(dealer);
    await assertFails(file(db, caReceived, dealer, { createdByName: displayName(colleague) }));
    await assertFails(file(db, caReceived, dealer, { createdByName: 'IT Security' }));
    await assertFails(file(db, caReceived, dealer, { createdByName: '' }));
  });

  it('denies filing one already decided', async () => {
    const db = rules.db(dealer);
    await assertFails(file(db, caReceived, dealer, { status: 'approved' }));
    await assertFails(file(db, caReceived, dealer, { decidedBy: dealer.uid }));
    await assertFails(file(db, caReceived, dealer, { decidedByName: 'Dana' }));
    await assertFails(file(db, caReceived, dealer, { decidedDate: serverTimestamp() }));
    await assertFails(file(db, caReceived, dealer, { decisionNote: 'Approved by me.' }));
  });

  it('denies a request for a pending order (edited directly), a closed one, or one that does not exist', async () => {
    const db = rules.db(dealer);
    await assertFails(file(db, caPending, dealer));
    await assertFails(file(db, caDelivered, dealer));
    await assertFails(file(db, caCancelled, dealer));
    await assertFails(file(db, { ...caReceived, id: '9999', number: 9999 }, dealer));
  });

  it("denies a revision, number or type that is not the order's", async () => {
    const db = rules.db(dealer);
    await assertFails(file(db, caMovedOn, dealer, { revision: 2 }));
    await assertFails(file(db, caReceived, dealer, { orderNumber: 1003 }));
    await assertFails(file(db, caReceived, dealer, { orderType: 'parts' }));
    await assertFails(file(db, caReceived, dealer, { proposed: { ...caRequest.proposed, type: 'vp' } }));
  });

  it("denies an id field that is not the document's", async () => {
    await assertFails(file(rules.db(dealer), caReceived, dealer, { id: 'another-request' }));
  });

  it('denies a company name, filer name or reason that is not text, and changes that are not a list', async () => {
    const db = rules.db(dealer);
    await assertFails(file(db, caReceived, dealer, { companyName: null }));
    await assertFails(file(db, caReceived, dealer, { createdByName: 42 }));
    await assertFails(file(db, caReceived, dealer, { reason: null }));
    await assertFails(file(db, caReceived, dealer, { changes: { notes: 'Call before delivery.' } }));
  });

  it("denies a company name other than the order's", async () => {
    await assertFails(file(rules.db(dealer), caReceived, dealer, { companyName: 'IT Security Inc.' }));
  });

  it('denies fields the model does not have', async () => {
    await assertFails(file(rules.db(dealer), caReceived, dealer, { priority: 'urgent' }));
  });

  it('denies an admin filing one for a dealer company', async () => {
    await assertFails(file(rules.db(admin), caReceived, admin));
  });

  it("lets the company's dealers and managers file one for an active order past pending, in their own name", async () => {
    await assertSucceeds(file(rules.db(dealer), caReceived, dealer));
    await assertSucceeds(file(rules.db(manager), caMovedOn, manager, {}, 'second'));
    await assertSucceeds(file(rules.db(otherDealer), usReceived, otherDealer, {}, 'third'));
    expect((await getDoc(requestRef(rules.db(dealer), 'new-request'))).data()).toMatchObject({ status: 'pending', revision: 1 });
  });

  it('lets a filer whose user document has no name file under their email address', async () => {
    await rules.seed(unnamedUserDocument(dealer));
    await assertSucceeds(file(rules.db(dealer), caReceived, withoutName(dealer)));
    expect((await getDoc(requestRef(rules.db(dealer), 'new-request'))).data()).toMatchObject({ createdByName: dealer.email });
  });
});

describe('changeRequests: update (decisions)', () => {
  it('denies a visitor, an account without a user document and a disabled user', async () => {
    await assertFails(updateDoc(requestRef(rules.guestDb(), caRequest.id), decision('approved', admin, '')));
    await assertFails(updateDoc(requestRef(rules.db(newcomer), caRequest.id), decision('rejected', admin, 'No.')));
    await assertFails(updateDoc(requestRef(rules.db(inactive), caRequest.id), decision('rejected', inactive, 'No.')));
  });

  it("denies dealers and managers approving, rejecting or editing one, their company's included", async () => {
    for (const who of [dealer, manager, colleague, otherDealer, otherManager]) {
      const db = rules.db(who);
      await assertFails(updateDoc(requestRef(db, caRequest.id), decision('rejected', who, 'Changed my mind.')));
      await assertFails(updateDoc(requestRef(db, caRequest.id), { reason: 'More detail.' }));
      await assertFails(updateDoc(requestRef(db, caRequest.id), { 'proposed.notes': 'Something else.' }));
      await assertFails(approve(db, caRequest, caReceived, { request: { decidedBy: who.uid } }));
    }
  });

  it('denies a rejection without a note', async () => {
    const db = rules.db(admin);
    await assertFails(updateDoc(requestRef(db, caRequest.id), decision('rejected', admin, '')));
    await assertFails(updateDoc(requestRef(db, caRequest.id), decision('rejected', admin, '   ')));
    await assertFails(updateDoc(requestRef(db, caRequest.id), { ...decision('rejected', admin, 'x'), decisionNote: null }));
  });

  it('denies a decision in somebody else’s name or at another time, or of another status', async () => {
    const db = rules.db(admin);
    await assertFails(updateDoc(requestRef(db, caRequest.id), { ...decision('rejected', admin, 'No.'), decidedBy: dealer.uid }));
    await assertFails(updateDoc(requestRef(db, caRequest.id), { ...decision('rejected', admin, 'No.'), decidedDate: day(6) }));
    await assertFails(updateDoc(requestRef(db, caRequest.id), decision('withdrawn' as never, admin, 'No.')));
    await assertFails(updateDoc(requestRef(db, caRequest.id), { ...decision('rejected', admin, 'No.'), proposed: { ...caRequest.proposed, notes: 'Admin text.' } }));
  });

  it('denies a decider name other than the admin’s own: another person’s, a made-up one, an empty one', async () => {
    const db = rules.db(admin);
    await assertFails(updateDoc(requestRef(db, caRequest.id), { ...decision('rejected', admin, 'No.'), decidedByName: displayName(dealer) }));
    await assertFails(updateDoc(requestRef(db, caRequest.id), { ...decision('rejected', admin, 'No.'), decidedByName: 'IT Security' }));
    await assertFails(updateDoc(requestRef(db, caRequest.id), { ...decision('rejected', admin, 'No.'), decidedByName: '' }));
    await assertFails(approve(db, caRequest, caReceived, { request: { decidedByName: displayName(dealer) } }));
  });

  it('lets an admin whose user document has no name decide under their email address', async () => {
    await rules.seed(unnamedUserDocument(admin));
    await assertSucceeds(updateDoc(requestRef(rules.db(admin), usRequest.id), decision('rejected', withoutName(admin), 'Fabric already cut.')));
    await assertSucceeds(approve(rules.db(admin), caRequest, caReceived, { by: withoutName(admin) }));
  });

  it('denies a decider name that is not text, and an approval whose note is not text', async () => {
    const db = rules.db(admin);
    await assertFails(updateDoc(requestRef(db, caRequest.id), { ...decision('rejected', admin, 'No.'), decidedByName: null }));
    await assertFails(approve(db, caRequest, caReceived, { request: { decisionNote: null } }));
  });

  it('denies applying a request to the order while leaving it pending or giving it another status', async () => {
    const db = rules.db(admin);
    await assertFails(approve(db, caRequest, caReceived, { request: { status: 'pending' } }));
    await assertFails(approve(db, caRequest, caReceived, { request: { status: 'withdrawn' } }));
  });

  it('denies deciding a request again', async () => {
    await assertFails(updateDoc(requestRef(rules.db(admin), caRejected.id), decision('rejected', admin, 'Still no.')));
    await assertFails(approve(rules.db(admin), caRejected, caReceived));
  });

  it('denies an approval that is not applied to the order in the same commit, or applied otherwise', async () => {
    const db = rules.db(admin);
    await assertFails(approve(db, caRequest, caReceived, { withOrder: false }));
    await assertFails(approve(db, caRequest, caReceived, { order: { notes: 'Not what was asked.' } }));
    await assertFails(approve(db, caRequest, caReceived, { order: { revision: caReceived.revision + 2 } }));
  });

  it('denies an approval whose order keeps or gets another lead source, PO reference, customer, details or attachments', async () => {
    const db = rules.db(admin);
    const proposed = caRequest.proposed as OrderContent<'building'>;
    await assertFails(approve(db, caRequest, caReceived, { order: { leadSource: 'Own Lead' } }));
    await assertFails(approve(db, caRequest, caReceived, { order: { poReference: 'PO-99' } }));
    await assertFails(approve(db, caRequest, caReceived, { order: { customer: null } }));
    await assertFails(approve(db, caRequest, caReceived, { order: { details: { ...proposed.details, width: 50 } } }));
    await assertFails(approve(db, caRequest, caReceived, { order: { attachments: [] } }));
  });

  it("denies approving a proposal of another type than the order's, should one be stored", async () => {
    // Filing refuses such a proposal and an order's type never changes: the approval holds to it on its own.
    const otherType = { ...caRequest, id: 'ca-other-type', proposed: { ...caRequest.proposed, type: 'cover' } } as ChangeRequest;
    await rules.seed({ [`changeRequests/${otherType.id}`]: otherType });
    await assertFails(approve(rules.db(admin), otherType, caReceived));
  });

  it('denies approving a duplicate of a request already applied, which would leave the order as it is', async () => {
    // Two requests filed against revision 1 propose the same content; the first was approved (revision 2).
    const duplicate = changeRequestDocument(caReceived, { id: 'ca-duplicate', createdBy: dealer.uid });
    await rules.seed({
      [orderPath(caReceived.id)]: { ...caReceived, ...caRequest.proposed, revision: 2, historyCount: 3 },
      [`changeRequests/${duplicate.id}`]: duplicate,
    });
    await assertFails(approve(rules.db(admin), duplicate, caReceived, { withOrder: false }));
  });

  it("denies approving a request once the order's revision moved on", async () => {
    await assertFails(approve(rules.db(admin), caStale, caMovedOn));
  });

  it('denies applying proposed content to an order past pending without an admin', async () => {
    const db = rules.db(dealer);
    const batch = writeBatch(db);
    batch.update(doc(db, orderPath(caReceived.id)), applyContentUpdate(caReceived, caRequest.proposed));
    batch.set(doc(db, historyPath(caReceived.id, caReceived.historyCount + 1)), approvedEntry(caReceived, dealer));
    await assertFails(batch.commit());
  });

  it('lets an admin reject with a note', async () => {
    await assertSucceeds(updateDoc(requestRef(rules.db(admin), usRequest.id), decision('rejected', admin, 'Fabric already cut.')));
  });

  it('lets an admin approve, applying the proposed content, revision + 1 and a history entry in one commit', async () => {
    await assertSucceeds(approve(rules.db(admin), caRequest, caReceived));
    const order = (await getDoc(doc(rules.db(dealer), orderPath(caReceived.id)))).data();
    expect(order).toMatchObject({ notes: caRequest.proposed.notes, revision: 2, historyCount: 3, status: 'order received' });
    const entry = (await getDoc(doc(rules.db(dealer), historyPath(caReceived.id, 3)))).data();
    expect(entry).toMatchObject({ kind: 'change approved', from: 'order received', to: 'order received', by: admin.uid });
    expect((await getDoc(requestRef(rules.db(dealer), caRequest.id))).data()).toMatchObject({ status: 'approved', decidedBy: admin.uid });
  });
});

describe('changeRequests: delete', () => {
  it('denies everyone, admins included', async () => {
    await expectNobodyDeletes(rules, requests, caRequest.id);
    await expectNobodyDeletes(rules, requests, caRejected.id);
  });
});
