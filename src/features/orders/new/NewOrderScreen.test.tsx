import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteDraft, listDrafts } from '../../../data/orderDraftsApi';
import { renderWithProviders } from '../../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../../test/session';
import { testCompany, testUser } from '../../../test/users';
import NewOrderScreen from './NewOrderScreen';

vi.mock('../../../data/orderDraftsApi', () => ({ listDrafts: vi.fn(), deleteDraft: vi.fn(async () => undefined) }));

const draft = { id: 'd1', type: 'cover' as const, values: {}, summary: 'Cover CC 42 × 80', updatedDate: Timestamp.fromDate(new Date(2026, 10, 1, 9, 30)) };

afterEach(() => signOutAndRestoreMocks());

function renderScreen() {
  signInAs(testUser(), testCompany());
  return renderWithProviders(<NewOrderScreen />, { path: '/orders/new' });
}

// Generous: several engineers' test runs share two cores.
describe('NewOrderScreen', { timeout: 20_000 }, () => {
  it('links each order type to its form', async () => {
    vi.mocked(listDrafts).mockResolvedValue([]);
    renderScreen();
    const types = within(screen.getByLabelText('Order types'));
    expect(types.getByText('Parts Order').closest('a')).toHaveAttribute('href', '/orders/new/parts');
    expect(types.getByText('VP Building Order').closest('a')).toHaveAttribute('href', '/orders/new/vp');
    expect(await screen.findByText('No drafts')).toBeInTheDocument();
    expect(listDrafts).toHaveBeenCalledWith('user-1');
  });

  it('resumes a draft, and deletes one only after confirmation', async () => {
    vi.mocked(listDrafts).mockResolvedValue([draft]);
    renderScreen();
    expect(await screen.findByText('Cover Order: Cover CC 42 × 80')).toBeInTheDocument();
    expect(screen.getByLabelText('Resume Cover CC 42 × 80')).toHaveAttribute('href', '/orders/new/cover/d1');

    fireEvent.click(screen.getByLabelText('Delete Cover CC 42 × 80'));
    expect(deleteDraft).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByText('Delete draft'));
    await waitFor(() => expect(deleteDraft).toHaveBeenCalledWith('user-1', 'd1'));
    expect(await screen.findByText('No drafts')).toBeInTheDocument();
  });

  it('says when the drafts cannot be loaded', async () => {
    vi.mocked(listDrafts).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen();
    expect(await screen.findByText('Your drafts could not be loaded.')).toBeInTheDocument();
  });
});
