/**
 * The messages of the order forms are catalogue ids (src/i18n/messages/<language>/orders.json), worded where they
 * are read: the screens in the reader's language, the server's replies in English (serverEnglish.ts). A message
 * with arguments travels with their values: a custom issue carries them as its params, a length or count limit as
 * its bound. Pure: the functions read these schemas too.
 */
import type * as z from 'zod/mini';

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
  const values: OrderMessageValues = {};
  if (issue.code === 'custom' && issue.params) Object.assign(values, issue.params);
  if (issue.code === 'too_big') values.max = Number(issue.maximum);
  if (issue.code === 'too_small') values.min = Number(issue.minimum);
  return { id: issue.message, values };
}
