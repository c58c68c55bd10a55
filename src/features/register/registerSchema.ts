/**
 * Registration form: the new user's name, phone and password. Email, company and roles come from the invite.
 * Messages are catalogue ids.
 */
import * as z from 'zod/mini';
import { confirmationMatches, newPassword, personName, phoneNumber, requiredValue } from '../../reference/validation';

/** As firestore.rules caps a stored phone: digits, spaces and punctuation together. */
export { PHONE_MAX_LENGTH } from '../../reference/validation';

export const PHONE_REQUIRED_MESSAGE = 'register.form.phoneRequired';

export const registerSchema = z
  .object({
    firstname: personName(),
    lastname: personName(),
    phone: phoneNumber({ required: true, requiredMessage: PHONE_REQUIRED_MESSAGE }),
    password: newPassword(),
    confirmPassword: requiredValue(),
  })
  .check(confirmationMatches('password', 'confirmPassword'));

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export const REGISTER_DEFAULTS: RegisterInput = { firstname: '', lastname: '', phone: '', password: '', confirmPassword: '' };
