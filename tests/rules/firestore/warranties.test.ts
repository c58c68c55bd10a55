/**
 * firestore.rules, `warranties`: no client writes one. The APPLYWARRANTY function writes the application, with
 * the order's fabric, the server's dates and photos from the warranty's own folder; the DECIDEWARRANTY function
 * writes an admin's decision (functions/test/emails.test.ts). So every client update is refused, an admin's
 * complete decision in their own name included. The company and admins read them; nobody deletes them.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, getDoc, serverTimestamp, setDoc, updateDoc, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { companyScopedGetCases, expectNobodyDeletes } from '../support/companyScopedCases';
import { appliedWarranty, buildingContent, day, orderDocument, seededOrder, warrantyDocument } from '../support/documents';
import type { Order } from '../../../src/types/orders';
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

const caDelivered = orderDocument({ number: 1004, status: 'delivered', content: buildingContent() });
const hqDelivered = orderDocument({ number: 1008, status: 'delivered', by: admin });
const caShipped = orderDocument({ number: 1005, status: 'shipped' });
const caCancelled = orderDocument({ number: 1006, status: 'cancelled', soNumber: null });
const usDelivered = orderDocument({ number: 1007, status: 'delivered', by: otherDealer });

const caClaim = warrantyDocument(caDelivered, { id: 'ca-pending', createdBy: colleague.uid });
const usClaim = warrantyDocument(usDelivered, { id: 'us-pending' });
const caApproved = warrantyDocument(caDelivered, {
  id: 'ca-approved', status: 'approved', warrantyNumber: 'W-2026-001', coverageStart: day(15), coverageEnd: Timestamp.fromDate(new Date(Date.UTC(2036, 9, 15))),
  decidedBy: admin.uid, decidedByName: 'Alex Morgan', decidedDate: day(25),
});
const seededClaims = [caClaim, usClaim, caApproved];

const rules = useRulesTestEnvironment('warranties', {
  beforeEachTest: (harness) =>
    harness.seed({
      ...peopleDocuments(),
      ...companyDocuments(),
      ...Object.assign({}, ...[caDelivered, caShipped, caCancelled, usDelivered, hqDelivered].map(seededOrder)),
      ...Object.fromEntries(seededClaims.map((w) => [`warranties/${w.id}`, w])),
    }),
});

const warranties = collectionAccess('warranties');
const { ref: warrantyRef, list: listWarranties } = warranties;
const apply = (db: Firestore, order: Order, by: Person, overrides: DocumentData = {}, id = 'new-claim') =>
  setDoc(warrantyRef(db, id), { ...appliedWarranty(order, id, by), ...overrides });

const coverage = { coverageStart: day(15), coverageEnd: Timestamp.fromDate(new Date(Date.UTC(2036, 9, 15))) };
const approval = (by: Person, overrides: DocumentData = {}) => ({
  status: 'approved', warrantyNumber: 'W-2026-002', ...coverage, decidedBy: by.uid, decidedByName: displayName(by),
  decidedDate: serverTimestamp(), decisionNote: '', ...overrides,
});
const rejection = (by: Person, overrides: DocumentData = {}) => ({
  status: 'rejected', decidedBy: by.uid, decidedByName: displayName(by), decidedDate: serverTimestamp(),
  decisionNote: 'Damage from misuse.', ...overrides,
});

describe('warranties: get', () => {
  companyScopedGetCases(rules, warranties, { own: caClaim, ownForManager: caApproved, foreign: usClaim }, { one: 'warranty' });
});

describe('warranties: list', () => {
  it('denies a visitor and an account without a user document', async () => {
    await assertFails(listWarranties(rules.guestDb(), where('company', '==', CA)));
    await assertFails(listWarranties(rules.db(newcomer), where('company', '==', CA)));
  });

  // Each query matches another company's warranty too (see changeRequests.test.ts).
  it('denies dealers and managers of either company listing without the company filter', async () => {
    for (const who of [dealer, manager, otherDealer, otherManager]) {
      await assertFails(listWarranties(rules.db(who)));
      await assertFails(listWarranties(rules.db(who), where('status', '==', 'pending')));
    }
  });

  it('denies listing another company, and a disabled user their own', async () => {
    await assertFails(listWarranties(rules.db(dealer), where('company', '==', US)));
    await assertFails(listWarranties(rules.db(otherDealer), where('company', '==', CA)));
    await assertFails(listWarranties(rules.db(inactive), where('company', '==', CA)));
  });

  it("lets a dealer and a manager list their company's, for one order too", async () => {
    expect(ids(await assertSucceeds(listWarranties(rules.db(dealer), where('company', '==', CA))))).toEqual([caApproved.id, caClaim.id]);
    const ofOrder = await assertSucceeds(listWarranties(rules.db(manager), where('company', '==', CA), where('order', '==', caDelivered.id)));
    expect(ofOrder.size).toBe(2);
  });

  it("lets an admin list every company's pending ones", async () => {
    expect(ids(await assertSucceeds(listWarranties(rules.db(admin), where('status', '==', 'pending'))))).toEqual([caClaim.id, usClaim.id]);
  });
});

describe('warranties: create', () => {
  // Only the APPLYWARRANTY function writes an application (functions/test/applyWarranty.test.ts): no client, of
  // any role, creates one, however complete.
  it('denies a visitor, an account without a user document and a disabled user', async () => {
    await assertFails(apply(rules.guestDb(), caDelivered, dealer));
    await assertFails(apply(rules.db(newcomer), caDelivered, dealer, { createdBy: newcomer.uid }));
    await assertFails(apply(rules.db(inactive), caDelivered, inactive));
  });

  it("denies the company's dealers and managers a complete application for a delivered order of their company", async () => {
    await assertFails(apply(rules.db(dealer), caDelivered, dealer));
    await assertFails(apply(rules.db(colleague), caDelivered, colleague, {}, 'second'));
    await assertFails(apply(rules.db(manager), caDelivered, manager, { fabric: null }, 'third'));
    await assertFails(apply(rules.db(otherDealer), usDelivered, otherDealer, {}, 'fourth'));
    await assertFails(apply(rules.db(otherManager), usDelivered, otherManager, {}, 'fifth'));
  });

  it('denies an admin, for an order of their own company too', async () => {
    await assertFails(apply(rules.db(admin), hqDelivered, admin));
    await assertFails(apply(rules.db(admin), caDelivered, admin, { company: CA }, 'second'));
  });

  it('denies an applicant whose user document has no name, under their email address', async () => {
    await rules.seed(unnamedUserDocument(dealer));
    await assertFails(apply(rules.db(dealer), caDelivered, withoutName(dealer)));
  });

  // What the server decides: a client's application naming any of it is refused like every other.
  it("denies a fabric other than the order's, which would set the coverage proposed to the admin", async () => {
    await assertFails(apply(rules.db(dealer), caDelivered, dealer, { fabric: 'Elite FR' }));
  });

  it('denies an install date in the future', async () => {
    await assertFails(apply(rules.db(dealer), caDelivered, dealer, { installDate: Timestamp.fromDate(new Date(Date.UTC(2099, 0, 1))) }));
  });

  it("denies photos outside the warranty's own folder: a decoy folder, another company's, a gs:// or https address", async () => {
    const db = rules.db(dealer);
    const photo = (path: string) => ({ photos: [{ path, name: 'torn-panel.png', contentType: 'image/png', size: 2048 }] });
    await assertFails(apply(db, caDelivered, dealer, photo(`warranties/${CA}/decoy/torn-panel.png`)));
    await assertFails(apply(db, caDelivered, dealer, photo(`warranties/${US}/new-claim/torn-panel.png`)));
    await assertFails(apply(db, caDelivered, dealer, photo('gs://another-bucket/torn-panel.png')));
    await assertFails(apply(db, caDelivered, dealer, photo('https://example.com/torn-panel.png')));
  });

  it("denies applying for another company's order, in either company's name", async () => {
    await assertFails(apply(rules.db(otherDealer), caDelivered, otherDealer));
    await assertFails(apply(rules.db(otherManager), caDelivered, otherManager, { company: US }));
    await assertFails(apply(rules.db(dealer), usDelivered, dealer, { company: CA }));
  });

  it('denies an order that is not delivered, or does not exist', async () => {
    const db = rules.db(dealer);
    await assertFails(apply(db, caShipped, dealer));
    await assertFails(apply(db, caCancelled, dealer));
    await assertFails(apply(db, { ...caDelivered, id: '9999', number: 9999 }, dealer));
  });

  it('denies applying in somebody else’s name or at another time', async () => {
    await assertFails(apply(rules.db(dealer), caDelivered, colleague));
    await assertFails(apply(rules.db(dealer), caDelivered, dealer, { createdBy: colleague.uid }));
    await assertFails(apply(rules.db(dealer), caDelivered, dealer, { createdDate: day(20) }));
  });

  it('denies an applicant name other than the applicant’s own: another person’s, a made-up one, an empty one', async () => {
    const db = rules.db(dealer);
    await assertFails(apply(db, caDelivered, dealer, { createdByName: displayName(colleague) }));
    await assertFails(apply(db, caDelivered, dealer, { createdByName: 'IT Security' }));
    await assertFails(apply(db, caDelivered, dealer, { createdByName: '' }));
  });

  // One decision field at a time: each is refused on its own, not only alongside the others.
  it('denies applying for one already decided, numbered or covered', async () => {
    const db = rules.db(dealer);
    await assertFails(apply(db, caDelivered, dealer, { status: 'approved' }));
    await assertFails(apply(db, caDelivered, dealer, { warrantyNumber: 'W-1' }));
    await assertFails(apply(db, caDelivered, dealer, { coverageStart: coverage.coverageStart }));
    await assertFails(apply(db, caDelivered, dealer, { coverageEnd: coverage.coverageEnd }));
    await assertFails(apply(db, caDelivered, dealer, { decidedBy: dealer.uid }));
    await assertFails(apply(db, caDelivered, dealer, { decidedByName: displayName(dealer) }));
    await assertFails(apply(db, caDelivered, dealer, { decidedDate: serverTimestamp() }));
    await assertFails(apply(db, caDelivered, dealer, { decisionNote: 'Approved.' }));
  });

  it("denies a number or type that is not the order's, and fields or values of the wrong shape", async () => {
    const db = rules.db(dealer);
    await assertFails(apply(db, caDelivered, dealer, { orderNumber: 1007 }));
    await assertFails(apply(db, caDelivered, dealer, { orderType: 'parts' }));
    await assertFails(apply(db, caDelivered, dealer, { installDate: '2026-10-15' }));
    await assertFails(apply(db, caDelivered, dealer, { approvedBy: dealer.uid }));
    await assertFails(apply(db, caDelivered, dealer, { id: 'other-id' }));
  });

  it('denies names, an end customer, an installer, photos or a fabric of the wrong type', async () => {
    const db = rules.db(dealer);
    await assertFails(apply(db, caDelivered, dealer, { companyName: 42 }));
    await assertFails(apply(db, caDelivered, dealer, { createdByName: null }));
    await assertFails(apply(db, caDelivered, dealer, { endCustomer: 'Demo Farms' }));
    await assertFails(apply(db, caDelivered, dealer, { installer: null }));
    await assertFails(apply(db, caDelivered, dealer, { photos: 'torn-panel.png' }));
    await assertFails(apply(db, caDelivered, dealer, { fabric: 12 }));
  });

  it("denies a company name other than the order's, and an application without photos", async () => {
    const db = rules.db(dealer);
    await assertFails(apply(db, caDelivered, dealer, { companyName: 'IT Security Inc.' }));
    await assertFails(apply(db, caDelivered, dealer, { photos: [] }));
  });

  it('denies an application that leaves out a field, an optional-looking one included', async () => {
    const db = rules.db(dealer);
    for (const field of ['fabric', 'warrantyNumber', 'decisionNote']) {
      const { [field]: _left, ...rest } = appliedWarranty(caDelivered, 'new-claim', dealer) as DocumentData;
      await assertFails(setDoc(warrantyRef(db, 'new-claim'), rest));
    }
  });
});

describe('warranties: update (decisions)', () => {
  it('denies a visitor, an account without a user document and a disabled user', async () => {
    await assertFails(updateDoc(warrantyRef(rules.guestDb(), caClaim.id), approval(admin)));
    await assertFails(updateDoc(warrantyRef(rules.db(newcomer), caClaim.id), rejection(admin)));
    await assertFails(updateDoc(warrantyRef(rules.db(inactive), caClaim.id), rejection(inactive)));
  });

  it("denies dealers and managers approving, rejecting or editing one, their company's included", async () => {
    for (const who of [dealer, colleague, manager, otherDealer, otherManager]) {
      const db = rules.db(who);
      await assertFails(updateDoc(warrantyRef(db, caClaim.id), approval(who)));
      await assertFails(updateDoc(warrantyRef(db, caClaim.id), rejection(who)));
      await assertFails(updateDoc(warrantyRef(db, caClaim.id), { installer: 'Another crew' }));
      await assertFails(updateDoc(warrantyRef(db, caClaim.id), { photos: [] }));
    }
  });

  // Decisions go through DECIDEWARRANTY: the complete, well-formed decisions the rules once took are refused now.
  it('denies an admin approving one with a number and coverage, or rejecting one with a note, in their own name', async () => {
    await assertFails(updateDoc(warrantyRef(rules.db(admin), caClaim.id), approval(admin)));
    await assertFails(updateDoc(warrantyRef(rules.db(admin), usClaim.id), rejection(admin)));
    expect((await getDoc(warrantyRef(rules.db(admin), caClaim.id))).data()).toMatchObject({ status: 'pending', warrantyNumber: null, decidedBy: null });
  });

  it('denies an admin whose user document has no name deciding under their email address', async () => {
    await rules.seed(unnamedUserDocument(admin));
    await assertFails(updateDoc(warrantyRef(rules.db(admin), caClaim.id), approval(withoutName(admin))));
    await assertFails(updateDoc(warrantyRef(rules.db(admin), usClaim.id), rejection(withoutName(admin))));
  });

  it('denies an admin editing the application or its company', async () => {
    const db = rules.db(admin);
    await assertFails(updateDoc(warrantyRef(db, caClaim.id), { installer: 'Another crew' }));
    await assertFails(updateDoc(warrantyRef(db, caClaim.id), { installDate: day(1) }));
    await assertFails(updateDoc(warrantyRef(db, caClaim.id), { company: US }));
  });

  it('denies an admin deciding a warranty again, or changing a decided one', async () => {
    const db = rules.db(admin);
    await assertFails(updateDoc(warrantyRef(db, caApproved.id), rejection(admin)));
    await assertFails(updateDoc(warrantyRef(db, caApproved.id), approval(admin, { warrantyNumber: 'W-2026-009' })));
    await assertFails(updateDoc(warrantyRef(db, caApproved.id), { coverageEnd: coverage.coverageEnd }));
  });
});

describe('warranties: delete', () => {
  it('denies everyone, admins included', async () => {
    await expectNobodyDeletes(rules, warranties, caClaim.id);
  });
});
