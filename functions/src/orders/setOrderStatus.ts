import { onCall } from 'firebase-functions/v2/https';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { REFUSALS } from '../../../src/lib/schemas/refusals.js';
import { orderStatusText } from '../../../src/reference/labels/orders.js';
import { ORDER_STATUSES, isClosedStatus, nextStatuses, soNumberRequired, type OrderStatus } from '../../../src/reference/orders.js';
import { requireCaller, requireRole } from '../caller.js';
import { statusChangeMail, type StatusChangeDetails } from '../eventMails.js';
import { companyRecipients, mailEach, type MailOutcome } from '../mailRecipients.js';
import { MAIL_SECRETS } from '../providers/index.js';
import { refusal } from '../refusal.js';
import { parsePayload } from '../schemas.js';
import { loadOrder, searchKeysOf, writeHistory } from './orderRecord.js';
import { setOrderStatusPayload } from './payloads.js';

/** A status's label as a message id (the reader's screen words it), or the stored value the portal has no label for. */
const statusLabel = (status: OrderStatus) => orderStatusText(status, (id) => id);

/**
 * SETORDERSTATUS {order, to, note, soNumber}: admins move an order forward through the workflow (or cancel it
 * before shipping), with its 'status' history entry. The SO number given replaces the stored one, and the search
 * keys follow it. Once written, the order's company users who turned email on get the status mail.
 */
export const SETORDERSTATUS = onCall({ secrets: MAIL_SECRETS }, async (request): Promise<{ status: OrderStatus; mail: MailOutcome }> => {
  const input = parsePayload(setOrderStatusPayload, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin, 'change order statuses');
  const db = getFirestore();
  const changed = await db.runTransaction(async (transaction): Promise<StatusChangeDetails & { company: string }> => {
    const order = await loadOrder(transaction, input.order);
    const from = order.data.status as OrderStatus;
    if (order.data.closed !== false || !nextStatuses(from).includes(input.to)) {
      throw refusal('failed-precondition', {
        message: REFUSALS.statusMove, values: { from, to: input.to }, labels: { from: statusLabel(from), to: statusLabel(input.to) },
      });
    }
    const soNumber = input.soNumber || (typeof order.data.soNumber === 'string' ? order.data.soNumber.trim() : '') || null;
    if (soNumberRequired(input.to) && !soNumber) {
      throw refusal('invalid-argument', { message: REFUSALS.soNumberRequired, values: { status: input.to }, labels: { status: statusLabel(input.to) } });
    }
    const seq = Number(order.data.historyCount) + 1;
    const searched = {
      customer: order.data.customer ?? null,
      poReference: typeof order.data.poReference === 'string' ? order.data.poReference : '',
    };
    transaction.update(order.ref, {
      status: input.to,
      statusIndex: ORDER_STATUSES.indexOf(input.to),
      closed: isClosedStatus(input.to),
      soNumber,
      searchKeys: searchKeysOf(Number(order.data.number), soNumber, searched),
      historyCount: seq,
      updatedDate: FieldValue.serverTimestamp(),
    });
    writeHistory(transaction, order.ref, { seq, kind: 'status', caller, from, to: input.to, note: input.note, changes: [] });
    return {
      company: String(order.data.company ?? ''),
      orderId: order.ref.id,
      orderNumber: Number(order.data.number),
      orderType: String(order.data.type),
      companyName: String(order.data.companyName ?? ''),
      status: input.to,
      soNumber,
    };
  });
  const mail = await mailEach(() => companyRecipients(changed.company), (to) => statusChangeMail(to, changed), caller.uid);
  return { status: input.to, mail };
});
