/** Auth-service calls of registration. */
import { createUserWithEmailAndPassword, deleteUser, signOut } from 'firebase/auth';
import { auth } from '../../lib/firebase/auth';

/** Creates and signs in the account; resolves to its uid. */
export async function createAccount(email: string, password: string): Promise<string> {
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  return credential.user.uid;
}

/**
 * Undoes a just-created account when the rest of registration failed, so the invitee can simply try again
 * (otherwise the email would already be taken). Falls back to signing out.
 */
export async function discardNewAccount(): Promise<void> {
  const user = auth.currentUser;
  if (!user) return;
  try {
    await deleteUser(user);
  } catch (error) {
    console.error('Unable to remove the incomplete account', error);
    await signOut(auth);
  }
}

/** Whether some account is signed in on this device (the invite link may be opened while signed in as someone else). */
export function isSignedIn(): boolean {
  return auth.currentUser !== null;
}

/** Signs the current account out, so the invitation can be used by the invited person. */
export async function signOutOtherAccount(): Promise<void> {
  await signOut(auth);
}
