/**
 * The rules matrix's vocabulary: who acts, what they do, and the expected answer of each (role, target,
 * operation) as one letter, so table.ts reads as a grid. Targets (targets.ts) say how each operation is made on
 * their collection or storage path; the table says who may make it.
 */
import type { Account } from '../support/rulesTestEnvironment';
import { admin, CA, dealer, inactive, manager, newcomer, otherDealer, otherManager, US, type Person } from '../support/people';

/** Column order of every table row. */
export const ROLES = ['signedOut', 'noUserDoc', 'disabled', 'dealerA', 'managerA', 'dealerB', 'managerB', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const OPERATIONS = [
  'get',
  'listWithCompany',
  'listWithoutCompany',
  'create',
  'updateOwnFields',
  'updateRoleFields',
  'updateCompany',
  'delete',
] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Company A is the one every target's documents belong to; B is the other dealer. */
export const COMPANY_A = CA;
export const COMPANY_B = US;

/** The account each role acts as; null for a visitor who is not signed in. */
export const ACTORS: Record<Role, (Person | Account) | null> = {
  signedOut: null,
  noUserDoc: newcomer,
  disabled: inactive,
  dealerA: dealer,
  managerA: manager,
  dealerB: otherDealer,
  managerB: otherManager,
  admin,
};

export type Answer = 'allowed' | 'denied';

/** 'A' allowed, 'D' denied, one letter per role in ROLES order, spaces between for the eye. */
export function parseRow(row: string, label: string): Answer[] {
  const letters = row.split(/\s+/).filter(Boolean);
  if (letters.length !== ROLES.length || letters.some((letter) => letter !== 'A' && letter !== 'D')) {
    throw new Error(`${label}: expected ${ROLES.length} answers (A or D), got '${row}'`);
  }
  return letters.map((letter) => (letter === 'A' ? 'allowed' : 'denied'));
}
