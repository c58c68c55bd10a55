import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyListFilter, CompanyListItem } from '../../data/companiesApi';
import type { Page } from '../../data/pages';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signOutAndRestoreMocks } from '../../test/session';
import { enterText } from '../../test/typing';
import CompaniesScreen from './CompaniesScreen';
import { answeringCompanyPages, companyListAt, companyRow, twoDealersPage } from './testing';

vi.mock('../../data/companiesApi', () => ({ subscribeToCompanyPage: vi.fn(), countCompanies: vi.fn() }));
const { subscribeToCompanyPage, countCompanies } = await import('../../data/companiesApi');

let pages: (filter: CompanyListFilter) => Page<CompanyListItem>;

beforeEach(() => {
  resetSessionStore();
  pages = twoDealersPage;
  vi.mocked(subscribeToCompanyPage).mockImplementation(answeringCompanyPages((filter) => pages(filter)));
  vi.mocked(countCompanies).mockResolvedValue(2);
});
afterEach(signOutAndRestoreMocks);

const renderScreen = (path?: string) => renderWithProviders(<CompaniesScreen />, companyListAt(path));

// The MUI X grid renders in each test: generous on a busy machine.
describe('CompaniesScreen', { timeout: 40_000 }, () => {
  it('lists the first page of dealers by name, each linking to its edit page', async () => {
    renderScreen();
    const grid = await screen.findByRole('grid', { name: 'Dealers' });
    expect(within(grid).getByRole('link', { name: 'Aspen Covers' })).toHaveAttribute('href', '/admin/companies/edit/a');
    expect(within(grid).getByRole('link', { name: 'Birch Domes' })).toHaveAttribute('href', '/admin/companies/edit/b');
    expect(within(grid).getByText('United States')).toBeInTheDocument();
    expect(within(grid).getByText('No')).toBeInTheDocument();
    expect(await screen.findByText('2 dealers')).toBeInTheDocument();
    // The pager states the same total, and there is no page after the last dealer.
    const footer = grid.closest<HTMLElement>('.MuiDataGrid-root')!;
    expect(within(footer).getByText('1–2 of 2')).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(subscribeToCompanyPage).toHaveBeenCalledWith({ search: '', active: null }, 25, null, expect.any(Function), expect.any(Function));
    expect(screen.getByRole('link', { name: 'Add Dealer' })).toHaveAttribute('href', '/admin/companies/add');
  });

  it('searches by name and filters by status on the server, keeping both in the URL', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('grid', { name: 'Dealers' });
    await enterText(user, screen.getByRole('textbox', { name: 'Search by name' }), 'asp');
    await waitFor(() =>
      expect(subscribeToCompanyPage).toHaveBeenLastCalledWith({ search: 'asp', active: null }, 25, null, expect.any(Function), expect.any(Function)),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Inactive' }));
    await waitFor(() =>
      expect(subscribeToCompanyPage).toHaveBeenLastCalledWith({ search: 'asp', active: false }, 25, null, expect.any(Function), expect.any(Function)),
    );
    expect(countCompanies).toHaveBeenLastCalledWith({ search: 'asp', active: false });
  });

  it('says when nothing matches and clears the filters', async () => {
    pages = (filter) => ({ items: filter.search ? [] : [companyRow('a', 'Aspen Covers')], hasMore: false, last: null });
    renderScreen('/admin/companies?q=zzz');
    expect(await screen.findByText('No dealers match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Aspen Covers' })).toBeInTheDocument();
  });

  it('marks a stored dealer the portal cannot use, and offers a retry when the list fails', async () => {
    pages = () => ({ items: [companyRow('x', 'Broken', { country: null, currency: null, problem: 'missing-country' })], hasMore: false, last: null });
    const { unmount } = renderScreen();
    expect(await screen.findByRole('img', { name: 'Its stored address has no country.' })).toBeInTheDocument();
    unmount();

    expectConsoleError('Unable to load the dealers');
    vi.mocked(subscribeToCompanyPage).mockImplementation((_filter, _size, _after, _onChange, onError) => {
      onError(new Error('offline'));
      return () => undefined;
    });
    renderScreen();
    expect(await screen.findByText('The dealers could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
