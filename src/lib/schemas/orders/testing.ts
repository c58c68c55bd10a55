/** For the order schema tests: what a schema reports for each invalid field, by field path ('a.b'). */
import * as z from 'zod/mini';
import { issueMessage, type OrderMessage } from './messages';

/** The message ids with their values; {} when the input is valid. */
export function messagesByPath(schema: z.core.$ZodType, input: unknown): Record<string, OrderMessage> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueMessage(issue)]));
}

/** The message ids; {} when the input is valid. */
export function idsByPath(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(messagesByPath(schema, input)).map(([path, message]) => [path, message.id]));
}
