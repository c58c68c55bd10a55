import { INACTIVE_ACCOUNT_MESSAGE } from './resolveSession';

/** The message of a failed call, as shown to the user (spec section 8: the sign-in attempt's own message). */
export function errorMessage(error: unknown): string {
  // A disabled account is told so in a sentence, as when its user document is found inactive.
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'auth/user-disabled') return INACTIVE_ACCOUNT_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}
