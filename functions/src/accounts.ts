import type { CallableRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { mayManage, requireCaller, requireRole } from './caller.js';
import { REFUSALS } from '../../src/lib/schemas/refusals.js';
import { refused } from './refusal.js';
import { parsePayload, userPayloadSchema } from './schemas.js';

/** What users/{uid} says about the account: whether it is on and, while it is off, who turned it off. */
interface AccountRecord {
  active: boolean;
  /** The uid of the admin or manager who disabled the account. */
  disabledBy: string | null;
  /** Whether an admin disabled it: then only an admin may change it again. */
  disabledByAdmin: boolean | null;
}


/**
 * DELETEUSER and ENABLEUSER: the only writers of a user's `active` flag. Both turn the sign-in account off or on
 * and record it on users/{uid}, with the same checks: admins may change anyone, managers only non-admin users of
 * their own company, and nobody their own account. An account an admin disabled is changed by admins only, so a
 * manager cannot undo an admin's decision.
 */
export async function setAccountActive(request: CallableRequest<unknown>, active: boolean): Promise<{ user: string; active: boolean }> {
  const verb = active ? 'enable' : 'disable';
  const { user } = parsePayload(userPayloadSchema, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin || c.manager, active ? 'enable users' : 'disable users');

  const ref = getFirestore().collection('users').doc(user);
  const target = await ref.get();
  if (!target.exists) throw refused('not-found', REFUSALS.userNotFound);
  if (!mayManage(caller, { company: target.get('company'), admin: target.get('data.admin') })) {
    const refusal = target.get('data.admin') === true ? REFUSALS.onlyAdminsForAdmin : REFUSALS.managersOwnCompany;
    throw refused('permission-denied', refusal, { action: verb });
  }
  if (user === caller.uid) throw refused('failed-precondition', REFUSALS.notOwnAccount, { action: verb });
  if (target.get('disabledByAdmin') === true && !caller.admin) {
    throw refused('permission-denied', active ? REFUSALS.reenableAdminDisabled : REFUSALS.adminDisabled);
  }

  const before = recordOf(target);
  const after: AccountRecord = active
    ? { active: true, disabledBy: null, disabledByAdmin: null }
    : { active: false, disabledBy: caller.uid, disabledByAdmin: caller.admin };
  const targetIsAdmin = target.get('data.admin') === true;

  // Firestore first: the rules and the callables read `active` on every request, so the account loses (or gets
  // back) the portal the moment this commits, and writing back what was read undoes it exactly. Auth second: if
  // it fails, Firestore is put back, so the two never disagree and the caller sees the failure and may try again.
  await writeRecord(ref, targetIsAdmin, after).catch((error: unknown) => {
    logger.error(`Could not ${verb} user ${user} in Firestore; nothing was changed`, error);
    throw refused('internal', REFUSALS.nothingChanged);
  });
  try {
    await setSignIn(user, active);
  } catch (error) {
    logger.error(`Could not ${verb} the sign-in account of ${user}; putting users/${user} back`, error);
    const undone = await writeRecord(ref, targetIsAdmin, before).then(
      () => true,
      (undo: unknown) => {
        logger.error(`users/${user} says the account is ${active ? 'on' : 'off'} but its sign-in account did not change`, undo);
        return false;
      },
    );
    // Only when putting Firestore back failed too; trying again repairs it, since both calls write the whole state.
    throw refused('internal', undone ? REFUSALS.nothingChanged : REFUSALS.accountsDisagree);
  }
  return { user, active };
}

function recordOf(snapshot: DocumentSnapshot): AccountRecord {
  const disabledBy: unknown = snapshot.get('disabledBy');
  const disabledByAdmin: unknown = snapshot.get('disabledByAdmin');
  return {
    active: snapshot.get('active') === true,
    disabledBy: typeof disabledBy === 'string' ? disabledBy : null,
    disabledByAdmin: typeof disabledByAdmin === 'boolean' ? disabledByAdmin : null,
  };
}

/**
 * One commit: the user's record (who disabled it removed when there is none) and, for an admin, the public admins
 * directory, which lists active admins only.
 */
async function writeRecord(ref: DocumentReference, isAdmin: boolean, record: AccountRecord): Promise<void> {
  const db = getFirestore();
  const batch = db.batch();
  batch.update(ref, {
    active: record.active,
    disabledBy: record.disabledBy ?? FieldValue.delete(),
    disabledByAdmin: record.disabledByAdmin ?? FieldValue.delete(),
  });
  if (isAdmin) {
    const entry = db.collection('admins').doc(ref.id);
    if (record.active) batch.set(entry, { id: ref.id });
    else batch.delete(entry);
  }
  await batch.commit();
}

/**
 * Turns the sign-in account on or off. Disabling first revokes the refresh tokens, then disables: if the revoke
 * fails nothing changed, and if disabling fails the revoke alone only asks the user to sign in again, so in
 * either case putting Firestore back is all it takes to agree again.
 */
async function setSignIn(uid: string, active: boolean): Promise<void> {
  const auth = getAuth();
  if (!active) await auth.revokeRefreshTokens(uid);
  await auth.updateUser(uid, { disabled: !active });
}

