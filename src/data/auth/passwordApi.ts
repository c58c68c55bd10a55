/** Password change for the signed-in user: Firebase asks for a fresh sign-in with the current password first. */
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { auth } from '../../lib/firebase/auth';

/** Rejects with the Firebase auth error (see passwordErrorMessage) when a step fails. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
  const credential = EmailAuthProvider.credential(user.email, currentPassword);
  await reauthenticateWithCredential(user, credential);
  await updatePassword(user, newPassword);
}
