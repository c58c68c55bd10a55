import { describe, expect, it } from 'vitest';
import { activateLanguage, translate } from '../../i18n/i18n';
import { recoveryErrorText, signInErrorText } from './errorMessage';

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('sign-in and recovery failures in words', () => {
  it('tells a disabled account so in a sentence, not as an auth error code', () => {
    expect(signInErrorText(translate, authError('auth/user-disabled'))).toBe('This account has been disabled. Please contact your administrator.');
  });

  it("shows any other sign-in attempt's own message in words (spec section 8)", () => {
    expect(signInErrorText(translate, new Error('Firebase: Error (auth/invalid-credential).'))).toBe('The email or password is wrong.');
    expect(signInErrorText(translate, 'Offline')).toBe('Offline');
    expect(signInErrorText(translate, null)).toBe('Something went wrong. Please try again.');
  });

  it('tells recovery that no account uses the address, rather than that a password is wrong', () => {
    expect(recoveryErrorText(translate, authError('auth/user-not-found'))).toBe('No account uses this email address. Check the address and try again.');
    expect(signInErrorText(translate, authError('auth/user-not-found'))).toBe('The email or password is wrong.');
    expect(recoveryErrorText(translate, authError('auth/too-many-requests'))).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('words them in French for a French reader', async () => {
    await activateLanguage('fr');
    try {
      expect(signInErrorText(translate, authError('auth/wrong-password'))).toBe('Le courriel ou le mot de passe est incorrect.');
      expect(recoveryErrorText(translate, authError('auth/user-not-found'))).toBe(
        'Aucun compte n’utilise cette adresse courriel. Vérifiez l’adresse et réessayez.',
      );
      expect(signInErrorText(translate, null)).toBe('Une erreur s’est produite. Veuillez réessayer.');
    } finally {
      await activateLanguage('en');
    }
  });
});
