import { useCallback, useState } from 'react';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { disableUser, enableUser } from '../../data/accountsApi';
import { displayNameOf } from '../../data/userDocument';
import { serverRefusalText } from '../../i18n/errors';
import { useT } from '../../i18n/hooks';
import type { Translate } from '../../i18n/i18n';
import type { User } from '../../types/domain';

export type AccountAction = 'disable' | 'enable';

interface Pending {
  user: User;
  action: AccountAction;
}

/** Catalogue ids of each action's texts; each takes the user's {name}, the failure also its {reason}. */
const TEXT = {
  disable: {
    title: 'users.account.disableTitle',
    message: 'users.account.disableMessage',
    confirm: 'users.action.disable',
    done: 'users.account.disabled',
    failed: 'users.account.disableFailed',
  },
  enable: {
    title: 'users.account.enableTitle',
    message: 'users.account.enableMessage',
    confirm: 'users.action.enable',
    done: 'users.account.enabled',
    failed: 'users.account.enableFailed',
  },
} as const;

/** The server's refusal in the reader's language (the callables explain a refusal); a generic one for anything else. */
function reason(t: Translate, error: unknown): string {
  return serverRefusalText(t, error) || t('users.account.tryAgain');
}

/**
 * Disabling (DELETEUSER) and enabling (ENABLEUSER) a user after a confirmation, with toasts. `request` opens the
 * dialog; `dialog` must be rendered; `onDone` runs after a success (e.g. to reload the user).
 */
export function useAccountStatusAction(onDone?: (user: User, action: AccountAction) => void) {
  const t = useT();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog's text does not vanish while it fades out.
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const request = useCallback((user: User, action: AccountAction) => {
    setPending({ user, action });
    setOpen(true);
  }, []);

  async function confirm() {
    if (!pending) return;
    const { user, action } = pending;
    const name = displayNameOf(user);
    setBusy(true);
    try {
      await (action === 'disable' ? disableUser(user.id) : enableUser(user.id));
      enqueueSnackbar(t(TEXT[action].done, { name }), { variant: 'success' });
      setOpen(false);
      onDone?.(user, action);
    } catch (error) {
      console.error(`Unable to ${action} user ${user.id}`, error);
      enqueueSnackbar(t(TEXT[action].failed, { name, reason: reason(t, error) }), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const text = TEXT[pending?.action ?? 'disable'];
  const name = pending ? displayNameOf(pending.user) : '';
  const dialog = (
    <ConfirmDialog
      open={open}
      title={t(text.title, { name })}
      message={t(text.message, { name })}
      confirmLabel={t(text.confirm)}
      destructive={pending?.action === 'disable'}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={() => setOpen(false)}
    />
  );
  return { request, dialog, busy };
}
