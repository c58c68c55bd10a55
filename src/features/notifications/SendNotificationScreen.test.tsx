import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../store/session';
import { queryUsers } from '../../data/usersApi';
import { createNotifications, resolveRecipientUsers } from '../../data/notifications/notificationsApi';
import SendNotificationScreen from './SendNotificationScreen';
import { sendSms } from './smsApi';
import { aUser } from './testing/fixtures';
import { renderWithProviders } from '../../test/render';
import { enterText } from '../../test/typing';

vi.mock('../../data/notifications/notificationsApi', () => ({
  createNotifications: vi.fn(async () => true),
  resolveRecipientUsers: vi.fn(async () => []),
}));
vi.mock('./smsApi', () => ({ sendSms: vi.fn(async () => ({ sent: 0, failed: 0 })) }));
vi.mock('../../data/usersApi', () => ({ queryUsers: vi.fn(async () => []), listActiveUsersByCompany: vi.fn(async () => []) }));
vi.mock('../../data/companiesApi', () => ({ getCompany: vi.fn(async (id: string) => ({ id, name: `${id} Ltd` })) }));

const admin = aUser({ id: 'admin-1', data: { ...aUser().data, firstname: 'Ada', lastname: 'Admin', admin: true } });

beforeEach(() => {
  act(() => useSessionStore.getState().setCurrentUser(admin));
});

afterEach(() => {
  act(() => useSessionStore.getState().reset());
  vi.clearAllMocks();
});

async function compose({ subject = 'Office closed', message = 'Closed on Friday.', link = '' } = {}) {
  await userEvent.click(screen.getByRole('radio', { name: 'All admins' }));
  await enterText(userEvent, screen.getByLabelText(/Subject/), subject);
  await enterText(userEvent, screen.getByLabelText(/Message/), message);
  if (link) await enterText(userEvent, screen.getByLabelText(/Link/), link);
}

describe('SendNotificationScreen', () => {
  it('sends to all admins from the signed-in admin and clears the form', async () => {
    renderWithProviders(<SendNotificationScreen />);
    await compose({ link: '/orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));

    expect(await screen.findByText('Notification sent.')).toBeInTheDocument();
    expect(createNotifications).toHaveBeenCalledWith({
      recipients: 'admins',
      subject: 'Office closed',
      body: { message: 'Closed on Friday.' },
      link: '/orders',
      sender: { id: 'admin-1', name: 'Ada Admin' },
    });
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
    expect(sendSms).not.toHaveBeenCalled();
  });

  it('keeps everything typed when sending fails', async () => {
    vi.mocked(createNotifications).mockResolvedValueOnce(false);
    renderWithProviders(<SendNotificationScreen />);
    await compose();
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));

    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Office closed');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Closed on Friday.');
    expect(screen.getByRole('radio', { name: 'All admins' })).toBeChecked();
  });

  it('texts only the recipients who opted in', async () => {
    const optedIn = aUser({ id: 'u1', data: { ...aUser().data, sms: true, phone: '555-111-2222' } });
    const optedOut = aUser({ id: 'u2', data: { ...aUser().data, sms: false, phone: '555-333-4444' } });
    vi.mocked(resolveRecipientUsers).mockResolvedValueOnce([optedIn, optedOut]);
    vi.mocked(sendSms).mockResolvedValueOnce({ sent: 1, failed: 0 });
    renderWithProviders(<SendNotificationScreen />);
    await compose();
    await userEvent.click(screen.getByRole('checkbox', { name: /text message/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));

    expect(await screen.findByText('Notification sent, with 1 text message.')).toBeInTheDocument();
    expect(resolveRecipientUsers).toHaveBeenCalledWith('admins');
    expect(sendSms).toHaveBeenCalledWith([{ userId: 'u1', phone: '555-111-2222' }], 'Dealer Portal: Office closed\nClosed on Friday.');
  });

  it('requires a user when sending to one user, and an in-app link', async () => {
    renderWithProviders(<SendNotificationScreen />);
    await enterText(userEvent, screen.getByLabelText(/Subject/), 'Hi');
    await enterText(userEvent, screen.getByLabelText(/Message/), 'Hello');
    await enterText(userEvent, screen.getByLabelText(/Link/), 'www.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));

    expect(await screen.findByText('Choose the user to notify.')).toBeInTheDocument();
    expect(screen.getByText(/The link must be a portal page starting with '\/'/)).toBeInTheDocument();
    expect(createNotifications).not.toHaveBeenCalled();
  });

  it('offers the active users to choose from', async () => {
    vi.mocked(queryUsers).mockResolvedValueOnce([aUser({ id: 'u7', company: 'acme' })]);
    renderWithProviders(<SendNotificationScreen />);
    await userEvent.click(screen.getByRole('combobox', { name: /User/ }));

    expect(await screen.findByRole('option', { name: 'Dana Dealer (dana@example.com)' })).toBeInTheDocument();
    expect(queryUsers).toHaveBeenCalledWith([{ field: 'active', op: '==', value: true }]);
  });
});
