import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUserLanguage, updateUserProfile } from '../../data/usersApi';
import { readStoredLanguage } from '../../i18n/detect';
import { activateLanguage, currentLanguage } from '../../i18n/i18n';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { useSessionStore } from '../../store/session';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../test/session';
import ProfileScreen from './ProfileScreen';
import { profileUser } from './testing';

// The profile in French, and the language choice that switches the portal and saves it to the account.
vi.mock('../../data/usersApi', () => ({
  setUserLanguage: vi.fn(async () => undefined),
  updateUserProfile: vi.fn(async () => undefined),
  listActiveUsersByCompany: vi.fn(async () => []),
}));
vi.mock('../../data/auth/passwordApi', () => ({ changePassword: vi.fn(async () => undefined) }));

// Switching languages loads the other catalogue, and a toast follows a write: on a busy machine both take a moment.
const SETTLED = { timeout: 5_000 };

const user = profileUser({ phone: '+13065552045' });

// In the app's language provider, as the app renders it: the whole screen follows a change of language.
const renderScreen = () => renderWithProviders(<LanguageProvider><ProfileScreen /></LanguageProvider>, { path: '/user' });

beforeEach(() => {
  signInAs(user);
});

afterEach(async () => {
  signOutAndRestoreMocks();
  window.localStorage.clear();
  await act(() => activateLanguage('en'));
});

describe('ProfileScreen: language', () => {
  it('shows the language the portal speaks, named in itself', () => {
    renderScreen();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toHaveAccessibleDescription(
      'The portal speaks this language to you on every device you sign in on.',
    );
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Français' })).not.toBeChecked();
    expect(screen.getByText('Français').closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
  });

  it('switches the page to French at once and saves the choice to the account', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));

    expect(await screen.findByText('Votre langue a été enregistrée.', {}, SETTLED)).toBeInTheDocument();
    expect(setUserLanguage).toHaveBeenCalledWith('user-1', 'fr');
    expect(currentLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(readStoredLanguage()).toBe('fr');
    expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(useSessionStore.getState().currentUser?.data.language).toBe('fr');

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Your language was saved.', {}, SETTLED)).toBeInTheDocument();
    expect(setUserLanguage).toHaveBeenLastCalledWith('user-1', 'en');
    expect(useSessionStore.getState().currentUser?.data.language).toBe('en');
  });

  it('keeps the page in the chosen language, and says so, when the account cannot be updated', async () => {
    const logged = expectConsoleError('Unable to save the language');
    vi.mocked(setUserLanguage).mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderScreen();
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));

    expect(
      await screen.findByText('Votre langue n’a pas pu être enregistrée pour votre prochaine connexion. Veuillez réessayer.', {}, SETTLED),
    ).toBeInTheDocument();
    expect(logged.calls).toHaveLength(1);
    expect(currentLanguage()).toBe('fr');
    expect(useSessionStore.getState().currentUser?.data.language).toBeUndefined();
    // Another try is possible at once.
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Your language was saved.', {}, SETTLED)).toBeInTheDocument();
  });

  it('keeps a stored phone number when the page changed language after the form was filled in', async () => {
    renderScreen();
    expect(screen.getByLabelText('Phone')).toHaveValue('(306) 555-2045');
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await screen.findByText('Votre langue a été enregistrée.', {}, SETTLED);
    await userEvent.click(screen.getByRole('checkbox', { name: 'M’envoyer des textos au sujet de mes commandes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));

    expect(await screen.findByText('Votre profil a été enregistré.', {}, SETTLED)).toBeInTheDocument();
    expect(updateUserProfile).toHaveBeenCalledWith('user-1', expect.objectContaining({ phone: '+13065552045', sms: true }));
    // Filled in again after the save, as French writes the number.
    expect(screen.getByLabelText('Téléphone')).toHaveValue('306 555-2045');
  });
});

describe('ProfileScreen in French', () => {
  it('speaks French, writes the phone number as French does, and words its own checks', async () => {
    await inLanguage('fr', async () => {
      renderScreen();
      expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
      expect(screen.getByText('Vos renseignements')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Dana');
      expect(screen.getByLabelText('Téléphone')).toHaveValue('306 555-2045');
      expect(screen.getByText(/sont envoyés à dana@example\.com\.$/)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
      expect(screen.getByText('Au moins 8 caractères.')).toBeInTheDocument();

      await userEvent.clear(screen.getByLabelText('Téléphone'));
      await userEvent.click(screen.getByRole('checkbox', { name: 'M’envoyer des textos au sujet de mes commandes' }));
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
      expect(await screen.findByText('Un numéro de téléphone est nécessaire pour recevoir des textos.', {}, SETTLED)).toBeInTheDocument();
      expect(updateUserProfile).not.toHaveBeenCalled();
    });
  });

  it('has no accessibility violations in English or in French', async () => {
    document.title = 'Profile | Dealer Portal';
    renderScreen();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await screen.findByText('Votre langue a été enregistrée.', {}, SETTLED);
    document.title = 'Profil | Portail des concessionnaires';
    expect(await axeViolations()).toEqual([]);
  });
});
