/**
 * The body of a notice the portal sent by itself (src/data/notifications/systemNotices.ts stores facts), as the
 * reader is shown it: the sentence it opens with, then its facts in the reader's words (order types and statuses
 * by their labels, the install date as the reader writes dates, the changed fields by their names: the
 * 'reference' and 'orderFields' messages). Order and SO numbers, names and what people typed stay as they are.
 * The display rules (renderNotificationBody) then apply.
 */
import { fieldLabel } from '../../components/orders/fieldLabel';
import { CHANGED_PATHS_SEPARATOR, type SystemMessage } from '../../data/notifications/systemNotices';
import { isKnownSystemNotice, systemNoticeSentence } from '../../data/notifications/systemNoticeWords';
import type { Translate } from '../../i18n/i18n';
import { formatDate } from '../../lib/dates';
import { orderStatusText, orderTypeText } from '../../reference/labels/orders';
import type { OrderStatus, OrderType } from '../../reference/orders';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-03-04' as the reader writes that day ('Mar 4, 2026', '4 mars 2026'); anything else as stored. */
function calendarDay(value: string, locale: string): string {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return value;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatDate({ toDate: () => day }, locale);
}

function wordedFact(key: string, value: unknown, t: Translate, locale: string): unknown {
  if (typeof value !== 'string') return value;
  switch (key) {
    case 'type':
      return orderTypeText(value as OrderType, t);
    case 'status':
      return orderStatusText(value as OrderStatus, t);
    case 'installDate':
      return calendarDay(value, locale);
    case 'changes':
      return value.split(CHANGED_PATHS_SEPARATOR).filter(Boolean).map((path) => fieldLabel(path, t));
    default:
      return value;
  }
}

/** The body to show; null for a notice of an id this portal does not know, which shows its stored body. */
export function systemNoticeBody(
  message: SystemMessage | undefined,
  body: Record<string, unknown>,
  t: Translate,
  locale: string,
): Record<string, unknown> | null {
  if (!isKnownSystemNotice(message)) return null;
  const sentence = systemNoticeSentence(message, t);
  const facts = Object.entries(body)
    .filter(([key]) => key !== 'message')
    .map(([key, value]) => [key, wordedFact(key, value, t, locale)]);
  return Object.fromEntries(sentence ? [['message', sentence], ...facts] : facts);
}
