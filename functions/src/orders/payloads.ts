/**
 * The payloads of the order callables and of the warranty decision. Order content itself is checked by the forms'
 * own schemas (orderContent.ts). The messages are refusal ids (REFUSALS), with their limits as the issue's bound
 * and their other values as its params (parsePayload sends both).
 */
import { z } from 'zod';
import { INCOMPLETE_ORDER_MESSAGE } from '../../../src/lib/schemas/orders/orderContent.js';
import { REFUSALS } from '../../../src/lib/schemas/refusals.js';
import { ORDER_STATUSES } from '../../../src/reference/orders.js';
import { DECISION_NOTE_MAX_LENGTH, WARRANTY_NUMBER_MAX_LENGTH } from '../../../src/reference/warranty.js';

export const NOTE_MAX_LENGTH = 2000;
export const SO_NUMBER_MAX_LENGTH = 40;

/** The refusals of a document id, which say what it names. */
const DOCUMENT_IDS = {
  order: { required: REFUSALS.orderRequired, malformed: REFUSALS.notAnOrder },
  changeRequest: { required: REFUSALS.changeRequestRequired, malformed: REFUSALS.notAChangeRequest },
  warranty: { required: REFUSALS.warrantyRequired, malformed: REFUSALS.notAWarranty },
};

const documentId = (what: keyof typeof DOCUMENT_IDS) => {
  const { required, malformed } = DOCUMENT_IDS[what];
  return z.string({ error: required }).trim().min(1, required).max(128, malformed).regex(/^[A-Za-z0-9_-]+$/, malformed);
};

const note = () => z.string().trim().max(NOTE_MAX_LENGTH, REFUSALS.noteTooLong);

/**
 * A payload of exactly these keys. Any other key (`changes`, `searchKeys`, a price...) is refused rather than
 * ignored, since what it would say is the server's to work out; the refusal names it (issueRefusal).
 */
function payload<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, { error: REFUSALS.malformedRequest });
}

/** Order content, checked separately with the form's messages; only its absence is refused here. */
const content = z.custom<unknown>((value) => value !== undefined, { error: INCOMPLETE_ORDER_MESSAGE });

/** SUBMITORDER {content}. */
export const submitOrderPayload = payload({ content });

/** EDITORDER {order, content}. */
export const editOrderPayload = payload({ order: documentId('order'), content });

/** SETORDERSTATUS {order, to, note, soNumber}. */
export const setOrderStatusPayload = payload({
  order: documentId('order'),
  to: z.enum(ORDER_STATUSES, { error: REFUSALS.chooseStatus }),
  note: note().default(''),
  soNumber: z.string().trim().max(SO_NUMBER_MAX_LENGTH, REFUSALS.soNumberTooLong).nullable().default(null),
});

const WHY_CHANGE = REFUSALS.changeReasonRequired;

/** REQUESTCHANGE {order, content, reason}: a request says why. */
export const requestChangePayload = payload({
  order: documentId('order'),
  content,
  reason: z.string({ error: WHY_CHANGE }).trim().min(1, WHY_CHANGE).max(NOTE_MAX_LENGTH, REFUSALS.changeReasonTooLong),
});

/** DECIDECHANGE {request, decision, note}: a rejection says why. */
export const decideChangePayload = payload({
  request: documentId('changeRequest'),
  decision: z.enum(['approved', 'rejected'], { error: REFUSALS.decideChange }),
  note: note().default(''),
}).refine((decided) => decided.decision === 'approved' || decided.note !== '', {
  message: REFUSALS.changeRejectionReason,
});

const COVERAGE_REQUIRED = REFUSALS.coverageRequired;

/** A picked day as the instant of its local midnight (ISO 8601, as Date.toISOString() writes it). */
const coverageDay = z.iso.datetime({ error: COVERAGE_REQUIRED }).transform((value) => new Date(value)).nullable().default(null);

/**
 * DECIDEWARRANTY {warranty, decision, warrantyNumber, coverageStart, coverageEnd, note}: an approval carries the
 * warranty number and the coverage, which ends after it starts; a rejection says why and carries neither.
 */
export const decideWarrantyPayload = payload({
  warranty: documentId('warranty'),
  decision: z.enum(['approved', 'rejected'], { error: REFUSALS.decideWarranty }),
  warrantyNumber: z
    .string({ error: REFUSALS.warrantyNumberRequired })
    .trim()
    .max(WARRANTY_NUMBER_MAX_LENGTH, REFUSALS.warrantyNumberTooLong)
    .default(''),
  coverageStart: coverageDay,
  coverageEnd: coverageDay,
  note: z.string().trim().max(DECISION_NOTE_MAX_LENGTH, REFUSALS.noteTooLong).default(''),
}).superRefine((decided, context) => {
  const fail = (message: string) => context.addIssue({ code: 'custom', message });
  if (decided.decision === 'rejected') {
    if (decided.note === '') fail(REFUSALS.warrantyRejectionReason);
    else if (decided.warrantyNumber !== '' || decided.coverageStart !== null || decided.coverageEnd !== null) fail(REFUSALS.rejectedWithDetails);
    return;
  }
  // A malformed date has its own issue already, and stays the text it was: only two dates are compared.
  if (decided.warrantyNumber === '') fail(REFUSALS.warrantyNumberRequired);
  else if (!(decided.coverageStart instanceof Date) || !(decided.coverageEnd instanceof Date)) fail(COVERAGE_REQUIRED);
  else if (decided.coverageEnd.getTime() <= decided.coverageStart.getTime()) fail(REFUSALS.coverageOrder);
});
