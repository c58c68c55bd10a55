import { firebaseErrorCode } from '../../lib/firebaseErrors';
import { firebaseErrorText } from '../../i18n/errors';
import type { Translate } from '../../i18n/i18n';

/** A failed sign-in in words (spec section 8: the attempt's own message), e.g. a disabled account said so. */
export function signInErrorText(t: Translate, error: unknown): string {
  return firebaseErrorText(t, error);
}

/** A failed password recovery email: recovery asks about an address only, so "wrong email or password" would mislead. */
export function recoveryErrorText(t: Translate, error: unknown): string {
  return firebaseErrorCode(error) === 'auth/user-not-found' ? t('auth.recovery.noAccount') : firebaseErrorText(t, error);
}
