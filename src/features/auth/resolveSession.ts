import type { Company, User } from '../../types/domain';

export const NO_ACCOUNT_MESSAGE =
  'No Dealer Portal account exists for this sign-in. Please contact your administrator.';
export const INACTIVE_ACCOUNT_MESSAGE = 'This account has been disabled. Please contact your administrator.';

export interface SessionLoaders {
  getUser: (id: string) => Promise<User | null>;
  getCompany: (id: string) => Promise<Company | null>;
}

export type SessionResolution =
  | { kind: 'signedIn'; user: User; company: Company | null }
  | { kind: 'rejected'; message: string };

/**
 * Loads the portal session of a signed-in auth user (spec section 4): the user document, then the company document
 * when the user has a company. An auth user without a user document, or a disabled one, is rejected.
 */
export async function resolveSession(uid: string, loaders: SessionLoaders): Promise<SessionResolution> {
  try {
    const user = await loaders.getUser(uid);
    if (!user) return { kind: 'rejected', message: NO_ACCOUNT_MESSAGE };
    if (!user.active) return { kind: 'rejected', message: INACTIVE_ACCOUNT_MESSAGE };

    let company: Company | null = null;
    if (user.company) {
      company = await loaders.getCompany(user.company);
      if (!company) console.warn(`Company ${user.company} of user ${uid} does not exist`);
    }
    return { kind: 'signedIn', user, company };
  } catch (error) {
    return loadFailure(error);
  }
}

/** The rejection for a session that could not be loaded at all (network, permissions, missing code chunk). */
export function loadFailure(error: unknown): SessionResolution {
  console.error('Failed to load the signed-in account', error);
  return { kind: 'rejected', message: `Unable to load your account: ${errorMessage(error)}` };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
