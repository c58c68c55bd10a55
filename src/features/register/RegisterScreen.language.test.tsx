import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { signOutAndRestoreMocks } from '../../test/session';
import { consumeInvite, getInvite } from '../../data/invitesApi';
import { createAccount, isSignedIn } from '../../data/auth/newAccountApi';
import RegisterScreen from './RegisterScreen';
import { enterPhoneAndPassword, inviteFixture, registerAt } from './testing';

// Registering in French, and the language the new account starts in.
vi.mock('../../data/invitesApi', () => ({ getInvite: vi.fn(), consumeInvite: vi.fn(async () => undefined) }));
vi.mock('../../data/auth/newAccountApi', () => ({
  createAccount: vi.fn(),
  discardNewAccount: vi.fn(async () => undefined),
  isSignedIn: vi.fn(() => false),
  signOutOtherAccount: vi.fn(async () => undefined),
}));
vi.mock('../../data/usersApi', () => ({ listActiveUsersByCompany: vi.fn(async () => []) }));
vi.mock('../../data/companiesApi', () => ({ getCompany: vi.fn(async (id: string) => ({ id, name: 'Acme Buildings' })) }));

// Reading the invite, a submit and its toast each take a moment on a busy machine.
const SETTLED = { timeout: 5_000 };

const invite = inviteFixture();

const renderScreen = () => renderWithProviders(<RegisterScreen />, registerAt());

const french = { phone: /^Téléphone/, password: /^Mot de passe/, confirm: /^Confirmer le mot de passe/ };

beforeEach(() => {
  vi.mocked(getInvite).mockResolvedValue(invite);
  vi.mocked(isSignedIn).mockReturnValue(false);
  vi.mocked(createAccount).mockResolvedValue('uid-9');
});

afterEach(async () => {
  signOutAndRestoreMocks();
  await act(() => activateLanguage('en'));
});

describe('RegisterScreen in French', () => {
  it('speaks French, with the company in its sentence and its own checks worded', async () => {
    await inLanguage('fr', async () => {
      renderScreen();
      expect(await screen.findByRole('heading', { name: 'Créez votre compte' }, SETTLED)).toBeInTheDocument();
      const invited = screen.getByText(/^Vous avez été invité à vous joindre à/);
      expect(invited).toHaveTextContent('Vous avez été invité à vous joindre à Acme Buildings sur le Portail des concessionnaires.');
      expect(invited.querySelector('strong')).toHaveTextContent('Acme Buildings');
      expect(screen.getByLabelText('Courriel')).toHaveAccessibleDescription('Vous vous connecterez avec cette adresse.');
      expect(screen.getByText('Au moins 8 caractères.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');

      await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
      expect(await screen.findByText('Entrez votre numéro de téléphone.', {}, SETTLED)).toBeInTheDocument();
      expect(createAccount).not.toHaveBeenCalled();
    });
  });

  it('explains an invitation that cannot be used, in French', async () => {
    vi.mocked(getInvite).mockResolvedValue({ ...invite, used: true });
    await inLanguage('fr', async () => {
      renderScreen();
      expect(await screen.findByText('Cette invitation a déjà été utilisée', {}, SETTLED)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
    });
  });

  it('creates an account that speaks French, and welcomes it in French', async () => {
    await inLanguage('fr', async () => {
      renderScreen();
      await screen.findByRole('heading', { name: 'Créez votre compte' }, SETTLED);
      await enterPhoneAndPassword(french);
      await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

      expect(await screen.findByRole('heading', { name: 'Dashboard page' }, SETTLED)).toBeInTheDocument();
      expect(consumeInvite).toHaveBeenCalledWith(invite, expect.objectContaining({ data: expect.objectContaining({ language: 'fr' }) }));
      expect(screen.getByText('Bienvenue dans le Portail des concessionnaires! Votre compte est prêt.')).toBeInTheDocument();
    });
  });

  it('explains a failed registration in French', async () => {
    expectConsoleError('Registration failed');
    vi.mocked(createAccount).mockRejectedValue(Object.assign(new Error('exists'), { code: 'auth/email-already-in-use' }));
    await inLanguage('fr', async () => {
      renderScreen();
      await screen.findByRole('heading', { name: 'Créez votre compte' }, SETTLED);
      await enterPhoneAndPassword(french);
      await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

      expect(await screen.findByText(/^Un compte existe déjà pour ivy@example\.com\./, {}, SETTLED)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toContainElement(screen.getByRole('link', { name: 'Aller à la connexion' }));
    });
  });

  it('has no accessibility violations in English or in French', async () => {
    document.title = 'Register | Dealer Portal';
    const { unmount } = renderScreen();
    await screen.findByRole('heading', { name: 'Create Your Account' }, SETTLED);
    expect(await axeViolations()).toEqual([]);
    unmount();

    await inLanguage('fr', async () => {
      document.title = 'Inscription | Portail des concessionnaires';
      renderScreen();
      await screen.findByRole('heading', { name: 'Créez votre compte' }, SETTLED);
      expect(await axeViolations()).toEqual([]);
    });
  });
});

describe("RegisterScreen: the account's language", () => {
  it('creates an account that speaks English from an English page', async () => {
    renderScreen();
    await screen.findByRole('heading', { name: 'Create Your Account' }, SETTLED);
    await enterPhoneAndPassword({ phone: /^Phone/, password: /^Password/, confirm: /^Confirm Password/ });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, SETTLED)).toBeInTheDocument();
    expect(consumeInvite).toHaveBeenCalledWith(invite, expect.objectContaining({ data: expect.objectContaining({ language: 'en' }) }));
  });
});
