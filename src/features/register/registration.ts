/**
 * Registration from an invite, as an ordered list of steps. The steps are injected so the order and the
 * invite-over-form rules are testable without a backend; RegisterScreen wires the real ones.
 */
import { firebaseErrorId } from '../../i18n/errors';
import { translate, type MessageValues } from '../../i18n/i18n';
import { firebaseErrorCode } from '../../lib/firebaseErrors';
import type { Language } from '../../reference/languages';
import type { Company, Invite, User, UserData } from '../../types/domain';
import type { RegisterValues } from './registerSchema';

/** What the form gives, and the language the page is in: the account's first language. */
export type RegistrationValues = RegisterValues & { language?: Language };

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

/** Why an account could not be made: a catalogue id and its values, worded where it is shown. */
export interface RegistrationProblem {
  id: string;
  values?: MessageValues;
}

export class RegistrationError extends Error {
  readonly problem: RegistrationProblem;
  /** True when the invited email already has an account: the way forward is signing in. */
  readonly emailInUse: boolean;

  /** The message is the problem in the language of the moment; screens word `problem` as they show it. */
  constructor(problem: RegistrationProblem, options?: { cause?: unknown; emailInUse?: boolean }) {
    super(translate(problem.id, problem.values), options);
    this.name = 'RegistrationError';
    this.problem = problem;
    this.emailInUse = options?.emailInUse ?? false;
  }
}

/**
 * The user document: company, roles and email from the invite, never from the form, and the language the page
 * was in when one is given. It names the invite so the security rules can check it against the invite that the
 * same write marks used.
 */
export function userFromInvite(
  invite: Invite,
  uid: string,
  values: Pick<RegistrationValues, 'firstname' | 'lastname' | 'phone' | 'language'>,
): User {
  const data: UserData = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: invite.email,
    phone: values.phone.trim(),
    sms: false,
    admin: invite.admin,
    manager: invite.manager,
  };
  if (values.language) data.language = values.language;
  return { id: uid, company: invite.company, active: true, invite: invite.id, data };
}

/** Account creation failed for a reason nobody can act on but by trying again. */
export const REGISTRATION_FAILED = 'register.failed.generic';

/** Why account creation failed, for the errors it can end with. */
export function registrationProblem(error: unknown, email: string): RegistrationProblem {
  switch (firebaseErrorCode(error)) {
    case 'auth/email-already-in-use':
      return { id: 'register.failed.emailInUse', values: { email } };
    case 'permission-denied':
      return { id: 'register.failed.inviteUnusable' };
    case 'auth/invalid-email':
      return { id: 'register.failed.invalidEmail', values: { email } };
    default:
      return { id: firebaseErrorId(error) ?? REGISTRATION_FAILED };
  }
}

/**
 * Creates the account, then writes its user document and marks the invite used in one write, then fills the
 * session. While it runs the registering flag keeps the app's auth listener from loading a user document that does
 * not exist yet. Rejects with a RegistrationError (a problem for the user) and leaves no half-made account behind:
 * when the write is refused (e.g. the invite was used meanwhile) the new sign-in account is removed again.
 */
export async function registerFromInvite(invite: Invite, values: RegistrationValues, steps: RegistrationSteps): Promise<User> {
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
    throw new RegistrationError(registrationProblem(error, invite.email), {
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
