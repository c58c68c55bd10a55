import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';
import { passwordErrorMessage } from './passwordErrors';

const messageOf = (error: unknown) => passwordErrorMessage(translate, error);

describe('passwordErrorMessage', () => {
  it('explains a wrong current password, whichever code the auth service uses', () => {
    expect(messageOf({ code: 'auth/wrong-password' })).toBe('The current password is incorrect.');
    expect(messageOf({ code: 'auth/invalid-credential' })).toBe('The current password is incorrect.');
  });

  it('explains throttling, weak passwords and stale sessions', () => {
    expect(messageOf({ code: 'auth/too-many-requests' })).toMatch(/Too many attempts/);
    expect(messageOf({ code: 'auth/weak-password' })).toMatch(/too weak/);
    expect(messageOf({ code: 'auth/requires-recent-login' })).toMatch(/sign in again/);
  });

  it('falls back for anything else', () => {
    expect(messageOf(new Error('boom'))).toBe('Your password could not be changed. Please try again.');
    expect(messageOf(null)).toBe('Your password could not be changed. Please try again.');
  });

  it('speaks French to a French reader, the shared Firebase messages included', async () => {
    await inLanguage('fr', () => {
      expect(messageOf({ code: 'auth/wrong-password' })).toBe('Le mot de passe actuel est incorrect.');
      expect(messageOf({ code: 'auth/too-many-requests' })).toMatch(/^Trop de tentatives/);
      expect(messageOf(null)).toBe('Votre mot de passe n’a pas pu être changé. Veuillez réessayer.');
    });
  });
});
