/** Registration form: the new user's name, phone and password. Email, company and roles come from the invite. */
import { z } from 'zod';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DIFFER_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PHONE_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  isValidPhone,
} from '../../reference/validation';

export const registerSchema = z
  .object({
    firstname: z.string().trim().min(1, REQUIRED_MESSAGE).max(60, 'At most 60 characters.'),
    lastname: z.string().trim().min(1, REQUIRED_MESSAGE).max(60, 'At most 60 characters.'),
    phone: z.string().trim().min(1, { error: REQUIRED_MESSAGE, abort: true }).refine(isValidPhone, PHONE_INVALID_MESSAGE),
    password: z.string().min(1, { error: REQUIRED_MESSAGE, abort: true }).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
    confirmPassword: z.string().min(1, REQUIRED_MESSAGE),
  })
  .superRefine((form, context) => {
    if (form.confirmPassword !== '' && form.password !== form.confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE });
    }
  });

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export const REGISTER_DEFAULTS: RegisterInput = {
  firstname: '',
  lastname: '',
  phone: '',
  password: '',
  confirmPassword: '',
};
