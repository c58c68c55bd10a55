import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';
import { isRefusal, saveErrorMessage } from './dataErrors';

describe('warranty data errors', () => {
  it('explains refusals, own reasons and connection trouble', () => {
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    expect(saveErrorMessage(translate, denied, 'approve')).toBe('Approving the warranty was refused: you are not allowed to do this.');
    expect(saveErrorMessage(translate, new Error('The photo barn.png was not uploaded. Add it again.'), 'reject')).toBe(
      'Rejecting the warranty failed: The photo barn.png was not uploaded. Add it again.',
    );
    expect(saveErrorMessage(translate, Object.assign(new Error('offline'), { code: 'unavailable' }), 'apply')).toBe(
      'Sending the warranty request failed. Check your connection and try again.',
    );
  });

  it('says who decided first in words, from the decision rather than a sentence', () => {
    const decided = Object.assign(new Error('already-decided (approved)'), { decided: 'approved' });
    expect(saveErrorMessage(translate, decided, 'reject')).toBe('Rejecting the warranty failed: This warranty application was already approved.');
  });

  it("gives the server's reason for a refused application, and words the refusals its code explains", () => {
    const refused = Object.assign(new Error('The install date cannot be in the future.'), { refused: true });
    expect(isRefusal(refused)).toBe(true);
    expect(isRefusal(new Error('The install date cannot be in the future.'))).toBe(false);
    expect(saveErrorMessage(translate, refused, 'apply')).toBe('Sending the warranty request was refused: The install date cannot be in the future.');

    const sentBefore = Object.assign(new Error('This warranty request was already sent.'), { refused: true, code: 'already-exists' });
    expect(saveErrorMessage(translate, sentBefore, 'apply')).toBe('Sending the warranty request was refused: This warranty request was already sent.');
    const notAllowed = Object.assign(new Error('You are not allowed to decide warranty requests.'), { refused: true, code: 'permission-denied' });
    expect(saveErrorMessage(translate, notAllowed, 'approve')).toBe('Approving the warranty was refused: you are not allowed to do this.');
  });

  it('speaks French to a French reader', async () => {
    await inLanguage('fr', () => {
      const decided = Object.assign(new Error('already-decided (rejected)'), { decided: 'rejected' });
      expect(saveErrorMessage(translate, decided, 'approve')).toBe(
        'L’approbation de la garantie a échoué\u00a0: Cette demande de garantie a déjà été refusée.',
      );
      const sentBefore = Object.assign(new Error('This warranty request was already sent.'), { refused: true, code: 'already-exists' });
      expect(saveErrorMessage(translate, sentBefore, 'apply')).toBe(
        'La demande de garantie a été refusée\u00a0: Cette demande de garantie a déjà été envoyée.',
      );
      expect(saveErrorMessage(translate, Object.assign(new Error('offline'), { code: 'unavailable' }), 'reject')).toBe(
        'Le refus de la garantie a échoué. Vérifiez votre connexion et réessayez.',
      );
    });
  });
});
