import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChangeConflictError,
  approveChangeRequest,
  rejectChangeRequest,
  countPendingChangeRequests,
  subscribeToPendingChangeRequestPage,
} from '../../data/changeRequestsApi';
import { createNotifications } from '../../data/notifications/notificationsApi';
import { subscribeToOrder } from '../../data/orders/orderReads';
import { translate } from '../../i18n/i18n';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { testUser } from '../../test/users';
import type { ChangeRequest } from '../../types/orders';
import { buildingOrder, changeRequest, partsOrder } from '../../test/orderFixtures';
import { CONFLICT_MESSAGE } from './decision';
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

function showRequests(requests: ChangeRequest[]) {
  vi.mocked(subscribeToPendingChangeRequestPage).mockImplementation((_size, _after, onChange) => {
    onChange({ items: requests, hasMore: false, last: null });
    return () => undefined;
  });
  vi.mocked(countPendingChangeRequests).mockResolvedValue(requests.length);
}

/** The order as it stands while the admin reviews (revision 1 unless said otherwise). */
function orderNow(overrides: Parameters<typeof buildingOrder>[0] = {}) {
  vi.mocked(subscribeToOrder).mockImplementation((_id, onChange) => {
    onChange(buildingOrder(overrides));
    return () => undefined;
  });
}

function tableRows(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

beforeEach(() => {
  signInAs({ ...admin, data: { ...admin.data, firstname: 'Ada', lastname: 'Admin' } });
  showRequests([changeRequest()]);
  orderNow();
});

afterEach(signOutAndRestoreMocks);

describe('PendingChangeRequestsScreen', () => {
  it('shows each request with its order, people, reason and the changes side by side', async () => {
    renderWithProviders(<PendingChangeRequestsScreen />);
    const card = await screen.findByRole('article', { name: /Order 100007/ });
    expect(within(card).getByRole('link', { name: 'Order 100007' })).toHaveAttribute('href', '/orders/view/100007');
    expect(card).toHaveTextContent('Prairie Shelters Ltd. · requested by Dana Dealer on Mar 10, 2026');
    expect(card).toHaveTextContent('Reason: The customer wants a longer building.');

    const table = within(card).getByRole('table', { name: 'What approving changes in order 100007 as it stands now' });
    // The request's own list also names Notes, which the proposed content leaves alone: only the truth shows.
    expect(tableRows(table)).toEqual([
      ['Field', 'Current value', 'Requested value'],
      ['Length', '80', '100'],
    ]);
  });

  it("shows money in the order's currency", async () => {
    const order = partsOrder({ number: 100004, currency: 'USD', details: { lines: [{ partId: 'p2', partNumber: 'F-200', name: 'Bolt kit', unit: 'box', quantity: 35, unitPrice: 10 }], total: 350 } });
    vi.mocked(subscribeToOrder).mockImplementation((_id, onChange) => {
      onChange(order);
      return () => undefined;
    });
    const proposed = { ...order, details: { lines: [{ ...order.details.lines[0], quantity: 50 }], total: 500 } };
    showRequests([changeRequest({ order: order.id, orderNumber: 100004, orderType: 'parts', proposed, changes: [] })]);
    renderWithProviders(<PendingChangeRequestsScreen />);
    const table = await screen.findByRole('table', { name: 'What approving changes in order 100004 as it stands now' });
    expect(tableRows(table)).toContainEqual(['Total', '$350.00 USD', '$500.00 USD']);
  });

  it('shows what approval would really change, whatever the request lists', async () => {
    const order = buildingOrder();
    showRequests([
      changeRequest({
        changes: [{ path: 'notes', label: 'Notes', from: '', to: 'Call first' }],
        proposed: { ...order, notes: 'Call first', customer: { ...order.customer!, name: 'Someone Else' }, details: { ...order.details, width: 62 } },
      }),
    ]);
    renderWithProviders(<PendingChangeRequestsScreen />);
    const table = await screen.findByRole('table', { name: 'What approving changes in order 100007 as it stands now' });
    expect(tableRows(table)).toEqual([
      ['Field', 'Current value', 'Requested value'],
      ['Notes', 'Deliver to the north gate.', 'Call first'],
      ['End customer name', 'Harlan Farms', 'Someone Else'],
      ['Width', '42', '62'],
    ]);
  });

  it('warns that a request filed against an earlier revision cannot be approved', async () => {
    orderNow({ revision: 2 });
    renderWithProviders(<PendingChangeRequestsScreen />);
    expect(await screen.findByText(/changed after this request was made \(revision 1, now 2\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve the change request for order 100007' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject the change request for order 100007' })).toBeEnabled();
  });

  it('shows an empty state when nothing waits', async () => {
    showRequests([]);
    renderWithProviders(<PendingChangeRequestsScreen />);
    expect(await screen.findByText('No pending change requests')).toBeInTheDocument();
  });

  it('rejects only with a note, then notifies the requester', async () => {
    vi.mocked(rejectChangeRequest).mockResolvedValue(changeRequest({ status: 'rejected' }));
    renderWithProviders(<PendingChangeRequestsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Reject the change request for order 100007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the change request for order 100007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(rejectChangeRequest).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), { target: { value: 'Drawings are stamped.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Change request for order 100007 rejected; Dana Dealer was notified.')).toBeInTheDocument();
    expect(rejectChangeRequest).toHaveBeenCalledWith('cr-1', 'Drawings are stamped.');
    expect(createNotifications).toHaveBeenCalledWith({
      recipients: ['user-1'],
      subject: '',
      message: { id: 'notifications.system.changeRejected', values: { number: 100007 } },
      body: { reason: 'The customer wants a longer building.', note: 'Drawings are stamped.' },
      link: '/orders/view/100007',
      sender: { id: 'admin-1', name: 'Ada Admin' },
    });
  });

  it("shows the server's refusal, such as a part no longer offered, and keeps the dialog open", async () => {
    vi.mocked(approveChangeRequest).mockRejectedValue(new Error('Part BP-100 is no longer offered; remove it or keep its quantity.'));
    expectConsoleError('Unable to decide the change request');
    renderWithProviders(<PendingChangeRequestsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Approve the change request for order 100007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the change request for order 100007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The change request could not be approved. Part BP-100 is no longer offered; remove it or keep its quantity.',
    );
    expect(createNotifications).not.toHaveBeenCalled();
  });

  it('explains a request the order has outgrown and keeps the dialog open', async () => {
    vi.mocked(approveChangeRequest).mockRejectedValue(new ChangeConflictError('revision moved on'));
    renderWithProviders(<PendingChangeRequestsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Approve the change request for order 100007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the change request for order 100007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(translate(CONFLICT_MESSAGE));
    expect(translate(CONFLICT_MESSAGE)).toMatch(/^The order changed since this request was made/);
    expect(createNotifications).not.toHaveBeenCalled();
  });
});
