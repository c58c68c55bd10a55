/** The dealer screens in Canadian French: labels, messages, dates, phone numbers and currency names. */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyListItem } from '../../data/companiesApi';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import type { Company, User } from '../../types/domain';
import type { Order } from '../../types/orders';
import CompaniesScreen from './CompaniesScreen';
import CompanyFormScreen from './CompanyFormScreen';
import DealerProfileScreen from './DealerProfileScreen';

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

const admin: User = {
  id: 'u-admin',
  company: 'hq',
  active: true,
  data: { firstname: 'Alex', lastname: 'Morgan', email: 'admin@example.com', phone: '', sms: false, admin: true, manager: false },
};
const manager: User = {
  id: 'u-maya',
  company: 'prairie',
  active: true,
  data: { firstname: 'Maya', lastname: 'Fournier', email: 'maya@prairie.example.com', phone: '', sms: false, admin: false, manager: true },
};
const dealer: Company = {
  id: 'prairie',
  name: 'Prairie Shelters Ltd.',
  dealerNumber: 'D-1001',
  address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'BC', zip: 'V5K 0A1', country: 'CA' },
  phone: '+13065550123',
  email: 'office@prairie.example.com',
  representative: '',
  currency: 'CAD',
  active: true,
};
const order = {
  id: '100007',
  number: 100007,
  type: 'cover',
  status: 'shipped',
  createdDate: { toDate: () => new Date(2026, 2, 4) },
} as unknown as Order;

const row = (id: string, name: string, overrides: Partial<CompanyListItem> = {}): CompanyListItem => ({
  id,
  name,
  dealerNumber: `D-${id}`,
  city: 'Saskatoon',
  state: 'SK',
  country: 'CA',
  currency: 'CAD',
  phone: '+13065550123',
  active: true,
  problem: null,
  ...overrides,
});

beforeEach(() => {
  resetSessionStore();
  vi.mocked(subscribeToCompanyPage).mockImplementation((_filter, _size, _after, onChange) => {
    onChange({ items: [row('a', 'Aspen Covers'), row('b', 'Birch Domes', { active: false, country: 'US', state: 'TX', currency: 'USD' })], hasMore: false, last: null });
    return () => undefined;
  });
  vi.mocked(countCompanies).mockResolvedValue(2);
  vi.mocked(getCompany).mockResolvedValue(dealer);
  vi.mocked(queryUsers).mockResolvedValue([manager]);
  vi.mocked(listRecentOrders).mockResolvedValue([order]);
});
afterEach(signOutAndRestoreMocks);

describe('the dealer screens in French', () => {
  it('lists the dealers with French headings, countries and phone numbers', async () => {
    signInAs(admin, { ...dealer, id: 'hq', name: 'Head Office' });
    await inLanguage('fr', async () => {
      renderWithProviders(<CompaniesScreen />, { path: '/admin/companies', route: '/admin/companies' });
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

  it('edits a dealer in French: its province, currency, users, recent orders and the currency confirmation', async () => {
    signInAs(admin, { ...dealer, id: 'hq', name: 'Head Office' });
    await inLanguage('fr', async () => {
      const user = userEvent.setup();
      renderWithProviders(<CompanyFormScreen />, { path: '/admin/companies/edit/prairie', route: '/admin/companies/edit/:id' });
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
    signInAs(admin, { ...dealer, id: 'hq', name: 'Head Office' });
    await inLanguage('fr', async () => {
      const user = userEvent.setup();
      renderWithProviders(<CompanyFormScreen />, { path: '/admin/companies/add', route: '/admin/companies/add' });
      expect(screen.getByRole('combobox', { name: /^Province ou État/ })).toHaveAccessibleDescription('Choisissez d’abord le pays.');
      await user.click(screen.getByRole('button', { name: 'Ajouter le concessionnaire' }));
      expect(await screen.findByText('Choisissez la devise dans laquelle le concessionnaire commande.')).toBeInTheDocument();
    });
  });

  it("shows a manager's dealer profile in French, with no accessibility violations", async () => {
    signInAs(manager, dealer);
    await inLanguage('fr', async () => {
      renderWithProviders(<DealerProfileScreen />, { path: '/manager/dealer', route: '/manager/dealer' });
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
