import { describe, expect, it } from 'vitest';
import { PASSWORD_ERROR_FALLBACK, passwordErrorMessage } from './passwordErrors';

describe('passwordErrorMessage', () => {
  it('explains a wrong current password, whichever code the auth service uses', () => {
    expect(passwordErrorMessage({ code: 'auth/wrong-password' })).toBe('The current password is incorrect.');
    expect(passwordErrorMessage({ code: 'auth/invalid-credential' })).toBe('The current password is incorrect.');
  });

  it('explains throttling, weak passwords and stale sessions', () => {
    expect(passwordErrorMessage({ code: 'auth/too-many-requests' })).toMatch(/Too many attempts/);
    expect(passwordErrorMessage({ code: 'auth/weak-password' })).toMatch(/too weak/);
    expect(passwordErrorMessage({ code: 'auth/requires-recent-login' })).toMatch(/sign in again/);
  });

  it('falls back for anything else', () => {
    expect(passwordErrorMessage(new Error('boom'))).toBe(PASSWORD_ERROR_FALLBACK);
    expect(passwordErrorMessage(null)).toBe(PASSWORD_ERROR_FALLBACK);
  });
});
