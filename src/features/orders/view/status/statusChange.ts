/**
 * The pure half of an admin's status change: where the order may go, what the form accepts, who gets a text
 * message and what it says, and how the outcome reads. StatusChangeDialog draws it; statusChangeFlow writes it.
 * What the admin reads is worded by `t` in their language; the form's messages are message ids, worded where shown.
 */
import * as z from 'zod/mini';
import type { Translate } from '../../../../i18n/i18n';
import { loadedWording, loadWording } from '../../../../i18n/loadWording';
import { orderStatusText } from '../../../../reference/labels/orders';
import { nextStatuses, soNumberRequired, type OrderStatus } from '../../../../reference/orders';
import { recipientLanguage, statusChangeSms, type SmsLanguage } from '../../../../reference/sms';
import type { User } from '../../../../types/domain';
import type { Order } from '../../../../types/orders';

export const SO_NUMBER_MAX_LENGTH = 40;
export const STATUS_NOTE_MAX_LENGTH = 1000;
export const SO_NUMBER_REQUIRED_MESSAGE = 'orders.status.soNumberRequired';

export interface StatusOption {
  value: OrderStatus;
  label: string;
}

/** Every status the order may move to, the next one first (the dialog's default), 'cancelled' last. */
export function statusOptions(from: OrderStatus, t: Translate): StatusOption[] {
  return nextStatuses(from).map((status) => ({ value: status, label: orderStatusText(status, t) }));
}

export interface StatusChangeValues {
  to: string;
  soNumber: string;
  note: string;
  /** User ids of the ticked text-message recipients. */
  smsRecipients: string[];
}

export function statusChangeSchema(from: OrderStatus) {
  const allowed = nextStatuses(from) as string[];
  return z
    .object({
      to: z.string().check(z.refine((value) => allowed.includes(value), 'orders.status.chooseStatus')),
      // The fields give the limits their messages name ({max}).
      soNumber: z.string().check(z.trim(), z.maxLength(SO_NUMBER_MAX_LENGTH, 'orders.status.tooLong')),
      note: z.string().check(z.trim(), z.maxLength(STATUS_NOTE_MAX_LENGTH, 'orders.status.tooLong')),
      smsRecipients: z.array(z.string()),
    })
    .check(
      z.superRefine((values, context) => {
        if (allowed.includes(values.to) && soNumberRequired(values.to as OrderStatus) && values.soNumber === '') {
          context.addIssue({ code: 'custom', path: ['soNumber'], message: SO_NUMBER_REQUIRED_MESSAGE });
        }
      }),
    );
}

export function initialStatusChangeValues(order: Pick<Order, 'status' | 'soNumber'>, recipients: readonly SmsRecipient[]): StatusChangeValues {
  return {
    to: nextStatuses(order.status)[0] ?? '',
    soNumber: order.soNumber ?? '',
    note: '',
    smsRecipients: recipients.map((recipient) => recipient.userId),
  };
}

export interface SmsRecipient {
  userId: string;
  name: string;
  phone: string;
  /** The language they read the portal in: their text is written in it. */
  language: SmsLanguage;
}

export interface SmsTarget {
  userId: string;
  phone: string;
  language: SmsLanguage;
}

/** The company's active users who opted in to text messages and have a phone, by name. */
export function smsRecipientsOf(users: readonly User[]): SmsRecipient[] {
  return users
    .filter((user) => user.active && user.data.sms && (user.data.phone ?? '').trim() !== '')
    .map((user) => ({
      userId: user.id,
      name: `${user.data.firstname} ${user.data.lastname}`.trim(),
      phone: user.data.phone.trim(),
      language: recipientLanguage(user.data),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Ticked recipients, one text per phone number (two people may share a phone). */
export function smsTargetsOf(recipients: readonly SmsRecipient[], ticked: readonly string[]): SmsTarget[] {
  const phones = new Set<string>();
  const targets: SmsTarget[] = [];
  for (const { userId, phone, language } of recipients) {
    if (!ticked.includes(userId) || phones.has(phone)) continue;
    phones.add(phone);
    targets.push({ userId, phone, language });
  }
  return targets;
}

/** The languages texts go out in to the ticked recipients, English first; none when nobody is ticked. */
export function smsLanguagesOf(recipients: readonly SmsRecipient[], ticked: readonly string[]): SmsLanguage[] {
  const languages = new Set(smsTargetsOf(recipients, ticked).map((target) => target.language));
  return (['en', 'fr'] as const).filter((language) => languages.has(language));
}

/**
 * Loads the words of the texts (the catalogue's 'outbound' messages) in every language the recipients read, so their
 * texts can be previewed and sent: the dialog shows its form once they are in.
 */
export async function loadSmsWords(recipients: readonly SmsRecipient[]): Promise<void> {
  const languages = new Set(recipients.map((recipient) => recipient.language));
  await Promise.all([...languages].map((language) => loadWording(language, 'outbound')));
}

/**
 * Spec section 9 in the recipient's language, the status as the spec writes statuses ('order received'). An order
 * cancelled before it was received has no SO number; its text names the order number instead. The language's
 * words are loaded first (loadSmsWords).
 */
export function statusSmsText(soNumber: string | null, orderNumber: number, to: OrderStatus, language: SmsLanguage): string {
  return statusChangeSms(loadedWording(language, 'outbound'), soNumber || String(orderNumber), to);
}

/**
 * The text message as it would go out in a language: with the SO number being typed, else the one kept on the
 * order. Without either, a status that needs one cannot be saved yet, and any other names the order number, which
 * is said (in the admin's language, `t`).
 */
export function smsPreview(
  typed: string,
  order: Pick<Order, 'number' | 'soNumber'>,
  to: OrderStatus,
  language: SmsLanguage,
  t: Translate,
): string {
  const soNumber = typed.trim() || order.soNumber;
  if (soNumber) return statusSmsText(soNumber, order.number, to, language);
  if (soNumberRequired(to)) return t('orders.status.preview.noSoNumberYet');
  return t('orders.status.preview.namesOrder', { number: String(order.number), text: statusSmsText(null, order.number, to, language) });
}

export interface StatusChangeOutcome {
  notified: boolean;
  sms: { sent: number; failed: number };
}

/**
 * The toast that takes over from 'Status changed' once the company has been told: success only when everyone who
 * should hear of it did; null when there is nothing to add. 'Status changed; 1 text message sent, 2 text messages
 * failed; the in-app notification could not be sent', each part a message of its own.
 */
export function outcomeMessage({ notified, sms }: StatusChangeOutcome, t: Translate): { message: string; variant: 'success' | 'warning' } | null {
  if (notified && sms.sent === 0 && sms.failed === 0) return null;
  let message = t('orders.status.changed');
  if (sms.sent > 0 || sms.failed > 0) message += `; ${t('orders.status.outcome.sent', { count: sms.sent })}`;
  if (sms.failed > 0) message += `, ${t('orders.status.outcome.failed', { count: sms.failed })}`;
  if (!notified) message += `; ${t('orders.status.outcome.notNotified')}`;
  return { message, variant: sms.failed > 0 || !notified ? 'warning' : 'success' };
}
