import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { testUser } from '../../test/users';
import InviteSuccessScreen from './InviteSuccessScreen';
import { company, inviteFixture, readingInvite } from './testing';

vi.mock('../../data/invitesApi', () => ({
  getInvite: vi.fn(),
  sendInviteMail: vi.fn(),
  registrationLink: (id: string) => `https://portal.example.com/register/${id}`,
  InviteMailRefused: class InviteMailRefused extends Error {},
}));

const { InviteMailRefused, getInvite, sendInviteMail } = await import('../../data/invitesApi');

const manager = testUser({ id: 'maya', manager: true });
const invite = inviteFixture();

/** The screen as the invite form leaves it: with or without the note that the mail failed. */
function renderScreen(id: string, state: unknown = null) {
  return render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[{ pathname: `/manager/users/invite/success/${id}`, state }]}>
        <Routes>
          <Route path="/manager/users/invite/success/:id" element={<InviteSuccessScreen />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

let clipboard: string[];

beforeEach(() => {
  signInAs(manager, company);
  vi.mocked(getInvite).mockImplementation(readingInvite(invite));
  vi.mocked(sendInviteMail).mockResolvedValue(undefined);
  clipboard = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn(async (text: string) => void clipboard.push(text)) },
  });
});

afterEach(signOutAndRestoreMocks);

describe('InviteSuccessScreen', () => {
  it('shows who was invited and copies the registration link', async () => {
    renderScreen(invite.id);
    const link = await screen.findByLabelText('Registration link');
    expect(link).toHaveValue('https://portal.example.com/register/invite-123');
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByText(/is invited to Prairie Shelters Ltd\. as a manager/)).toHaveTextContent('Noor Haddad (noor@example.com)');
    expect(screen.getByText(/An email with this link was sent to noor@example.com/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(clipboard).toEqual(['https://portal.example.com/register/invite-123']);
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/manager/users');
    expect(screen.getByRole('link', { name: 'Invite Another User' })).toHaveAttribute('href', '/manager/users/invite');
  });

  it('warns when the mail was not sent, and sends it again', async () => {
    renderScreen(invite.id, { mailFailed: true });
    const warning = await screen.findByText(/the email was not sent/);
    await userEvent.click(within(warning.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Re-send' }));
    expect(await screen.findByText('The invitation was sent to noor@example.com.')).toBeInTheDocument();
    expect(sendInviteMail).toHaveBeenCalledWith(invite.id);
    expect(screen.queryByText(/the email was not sent/)).not.toBeInTheDocument();
  });

  it('says when the invitation can be sent again when it went out minutes ago', async () => {
    const wait = 'This invitation was sent less than 5 minutes ago. It can be sent again in 4 minutes.';
    vi.mocked(sendInviteMail).mockRejectedValue(new InviteMailRefused(wait, 'functions/resource-exhausted'));
    renderScreen(invite.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Re-send Invitation' }));
    expect(await screen.findByText(`The invitation to noor@example.com was not sent. ${wait}`)).toBeInTheDocument();
    expect(screen.getByText(/An email with this link was sent to noor@example.com/)).toBeInTheDocument();
  });

  it('says the invitation is not found for an unknown id, or one granting admin that a manager opens', async () => {
    const view = renderScreen('missing-invite-id');
    expect(await screen.findByText('Invitation not found')).toBeInTheDocument();
    view.unmount();
    vi.mocked(getInvite).mockResolvedValue({ ...invite, admin: true });
    renderScreen(invite.id);
    expect(await screen.findByText('Invitation not found')).toBeInTheDocument();
    expect(screen.queryByLabelText('Registration link')).not.toBeInTheDocument();
  });
});
