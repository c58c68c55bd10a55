import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../types/domain';
import { useSessionStore } from '../../store/session';
import { markAsRead, markManyAsRead, subscribeToNotifications } from '../../data/notifications/notificationsApi';
import NotificationsScreen from './NotificationsScreen';
import { aNotification, aUser } from './testing/fixtures';
import { renderWithProviders } from '../../test/render';

vi.mock('../../data/notifications/notificationsApi', () => ({
  subscribeToNotifications: vi.fn(),
  markAsRead: vi.fn(async () => undefined),
  markManyAsRead: vi.fn(async () => undefined),
}));

let emit: (notifications: AppNotification[]) => void = () => undefined;

beforeEach(() => {
  vi.mocked(subscribeToNotifications).mockImplementation((_uid, onChange) => {
    emit = (notifications) => act(() => onChange(notifications));
    return () => undefined;
  });
  act(() => useSessionStore.getState().setCurrentUser(aUser()));
});

afterEach(() => {
  act(() => useSessionStore.getState().reset());
  vi.clearAllMocks();
});

describe('NotificationsScreen', () => {
  it('shows loading, then the list newest first', () => {
    renderWithProviders(<NotificationsScreen />);
    expect(screen.getByRole('heading', { name: 'Notification Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');

    emit([aNotification('old', { createdDate: Timestamp.fromMillis(1_000) }), aNotification('new', { createdDate: Timestamp.fromMillis(2_000) })]);
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Subject new'),
      expect.stringContaining('Subject old'),
    ]);
  });

  it('shows the empty state', () => {
    renderWithProviders(<NotificationsScreen />);
    emit([]);
    expect(screen.getByText('You are all caught up on your notifications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one notification as read', async () => {
    renderWithProviders(<NotificationsScreen />);
    emit([aNotification('n1')]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark "Subject n1" as read' }));

    expect(markAsRead).toHaveBeenCalledWith('n1');
    expect(await screen.findByText('Notification marked as read.')).toBeInTheDocument();
  });

  it('marks all as read after confirmation', async () => {
    renderWithProviders(<NotificationsScreen />);
    // Dated apart, so the list's order (newest first) is not left to the clock between two fixtures.
    emit([aNotification('n1', { createdDate: Timestamp.fromMillis(2_000) }), aNotification('n2', { createdDate: Timestamp.fromMillis(1_000) })]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));

    const dialog = screen.getByRole('dialog', { name: 'Mark all as read?' });
    expect(markManyAsRead).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));

    expect(markManyAsRead).toHaveBeenCalledWith(['n1', 'n2']);
    expect(await screen.findByText('All notifications marked as read.')).toBeInTheDocument();
    expect(screen.getByText('You are all caught up on your notifications.')).toBeInTheDocument();
  });

  it('lists only the newest 50, says older ones wait, and marks those 50 as read', async () => {
    renderWithProviders(<NotificationsScreen />);
    // One more than shown, as the listener reads them, dated apart so the newest are known.
    const all = Array.from({ length: 51 }, (_, i) => aNotification(`n${i}`, { createdDate: Timestamp.fromMillis(100_000 - i) }));
    emit(all);
    expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.queryByText('Subject n50')).not.toBeInTheDocument();
    expect(screen.getByText('Showing your 50 newest notifications. Mark some as read to see older ones.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark all as read?' });
    expect(dialog).toHaveTextContent('The 50 notifications shown will be removed from your list; older ones then appear.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(markManyAsRead).toHaveBeenCalledWith(all.slice(0, 50).map((notification) => notification.id));
    // Until the listener brings the older ones, the list is loading, not caught up.
    expect(await screen.findByText('All notifications marked as read.')).toBeInTheDocument();
    expect(screen.queryByText('You are all caught up on your notifications.')).not.toBeInTheDocument();
    expect(screen.getByText('Loading notifications…')).toBeInTheDocument();
    emit(all.slice(50));
    expect(screen.getByText('Subject n50')).toBeInTheDocument();
    expect(screen.queryByText('Showing your 50 newest notifications. Mark some as read to see older ones.')).not.toBeInTheDocument();
  });

  it('opens a notification', async () => {
    renderWithProviders(<NotificationsScreen />);
    emit([aNotification('n1')]);
    await userEvent.click(screen.getByRole('button', { name: /^Subject n1/ }));
    expect(await screen.findByRole('dialog', { name: 'Subject n1' })).toHaveTextContent('Body of n1');
  });

  it('drops a notification marked read in its dialog from the list', async () => {
    renderWithProviders(<NotificationsScreen />);
    emit([aNotification('n1', { createdDate: Timestamp.fromMillis(2_000) }), aNotification('n2', { createdDate: Timestamp.fromMillis(1_000) })]);
    await userEvent.click(screen.getByRole('button', { name: /^Subject n1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Subject n1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as read' }));

    expect(markAsRead).toHaveBeenCalledWith('n1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Subject n2')]);
  });
});
