import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorMessage';
import { INACTIVE_ACCOUNT_MESSAGE } from './resolveSession';

describe('errorMessage', () => {
  it('tells a disabled account so in a sentence, not as an auth error code', () => {
    const error = Object.assign(new Error('Firebase: Error (auth/user-disabled).'), { code: 'auth/user-disabled' });
    expect(errorMessage(error)).toBe(INACTIVE_ACCOUNT_MESSAGE);
  });

  it("shows any other sign-in attempt's own message in words (spec section 8)", () => {
    expect(errorMessage(new Error('Firebase: Error (auth/invalid-credential).'))).toBe('The email or password is wrong.');
    expect(errorMessage('Offline')).toBe('Offline');
    expect(errorMessage(null)).toBe('Something went wrong. Please try again.');
  });
});
