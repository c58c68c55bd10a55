import { useCallback, useState } from 'react';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { disableUser, enableUser } from '../../data/accountsApi';
import { displayNameOf } from '../../data/userDocument';
import type { User } from '../../types/domain';

export type AccountAction = 'disable' | 'enable';

interface Pending {
  user: User;
  action: AccountAction;
}

const TEXT = {
  disable: {
    title: (name: string) => `Disable ${name}?`,
    message: (name: string) =>
      `${name} will no longer be able to sign in and leaves the company's address book. Their orders and order history are kept, and an admin can enable the account again.`,
    confirm: 'Disable',
    done: (name: string) => `${name} was disabled and can no longer sign in.`,
    failed: (name: string) => `${name} could not be disabled`,
  },
  enable: {
    title: (name: string) => `Enable ${name}?`,
    message: (name: string) => `${name} will be able to sign in again with their existing password.`,
    confirm: 'Enable',
    done: (name: string) => `${name} was enabled and can sign in again.`,
    failed: (name: string) => `${name} could not be enabled`,
  },
} as const;

/** The server's sentence (the callables explain a refusal); a generic one for anything else. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if (!message || /^(internal|unavailable|deadline-exceeded)$/i.test(message)) return 'Please try again.';
  return message;
}

/**
 * Disabling (DELETEUSER) and enabling (ENABLEUSER) a user after a confirmation, with toasts. `request` opens the
 * dialog; `dialog` must be rendered; `onDone` runs after a success (e.g. to reload the user).
 */
export function useAccountStatusAction(onDone?: (user: User, action: AccountAction) => void) {
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
      enqueueSnackbar(TEXT[action].done(name), { variant: 'success' });
      setOpen(false);
      onDone?.(user, action);
    } catch (error) {
      console.error(`Unable to ${action} user ${user.id}`, error);
      enqueueSnackbar(`${TEXT[action].failed(name)}. ${reason(error)}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const text = TEXT[pending?.action ?? 'disable'];
  const name = pending ? displayNameOf(pending.user) : '';
  const dialog = (
    <ConfirmDialog
      open={open}
      title={text.title(name)}
      message={text.message(name)}
      confirmLabel={text.confirm}
      destructive={pending?.action === 'disable'}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={() => setOpen(false)}
    />
  );
  return { request, dialog, busy };
}
