/** Failed writes of the resource screens, in words. */
import { firebaseErrorCode, isPermissionDenied } from '../../lib/firebaseErrors';

/**
 * Why saving failed: refused by the rules, the document gone meanwhile, Storage full, a reason of the portal's own
 * (errors without a Firebase code), or the backend out of reach.
 */
export function saveErrorMessage(error: unknown, what: string): string {
  const code = firebaseErrorCode(error);
  if (isPermissionDenied(error)) return `${what} was refused: you are not allowed to do this.`;
  if (code === 'not-found') return `${what} failed: the resource no longer exists.`;
  if (code === 'storage/quota-exceeded') return `${what} failed: the file storage is full. Please contact support.`;
  if (!code && error instanceof Error && error.message) return `${what} failed: ${error.message}`;
  return `${what} failed. Check your connection and try again.`;
}
