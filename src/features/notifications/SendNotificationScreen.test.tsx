import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../store/session';
import { queryUsers } from '../../data/usersApi';
import { createNotifications, resolveRecipientUsers } from '../../data/notifications/notificationsApi';
import SendNotificationScreen from './SendNotificationScreen';
import { sendSms } from '../../data/smsApi';
import { aUser } from './testing/fixtures';
import { renderWithProviders } from '../../test/render';

vi.mock('../../data/notifications/notificationsApi', () => ({
  createNotifications: vi.fn(async () => true),
  resolveRecipientUsers: vi.fn(async () => []),
}));
vi.mock('../../data/smsApi', () => ({ sendSms: vi.fn(async () => ({ sent: 0, failed: 0 })) }));
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

// This form validates on submit, so events stand in for the user's clicks and typing: the screen is heavy to
// re-render in jsdom, and full pointer simulation made these tests time out on a busy machine.
function compose({ subject = 'Office closed', message = 'Closed on Friday.', link = '' } = {}) {
  fireEvent.click(screen.getByLabelText('All admins'));
  enter(/Subject/, subject);
  enter(/Message/, message);
  if (link) enter(/Link/, link);
}

function enter(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The submission is asynchronous (validation, the mocked calls, the toast); a busy machine needs more than 1 s. */
const SETTLED = { timeout: 5_000 };

function send() {
  fireEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
}

describe('SendNotificationScreen', () => {
  it('sends to all admins from the signed-in admin and clears the form', async () => {
    renderWithProviders(<SendNotificationScreen />);
    compose({ link: '/orders' });
    send();

    expect(await screen.findByText('Notification sent.', {}, SETTLED)).toBeInTheDocument();
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
    compose();
    send();

    expect(await screen.findByText(/could not be sent/, {}, SETTLED)).toBeInTheDocument();
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
    compose();
    fireEvent.click(screen.getByLabelText(/text message/));
    send();

    expect(await screen.findByText('Notification sent, with 1 text message.', {}, SETTLED)).toBeInTheDocument();
    expect(resolveRecipientUsers).toHaveBeenCalledWith('admins');
    expect(sendSms).toHaveBeenCalledWith([{ userId: 'u1', phone: '555-111-2222' }], 'Dealer Portal: Office closed\nClosed on Friday.');
  });

  it('requires a user when sending to one user, and an in-app link', async () => {
    renderWithProviders(<SendNotificationScreen />);
    enter(/Subject/, 'Hi');
    enter(/Message/, 'Hello');
    enter(/Link/, 'www.example.com');
    send();

    expect(await screen.findByText('Choose the user to notify.', {}, SETTLED)).toBeInTheDocument();
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
