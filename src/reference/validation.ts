/** Validation rules and messages shared by every form (spec section 5 for the texts it gives). */

export const REQUIRED_MESSAGE = 'This field is required.';
export const EMAIL_INVALID_MESSAGE = 'This must be a valid email address.';

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';

export const PHONE_INVALID_MESSAGE = 'Enter a valid phone number (at least 10 digits), e.g. 555-123-4567.';

/** Digits with the usual punctuation and an optional leading '+': 10 to 15 digits (E.164 allows 15). */
export function isValidPhone(phone: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}
