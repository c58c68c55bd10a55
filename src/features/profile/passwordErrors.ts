import { firebaseErrorCode } from '../../lib/firebaseErrors';
import { firebaseErrorId } from '../../i18n/errors';
import type { Translate } from '../../i18n/i18n';

/** Auth error codes from a password change, as sentences a user can act on (the rest read as anywhere else). */
export const PASSWORD_ERROR_MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'profile.password.wrongCurrent',
  'auth/invalid-credential': 'profile.password.wrongCurrent',
  'auth/invalid-login-credentials': 'profile.password.wrongCurrent',
  'auth/weak-password': 'profile.password.weak',
  'auth/requires-recent-login': 'profile.password.recentLogin',
  'auth/user-mismatch': 'profile.password.userMismatch',
};

export const PASSWORD_ERROR_FALLBACK = 'profile.password.failed';

/** The catalogue id of what went wrong with a password change. */
export function passwordErrorId(error: unknown): string {
  return PASSWORD_ERROR_MESSAGES[firebaseErrorCode(error)] ?? firebaseErrorId(error) ?? PASSWORD_ERROR_FALLBACK;
}

/** What went wrong with a password change, in the reader's language. */
export function passwordErrorMessage(t: Translate, error: unknown): string {
  return t(passwordErrorId(error));
}
