import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../store/session';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { signOutAndRestoreMocks } from '../../test/session';
import { enterText } from '../../test/typing';
import { consumeInvite, getInvite } from '../../data/invitesApi';
import { createAccount, isSignedIn, signOutOtherAccount } from '../../data/auth/newAccountApi';
import RegisterScreen from './RegisterScreen';
import { INVITE_ID, enterPhoneAndPassword, inviteFixture, registerAt } from './testing';

vi.mock('../../data/invitesApi', () => ({ getInvite: vi.fn(), consumeInvite: vi.fn(async () => undefined) }));
vi.mock('../../data/auth/newAccountApi', () => ({
  createAccount: vi.fn(),
  discardNewAccount: vi.fn(async () => undefined),
  isSignedIn: vi.fn(() => false),
  signOutOtherAccount: vi.fn(async () => undefined),
}));
vi.mock('../../data/usersApi', () => ({
  listActiveUsersByCompany: vi.fn(async () => []),
}));
vi.mock('../../data/companiesApi', () => ({
  getCompany: vi.fn(async (id: string) => ({ id, name: 'Acme Buildings' })),
}));

// The inviter left the names blank: the invitee types them.
const invite = inviteFixture({ firstname: '', lastname: '' });

const renderAt = (path: string) => renderWithProviders(<RegisterScreen />, registerAt(path));

async function fillForm() {
  const user = userEvent.setup();
  await enterText(user, screen.getByLabelText(/First Name/), 'Ivy');
  await enterText(user, screen.getByLabelText(/Last Name/), 'Invitee');
  await enterPhoneAndPassword({ phone: /Phone/, password: /^Password/, confirm: /Confirm Password/ });
}

beforeEach(() => {
  vi.mocked(getInvite).mockResolvedValue(invite);
  vi.mocked(isSignedIn).mockReturnValue(false);
});

afterEach(signOutAndRestoreMocks);

describe('RegisterScreen', () => {
  it("shows the invite's company and email", async () => {
    renderAt(`/register/${INVITE_ID}`);
    expect(await screen.findByText('Acme Buildings')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ivy@example.com');
    expect(getInvite).toHaveBeenCalledWith(INVITE_ID);
  });

  it.each([
    ['unknown', async () => vi.mocked(getInvite).mockResolvedValue(null), 'This invitation link is not valid'],
    ['used', async () => vi.mocked(getInvite).mockResolvedValue({ ...invite, used: true }), 'This invitation has already been used'],
  ])('explains an %s invite and links to the login page', async (_kind, arrange, message) => {
    await arrange();
    renderAt(`/register/${INVITE_ID}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('prefills the names the inviter typed, which the invitee may correct', async () => {
    vi.mocked(getInvite).mockResolvedValue({ ...invite, firstname: 'Ivy', lastname: 'Invitee' });
    renderAt(`/register/${INVITE_ID}`);
    expect(await screen.findByLabelText(/First Name/)).toHaveValue('Ivy');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Invitee');
    expect(screen.getByLabelText(/First Name/)).toBeEnabled();
  });

  it('treats an invite the rules refuse to a visitor as not valid', async () => {
    vi.mocked(getInvite).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderAt(`/register/${INVITE_ID}`);
    expect(await screen.findByText('This invitation link is not valid')).toBeInTheDocument();
  });

  it('asks an account signed in as someone else to sign out, then shows the invitation', async () => {
    vi.mocked(isSignedIn).mockReturnValue(true);
    vi.mocked(getInvite).mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderAt(`/register/${INVITE_ID}`);
    expect(await screen.findByText('You are signed in with another account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOutOtherAccount).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('form', { name: 'Registration' })).toBeInTheDocument();
    expect(getInvite).toHaveBeenCalledTimes(2);
  });

  it('rejects a malformed invite id without reading it', async () => {
    renderAt('/register/not..valid');
    expect(await screen.findByText('This invitation link is not valid')).toBeInTheDocument();
    expect(getInvite).not.toHaveBeenCalled();
  });

  it('creates the account from the invite, fills the session and goes to the dashboard', async () => {
    vi.mocked(createAccount).mockResolvedValue('uid-9');
    renderAt(`/register/${INVITE_ID}`);
    await screen.findByText('Acme Buildings');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(createAccount).toHaveBeenCalledWith('ivy@example.com', 'secret-123');
    expect(consumeInvite).toHaveBeenCalledTimes(1);
    expect(consumeInvite).toHaveBeenCalledWith(
      invite,
      expect.objectContaining({ id: 'uid-9', company: 'acme', invite: INVITE_ID, active: true }),
    );
    const session = useSessionStore.getState();
    expect(session.currentUser?.data).toMatchObject({ firstname: 'Ivy', email: 'ivy@example.com', sms: false });
    expect(session.company?.name).toBe('Acme Buildings');
    expect(session.registering).toBe(false);
    expect(screen.getByText('Welcome to the Dealer Portal! Your account is ready.')).toBeInTheDocument();
  });

  it('explains an already registered email and keeps what was typed', async () => {
    vi.mocked(createAccount).mockRejectedValue(Object.assign(new Error('exists'), { code: 'auth/email-already-in-use' }));
    expectConsoleError('Registration failed');
    renderAt(`/register/${INVITE_ID}`);
    await screen.findByText('Acme Buildings');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(/An account for ivy@example.com already exists/)).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ivy');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('555-123-4567');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret-123');
    expect(consumeInvite).not.toHaveBeenCalled();
    expect(useSessionStore.getState().registering).toBe(false);
  });
});
