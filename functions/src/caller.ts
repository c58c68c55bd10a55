import type { CallableRequest } from 'firebase-functions/v2/https';
import { getFirestore } from 'firebase-admin/firestore';
import { REFUSALS } from '../../src/lib/schemas/refusals.js';
import { refused } from './refusal.js';

/** Who is calling, as the users collection records them (roles are never taken from the payload). */
export interface Caller {
  uid: string;
  company: string;
  admin: boolean;
  manager: boolean;
  /** The name written beside the caller's uid (createdByName, byName): first and last name, else the email. */
  name: string;
}

/** Loads the signed-in caller's user document; refuses anonymous or disabled callers. */
export async function requireCaller(request: CallableRequest<unknown>): Promise<Caller> {
  const uid = request.auth?.uid;
  if (!uid) throw refused('unauthenticated', REFUSALS.signInRequired);
  const snap = await getFirestore().collection('users').doc(uid).get();
  const user = snap.data();
  if (!user || user.active !== true) throw refused('permission-denied', REFUSALS.accountInactive);
  return {
    uid,
    company: String(user.company ?? ''),
    admin: user.data?.admin === true,
    manager: user.data?.manager === true,
    name: `${String(user.data?.firstname ?? '')} ${String(user.data?.lastname ?? '')}`.trim() || String(user.data?.email ?? ''),
  };
}

/**
 * What a role check guards, and the key under which its refusal ('You are not allowed to decide change requests.')
 * words it in every language.
 */
const ROLE_ACTIONS = {
  'disable users': 'disableUsers',
  'enable users': 'enableUsers',
  'send invitations': 'sendInvitations',
  'send text messages': 'sendTextMessages',
  'change order statuses': 'changeOrderStatuses',
  'decide change requests': 'decideChangeRequests',
  'decide warranty requests': 'decideWarrantyRequests',
  'add or edit dealers': 'editDealers',
} as const;

export type RoleAction = keyof typeof ROLE_ACTIONS;

export function requireRole(caller: Caller, allowed: (caller: Caller) => boolean, action: RoleAction): void {
  if (!allowed(caller)) throw refused('permission-denied', REFUSALS.notAllowed, { action: ROLE_ACTIONS[action] });
}

/** What the role checks need to know about a user or an invite: its company and whether it is (or makes) an admin. */
export interface Managed {
  company: unknown;
  admin: unknown;
}

/**
 * Admins manage everyone; managers only the non-admin users (and invites) of their own company; nobody else.
 * The same rule as firestore.rules applies to invites and user edits.
 */
export function mayManage(caller: Caller, target: Managed): boolean {
  if (caller.admin) return true;
  return caller.manager && target.company === caller.company && target.admin !== true;
}
