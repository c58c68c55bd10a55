/** The auth service calls of the portal. Only Firebase Auth is loaded here: no Firestore. */
import {
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User as AuthUser,
} from 'firebase/auth';
import { auth } from '../../lib/firebase/auth';

export type { AuthUser };

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return credential.user;
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth);
}

export async function sendRecoveryEmail(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}

/** Calls `listener` with the signed-in auth user (or null) now and on every change; returns the unsubscribe. */
export function subscribeToAuthState(listener: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(auth, listener);
}
