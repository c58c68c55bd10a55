import { describe, expect, it } from 'vitest';
import { firebaseErrorId, firebaseErrorText, refusalText, serverRefusalText } from './errors';
import { translate } from './i18n';
import { inLanguage } from './testing';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });
/**
 * A callable's refusal as the client SDK hands it over: its code, the server's English sentence (with the SDK's
 * status suffix), and the details the server sent (functions/src/refusal.ts).
 */
const refusedCall = (code: string, english: string, details: Record<string, unknown>) =>
  Object.assign(new Error(`${english} [400]`), { code: `functions/${code}`, details });

const statusMove = refusedCall('failed-precondition', "A 'Pending' order cannot move to 'Shipped'.", {
  message: 'errors.server.statusMove',
  values: { from: 'pending', to: 'shipped' },
  labels: { from: 'reference.status.pending', to: 'reference.status.shipped' },
});
const dealerNameTooLong = refusedCall('invalid-argument', 'Dealer Name: At most 60 characters.', {
  message: 'errors.server.fieldProblem',
  values: {},
  labels: { field: 'companies.form.name', problem: 'companies.validation.nameTooLong' },
});
const resend = (minutes: number) =>
  refusedCall('resource-exhausted', 'This invitation was sent less than 5 minutes ago.', {
    message: 'errors.server.invitationResend',
    values: { interval: 5, minutes },
    retryAfterMinutes: minutes,
  });

describe('a server refusal in the reader’s language', () => {
  it('is worded in English from its id, values and labels, as the server words it for its logs', () => {
    expect(firebaseErrorText(translate, statusMove)).toBe("A 'Pending' order cannot move to 'Shipped'.");
    expect(firebaseErrorText(translate, dealerNameTooLong)).toBe('Dealer Name: At most 60 characters.');
    expect(serverRefusalText(translate, resend(1))).toBe('This invitation was sent less than 5 minutes ago. It can be sent again in 1 minute.');
  });

  // French puts a no-break space (U+00A0) before a colon and inside guillemets.
  it('is worded in French, labels and plurals included, never in the English the server sent', async () => {
    await inLanguage('fr', () => {
      expect(firebaseErrorText(translate, statusMove)).toBe('Une commande «\u00a0En attente\u00a0» ne peut pas passer à «\u00a0Expédiée\u00a0».');
      expect(firebaseErrorText(translate, dealerNameTooLong)).toBe('Nom du concessionnaire\u00a0: 60 caractères au maximum.');
      expect(serverRefusalText(translate, resend(1))).toBe(
        'Cette invitation a été envoyée il y a moins de 5 minutes. Elle pourra être envoyée de nouveau dans 1 minute.',
      );
      expect(serverRefusalText(translate, resend(4))).toMatch(/dans 4 minutes\.$/);
      expect(refusalText(translate, { message: 'validation.numberGrouped' })).toBe(
        'Entrez le nombre sans espace ni séparateur de milliers, p. ex. 1100 ou 12,5.',
      );
    });
  });

  it("shows the sentence of a server that sends no id as it came, and the generic failure for an SDK's own text", async () => {
    const older = Object.assign(new Error('That user does not exist. [404]'), { code: 'functions/not-found' });
    await inLanguage('fr', () => {
      expect(firebaseErrorText(translate, older)).toBe('That user does not exist.');
      expect(firebaseErrorText(translate, firebaseError('functions/internal', 'internal'))).toBe('Une erreur s’est produite. Veuillez réessayer.');
    });
    expect(serverRefusalText(translate, firebaseError('auth/some-new-code'))).toBe('');
  });
});

describe('a known Firebase code', () => {
  it('is worded from the errors catalogue, in the reader’s language, before anything the error carries', async () => {
    expect(firebaseErrorId(firebaseError('auth/wrong-password'))).toBe('errors.signInWrong');
    expect(firebaseErrorText(translate, firebaseError('auth/wrong-password'))).toBe('The email or password is wrong.');
    expect(firebaseErrorText(translate, new Error('Firebase: Error (auth/too-many-requests).'))).toMatch(/^Too many attempts/);
    await inLanguage('fr', () => {
      expect(firebaseErrorText(translate, firebaseError('auth/wrong-password'))).toBe('Le courriel ou le mot de passe est incorrect.');
      expect(firebaseErrorText(translate, firebaseError('functions/unavailable', 'unavailable'))).toBe(
        'Le réseau n’est pas disponible. Vérifiez votre connexion et réessayez.',
      );
    });
    expect(firebaseErrorText(translate, firebaseError('storage/unauthorized', 'Firebase Storage: User does not have permission.'))).toBe(
      'You are not allowed to add files here.',
    );
    expect(firebaseErrorId(firebaseError('auth/some-new-code'))).toBeNull();
  });
});
