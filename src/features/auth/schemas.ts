import * as z from 'zod/mini';
import { EMAIL_INVALID_MESSAGE, REQUIRED_MESSAGE, requiredValue } from '../../reference/validation';

// pipe() stops at the first failure, so an empty field reports only that it is required.
const requiredEmail = z.pipe(
  z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE)),
  z.email(EMAIL_INVALID_MESSAGE),
);

export const loginSchema = z.object({
  email: requiredEmail,
  password: requiredValue(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const recoverySchema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email(EMAIL_INVALID_MESSAGE)),
});
export type RecoveryValues = z.infer<typeof recoverySchema>;
