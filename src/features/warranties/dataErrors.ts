/** Data-access failures as the warranty screens explain them, in the reader's language. */
import { serverRefusalText } from '../../i18n/errors';
import type { Translate } from '../../i18n/i18n';
import { firebaseErrorCode, isPermissionDenied } from '../../lib/firebaseErrors';
import type { DecisionStatus } from '../../types/orders';

/** What was being saved: a dealer's application, or an admin's approval or rejection. */
export type WarrantyAction = 'apply' | 'approve' | 'reject';

/**
 * The server refused and said why (WarrantyRefusedError of the data module, told apart by its `refused` mark
 * since screens and their tests may replace that module): its message is the server's sentence, its `code` the
 * callable's.
 */
export function isRefusal(error: unknown): error is Error & { code?: unknown } {
  return error instanceof Error && 'refused' in error && error.refused === true;
}

/** Another admin decided first (WarrantyDecidedError of the data module): the decision they made. */
function decidedMeanwhile(error: unknown): DecisionStatus | null {
  const decided = error instanceof Error && 'decided' in error ? error.decided : null;
  return decided === 'approved' || decided === 'rejected' ? decided : null;
}

interface ActionMessages {
  refused: string;
  notAllowed: string;
  failedBecause: string;
  failed: string;
}

const MESSAGES: Record<WarrantyAction, ActionMessages> = {
  apply: {
    refused: 'warranties.error.apply.refused',
    notAllowed: 'warranties.error.apply.notAllowed',
    failedBecause: 'warranties.error.apply.failedBecause',
    failed: 'warranties.error.apply.failed',
  },
  approve: {
    refused: 'warranties.error.approve.refused',
    notAllowed: 'warranties.error.approve.notAllowed',
    failedBecause: 'warranties.error.approve.failedBecause',
    failed: 'warranties.error.approve.failed',
  },
  reject: {
    refused: 'warranties.error.reject.refused',
    notAllowed: 'warranties.error.reject.notAllowed',
    failedBecause: 'warranties.error.reject.failedBecause',
    failed: 'warranties.error.reject.failed',
  },
};

/** The server's reason in the reader's words where its code says it all; its own sentence otherwise. */
function refusalReason(t: Translate, error: Error & { code?: unknown }, action: WarrantyAction): string {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === 'already-exists' && action === 'apply') return t('warranties.error.alreadySent');
  if (code === 'unauthenticated') return t('errors.sessionExpired');
  return serverRefusalText(t, error) || error.message;
}

/**
 * Why saving failed: refused by the server with its reason, refused by the rules, decided by someone else
 * meanwhile, another error's own sentence, or the backend out of reach (errors with a Firebase code).
 */
export function saveErrorMessage(t: Translate, error: unknown, action: WarrantyAction): string {
  const messages = MESSAGES[action];
  if (isRefusal(error)) {
    if (error.code === 'permission-denied') return t(messages.notAllowed);
    return t(messages.refused, { reason: refusalReason(t, error, action) });
  }
  if (isPermissionDenied(error)) return t(messages.notAllowed);
  const decided = decidedMeanwhile(error);
  if (decided) return t(messages.failedBecause, { reason: t('warranties.error.alreadyDecided', { status: decided }) });
  if (!firebaseErrorCode(error) && error instanceof Error && error.message) return t(messages.failedBecause, { reason: error.message });
  return t(messages.failed);
}
