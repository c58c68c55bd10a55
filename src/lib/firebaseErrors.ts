/**
 * Firebase errors read by their code, their details and their message, never shown as the SDK words them
 * ("Firebase: Error (auth/wrong-password)."). Screens word them in the reader's language from the catalogues
 * (src/i18n/errors.ts: firebaseErrorText, firebaseErrorId, refusalText): a known code by its 'errors' message, a
 * server function's refusal by the message id its details carry (serverRefusal). It reads only an error's code,
 * details and message, so it needs no SDK and every layer (the upload field included) may use it.
 */
import { isMessageId, type Refusal, type RefusalValues } from './schemas/refusals';

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
 * The sentence a failed call carries itself (a server function's refusal, in English: what its logs say) without
 * the SDK's suffixes; '' when it carries none of its own ("Firebase: Error (auth/wrong-password).", or a call
 * that failed on its way, whose message is only its code: 'internal').
 */
export function serverSentence(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const sentence = plainMessage(raw);
  return sentence === firebaseErrorCode(error).replace(/^[a-z]+\//, '') ? '' : sentence;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textValues(value: unknown): RefusalValues {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
}

function labelIds(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const labels = Object.entries(value).filter((entry): entry is [string, string] => isMessageId(entry[1]));
  return labels.length > 0 ? Object.fromEntries(labels) : undefined;
}

/**
 * A server function's refusal in no language (src/lib/schemas/refusals.ts): the message id and values its
 * details carry, for the screen to word in its reader's language; null for an error without one (an SDK's, or a
 * server's from before refusals carried ids). An error that wraps the call's error (`cause`) is read through.
 */
export function serverRefusal(error: unknown): Refusal | null {
  for (let current = error, depth = 0; isRecord(current) && depth < 5; current = current.cause, depth += 1) {
    const details = current.details;
    if (isRecord(details) && isMessageId(details.message)) {
      const labels = labelIds(details.labels);
      return { message: details.message, values: textValues(details.values), ...(labels ? { labels } : {}) };
    }
  }
  return null;
}

/**
 * For the callers that show a server's refusal as it came: the error's own sentence, else `fallback`. It holds no
 * words of its own; screens word every failure in the reader's language with firebaseErrorText and refusalText
 * (src/i18n/errors.ts) instead.
 */
export function firebaseErrorMessage(error: unknown, fallback: string = ''): string {
  return serverSentence(error) || fallback;
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
