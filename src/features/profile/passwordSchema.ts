/** Changing one's own password: the current one, a new one of 8+ characters, and its confirmation. */
import { z } from 'zod';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DIFFER_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../reference/validation';

export const PASSWORD_UNCHANGED = 'The new password must be different from the current one.';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, REQUIRED_MESSAGE),
    newPassword: z.string().min(1, { error: REQUIRED_MESSAGE, abort: true }).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
    confirmPassword: z.string().min(1, REQUIRED_MESSAGE),
  })
  .superRefine((form, context) => {
    if (form.confirmPassword !== '' && form.newPassword !== form.confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE });
    }
    if (form.newPassword !== '' && form.newPassword === form.currentPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_UNCHANGED });
    }
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
