import { onCall } from 'firebase-functions/v2/https';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { diffOrderContent } from '../../../src/lib/orderDiff.js';
import { REFUSALS } from '../../../src/lib/schemas/refusals.js';
import type { OrderContent, PartsOrderLine } from '../../../src/types/orders.js';
import { requireCaller, requireRole } from '../caller.js';
import { changeDecisionMail } from '../eventMails.js';
import { mailEach, requesterRecipient, type MailOutcome } from '../mailRecipients.js';
import { MAIL_SECRETS } from '../providers/index.js';
import { refused } from '../refusal.js';
import { parsePayload } from '../schemas.js';
import { contentFields, loadOrder, searchKeysOf, storedContent, writeHistory } from './orderRecord.js';
import { decideChangePayload } from './payloads.js';
import { currencyOf, priceLines } from './pricing.js';

/** Why an approval was refused because the order moved on: the admin rejects and asks for a new request. */
export const STALE_REVISION = 'stale-revision';

/**
 * DECIDECHANGE {request, decision, note}: an admin approves or rejects a pending change request, once. An approval
 * applies the proposed content only to the revision it was filed against (anything else is refused, never applied
 * silently), prices parts again from the catalogue, and records in the order's history the difference computed
 * now between the order and what it becomes: what the admin approved is what the history shows. Once decided, the
 * requester gets the decision by mail if they turned email on.
 */
export const DECIDECHANGE = onCall({ secrets: MAIL_SECRETS }, async (request): Promise<{ status: 'approved' | 'rejected'; mail: MailOutcome }> => {
  const input = parsePayload(decideChangePayload, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin, 'decide change requests');
  const db = getFirestore();
  const requestRef = db.collection('changeRequests').doc(input.request);
  const decided = await db.runTransaction(async (transaction) => {
    const changeRequest = (await transaction.get(requestRef)).data();
    if (!changeRequest) throw refused('not-found', REFUSALS.changeRequestNotFound);
    if (changeRequest.status !== 'pending') {
      throw refused('failed-precondition', REFUSALS.changeRequestDecided, { status: String(changeRequest.status) });
    }
    const decision = {
      status: input.decision,
      decidedBy: caller.uid,
      decidedByName: caller.name,
      decidedDate: FieldValue.serverTimestamp(),
      decisionNote: input.note,
    };
    // What the mail says: the request as stored, and the decision as written here.
    const told = {
      requester: changeRequest.createdBy as unknown,
      company: String(changeRequest.company ?? ''),
      orderId: String(changeRequest.order),
      orderNumber: Number(changeRequest.orderNumber),
      decision: input.decision,
      note: input.note,
    };
    if (input.decision === 'rejected') {
      transaction.update(requestRef, decision);
      return told;
    }
    const order = await loadOrder(transaction, String(changeRequest.order));
    if (order.data.revision !== changeRequest.revision) {
      const values = { order: String(order.data.number), revision: String(changeRequest.revision), current: String(order.data.revision) };
      throw refused('failed-precondition', REFUSALS.staleRevision, values, { reason: STALE_REVISION });
    }
    if (order.data.closed !== false || order.data.status === 'pending') {
      throw refused('failed-precondition', REFUSALS.orderTakesNoChange, { order: String(order.data.number) });
    }
    const proposed = changeRequest.proposed as OrderContent;
    if (proposed?.type !== order.data.type) throw refused('failed-precondition', REFUSALS.requestChangesType);
    let after = proposed;
    if (proposed.type === 'parts') {
      const details = await priceLines(transaction, proposed.details.lines, currencyOf(order.data), order.data.details?.lines as PartsOrderLine[]);
      after = { ...proposed, details };
    }
    const changes = diffOrderContent(storedContent(order.data), after);
    const seq = Number(order.data.historyCount) + 1;
    transaction.update(order.ref, {
      ...contentFields(after),
      searchKeys: searchKeysOf(Number(order.data.number), order.data.soNumber ?? null, after),
      revision: Number(order.data.revision) + 1,
      historyCount: seq,
      updatedDate: FieldValue.serverTimestamp(),
    });
    writeHistory(transaction, order.ref, {
      seq, kind: 'change approved', caller, from: order.data.status, to: order.data.status, note: input.note, changes,
    });
    transaction.update(requestRef, decision);
    return told;
  });
  const mail = await mailEach(() => requesterRecipient(decided.requester, decided.company), (to) => changeDecisionMail(to, decided), caller.uid);
  return { status: input.decision, mail };
});
