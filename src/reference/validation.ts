/**
 * Validation rules and messages shared by every form (spec section 5 for the texts it gives).
 * The field builders use zod's tree-shakable `zod/mini` API, which keeps the login screen's chunk small.
 */
import * as z from 'zod/mini';

export const REQUIRED_MESSAGE = 'This field is required.';
export const EMAIL_INVALID_MESSAGE = 'This must be a valid email address.';

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';
/** Hint under a new password field until it has an error to show. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

export const PHONE_INVALID_MESSAGE = 'Enter a valid phone number (at least 10 digits), e.g. 555-123-4567.';

export const NAME_MAX_LENGTH = 60;

/** Digits with the usual punctuation and an optional leading '+': 10 to 15 digits (E.164 allows 15). */
export function isValidPhone(phone: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** Trimmed text that must not be empty, up to `maxLength` characters. */
export function requiredText(maxLength: number, messages: { required?: string; tooLong?: string } = {}) {
  return z.string().check(
    z.trim(),
    z.minLength(1, messages.required ?? REQUIRED_MESSAGE),
    z.maxLength(maxLength, messages.tooLong ?? `At most ${maxLength} characters.`),
  );
}

/** A first or last name. */
export function personName() {
  return requiredText(NAME_MAX_LENGTH);
}

/** A value that must be filled in, kept exactly as typed (a password may start or end with a space). */
export function requiredValue() {
  return z.string().check(z.minLength(1, REQUIRED_MESSAGE));
}

/** The longest phone number stored, as firestore.rules bound it. */
export const PHONE_MAX_LENGTH = 30;
const PHONE_TOO_LONG_MESSAGE = `At most ${PHONE_MAX_LENGTH} characters.`;

/**
 * A phone number as dealers type it, at most PHONE_MAX_LENGTH characters; an optional one may be left empty. A
 * required one may say what to enter (e.g. 'Enter your phone number.').
 */
export function phoneNumber({ required, requiredMessage = REQUIRED_MESSAGE }: { required: boolean; requiredMessage?: string }) {
  if (required) {
    // abort: an empty field reports only that it is required.
    return z.string().check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(PHONE_MAX_LENGTH, PHONE_TOO_LONG_MESSAGE),
      z.refine<string>(isValidPhone, PHONE_INVALID_MESSAGE),
    );
  }
  return z.string().check(
    z.trim(),
    z.maxLength(PHONE_MAX_LENGTH, PHONE_TOO_LONG_MESSAGE),
    z.refine<string>((phone) => phone === '' || isValidPhone(phone), PHONE_INVALID_MESSAGE),
  );
}

/** A password being chosen: first required, then long enough (one message at a time). */
export function newPassword() {
  return z.string().check(
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
  );
}

/** Form-level check: the confirmation repeats the password; reported on the confirmation once it is filled in. */
export function confirmationMatches<P extends string, C extends string>(passwordKey: P, confirmationKey: C) {
  return z.superRefine<Record<P | C, string>>((form, context) => {
    if (form[confirmationKey] !== '' && form[passwordKey] !== form[confirmationKey]) {
      context.addIssue({ code: 'custom', path: [confirmationKey], message: PASSWORDS_DIFFER_MESSAGE });
    }
  });
}
