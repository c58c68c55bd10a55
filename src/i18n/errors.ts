/**
 * Failed Firebase calls in the reader's language. src/lib/firebaseErrors.ts reads the error's code; this table
 * gives each known code its message in the catalogue ('errors' namespace).
 */
import { firebaseErrorCode, firebaseErrorMessage } from '../lib/firebaseErrors';
import type { Translate } from './i18n';

const FIREBASE_ERRORS: Record<string, string> = {
  'auth/wrong-password': 'errors.signInWrong',
  'auth/user-not-found': 'errors.signInWrong',
  'auth/invalid-credential': 'errors.signInWrong',
  'auth/invalid-login-credentials': 'errors.signInWrong',
  'auth/invalid-email': 'errors.invalidEmail',
  'auth/missing-email': 'errors.missingEmail',
  'auth/missing-password': 'errors.missingPassword',
  'auth/user-disabled': 'errors.accountDisabled',
  'auth/too-many-requests': 'errors.tooManyAttempts',
  'auth/network-request-failed': 'errors.offline',
  'auth/email-already-in-use': 'errors.emailInUse',
  'auth/weak-password': 'errors.weakPassword',
  'auth/requires-recent-login': 'errors.recentLogin',
  'auth/user-token-expired': 'errors.sessionExpired',
  'auth/internal-error': 'errors.authInternal',
  'storage/unauthorized': 'errors.storageUnauthorized',
  'storage/unauthenticated': 'errors.sessionExpired',
  'storage/quota-exceeded': 'errors.storageFull',
  'functions/unavailable': 'errors.offline',
  'functions/deadline-exceeded': 'errors.serverTimeout',
  'functions/unauthenticated': 'errors.sessionExpired',
};

/** The message id of a known Firebase error, or null. */
export function firebaseErrorId(error: unknown): string | null {
  return FIREBASE_ERRORS[firebaseErrorCode(error)] ?? null;
}

/**
 * The sentence to show for a failed Firebase call: the known code's message, else the error's own sentence (a
 * server function's, which arrives already worded), else the generic failure.
 */
export function firebaseErrorText(t: Translate, error: unknown): string {
  const id = firebaseErrorId(error);
  if (id) return t(id);
  return firebaseErrorMessage(error, '') || t('errors.generic');
}
