/** Who gets a notification by text message, and what the text says: each recipient's in their language. */
import type { SmsTarget } from '../../data/smsApi';
import { loadWording } from '../../i18n/loadWording';
import { recipientLanguage, smsWithProduct, type SmsLanguage } from '../../reference/sms';
import type { User } from '../../types/domain';

/** The texts of one language and who they go to. */
export interface SmsGroup {
  language: SmsLanguage;
  targets: SmsTarget[];
}

/**
 * Active users who opted in and have a phone, one text per phone number, grouped by the language their text is
 * written in (English first).
 */
export function smsGroups(users: readonly User[]): SmsGroup[] {
  const phones = new Set<string>();
  const groups: SmsGroup[] = [
    { language: 'en', targets: [] },
    { language: 'fr', targets: [] },
  ];
  for (const user of users) {
    const phone = user.data.phone?.trim() ?? '';
    if (!user.active || !user.data.sms || phone === '' || phones.has(phone)) continue;
    phones.add(phone);
    groups.find((group) => group.language === recipientLanguage(user.data))?.targets.push({ userId: user.id, phone });
  }
  return groups.filter((group) => group.targets.length > 0);
}

/**
 * The product's name in the recipient's language (its 'outbound' words, loaded on demand), then the subject and
 * message the admin wrote.
 */
export async function notificationSmsText(language: SmsLanguage, subject: string, message: string): Promise<string> {
  return smsWithProduct(await loadWording(language, 'outbound'), `${subject.trim()}\n${message.trim()}`);
}
