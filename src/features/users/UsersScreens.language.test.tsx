import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import { enterText } from '../../test/typing';
import EditUserScreen from './EditUserScreen';
import InviteSuccessScreen from './InviteSuccessScreen';
import InviteUserScreen from './InviteUserScreen';
import { answeringInvites, answeringUserPage, company, inviteFixture, otherCompany, readingInvite, staff } from './testing';
import UsersScreen from './UsersScreen';

// The users screens in French: their texts, dates and phone numbers as French writes them, and their own checks.
vi.mock('../../data/usersApi', () => ({
  subscribeToUserPage: vi.fn(),
  countUsers: vi.fn(),
  getUser: vi.fn(),
  updateUserAsAdmin: vi.fn(),
  updateUserAsManager: vi.fn(),
}));
vi.mock('../../data/companiesApi', () => ({ listCompanies: vi.fn() }));
vi.mock('../../data/accountsApi', () => ({ disableUser: vi.fn(), enableUser: vi.fn() }));
vi.mock('../../data/emailInUse', () => ({ findAccountWithEmail: vi.fn() }));
vi.mock('../../data/invitesApi', () => ({
  subscribeToPendingInvites: vi.fn(),
  revokeInvite: vi.fn(),
  sendInviteMail: vi.fn(),
  getInvite: vi.fn(),
  createInvite: vi.fn(),
  registrationLink: (id: string) => `https://portal.example.com/register/${id}`,
  InviteMailRefused: class InviteMailRefused extends Error {},
}));

const { subscribeToUserPage, countUsers, getUser } = await import('../../data/usersApi');
const { listCompanies } = await import('../../data/companiesApi');
const { findAccountWithEmail } = await import('../../data/emailInUse');
const { subscribeToPendingInvites, getInvite, createInvite } = await import('../../data/invitesApi');

// A read, a submit and its result each take a moment on a busy machine.
const SETTLED = { timeout: 5_000 };

// Every user has a phone, to show it as French writes it.
const { manager, dealer, gone, admin } = staff({ phone: '+13065552045' });
const invite = inviteFixture();

/** The data grids and the longer forms, with axe scanning them, take long in jsdom on a busy machine. */
const SLOW_SCREEN = 60_000;

beforeEach(() => {
  vi.mocked(subscribeToUserPage).mockImplementation(answeringUserPage([manager, dealer, gone]));
  vi.mocked(countUsers).mockResolvedValue(3);
  vi.mocked(subscribeToPendingInvites).mockImplementation(answeringInvites([invite]));
  vi.mocked(listCompanies).mockResolvedValue([company, otherCompany]);
  vi.mocked(getUser).mockImplementation(async (id) => [manager, dealer, gone, admin].find((user) => user.id === id) ?? null);
  vi.mocked(getInvite).mockImplementation(readingInvite(invite));
  vi.mocked(findAccountWithEmail).mockResolvedValue(null);
});

afterEach(async () => {
  signOutAndRestoreMocks();
  await act(() => activateLanguage('en'));
});

describe('UsersScreen in French', { timeout: SLOW_SCREEN }, () => {
  it('lists the users and the pending invites in French, with French phone numbers and dates', async () => {
    signInAs(manager, company);
    await inLanguage('fr', async () => {
      renderWithProviders(<UsersScreen />, { path: '/manager/users', route: '/manager/users' });
      expect(screen.getByRole('heading', { name: 'Gérer les utilisateurs' })).toBeInTheDocument();
      expect(screen.getByText(/^Utilisateurs de Prairie Shelters Ltd\./)).toBeInTheDocument();
      expect(screen.getByRole('search', { name: 'Filtrer les utilisateurs' })).toBeInTheDocument();
      const grid = screen.getByRole('grid', { name: 'Utilisateurs' });
      expect(within(grid).getByRole('columnheader', { name: 'Statut' })).toBeInTheDocument();
      const danRow = within(grid).getByText('Dan Kowalski').closest('[role="row"]') as HTMLElement;
      expect(within(danRow).getByText('306 555-2045')).toBeInTheDocument();
      expect(within(danRow).getByText('Actif')).toBeInTheDocument();
      expect(within(danRow).getByRole('button', { name: 'Désactiver Dan Kowalski' })).toBeInTheDocument();
      const goneRow = within(grid).getByText('Gus Gone').closest('[role="row"]') as HTMLElement;
      expect(within(goneRow).getByText('Désactivé')).toBeInTheDocument();

      expect(screen.getByRole('heading', { name: 'Invitations en attente' })).toBeInTheDocument();
      const invites = screen.getByRole('grid', { name: 'Invitations en attente' });
      const inviteRow = within(invites).getByText('noor@example.com').closest('[role="row"]') as HTMLElement;
      expect(within(inviteRow).getByText('2 mars 2026')).toBeInTheDocument();
      expect(within(inviteRow).getByText('Gestionnaire')).toBeInTheDocument();

      await userEvent.click(within(danRow).getByRole('button', { name: 'Désactiver Dan Kowalski' }));
      const dialog = await screen.findByRole('dialog', { name: 'Désactiver Dan Kowalski?' }, SETTLED);
      expect(dialog).toHaveTextContent('Dan Kowalski ne pourra plus se connecter');
    });
  });

  it('has no accessibility violations in French', async () => {
    signInAs(manager, company);
    await inLanguage('fr', async () => {
      document.title = 'Gérer les utilisateurs | Portail des concessionnaires';
      renderWithProviders(<UsersScreen />, { path: '/manager/users', route: '/manager/users' });
      await screen.findByRole('grid', { name: 'Utilisateurs' }, SETTLED);
      expect(await axeViolations()).toEqual([]);
    });
  });
});

describe('InviteUserScreen in French', { timeout: SLOW_SCREEN }, () => {
  const renderScreen = () => renderWithProviders(<InviteUserScreen />, { path: '/admin/users/invite', route: '/admin/users/invite' });

  it('words its fields and its own checks in French, the address already in use included', async () => {
    signInAs(admin, null);
    vi.mocked(findAccountWithEmail).mockResolvedValue({ id: 'user-9', company: otherCompany.id, name: 'Noor Haddad' });
    await inLanguage('fr', async () => {
      renderScreen();
      expect(screen.getByRole('heading', { name: 'Inviter un utilisateur' })).toBeInTheDocument();
      expect(screen.getByText('Gère les utilisateurs de l’entreprise et son profil du concessionnaire.')).toBeInTheDocument();
      await enterText(userEvent, screen.getByLabelText(/^Courriel/), 'noor@example.com');
      await enterText(userEvent, screen.getByLabelText(/^Prénom/), 'Noor');
      await enterText(userEvent, screen.getByLabelText(/^Nom/), 'Haddad');
      await userEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
      expect(await screen.findByText('Choisissez l’entreprise à laquelle appartient l’utilisateur.', {}, SETTLED)).toBeInTheDocument();

      const companySelect = screen.getByRole('combobox', { name: /^Entreprise/ });
      await userEvent.click(companySelect);
      await userEvent.click(within(await screen.findByRole('listbox', {}, SETTLED)).getByRole('option', { name: company.name }));
      await userEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));

      const message = 'Cette adresse appartient déjà à un utilisateur de Lone Star Covers LLC. Une adresse ne peut avoir qu’un seul compte.';
      expect(await screen.findByText(message, {}, SETTLED)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Courriel/)).toHaveAccessibleDescription(message);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'noor@example.com est l’adresse de Noor Haddad chez Lone Star Covers LLC : elle ne peut donc pas être invitée de nouveau. ' +
          'Pour déplacer cette personne vers une autre entreprise, modifiez-la sur sa page d’utilisateur.',
      );
      expect(screen.getByRole('link', { name: 'sa page d’utilisateur' })).toHaveAttribute('href', '/admin/users/edit/user-9');
      expect(createInvite).not.toHaveBeenCalled();
    });
  });

  it('has no accessibility violations in French', async () => {
    signInAs(manager, company);
    await inLanguage('fr', async () => {
      document.title = 'Inviter un utilisateur | Portail des concessionnaires';
      renderScreen();
      expect(await axeViolations()).toEqual([]);
    });
  });
});

describe('InviteSuccessScreen in French', { timeout: SLOW_SCREEN }, () => {
  const renderScreen = () =>
    renderWithProviders(<InviteSuccessScreen />, { path: `/manager/users/invite/success/${invite.id}`, route: '/manager/users/invite/success/:id' });

  it('says who was invited as what, and when the email went, as French writes it', async () => {
    signInAs(manager, company);
    await inLanguage('fr', async () => {
      renderScreen();
      expect(await screen.findByLabelText('Lien d’inscription', {}, SETTLED)).toHaveValue('https://portal.example.com/register/invite-123');
      expect(screen.getByText(/est invité à rejoindre Prairie Shelters Ltd\. à titre de gestionnaire\.$/)).toHaveTextContent(
        'Noor Haddad (noor@example.com) est invité à rejoindre Prairie Shelters Ltd. à titre de gestionnaire.',
      );
      expect(screen.getByText('Un courriel contenant ce lien a été envoyé à noor@example.com le 2 mars 2026, 09 h 30.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Retour aux utilisateurs' })).toHaveAttribute('href', '/manager/users');
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('names an admin as an admin in English', async () => {
    signInAs(admin, null);
    vi.mocked(getInvite).mockResolvedValue({ ...invite, admin: true, manager: false });
    renderWithProviders(<InviteSuccessScreen />, { path: `/admin/users/invite/success/${invite.id}`, route: '/admin/users/invite/success/:id' });
    expect(await screen.findByText(/is invited to Prairie Shelters Ltd\. as an admin\.$/, {}, SETTLED)).toBeInTheDocument();
  });
});

describe('EditUserScreen in French', { timeout: SLOW_SCREEN }, () => {
  it('words the form, the account and its own checks in French', async () => {
    signInAs(manager, company);
    await inLanguage('fr', async () => {
      renderWithProviders(<EditUserScreen />, { path: `/manager/users/edit/${dealer.id}`, route: '/manager/users/edit/:id' });
      const phone = await screen.findByLabelText('Téléphone', {}, SETTLED);
      expect(screen.getByRole('heading', { name: 'Modifier l’utilisateur' })).toBeInTheDocument();
      expect(screen.getByText('Un utilisateur désactivé ne peut plus se connecter; ses commandes et son historique des commandes sont conservés.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Désactiver l’utilisateur' })).toBeInTheDocument();

      await userEvent.clear(phone);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Textos au sujet des commandes' }));
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
      expect(await screen.findByText('Un numéro de téléphone est nécessaire pour recevoir des textos.', {}, SETTLED)).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });
  });
});
