/** Failed writes of the resource screens, in the reader's language. */
import type { Translate } from '../../i18n/i18n';
import { firebaseErrorCode, isPermissionDenied } from '../../lib/firebaseErrors';

/** What was being written: a new resource, an edit, or a deletion. */
export type SaveAction = 'publish' | 'save' | 'delete';

/**
 * Why saving failed: refused by the rules, the document gone meanwhile, Storage full, a reason of the portal's own
 * (errors without a Firebase code, worded by the data module), or the backend out of reach.
 */
export function saveErrorMessage(t: Translate, error: unknown, action: SaveAction): string {
  const code = firebaseErrorCode(error);
  if (isPermissionDenied(error)) return t('resources.error.refused', { action });
  if (code === 'not-found') return t('resources.error.gone', { action });
  if (code === 'storage/quota-exceeded') return t('resources.error.storageFull', { action });
  if (!code && error instanceof Error && error.message) return t('resources.error.failedBecause', { action, reason: error.message });
  return t('resources.error.failed', { action });
}
