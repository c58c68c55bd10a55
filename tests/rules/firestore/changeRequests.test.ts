/**
 * firestore.rules, `changeRequests`: filed through REQUESTCHANGE and decided through DECIDECHANGE, which check
 * the proposed content as the form does and compute the changes the admin reviews; so no client writes one,
 * admins included: not a complete filing in one's own name, not a rejection, not an approval applied to the
 * order in the same commit, not a delete. The company and admins read them.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc, where, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { companyScopedGetCases, expectNobodyDeletes } from '../support/companyScopedCases';
import {
  buildingContent,
  changeRequestDocument,
  contentOf,
  day,
  filedChangeRequest,
  noteChange,
  orderDocument,
  seededOrder,
} from '../support/documents';
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
function approve(db: Firestore, request: ChangeRequest, order: Order, options: { withOrder?: boolean; by?: Person } = {}) {
  const by = options.by ?? admin;
  const batch = writeBatch(db);
  batch.update(requestRef(db, request.id), decision('approved', by, ''));
  if (options.withOrder !== false) {
    batch.update(doc(db, orderPath(order.id)), applyContentUpdate(order, request.proposed));
    batch.set(doc(db, historyPath(order.id, order.historyCount + 1)), approvedEntry(order, by, request.changes));
  }
  return batch.commit();
}

/** A proposal that widens the building, listed as a change of the notes alone: the reviewer never sees the width. */
function hidingProposal(order: Order): Pick<ChangeRequest, 'proposed' | 'changes'> {
  const content = contentOf(order) as OrderContent<'building'>;
  return {
    proposed: { ...content, notes: 'Call before delivery.', details: { ...content.details, width: content.details.width + 18 } },
    changes: noteChange,
  };
}

const read = async (path: string) => (await getDoc(doc(rules.db(admin), path))).data();

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

  it("denies the order's company filing a complete request in their own name, for their open order past pending", async () => {
    await assertFails(file(rules.db(dealer), caReceived, dealer));
    await assertFails(file(rules.db(manager), caMovedOn, manager, {}, 'second'));
    await assertFails(file(rules.db(colleague), caReceived, colleague, {}, 'third'));
    await assertFails(file(rules.db(otherDealer), usReceived, otherDealer, {}, 'fourth'));
  });

  it("denies a dealer and a manager of another company filing for the order, in either company's name", async () => {
    await assertFails(file(rules.db(otherDealer), caReceived, otherDealer));
    await assertFails(file(rules.db(otherManager), caReceived, otherManager, { company: US }));
    await assertFails(file(rules.db(dealer), usReceived, dealer, { company: CA }));
  });

  it('denies an admin filing one, for any company', async () => {
    await assertFails(file(rules.db(admin), caReceived, admin));
    await assertFails(file(rules.db(admin), usReceived, admin, { company: admin.company }));
  });

  it('denies a request whose list of changes hides part of what it proposes', async () => {
    const hiding = hidingProposal(caReceived);
    await assertFails(file(rules.db(dealer), caReceived, dealer, { proposed: hiding.proposed, changes: hiding.changes }));
    await assertFails(file(rules.db(manager), caReceived, manager, { proposed: hiding.proposed, changes: hiding.changes }));
  });

  it('denies a request filed already decided', async () => {
    await assertFails(file(rules.db(dealer), caReceived, dealer, decision('approved', dealer, '')));
    await assertFails(file(rules.db(admin), caReceived, admin, decision('approved', admin, '')));
  });
});

describe('changeRequests: update (decisions)', () => {
  it('denies a visitor, an account without a user document and a disabled user', async () => {
    await assertFails(updateDoc(requestRef(rules.guestDb(), caRequest.id), decision('approved', admin, '')));
    await assertFails(updateDoc(requestRef(rules.db(newcomer), caRequest.id), decision('rejected', admin, 'No.')));
    await assertFails(updateDoc(requestRef(rules.db(inactive), caRequest.id), decision('rejected', inactive, 'No.')));
    await assertFails(approve(rules.db(inactive), caRequest, caReceived, { by: inactive }));
  });

  it("denies dealers and managers approving, rejecting or editing one, their company's included", async () => {
    for (const who of [dealer, manager, colleague, otherDealer, otherManager]) {
      const db = rules.db(who);
      await assertFails(updateDoc(requestRef(db, caRequest.id), decision('rejected', who, 'Changed my mind.')));
      await assertFails(updateDoc(requestRef(db, caRequest.id), { reason: 'More detail.' }));
      await assertFails(updateDoc(requestRef(db, caRequest.id), { 'proposed.notes': 'Something else.' }));
      await assertFails(approve(db, caRequest, caReceived, { by: who }));
    }
  });

  it('denies an admin rejecting one with a note, in their own name', async () => {
    await assertFails(updateDoc(requestRef(rules.db(admin), usRequest.id), decision('rejected', admin, 'Fabric already cut.')));
    await assertFails(updateDoc(requestRef(rules.db(admin), caRequest.id), decision('rejected', admin, 'Already cut.')));
  });

  it('denies an admin approving one, the proposed content, revision + 1 and the history entry in one commit', async () => {
    await assertFails(approve(rules.db(admin), caRequest, caReceived));
    await assertFails(approve(rules.db(admin), usRequest, usReceived));
    expect(await read(orderPath(caReceived.id))).toMatchObject({ notes: caReceived.notes, revision: caReceived.revision });
    expect(await read(`changeRequests/${caRequest.id}`)).toMatchObject({ status: 'pending', decidedBy: null });
  });

  it('denies an approval that applies a proposal whose list of changes hides part of it', async () => {
    const hidden = { ...changeRequestDocument(caReceived, { id: 'ca-hiding' }), ...hidingProposal(caReceived) };
    await rules.seed({ [`changeRequests/${hidden.id}`]: hidden });
    await assertFails(approve(rules.db(admin), hidden, caReceived));
    expect(await read(orderPath(caReceived.id))).toMatchObject({ details: { width: (caReceived.details as { width: number }).width } });
  });

  it('denies an admin marking one approved or rejected without the order, or editing what it asks', async () => {
    const db = rules.db(admin);
    await assertFails(approve(db, caRequest, caReceived, { withOrder: false }));
    await assertFails(updateDoc(requestRef(db, caRequest.id), { 'proposed.notes': 'Admin text.' }));
    await assertFails(updateDoc(requestRef(db, caRequest.id), { company: US }));
  });

  it('denies an admin deciding a request again', async () => {
    await assertFails(updateDoc(requestRef(rules.db(admin), caRejected.id), decision('rejected', admin, 'Still no.')));
    await assertFails(approve(rules.db(admin), caRejected, caReceived));
  });
});

describe('changeRequests: delete', () => {
  it('denies everyone, admins included', async () => {
    await expectNobodyDeletes(rules, requests, caRequest.id);
    await expectNobodyDeletes(rules, requests, caRejected.id);
  });
});
