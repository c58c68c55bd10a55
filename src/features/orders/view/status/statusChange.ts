/**
 * The pure half of an admin's status change: where the order may go, what the form accepts, who gets a text
 * message and what it says, and how the outcome reads. StatusChangeDialog draws it; statusChangeFlow writes it.
 */
import * as z from 'zod/mini';
import { PRODUCT_NAME } from '../../../../reference/app';
import { nextStatuses, orderStatusLabel, soNumberRequired, type OrderStatus } from '../../../../reference/orders';
import { statusChangeSmsText } from '../../../../reference/sms';
import type { User } from '../../../../types/domain';
import type { Order } from '../../../../types/orders';

export const SO_NUMBER_MAX_LENGTH = 40;
export const STATUS_NOTE_MAX_LENGTH = 1000;
export const SO_NUMBER_REQUIRED_MESSAGE = "An SO number is required from 'Order Received' on.";

export interface StatusOption {
  value: OrderStatus;
  label: string;
}

/** Every status the order may move to, the next one first (the dialog's default), 'cancelled' last. */
export function statusOptions(from: OrderStatus): StatusOption[] {
  return nextStatuses(from).map((status) => ({ value: status, label: orderStatusLabel(status) }));
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
      to: z.string().check(z.refine((value) => allowed.includes(value), 'Choose the new status.')),
      soNumber: z.string().check(z.trim(), z.maxLength(SO_NUMBER_MAX_LENGTH, `At most ${SO_NUMBER_MAX_LENGTH} characters.`)),
      note: z.string().check(z.trim(), z.maxLength(STATUS_NOTE_MAX_LENGTH, `At most ${STATUS_NOTE_MAX_LENGTH} characters.`)),
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
}

/** The company's active users who opted in to text messages and have a phone, by name. */
export function smsRecipientsOf(users: readonly User[]): SmsRecipient[] {
  return users
    .filter((user) => user.active && user.data.sms && (user.data.phone ?? '').trim() !== '')
    .map((user) => ({
      userId: user.id,
      name: `${user.data.firstname} ${user.data.lastname}`.trim(),
      phone: user.data.phone.trim(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Ticked recipients, one text per phone number (two people may share a phone). */
export function smsTargetsOf(recipients: readonly SmsRecipient[], ticked: readonly string[]): { userId: string; phone: string }[] {
  const phones = new Set<string>();
  const targets: { userId: string; phone: string }[] = [];
  for (const { userId, phone } of recipients) {
    if (!ticked.includes(userId) || phones.has(phone)) continue;
    phones.add(phone);
    targets.push({ userId, phone });
  }
  return targets;
}

/**
 * Spec section 9, with the status as the spec writes statuses ('order received'). An order cancelled before it
 * was received has no SO number; its text names the order number instead.
 */
export function statusSmsText(soNumber: string | null, orderNumber: number, to: OrderStatus): string {
  return statusChangeSmsText(PRODUCT_NAME, soNumber || String(orderNumber), to);
}

/**
 * The text message as it would go out: with the SO number being typed, else the one kept on the order. Without
 * either, a status that needs one cannot be saved yet, and any other names the order number, which is said.
 */
export function smsPreview(typed: string, order: Pick<Order, 'number' | 'soNumber'>, to: OrderStatus): string {
  const soNumber = typed.trim() || order.soNumber;
  if (soNumber) return statusSmsText(soNumber, order.number, to);
  if (soNumberRequired(to)) return 'No SO number is given yet: the text message names it once it is entered.';
  return `No SO number is given, so the text names order ${order.number}: ${statusSmsText(null, order.number, to)}`;
}

export interface StatusChangeOutcome {
  notified: boolean;
  sms: { sent: number; failed: number };
}

const messages = (count: number) => `${count} text message${count === 1 ? '' : 's'}`;

/**
 * The toast that takes over from 'Status changed' once the company has been told: success only when everyone who
 * should hear of it did; null when there is nothing to add.
 */
export function outcomeMessage({ notified, sms }: StatusChangeOutcome): { message: string; variant: 'success' | 'warning' } | null {
  if (notified && sms.sent === 0 && sms.failed === 0) return null;
  const parts = ['Status changed'];
  if (sms.sent > 0 || sms.failed > 0) parts.push(`${messages(sms.sent)} sent`);
  let message = parts.join('; ');
  if (sms.failed > 0) message += `, ${messages(sms.failed)} failed`;
  if (!notified) message += '; the in-app notification could not be sent';
  return { message, variant: sms.failed > 0 || !notified ? 'warning' : 'success' };
}
