/**
 * The payloads of the order callables and of the warranty decision. Order content itself is checked by the forms'
 * own schemas (orderContent.ts).
 */
import { z } from 'zod';
import { INCOMPLETE_ORDER_MESSAGE } from '../../../src/lib/schemas/orders/orderContent.js';
import { ORDER_STATUSES } from '../../../src/reference/orders.js';
import { DECISION_NOTE_MAX_LENGTH, WARRANTY_NUMBER_MAX_LENGTH } from '../../../src/reference/warranty.js';

export const NOTE_MAX_LENGTH = 2000;
export const SO_NUMBER_MAX_LENGTH = 40;

const documentId = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(128, `That is not ${what.toLowerCase()}.`)
    .regex(/^[A-Za-z0-9_-]+$/, `That is not ${what.toLowerCase()}.`);

const note = (what: string) => z.string().trim().max(NOTE_MAX_LENGTH, `${what} can be at most ${NOTE_MAX_LENGTH} characters.`);

/**
 * A payload of exactly these keys. Any other key (`changes`, `searchKeys`, a price...) is refused rather than
 * ignored, since what it would say is the server's to work out; the refusal names it in plain words.
 */
function payload<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field ${issue.keys.map((key) => `'${key}'`).join(', ')} in the request; reload the page and try again.`
        : 'The request is malformed; reload the page and try again.',
  });
}

/** Order content, checked separately with the form's messages; only its absence is refused here. */
const content = z.custom<unknown>((value) => value !== undefined, { error: INCOMPLETE_ORDER_MESSAGE });

/** SUBMITORDER {content}. */
export const submitOrderPayload = payload({ content });

/** EDITORDER {order, content}. */
export const editOrderPayload = payload({ order: documentId('An order'), content });

/** SETORDERSTATUS {order, to, note, soNumber}. */
export const setOrderStatusPayload = payload({
  order: documentId('An order'),
  to: z.enum(ORDER_STATUSES, { error: 'Choose a status from the workflow.' }),
  note: note('The note').default(''),
  soNumber: z.string().trim().max(SO_NUMBER_MAX_LENGTH, `An SO number can be at most ${SO_NUMBER_MAX_LENGTH} characters.`).nullable().default(null),
});

const WHY_CHANGE = 'Say why the order should change.';

/** REQUESTCHANGE {order, content, reason}: a request says why. */
export const requestChangePayload = payload({
  order: documentId('An order'),
  content,
  reason: z
    .string({ error: WHY_CHANGE })
    .trim()
    .min(1, WHY_CHANGE)
    .max(NOTE_MAX_LENGTH, `The reason can be at most ${NOTE_MAX_LENGTH} characters.`),
});

/** DECIDECHANGE {request, decision, note}: a rejection says why. */
export const decideChangePayload = payload({
  request: documentId('A change request'),
  decision: z.enum(['approved', 'rejected'], { error: 'Approve or reject the request.' }),
  note: note('The note').default(''),
}).refine((decided) => decided.decision === 'approved' || decided.note !== '', {
  message: 'Say why the change is rejected.',
});

const COVERAGE_REQUIRED = 'Choose when the coverage starts and ends.';
const NOT_REJECTED_WITH = 'A rejected warranty has no number or coverage.';

/** A picked day as the instant of its local midnight (ISO 8601, as Date.toISOString() writes it). */
const coverageDay = z.iso.datetime({ error: COVERAGE_REQUIRED }).transform((value) => new Date(value)).nullable().default(null);

/**
 * DECIDEWARRANTY {warranty, decision, warrantyNumber, coverageStart, coverageEnd, note}: an approval carries the
 * warranty number and the coverage, which ends after it starts; a rejection says why and carries neither.
 */
export const decideWarrantyPayload = payload({
  warranty: documentId('A warranty'),
  decision: z.enum(['approved', 'rejected'], { error: 'Approve or reject the warranty request.' }),
  warrantyNumber: z
    .string({ error: 'A warranty number is required to approve.' })
    .trim()
    .max(WARRANTY_NUMBER_MAX_LENGTH, `A warranty number can be at most ${WARRANTY_NUMBER_MAX_LENGTH} characters.`)
    .default(''),
  coverageStart: coverageDay,
  coverageEnd: coverageDay,
  note: z.string().trim().max(DECISION_NOTE_MAX_LENGTH, `The note can be at most ${DECISION_NOTE_MAX_LENGTH} characters.`).default(''),
}).superRefine((decided, context) => {
  const fail = (message: string) => context.addIssue({ code: 'custom', message });
  if (decided.decision === 'rejected') {
    if (decided.note === '') fail('Say why the warranty is rejected.');
    else if (decided.warrantyNumber !== '' || decided.coverageStart !== null || decided.coverageEnd !== null) fail(NOT_REJECTED_WITH);
    return;
  }
  // A malformed date has its own issue already, and stays the text it was: only two dates are compared.
  if (decided.warrantyNumber === '') fail('A warranty number is required to approve.');
  else if (!(decided.coverageStart instanceof Date) || !(decided.coverageEnd instanceof Date)) fail(COVERAGE_REQUIRED);
  else if (decided.coverageEnd.getTime() <= decided.coverageStart.getTime()) fail('The coverage must end after it starts.');
});
