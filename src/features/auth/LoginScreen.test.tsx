import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../store/session';
import { resetSessionStore } from '../../test/session';
import { signIn } from '../../data/auth/authApi';
import { activateLanguage } from '../../i18n/i18n';
import { axeViolations } from '../../i18n/testing';
import { enterText } from '../../test/typing';
import { INACTIVE_ACCOUNT } from './sessionMessages';
import { renderLoginScreen } from './testing';

vi.mock('../../data/auth/authApi');

const signInMock = vi.mocked(signIn);

/** A promise the test settles by hand, to look at the screen while a call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const user = userEvent.setup();
  renderLoginScreen();
  return {
    user,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    loginButton: screen.getByRole('button', { name: 'Login' }),
  };
}

describe('LoginScreen', () => {
  beforeEach(() => {
    resetSessionStore();
    signInMock.mockReset();
    window.localStorage.clear();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => activateLanguage('en'));
  });

  it('is a card titled Dealer Portal with email, password, Login and the recovery link', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Dealer Portal', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'I forgot my password' })).toBeInTheDocument();
  });

  it('validates on blur with the spec messages', async () => {
    const { user, email, password } = setup();

    await user.click(email);
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));

    await enterText(user, email, 'not-an-email');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('This must be a valid email address.'));

    await user.click(password);
    await user.tab();
    await waitFor(() => expect(password).toHaveAccessibleDescription('This field is required.'));

    await user.clear(email);
    await enterText(user, email, 'dana@example.com');
    await user.tab();
    await waitFor(() => expect(email).not.toHaveAccessibleDescription());
  });

  it('keeps the line under each field, so a message on blur moves nothing below it (the click there is not lost)', async () => {
    const { user, email, password } = setup();
    const lineUnder = (field: HTMLElement) => field.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root');
    expect(lineUnder(email)).toBeInTheDocument();
    expect(lineUnder(password)).toBeInTheDocument();
    expect(email).not.toHaveAccessibleDescription();

    await user.click(email);
    await user.click(password);
    await user.tab();
    await waitFor(() => expect(password).toHaveAccessibleDescription('This field is required.'));
    expect(lineUnder(email)).toHaveTextContent('This field is required.');
    expect(lineUnder(password)).toHaveTextContent('This field is required.');
  });

  it('shows no message before a field is left', async () => {
    const { user, email } = setup();
    await enterText(user, email, 'dana@');
    expect(email).not.toHaveAccessibleDescription();
    expect(screen.queryByText('This must be a valid email address.')).not.toBeInTheDocument();
  });

  it('keeps Login disabled until the form is valid', async () => {
    const { user, email, password, loginButton } = setup();
    expect(loginButton).toBeDisabled();
    await enterText(user, email, 'dana@example.com');
    expect(loginButton).toBeDisabled();
    await enterText(user, password, 'secret');
    expect(loginButton).toBeEnabled();
    await user.clear(email);
    await enterText(user, email, 'dana@example');
    expect(loginButton).toBeDisabled();
  });

  it('shows and hides the password', async () => {
    const { user, password } = setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with the typed credentials and shows a loading state meanwhile', async () => {
    const call = deferred<never>();
    signInMock.mockReturnValue(call.promise);
    const { user, email, password, loginButton } = setup();
    await enterText(user, email, 'dana@example.com');
    await enterText(user, password, 'secret');
    await user.click(loginButton);

    expect(signInMock).toHaveBeenCalledWith('dana@example.com', 'secret');
    expect(loginButton).toBeDisabled();
    expect(within(loginButton).getByRole('progressbar')).toBeInTheDocument();
  });

  it('submits with the Enter key', async () => {
    signInMock.mockReturnValue(new Promise(() => undefined));
    const { user, email, password } = setup();
    await enterText(user, email, 'dana@example.com');
    await enterText(user, password, 'secret');
    await user.keyboard('{Enter}');
    expect(signInMock).toHaveBeenCalledWith('dana@example.com', 'secret');
  });

  it('shows the sign-in error in words in a closable alert and ends the loading state', async () => {
    signInMock.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/wrong-password).'), { code: 'auth/wrong-password' }),
    );
    const { user, email, password, loginButton } = setup();
    await enterText(user, email, 'dana@example.com');
    await enterText(user, password, 'wrong');
    await user.click(loginButton);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is wrong.');
    expect(alert).not.toHaveTextContent(/Firebase|auth\//);
    expect(loginButton).toBeEnabled();

    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why the portal ended a session (e.g. a disabled account) and stops loading', async () => {
    signInMock.mockResolvedValue({} as Awaited<ReturnType<typeof signIn>>);
    const { user, email, password, loginButton } = setup();
    await enterText(user, email, 'dana@example.com');
    await enterText(user, password, 'secret');
    await user.click(loginButton);
    // Signed in with the auth service: still loading while the account is checked.
    expect(within(loginButton).getByRole('progressbar')).toBeInTheDocument();

    act(() => useSessionStore.getState().setAuthError(INACTIVE_ACCOUNT));

    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled.');
    expect(within(loginButton).queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(useSessionStore.getState().authError).toBeNull();
  });

  it('switches to French at once, says so in the page language and remembers the choice', async () => {
    const { user } = setup();
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    const toFrench = screen.getByRole('button', { name: 'Français' });
    expect(toFrench).toHaveAttribute('lang', 'fr-CA');

    await user.click(toFrench);

    expect(await screen.findByRole('heading', { name: 'Portail des concessionnaires', level: 1 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
    expect(window.localStorage.getItem('dealer-portal.language')).toBe('fr');
    expect(screen.getByLabelText('Courriel')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'J’ai oublié mon mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Dealer Portal', level: 1 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(window.localStorage.getItem('dealer-portal.language')).toBe('en');
  });

  it('rewords a validation message already shown when the language changes', async () => {
    const { user, email } = setup();
    await enterText(user, email, 'not-an-email');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('This must be a valid email address.'));

    await user.click(screen.getByRole('button', { name: 'Français' }));

    const frenchEmail = await screen.findByLabelText('Courriel');
    expect(frenchEmail).toHaveAccessibleDescription('Entrez une adresse courriel valide.');
    await user.clear(frenchEmail);
    await user.tab();
    await waitFor(() => expect(frenchEmail).toHaveAccessibleDescription('Ce champ est obligatoire.'));
  });

  it('rewords a sign-in failure and a refused session already shown when the language changes', async () => {
    signInMock.mockRejectedValue(Object.assign(new Error('Firebase: Error (auth/wrong-password).'), { code: 'auth/wrong-password' }));
    const { user, email, password, loginButton } = setup();
    await enterText(user, email, 'dana@example.com');
    await enterText(user, password, 'wrong');
    await user.click(loginButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is wrong.');

    await user.click(screen.getByRole('button', { name: 'Français' }));
    const alert = await screen.findByText('Le courriel ou le mot de passe est incorrect.');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    act(() => useSessionStore.getState().setAuthError(INACTIVE_ACCOUNT));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce compte a été désactivé. Veuillez communiquer avec votre administrateur.');
  });

  it('has no accessibility violations in English or in French', async () => {
    // The title the app gives the page (src/app/title.ts); axe wants one.
    document.title = 'Login | Dealer Portal';
    const { user, email } = setup();
    await user.click(email);
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('heading', { name: 'Portail des concessionnaires' });
    document.title = 'Connexion | Portail des concessionnaires';
    expect(await axeViolations()).toEqual([]);
  });
});
