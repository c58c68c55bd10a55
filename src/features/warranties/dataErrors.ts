/** Data-access failures as the warranty screens explain them. */

/** Firestore and Storage refuse another company's documents with this code; the screens call them not found. */
export function isPermissionDenied(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === 'permission-denied' || code === 'storage/unauthorized';
}

export function saveErrorMessage(error: unknown, what: string): string {
  if (isPermissionDenied(error)) return `${what} was refused: you are not allowed to do this.`;
  const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
  return `${what} failed${detail}. Check your connection and try again.`;
}
