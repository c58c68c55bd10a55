/**
 * Text messages in their recipient's language. A text goes to another person than the one sending it, so its
 * words come from the 'outbound' messages of the recipient's language (src/i18n/messages/<language>/outbound.json),
 * which the caller loads and hands in as `words` (the reference data reads no catalogue itself): the portal, which
 * composes the texts SENDSMS sends, and the server alike. The status-change text is spec section 9's.
 */
import { isLanguage, type Language } from './languages';
import { isOrderStatus } from './orders';

/** The language a text is written in: its recipient's. */
export type SmsLanguage = Language;

/** Words an 'outbound' message in the recipient's language (src/i18n/wording.ts makes one). */
export type OutboundWords = (id: string, values?: Record<string, string | number>) => string;

/**
 * The language of a user document's `data`: the one it names, English when it names none (accounts older than the
 * portal's French) or one the portal does not speak.
 */
export function recipientLanguage(data: unknown): SmsLanguage {
  const language = typeof data === 'object' && data !== null ? (data as { language?: unknown }).language : undefined;
  return isLanguage(language) ? language : 'en';
}

/** 'order received' -> 'orderReceived', the status's case in the catalogue's choice; 'other' for an unknown value. */
function statusCase(status: string): string {
  return isOrderStatus(status) ? status.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase()) : 'other';
}

/** A status in the words of a sentence: 'order received', 'commande reçue'; an unknown value as it is. */
export function orderStatusWords(status: string, words: OutboundWords): string {
  return words('outbound.status.inSentence', { code: statusCase(status), status });
}

/** '{product}: {text}', the product named in the recipient's language. */
export function smsWithProduct(words: OutboundWords, text: string): string {
  return words('outbound.sms.withProduct', { text });
}

/**
 * The text each opted-in user of an order's company gets when its status changes, in their language (`words`).
 * `soNumber` is the SO number, or the order number when the order has none.
 */
export function statusChangeSms(words: OutboundWords, soNumber: string, status: string): string {
  return smsWithProduct(words, words('outbound.sms.statusChange', { soNumber, status: orderStatusWords(status, words) }));
}
