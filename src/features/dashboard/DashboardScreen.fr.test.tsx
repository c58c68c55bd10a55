import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { subscribeToNotifications } from '../../data/notifications/notificationsApi';
import { countActiveOrdersByStatus } from '../../data/activeOrderCountsApi';
import { countPendingRequests } from '../../data/pendingCounts';
import DashboardScreen from './DashboardScreen';
import { acme, answeringNotifications, dealerUser, notificationFixture, promoteToAdmin } from './testing';

vi.mock('../../data/activeOrderCountsApi', () => ({ countActiveOrdersByStatus: vi.fn() }));
vi.mock('../../data/pendingCounts', () => ({ countPendingRequests: vi.fn() }));
vi.mock('../../data/notifications/notificationsApi', () => ({
  subscribeToNotifications: vi.fn(),
  fetchNotifications: vi.fn(async () => null),
  markAsRead: vi.fn(),
  markManyAsRead: vi.fn(),
}));

const user = dealerUser({ firstname: 'Éloïse', lastname: 'Tremblay', email: 'eloise@example.com' });
const company = acme('Bâtiments Acme');

beforeEach(() => {
  signInAs(user, company);
  vi.mocked(countPendingRequests).mockResolvedValue({ changeRequests: 3, warranties: 1_200 });
  vi.mocked(subscribeToNotifications).mockImplementation(answeringNotifications([notificationFixture('n1', 'Nouvelle liste de prix')]));
});

afterEach(signOutAndRestoreMocks);

/** The page's title as the app sets it on this route, which axe expects of a document. */
const FRENCH_TITLE = 'Tableau de bord | Portail des concessionnaires';

describe('DashboardScreen in French', () => {
  it("greets a dealer and counts their company's active orders in French, numbers as French writes them", async () => {
    vi.mocked(countActiveOrdersByStatus).mockResolvedValue(new Map([['ready for shipment', 1_200], ['pending', 2]]));
    await inLanguage('fr', async () => {
      renderWithProviders(<DashboardScreen />);

      expect(await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('Bienvenue, Éloïse · Bâtiments Acme')).toBeInTheDocument();
      const list = await screen.findByRole('list', { name: 'Commandes en cours par statut' });
      expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['En attente2', 'Prête pour l’expédition1\u00a0200']);
      // Kept as written: the default normalizer would turn the no-break space into a plain one.
      expect(screen.getByText('1\u00a0202 au total', { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voir les commandes en cours' })).toHaveAttribute('href', '/orders');

      const recent = screen.getByRole('list', { name: 'Notifications récentes' });
      expect(within(recent).getByText('Ada Admin · 4 mars 2026')).toBeInTheDocument();
      const links = within(screen.getByRole('navigation', { name: 'Liens rapides' })).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        expect.stringMatching(/^add_shopping_cartPasser une commandePièces, toile, bâtiment ou bâtiment VP\.$/),
        expect.stringContaining('Commandes en cours'),
        expect.stringContaining('Historique des commandes'),
        expect.stringContaining('Ressources'),
        expect.stringContaining('Profil'),
      ]);
      document.title = FRENCH_TITLE;
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("opens an admin's dashboard on their queue, worded in French", async () => {
    promoteToAdmin(user);
    vi.mocked(countActiveOrdersByStatus).mockResolvedValue(new Map());
    await inLanguage('fr', async () => {
      renderWithProviders(<DashboardScreen />);

      const queue = await screen.findByRole('navigation', { name: 'Demandes en attente' });
      expect(within(queue).getByRole('link', { name: 'Demandes de modification en attente 3' })).toHaveAttribute('href', '/admin/changerequests');
      expect(within(queue).getByRole('link', { name: 'Demandes de garantie en attente 1\u00a0200' })).toHaveAttribute('href', '/admin/warranties');
      expect(screen.getByText('Tous les concessionnaires')).toBeInTheDocument();
      expect(await screen.findByText('Aucun concessionnaire n’a de commande en cours.')).toBeInTheDocument();
      document.title = FRENCH_TITLE;
      expect(await axeViolations()).toEqual([]);
    });
  });
});
