/**
 * Failed Firebase calls in the reader's language. src/lib/firebaseErrors.ts reads the error's code and a server
 * function's refusal; this module words them from the catalogues: each known code by its message in the 'errors'
 * namespace, a refusal by the message id it carries (with its values), both in the active language.
 */
import { firebaseErrorCode, serverRefusal, serverSentence } from '../lib/firebaseErrors';
import { wordRefusal, type Refusal } from '../lib/schemas/refusals';
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

/** A server function's refusal (src/lib/schemas/refusals.ts) in the reader's language. */
export function refusalText(t: Translate, refusal: Refusal): string {
  return wordRefusal(refusal, t);
}

/**
 * Why a server function refused the call, in the reader's language: the refusal its details carry, else its own
 * sentence (a server that does not send ids yet words it in English); '' for an error that carries neither.
 */
export function serverRefusalText(t: Translate, error: unknown): string {
  const refusal = serverRefusal(error);
  return refusal ? refusalText(t, refusal) : serverSentence(error);
}

/**
 * The sentence to show for a failed Firebase call: the known code's message, else the server function's refusal
 * (worded by its id in the reader's language), else the generic failure.
 */
export function firebaseErrorText(t: Translate, error: unknown): string {
  const id = firebaseErrorId(error);
  if (id) return t(id);
  return serverRefusalText(t, error) || t('errors.generic');
}
