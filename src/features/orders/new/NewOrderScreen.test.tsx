import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteDraft, subscribeToDrafts } from '../../../data/orderDraftsApi';
import { expectConsoleError } from '../../../test/consoleErrors';
import { renderWithProviders } from '../../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../../test/session';
import { testCompany, testUser } from '../../../test/users';
import type { OrderDraft } from '../../../types/orders';
import NewOrderScreen from './NewOrderScreen';
import { buildingDraft, draftsListener, savedAt } from './testing';

vi.mock('../../../data/orderDraftsApi', () => ({ subscribeToDrafts: vi.fn(), deleteDraft: vi.fn(async () => undefined) }));

// The list words each draft's summary from its values, in the reader's language.
const cover: OrderDraft = {
  id: 'd1', type: 'cover', values: { poReference: ' PO-77 ', size: { series: 'CC', width: '42' }, length: '80' }, summary: 'Cover CC 42 × 80', updatedDate: savedAt(9),
};
const blank: OrderDraft = { id: 'd3', type: 'building', values: { poReference: '', customer: { name: '' } }, summary: 'Building, size not chosen yet', updatedDate: savedAt(11) };

/** The drafts listener: hands `drafts` over at once, and lets the test push later lists. */
function serveDrafts(drafts: OrderDraft[]) {
  const listener = draftsListener(drafts);
  vi.mocked(subscribeToDrafts).mockImplementation(listener.subscribe);
  return listener.push;
}

afterEach(() => signOutAndRestoreMocks());

function renderScreen() {
  signInAs(testUser(), testCompany());
  return renderWithProviders(<NewOrderScreen />, { path: '/orders/new' });
}

// Generous: several engineers' test runs share two cores.
describe('NewOrderScreen', { timeout: 20_000 }, () => {
  it('links each order type to its form', async () => {
    serveDrafts([]);
    renderScreen();
    const types = within(screen.getByLabelText('Order types'));
    expect(types.getByText('Parts Order').closest('a')).toHaveAttribute('href', '/orders/new/parts');
    expect(types.getByText('VP Building Order').closest('a')).toHaveAttribute('href', '/orders/new/vp');
    expect(await screen.findByText('No drafts')).toBeInTheDocument();
    expect(subscribeToDrafts).toHaveBeenCalledWith('user-1', expect.any(Function), expect.any(Function));
  });

  it('names each draft by type, PO reference, end customer and when it was saved', async () => {
    serveDrafts([blank, buildingDraft, cover]);
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Saved drafts' });
    const entries = within(list).getAllByRole('listitem').map((item) => within(item).getByText(/Order ·/).textContent);
    expect(entries).toEqual(['Building Order · no PO or customer yet', 'Building Order · PO PO-TOUR · Big Sky Aviation', 'Cover Order · PO PO-77']);
    expect(within(list).getByText('Building HT 60 × 100 · saved Nov 1, 2026, 10:30 AM')).toBeInTheDocument();
    // Two building drafts, told apart by their buttons' names too.
    expect(screen.getByRole('link', { name: 'Resume Building Order · PO PO-TOUR · Big Sky Aviation, saved Nov 1, 2026, 10:30 AM' }))
      .toHaveAttribute('href', '/orders/new/building/d2');
    expect(screen.getByRole('link', { name: 'Resume Building Order · no PO or customer yet, saved Nov 1, 2026, 11:30 AM' }))
      .toHaveAttribute('href', '/orders/new/building/d3');
  });

  it('deletes a draft only after confirmation, and follows the list as it changes', async () => {
    const push = serveDrafts([cover]);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cover Order · PO PO-77, saved Nov 1, 2026, 9:30 AM' }));
    expect(deleteDraft).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveTextContent('Cover Order · PO PO-77, saved Nov 1, 2026, 9:30 AM. This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(deleteDraft).toHaveBeenCalledWith('user-1', 'd1'));
    push([]);
    expect(await screen.findByText('No drafts')).toBeInTheDocument();
    // A draft saved as its form closed arrives afterwards.
    push([buildingDraft]);
    expect(await screen.findByText('Building Order · PO PO-TOUR · Big Sky Aviation')).toBeInTheDocument();
  });

  it('says when the drafts cannot be loaded', async () => {
    vi.mocked(subscribeToDrafts).mockImplementation((_uid, _onChange, onError) => {
      onError(new Error('offline'));
      return () => undefined;
    });
    const logged = expectConsoleError('Unable to load your drafts');
    renderScreen();
    expect(await screen.findByText('Your drafts could not be loaded.')).toBeInTheDocument();
    expect(logged.calls).toContainEqual(['Unable to load your drafts', expect.any(Error)]);
  });
});
