/**
 * Why the portal refuses or limits a session, as catalogue ids: the login screen shows them in the reader's
 * language (the session store keeps the id, so a language switch rewords a message already shown).
 */
import type { Company, User } from '../../types/domain';

export const NO_ACCOUNT = 'auth.session.noAccount';
export const INACTIVE_ACCOUNT = 'errors.accountDisabled';
/** The user's company document is unusable; the user signs in without it and the details go to the console. */
export const INVALID_COMPANY = 'auth.session.invalidCompany';
export const LOAD_FAILED = 'auth.session.loadFailed';

export type SessionResolution =
  /** companyProblem: why the user's company could not be used (the user signs in without it). */
  | { kind: 'signedIn'; user: User; company: Company | null; companyProblem?: string }
  /** message: a catalogue id. */
  | { kind: 'rejected'; message: string };

/**
 * The rejection for a session that could not be loaded at all (network, permissions, missing code chunk): that the
 * account could not be loaded, or a known failure's own message (e.g. offline, see resolveSession); the details
 * are logged.
 */
export function loadFailure(error: unknown, message: string = LOAD_FAILED): SessionResolution {
  console.error('Failed to load the signed-in account', error);
  return { kind: 'rejected', message };
}
