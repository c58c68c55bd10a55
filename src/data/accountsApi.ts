/**
 * Disabling and re-enabling accounts: only the DELETEUSER and ENABLEUSER callables change a user's `active` flag
 * (and the sign-in account with it). Errors propagate with the server's message.
 */
import { callFunction } from '../lib/firebase/functions';

/** Disables the account and marks the user inactive; their orders stay. */
export async function disableUser(uid: string): Promise<void> {
  await callFunction<{ user: string }, unknown>('DELETEUSER', { user: uid });
}

/** Re-enables a disabled account and marks the user active again. */
export async function enableUser(uid: string): Promise<void> {
  await callFunction<{ user: string }, unknown>('ENABLEUSER', { user: uid });
}
