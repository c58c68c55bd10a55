import { describe, expect, it } from 'vitest';
import { isWellFormedInviteId } from './inviteId';

describe('isWellFormedInviteId', () => {
  it('accepts Firestore auto ids', () => {
    expect(isWellFormedInviteId('Xy7Qk2LmN0pRsTuVwZ12')).toBe(true);
  });

  it('rejects ids that cannot be a document id of ours', () => {
    expect(isWellFormedInviteId(undefined)).toBe(false);
    expect(isWellFormedInviteId('')).toBe(false);
    expect(isWellFormedInviteId('..')).toBe(false);
    expect(isWellFormedInviteId('__reserved__')).toBe(false);
    expect(isWellFormedInviteId('a b')).toBe(false);
    expect(isWellFormedInviteId('x'.repeat(129))).toBe(false);
  });
});
