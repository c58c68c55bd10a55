import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToOrderChangeRequests } from '../../../data/changeRequestsApi';
import { subscribeToOrder, subscribeToOrderHistory } from '../../../data/orders/orderReads';
import { subscribeToOrderWarranties } from '../../../data/warrantiesApi';
import { at, buildingOrder, changeRequest, historyEntry, partsOrder } from '../../../test/orderFixtures';
import { renderWithProviders } from '../../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../../test/session';
import { testCompany, testUser } from '../../../test/users';
import type { Order } from '../../../types/orders';
import OrderViewScreen from './OrderViewScreen';

vi.mock('../../../data/orders/orderReads', () => ({ subscribeToOrder: vi.fn(), subscribeToOrderHistory: vi.fn() }));
vi.mock('../../../data/orders/orderWrites', () => ({
  actorOf: vi.fn(() => ({ id: 'admin-1', name: 'Ada Admin', company: 'hq' })),
  changeOrderStatus: vi.fn(),
}));
vi.mock('../../../data/changeRequestsApi', () => ({ subscribeToOrderChangeRequests: vi.fn() }));
vi.mock('../../../data/warrantiesApi', () => ({ subscribeToOrderWarranties: vi.fn() }));
vi.mock('../../../data/filesApi', () => ({ fileDownloadUrl: vi.fn(async (path: string) => `https://files.example/${path}`) }));
vi.mock('../../../data/usersApi', () => ({ listActiveUsersByCompany: vi.fn(async () => []) }));

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const renderScreen = (id: string) => renderWithProviders(<OrderViewScreen />, { path: `/orders/view/${id}`, route: '/orders/view/:id' });

function serveOrder(order: Order | null) {
  vi.mocked(subscribeToOrder).mockImplementation((_id, onChange) => {
    onChange(order);
    return () => undefined;
  });
}

beforeEach(() => {
  signInAs(testUser(), testCompany());
  vi.mocked(subscribeToOrderHistory).mockImplementation((_id, onChange) => {
    onChange([
      historyEntry(),
      historyEntry({
        id: '2',
        seq: 2,
        kind: 'edited',
        from: 'pending',
        to: 'pending',
        changes: [{ path: 'poReference', label: 'PO reference', from: 'PO-1', to: 'PO-77' }],
      }),
      historyEntry({ id: '3', seq: 3, kind: 'status', from: 'pending', to: 'order received', byName: 'Ada Admin', note: 'Thanks!' }),
    ]);
    return () => undefined;
  });
  vi.mocked(subscribeToOrderChangeRequests).mockImplementation((_order, onChange) => {
    onChange([changeRequest(), changeRequest({ id: 'cr-0', status: 'rejected', reason: 'Old idea' })]);
    return () => undefined;
  });
  vi.mocked(subscribeToOrderWarranties).mockImplementation((_order, onChange) => {
    onChange([]);
    return () => undefined;
  });
});

afterEach(signOutAndRestoreMocks);

describe('OrderViewScreen', () => {
  it('renders an order without a markup error', async () => {
    // First of the file: React reports a markup error once per run. Spied on, not silenced: whatever React reports still shows in the output.
    const consoleError = vi.spyOn(console, 'error');
    serveOrder(buildingOrder());
    renderScreen('100007');
    await screen.findByRole('heading', { level: 1, name: 'Order 100007' });
    expect(consoleError.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });

  it("shows 'Order not found' with a way back for another company's order", async () => {
    vi.mocked(subscribeToOrder).mockImplementation((_id, _onChange, onError) => {
      onError(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
      return () => undefined;
    });
    renderScreen('100009');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to active orders' })).toHaveAttribute('href', '/orders');
  });

  it("shows 'Order not found' for an id that does not exist", async () => {
    serveOrder(null);
    renderScreen('999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });

  it('shows a building order grouped as on its form, its history and its pending change request', async () => {
    serveOrder(buildingOrder());
    renderScreen('100007');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 100007' })).toBeInTheDocument();
    const section = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Pending change requests',
      'Order',
      'Building',
      'Mount',
      'Cover',
      'End customer and site',
      'Attachments',
      'Status history',
    ]);
    expect(section('Mount')).toHaveTextContent('Wall thickness');
    expect(section('Mount')).not.toHaveTextContent('Post height');
    expect(section('Order')).toHaveTextContent('SO-5512');

    const timeline = screen.getByRole('list', { name: 'Status history' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Submitted as Pending',
      'Edited',
      'Pending → Order Received',
      'Change request rejected',
    ]);
    expect(within(entries[1]).getByRole('table')).toHaveTextContent('PO-1');
    expect(entries[2]).toHaveTextContent('Note: Thanks!');

    const requests = section('Pending change requests');
    expect(requests).toHaveTextContent('Reason: The customer wants a longer building.');
    expect(requests).not.toHaveTextContent('Old idea');

    // The dealer's own order past pending: a change request, never a status change.
    expect(screen.getByRole('link', { name: 'Request a change' })).toHaveAttribute('href', '/orders/edit/building/100007');
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it("shows a pending request by what it changes in the order now, never by the request's own list", async () => {
    serveOrder(buildingOrder());
    renderScreen('100007');
    const table = await screen.findByRole('table', { name: 'Changes requested by Dana Dealer' });
    // The request's own list also names Notes, which its proposed content leaves as they are.
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Length80100']);
    expect(screen.queryByText(/changed after this request was made/)).not.toBeInTheDocument();
  });

  it('says when a pending request was made before the order changed again', async () => {
    serveOrder(buildingOrder({ revision: 2, details: { ...buildingOrder().details, length: 90 } }));
    renderScreen('100007');
    const table = await screen.findByRole('table', { name: 'Changes requested by Dana Dealer' });
    expect(within(table).getByRole('rowheader', { name: 'Length' }).closest('tr')).toHaveTextContent('Length90100');
    expect(screen.getByText(/^Order 100007 changed after this request was made, so it cannot be approved/)).toBeInTheDocument();
  });

  it('lists parts with prices, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    serveOrder(partsOrder());
    renderScreen('100004');
    const parts = await screen.findByRole('table', { name: 'Parts of order 100004' });
    expect(parts).toHaveTextContent('$3,703.50 CAD');
    expect(parts).toHaveTextContent('Total$3,723.50 CAD');
    expect(screen.getByRole('link', { name: 'Edit order' })).toHaveAttribute('href', '/orders/edit/parts/100004');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('opens the status dialog for admins', async () => {
    signInAs(testUser({ id: 'admin-1', company: 'hq', admin: true }));
    serveOrder(buildingOrder());
    renderScreen('100007');
    const open = await screen.findByRole('button', { name: 'Change status' });
    expect(screen.getByRole('link', { name: 'Decide on pending change requests' })).toHaveAttribute('href', '/admin/changerequests');
    await user.click(open);
    expect(await screen.findByRole('dialog', { name: 'Change the status of order 100007' })).toBeInTheDocument();
  });
  it('shows rejected change requests in the history, with who decided, when and why', async () => {
    vi.mocked(subscribeToOrderChangeRequests).mockImplementation((_order, onChange) => {
      onChange([
        changeRequest({
          id: 'cr-0',
          status: 'rejected',
          reason: 'Old idea',
          createdDate: at('2026-03-05T10:00:00'),
          decidedBy: 'admin-1',
          decidedByName: 'Ada Admin',
          decidedDate: at('2026-03-06T11:15:00'),
          decisionNote: 'The drawings are stamped already.',
        }),
      ]);
      return () => undefined;
    });
    serveOrder(buildingOrder());
    renderScreen('100007');
    const timeline = await screen.findByRole('list', { name: 'Status history' });
    const entries = within(timeline).getAllByRole('listitem');
    const rejected = entries.find((entry) => entry.querySelector('p')?.textContent === 'Change request rejected');
    expect(rejected).toBeDefined();
    expect(rejected).toHaveTextContent('Ada Admin');
    expect(rejected).toHaveTextContent('Requested by Dana Dealer: Old idea');
    expect(rejected).toHaveTextContent('Note: The drawings are stamped already.');
    expect(screen.queryByRole('heading', { level: 2, name: 'Pending change requests' })).not.toBeInTheDocument();
  });

  it("shows money in the history in the order's currency", async () => {
    vi.mocked(subscribeToOrderHistory).mockImplementation((_id, onChange) => {
      onChange([
        historyEntry(),
        historyEntry({
          id: '2',
          seq: 2,
          kind: 'edited',
          changes: [
            { path: 'details.lines.P-100', label: 'Part P-100', from: { quantity: 3, partNumber: 'P-100', name: 'Purlin 10ft', unitPrice: 1234.5 }, to: null },
            { path: 'details.total', label: 'Total', from: 350, to: 1500.5 },
          ],
        }),
      ]);
      return () => undefined;
    });
    serveOrder(partsOrder({ currency: 'USD' }));
    renderScreen('100004');
    const table = await screen.findByRole('table', { name: /^Fields changed on/ });
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('Total$350.00 USD$1,500.50 USD');
    expect(within(table).getByRole('rowheader', { name: 'Part P-100' }).closest('tr')).toHaveTextContent('3 × P-100 Purlin 10ft at $1,234.50 USD');
  });
});
