import { z } from 'zod';
import { HttpsError } from 'firebase-functions/v2/https';

export const deleteUserSchema = z.object({
  user: z.string({ error: 'A user id is required.' }).trim().min(1, 'A user id is required.'),
});

/** Phone numbers as dealers type them ("+1 (306) 555-0123"), reduced to the digits SMS providers take. */
export const phoneSchema = z
  .string()
  .transform((phone) => phone.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{7,14}$/, 'The phone number must have 8 to 15 digits, optionally starting with +.'));

export const sendSmsSchema = z.object({
  to: phoneSchema,
  text: z.string().trim().min(1, 'The message text is required.').max(1600, 'The message text is too long.'),
});

const email = z.email('Every recipient must be a valid email address.');

export const sendMailSchema = z
  .object({
    to: z.union([email, z.array(email).min(1, 'At least one recipient is required.').max(50)]),
    subject: z.string().trim().min(1, 'The subject is required.').max(200),
    text: z.string().trim().min(1, 'The message text is required.').max(20_000),
    html: z.string().max(100_000).optional(),
    replyTo: email.optional(),
  })
  .transform((mail) => ({ ...mail, to: Array.isArray(mail.to) ? mail.to : [mail.to] }));

/** Parses a callable payload, turning the first problem into an invalid-argument error. */
export function parsePayload<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Invalid request.');
  }
  return result.data;
}
