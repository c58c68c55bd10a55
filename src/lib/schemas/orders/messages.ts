/**
 * The messages of the order forms are catalogue ids (src/i18n/messages/<language>/orders.json), worded where they
 * are read: the screens in the reader's language, and a refusal of the server by the caller's screen (its
 * details carry the id and values, refusals.ts). A message with arguments travels with their values: a custom
 * issue carries them as its params, a length or count limit as its bound. Pure: the functions read these schemas too.
 */
import type * as z from 'zod/mini';
import { issueValues } from '../refusals';

export type OrderMessageValues = Record<string, string | number>;

/** A message id and the values of its arguments. */
export interface OrderMessage {
  id: string;
  values: OrderMessageValues;
}

/**
 * The message of a failed check. Built-in limits keep their bound in the issue (`max` of 'At most {max}
 * characters.'); custom issues pass theirs as params.
 */
export function issueMessage(issue: z.core.$ZodIssue): OrderMessage {
  return { id: issue.message, values: issueValues(issue) };
}
