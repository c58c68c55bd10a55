import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countPendingChangeRequests, rejectChangeRequest, subscribeToPendingChangeRequestPage } from '../../data/changeRequestsApi';
import { createNotifications } from '../../data/notifications/notificationsApi';
import { subscribeToOrder } from '../../data/orders/orderReads';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { buildingOrder, changeRequest, partsOrder } from '../../test/orderFixtures';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { testUser } from '../../test/users';
import PendingChangeRequestsScreen from './PendingChangeRequestsScreen';

vi.mock('../../data/changeRequestsApi', () => ({
  ChangeConflictError: class ChangeConflictError extends Error {},
  subscribeToPendingChangeRequestPage: vi.fn(),
  countPendingChangeRequests: vi.fn(),
  approveChangeRequest: vi.fn(),
  rejectChangeRequest: vi.fn(),
}));
vi.mock('../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn(async () => true) }));
vi.mock('../../data/orders/orderReads', () => ({ subscribeToOrder: vi.fn() }));

const admin = testUser({ id: 'admin-1', company: 'hq', admin: true });
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

beforeEach(() => {
  signInAs({ ...admin, data: { ...admin.data, firstname: 'Ada', lastname: 'Admin' } });
  vi.mocked(subscribeToPendingChangeRequestPage).mockImplementation((_size, _after, onChange) => {
    onChange({ items: [changeRequest()], hasMore: false, last: null });
    return () => undefined;
  });
  vi.mocked(countPendingChangeRequests).mockResolvedValue(1);
  document.title = 'Demandes de modification en attente | Portail des concessionnaires';
});

afterEach(signOutAndRestoreMocks);

function tableRows(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('PendingChangeRequestsScreen in French', () => {
  it('shows a request, its people and its date in French, and warns of a stale one', async () => {
    vi.mocked(subscribeToOrder).mockImplementation((_id, onChange) => {
      onChange(buildingOrder({ revision: 2 }));
      return () => undefined;
    });
    await inLanguage('fr', async () => {
      renderWithProviders(<PendingChangeRequestsScreen />);
      expect(screen.getByRole('heading', { level: 1, name: 'Demandes de modification en attente' })).toBeInTheDocument();
      const card = await screen.findByRole('article', { name: /Commande 100007/ });
      expect(within(card).getByText('Commande de bâtiment')).toBeInTheDocument();
      expect(card).toHaveTextContent(/Prairie Shelters Ltd\. · demandée par Dana Dealer le 10 mars 2026, \d{1,2} h \d{2}/);
      expect(card).toHaveTextContent('Motif : The customer wants a longer building.');
      expect(within(card).getByRole('alert')).toHaveTextContent(
        'La commande 100007 a changé depuis cette demande (révision 1, maintenant 2) : la demande ne peut donc pas être approuvée.',
      );
      expect(within(card).getByRole('button', { name: 'Approuver la demande de modification de la commande 100007' })).toBeDisabled();
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('shows what approval would change in French: field names, values and money', async () => {
    const order = buildingOrder();
    const parts = partsOrder({ currency: 'USD' });
    vi.mocked(subscribeToOrder).mockImplementation((id, onChange) => {
      onChange(id === parts.id ? parts : order);
      return () => undefined;
    });
    const proposedParts = { ...parts, details: { lines: [{ ...parts.details.lines[1], quantity: 5 }], total: 50 } };
    vi.mocked(subscribeToPendingChangeRequestPage).mockImplementation((_size, _after, onChange) => {
      onChange({
        items: [
          changeRequest({
            proposed: {
              ...order,
              customer: { ...order.customer!, site: { ...order.customer!.site, city: 'Saskatoon' } },
              details: { ...order.details, length: 100, cover: { ...order.details.cover, colour: 'White' } },
            },
          }),
          changeRequest({ id: 'cr-2', order: parts.id, orderNumber: 100004, orderType: 'parts', proposed: proposedParts, changes: [] }),
        ],
        hasMore: false,
        last: null,
      });
      return () => undefined;
    });
    await inLanguage('fr', async () => {
      renderWithProviders(<PendingChangeRequestsScreen />);
      const building = await screen.findByRole('table', { name: 'Ce que l’approbation change dans la commande 100007 telle qu’elle est maintenant' });
      expect(tableRows(building)).toEqual([
        ['Champ', 'Valeur actuelle', 'Valeur demandée'],
        ['Ville du chantier', 'Rosthern', 'Saskatoon'],
        ['Longueur', '80', '100'],
        ['Couleur', 'Bleu', 'Blanc'],
      ]);
      const partsTable = screen.getByRole('table', { name: 'Ce que l’approbation change dans la commande 100004 telle qu’elle est maintenant' });
      expect(tableRows(partsTable)).toEqual([
        ['Champ', 'Valeur actuelle', 'Valeur demandée'],
        ['Pièce P-100', '3 × P-100 Purlin 10ft', '—'],
        ['Pièce F-200', '2 × F-200 Bolt kit', '5 × F-200 Bolt kit'],
        ['Total', '3\u00a0723,50\u00a0$\u00a0US', '50,00\u00a0$\u00a0US'],
      ]);
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('rejects with a note and tells the requester in French', async () => {
    vi.mocked(subscribeToOrder).mockImplementation((_id, onChange) => {
      onChange(buildingOrder());
      return () => undefined;
    });
    vi.mocked(rejectChangeRequest).mockResolvedValue(changeRequest({ status: 'rejected' }));
    await inLanguage('fr', async () => {
      renderWithProviders(<PendingChangeRequestsScreen />);
      await user.click(await screen.findByRole('button', { name: 'Refuser la demande de modification de la commande 100007' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande de modification de la commande 100007?' });
      expect(dialog).toHaveTextContent('La commande reste telle quelle et Dana Dealer reçoit une notification avec votre remarque.');
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Motif du refus/ }), { target: { value: 'Les dessins sont scellés.' } });
      await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
      expect(await screen.findByText('Demande de modification de la commande 100007 refusée; Dana Dealer a reçu une notification.')).toBeInTheDocument();
      expect(createNotifications).toHaveBeenCalledWith(
        // Stored without words: the dealer reads it in their own language, whatever the admin's.
        expect.objectContaining({
          subject: '',
          message: { id: 'notifications.system.changeRejected', values: { number: 100007 } },
          body: { reason: 'The customer wants a longer building.', note: 'Les dessins sont scellés.' },
        }),
      );
    });
  });
});
