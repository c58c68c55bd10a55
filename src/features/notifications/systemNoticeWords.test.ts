/** A system notice's subject and opening sentence in the reader's words (src/data/notifications/systemNoticeWords.ts). */
import { describe, expect, it } from 'vitest';
import { SYSTEM_NOTICES } from '../../data/notifications/systemNotices';
import { shownSubject, systemNoticeSentence, systemNoticeSubject } from '../../data/notifications/systemNoticeWords';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';

describe('the notices in the reader’s words', () => {
  const statusChanged = { id: SYSTEM_NOTICES.statusChanged, values: { number: 100044, status: 'drawings out for approval' } };
  const applied = { id: SYSTEM_NOTICES.warrantyApplied, values: { number: 100044, applicant: 'Dana Dealer', company: 'Prairie Shelters' } };

  it('word the subject with the status by its label, in English and in French', async () => {
    expect(systemNoticeSubject(statusChanged, translate)).toBe('Order 100044 is now Drawings Out For Approval');
    await inLanguage('fr', () => {
      expect(systemNoticeSubject(statusChanged, translate)).toBe('Commande 100044\u00a0: nouveau statut «\u00a0Dessins envoyés pour approbation\u00a0»');
    });
  });

  it('word the sentence a notice opens with, and none for a notice its subject says all of', async () => {
    expect(systemNoticeSentence(applied, translate)).toBe('Dana Dealer of Prairie Shelters applied for warranty on order 100044.');
    await inLanguage('fr', () => {
      expect(systemNoticeSentence(applied, translate)).toBe('Dana Dealer (Prairie Shelters) a fait une demande de garantie pour la commande 100044.');
    });
    expect(systemNoticeSentence(statusChanged, translate)).toBeNull();
  });

  it('leave a notice of an unknown id, and free text, to what was stored', () => {
    const later = { id: 'notifications.system.somethingNew', values: { number: 1 } };
    expect(systemNoticeSubject(later, translate)).toBeNull();
    expect(systemNoticeSentence(later, translate)).toBeNull();
    expect(shownSubject({ subject: 'Stored', message: later }, translate)).toBe('Stored');
    expect(shownSubject({ subject: 'Price book updated' }, translate)).toBe('Price book updated');
    expect(shownSubject({ subject: '', message: applied }, translate)).toBe('Warranty request for order 100044');
  });
});
