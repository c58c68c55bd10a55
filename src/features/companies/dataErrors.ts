/** Data-access failures as the dealer screens explain them. */
import { InvalidCompanyDocumentError } from '../../data/companyDocument';
import { isPermissionDenied } from '../../lib/firebaseErrors';

/** Why saving failed: refused by the rules, or the backend out of reach. */
export function saveErrorMessage(error: unknown, what: string): string {
  if (isPermissionDenied(error)) return `${what} was refused: you are not allowed to do this.`;
  return `${what} failed. Check your connection and try again.`;
}

/** Why a dealer could not be opened: a stored document the portal cannot use, or the backend out of reach. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof InvalidCompanyDocumentError) {
    return `${error.message} The portal cannot show this dealer until its stored address has a country (CA or US).`;
  }
  return 'The dealer could not be loaded. Check your connection and try again.';
}
