import { InvalidCompanyDocumentError } from '../../data/companyDocument';
import type { Company, User } from '../../types/domain';

export const NO_ACCOUNT_MESSAGE =
  'No Dealer Portal account exists for this sign-in. Please contact your administrator.';
export const INACTIVE_ACCOUNT_MESSAGE = 'This account has been disabled. Please contact your administrator.';

export interface SessionLoaders {
  getUser: (id: string) => Promise<User | null>;
  getCompany: (id: string) => Promise<Company | null>;
}

export type SessionResolution =
  /** companyProblem: why the user's company could not be used (the user signs in without it). */
  | { kind: 'signedIn'; user: User; company: Company | null; companyProblem?: string }
  | { kind: 'rejected'; message: string };

/** What the user is told when their company's document is unusable; the details go to the console. */
export const INVALID_COMPANY_MESSAGE =
  "Your company's record is incomplete (its country is missing or unknown), so orders and prices are unavailable. Please contact your administrator.";

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
      try {
        company = await loaders.getCompany(user.company);
      } catch (error) {
        // A company document with bad data is the administrator's to fix; it need not lock the user out.
        if (!(error instanceof InvalidCompanyDocumentError)) throw error;
        console.error(`The company of user ${uid} cannot be used`, error);
        return { kind: 'signedIn', user, company: null, companyProblem: INVALID_COMPANY_MESSAGE };
      }
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
