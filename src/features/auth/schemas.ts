import { z } from 'zod';

export const REQUIRED_MESSAGE = 'This field is required.';
export const INVALID_EMAIL_MESSAGE = 'This must be a valid email address.';

// pipe() stops at the first failure, so an empty field reports only that it is required.
const requiredEmail = z
  .string()
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

export const loginSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, { error: REQUIRED_MESSAGE }),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const recoverySchema = z.object({
  email: z.string().trim().pipe(z.email({ error: INVALID_EMAIL_MESSAGE })),
});
export type RecoveryValues = z.infer<typeof recoverySchema>;
