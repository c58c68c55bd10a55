import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { subscribeToNotifications } from '../../data/notifications/notificationsApi';
import { countActiveOrdersByStatus } from '../../data/activeOrderCountsApi';
import { countPendingRequests } from '../../data/pendingCounts';
import type { ActiveOrderStatus } from '../../reference/orders';
import { expectConsoleError } from '../../test/consoleErrors';
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

const user = dealerUser();

const counts = (entries: [ActiveOrderStatus, number][]) => new Map(entries);

const renderScreen = () => renderWithProviders(<DashboardScreen />);

beforeEach(() => {
  signInAs(user, acme());
  vi.mocked(countPendingRequests).mockResolvedValue({ changeRequests: 0, warranties: 0 });
  vi.mocked(subscribeToNotifications).mockImplementation(answeringNotifications([notificationFixture('n1', 'Price book updated')]));
});

afterEach(signOutAndRestoreMocks);

describe('DashboardScreen', () => {
  it("counts the company's active orders by status", async () => {
    vi.mocked(countActiveOrdersByStatus).mockResolvedValue(counts([['shipped', 1], ['pending', 2], ['order received', 0]]));
    renderScreen();

    const list = await screen.findByRole('list', { name: 'Active orders by status' });
    expect(countActiveOrdersByStatus).toHaveBeenCalledWith('acme');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Pending2', 'Shipped1']);
    expect(screen.getByText('3 total')).toBeInTheDocument();
  });

  it('says when there are no active orders', async () => {
    vi.mocked(countActiveOrdersByStatus).mockResolvedValue(new Map());
    renderScreen();
    expect(await screen.findByText('You have no active orders.')).toBeInTheDocument();
  });

  it('reports a failed load and retries', async () => {
    expectConsoleError('Unable to load active orders');
    vi.mocked(countActiveOrdersByStatus)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(counts([['pending', 1]]));
    renderScreen();

    expect(await screen.findByText('Active orders could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Active orders by status' })).toHaveTextContent('Pending1');
  });

  it("counts every dealer's active orders for an admin", async () => {
    promoteToAdmin(user);
    vi.mocked(countActiveOrdersByStatus).mockResolvedValue(counts([['shipped', 4]]));
    renderScreen();

    expect(await screen.findByRole('list', { name: 'Active orders by status' })).toHaveTextContent('Shipped4');
    expect(countActiveOrdersByStatus).toHaveBeenCalledWith(null);
    expect(screen.getByText('All dealers')).toBeInTheDocument();
  });

  it('shows recent notifications and quick links to the main tasks', async () => {
    vi.mocked(countActiveOrdersByStatus).mockResolvedValue(new Map());
    renderScreen();

    expect(within(screen.getByRole('list', { name: 'Recent notifications' })).getByText('Price book updated')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/orders/new',
      '/orders',
      '/orders/history',
      '/resources/marketing',
      '/user',
    ]);
    await screen.findByText('You have no active orders.');
  });

  it("opens an admin's dashboard on their queue: pending change requests and warranties, counted and linked", async () => {
    promoteToAdmin(user);
    vi.mocked(countActiveOrdersByStatus).mockResolvedValue(new Map());
    vi.mocked(countPendingRequests).mockResolvedValue({ changeRequests: 3, warranties: 1 });
    renderScreen();

    const queue = await screen.findByRole('navigation', { name: 'Pending requests' });
    expect(within(queue).getByRole('link', { name: 'Pending Change Requests 3' })).toHaveAttribute('href', '/admin/changerequests');
    expect(within(queue).getByRole('link', { name: 'Pending Warranty Requests 1' })).toHaveAttribute('href', '/admin/warranties');
    expect(countPendingRequests).toHaveBeenCalledTimes(1);
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/changerequests',
      '/admin/warranties',
      '/orders',
      '/admin/companies',
      '/admin/users',
      '/admin/reports',
      '/admin/notification/send',
    ]);
    await screen.findByText('No dealer has active orders.');
  });

  it("says when nothing waits for an admin's decision, and retries a failed count", async () => {
    promoteToAdmin(user);
    const logged = expectConsoleError('Unable to load the pending requests');
    const offline = new Error('offline');
    vi.mocked(countActiveOrdersByStatus).mockResolvedValue(new Map());
    vi.mocked(countPendingRequests).mockRejectedValueOnce(offline).mockResolvedValueOnce({ changeRequests: 0, warranties: 0 });
    renderScreen();

    expect(await screen.findByText('The pending requests could not be counted.')).toBeInTheDocument();
    expect(logged.calls).toEqual([['Unable to load the pending requests', offline]]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing is waiting for a decision.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending Change Requests 0' })).toBeInTheDocument();
  });

  it("never counts the admins' queue for a dealer", async () => {
    vi.mocked(countActiveOrdersByStatus).mockResolvedValue(new Map());
    renderScreen();
    await screen.findByText('You have no active orders.');
    expect(countPendingRequests).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: 'Pending requests' })).not.toBeInTheDocument();
  });
});
