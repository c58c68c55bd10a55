/**
 * Firebase errors read by their code and message, never shown as the SDK words them ("Firebase: Error
 * (auth/wrong-password)."). Screens word a known code in the reader's language from the 'errors' catalogue
 * (src/i18n/errors.ts: firebaseErrorText, firebaseErrorId) and show a server function's refusal as its own
 * sentence (serverSentence). It reads only an error's code and message, so it needs no SDK and every layer (the
 * upload field included) may use it.
 */

const SIGN_IN_WRONG = 'The email or password is wrong.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const OFFLINE = 'The network is unavailable. Check your connection and try again.';

/** The 'errors' catalogue's English (src/i18n/errors.ts maps the same codes to its ids). */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': SIGN_IN_WRONG,
  'auth/user-not-found': SIGN_IN_WRONG,
  'auth/invalid-credential': SIGN_IN_WRONG,
  'auth/invalid-login-credentials': SIGN_IN_WRONG,
  'auth/invalid-email': 'That is not a valid email address.',
  'auth/missing-email': 'Enter your email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/user-disabled': 'This account has been disabled. Please contact your administrator.',
  'auth/too-many-requests': TOO_MANY,
  'auth/network-request-failed': OFFLINE,
  'auth/email-already-in-use': 'An account for this email address already exists.',
  'auth/weak-password': 'The password is too weak. Choose a longer password that is harder to guess.',
  'auth/requires-recent-login': 'For your security, please sign out, sign in again, and try once more.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again.',
  'storage/unauthorized': 'You are not allowed to add files here.',
  'storage/unauthenticated': 'Your session has expired. Please sign in again.',
  'storage/quota-exceeded': 'The storage is full. Please contact support.',
  'functions/unavailable': OFFLINE,
  'functions/deadline-exceeded': 'The server took too long to answer. Please try again.',
  'functions/unauthenticated': 'Your session has expired. Please sign in again.',
};

const FALLBACK = 'Something went wrong. Please try again.';

/** The Firebase error code ('auth/wrong-password', 'storage/unauthorized', 'functions/not-found', ...) or ''. */
export function firebaseErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  // An error rebuilt from its message alone still names its code: "Firebase: Error (auth/wrong-password)."
  const message = error instanceof Error ? error.message : '';
  return /\(((?:auth|storage|functions)\/[a-z-]+)\)/.exec(message)?.[1] ?? '';
}

/** An SDK message with its technical wrapping removed: "Firebase: Error (auth/x)." or a trailing " [code]". */
function plainMessage(message: string): string {
  if (/^Firebase:/.test(message) || /^\(?[a-z-]+\/[a-z-]+\)?\.?$/.test(message)) return '';
  return message.replace(/\s*\[[^\]]*\]\s*$/, '').replace(/\s*\((auth|storage|functions)\/[a-z-]+\)\.?\s*$/, '').trim();
}

/**
 * The sentence a failed call carries itself (a server function's refusal, already worded) without the SDK's
 * suffixes; '' when it carries none of its own ("Firebase: Error (auth/wrong-password).").
 */
export function serverSentence(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return plainMessage(raw);
}

/**
 * In English only, for the callers not yet reading the 'errors' catalogue: the known code's words, else the
 * error's own sentence, else `fallback`. Screens use firebaseErrorText (src/i18n/errors.ts) instead.
 */
export function firebaseErrorMessage(error: unknown, fallback: string = FALLBACK): string {
  return MESSAGES[firebaseErrorCode(error)] ?? (serverSentence(error) || fallback);
}

/** Firestore and Storage refuse another company's documents with these codes. */
const REFUSED = new Set(['permission-denied', 'storage/unauthorized']);
/**
 * Reads whose answer, to the reader, is "there is no such thing": refused, absent, or an id no document can have
 * (Firestore answers invalid-argument for a malformed id typed into an address).
 */
const NOT_FOUND = new Set([...REFUSED, 'not-found', 'storage/object-not-found', 'invalid-argument']);

/** The rules refused this read or write. */
export function isPermissionDenied(error: unknown): boolean {
  return REFUSED.has(firebaseErrorCode(error));
}

/** A read that a screen shows as "not found" rather than as a failure. */
export function isNotFoundError(error: unknown): boolean {
  return NOT_FOUND.has(firebaseErrorCode(error));
}
