/**
 * Disabling and re-enabling accounts: only the DELETEUSER and ENABLEUSER callables change a user's `active` flag
 * (and the sign-in account with it). Errors propagate with the server's message.
 */
import { callFunction } from '../lib/firebase/functions';

/** Disables the account and marks the user inactive; their orders stay. */
export async function disableUser(uid: string): Promise<void> {
  await callAccountFunction('DELETEUSER', uid);
}

/** Re-enables a disabled account and marks the user active again (one an admin disabled: admins only). */
export async function enableUser(uid: string): Promise<void> {
  await callAccountFunction('ENABLEUSER', uid);
}

async function callAccountFunction(name: 'DELETEUSER' | 'ENABLEUSER', uid: string): Promise<void> {
  try {
    await callFunction<{ user: string }, unknown>(name, { user: uid });
  } catch (error) {
    // The SDK appends the HTTP status (' [403]') to the server's sentence, which the screens show as it is.
    if (error instanceof Error) error.message = error.message.replace(/ \[\d{3}\]$/, '');
    throw error;
  }
}
