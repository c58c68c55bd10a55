import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';
import { saveErrorMessage } from './dataErrors';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('saveErrorMessage', () => {
  it("gives the server's reason for refusing the dealer", () => {
    const refusal = Object.assign(new Error('Dealer Name: At most 60 characters.'), { refused: true });
    expect(saveErrorMessage(translate, refusal, 'add')).toBe('Adding the dealer was refused: Dealer Name: At most 60 characters.');
  });

  it('says the caller may not, whether the rules or the server function refused', () => {
    expect(saveErrorMessage(translate, coded('permission-denied'), 'profile')).toBe(
      'Saving the dealer profile was refused: you are not allowed to do this.',
    );
    expect(saveErrorMessage(translate, coded('functions/permission-denied', 'You are not allowed to add or edit dealers.'), 'save')).toBe(
      'Saving the dealer was refused: you are not allowed to do this.',
    );
  });

  it('explains a known Firebase problem, and otherwise points at the connection', () => {
    expect(saveErrorMessage(translate, coded('functions/unauthenticated'), 'save')).toBe(
      'Saving the dealer failed. Your session has expired. Please sign in again.',
    );
    expect(saveErrorMessage(translate, coded('functions/internal', 'internal'), 'save')).toBe(
      'Saving the dealer failed. Check your connection and try again.',
    );
    expect(saveErrorMessage(translate, new Error('offline'), 'save')).toBe('Saving the dealer failed. Check your connection and try again.');
  });

  it('reads in French', async () => {
    await inLanguage('fr', () => {
      expect(saveErrorMessage(translate, coded('permission-denied'), 'profile')).toBe(
        'L’enregistrement du profil du concessionnaire a été refusé\u00a0: vous n’avez pas l’autorisation de le faire.',
      );
      expect(saveErrorMessage(translate, new Error('offline'), 'add')).toBe(
        'L’ajout du concessionnaire a échoué. Vérifiez votre connexion et réessayez.',
      );
    });
  });
});
