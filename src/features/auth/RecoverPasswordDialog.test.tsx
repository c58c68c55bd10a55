import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../test/session';
import { sendRecoveryEmail } from '../../data/auth/authApi';
import { axeViolations, inLanguage } from '../../i18n/testing';
import LoginScreen from './LoginScreen';
import { renderLoginScreen } from './testing';
import { enterText } from '../../test/typing';
import { expectConsoleError } from '../../test/consoleErrors';

vi.mock('../../data/auth/authApi');

const sendMock = vi.mocked(sendRecoveryEmail);

async function openDialog() {
  const user = userEvent.setup();
  render(<LoginScreen />);
  await user.click(screen.getByRole('button', { name: 'I forgot my password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recover Password' }, { timeout: 5_000 });
  return { user, dialog };
}

describe('Recover Password dialog', () => {
  // The login screen loads the dialog on demand; loaded once here, every test opens it without waiting for the chunk.
  beforeAll(() => import('./RecoverPasswordDialog'));
  beforeEach(() => {
    resetSessionStore();
    sendMock.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens from the login screen, at most 50rem wide', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    const paper = dialog.closest('.MuiDialog-paper') ?? dialog;
    expect(getComputedStyle(paper).maxWidth).toBe('50rem');
  });

  it('enables sending only for something that looks like an email, with the message on blur', async () => {
    const { user, dialog } = await openDialog();
    const send = within(dialog).getByRole('button', { name: 'send password recovery email' });
    expect(send).toBeDisabled();

    const email = within(dialog).getByLabelText('Email');
    await enterText(user, email, 'dana');
    await user.tab();
    expect(await within(dialog).findByText('This must be a valid email address.')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await enterText(user, email, '@example.com');
    expect(send).toBeEnabled();
  });

  it('goes from the form to sending to the success view', async () => {
    let finish!: () => void;
    sendMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await openDialog();
    await enterText(user, within(dialog).getByLabelText('Email'), 'dana@example.com');
    const send = within(dialog).getByRole('button', { name: 'send password recovery email' });
    await user.click(send);

    expect(sendMock).toHaveBeenCalledWith('dana@example.com');
    expect(send).toBeDisabled();
    expect(within(send).getByRole('progressbar')).toBeInTheDocument();

    finish();
    expect(await within(dialog).findByText('Password recovery email sent.')).toBeInTheDocument();
    expect(within(dialog).getByText('check_circle')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('shows a failure in words in an error alert and logs it', async () => {
    const failure = Object.assign(new Error('Firebase: Error (auth/user-not-found).'), { code: 'auth/user-not-found' });
    sendMock.mockRejectedValue(failure);
    const logged = expectConsoleError('Password recovery email failed');
    const { user, dialog } = await openDialog();
    await enterText(user, within(dialog).getByLabelText('Email'), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'send password recovery email' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No account uses this email address. Check the address and try again.');
    expect(alert).not.toHaveTextContent(/Firebase|auth\//);
    expect(logged.calls).toEqual([['Password recovery email failed', failure]]);
    expect(within(dialog).getByRole('button', { name: 'send password recovery email' })).toBeEnabled();
  });

  it('clears the success view when closed', async () => {
    sendMock.mockResolvedValue();
    const { user, dialog } = await openDialog();
    await enterText(user, within(dialog).getByLabelText('Email'), 'dana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'send password recovery email' }));
    await within(dialog).findByText('Password recovery email sent.');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'I forgot my password' }));
    const reopened = await screen.findByRole('dialog', { name: 'Recover Password' });
    expect(within(reopened).queryByText('Password recovery email sent.')).not.toBeInTheDocument();
    expect(within(reopened).getByLabelText('Email')).toBeInTheDocument();
  });

  it('clears the error when closed', async () => {
    sendMock.mockRejectedValue(new Error('Network down'));
    expectConsoleError('Password recovery email failed');
    const { user, dialog } = await openDialog();
    await enterText(user, within(dialog).getByLabelText('Email'), 'dana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'send password recovery email' }));
    await within(dialog).findByRole('alert');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'I forgot my password' }));
    const reopened = await screen.findByRole('dialog', { name: 'Recover Password' });
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    await openDialog();
    document.title = 'Login | Dealer Portal';
    expect(await axeViolations()).toEqual([]);
  });

  it('reads in French, validation and outcome included, with no accessibility violations', async () => {
    sendMock.mockResolvedValue();
    await inLanguage('fr', async () => {
      const user = userEvent.setup();
      renderLoginScreen();
      await user.click(screen.getByRole('button', { name: 'J’ai oublié mon mot de passe' }));
      const french = await screen.findByRole('dialog', { name: 'Récupérer le mot de passe' }, { timeout: 5_000 });
      expect(within(french).getByText(/Entrez l’adresse courriel de votre compte/)).toBeInTheDocument();
      await enterText(user, within(french).getByLabelText('Courriel'), 'dana');
      await user.tab();
      expect(await within(french).findByText('Entrez une adresse courriel valide.')).toBeInTheDocument();
      document.title = 'Connexion | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);

      await enterText(user, within(french).getByLabelText('Courriel'), '@example.com');
      await user.click(within(french).getByRole('button', { name: 'Envoyer le courriel de récupération' }));
      expect(await within(french).findByText('Le courriel de récupération du mot de passe a été envoyé.')).toBeInTheDocument();
      expect(within(french).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    });
  });
});
