import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../i18n/testing';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks, and reports confirm and cancel', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDialog open title="Disable user?" message="Dana can no longer sign in." confirmLabel="Disable" destructive onConfirm={onConfirm} onClose={onClose} />);

    const dialog = screen.getByRole('dialog', { name: 'Disable user?' });
    expect(dialog).toHaveAccessibleDescription('Dana can no longer sign in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while busy', async () => {
    const onClose = vi.fn();
    render(<ConfirmDialog open busy title="Delete?" message="Gone for good." onConfirm={vi.fn()} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("labels its buttons in the reader's language unless told", async () => {
    await inLanguage('fr', () => {
      render(<ConfirmDialog open title="Supprimer?" message="Pour de bon." onConfirm={vi.fn()} onClose={vi.fn()} />);
      const dialog = screen.getByRole('dialog', { name: 'Supprimer?' });
      expect(within(dialog).getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    });
  });
});
