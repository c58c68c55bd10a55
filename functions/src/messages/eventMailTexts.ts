/**
 * The words of the event mails (eventMails.ts) in each language the portal speaks: fixed sentences around values
 * the server stored, never a caller's words. French follows docs/glossary-fr.md (no-break space before a colon
 * and inside guillemets). Dates arrive already written in the recipient's language.
 */
import type { Language } from '../../../src/reference/languages.js';
import { ORDER_TYPE_LABELS, isOrderStatus, isOrderType, orderStatusLabel } from '../../../src/reference/orders.js';
import { orderStatusWords } from '../../../src/reference/sms.js';

export type Decision = 'approved' | 'rejected';

export interface EventMailTexts {
  greeting: (firstname: string) => string;
  /** Why the recipient gets the mail, before the address of the profile where email is turned off. */
  footer: string;
  /** The links to the event in the portal; `colon` introduces one in the plain text. */
  seeOrder: string;
  seeWarranty: string;
  colon: string;
  statusSubject: (orderNumber: number, status: string) => string;
  /** `company` is '' when the order names none. */
  statusLine: (orderType: string, orderNumber: number, company: string, status: string) => string;
  soNumber: (soNumber: string) => string;
  changeSubject: (orderNumber: number, decision: Decision) => string;
  changeLine: (orderNumber: number, decision: Decision) => string;
  warrantySubject: (orderNumber: number, decision: Decision) => string;
  warrantyLine: (orderNumber: number, decision: Decision) => string;
  warrantyNumber: (warrantyNumber: string) => string;
  coverage: (start: string, end: string) => string;
  /** The decision's note: the reason of a rejection, or a note on an approval. */
  note: (decision: Decision, note: string) => string;
}

const ENGLISH: EventMailTexts = {
  greeting: (firstname) => (firstname ? `Hello ${firstname},` : 'Hello,'),
  footer: 'You get this mail because email updates are turned on in your Dealer Portal profile. You can turn them off there:',
  seeOrder: 'See the order in the Dealer Portal',
  seeWarranty: 'See the warranty in the Dealer Portal',
  colon: ':',
  statusSubject: (orderNumber, status) => `Order ${orderNumber} is now ${englishStatus(status)}`,
  statusLine: (orderType, orderNumber, company, status) => {
    const kind = isOrderType(orderType) ? ORDER_TYPE_LABELS[orderType] : 'Order';
    return `${kind} ${orderNumber}${company ? ` for ${company}` : ''} is now ${englishStatus(status)}.`;
  },
  soNumber: (soNumber) => `SO number: ${soNumber}`,
  changeSubject: (orderNumber, decision) => `Change request for order ${orderNumber} ${decision}`,
  changeLine: (orderNumber, decision) => `Your change request for order ${orderNumber} was ${decision}.`,
  warrantySubject: (orderNumber, decision) => `Warranty ${decision} for order ${orderNumber}`,
  warrantyLine: (orderNumber, decision) => `Your warranty request for order ${orderNumber} was ${decision}.`,
  warrantyNumber: (warrantyNumber) => `Warranty number: ${warrantyNumber}`,
  coverage: (start, end) => `Coverage: ${start} to ${end}`,
  note: (decision, note) => `${decision === 'rejected' ? 'Reason' : 'Note'}: ${note}`,
};

/** 'order received' -> 'Order Received'; an unknown value as stored. */
function englishStatus(status: string): string {
  return isOrderStatus(status) ? orderStatusLabel(status) : status;
}

/** The order types as a French sentence names them, after 'la'. */
const FRENCH_ORDER_KINDS: Record<string, string> = {
  parts: 'commande de pièces',
  cover: 'commande de toile',
  building: 'commande de bâtiment',
  vp: 'commande de bâtiment VP',
};

/** 'commande reçue' -> 'Commande reçue': French capitalises the first word only. */
function frenchStatus(status: string): string {
  const words = orderStatusWords(status, 'fr');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const FRENCH_DECISIONS: Record<Decision, string> = { approved: 'approuvée', rejected: 'refusée' };
const NBSP = '\u00a0';
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;

const FRENCH: EventMailTexts = {
  greeting: (firstname) => (firstname ? `Bonjour ${firstname},` : 'Bonjour,'),
  footer:
    'Vous recevez ce courriel parce que les mises à jour par courriel sont activées dans votre profil du Portail des ' +
    `concessionnaires. Vous pouvez les désactiver à cette adresse${NBSP}:`,
  seeOrder: 'Voir la commande dans le Portail des concessionnaires',
  seeWarranty: 'Voir la garantie dans le Portail des concessionnaires',
  colon: `${NBSP}:`,
  statusSubject: (orderNumber, status) => `Commande ${orderNumber}${NBSP}: nouveau statut ${quoted(frenchStatus(status))}`,
  statusLine: (orderType, orderNumber, company, status) => {
    const kind = isOrderType(orderType) ? FRENCH_ORDER_KINDS[orderType] : 'commande';
    return `La ${kind} ${orderNumber}${company ? ` pour ${company}` : ''} a maintenant le statut ${quoted(frenchStatus(status))}.`;
  },
  soNumber: (soNumber) => `Nº de commande client (SO)${NBSP}: ${soNumber}`,
  changeSubject: (orderNumber, decision) => `Demande de modification de la commande ${orderNumber} ${FRENCH_DECISIONS[decision]}`,
  changeLine: (orderNumber, decision) =>
    `Votre demande de modification de la commande ${orderNumber} a été ${FRENCH_DECISIONS[decision]}.`,
  warrantySubject: (orderNumber, decision) => `Garantie ${FRENCH_DECISIONS[decision]} pour la commande ${orderNumber}`,
  warrantyLine: (orderNumber, decision) => `Votre demande de garantie pour la commande ${orderNumber} a été ${FRENCH_DECISIONS[decision]}.`,
  warrantyNumber: (warrantyNumber) => `Numéro de garantie${NBSP}: ${warrantyNumber}`,
  coverage: (start, end) => `Couverture${NBSP}: du ${start} au ${end}`,
  note: (decision, note) => `${decision === 'rejected' ? 'Motif' : 'Remarque'}${NBSP}: ${note}`,
};

export const EVENT_MAIL_TEXTS: Record<Language, EventMailTexts> = { en: ENGLISH, fr: FRENCH };
