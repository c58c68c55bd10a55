import { InvalidCompanyDocumentError } from '../../data/companyDocument';
import { firebaseErrorId } from '../../i18n/errors';
import type { Company, User } from '../../types/domain';
import { INACTIVE_ACCOUNT, INVALID_COMPANY, loadFailure, NO_ACCOUNT, type SessionResolution } from './sessionMessages';

export interface SessionLoaders {
  getUser: (id: string) => Promise<User | null>;
  getCompany: (id: string) => Promise<Company | null>;
}

/**
 * Loads the portal session of a signed-in auth user (spec section 4): the user document, then the company document
 * when the user has a company. An auth user without a user document, or a disabled one, is rejected.
 */
export async function resolveSession(uid: string, loaders: SessionLoaders): Promise<SessionResolution> {
  try {
    const user = await loaders.getUser(uid);
    if (!user) return { kind: 'rejected', message: NO_ACCOUNT };
    if (!user.active) return { kind: 'rejected', message: INACTIVE_ACCOUNT };

    let company: Company | null = null;
    if (user.company) {
      try {
        company = await loaders.getCompany(user.company);
      } catch (error) {
        // A company document with bad data is the administrator's to fix; it need not lock the user out.
        if (!(error instanceof InvalidCompanyDocumentError)) throw error;
        console.error(`The company of user ${uid} cannot be used`, error);
        return { kind: 'signedIn', user, company: null, companyProblem: INVALID_COMPANY };
      }
      if (!company) console.warn(`Company ${user.company} of user ${uid} does not exist`);
    }
    return { kind: 'signedIn', user, company };
  } catch (error) {
    // A known failure (e.g. an offline network) says so in its own words.
    return loadFailure(error, firebaseErrorId(error) ?? undefined);
  }
}
