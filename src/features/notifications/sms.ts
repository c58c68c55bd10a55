/** Who gets a notification by text message, and what the text says. */
import { PRODUCT_NAME } from '../../reference/app';
import type { SmsTarget } from '../../data/smsApi';
import type { User } from '../../types/domain';

/** Active users who opted in and have a phone; one text per phone number. */
export function smsTargets(users: readonly User[]): SmsTarget[] {
  const phones = new Set<string>();
  const targets: SmsTarget[] = [];
  for (const user of users) {
    const phone = user.data.phone?.trim() ?? '';
    if (!user.active || !user.data.sms || phone === '' || phones.has(phone)) continue;
    phones.add(phone);
    targets.push({ userId: user.id, phone });
  }
  return targets;
}

export function notificationSmsText(subject: string, message: string): string {
  return `${PRODUCT_NAME}: ${subject.trim()}\n${message.trim()}`;
}
