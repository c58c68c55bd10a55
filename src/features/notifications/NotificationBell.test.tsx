import { Timestamp } from 'firebase/firestore';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../types/domain';
import { useSessionStore } from '../../store/session';
import { BELL_COUNT_CLASS, BELL_SHAKE_CLASS, BELL_UNREAD_CLASS, NotificationBell } from './NotificationBell';
import { subscribeToNotifications } from '../../data/notifications/notificationsApi';
import { aNotification, aUser } from './testing/fixtures';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';

vi.mock('../../data/notifications/notificationsApi', () => ({
  subscribeToNotifications: vi.fn(),
  markAsRead: vi.fn(async () => undefined),
  markManyAsRead: vi.fn(async () => undefined),
}));

const subscribe = vi.mocked(subscribeToNotifications);
let emit: (notifications: AppNotification[]) => void = () => undefined;
const unsubscribe = vi.fn();

beforeEach(() => {
  // A notification is dated five minutes before the clock's now (fixtures.ts): a pinned clock keeps that exact.
  vi.setSystemTime(new Date(2026, 4, 20, 14, 30));
  subscribe.mockImplementation((_uid, onChange) => {
    emit = (notifications) => act(() => onChange(notifications));
    return unsubscribe;
  });
  act(() => useSessionStore.getState().setCurrentUser(aUser()));
});

afterEach(() => {
  act(() => useSessionStore.getState().reset());
  vi.clearAllMocks();
  vi.useRealTimers();
});

/** The bell; `hidden` because an open menu hides the rest of the page from assistive technology. */
function bell() {
  return screen.getByRole('button', { name: /^Notifications/, hidden: true });
}

describe('NotificationBell', () => {
  it("subscribes to the signed-in user's notifications", () => {
    renderWithProviders(<NotificationBell />);
    expect(subscribe).toHaveBeenCalledWith('user-1', expect.any(Function), expect.any(Function));
  });

  it('shows the empty-state text when there is nothing unread', async () => {
    renderWithProviders(<NotificationBell />);
    emit([]);
    expect(bell()).not.toHaveClass(BELL_UNREAD_CLASS);
    expect(bell()).not.toHaveClass(BELL_SHAKE_CLASS);

    await userEvent.click(bell());
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('You are all caught up on your notifications.')).toBeInTheDocument();
  });

  it('marks the bell unread with a badge count and shakes it', () => {
    renderWithProviders(<NotificationBell />);
    emit([aNotification('n1'), aNotification('n2')]);
    expect(bell()).toHaveAccessibleName('Notifications (2 unread)');
    expect(bell()).toHaveClass(BELL_UNREAD_CLASS, BELL_SHAKE_CLASS);
    // The count is drawn on the button, not inside it: the name already says it.
    expect(bell().parentElement?.querySelector(`.${BELL_COUNT_CLASS}`)).toHaveTextContent('2');
    expect(within(bell()).queryByText('2')).not.toBeInTheDocument();
  });

  it('stops shaking once the menu is opened, and shakes again for a newer notification', async () => {
    renderWithProviders(<NotificationBell />);
    const first = aNotification('n1', { createdDate: Timestamp.fromMillis(1_000) });
    emit([first]);
    await userEvent.click(bell());

    expect(bell()).toHaveClass(BELL_UNREAD_CLASS);
    expect(bell()).not.toHaveClass(BELL_SHAKE_CLASS);
    await userEvent.keyboard('{Escape}');
    expect(bell()).not.toHaveClass(BELL_SHAKE_CLASS);

    emit([aNotification('n2', { createdDate: Timestamp.fromMillis(2_000) }), first]);
    expect(bell()).toHaveClass(BELL_SHAKE_CLASS);
  });

  it('lists subject and sender, and opens the dialog for an item', async () => {
    renderWithProviders(<NotificationBell />);
    emit([aNotification('n1', { subject: 'Order shipped', createdByName: 'Sam Shipper' })]);
    await userEvent.click(bell());

    const item = screen.getByRole('menuitem', { name: /Order shipped/ });
    expect(item).toHaveTextContent('Sam Shipper · 5 minutes ago');
    await userEvent.click(item);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Order shipped' })).toBeInTheDocument();
    expect(within(dialog).getByText('Body of n1')).toBeInTheDocument();
  });

  it('shows only the newest 50, with 50+ on the badge and a note that older ones wait', async () => {
    renderWithProviders(<NotificationBell />);
    // One more than shown, as the listener reads them, dated apart so the newest are known.
    emit(Array.from({ length: 51 }, (_, i) => aNotification(`n${i}`, { createdDate: Timestamp.fromMillis(100_000 - i) })));
    expect(bell()).toHaveAccessibleName('Notifications (50+ unread)');
    expect(bell().parentElement?.querySelector(`.${BELL_COUNT_CLASS}`)).toHaveTextContent('50+');

    await userEvent.click(bell());
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem', { name: /^Subject n/ })).toHaveLength(50);
    expect(within(menu).queryByRole('menuitem', { name: /^Subject n50\b/ })).not.toBeInTheDocument();
    expect(within(menu).getByText('Showing your 50 newest notifications. Mark some as read to see older ones.')).toBeInTheDocument();
  });

  it('goes to the Notification Dashboard from the menu', async () => {
    renderWithProviders(<NotificationBell />);
    emit([]);
    await userEvent.click(bell());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Notification Dashboard' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/notifications');
  });

  it('unsubscribes and forgets the list on sign-out', () => {
    renderWithProviders(<NotificationBell />);
    emit([aNotification('n1')]);
    act(() => useSessionStore.getState().reset());
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('logs a failed feed once, shows nothing unread, and listens again when the menu opens', async () => {
    const logged = expectConsoleError('Unable to load the notifications');
    let fail: () => void = () => undefined;
    subscribe.mockImplementationOnce((_uid, _onChange, onError) => {
      fail = () => act(() => onError(new Error('offline')));
      return unsubscribe;
    });
    renderWithProviders(<NotificationBell />);
    fail();
    expect(logged.calls).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Notifications');

    await userEvent.click(bell());
    expect(subscribe).toHaveBeenCalledTimes(2);
    emit([aNotification('n1')]);
    expect(bell()).toHaveAccessibleName('Notifications (1 unread)');
  });
});
