/**
 * Changing one's own password: the current one, a new one of 8+ characters, and its confirmation. Messages are
 * catalogue ids.
 */
import * as z from 'zod/mini';
import { confirmationMatches, newPassword, requiredValue } from '../../reference/validation';

export const PASSWORD_UNCHANGED = 'profile.password.unchanged';

export const changePasswordSchema = z
  .object({
    currentPassword: requiredValue(),
    newPassword: newPassword(),
    confirmPassword: requiredValue(),
  })
  .check(
    confirmationMatches('newPassword', 'confirmPassword'),
    z.superRefine((form, context) => {
      if (form.newPassword !== '' && form.newPassword === form.currentPassword) {
        context.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_UNCHANGED });
      }
    }),
  );

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
