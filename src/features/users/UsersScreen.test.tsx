import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { answeringInvites, answeringUserPage, company, inviteFixture, person, staff } from './testing';
import UsersScreen from './UsersScreen';

vi.mock('../../data/usersApi', () => ({ subscribeToUserPage: vi.fn(), countUsers: vi.fn() }));
vi.mock('../../data/companiesApi', () => ({ listCompanies: vi.fn() }));
vi.mock('../../data/accountsApi', () => ({ disableUser: vi.fn(), enableUser: vi.fn() }));
vi.mock('../../data/invitesApi', () => ({
  subscribeToPendingInvites: vi.fn(),
  revokeInvite: vi.fn(),
  sendInviteMail: vi.fn(),
  registrationLink: (id: string) => `https://portal.example.com/register/${id}`,
}));

const { subscribeToUserPage, countUsers } = await import('../../data/usersApi');
const { listCompanies } = await import('../../data/companiesApi');
const { disableUser } = await import('../../data/accountsApi');
const { subscribeToPendingInvites, revokeInvite } = await import('../../data/invitesApi');

const { manager, dealer, acmeAdmin, gone, admin } = staff();
const invite = inviteFixture({ id: 'invite-1' });

function renderScreen(path: string) {
  return renderWithProviders(<UsersScreen />, { path, route: path.split('?')[0] });
}

beforeEach(() => {
  vi.mocked(subscribeToUserPage).mockImplementation(answeringUserPage([acmeAdmin, manager, dealer, gone]));
  vi.mocked(countUsers).mockResolvedValue(4);
  vi.mocked(subscribeToPendingInvites).mockImplementation(answeringInvites([invite]));
  vi.mocked(listCompanies).mockResolvedValue([company]);
  vi.mocked(disableUser).mockResolvedValue(undefined);
  vi.mocked(revokeInvite).mockResolvedValue(undefined);
});

afterEach(signOutAndRestoreMocks);

function rowOf(text: string) {
  const grid = screen.getByRole('grid', { name: 'Users' });
  return within(grid).getByText(text).closest('[role="row"]') as HTMLElement;
}

// Each test renders the users grid, the invites and a dialog: up to 17 s seen on a busy two-core machine.
describe('UsersScreen for a manager', { timeout: 40_000 }, () => {
  beforeEach(() => signInAs(manager, company));

  it("lists the company's users with the actions a manager may take, and the company's non-admin invites", async () => {
    renderScreen('/manager/users');
    await screen.findByText('Dan Kowalski');
    expect(subscribeToUserPage).toHaveBeenCalledWith({ company: company.id, status: 'active', lastNamePrefix: '' }, 25, null, expect.any(Function), expect.any(Function));
    expect(subscribeToPendingInvites).toHaveBeenCalledWith({ company: company.id, includeAdminInvites: false }, expect.any(Function), expect.any(Function));
    expect(screen.queryByRole('combobox', { name: /Company/ })).not.toBeInTheDocument();

    expect(within(rowOf('Dan Kowalski')).getByRole('button', { name: 'Disable Dan Kowalski' })).toBeInTheDocument();
    expect(within(rowOf('Dan Kowalski')).getByRole('button', { name: 'Edit Dan Kowalski' })).toBeInTheDocument();
    // Never on an admin or on themselves; never Enable.
    expect(within(rowOf('Alex Morgan')).queryAllByRole('button')).toHaveLength(0);
    expect(within(rowOf('Maya Fournier')).queryAllByRole('button')).toHaveLength(0);
    expect(within(rowOf('Gus Gone')).queryByRole('button', { name: /Enable/ })).not.toBeInTheDocument();

    const invites = screen.getByRole('grid', { name: 'Pending Invites' });
    expect(within(invites).getByText('noor@example.com')).toBeInTheDocument();
    expect(within(invites).getByText('Maya Fournier')).toBeInTheDocument();
  });

  it('states the true total and offers no next page after the last user', async () => {
    const six = [manager, dealer, ...['a', 'b', 'c', 'd'].map((id) => person(id, 'Pat', `Lane ${id}`))];
    vi.mocked(subscribeToUserPage).mockImplementation((_filter, _size, _after, onChange) => {
      onChange({ items: six, hasMore: false, last: null });
      return () => undefined;
    });
    vi.mocked(countUsers).mockResolvedValue(6);
    renderScreen('/manager/users');
    await screen.findByText('Pat Lane d');
    // The grid's footer (its pagination) sits beside the element with the grid role, inside the grid's root.
    const users = screen.getByRole('grid', { name: 'Users' }).closest<HTMLElement>('.MuiDataGrid-root')!;
    expect(await within(users).findByText('1–6 of 6')).toBeInTheDocument();
    expect(within(users).queryByText(/more than/)).not.toBeInTheDocument();
    expect(within(users).getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(countUsers).toHaveBeenCalledWith({ company: company.id, status: 'active', lastNamePrefix: '' });
  });

  it('shows phone numbers as they are read', async () => {
    const reachable = { ...dealer, data: { ...dealer.data, phone: '+13065552045' } };
    vi.mocked(subscribeToUserPage).mockImplementation((_filter, _size, _after, onChange) => {
      onChange({ items: [manager, reachable], hasMore: false, last: null });
      return () => undefined;
    });
    renderScreen('/manager/users');
    await screen.findByText('Dan Kowalski');
    expect(within(rowOf('Dan Kowalski')).getByText('(306) 555-2045')).toBeInTheDocument();
  });

  it('disables a user after the confirmation', async () => {
    renderScreen('/manager/users');
    await screen.findByText('Dan Kowalski');
    await userEvent.click(within(rowOf('Dan Kowalski')).getByRole('button', { name: 'Disable Dan Kowalski' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Disable Dan Kowalski?' })).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Dan Kowalski was disabled and can no longer sign in.')).toBeInTheDocument();
    expect(disableUser).toHaveBeenCalledWith('dan');
  });

  it('revokes an invite after the confirmation', async () => {
    renderScreen('/manager/users');
    const invites = await screen.findByRole('grid', { name: 'Pending Invites' });
    await userEvent.click(within(invites).getByRole('button', { name: 'Revoke the invitation for noor@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    expect(dialog).toHaveTextContent('will stop working');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The invitation for noor@example.com was revoked.')).toBeInTheDocument();
    expect(revokeInvite).toHaveBeenCalledWith('invite-1');
  });
});

// As above: the grid with every company's users.
describe('UsersScreen for an admin', { timeout: 40_000 }, () => {
  beforeEach(() => signInAs(admin, null));

  it('acts on admins and disabled users, shows companies, and lists every invite', async () => {
    renderScreen('/admin/users?status=all');
    await screen.findByText('Dan Kowalski');
    expect(subscribeToUserPage).toHaveBeenCalledWith({ company: null, status: 'all', lastNamePrefix: '' }, 25, null, expect.any(Function), expect.any(Function));
    expect(subscribeToPendingInvites).toHaveBeenCalledWith({ company: null, includeAdminInvites: true }, expect.any(Function), expect.any(Function));
    expect(within(rowOf('Alex Morgan')).getByRole('button', { name: 'Disable Alex Morgan' })).toBeInTheDocument();
    expect(within(rowOf('Gus Gone')).getByRole('button', { name: 'Enable Gus Gone' })).toBeInTheDocument();
    expect(await within(rowOf('Dan Kowalski')).findByText(company.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite User' })).toHaveAttribute('href', '/admin/users/invite');
  });
});
