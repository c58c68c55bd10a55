import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { requireCaller, requireRole } from './caller.js';
import { deleteUserSchema, parsePayload } from './schemas.js';

/**
 * DELETEUSER {user}: disables the account and marks the user inactive (kept for order history).
 * Admins may disable anyone; managers only users of their own company.
 */
export const DELETEUSER = onCall(async (request) => {
  const { user } = parsePayload(deleteUserSchema, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin || c.manager, 'disable users');

  const ref = getFirestore().collection('users').doc(user);
  const target = await ref.get();
  if (!target.exists) throw new HttpsError('not-found', 'That user does not exist.');
  if (!caller.admin && target.get('company') !== caller.company) {
    throw new HttpsError('permission-denied', 'Managers may only disable users of their own company.');
  }
  if (user === caller.uid) throw new HttpsError('failed-precondition', 'You cannot disable your own account.');

  await getAuth().updateUser(user, { disabled: true });
  await ref.update({ active: false });
  return { user, active: false };
});
