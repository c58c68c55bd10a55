/** Data-access failures as the warranty screens explain them. */
import { firebaseErrorCode, isPermissionDenied } from '../../lib/firebaseErrors';

/** The server refused and said why (WarrantyRefusedError of the data module): its message is for the dealer. */
export function isRefusal(error: unknown): error is Error {
  return error instanceof Error && 'refused' in error && error.refused === true;
}

/**
 * Why saving failed: refused by the server with its reason, refused by the rules, a reason of the portal's own
 * (e.g. already decided by someone else), or the backend out of reach (errors with a Firebase code).
 */
export function saveErrorMessage(error: unknown, what: string): string {
  if (isRefusal(error)) return `${what} was refused: ${error.message}`;
  if (isPermissionDenied(error)) return `${what} was refused: you are not allowed to do this.`;
  if (!firebaseErrorCode(error) && error instanceof Error && error.message) return `${what} failed: ${error.message}`;
  return `${what} failed. Check your connection and try again.`;
}
