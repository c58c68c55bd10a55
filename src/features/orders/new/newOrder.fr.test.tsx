/** Choosing an order type, the drafts list and the submitted order in Canadian French: words, dates and money. */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToDrafts } from '../../../data/orderDraftsApi';
import { axeViolations, inLanguage } from '../../../i18n/testing';
import { renderWithProviders } from '../../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../../test/session';
import { testCompany, testUser } from '../../../test/users';
import type { OrderDraft } from '../../../types/orders';
import NewOrderScreen from './NewOrderScreen';
import OrderSubmittedScreen from './OrderSubmittedScreen';
import { buildingDraft, draftsListener, savedAt } from './testing';

vi.mock('../../../data/orderDraftsApi', () => ({ subscribeToDrafts: vi.fn(), deleteDraft: vi.fn(async () => undefined) }));

// Saved in English: the list words each draft from its values, in the reader's language.
const parts: OrderDraft = {
  id: 'd4',
  type: 'parts',
  values: { poReference: '', lines: [{ partId: 'p1', quantity: '1' }, { partId: 'p2', quantity: '5' }] },
  summary: '2 parts, 6 items',
  updatedDate: savedAt(10),
};

afterEach(() => signOutAndRestoreMocks());

describe('submitting an order in French', () => {
  it('offers the order types and names the drafts in French, without accessibility violations', async () => {
    vi.mocked(subscribeToDrafts).mockImplementation(draftsListener([buildingDraft, parts]).subscribe);
    signInAs(testUser(), testCompany());
    await inLanguage('fr', async () => {
      renderWithProviders(<NewOrderScreen />, { path: '/orders/new' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Passer une commande' })).toBeInTheDocument();
      const types = within(screen.getByRole('list', { name: 'Types de commande' }));
      expect(types.getByText('Commande de pièces').closest('a')).toHaveAttribute('href', '/orders/new/parts');

      const list = await screen.findByRole('list', { name: 'Brouillons enregistrés' });
      const [first, second] = within(list).getAllByRole('listitem');
      expect(within(first).getByText('Commande de bâtiment · bon de commande PO-TOUR · Big Sky Aviation')).toBeInTheDocument();
      expect(within(first).getByText(/^Bâtiment HT 60 × 100 · enregistré le 1 nov\. 2026,?\s10\sh\s30$/)).toBeInTheDocument();
      expect(within(second).getByText('Commande de pièces · aucun bon de commande ni client pour l’instant')).toBeInTheDocument();
      expect(within(second).getByText(/^2 pièces, 6 articles · /)).toBeInTheDocument();
      expect(within(first).getByRole('link', { name: /^Reprendre Commande de bâtiment · bon de commande PO-TOUR · Big Sky Aviation, enregistré le / }))
        .toHaveAttribute('href', '/orders/new/building/d2');
      // The app's frame titles the page; a screen rendered alone has no title of its own.
      document.title = 'Passer une commande | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('thanks the dealer in French, with the total in French money', async () => {
    const entry = { pathname: '/orders/new/success', search: '?order=100004', state: { total: 1234.5, estimate: 1200, currency: 'USD' } };
    await inLanguage('fr', async () => {
      render(
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/orders/new/success" element={<OrderSubmittedScreen />} />
          </Routes>
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Commande soumise' })).toBeInTheDocument();
      expect(screen.getByText(/^Merci\s: le numéro de votre commande est/)).toHaveTextContent('#100004');
      expect(screen.getByTestId('order-total').textContent).toMatch(/^Total de la commande\s: 1\s234,50\s\$\sUS, selon le catalogue de pièces actuel\.$/);
      expect(screen.getByRole('alert').textContent).toMatch(/le total est de 1\s234,50\s\$\sUS, et non de 1\s200,00\s\$\sUS/);
      expect(screen.getByRole('link', { name: 'Voir la commande nº\u00a0100004' })).toHaveAttribute('href', '/orders/view/100004');
      document.title = 'Commande soumise | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });
});
