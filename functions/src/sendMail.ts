import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { mayManage, requireCaller, requireRole } from './caller.js';
import { invitationMail } from './inviteMail.js';
import { parsePayload, sendMailSchema } from './schemas.js';
import { MAIL_FROM, mailProvider, SENDGRID_API_KEY } from './providers/index.js';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const NOT_FOUND = 5;

/**
 * SENDMAIL {invite}: sends (or re-sends) the invitation of an unused invite to the invited address, written here
 * from the invite, and records when (invites/{id}.lastSentDate). Only someone who may manage the invite sends it:
 * an admin, or a manager of its company when it does not grant admin. The portal's only mail, so never a relay.
 */
export const SENDMAIL = onCall({ secrets: [SENDGRID_API_KEY, MAIL_FROM] }, async (request) => {
  const { invite: inviteId } = parsePayload(sendMailSchema, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin || c.manager, 'send invitations');

  const ref = getFirestore().collection('invites').doc(inviteId);
  const snapshot = await ref.get();
  const invite = snapshot.data();
  if (!invite) throw new HttpsError('not-found', 'That invitation does not exist.');
  if (!mayManage(caller, { company: invite.company, admin: invite.admin })) {
    throw new HttpsError('permission-denied', 'You are not allowed to send this invitation.');
  }
  if (invite.used !== false) throw new HttpsError('failed-precondition', 'This invitation has already been used.');
  const email = typeof invite.email === 'string' ? invite.email.trim() : '';
  if (!EMAIL.test(email)) throw new HttpsError('failed-precondition', 'This invitation has no valid email address.');

  const mail = invitationMail({
    id: snapshot.id,
    email,
    firstname: asString(invite.firstname),
    companyName: asString(invite.companyName) || (await companyName(invite.company)),
    inviterName: asString(invite.createdByName),
  });
  const id = await mailProvider.send(mail, caller.uid);
  await ref.update({ lastSentDate: FieldValue.serverTimestamp() }).catch((error: { code?: number }) => {
    // Revoked while the mail went out: nothing left to record.
    if (error.code !== NOT_FOUND) throw error;
  });
  return { id };
});

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

async function companyName(companyId: unknown): Promise<string> {
  if (typeof companyId !== 'string' || companyId === '') return '';
  const company = await getFirestore().collection('companies').doc(companyId).get();
  return asString(company.get('name'));
}
