import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../store/session';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { updateUserProfile } from '../../data/usersApi';
import { changePassword } from '../../data/auth/passwordApi';
import ProfileScreen from './ProfileScreen';
import { profileUser } from './testing';
import { enterText } from '../../test/typing';

vi.mock('../../data/usersApi', () => ({
  updateUserProfile: vi.fn(async () => undefined),
  listActiveUsersByCompany: vi.fn(async () => []),
}));
vi.mock('../../data/auth/passwordApi', () => ({ changePassword: vi.fn(async () => undefined) }));

const user = profileUser();

const renderScreen = () => renderWithProviders(<ProfileScreen />, { path: '/user' });

beforeEach(() => {
  signInAs(user);
});

afterEach(signOutAndRestoreMocks);

describe('ProfileScreen', () => {
  it('needs a phone before opting in to SMS', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('checkbox', { name: /text messages/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('A phone number is required to receive text messages.')).toBeInTheDocument();
    expect(updateUserProfile).not.toHaveBeenCalled();
  });

  it('saves the profile and updates the session', async () => {
    renderScreen();
    await enterText(userEvent, screen.getByLabelText('Phone'), '555-123-4567');
    await userEvent.click(screen.getByRole('checkbox', { name: /text messages/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(updateUserProfile).toHaveBeenCalledWith('user-1', {
      firstname: 'Dana',
      lastname: 'Dealer',
      phone: '555-123-4567',
      sms: true,
      mail: false,
    });
    expect(useSessionStore.getState().currentUser?.data).toMatchObject({ phone: '555-123-4567', sms: true });
  });

  it('shows the phone as it is read, and keeps the stored number when it is not changed', async () => {
    signInAs({ ...user, data: { ...user.data, phone: '+13065552045' } });
    renderScreen();
    expect(screen.getByLabelText('Phone')).toHaveValue('(306) 555-2045');
    await userEvent.click(screen.getByRole('checkbox', { name: /text messages/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(updateUserProfile).toHaveBeenCalledWith('user-1', expect.objectContaining({ phone: '+13065552045', sms: true }));
    expect(useSessionStore.getState().currentUser?.data).toMatchObject({ phone: '+13065552045' });
    expect(screen.getByLabelText('Phone')).toHaveValue('(306) 555-2045');
  });

  it('shows email updates off for a user who never chose, and on for one who turned them on', async () => {
    const { unmount } = renderScreen();
    const email = () => screen.getByRole('checkbox', { name: 'Email me about my orders' });
    expect(email()).not.toBeChecked();
    expect(screen.getByText(/go to dana@example\.com\.$/)).toBeInTheDocument();
    unmount();
    signInAs({ ...user, data: { ...user.data, mail: true } });
    renderScreen();
    expect(email()).toBeChecked();
  });

  it('turns email updates on, without needing a phone, and keeps the choice in the session', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email me about my orders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(updateUserProfile).toHaveBeenCalledWith('user-1', { firstname: 'Dana', lastname: 'Dealer', phone: '', sms: false, mail: true });
    expect(useSessionStore.getState().currentUser?.data).toMatchObject({ mail: true, sms: false });
    expect(screen.getByRole('checkbox', { name: 'Email me about my orders' })).toBeChecked();
  });

  it('turns email updates off again', async () => {
    signInAs({ ...user, data: { ...user.data, mail: true } });
    renderScreen();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email me about my orders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(updateUserProfile).toHaveBeenCalledWith('user-1', expect.objectContaining({ mail: false }));
    expect(useSessionStore.getState().currentUser?.data.mail).toBe(false);
  });

  it('keeps the entries and says so when saving fails', async () => {
    vi.mocked(updateUserProfile).mockRejectedValueOnce(new Error('offline'));
    expectConsoleError('Unable to save the profile');
    renderScreen();
    await userEvent.clear(screen.getByLabelText(/First Name/));
    await enterText(userEvent, screen.getByLabelText(/First Name/), 'Danielle');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Your profile could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Danielle');
    expect(useSessionStore.getState().currentUser?.data.firstname).toBe('Dana');
  });

  it('explains a wrong current password', async () => {
    vi.mocked(changePassword).mockRejectedValueOnce(Object.assign(new Error('bad'), { code: 'auth/invalid-credential' }));
    expectConsoleError('Unable to change the password');
    renderScreen();
    await enterText(userEvent, screen.getByLabelText(/Current Password/), 'wrong-pass');
    await enterText(userEvent, screen.getByLabelText(/^New Password/), 'new-secret-1');
    await enterText(userEvent, screen.getByLabelText(/Confirm New Password/), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(changePassword).toHaveBeenCalledWith('wrong-pass', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
  });

  it('checks the confirmation before calling the auth service', async () => {
    renderScreen();
    await enterText(userEvent, screen.getByLabelText(/Current Password/), 'old-secret');
    await enterText(userEvent, screen.getByLabelText(/^New Password/), 'new-secret-1');
    await enterText(userEvent, screen.getByLabelText(/Confirm New Password/), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });
});
