import * as z from 'zod/mini';

// Messages are catalogue ids: the screen shows them in the reader's language, and again in the new one when the
// language changes while a message shows.
const REQUIRED = 'validation.required';
const EMAIL_INVALID = 'validation.email';

// pipe() stops at the first failure, so an empty field reports only that it is required.
const requiredEmail = z.pipe(z.string().check(z.trim(), z.minLength(1, REQUIRED)), z.email(EMAIL_INVALID));

export const loginSchema = z.object({
  email: requiredEmail,
  // Kept exactly as typed: a password may start or end with a space.
  password: z.string().check(z.minLength(1, REQUIRED)),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const recoverySchema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email(EMAIL_INVALID)),
});
export type RecoveryValues = z.infer<typeof recoverySchema>;
