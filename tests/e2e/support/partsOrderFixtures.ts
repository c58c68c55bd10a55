/**
 * A parts order past pending and a change request on it, written with firebase-admin as the functions and the
 * clients of the day left them: the order as the cover fixture writes it with parts lines instead, and a request
 * whose stored `changes` list says whatever its writer chose (clients once wrote that list themselves).
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Company } from '../../../src/types/domain.js';
import type { FieldChange, PartsOrderLine } from '../../../src/types/orders.js';
import { adminDb } from './backend.js';
import { writeCoverOrder } from './orderViewFixtures.js';

export interface PartsOrderInput {
  number: number;
  company: Company;
  createdBy: { id: string; name: string };
  lines: PartsOrderLine[];
}

/** The lines' total in cents, then back to the currency, as the server sums them. */
export function linesTotal(lines: readonly PartsOrderLine[]): number {
  return lines.reduce((cents, line) => cents + Math.round(line.quantity * line.unitPrice * 100), 0) / 100;
}

/** A received parts order (revision 1, history: submitted and received) with `lines`. */
export async function writeReceivedPartsOrder(input: PartsOrderInput): Promise<string> {
  const { number, company, createdBy, lines } = input;
  const id = await writeCoverOrder({ number, company, createdBy, status: 'order received', soNumber: `SO-${number}` });
  await adminDb().collection('orders').doc(id).update({ type: 'parts', details: { lines, total: linesTotal(lines) } });
  return id;
}

export interface StoredChangeRequestInput {
  order: { id: string; number: number; company: Company };
  createdBy: { id: string; name: string };
  reason: string;
  lines: PartsOrderLine[];
  /** The request's own list of changes, true or not. */
  changes: FieldChange[];
}

/** A pending change request on revision 1 of a parts order written by writeReceivedPartsOrder, proposing `lines`. */
export async function writePartsChangeRequest(input: StoredChangeRequestInput): Promise<string> {
  const { order, createdBy, lines } = input;
  const ref = adminDb().collection('changeRequests').doc();
  await ref.set({
    id: ref.id,
    order: order.id,
    orderNumber: order.number,
    orderType: 'parts',
    company: order.company.id,
    companyName: order.company.name,
    createdBy: createdBy.id,
    createdByName: createdBy.name,
    createdDate: FieldValue.serverTimestamp(),
    status: 'pending',
    reason: input.reason,
    revision: 1,
    changes: input.changes,
    proposed: {
      type: 'parts',
      leadSource: 'Own Lead',
      poReference: `PO-${order.number}`,
      notes: '',
      customer: null,
      details: { lines, total: linesTotal(lines) },
      attachments: [],
    },
    decidedBy: null,
    decidedByName: null,
    decidedDate: null,
    decisionNote: '',
  });
  return ref.id;
}
