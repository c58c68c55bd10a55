/**
 * An admin's status change end to end: one atomic write of the order and its history (SETORDERSTATUS), then the
 * company's users hear of it in the portal and, if they opted in, by text message. The write decides success;
 * notifying is reported alongside, never undoing it.
 */
import { changeOrderStatus, type Actor } from '../../../../data/orders/orderWrites';
import { createNotifications } from '../../../../data/notifications/notificationsApi';
import { statusChangeNotice } from '../../../../data/notifications/systemNotices';
import { sendSms, type SmsOutcome } from '../../../../data/smsApi';
import type { OrderStatus } from '../../../../reference/orders';
import type { Order } from '../../../../types/orders';
import {
  smsTargetsOf,
  statusSmsText,
  type SmsRecipient,
  type SmsTarget,
  type StatusChangeOutcome,
  type StatusChangeValues,
} from './statusChange';

export interface StatusChangeInput {
  order: Order;
  /** Checked by statusChangeSchema: trimmed, an allowed status, an SO number where one is required. */
  values: StatusChangeValues;
  recipients: readonly SmsRecipient[];
  actor: Actor;
}

export interface StatusChangeResult {
  /** Settles once the portal notification and the text messages are out; never rejects. */
  told: Promise<StatusChangeOutcome>;
}

/**
 * Resolves as soon as the status is written (rejects when it is not); telling the company follows in `told`, so
 * nobody waits on text messages (the first one also loads and wakes the SMS function) to see the change made.
 */
export async function applyStatusChange({ order, values, recipients, actor }: StatusChangeInput): Promise<StatusChangeResult> {
  const to = values.to as OrderStatus;
  const updated = await changeOrderStatus({
    order,
    to,
    note: values.note,
    soNumber: values.soNumber === '' ? null : values.soNumber,
  });
  // The SO number typed, else the one kept from before (a cancellation may leave the field empty). The order read
  // back right after the write may still show the earlier value, so it comes last.
  const soNumber = values.soNumber || order.soNumber || updated.soNumber;

  const targets = smsTargetsOf(recipients, values.smsRecipients);
  const told = Promise.all([
    // Stored once, without words, for everyone at the company: each reads it in their own language.
    createNotifications({
      recipients: { company: order.company },
      ...statusChangeNotice({ order, status: to, soNumber: soNumber || null, note: values.note }),
      sender: { id: actor.id, name: actor.name },
    }),
    textEveryone(targets, (language) => statusSmsText(soNumber, order.number, to, language)),
  ]).then(
    ([notified, sms]) => ({ notified, sms }),
    (error: unknown) => {
      // Both report their own failures; anything else still leaves the status changed.
      console.error('Unable to tell the company of the status change', error);
      return { notified: false, sms: { sent: 0, failed: targets.length } };
    },
  );
  return { told };
}

/** One text per target, each in its recipient's language: a send per language, their outcomes added up. */
async function textEveryone(targets: readonly SmsTarget[], textIn: (language: SmsTarget['language']) => string): Promise<SmsOutcome> {
  const languages = [...new Set(targets.map((target) => target.language))];
  const outcomes = await Promise.all(
    languages.map((language) =>
      sendSms(
        targets.filter((target) => target.language === language).map(({ userId, phone }) => ({ userId, phone })),
        textIn(language),
      ),
    ),
  );
  return outcomes.reduce((total, outcome) => ({ sent: total.sent + outcome.sent, failed: total.failed + outcome.failed }), { sent: 0, failed: 0 });
}
