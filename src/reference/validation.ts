/**
 * Validation rules and messages shared by every form (spec section 5 for the texts it gives). The messages are
 * message ids of the 'validation' catalogue, which every page loads: a screen words them in the reader's language
 * (`t(message)`), and the server's refusals carry them as they are. A limit the screens cannot pass as a value
 * (a form field shows its message alone) is written in the message itself, e.g. 'At most 60 characters.'.
 * The field builders use zod's tree-shakable `zod/mini` API, which keeps the login screen's chunk small.
 */
import * as z from 'zod/mini';

export const REQUIRED_MESSAGE = 'validation.required';
export const EMAIL_INVALID_MESSAGE = 'validation.email';

export const MIN_PASSWORD_LENGTH = 8;
/** 'The password must be at least 8 characters.' (MIN_PASSWORD_LENGTH). */
export const PASSWORD_TOO_SHORT_MESSAGE = 'validation.passwordTooShort';
export const PASSWORDS_DIFFER_MESSAGE = 'validation.passwordsDiffer';

export const PHONE_INVALID_MESSAGE = 'validation.phone';

/** 'At most {max} characters.': for fields whose screen gives the limit as `max` (or the order forms, which read it from the check). */
export const TOO_LONG_MESSAGE = 'validation.tooLong';

export const NAME_MAX_LENGTH = 60;
/** 'At most 60 characters.' (NAME_MAX_LENGTH). */
export const NAME_TOO_LONG_MESSAGE = 'validation.nameTooLong';

/** Digits with the usual punctuation and an optional leading '+': 10 to 15 digits (E.164 allows 15). */
export function isValidPhone(phone: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/**
 * Trimmed text that must not be empty, up to `maxLength` characters. Without a `tooLong` message of its own, the
 * field's screen gives `{ max: maxLength }` to word TOO_LONG_MESSAGE.
 */
export function requiredText(maxLength: number, messages: { required?: string; tooLong?: string } = {}) {
  return z.string().check(
    z.trim(),
    z.minLength(1, messages.required ?? REQUIRED_MESSAGE),
    z.maxLength(maxLength, messages.tooLong ?? TOO_LONG_MESSAGE),
  );
}

/** A first or last name. */
export function personName() {
  return requiredText(NAME_MAX_LENGTH, { tooLong: NAME_TOO_LONG_MESSAGE });
}

/** A value that must be filled in, kept exactly as typed (a password may start or end with a space). */
export function requiredValue() {
  return z.string().check(z.minLength(1, REQUIRED_MESSAGE));
}

/** The longest phone number stored, as firestore.rules bound it. */
export const PHONE_MAX_LENGTH = 30;
/** 'At most 30 characters.' (PHONE_MAX_LENGTH). */
export const PHONE_TOO_LONG_MESSAGE = 'validation.phoneTooLong';

/**
 * A phone number as dealers type it, at most PHONE_MAX_LENGTH characters; an optional one may be left empty. A
 * required one may say what to enter (e.g. 'register.form.phoneRequired').
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
