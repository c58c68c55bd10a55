import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signOutAndRestoreMocks } from '../../test/session';
import { enterText } from '../../test/typing';
import CompanyFormScreen from './CompanyFormScreen';
import { companyFormAt, dealerFixture, manager, recentOrder, signInAsAdmin } from './testing';

vi.mock('../../data/companiesApi', () => ({
  getCompany: vi.fn(),
  createCompany: vi.fn(),
  updateCompany: vi.fn(),
}));
vi.mock('../../data/usersApi', () => ({ queryUsers: vi.fn() }));
vi.mock('../../data/orders/orderListQueries', () => ({ listRecentOrders: vi.fn() }));

const { getCompany, createCompany, updateCompany } = await import('../../data/companiesApi');
const { queryUsers } = await import('../../data/usersApi');
const { listRecentOrders } = await import('../../data/orders/orderListQueries');

const dealer = dealerFixture();
const renderAt = (path: string) => renderWithProviders(<CompanyFormScreen />, companyFormAt(path));

/** MUI's Select opens on mouse down; fireEvent keeps these tests fast. */
function choose(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

beforeEach(() => {
  resetSessionStore();
  signInAsAdmin();
  vi.mocked(queryUsers).mockResolvedValue([manager]);
  vi.mocked(listRecentOrders).mockResolvedValue([recentOrder]);
});
afterEach(signOutAndRestoreMocks);

describe('CompanyFormScreen: add', () => {
  it('reports every missing field and writes nothing', async () => {
    const user = userEvent.setup();
    renderAt('/admin/companies/add');
    await user.click(screen.getByRole('button', { name: 'Add Dealer' }));

    expect(await screen.findByText('Choose Canada or the United States.')).toBeInTheDocument();
    expect(screen.getByText('Choose the currency the dealer orders in.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Dealer Name/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/Street Address/)).toHaveAccessibleDescription('This field is required.');
    expect(createCompany).not.toHaveBeenCalled();
  });

  it('takes the currency from the country until one is chosen by hand', async () => {
    renderAt('/admin/companies/add');
    const currency = () => screen.getByRole('combobox', { name: /Currency/ });
    expect(currency()).not.toHaveTextContent(/CAD|USD/);
    expect(screen.getByRole('combobox', { name: /Province or State/ })).toHaveAttribute('aria-disabled', 'true');

    choose(/Country/, 'Canada');
    expect(currency()).toHaveTextContent('CAD (Canadian Dollar)');
    choose(/Country/, 'United States');
    expect(currency()).toHaveTextContent('USD (United States Dollar)');

    choose(/Currency/, 'CAD (Canadian Dollar)');
    choose(/Country/, 'Canada');
    choose(/Country/, 'United States');
    expect(currency()).toHaveTextContent('CAD (Canadian Dollar)');
  });

  it("checks the region and postal code against the country's", async () => {
    const user = userEvent.setup();
    renderAt('/admin/companies/add');
    choose(/Country/, 'Canada');
    choose(/Province/, 'Saskatchewan');
    await enterText(user, screen.getByLabelText(/Postal Code/), '79107');
    choose(/Country/, 'United States');
    // A province is not a state: the choice is cleared with the switch.
    expect(screen.getByRole('combobox', { name: /State/ })).not.toHaveTextContent('Saskatchewan');
    choose(/Country/, 'Canada');
    await user.click(screen.getByRole('button', { name: 'Add Dealer' }));
    expect(await screen.findByText('Enter a valid postal code, e.g. S7K 1A1.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveAccessibleDescription('This field is required.');
  });

  it('refuses an invalid email', async () => {
    const user = userEvent.setup();
    renderAt('/admin/companies/add');
    await enterText(user, screen.getByLabelText(/^Email/), 'office@');
    await user.tab();
    expect(await screen.findByText('This must be a valid email address.')).toBeInTheDocument();
  });

  it('adds a complete dealer and returns to the list', async () => {
    const user = userEvent.setup();
    vi.mocked(createCompany).mockImplementation(async (input) => ({ id: 'new-id', ...input }));
    renderAt('/admin/companies/add');
    await enterText(user, screen.getByLabelText(/Dealer Name/), ' Lone Star Covers LLC ');
    await enterText(user, screen.getByLabelText(/Dealer Number/), 'D-2001');
    await enterText(user, screen.getByLabelText(/Street Address/), '1800 Amarillo Blvd W');
    await enterText(user, screen.getByLabelText(/City/), 'Amarillo');
    choose(/Country/, 'United States');
    choose(/State/, 'Texas');
    await enterText(user, screen.getByLabelText(/ZIP Code/), '79107');
    await user.click(screen.getByRole('button', { name: 'Add Dealer' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/companies'));
    expect(createCompany).toHaveBeenCalledWith({
      name: 'Lone Star Covers LLC',
      dealerNumber: 'D-2001',
      address: { street: '1800 Amarillo Blvd W', city: 'Amarillo', state: 'TX', zip: '79107', country: 'US' },
      phone: '',
      email: '',
      representative: '',
      currency: 'USD',
      active: true,
    });
    expect(await screen.findByText('Dealer Lone Star Covers LLC added.')).toBeInTheDocument();
  });

  it('keeps the form and says so when the write is refused', async () => {
    const user = userEvent.setup();
    expectConsoleError('Unable to save the dealer');
    vi.mocked(createCompany).mockRejectedValue(Object.assign(new Error('You are not allowed to add or edit dealers.'), { code: 'functions/permission-denied' }));
    renderAt('/admin/companies/add');
    await enterText(user, screen.getByLabelText(/Dealer Name/), 'North');
    await enterText(user, screen.getByLabelText(/Street Address/), '1 Main');
    await enterText(user, screen.getByLabelText(/City/), 'Regina');
    choose(/Country/, 'Canada');
    choose(/Province/, 'Saskatchewan');
    await enterText(user, screen.getByLabelText(/Postal Code/), 's4p3y2');
    await user.click(screen.getByRole('button', { name: 'Add Dealer' }));
    expect(await screen.findByText('Adding the dealer was refused: you are not allowed to do this.')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/companies/add');
  });
});

describe('CompanyFormScreen: edit', () => {
  it("shows the stored dealer with its users and recent orders", async () => {
    vi.mocked(getCompany).mockResolvedValue(dealer);
    renderAt('/admin/companies/edit/prairie');
    expect(await screen.findByLabelText(/Dealer Name/)).toHaveValue('Prairie Shelters Ltd.');
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveTextContent('Saskatchewan');
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveTextContent('CAD');

    const users = await screen.findByRole('table', { name: 'Users of the dealer' });
    expect(within(users).getByRole('link', { name: 'Maya Fournier' })).toHaveAttribute('href', '/admin/users/edit/u-maya');
    expect(within(users).getByText('Manager')).toBeInTheDocument();
    expect(queryUsers).toHaveBeenCalledWith([{ field: 'company', op: '==', value: 'prairie' }]);

    const orders = await screen.findByRole('table', { name: 'Recent orders of the dealer' });
    expect(within(orders).getByRole('link', { name: '100007' })).toHaveAttribute('href', '/orders/view/100007');
    expect(within(orders).getByText('Cover Order')).toBeInTheDocument();
    expect(within(orders).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(listRecentOrders).toHaveBeenCalledWith('prairie', 10);
  });

  it('says when a dealer has no users or orders yet', async () => {
    vi.mocked(getCompany).mockResolvedValue(dealer);
    vi.mocked(queryUsers).mockResolvedValue([]);
    vi.mocked(listRecentOrders).mockResolvedValue([]);
    renderAt('/admin/companies/edit/prairie');
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('says when there is no such dealer', async () => {
    vi.mocked(getCompany).mockResolvedValue(null);
    renderAt('/admin/companies/edit/nope');
    expect(await screen.findByText('Dealer not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Dealers' })).toHaveAttribute('href', '/admin/companies');
  });

  it('asks before changing the currency of later orders, then saves', async () => {
    const user = userEvent.setup();
    vi.mocked(getCompany).mockResolvedValue(dealer);
    vi.mocked(updateCompany).mockResolvedValue(undefined);
    renderAt('/admin/companies/edit/prairie');
    await screen.findByLabelText(/Dealer Name/);
    choose(/Currency/, 'USD (United States Dollar)');
    await user.click(screen.getByRole('button', { name: 'Save Dealer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save Prairie Shelters Ltd.?' });
    expect(dialog).toHaveTextContent('Orders placed from now on will be in USD instead of CAD');
    expect(updateCompany).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Save Dealer' }));

    const { id: _id, ...fields } = dealer;
    await waitFor(() => expect(updateCompany).toHaveBeenCalledWith('prairie', { ...fields, currency: 'USD' }));
    expect(await screen.findByText('Dealer Prairie Shelters Ltd. saved.')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/admin\/companies$/);
  });

  it('saves an edit without questions when nothing needs confirming', async () => {
    const user = userEvent.setup();
    vi.mocked(getCompany).mockResolvedValue(dealer);
    vi.mocked(updateCompany).mockResolvedValue(undefined);
    renderAt('/admin/companies/edit/prairie');
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await enterText(user, phone, '306-555-0199');
    await user.click(screen.getByRole('button', { name: 'Save Dealer' }));
    await waitFor(() => expect(updateCompany).toHaveBeenCalled());
    const { id: _id, ...fields } = dealer;
    expect(updateCompany).toHaveBeenCalledWith('prairie', { ...fields, phone: '306-555-0199' });
  });
});
