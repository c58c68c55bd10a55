/**
 * firestore.rules, `users/{uid}/drafts`: an order being filled in belongs to its owner alone, while their
 * account is active: nobody else reads, lists or writes it, admins and the company's managers included; every
 * save is stamped with the server's time, with at most 40 values and a summary of at most 200 characters.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import type { OrderDraft } from '../../../src/types/orders';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { day, now } from '../support/documents';
import { admin, colleague, dealer, inactive, manager, newcomer, otherDealer, otherManager, peopleDocuments } from '../support/people';

const draft = (id: string, summary = 'CC 42 × 80'): OrderDraft => ({
  id, type: 'cover', values: { series: 'CC', width: '42', length: '80' }, summary, updatedDate: day(7),
});
const dealerDraft = draft('draft-1');
const inactiveDraft = draft('draft-2');

const rules = useRulesTestEnvironment('drafts', {
  beforeEachTest: (harness) =>
    harness.seed({
      ...peopleDocuments(),
      [`users/${dealer.uid}/drafts/${dealerDraft.id}`]: dealerDraft,
      [`users/${inactive.uid}/drafts/${inactiveDraft.id}`]: inactiveDraft,
      [`users/${newcomer.uid}/drafts/draft-3`]: draft('draft-3'),
    }),
});

const draftRef = (db: Firestore, uid: string, id: string) => doc(db, 'users', uid, 'drafts', id);
const drafts = (db: Firestore, uid: string) => getDocs(query(collection(db, 'users', uid, 'drafts'), orderBy('updatedDate', 'desc')));
const save = (db: Firestore, uid: string, id: string, overrides: DocumentData = {}) =>
  setDoc(draftRef(db, uid, id), { ...draft(id, 'CC 42 × 90'), updatedDate: now(), ...overrides });
/** A form's values with `count` fields. */
const valuesOf = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i + 1}`, 'x']));

describe('drafts: read', () => {
  it('denies a visitor', async () => {
    await assertFails(getDoc(draftRef(rules.guestDb(), dealer.uid, dealerDraft.id)));
    await assertFails(drafts(rules.guestDb(), dealer.uid));
  });

  it('denies an account without a user document and a disabled user, their own drafts included', async () => {
    await assertFails(drafts(rules.db(newcomer), newcomer.uid));
    await assertFails(getDoc(draftRef(rules.db(inactive), inactive.uid, inactiveDraft.id)));
    await assertFails(drafts(rules.db(inactive), inactive.uid));
  });

  it("denies anybody else, the company's colleagues and managers and admins included", async () => {
    for (const who of [colleague, manager, otherDealer, otherManager, admin]) {
      await assertFails(getDoc(draftRef(rules.db(who), dealer.uid, dealerDraft.id)));
      await assertFails(drafts(rules.db(who), dealer.uid));
    }
  });

  it('lets the owner read and list their drafts', async () => {
    expect((await assertSucceeds(getDoc(draftRef(rules.db(dealer), dealer.uid, dealerDraft.id)))).data()).toEqual(dealerDraft);
    expect((await assertSucceeds(drafts(rules.db(dealer), dealer.uid))).size).toBe(1);
    expect((await assertSucceeds(drafts(rules.db(otherManager), otherManager.uid))).size).toBe(0);
  });
});

describe('drafts: write', () => {
  it('denies a visitor, an account without a user document and a disabled user', async () => {
    await assertFails(save(rules.guestDb(), dealer.uid, 'new'));
    await assertFails(save(rules.db(newcomer), newcomer.uid, 'new'));
    await assertFails(save(rules.db(inactive), inactive.uid, 'new'));
    await assertFails(save(rules.db(inactive), inactive.uid, inactiveDraft.id));
  });

  it("denies writing or deleting somebody else's drafts, admins and managers included", async () => {
    for (const who of [colleague, manager, otherDealer, otherManager, admin]) {
      await assertFails(save(rules.db(who), dealer.uid, dealerDraft.id));
      await assertFails(save(rules.db(who), dealer.uid, 'planted'));
      await assertFails(deleteDoc(draftRef(rules.db(who), dealer.uid, dealerDraft.id)));
    }
    await assertFails(deleteDoc(draftRef(rules.guestDb(), dealer.uid, dealerDraft.id)));
    await assertFails(deleteDoc(draftRef(rules.db(inactive), inactive.uid, inactiveDraft.id)));
  });

  it('denies a save at another time than now', async () => {
    await assertFails(save(rules.db(dealer), dealer.uid, 'new', { updatedDate: day(8) }));
    await assertFails(updateDoc(draftRef(rules.db(dealer), dealer.uid, dealerDraft.id), { summary: 'CC 42 × 100' }));
  });

  it('denies a draft of another shape: another id, an unknown type, a summary that is not text, extra fields', async () => {
    const db = rules.db(dealer);
    await assertFails(save(db, dealer.uid, 'new', { id: 'other' }));
    await assertFails(save(db, dealer.uid, 'new', { type: 'shed' }));
    await assertFails(save(db, dealer.uid, 'new', { values: 'CC 42' }));
    await assertFails(save(db, dealer.uid, 'new', { summary: null }));
    await assertFails(save(db, dealer.uid, dealerDraft.id, { summary: ['CC', 42, 90] }));
    await assertFails(save(db, dealer.uid, 'new', { status: 'pending' }));
  });

  it('denies a summary over 200 characters and values of more than 40 fields, on a new draft or an old one', async () => {
    const db = rules.db(dealer);
    await assertFails(save(db, dealer.uid, 'new', { summary: 'x'.repeat(201) }));
    await assertFails(save(db, dealer.uid, dealerDraft.id, { summary: 'x'.repeat(5000) }));
    await assertFails(save(db, dealer.uid, 'new', { values: valuesOf(41) }));
    await assertFails(updateDoc(draftRef(db, dealer.uid, dealerDraft.id), { values: valuesOf(41), updatedDate: now() }));
    await assertFails(updateDoc(draftRef(db, dealer.uid, dealerDraft.id), { summary: 'x'.repeat(201), updatedDate: now() }));
  });

  it('lets the owner save, update and delete their drafts', async () => {
    const db = rules.db(dealer);
    await assertSucceeds(save(db, dealer.uid, 'new'));
    await assertSucceeds(save(db, dealer.uid, dealerDraft.id, { summary: 'CC 42 × 100' }));
    await assertSucceeds(updateDoc(draftRef(db, dealer.uid, 'new'), { 'values.width': '50', updatedDate: now() }));
    expect((await getDoc(draftRef(db, dealer.uid, 'new'))).data()).toMatchObject({ values: { width: '50' } });
    await assertSucceeds(deleteDoc(draftRef(db, dealer.uid, dealerDraft.id)));
    await assertSucceeds(save(rules.db(admin), admin.uid, 'admin-draft'));
  });

  it('lets the owner save a draft at the caps: a 200-character summary and 40 values', async () => {
    const db = rules.db(dealer);
    await assertSucceeds(save(db, dealer.uid, 'new', { summary: 'x'.repeat(200), values: valuesOf(40) }));
    await assertSucceeds(updateDoc(draftRef(db, dealer.uid, dealerDraft.id), { values: valuesOf(40), summary: 'y'.repeat(200), updatedDate: now() }));
    expect(Object.keys((await getDoc(draftRef(db, dealer.uid, 'new'))).data()?.values ?? {})).toHaveLength(40);
  });
});
