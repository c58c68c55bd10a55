import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { enterText } from '../../test/typing';
import { testUser } from '../../test/users';
import type { Invite } from '../../types/domain';
import InviteUserScreen from './InviteUserScreen';
import { company, otherCompany } from './testing';

/** What the email field says of an address that already has an account at `companyName`. */
const emailInUseMessage = (companyName: string) =>
  `This address already belongs to a user of ${companyName}. One address can have only one account.`;

vi.mock('../../data/invitesApi', () => ({ createInvite: vi.fn(), sendInviteMail: vi.fn() }));
vi.mock('../../data/companiesApi', () => ({ listCompanies: vi.fn() }));
vi.mock('../../data/emailInUse', () => ({ findAccountWithEmail: vi.fn() }));

const { createInvite, sendInviteMail } = await import('../../data/invitesApi');
const { listCompanies } = await import('../../data/companiesApi');
const { findAccountWithEmail } = await import('../../data/emailInUse');

const manager = { ...testUser({ id: 'manager-1', manager: true }), data: { ...testUser().data, firstname: 'Maya', lastname: 'Fournier', manager: true } };
const admin = testUser({ id: 'admin-1', company: 'hq', admin: true });

/** The success page stand-in shows what the form told it. */
function SuccessPage() {
  const location = useLocation();
  return <p>Success page {JSON.stringify(location.state)}</p>;
}

function renderScreen(base: '/admin/users' | '/manager/users') {
  return renderWithProviders(<InviteUserScreen />, {
    path: `${base}/invite`,
    route: `${base}/invite`,
    otherRoutes: { [`${base}/invite/success/:id`]: <SuccessPage /> },
  });
}

function storedInvite(overrides: Partial<Invite> = {}): Invite {
  return { id: 'invite-123', email: 'noor@example.com', company: company.id, admin: false, manager: false, ...overrides } as Invite;
}

async function fillPerson(email = 'Noor.Haddad@Example.COM') {
  await enterText(userEvent, screen.getByLabelText(/^Email/), email);
  await enterText(userEvent, screen.getByLabelText(/^First Name/), 'Noor');
  await enterText(userEvent, screen.getByLabelText(/^Last Name/), 'Haddad');
}

beforeEach(() => {
  vi.mocked(listCompanies).mockResolvedValue([company, otherCompany]);
  vi.mocked(createInvite).mockImplementation(async (input) => storedInvite(input));
  vi.mocked(sendInviteMail).mockResolvedValue(undefined);
  vi.mocked(findAccountWithEmail).mockResolvedValue(null);
});

afterEach(signOutAndRestoreMocks);

describe('InviteUserScreen for a manager', () => {
  beforeEach(() => signInAs(manager, company));

  it('reports every missing field and invites nobody', async () => {
    renderScreen('/manager/users');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This field is required.');
    expect(createInvite).not.toHaveBeenCalled();
  });

  it('says so when the email is not an email address', async () => {
    renderScreen('/manager/users');
    await enterText(userEvent, screen.getByLabelText(/^Email/), 'noor@example');
    await userEvent.click(screen.getByLabelText(/^First Name/));
    expect(await screen.findByText('This must be a valid email address.')).toBeInTheDocument();
  });

  it('invites to their own company, shown read-only, and never offers the admin role', async () => {
    renderScreen('/manager/users');
    const companyField = screen.getByLabelText('Company');
    expect(companyField).toHaveValue(company.name);
    expect(companyField).toHaveAttribute('readonly');
    expect(screen.queryByRole('checkbox', { name: 'Admin' })).not.toBeInTheDocument();
    expect(listCompanies).not.toHaveBeenCalled();

    await fillPerson();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText(/Success page/)).toHaveTextContent('{"mailFailed":false}');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/manager/users/invite/success/invite-123');
    expect(createInvite).toHaveBeenCalledWith(
      { email: 'noor.haddad@example.com', firstname: 'Noor', lastname: 'Haddad', company: company.id, companyName: company.name, manager: true, admin: false },
      { id: 'manager-1', name: 'Maya Fournier' },
    );
    expect(sendInviteMail).toHaveBeenCalledWith('invite-123');
  });

  it('invites under their email address when their profile has no name, the name the rules expect', async () => {
    signInAs({ ...manager, data: { ...manager.data, firstname: '', lastname: ' ' } }, company);
    renderScreen('/manager/users');
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await screen.findByText(/Success page/);
    expect(createInvite).toHaveBeenCalledWith(expect.anything(), { id: 'manager-1', name: manager.data.email });
  });

  it('goes to the success page with a warning when the mail fails, since the invite exists', async () => {
    vi.mocked(sendInviteMail).mockRejectedValue(new Error('mail provider down'));
    expectConsoleError('Unable to send invite invite-123');
    renderScreen('/manager/users');
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(/Success page/)).toHaveTextContent('{"mailFailed":true}');
  });

  it('stays on the form with a message when the invite cannot be saved', async () => {
    expectConsoleError('Unable to create the invite');
    vi.mocked(createInvite).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderScreen('/manager/users');
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('The invitation could not be saved. Please try again.')).toBeInTheDocument();
    expect(sendInviteMail).not.toHaveBeenCalled();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/manager/users/invite');
  });

  it("refuses an address of a user of their own company, looking only at their company's users", async () => {
    vi.mocked(findAccountWithEmail).mockResolvedValue({ id: 'user-7', company: company.id, name: 'Noor Haddad' });
    renderScreen('/manager/users');
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(emailInUseMessage(company.name))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(emailInUseMessage(company.name));
    expect(findAccountWithEmail).toHaveBeenCalledWith('noor.haddad@example.com', { company: company.id });
    expect(createInvite).not.toHaveBeenCalled();
    // Managers are not sent to the admins' user page.
    expect(screen.queryByRole('link', { name: 'their user page' })).not.toBeInTheDocument();
  });

  it('invites nobody when the address cannot be checked', async () => {
    expectConsoleError('Unable to check whether the address has an account');
    vi.mocked(findAccountWithEmail).mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderScreen('/manager/users');
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('The address could not be checked, so nobody was invited. Please try again.')).toBeInTheDocument();
    expect(createInvite).not.toHaveBeenCalled();
  });
});

describe('InviteUserScreen for an admin', () => {
  beforeEach(() => signInAs(admin, null));

  it('requires a company to be chosen', async () => {
    renderScreen('/admin/users');
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Choose the company the user belongs to.')).toBeInTheDocument();
    expect(createInvite).not.toHaveBeenCalled();
  });

  it('invites to the chosen company, with the admin role if asked', async () => {
    renderScreen('/admin/users');
    await fillPerson('admin.two@example.com');
    const companySelect = screen.getByRole('combobox', { name: /Company/ });
    await waitFor(() => expect(companySelect).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(companySelect);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: otherCompany.name }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

    await screen.findByText(/Success page/);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/users/invite/success/invite-123');
    expect(createInvite).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'admin.two@example.com', company: otherCompany.id, companyName: otherCompany.name, admin: true, manager: false }),
      { id: 'admin-1', name: 'Dana Dealer' },
    );
  });

  it("refuses an address that belongs to another company's user, naming that company, and links to the user", async () => {
    vi.mocked(findAccountWithEmail).mockResolvedValue({ id: 'user-9', company: otherCompany.id, name: 'Noor Haddad' });
    renderScreen('/admin/users');
    await fillPerson();
    const companySelect = screen.getByRole('combobox', { name: /Company/ });
    await waitFor(() => expect(companySelect).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(companySelect);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: company.name }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

    const message = emailInUseMessage('Lone Star Covers LLC');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "noor.haddad@example.com is Noor Haddad's address at Lone Star Covers LLC, so it cannot be invited again. To move them to another company, change it on their user page.",
    );
    expect(screen.getByRole('link', { name: 'their user page' })).toHaveAttribute('href', '/admin/users/edit/user-9');
    expect(findAccountWithEmail).toHaveBeenCalledWith('noor.haddad@example.com', { company: null });
    expect(createInvite).not.toHaveBeenCalled();

    // Another address: the warning goes, and the invitation is sent.
    vi.mocked(findAccountWithEmail).mockResolvedValue(null);
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await enterText(userEvent, screen.getByLabelText(/^Email/), 'noor.h@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await screen.findByText(/Success page/);
    expect(createInvite).toHaveBeenCalledWith(expect.objectContaining({ email: 'noor.h@example.com', company: company.id }), expect.anything());
  });
});
