/**
 * How a callable refuses: an HttpsError whose details carry the refusal in no language (a message id, the values
 * of its arguments and the labels among them: src/lib/schemas/refusals.ts), which the caller's screen words in its
 * reader's language, and whose message says the same in English, for logs and for a client that does not word
 * refusals itself. A refusal may add details of its own for the client to act on (`reason`, `status`, ...).
 */
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { wordRefusal, type Refusal, type RefusalValues } from '../../src/lib/schemas/refusals.js';
import { english } from './english.js';

/** The details a refused call sends: the refusal, and any details of the refusal's own. */
export type RefusalDetails = Required<Pick<Refusal, 'message' | 'values'>> & Pick<Refusal, 'labels'> & Record<string, unknown>;

/** The refusal in English, as its `message` says it. */
export function englishRefusal(refusal: Refusal): string {
  return wordRefusal(refusal, english);
}

/**
 * An error to throw: `code`, the refusal in English (or `english`, which may say more for logs), and the refusal
 * (with `details`) for the caller to word.
 */
export function refusal(
  code: FunctionsErrorCode,
  refused: Refusal,
  details: Record<string, unknown> = {},
  english: string = englishRefusal(refused),
): HttpsError {
  const sent: RefusalDetails = { ...details, message: refused.message, values: refused.values ?? {} };
  if (refused.labels) sent.labels = refused.labels;
  return new HttpsError(code, english, sent);
}

/** The same for a message id and its values, the common case. */
export function refused(code: FunctionsErrorCode, message: string, values: RefusalValues = {}, details: Record<string, unknown> = {}): HttpsError {
  return refusal(code, { message, values }, details);
}
