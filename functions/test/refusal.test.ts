/**
 * How the callables refuse (src/refusal.ts): the refusal by message id in the error's details, for the caller's
 * screen to word in its reader's language, and the same in English in its message, worded from the app's English
 * catalogues as the screens word them.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/i18n';
import { REFUSALS } from '../../src/lib/schemas/refusals.js';
import { english } from '../src/english.js';
import { englishRefusal, refusal, refused } from '../src/refusal.js';

describe('the English of a refusal', () => {
  it('has English words for every refusal the server makes, as the screens word them', () => {
    const unworded = Object.values(REFUSALS).filter((id) => english(id) === id);
    expect(unworded).toEqual([]);
    for (const [id, values] of [
      [REFUSALS.invitationResend, { interval: 5, minutes: 1 }],
      [REFUSALS.notAllowed, { action: 'decideChangeRequests' }],
      ['orders.form.error.tooManyOfPart', { max: 100_000 }],
      ['validation.required', {}],
    ] as const) {
      expect(english(id, values)).toBe(translate(id, values));
    }
    expect(english(REFUSALS.notAllowed, { action: 'somethingNew' })).toBe('You are not allowed to do this.');
  });

  it('words the labels among its arguments first, and reads an unknown id as itself', () => {
    expect(englishRefusal({ message: REFUSALS.statusMove, labels: { from: 'reference.status.pending', to: 'reference.status.shipped' } })).toBe(
      "A 'Pending' order cannot move to 'Shipped'.",
    );
    expect(englishRefusal({ message: REFUSALS.fieldProblem, labels: { field: 'companies.form.name', problem: 'validation.required' } })).toBe(
      'Dealer Name: This field is required.',
    );
    expect(english('errors.server.noSuchMessage')).toBe('errors.server.noSuchMessage');
  });
});

describe('a refusal', () => {
  it('carries its id, values and labels in its details, beside details of its own, and says it in English', () => {
    const error = refusal(
      'failed-precondition',
      { message: REFUSALS.statusMove, values: { from: 'pending', to: 'shipped' }, labels: { from: 'reference.status.pending', to: 'reference.status.shipped' } },
      { reason: 'example' },
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe("A 'Pending' order cannot move to 'Shipped'.");
    expect(error.details).toEqual({
      reason: 'example',
      message: 'errors.server.statusMove',
      values: { from: 'pending', to: 'shipped' },
      labels: { from: 'reference.status.pending', to: 'reference.status.shipped' },
    });
  });

  it('sends values even when it has none, and may say more in English for the logs', () => {
    expect(refused('not-found', REFUSALS.userNotFound).details).toEqual({ message: 'errors.server.userNotFound', values: {} });
    const error = refusal('invalid-argument', { message: 'validation.required' }, { path: 'notes' }, 'notes: This field is required.');
    expect([error.message, error.details]).toEqual(['notes: This field is required.', { path: 'notes', message: 'validation.required', values: {} }]);
  });
});
