import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../i18n/testing';
import { DecisionDialog } from './DecisionDialog';
import { useReviewDecision } from './useReviewDecision';

function Decider({ notified }: { notified: boolean }) {
  const { decide } = useReviewDecision<string>();
  return (
    <button type="button" onClick={() => void decide(async () => ({ notified }), { done: 'Demande approuvée', requester: 'Dana', failure: () => 'non' })}>
      Décider
    </button>
  );
}

describe('the review components in French', () => {
  it('label the decision buttons in French', async () => {
    await inLanguage('fr', () => {
      render(
        <DecisionDialog decision="reject" title="Refuser?" onSubmit={vi.fn()} onClose={vi.fn()} busy={false} failure={null}>
          <p>Motif</p>
        </DecisionDialog>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Refuser?' });
      expect(within(dialog).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    });
  });

  it('say in French whether the requester was told', async () => {
    await inLanguage('fr', async () => {
      const { unmount } = render(
        <SnackbarProvider>
          <Decider notified />
        </SnackbarProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Décider' }));
      expect(await screen.findByText('Demande approuvée; Dana a reçu une notification.')).toBeInTheDocument();
      unmount();

      render(
        <SnackbarProvider>
          <Decider notified={false} />
        </SnackbarProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Décider' }));
      expect(await screen.findByText('Demande approuvée, mais la notification n’a pas pu être envoyée à Dana.')).toBeInTheDocument();
    });
  });
});
