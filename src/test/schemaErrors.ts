import * as z from 'zod/mini';

/** The message a schema reports for each invalid field of an input, by field path ('a.b'); {} when it is valid. */
export function errorsByPath(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
