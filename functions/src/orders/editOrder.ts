import { onCall } from 'firebase-functions/v2/https';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { diffOrderContent } from '../../../src/lib/orderDiff.js';
import { REFUSALS } from '../../../src/lib/schemas/refusals.js';
import { orderStatusText } from '../../../src/reference/labels/orders.js';
import type { OrderStatus } from '../../../src/reference/orders.js';
import type { OrderContent, PartsOrderLine } from '../../../src/types/orders.js';
import { requireCaller } from '../caller.js';
import { refusal, refused } from '../refusal.js';
import { parsePayload } from '../schemas.js';
import { contentFromPayload } from './content.js';
import {
  contentFields, loadOrder, requireActiveCompany, requireOrderOfCaller, searchKeysOf, storedContent, writeHistory,
} from './orderRecord.js';
import { editOrderPayload } from './payloads.js';
import { currencyOf, priceLines } from './pricing.js';

/** Why an edit was refused once the order left pending: the client offers a change request instead. */
export const NOT_PENDING = 'not-pending';

/**
 * EDITORDER {order, content}: the company's users (or an admin) change a pending order. The content passes the
 * form's schema, parts are priced from the catalogue (lines already ordered keep their price), and the history
 * entry records the difference the server computed, never one a client sent.
 */
export const EDITORDER = onCall(async (request): Promise<{ revision: number }> => {
  const { order: orderId, content: raw } = parsePayload(editOrderPayload, request.data);
  const caller = await requireCaller(request);
  const db = getFirestore();
  return db.runTransaction(async (transaction) => {
    const order = await loadOrder(transaction, orderId);
    requireOrderOfCaller(order, caller);
    const content = contentFromPayload(raw, String(order.data.company));
    const status = order.data.status as OrderStatus;
    if (status !== 'pending') {
      const label = orderStatusText(status, (id) => id);
      throw refusal('failed-precondition', { message: REFUSALS.orderNotPending, values: { status }, labels: { status: label } }, {
        reason: NOT_PENDING,
        status,
      });
    }
    if (content.type !== order.data.type) throw refused('invalid-argument', REFUSALS.orderTypeFixed);
    if (!caller.admin) await requireActiveCompany(transaction, caller.company);
    let details = content.details;
    if (content.type === 'parts') {
      // The order keeps the currency it was placed in.
      details = await priceLines(transaction, content.details.lines, currencyOf(order.data), order.data.details?.lines as PartsOrderLine[]);
    }
    const after = { ...content, details } as OrderContent;
    const changes = diffOrderContent(storedContent(order.data), after);
    if (changes.length === 0) throw refused('failed-precondition', REFUSALS.editChangesNothing);
    const seq = Number(order.data.historyCount) + 1;
    const revision = Number(order.data.revision) + 1;
    transaction.update(order.ref, {
      ...contentFields(after),
      searchKeys: searchKeysOf(Number(order.data.number), order.data.soNumber ?? null, after),
      revision,
      historyCount: seq,
      updatedDate: FieldValue.serverTimestamp(),
    });
    writeHistory(transaction, order.ref, { seq, kind: 'edited', caller, from: 'pending', to: 'pending', note: '', changes });
    return { revision };
  });
});
