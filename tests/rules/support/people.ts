/**
 * Who the rules tests act as: one person per role, spread over a head office and two dealer companies,
 * plus an account that has signed in but has no user document yet (a registration in progress).
 */
import type { Company, User } from '../../../src/types/domain';

export const HQ = 'calhoun-hq';
export const CA = 'prairie-shelters';
export const US = 'lone-star-covers';

export interface Person {
  uid: string;
  email: string;
  company: string;
  active: boolean;
  admin: boolean;
  manager: boolean;
  /** As in their user document: the first part of the uid and 'Tester' unless chosen. */
  firstname: string;
  lastname: string;
}

type PersonOptions = Partial<Pick<Person, 'active' | 'admin' | 'manager' | 'firstname' | 'lastname'>>;

export function person(uid: string, company: string, options: PersonOptions = {}): Person {
  return {
    uid, email: `${uid}@example.com`, company, active: true, admin: false, manager: false,
    firstname: uid.split('-')[0]!, lastname: 'Tester', ...options,
  };
}

export const admin = person('admin-hq', HQ, { admin: true });
export const manager = person('manager-ca', CA, { manager: true });
export const dealer = person('dealer-ca', CA);
export const colleague = person('colleague-ca', CA);
export const otherManager = person('manager-us', US, { manager: true });
export const otherDealer = person('dealer-us', US);
/** A former manager whose account was disabled: the flag alone must not grant anything. */
export const inactive = person('inactive-ca', CA, { manager: true, active: false });
/**
 * An admin whose account was disabled (DELETEUSER took them out of the admins directory): the flag alone must
 * not grant anything. Not one of `everyone` (nor seeded by peopleDocuments()): the tests that need them seed them.
 */
export const disabledAdmin = person('former-admin-hq', HQ, { admin: true, active: false });

/** Signed in with Firebase Auth, no `users` document: someone registering from an invite. */
export const newcomer = { uid: 'newcomer', email: 'newcomer@example.com' } as const;

export const everyone: readonly Person[] = [admin, manager, dealer, colleague, otherManager, otherDealer, inactive];

/**
 * The name a person writes as their own (createdByName, byName, decidedByName), as the app builds it from their
 * user document (actorOf() in src/data/orders/orderWrites.ts) and the rules' myName() demands it: first and last name, or
 * the email address when both are blank.
 */
export function displayName(p: Person): string {
  return `${p.firstname} ${p.lastname}`.trim() || p.email;
}

/** `p` with blank first and last names: once unnamedUserDocument(p) is seeded, the name they write is their email. */
export function withoutName(p: Person): Person {
  return { ...p, firstname: '', lastname: '' };
}

/** The user document of `p` with blank first and last names, keyed by path, ready for `seed` over peopleDocuments(). */
export function unnamedUserDocument(p: Person): Record<string, User> {
  return { [`users/${p.uid}`]: userDocument(withoutName(p)) };
}

export function userDocument(p: Person): User {
  return {
    id: p.uid,
    company: p.company,
    active: p.active,
    data: {
      firstname: p.firstname,
      lastname: p.lastname,
      email: p.email,
      phone: '+13065550100',
      sms: false,
      admin: p.admin,
      manager: p.manager,
    },
  };
}

export function companyDocument(id: string): Company {
  return {
    id,
    name: `${id} Ltd.`,
    currency: id === US ? 'USD' : 'CAD',
    active: true,
    dealerNumber: `D-${id}`,
    phone: '+15195550100',
    email: `office@${id}.example.com`,
    representative: 'Riley Hart',
    address: { street: '1 Main Street', city: 'Tara', state: 'ON', zip: 'N0H 2N0', country: id === US ? 'US' : 'CA' },
  };
}

/** Every person's `users/{uid}` document and the active admins' `admins/{uid}` entries, keyed by path, ready for `seed`. */
export function peopleDocuments(): Record<string, User | { id: string }> {
  return {
    ...Object.fromEntries(everyone.map((p) => [`users/${p.uid}`, userDocument(p)])),
    ...Object.fromEntries(everyone.filter((p) => p.admin && p.active).map((p) => [`admins/${p.uid}`, { id: p.uid }])),
  };
}

export function companyDocuments(): Record<string, Company> {
  return Object.fromEntries([HQ, CA, US].map((id) => [`companies/${id}`, companyDocument(id)]));
}
