/** The payloads of the order callables. Order content itself is checked by the forms' own schemas (orderContent.ts). */
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../src/reference/orders.js';

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

/** SUBMITORDER {content}: the content is parsed separately, with the form's messages. */
export const submitOrderPayload = z.strictObject({ content: z.unknown() });

/** EDITORDER {order, content}. */
export const editOrderPayload = z.strictObject({ order: documentId('An order'), content: z.unknown() });

/** SETORDERSTATUS {order, to, note, soNumber}. */
export const setOrderStatusPayload = z.strictObject({
  order: documentId('An order'),
  to: z.enum(ORDER_STATUSES, { error: 'Choose a status from the workflow.' }),
  note: note('The note').default(''),
  soNumber: z.string().trim().max(SO_NUMBER_MAX_LENGTH, `An SO number can be at most ${SO_NUMBER_MAX_LENGTH} characters.`).nullable().default(null),
});

/** REQUESTCHANGE {order, content, reason}. */
export const requestChangePayload = z.strictObject({
  order: documentId('An order'),
  content: z.unknown(),
  reason: note('The reason').pipe(z.string().min(1, 'Say why the order should change.')),
});

/** DECIDECHANGE {request, decision, note}: a rejection says why. */
export const decideChangePayload = z
  .strictObject({
    request: documentId('A change request'),
    decision: z.enum(['approved', 'rejected'], { error: 'Approve or reject the request.' }),
    note: note('The note').default(''),
  })
  .refine((payload) => payload.decision === 'approved' || payload.note !== '', {
    message: 'Say why the change is rejected.',
  });
