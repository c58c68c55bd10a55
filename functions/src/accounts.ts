import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { mayManage, requireCaller, requireRole } from './caller.js';
import { parsePayload, userPayloadSchema } from './schemas.js';

/**
 * DELETEUSER and ENABLEUSER: the only writers of a user's `active` flag. Both turn the sign-in account off or on
 * and record it on users/{uid}, with the same checks: admins may change anyone, managers only non-admin users of
 * their own company, and nobody their own account.
 */
export async function setAccountActive(request: CallableRequest<unknown>, active: boolean): Promise<{ user: string; active: boolean }> {
  const verb = active ? 'enable' : 'disable';
  const { user } = parsePayload(userPayloadSchema, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin || c.manager, `${verb} users`);

  const ref = getFirestore().collection('users').doc(user);
  const target = await ref.get();
  if (!target.exists) throw new HttpsError('not-found', 'That user does not exist.');
  if (!mayManage(caller, { company: target.get('company'), admin: target.get('data.admin') })) {
    throw new HttpsError(
      'permission-denied',
      target.get('data.admin') === true
        ? `Only admins may ${verb} an admin.`
        : `Managers may only ${verb} users of their own company.`,
    );
  }
  if (user === caller.uid) throw new HttpsError('failed-precondition', `You cannot ${verb} your own account.`);

  await getAuth().updateUser(user, { disabled: !active });
  // The public admins directory lists active admins only: it follows the flag in the same commit.
  const batch = getFirestore().batch();
  batch.update(ref, { active });
  if (target.get('data.admin') === true) {
    const entry = getFirestore().collection('admins').doc(user);
    if (active) batch.set(entry, { id: user });
    else batch.delete(entry);
  }
  await batch.commit();
  return { user, active };
}
