/** The dealer screens in Canadian French: labels, messages, dates, phone numbers and currency names. */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import CompaniesScreen from './CompaniesScreen';
import CompanyFormScreen from './CompanyFormScreen';
import DealerProfileScreen from './DealerProfileScreen';
import {
  DEALER_PROFILE,
  answeringCompanyPages,
  companyFormAt,
  companyRow,
  companyListAt,
  dealerFixture,
  manager,
  recentOrder,
  signInAsAdmin,
  twoDealersPage,
} from './testing';

vi.mock('../../data/companiesApi', () => ({
  subscribeToCompanyPage: vi.fn(),
  countCompanies: vi.fn(),
  getCompany: vi.fn(),
  createCompany: vi.fn(),
  updateCompany: vi.fn(),
  updateDealerProfile: vi.fn(),
}));
vi.mock('../../data/usersApi', () => ({ queryUsers: vi.fn() }));
vi.mock('../../data/orders/orderListQueries', () => ({ listRecentOrders: vi.fn() }));

const { subscribeToCompanyPage, countCompanies, getCompany } = await import('../../data/companiesApi');
const { queryUsers } = await import('../../data/usersApi');
const { listRecentOrders } = await import('../../data/orders/orderListQueries');

// A dealer in British Columbia with no representative, to show both in French.
const dealer = dealerFixture({
  address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'BC', zip: 'V5K 0A1', country: 'CA' },
  representative: '',
});

beforeEach(() => {
  resetSessionStore();
  vi.mocked(subscribeToCompanyPage).mockImplementation(answeringCompanyPages(twoDealersPage));
  vi.mocked(countCompanies).mockResolvedValue(2);
  vi.mocked(getCompany).mockResolvedValue(dealer);
  vi.mocked(queryUsers).mockResolvedValue([manager]);
  vi.mocked(listRecentOrders).mockResolvedValue([recentOrder]);
});
afterEach(signOutAndRestoreMocks);

describe('the dealer screens in French', () => {
  it('lists the dealers with French headings, countries and phone numbers', async () => {
    signInAsAdmin(dealer);
    await inLanguage('fr', async () => {
      renderWithProviders(<CompaniesScreen />, companyListAt());
      const grid = await screen.findByRole('grid', { name: 'Concessionnaires' });
      expect(screen.getByRole('heading', { level: 1, name: 'Gérer les concessionnaires' })).toBeInTheDocument();
      expect(await screen.findByText('2 concessionnaires')).toBeInTheDocument();
      expect(within(grid).getByRole('columnheader', { name: 'Nº de concessionnaire' })).toBeInTheDocument();
      expect(within(grid).getByText('États-Unis')).toBeInTheDocument();
      expect(within(grid).getByText('Non')).toBeInTheDocument();
      expect(within(grid).getAllByText('306 555-0123')).toHaveLength(2);
      expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Actifs et inactifs');
    });
  });

  it('says in French what is wrong with a stored dealer the portal cannot use', async () => {
    signInAsAdmin(dealer);
    vi.mocked(subscribeToCompanyPage).mockImplementation(
      answeringCompanyPages(() => ({ items: [companyRow('x', 'Sans pays', { country: null, currency: null, problem: 'unknown-country' })], hasMore: false, last: null })),
    );
    await inLanguage('fr', async () => {
      renderWithProviders(<CompaniesScreen />, companyListAt());
      expect(await screen.findByRole('img', { name: 'Son adresse enregistrée indique un pays que le Portail ne dessert pas.' })).toBeInTheDocument();
    });
  });

  it('edits a dealer in French: its province, currency, users, recent orders and the currency confirmation', async () => {
    signInAsAdmin(dealer);
    await inLanguage('fr', async () => {
      const user = userEvent.setup();
      renderWithProviders(<CompanyFormScreen />, companyFormAt('/admin/companies/edit/prairie'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Modifier le concessionnaire' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /^Province/ })).toHaveTextContent('Colombie-Britannique');
      expect(screen.getByRole('combobox', { name: /^Devise/ })).toHaveTextContent('CAD (dollar canadien)');
      expect(screen.getByRole('combobox', { name: /^Pays/ })).toHaveTextContent('Canada');
      const orders = await screen.findByRole('region', { name: 'Commandes récentes' });
      expect(await within(orders).findByText('Commande de toile')).toBeInTheDocument();
      expect(within(orders).getByText('Expédiée')).toBeInTheDocument();
      expect(within(orders).getByText('4 mars 2026')).toBeInTheDocument();
      const users = screen.getByRole('region', { name: 'Utilisateurs' });
      expect(await within(users).findByText('Gestionnaire')).toBeInTheDocument();

      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Devise/ }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'USD (dollar américain)' }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer le concessionnaire' }));
      const dialog = await screen.findByRole('dialog', { name: 'Enregistrer Prairie Shelters Ltd.?' });
      expect(dialog).toHaveTextContent('Les commandes passées à partir de maintenant seront en USD au lieu de CAD');
    });
  });

  it('asks for the currency of a new dealer in French', async () => {
    signInAsAdmin(dealer);
    await inLanguage('fr', async () => {
      const user = userEvent.setup();
      renderWithProviders(<CompanyFormScreen />, companyFormAt('/admin/companies/add'));
      expect(screen.getByRole('combobox', { name: /^Province ou État/ })).toHaveAccessibleDescription('Choisissez d’abord le pays.');
      await user.click(screen.getByRole('button', { name: 'Ajouter le concessionnaire' }));
      expect(await screen.findByText('Choisissez la devise dans laquelle le concessionnaire commande.')).toBeInTheDocument();
    });
  });

  it("shows a manager's dealer profile in French, with no accessibility violations", async () => {
    signInAs(manager, dealer);
    await inLanguage('fr', async () => {
      renderWithProviders(<DealerProfileScreen />, DEALER_PROFILE);
      expect(await screen.findByRole('textbox', { name: /^Téléphone/ })).toHaveValue('306 555-0123');
      const country = screen.getByRole('textbox', { name: 'Pays' });
      expect(country).toHaveValue('Canada');
      expect(country).toHaveAccessibleDescription(
        'Seul un administrateur peut changer le pays, car il détermine la devise des commandes du concessionnaire.',
      );
      expect(screen.getByRole('textbox', { name: /^Code postal/ })).toHaveAccessibleDescription('p. ex. S7K 1A1');
      expect(screen.getByText('CAD (dollar canadien)')).toBeInTheDocument();
      expect(screen.getByText('Non attribué')).toBeInTheDocument();
      document.title = 'Profil du concessionnaire | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });
});
