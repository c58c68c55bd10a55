import { describe, expect, it } from 'vitest';
import { isRefusal, saveErrorMessage } from './dataErrors';

describe('warranty data errors', () => {
  it('explains refusals, own reasons and connection trouble', () => {
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    expect(saveErrorMessage(denied, 'Approving the warranty')).toBe('Approving the warranty was refused: you are not allowed to do this.');
    expect(saveErrorMessage(new Error('This warranty application was already approved.'), 'Rejecting the warranty')).toBe(
      'Rejecting the warranty failed: This warranty application was already approved.',
    );
    expect(saveErrorMessage(Object.assign(new Error('offline'), { code: 'unavailable' }), 'Sending the warranty request')).toBe(
      'Sending the warranty request failed. Check your connection and try again.',
    );
  });

  it("gives the server's reason for a refused application", () => {
    const refused = Object.assign(new Error('The install date cannot be in the future.'), { refused: true });
    expect(isRefusal(refused)).toBe(true);
    expect(isRefusal(new Error('The install date cannot be in the future.'))).toBe(false);
    expect(saveErrorMessage(refused, 'Sending the warranty request')).toBe(
      'Sending the warranty request was refused: The install date cannot be in the future.',
    );
  });
});
