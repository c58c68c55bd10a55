import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../store/session';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { enterText } from '../../test/typing';
import { testUser } from '../../test/users';
import type { User } from '../../types/domain';
import type { StoredUser } from '../../data/userDocument';
import EditUserScreen from './EditUserScreen';
import { company, otherCompany } from './testing';

vi.mock('../../data/usersApi', () => ({ getUser: vi.fn(), updateUserAsAdmin: vi.fn(), updateUserAsManager: vi.fn() }));
vi.mock('../../data/companiesApi', () => ({ listCompanies: vi.fn() }));
vi.mock('../../data/accountsApi', () => ({ disableUser: vi.fn(), enableUser: vi.fn() }));

const { getUser, updateUserAsAdmin, updateUserAsManager } = await import('../../data/usersApi');
const { listCompanies } = await import('../../data/companiesApi');
const { disableUser, enableUser } = await import('../../data/accountsApi');

const manager = testUser({ id: 'manager-1', manager: true });
const admin = testUser({ id: 'admin-1', company: 'hq', admin: true });
const dealer: User = { ...testUser({ id: 'dealer-1' }), data: { ...testUser().data, firstname: 'Dan', lastname: 'Kowalski', phone: '', email: 'dan@example.com' } };

function renderScreen(base: '/admin/users' | '/manager/users', id: string) {
  return renderWithProviders(<EditUserScreen />, { path: `${base}/edit/${id}`, route: `${base}/edit/:id` });
}

/** Stored users by id, as getUser answers; a change through the callables shows on the next read. */
let stored: Map<string, User>;

beforeEach(() => {
  stored = new Map([dealer, manager, admin].map((user) => [user.id, user]));
  vi.mocked(getUser).mockImplementation(async (id) => stored.get(id) ?? null);
  vi.mocked(listCompanies).mockResolvedValue([company, otherCompany]);
  vi.mocked(updateUserAsAdmin).mockResolvedValue(undefined);
  vi.mocked(updateUserAsManager).mockResolvedValue(undefined);
  vi.mocked(disableUser).mockImplementation(async (id) => void stored.set(id, { ...stored.get(id)!, active: false }));
  vi.mocked(enableUser).mockImplementation(async (id) => void stored.set(id, { ...stored.get(id)!, active: true }));
});

afterEach(signOutAndRestoreMocks);

describe('EditUserScreen for a manager', () => {
  beforeEach(() => signInAs(manager, company));

  it('validates names and needs a phone for text messages', async () => {
    renderScreen('/manager/users', dealer.id);
    const first = await screen.findByLabelText(/^First Name/);
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('checkbox', { name: /Text messages/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('A phone number is required to receive text messages.')).toBeInTheDocument();
    expect(first).toHaveAccessibleDescription('This field is required.');
    await enterText(userEvent, screen.getByLabelText('Phone'), '12345');
    await userEvent.click(first);
    expect(await screen.findByText(/Enter a valid phone number/)).toBeInTheDocument();
    expect(updateUserAsManager).not.toHaveBeenCalled();
  });

  it('saves the profile and manager role, with the email read-only and no admin role or company', async () => {
    renderScreen('/manager/users', dealer.id);
    expect(await screen.findByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('dan@example.com');
    expect(screen.queryByRole('checkbox', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Company/ })).not.toBeInTheDocument();

    await enterText(userEvent, screen.getByLabelText('Phone'), '306-555-0142');
    await userEvent.click(screen.getByRole('checkbox', { name: /Text messages/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Dan Kowalski was saved.')).toBeInTheDocument();
    expect(updateUserAsManager).toHaveBeenCalledWith(dealer.id, {
      firstname: 'Dan',
      lastname: 'Kowalski',
      phone: '306-555-0142',
      sms: true,
      manager: true,
    });
    expect(updateUserAsAdmin).not.toHaveBeenCalled();
  });

  it('says the user is not found for an admin, another company, or an unknown id', async () => {
    stored.set('acme-admin', testUser({ id: 'acme-admin', admin: true }));
    stored.set('outsider', testUser({ id: 'outsider', company: 'company-2' }));
    for (const id of ['acme-admin', 'outsider', 'nobody']) {
      const view = renderScreen('/manager/users', id);
      expect(await screen.findByText('User not found')).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('treats a read the rules refuse as not found', async () => {
    vi.mocked(getUser).mockRejectedValue(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    renderScreen('/manager/users', 'outsider');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('sends a manager to the profile for their own account', async () => {
    renderScreen('/manager/users', manager.id);
    expect(await screen.findByText('This is your own account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user');
  });

  it('disables after a confirmation that explains what it means, and cannot enable', async () => {
    renderScreen('/manager/users', dealer.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Dan Kowalski?' });
    expect(dialog).toHaveTextContent(/no longer be able to sign in/);
    expect(dialog).toHaveTextContent(/order history are kept/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Dan Kowalski was disabled and can no longer sign in.')).toBeInTheDocument();
    expect(disableUser).toHaveBeenCalledWith(dealer.id);
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable User' })).not.toBeInTheDocument();
  });

  it('explains that only an admin can enable a user an admin disabled', async () => {
    const offByAdmin: StoredUser = { ...dealer, active: false, disabledBy: admin.id, disabledByAdmin: true };
    stored.set(dealer.id, offByAdmin);
    renderScreen('/manager/users', dealer.id);
    expect(await screen.findByText('This user is disabled and cannot sign in. An admin disabled the account: only an admin can enable it again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable User' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when disabling is refused", async () => {
    vi.mocked(disableUser).mockRejectedValue(new Error('Managers may only disable users of their own company.'));
    expectConsoleError('Unable to disable user dealer-1');
    renderScreen('/manager/users', dealer.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable User' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Dan Kowalski could not be disabled. Managers may only disable users of their own company.')).toBeInTheDocument();
  });
});

describe('EditUserScreen for an admin', () => {
  beforeEach(() => signInAs(admin, null));

  it('changes roles and the company', async () => {
    renderScreen('/admin/users', dealer.id);
    const companySelect = await screen.findByRole('combobox', { name: /Company/ });
    await waitFor(() => expect(companySelect).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(companySelect);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: otherCompany.name }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Dan Kowalski was saved.')).toBeInTheDocument();
    expect(updateUserAsAdmin).toHaveBeenCalledWith(dealer, {
      firstname: 'Dan',
      lastname: 'Kowalski',
      phone: '',
      sms: false,
      manager: false,
      admin: true,
      company: otherCompany.id,
    });
  });

  it('enables a disabled user after a confirmation', async () => {
    stored.set(dealer.id, { ...dealer, active: false });
    renderScreen('/admin/users', dealer.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable User' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Enable Dan Kowalski?' })).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Dan Kowalski was enabled and can sign in again.')).toBeInTheDocument();
    expect(enableUser).toHaveBeenCalledWith(dealer.id);
    expect(await screen.findByRole('button', { name: 'Disable User' })).toBeInTheDocument();
  });

  it('edits their own account without their admin role or a way to disable themselves', async () => {
    renderScreen('/admin/users', admin.id);
    const phone = await screen.findByLabelText('Phone');
    await userEvent.clear(phone);
    await enterText(userEvent, phone, '519-555-0101');
    expect(screen.queryByRole('checkbox', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByText('You cannot remove your own admin role; another admin can.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable User' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Dana Dealer was saved.')).toBeInTheDocument();
    expect(vi.mocked(updateUserAsAdmin).mock.calls[0]?.[1]).toMatchObject({ admin: true, company: 'hq', phone: '519-555-0101' });
    expect(useSessionStore.getState().currentUser?.data.phone).toBe('519-555-0101');
  });
});
