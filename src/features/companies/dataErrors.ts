/** Data-access failures as the dealer screens explain them. */
import { InvalidCompanyDocumentError } from '../../data/companyDocument';
import { firebaseCodeMessage, firebaseErrorCode, isPermissionDenied } from '../../lib/firebaseErrors';

/** SAVECOMPANY refused the dealer and said why (CompanyRefusedError of the data module): its message is for the admin. */
function isRefusal(error: unknown): error is Error {
  return error instanceof Error && 'refused' in error && error.refused === true;
}

/** Refused by the rules (a manager's profile) or by the server function (an admin's dealer) for who is asking. */
function isCallerRefused(error: unknown): boolean {
  return isPermissionDenied(error) || firebaseErrorCode(error) === 'functions/permission-denied';
}

/**
 * Why saving failed: the server refused the dealer and said why, the caller may not do this, a known Firebase
 * problem (an expired session, say), or the backend out of reach.
 */
export function saveErrorMessage(error: unknown, what: string): string {
  if (isRefusal(error)) return `${what} was refused: ${error.message}`;
  if (isCallerRefused(error)) return `${what} was refused: you are not allowed to do this.`;
  const known = firebaseCodeMessage(firebaseErrorCode(error));
  if (known) return `${what} failed. ${known}`;
  return `${what} failed. Check your connection and try again.`;
}

/** Why a dealer could not be opened: a stored document the portal cannot use, or the backend out of reach. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof InvalidCompanyDocumentError) {
    return `${error.message} The portal cannot show this dealer until its stored address has a country (CA or US).`;
  }
  return 'The dealer could not be loaded. Check your connection and try again.';
}
