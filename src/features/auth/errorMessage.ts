import { firebaseErrorMessage, recoveryErrorMessage } from '../../lib/firebaseErrors';
import { INACTIVE_ACCOUNT_MESSAGE } from './resolveSession';

/** The message of a failed sign-in, as shown to the user (spec section 8: the attempt's own message, in words). */
export function errorMessage(error: unknown): string {
  // A disabled account is told so in a sentence, as when its user document is found inactive.
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-disabled') {
    return INACTIVE_ACCOUNT_MESSAGE;
  }
  return firebaseErrorMessage(error);
}

/** The message of a failed password recovery email. */
export function recoveryFailureMessage(error: unknown): string {
  return recoveryErrorMessage(error);
}
