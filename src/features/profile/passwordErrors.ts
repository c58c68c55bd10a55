import { firebaseCodeMessage } from '../../lib/firebaseErrors';

/** Auth error codes from a password change, as sentences a user can act on (the rest read as anywhere else). */

export const PASSWORD_ERROR_MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'The current password is incorrect.',
  'auth/invalid-credential': 'The current password is incorrect.',
  'auth/invalid-login-credentials': 'The current password is incorrect.',
  'auth/weak-password': 'The new password is too weak. Choose a longer password that is harder to guess.',
  'auth/requires-recent-login': 'For your security, please sign out, sign in again, and then change your password.',
  'auth/user-mismatch': 'The current password does not belong to the signed-in account.',
};

export const PASSWORD_ERROR_FALLBACK = 'Your password could not be changed. Please try again.';

export function passwordErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return PASSWORD_ERROR_MESSAGES[code] ?? firebaseCodeMessage(code) ?? PASSWORD_ERROR_FALLBACK;
}
