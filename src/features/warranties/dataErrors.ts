/** Data-access failures as the warranty screens explain them. */

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** Firestore and Storage refuse another company's documents with this code; the screens call them not found. */
export function isPermissionDenied(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'permission-denied' || code === 'storage/unauthorized';
}

/**
 * Why saving failed: refused, a reason of the portal's own (e.g. already decided by someone else), or the
 * backend out of reach (errors with a Firebase code).
 */
export function saveErrorMessage(error: unknown, what: string): string {
  if (isPermissionDenied(error)) return `${what} was refused: you are not allowed to do this.`;
  if (!codeOf(error) && error instanceof Error && error.message) return `${what} failed: ${error.message}`;
  return `${what} failed. Check your connection and try again.`;
}
