/** The seeded demo accounts the journeys sign in with (scripts/seed/demoData.ts). */
import { DEMO_PASSWORD, accounts, users, type DemoAccount } from '../../../scripts/seed/demoData.js';
import type { User } from '../../../src/types/domain.js';

export { DEMO_INVITE_ID, DEMO_PASSWORD, companies, invites } from '../../../scripts/seed/demoData.js';

export interface DemoLogin extends DemoAccount {
  password: string;
  user: User;
}

/** A demo account by its user id, e.g. 'demo-dealer-ca'. */
export function demoAccount(uid: string): DemoLogin {
  const account = accounts.find((candidate) => candidate.uid === uid);
  const user = users.find((candidate) => candidate.id === uid);
  if (!account || !user) throw new Error(`No demo account ${uid}`);
  return { ...account, password: DEMO_PASSWORD, user };
}

export const ADMIN = 'demo-admin';
export const MANAGER_CA = 'demo-manager-ca';
export const DEALER_CA = 'demo-dealer-ca';
export const DEALER_US = 'demo-dealer-us';

export function fullName(user: User): string {
  return `${user.data.firstname} ${user.data.lastname}`;
}
