import { describe, expect, it } from 'vitest';
import { errorsByPath } from '../../test/schemaErrors';
import { PASSWORDS_DIFFER_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, REQUIRED_MESSAGE } from '../../reference/validation';
import { PASSWORD_UNCHANGED, changePasswordSchema } from './passwordSchema';

const valid = { currentPassword: 'old-secret', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' };

const errorsOf = (input: unknown) => errorsByPath(changePasswordSchema, input);

describe('changePasswordSchema', () => {
  it('accepts a valid change', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(errorsOf({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: REQUIRED_MESSAGE,
      newPassword: REQUIRED_MESSAGE,
      confirmPassword: REQUIRED_MESSAGE,
    });
  });

  it('needs at least 8 characters', () => {
    expect(errorsOf({ ...valid, newPassword: 'short12', confirmPassword: 'short12' })).toEqual({
      newPassword: PASSWORD_TOO_SHORT_MESSAGE,
    });
    expect(errorsOf({ ...valid, newPassword: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('needs a matching confirmation', () => {
    expect(errorsOf({ ...valid, confirmPassword: 'new-secret-2' })).toEqual({
      confirmPassword: PASSWORDS_DIFFER_MESSAGE,
    });
  });

  it('rejects reusing the current password', () => {
    expect(errorsOf({ currentPassword: 'same-pass', newPassword: 'same-pass', confirmPassword: 'same-pass' })).toEqual({
      newPassword: PASSWORD_UNCHANGED,
    });
  });
});
