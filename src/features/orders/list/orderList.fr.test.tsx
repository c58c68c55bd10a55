/** The order lists in Canadian French: headings, statuses, types, dates, money and the date filters' format. */
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countOrders, countOrdersByStatus, subscribeToOrderPage } from '../../../data/orders/orderListQueries';
import { axeViolations, inLanguage } from '../../../i18n/testing';
import { buildingOrder, partsOrder } from '../../../test/orderFixtures';
import { renderWithProviders } from '../../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../../test/session';
import { testCompany, testUser } from '../../../test/users';
import ActiveOrdersScreen from './ActiveOrdersScreen';
import { DateFilterPlaceholders } from './DateFilterPlaceholders';
import OrderDateFilters from './OrderDateFilters';
import { COMPILE_TIMEOUT, UNTIL_PICKERS_SHOW, compileDatePickers } from './testing/datePickers';

vi.mock('../../../data/orders/orderListQueries', () => ({
  subscribeToOrderPage: vi.fn(),
  countOrders: vi.fn(),
  countOrdersByStatus: vi.fn(),
  fetchAllOrders: vi.fn(),
}));

beforeAll(compileDatePickers, COMPILE_TIMEOUT);

beforeEach(() => {
  signInAs(testUser(), testCompany());
  vi.mocked(subscribeToOrderPage).mockImplementation((_filter, _sort, _size, _after, onChange) => {
    onChange({ items: [partsOrder(), buildingOrder({ status: 'pending', statusIndex: 0 })], hasMore: false, last: null });
    return () => undefined;
  });
  vi.mocked(countOrders).mockResolvedValue(2);
  vi.mocked(countOrdersByStatus).mockResolvedValue(new Map([['pending', 2]]));
});

afterEach(signOutAndRestoreMocks);

// Drawing the list with its date pickers and scanning it for accessibility took up to 7.5 s on a busy two-core machine.
describe('the order lists in French', { timeout: 60_000 }, () => {
  it('shows the active orders with French headings, statuses, types, dates and money, without accessibility violations', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<ActiveOrdersScreen />, { path: '/orders', route: '/orders' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Commandes en cours' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Passer une commande' })).toHaveAttribute('href', '/orders/new');
      const tabs = screen.getByRole('tablist', { name: 'Statut de la commande' });
      expect(await within(tabs).findByRole('tab', { name: /^En attente/ })).toBeInTheDocument();
      expect(within(tabs).getByRole('tab', { name: /^Dessins scellés/ })).toBeInTheDocument();

      const filters = screen.getByRole('search', { name: 'Filtrer les commandes' });
      expect(within(filters).getByRole('textbox', { name: 'Rechercher' })).toHaveAttribute('placeholder', 'Nº de commande, nº SO, bon de commande ou client final');
      expect(within(filters).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Tous les types');
      expect(within(filters).getByRole('textbox', { name: 'Créée à partir du' })).toBeInTheDocument();

      const grid = await screen.findByRole('grid', { name: 'Commandes en cours' });
      for (const heading of ['Nº de commande', 'Type', 'Statut', 'Client final', 'Nº de bon de commande', 'Créée le', 'Total']) {
        expect(within(grid).getByRole('columnheader', { name: heading })).toBeInTheDocument();
      }
      expect(await within(grid).findByText('Commande de pièces')).toBeInTheDocument();
      expect(within(grid).getByText('Commande de bâtiment')).toBeInTheDocument();
      expect(within(grid).getAllByText('En attente')).toHaveLength(2);
      expect(within(grid).getAllByText('4 mars 2026')).toHaveLength(2);
      // The text matchers read no-break spaces as spaces.
      expect(within(grid).getByText('3 723,50 $ CA')).toBeInTheDocument();
      document.title = 'Commandes en cours | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('writes the filter dates year first, as Canadian French does, before and after the pickers load', async () => {
    await inLanguage('fr', async () => {
      const placeholders = render(<DateFilterPlaceholders from="2026-01-15" to={null} />);
      expect(screen.getByRole('textbox', { name: 'Créée à partir du' })).toHaveValue('2026-01-15');
      expect(screen.getAllByRole('button', { name: 'Choisir la date' })).toHaveLength(2);
      placeholders.unmount();

      render(<OrderDateFilters from="2026-01-15" to={null} onChange={() => undefined} firstUse={null} />);
      const from = await screen.findByRole('group', { name: 'Créée à partir du' }, UNTIL_PICKERS_SHOW);
      expect(from.parentElement?.querySelector('input')).toHaveValue('2026-01-15');
      expect(screen.getByRole('group', { name: 'Créée jusqu’au' }).parentElement?.querySelector('input')).toHaveValue('');
    });
  });
});
