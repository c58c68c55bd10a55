/**
 * Cases shared by the collections whose documents belong to a company: its active users read them, admins
 * read every company's, and nobody deletes them (orders, warranties, change requests).
 */
import { expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, getDoc } from 'firebase/firestore';
import type { CollectionAccess } from './collections';
import type { RulesHarness } from './rulesTestEnvironment';
import { admin, dealer, inactive, manager, newcomer, otherDealer, otherManager } from './people';

export interface CompanyDocuments {
  /** Of the dealer's and manager's company: the dealer reads it back exactly as seeded. */
  own: { id: string };
  /** Of the same company, read by the manager (may be `own` again). */
  ownForManager: { id: string };
  /** Of another company. */
  foreign: { id: string };
}

/** How the test names speak of one document and of the company's documents ('order', 'orders, …'). */
export interface CaseNouns {
  one?: string;
  many?: string;
}

const suffix = (noun?: string) => (noun ? ` ${noun}` : '');

/** Registers the `get` cases in the current describe block. */
export function companyScopedGetCases(rules: RulesHarness, access: CollectionAccess, documents: CompanyDocuments, nouns: CaseNouns = {}): void {
  const { own, ownForManager, foreign } = documents;

  it('denies a visitor who is not signed in, and an account without a user document', async () => {
    await assertFails(getDoc(access.ref(rules.guestDb(), own.id)));
    await assertFails(getDoc(access.ref(rules.db(newcomer), own.id)));
  });

  it(`denies an inactive user reading their company's${suffix(nouns.one)}`, async () => {
    await assertFails(getDoc(access.ref(rules.db(inactive), own.id)));
  });

  it(`denies a dealer and a manager reading another company's${suffix(nouns.one)}`, async () => {
    await assertFails(getDoc(access.ref(rules.db(dealer), foreign.id)));
    await assertFails(getDoc(access.ref(rules.db(manager), foreign.id)));
    await assertFails(getDoc(access.ref(rules.db(otherDealer), own.id)));
    await assertFails(getDoc(access.ref(rules.db(otherManager), own.id)));
  });

  it(`lets a dealer and a manager read their company's${suffix(nouns.many)}`, async () => {
    expect((await assertSucceeds(getDoc(access.ref(rules.db(dealer), own.id)))).data()).toEqual(own);
    await assertSucceeds(getDoc(access.ref(rules.db(manager), ownForManager.id)));
  });

  it(`lets an admin read any${suffix(nouns.one)}`, async () => {
    await assertSucceeds(getDoc(access.ref(rules.db(admin), foreign.id)));
  });
}

/** Asserts that nobody, from a visitor to an admin, deletes the document `id`. */
export async function expectNobodyDeletes(rules: RulesHarness, access: CollectionAccess, id: string): Promise<void> {
  await assertFails(deleteDoc(access.ref(rules.guestDb(), id)));
  await assertFails(deleteDoc(access.ref(rules.db(newcomer), id)));
  await assertFails(deleteDoc(access.ref(rules.db(otherDealer), id)));
  await assertFails(deleteDoc(access.ref(rules.db(inactive), id)));
  await assertFails(deleteDoc(access.ref(rules.db(dealer), id)));
  await assertFails(deleteDoc(access.ref(rules.db(manager), id)));
  await assertFails(deleteDoc(access.ref(rules.db(admin), id)));
}
