/**
 * firestore.rules, `warranties` and `changeRequests` (the same rules): a company's active users read theirs
 * (never without the company filter) and file pending ones in their own name; only admins decide; nobody
 * deletes them.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { setDoc, updateDoc, where } from 'firebase/firestore';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { collectionAccess, sortedIds as ids } from '../support/collections';
import { companyScopedGetCases, expectNobodyDeletes } from '../support/companyScopedCases';
import { requestDocument } from '../support/documents';
import { CA, US, admin, colleague, dealer, inactive, manager, otherDealer, peopleDocuments } from '../support/people';

const caRequest = requestDocument({ id: 'ca-pending' });
const usRequest = requestDocument({ id: 'us-pending', company: US, createdBy: otherDealer.uid, order: 'order-us-pending' });
const COLLECTIONS = ['warranties', 'changeRequests'] as const;

const rules = useRulesTestEnvironment('requests', {
  beforeEachTest: (harness) =>
    harness.seed({
      ...peopleDocuments(),
      ...Object.fromEntries(COLLECTIONS.flatMap((name) => [caRequest, usRequest].map((r) => [`${name}/${r.id}`, r]))),
    }),
});

describe.each(COLLECTIONS)('%s', (name) => {
  const requests = collectionAccess(name);
  const { ref: requestRef, list: listRequests } = requests;

  describe('get', () => {
    companyScopedGetCases(rules, requests, { own: caRequest, ownForManager: caRequest, foreign: usRequest });
  });

  describe('list', () => {
    it('denies a visitor who is not signed in', async () => {
      await assertFails(listRequests(rules.guestDb(), where('company', '==', CA)));
    });

    it('denies a dealer listing without the company filter, or pending ones of every company', async () => {
      await assertFails(listRequests(rules.db(dealer)));
      await assertFails(listRequests(rules.db(dealer), where('status', '==', 'pending')));
    });

    it('denies a dealer listing another company, and an inactive user their own', async () => {
      await assertFails(listRequests(rules.db(dealer), where('company', '==', US)));
      await assertFails(listRequests(rules.db(inactive), where('company', '==', CA)));
    });

    it("lets a dealer list their company's", async () => {
      expect(ids(await assertSucceeds(listRequests(rules.db(dealer), where('company', '==', CA))))).toEqual([caRequest.id]);
    });

    it("lets an admin list every company's pending ones (the review queue)", async () => {
      const pending = await assertSucceeds(listRequests(rules.db(admin), where('status', '==', 'pending')));
      expect(ids(pending)).toEqual([caRequest.id, usRequest.id].sort());
    });
  });

  describe('create', () => {
    const filed = requestDocument({ id: 'ca-new', createdBy: dealer.uid });

    it('denies a visitor who is not signed in', async () => {
      await assertFails(setDoc(requestRef(rules.guestDb(), filed.id), filed));
    });

    it('denies an inactive user', async () => {
      await assertFails(setDoc(requestRef(rules.db(inactive), filed.id), { ...filed, createdBy: inactive.uid }));
    });

    it('denies a dealer filing for another company', async () => {
      await assertFails(setDoc(requestRef(rules.db(dealer), filed.id), { ...filed, company: US }));
    });

    it('denies a dealer filing in somebody else’s name, or in nobody’s', async () => {
      await assertFails(setDoc(requestRef(rules.db(dealer), filed.id), { ...filed, createdBy: colleague.uid }));
      await assertFails(setDoc(requestRef(rules.db(manager), filed.id), { ...filed, createdBy: dealer.uid }));
      const { createdBy: _unused, ...anonymous } = filed;
      await assertFails(setDoc(requestRef(rules.db(dealer), filed.id), anonymous));
    });

    it('denies filing one already decided', async () => {
      await assertFails(setDoc(requestRef(rules.db(dealer), filed.id), { ...filed, status: 'approved' }));
    });

    it('lets a dealer and a manager file a pending one for their company', async () => {
      await assertSucceeds(setDoc(requestRef(rules.db(dealer), filed.id), filed));
      await assertSucceeds(setDoc(requestRef(rules.db(manager), 'ca-manager'), { ...filed, id: 'ca-manager', createdBy: manager.uid }));
    });
  });

  describe('update', () => {
    it('denies a visitor who is not signed in and an inactive user', async () => {
      await assertFails(updateDoc(requestRef(rules.guestDb(), caRequest.id), { description: 'Changed' }));
      await assertFails(updateDoc(requestRef(rules.db(inactive), caRequest.id), { description: 'Changed' }));
    });

    it("denies a dealer and a manager, even editing their company's pending one", async () => {
      await assertFails(updateDoc(requestRef(rules.db(dealer), caRequest.id), { description: 'More detail.' }));
      await assertFails(updateDoc(requestRef(rules.db(dealer), caRequest.id), { status: 'approved' }));
      await assertFails(updateDoc(requestRef(rules.db(manager), caRequest.id), { status: 'approved' }));
    });

    it('lets an admin decide', async () => {
      await assertSucceeds(updateDoc(requestRef(rules.db(admin), caRequest.id), { status: 'approved' }));
      await assertSucceeds(updateDoc(requestRef(rules.db(admin), usRequest.id), { status: 'rejected' }));
    });
  });

  describe('delete', () => {
    it('denies everyone, admins included', async () => {
      await expectNobodyDeletes(rules, requests, caRequest.id);
    });
  });
});
