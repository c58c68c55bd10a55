import { onCall } from 'firebase-functions/v2/https';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { diffOrderContent } from '../../../src/lib/orderDiff.js';
import { REFUSALS } from '../../../src/lib/schemas/refusals.js';
import type { OrderContent, PartsOrderLine } from '../../../src/types/orders.js';
import { requireCaller } from '../caller.js';
import { refused } from '../refusal.js';
import { parsePayload } from '../schemas.js';
import { contentFromPayload } from './content.js';
import { contentFields, loadOrder, requireActiveCompany, storedContent } from './orderRecord.js';
import { requestChangePayload } from './payloads.js';
import { currencyOf, priceLines } from './pricing.js';

/**
 * REQUESTCHANGE {order, content, reason}: a company user asks for a change of an order past pending. The proposed
 * content passes the form's schema and is priced as an approval would price it (so a part no longer offered
 * cannot be added or raised); the request records the order's revision and the difference the server computed.
 */
export const REQUESTCHANGE = onCall(async (request): Promise<{ id: string }> => {
  const { order: orderId, content: raw, reason } = parsePayload(requestChangePayload, request.data);
  const caller = await requireCaller(request);
  const db = getFirestore();
  const ref = db.collection('changeRequests').doc();
  return db.runTransaction(async (transaction) => {
    const order = await loadOrder(transaction, orderId);
    if (order.data.company !== caller.company) throw refused('not-found', REFUSALS.orderNotFound, { order: orderId });
    await requireActiveCompany(transaction, caller.company);
    if (order.data.status === 'pending') {
      throw refused('failed-precondition', REFUSALS.orderStillPending);
    }
    if (order.data.closed !== false) throw refused('failed-precondition', REFUSALS.orderClosed);
    const content = contentFromPayload(raw, caller.company);
    if (content.type !== order.data.type) throw refused('invalid-argument', REFUSALS.changeRequestChangesType);
    let details = content.details;
    if (content.type === 'parts') {
      details = await priceLines(transaction, content.details.lines, currencyOf(order.data), order.data.details?.lines as PartsOrderLine[]);
    }
    const proposed = { ...content, details } as OrderContent;
    const changes = diffOrderContent(storedContent(order.data), proposed);
    if (changes.length === 0) throw refused('failed-precondition', REFUSALS.requestChangesNothing);
    transaction.create(ref, {
      id: ref.id,
      order: orderId,
      orderNumber: order.data.number,
      orderType: order.data.type,
      company: caller.company,
      companyName: order.data.companyName,
      createdBy: caller.uid,
      createdByName: caller.name,
      createdDate: FieldValue.serverTimestamp(),
      status: 'pending',
      reason,
      revision: order.data.revision,
      changes,
      proposed: contentFields(proposed),
      decidedBy: null,
      decidedByName: null,
      decidedDate: null,
      decisionNote: '',
    });
    return { id: ref.id };
  });
});
