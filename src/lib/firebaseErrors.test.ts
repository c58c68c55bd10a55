import { describe, expect, it } from 'vitest';
import { firebaseErrorCode, firebaseErrorMessage, serverSentence } from './firebaseErrors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('firebaseErrorMessage', () => {
  it('puts a failed sign-in in words, never the SDK text', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential', 'auth/user-not-found']) {
      expect(firebaseErrorMessage(firebaseError(code))).toBe('The email or password is wrong.');
    }
    expect(firebaseErrorMessage(firebaseError('auth/too-many-requests'))).toMatch(/^Too many attempts/);
    expect(firebaseErrorMessage(firebaseError('auth/network-request-failed'))).toMatch(/network is unavailable/);
  });

  it('reads the code from the message when the error lost its code', () => {
    expect(firebaseErrorCode(new Error('Firebase: Error (auth/wrong-password).'))).toBe('auth/wrong-password');
    expect(firebaseErrorMessage(new Error('Firebase: Error (auth/wrong-password).'))).toBe('The email or password is wrong.');
  });

  it('puts upload errors in words', () => {
    expect(firebaseErrorMessage(firebaseError('storage/unauthorized', 'Firebase Storage: User does not have permission.'))).toBe(
      'You are not allowed to add files here.',
    );
  });

  it("keeps a server function's own sentence, without the SDK's suffixes", () => {
    expect(firebaseErrorMessage(firebaseError('functions/failed-precondition', 'You cannot disable your own account. [failed-precondition]'))).toBe(
      'You cannot disable your own account.',
    );
    expect(firebaseErrorMessage(firebaseError('functions/not-found', 'That user does not exist. (functions/not-found)'))).toBe(
      'That user does not exist.',
    );
  });

  it('never shows an unknown raw Firebase message', () => {
    expect(firebaseErrorMessage(firebaseError('auth/some-new-code'))).toBe('Something went wrong. Please try again.');
    expect(firebaseErrorMessage(firebaseError('auth/some-new-code'), 'The email could not be sent.')).toBe('The email could not be sent.');
    expect(firebaseErrorMessage('Offline')).toBe('Offline');
  });
});

describe('serverSentence', () => {
  it("gives a server function's own sentence without the SDK's suffixes, and nothing for an SDK's own message", () => {
    expect(serverSentence(firebaseError('functions/failed-precondition', 'This invitation has already been used. [failed-precondition]'))).toBe(
      'This invitation has already been used.',
    );
    expect(serverSentence(firebaseError('auth/wrong-password'))).toBe('');
    expect(serverSentence(firebaseError('functions/internal', 'functions/internal'))).toBe('');
    expect(serverSentence('Offline')).toBe('Offline');
    expect(serverSentence(null)).toBe('');
  });
});
