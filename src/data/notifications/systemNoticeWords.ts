/**
 * A system notice (systemNotices.ts) in the reader's words: its subject and, for a decision or a warranty
 * request, the sentence its body opens with. Takes the message reader (useT() in a component, translate()
 * elsewhere), as the reference labels do, so this stays free of React and of the i18n runtime. A notice of an id
 * this portal does not know (sent by a newer one) has no words here: it shows what was stored beside it.
 */
import { orderStatusText } from '../../reference/labels/orders';
import type { OrderStatus } from '../../reference/orders';
import type { NotificationData } from '../../types/domain';
import { SYSTEM_NOTICES, type SystemMessage, type SystemNoticeId } from './systemNotices';

/** Reads a catalogue message in the active language with its values. */
export type WordMessage = (id: string, values?: Record<string, string | number>) => string;

const KNOWN = new Set<string>(Object.values(SYSTEM_NOTICES));

/** The sentence a notice's body opens with, where its subject alone does not say it all. */
const SENTENCES: Partial<Record<SystemNoticeId, string>> = {
  [SYSTEM_NOTICES.changeApproved]: 'notifications.system.changeApproved.message',
  [SYSTEM_NOTICES.changeRejected]: 'notifications.system.changeRejected.message',
  [SYSTEM_NOTICES.warrantyApplied]: 'notifications.system.warrantyApplied.message',
  [SYSTEM_NOTICES.warrantyApproved]: 'notifications.system.warrantyApproved.message',
  [SYSTEM_NOTICES.warrantyRejected]: 'notifications.system.warrantyRejected.message',
};

export function isKnownSystemNotice(message: SystemMessage | undefined): message is SystemMessage & { id: SystemNoticeId } {
  return message !== undefined && KNOWN.has(message.id);
}

/** The values as the reader reads them: a status by its label. */
function wordedValues(values: SystemMessage['values'], t: WordMessage): Record<string, string | number> {
  const { status } = values;
  return typeof status === 'string' ? { ...values, status: orderStatusText(status as OrderStatus, t) } : values;
}

/** 'Order 100044 is now Drawings Stamped', 'Commande 100044 : nouveau statut « Dessins scellés »'; null for an unknown id. */
export function systemNoticeSubject(message: SystemMessage | undefined, t: WordMessage): string | null {
  return isKnownSystemNotice(message) ? t(message.id, wordedValues(message.values, t)) : null;
}

/** The sentence the body opens with; null for a notice that has none, or of an unknown id. */
export function systemNoticeSentence(message: SystemMessage | undefined, t: WordMessage): string | null {
  const sentence = isKnownSystemNotice(message) ? SENTENCES[message.id] : undefined;
  return sentence && message ? t(sentence, wordedValues(message.values, t)) : null;
}

/** The subject the reader is shown: a system notice's in their words, else what was written. */
export function shownSubject(data: Pick<NotificationData, 'subject' | 'message'>, t: WordMessage): string {
  return systemNoticeSubject(data.message, t) ?? data.subject;
}
