/**
 * Registration from an invite, as an ordered list of steps. The steps are injected so the order and the
 * invite-over-form rules are testable without a backend; RegisterScreen wires the real ones.
 */
import { firebaseCodeMessage, firebaseErrorCode } from '../../lib/firebaseErrors';
import type { Company, Invite, User } from '../../types/domain';
import type { RegisterValues } from './registerSchema';

export interface RegistrationSteps {
  setRegistering(registering: boolean): void;
  createAccount(email: string, password: string): Promise<string>;
  discardNewAccount(): Promise<void>;
  /** Writes the user document and marks the invite used by it, in one atomic write. */
  consumeInvite(invite: Invite, user: User): Promise<void>;
  getCompany(id: string): Promise<Company | null>;
  setCurrentUser(user: User): void;
  setCompany(company: Company | null): void;
  loadAddressBook(companyId: string, options: { force: boolean }): Promise<unknown> | void;
}

export class RegistrationError extends Error {
  /** True when the invited email already has an account: the way forward is signing in. */
  readonly emailInUse: boolean;

  constructor(message: string, options?: { cause?: unknown; emailInUse?: boolean }) {
    super(message, options);
    this.name = 'RegistrationError';
    this.emailInUse = options?.emailInUse ?? false;
  }
}

/**
 * The user document: company, roles and email from the invite, never from the form. It names the invite so the
 * security rules can check it against the invite that the same write marks used.
 */
export function userFromInvite(invite: Invite, uid: string, values: Pick<RegisterValues, 'firstname' | 'lastname' | 'phone'>): User {
  return {
    id: uid,
    company: invite.company,
    active: true,
    invite: invite.id,
    data: {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: invite.email,
      phone: values.phone.trim(),
      sms: false,
      admin: invite.admin,
      manager: invite.manager,
    },
  };
}

/** Sentences for the auth errors account creation can end with. */
export function registrationErrorMessage(error: unknown, email: string): string {
  switch (firebaseErrorCode(error)) {
    case 'auth/email-already-in-use':
      return `An account for ${email} already exists. Sign in instead, or use 'I forgot my password' on the login page.`;
    case 'auth/weak-password':
      return 'The password is too weak. Choose a longer password that is harder to guess.';
    case 'permission-denied':
      return 'This invitation can no longer be used: it was already used or has been withdrawn. Ask for a new invitation.';
    case 'auth/invalid-email':
      return `The invited address ${email} is not a valid email address. Ask for a new invitation.`;
    default:
      return firebaseCodeMessage(firebaseErrorCode(error)) ?? 'Your account could not be created. Please try again.';
  }
}

/**
 * Creates the account, then writes its user document and marks the invite used in one write, then fills the
 * session. While it runs the registering flag keeps the app's auth listener from loading a user document that does
 * not exist yet. Rejects with a RegistrationError (a message for the user) and leaves no half-made account behind:
 * when the write is refused (e.g. the invite was used meanwhile) the new sign-in account is removed again.
 */
export async function registerFromInvite(invite: Invite, values: RegisterValues, steps: RegistrationSteps): Promise<User> {
  steps.setRegistering(true);
  let uid: string | null = null;
  let user: User;
  try {
    uid = await steps.createAccount(invite.email, values.password);
    user = userFromInvite(invite, uid, values);
    await steps.consumeInvite(invite, user);
  } catch (error) {
    console.error('Registration failed', error);
    if (uid !== null) await steps.discardNewAccount().catch((cleanupError: unknown) => console.error(cleanupError));
    steps.setRegistering(false);
    throw new RegistrationError(registrationErrorMessage(error, invite.email), {
      cause: error,
      emailInUse: firebaseErrorCode(error) === 'auth/email-already-in-use',
    });
  }

  // The account is usable from here on: later failures are logged, not undone.
  const company = await steps.getCompany(invite.company).catch((error: unknown) => {
    console.error('Unable to load the company', error);
    return null;
  });
  steps.setCurrentUser(user);
  steps.setCompany(company);
  steps.setRegistering(false);
  await steps.loadAddressBook(invite.company, { force: true });
  return user;
}
