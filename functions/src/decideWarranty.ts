import { onCall } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { REFUSALS } from '../../src/lib/schemas/refusals.js';
import { requireCaller, requireRole } from './caller.js';
import { warrantyDecisionMail, type WarrantyDecisionDetails } from './eventMails.js';
import { mailEach, requesterRecipient, type MailOutcome } from './mailRecipients.js';
import { MAIL_SECRETS } from './providers/index.js';
import { decideWarrantyPayload } from './orders/payloads.js';
import { refused } from './refusal.js';
import { parsePayload } from './schemas.js';

/** Why a decision was refused because another admin decided first; the refusal's details also carry the status. */
export const ALREADY_DECIDED = 'already-decided';

/**
 * DECIDEWARRANTY {warranty, decision, warrantyNumber, coverageStart, coverageEnd, note}: an admin approves a pending
 * warranty application with its number and coverage, or rejects it saying why, once, in their own name and at the
 * server's time. Then the dealer who applied gets the decision by mail if they turned email on.
 */
export const DECIDEWARRANTY = onCall({ secrets: MAIL_SECRETS }, async (request): Promise<{ status: 'approved' | 'rejected'; mail: MailOutcome }> => {
  const input = parsePayload(decideWarrantyPayload, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin, 'decide warranty requests');
  const db = getFirestore();
  const ref = db.collection('warranties').doc(input.warranty);
  const decided = await db.runTransaction(async (transaction) => {
    const warranty = (await transaction.get(ref)).data();
    if (!warranty) throw refused('not-found', REFUSALS.warrantyNotFound);
    if (warranty.status !== 'pending') {
      const status = String(warranty.status);
      throw refused('failed-precondition', REFUSALS.warrantyDecided, { status }, { reason: ALREADY_DECIDED, status });
    }
    const approved = input.decision === 'approved';
    transaction.update(ref, {
      status: input.decision,
      warrantyNumber: approved ? input.warrantyNumber : null,
      coverageStart: approved && input.coverageStart ? Timestamp.fromDate(input.coverageStart) : null,
      coverageEnd: approved && input.coverageEnd ? Timestamp.fromDate(input.coverageEnd) : null,
      decidedBy: caller.uid,
      decidedByName: caller.name,
      decidedDate: FieldValue.serverTimestamp(),
      decisionNote: input.note,
    });
    const details: WarrantyDecisionDetails & { requester: unknown; company: string } = {
      requester: warranty.createdBy,
      company: String(warranty.company ?? ''),
      warrantyId: ref.id,
      orderNumber: Number(warranty.orderNumber),
      decision: input.decision,
      note: input.note,
      warrantyNumber: approved ? input.warrantyNumber : null,
      coverageStart: approved ? input.coverageStart : null,
      coverageEnd: approved ? input.coverageEnd : null,
    };
    return details;
  });
  const mail = await mailEach(() => requesterRecipient(decided.requester, decided.company), (to) => warrantyDecisionMail(to, decided), caller.uid);
  return { status: input.decision, mail };
});
