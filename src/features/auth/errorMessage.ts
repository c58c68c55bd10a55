/** The message of a failed call, as shown to the user (spec section 8: the sign-in attempt's own message). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}
