/** Data-access failures as the dealer screens explain them, in the reader's language. */
import { InvalidCompanyDocumentError, type InvalidCompanyReason } from '../../data/companyDocument';
import type { Translate } from '../../i18n/i18n';
import { firebaseErrorId, serverRefusalText } from '../../i18n/errors';
import { firebaseErrorCode, isPermissionDenied } from '../../lib/firebaseErrors';

/** What was being saved: a new dealer, an admin's edit, or a manager's own dealer profile. */
export type SaveAction = 'add' | 'save' | 'profile';

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
export function saveErrorMessage(t: Translate, error: unknown, action: SaveAction): string {
  // The server's refusal by its message id, in the reader's language (its English sentence from an older server).
  if (isRefusal(error)) return t('companies.error.refused', { action, reason: serverRefusalText(t, error) || error.message });
  if (isCallerRefused(error)) return t('companies.error.notAllowed', { action });
  const known = firebaseErrorId(error);
  if (known) return t('companies.error.failedBecause', { action, reason: t(known) });
  return t('companies.error.failed', { action });
}

/** Why a dealer could not be opened: a stored document the portal cannot use, or the backend out of reach. */
export function loadErrorMessage(t: Translate, error: unknown): string {
  if (error instanceof InvalidCompanyDocumentError) return t('companies.error.invalidDocument', { problem: companyProblemText(t, error.reason) });
  return t('companies.error.loadFailed');
}

/** What is wrong with a stored dealer the portal cannot use, in the reader's language. */
export function companyProblemText(t: Translate, reason: InvalidCompanyReason): string {
  return reason === 'unknown-country' ? t('companies.problem.unknownCountry') : t('companies.problem.missingCountry');
}
