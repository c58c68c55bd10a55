/**
 * Text messages in their recipient's language. A text goes to another person than the one sending it, so its
 * words cannot come from the sender's catalogue: they are fixed here, in both languages, for the portal (which
 * composes the texts SENDSMS sends) and the server alike. The status-change text is spec section 9's.
 */
import { isLanguage, type Language } from './languages';
import { isOrderStatus, type OrderStatus } from './orders';

/** The language a text is written in: its recipient's. */
export type SmsLanguage = Language;

/**
 * The language of a user document's `data`: the one it names, English when it names none (accounts older than the
 * portal's French) or one the portal does not speak.
 */
export function recipientLanguage(data: unknown): SmsLanguage {
  const language = typeof data === 'object' && data !== null ? (data as { language?: unknown }).language : undefined;
  return isLanguage(language) ? language : 'en';
}

const PRODUCT_NAMES: Record<SmsLanguage, string> = { en: 'Dealer Portal', fr: 'Portail des concessionnaires' };

/** French statuses as a sentence writes them (the English text uses the stored value, as the spec writes it). */
const FRENCH_STATUSES: Record<OrderStatus, string> = {
  pending: 'en attente',
  'order received': 'commande reçue',
  'drawings in engineering': 'dessins en ingénierie',
  'drawings out for approval': 'dessins envoyés pour approbation',
  'drawings out for analysis': 'dessins envoyés pour analyse',
  'drawings stamped': 'dessins scellés',
  'pre production': 'préproduction',
  'post production': 'postproduction',
  'ready for shipment': 'prête pour l’expédition',
  shipped: 'expédiée',
  delivered: 'livrée',
  cancelled: 'annulée',
};

/** A status in the words of a sentence: 'order received', 'commande reçue'; an unknown value as it is. */
export function orderStatusWords(status: string, language: SmsLanguage): string {
  return language === 'fr' && isOrderStatus(status) ? FRENCH_STATUSES[status] : status;
}

/**
 * '{product}: {text}', the product named in the recipient's language (French puts a no-break space before the
 * colon).
 */
export function smsWithProduct(language: SmsLanguage, text: string): string {
  return language === 'fr' ? `${PRODUCT_NAMES.fr}\u00a0: ${text}` : `${PRODUCT_NAMES.en}: ${text}`;
}

/** Spec section 9's sentence, and its French, after the product's name. */
const STATUS_CHANGE: Record<SmsLanguage, (soNumber: string, status: string) => string> = {
  en: (soNumber, status) =>
    `The order status for SO# ${soNumber} has changed to ${status}. For questions, please contact your Calhoun Representative.`,
  fr: (soNumber, status) =>
    `Le statut de la commande portant le nº de commande client (SO) ${soNumber} est passé à «\u00a0${status}\u00a0». ` +
    'Pour toute question, veuillez communiquer avec votre représentant Calhoun.',
};

/**
 * The text each opted-in user of an order's company gets when its status changes, in their language. `soNumber`
 * is the SO number, or the order number when the order has none.
 */
export function statusChangeSms(language: SmsLanguage, soNumber: string, status: string): string {
  return smsWithProduct(language, STATUS_CHANGE[language](soNumber, orderStatusWords(status, language)));
}

