import { onCall } from 'firebase-functions/v2/https';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { REFUSALS } from '../../../src/lib/schemas/refusals.js';
import { requireCaller } from '../caller.js';
import { refused } from '../refusal.js';
import { parsePayload } from '../schemas.js';
import { contentFromPayload } from './content.js';
import { contentFields, orders, requireActiveCompany, searchKeysOf, writeHistory } from './orderRecord.js';
import { submitOrderPayload } from './payloads.js';
import { currencyOf, priceLines } from './pricing.js';
import { priceNote } from './priceNote.js';

/** What the dealer's screen needs: the new order's id and number, and the total the server priced it at. */
export interface SubmittedOrder {
  id: string;
  number: number;
  /** Parts orders: the catalogue total, and the form's estimate when the two differ. */
  total: number | null;
  estimate: number | null;
}

/**
 * SUBMITORDER {content}: places an order for the caller's (active) company in one transaction: the number from
 * counters/orders, the counter moved on, orders/{number} (pending, parts priced from the catalogue) and history
 * entry 1. Clients cannot write orders, history or the counter at all (firestore.rules).
 */
export const SUBMITORDER = onCall(async (request): Promise<SubmittedOrder> => {
  const { content: raw } = parsePayload(submitOrderPayload, request.data);
  const caller = await requireCaller(request);
  const content = contentFromPayload(raw, caller.company);
  const db = getFirestore();
  const counterRef = db.collection('counters').doc('orders');

  return db.runTransaction(async (transaction) => {
    const company = await requireActiveCompany(transaction, caller.company);
    const next = (await transaction.get(counterRef)).get('next');
    if (!Number.isSafeInteger(next) || next < 1) {
      throw refused('failed-precondition', REFUSALS.numberingNotSetUp);
    }
    const currency = currencyOf(company);
    let details = content.details;
    let estimate: number | null = null;
    if (content.type === 'parts') {
      estimate = content.details.total;
      details = await priceLines(transaction, content.details.lines, currency);
    }
    const id = String(next);
    const ref = orders().doc(id);
    transaction.set(counterRef, { next: next + 1 });
    transaction.create(ref, {
      ...contentFields({ ...content, details } as typeof content),
      id,
      number: next,
      company: caller.company,
      companyName: String(company.name),
      currency,
      createdBy: caller.uid,
      createdByName: caller.name,
      createdDate: FieldValue.serverTimestamp(),
      updatedDate: FieldValue.serverTimestamp(),
      status: 'pending',
      statusIndex: 0,
      closed: false,
      soNumber: null,
      searchKeys: searchKeysOf(next, null, content),
      historyCount: 1,
      revision: 1,
    });
    const total = content.type === 'parts' ? (details as { total: number }).total : null;
    writeHistory(transaction, ref, {
      seq: 1,
      kind: 'submitted',
      caller,
      from: null,
      to: 'pending',
      note: priceNote(total, estimate, currency),
      changes: [],
    });
    return { id, number: next, total, estimate: total !== null && estimate !== total ? estimate : null };
  });
});
