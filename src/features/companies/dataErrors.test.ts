import { describe, expect, it } from 'vitest';
import { saveErrorMessage } from './dataErrors';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('saveErrorMessage', () => {
  it("gives the server's reason for refusing the dealer", () => {
    const refusal = Object.assign(new Error('Dealer Name: At most 60 characters.'), { refused: true });
    expect(saveErrorMessage(refusal, 'Adding the dealer')).toBe('Adding the dealer was refused: Dealer Name: At most 60 characters.');
  });

  it('says the caller may not, whether the rules or the server function refused', () => {
    expect(saveErrorMessage(coded('permission-denied'), 'Saving the dealer profile')).toBe(
      'Saving the dealer profile was refused: you are not allowed to do this.',
    );
    expect(saveErrorMessage(coded('functions/permission-denied', 'You are not allowed to add or edit dealers.'), 'Saving the dealer')).toBe(
      'Saving the dealer was refused: you are not allowed to do this.',
    );
  });

  it('explains a known Firebase problem, and otherwise points at the connection', () => {
    expect(saveErrorMessage(coded('functions/unauthenticated'), 'Saving the dealer')).toBe(
      'Saving the dealer failed. Your session has expired. Please sign in again.',
    );
    expect(saveErrorMessage(coded('functions/internal', 'internal'), 'Saving the dealer')).toBe(
      'Saving the dealer failed. Check your connection and try again.',
    );
    expect(saveErrorMessage(new Error('offline'), 'Saving the dealer')).toBe('Saving the dealer failed. Check your connection and try again.');
  });
});
