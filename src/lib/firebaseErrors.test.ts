import { describe, expect, it } from 'vitest';
import { firebaseErrorCode, firebaseErrorMessage, serverRefusal, serverSentence } from './firebaseErrors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });
/** A callable's refusal as the client SDK hands it over: code, English message, and the details the server sent. */
const refusedCall = (code: string, message: string, details: unknown) => Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('firebaseErrorCode', () => {
  it('reads the code, or the code named in the message when the error lost it', () => {
    expect(firebaseErrorCode(firebaseError('auth/wrong-password'))).toBe('auth/wrong-password');
    expect(firebaseErrorCode(new Error('Firebase: Error (auth/wrong-password).'))).toBe('auth/wrong-password');
    expect(firebaseErrorCode(new Error('Offline'))).toBe('');
  });
});

describe('firebaseErrorMessage', () => {
  it("keeps a server function's own sentence, without the SDK's suffixes", () => {
    expect(firebaseErrorMessage(firebaseError('functions/failed-precondition', 'You cannot disable your own account. [failed-precondition]'))).toBe(
      'You cannot disable your own account.',
    );
    expect(firebaseErrorMessage(firebaseError('functions/not-found', 'That user does not exist. (functions/not-found)'))).toBe(
      'That user does not exist.',
    );
  });

  it('holds no words of its own: an SDK message or a bare code gives the fallback, never a raw Firebase text', () => {
    expect(firebaseErrorMessage(firebaseError('auth/wrong-password'))).toBe('');
    expect(firebaseErrorMessage(firebaseError('auth/some-new-code'), 'The email could not be sent.')).toBe('The email could not be sent.');
    expect(firebaseErrorMessage(firebaseError('functions/unavailable', 'unavailable'), 'fallback')).toBe('fallback');
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
    expect(serverSentence(firebaseError('functions/internal', 'internal'))).toBe('');
    expect(serverSentence('Offline')).toBe('Offline');
    expect(serverSentence(null)).toBe('');
  });
});

describe('serverRefusal', () => {
  it('reads the message id, values and labels a refusal carries in its details, whatever else they hold', () => {
    const error = refusedCall('failed-precondition', "A 'Pending' order cannot move to 'Shipped'.", {
      message: 'errors.server.statusMove',
      values: { from: 'pending', to: 'shipped', ignored: { nested: true } },
      labels: { from: 'reference.status.pending', to: 'reference.status.shipped' },
      reason: 'other-detail',
    });
    expect(serverRefusal(error)).toEqual({
      message: 'errors.server.statusMove',
      values: { from: 'pending', to: 'shipped' },
      labels: { from: 'reference.status.pending', to: 'reference.status.shipped' },
    });
  });

  it("reads through an error that wraps the call's error", () => {
    const call = refusedCall('not-found', 'That user does not exist.', { message: 'errors.server.userNotFound', values: {} });
    expect(serverRefusal(new Error('That user does not exist.', { cause: call }))).toEqual({ message: 'errors.server.userNotFound', values: {} });
  });

  it('finds none in an error without one: no details, details of another kind, or a sentence where the id belongs', () => {
    expect(serverRefusal(firebaseError('auth/wrong-password'))).toBeNull();
    expect(serverRefusal(refusedCall('failed-precondition', 'Stale.', { reason: 'stale-revision' }))).toBeNull();
    expect(serverRefusal(refusedCall('invalid-argument', 'Bad.', { message: 'This field is required.' }))).toBeNull();
    expect(serverRefusal(null)).toBeNull();
    expect(serverRefusal('Offline')).toBeNull();
  });
});
