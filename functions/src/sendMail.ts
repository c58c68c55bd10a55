import { onCall } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { REFUSALS, issueRefusal } from '../../src/lib/schemas/refusals.js';
import { mayManage, requireCaller, requireRole, type Caller } from './caller.js';
import { invitationMail, minutesUntilResend, resendRefusal } from './inviteMail.js';
import { invitationFieldsSchema, parsePayload, sendMailSchema, type InvitationFields } from './schemas.js';
import { MAIL_FROM, mailProvider, SENDGRID_API_KEY } from './providers/index.js';
import { refusal, refused } from './refusal.js';

const NOT_FOUND = 5;

/**
 * SENDMAIL {invite}: sends (or re-sends) the invitation of an unused invite to the invited address, written here
 * from the invite, and records when (invites/{id}.lastSentDate). Only someone who may manage the invite sends it:
 * an admin, or a manager of its company when it does not grant admin. The only mail a client asks for (the mails of
 * status changes and decisions go out from the callables that write them, eventMails.ts), so never a relay, and at
 * most once in RESEND_INTERVAL_MINUTES per invite.
 */
export const SENDMAIL = onCall({ secrets: [SENDGRID_API_KEY, MAIL_FROM] }, async (request) => {
  const { invite: inviteId } = parsePayload(sendMailSchema, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin || c.manager, 'send invitations');

  const ref = getFirestore().collection('invites').doc(inviteId);
  // Checked and stamped in one transaction: of two sends at once, the second finds the first's lastSentDate and
  // is refused, so the interval holds however fast the calls come.
  const claim = await getFirestore().runTransaction(async (transaction) => {
    const invite = (await transaction.get(ref)).data();
    const fields = mailableInvitation(invite, caller);
    const previous = invite?.lastSentDate instanceof Timestamp ? invite.lastSentDate : null;
    const wait = minutesUntilResend(previous?.toDate() ?? null, new Date());
    if (wait > 0) throw refusal('resource-exhausted', resendRefusal(wait), { retryAfterMinutes: wait });
    transaction.update(ref, { lastSentDate: FieldValue.serverTimestamp() });
    return { fields, company: invite?.company, previous };
  });

  try {
    await refuseExistingAccount(claim.fields.email);
    const mail = invitationMail({
      id: inviteId,
      email: claim.fields.email,
      firstname: claim.fields.firstname,
      companyName: claim.fields.companyName || (await companyName(claim.company)),
      inviterName: claim.fields.createdByName,
    });
    const id = await mailProvider.send(mail, caller.uid);
    return { id };
  } catch (error) {
    // Nothing went out: put the previous date back, so the invitation can be sent again at once.
    await ref.update({ lastSentDate: claim.previous }).catch((undo: { code?: number }) => {
      // Revoked meanwhile: nothing left to put back.
      if (undo.code !== NOT_FOUND) logger.error(`Invite ${inviteId} keeps a send date although its mail failed`, undo);
    });
    throw error;
  }
});

/** The invite's mail fields once the caller may send it, it is unused, and its fields are within the portal's sizes. */
function mailableInvitation(invite: DocumentData | undefined, caller: Caller): InvitationFields {
  if (!invite) throw refused('not-found', REFUSALS.invitationNotFound);
  if (!mayManage(caller, { company: invite.company, admin: invite.admin })) {
    throw refused('permission-denied', REFUSALS.invitationNotAllowed);
  }
  if (invite.used !== false) throw refused('failed-precondition', REFUSALS.invitationUsed);
  const fields = invitationFieldsSchema.safeParse(invite);
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw refusal('failed-precondition', issue ? issueRefusal(issue) : { message: REFUSALS.invitationUnsendable });
  }
  return fields.data;
}

/**
 * An address that already signs in cannot register again, so its invitation would only mislead: refused here for
 * every sender (the invite form warns first, but managers cannot see other companies' users).
 */
async function refuseExistingAccount(email: string): Promise<void> {
  const existing = await getAuth()
    .getUserByEmail(email)
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return null;
      throw error;
    });
  if (existing) throw refused('already-exists', REFUSALS.invitationAccountExists);
}

async function companyName(companyId: unknown): Promise<string> {
  if (typeof companyId !== 'string' || companyId === '') return '';
  const company = await getFirestore().collection('companies').doc(companyId).get();
  const name: unknown = company.get('name');
  return typeof name === 'string' ? name : '';
}
