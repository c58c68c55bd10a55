/**
 * The words of the event mails (eventMails.ts) in each language the portal speaks: fixed sentences around values
 * the server stored, never a caller's words. The sentences are the 'outbound' messages of the recipient's language
 * (src/i18n/messages/<language>/outbound.json), the statuses their 'reference' labels. Dates arrive already written
 * in the recipient's language.
 */
import type { Language } from '../../../src/reference/languages.js';
import { orderStatusText } from '../../../src/reference/labels/orders.js';
import { isOrderStatus, isOrderType } from '../../../src/reference/orders.js';
import type { Wording } from '../../../src/i18n/wording.js';
import { OUTBOUND } from './outbound.js';

export type Decision = 'approved' | 'rejected';

export interface EventMailTexts {
  greeting: (firstname: string) => string;
  /** Why the recipient gets the mail, before the address of the profile where email is turned off. */
  footer: string;
  /** The links to the event in the portal; `introduces` puts one's text before its address in the plain text. */
  seeOrder: string;
  seeWarranty: string;
  introduces: (linkText: string) => string;
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

/**
 * A status as the recipient's screens label it ('Ready For Shipment', 'Prête pour l’expédition'); a value the
 * portal has no label for (older data) as stored, capitalised as a label is.
 */
function statusLabel(words: Wording, status: string): string {
  if (isOrderStatus(status)) return orderStatusText(status, words);
  return status.charAt(0).toUpperCase() + status.slice(1);
}

function textsIn(words: Wording): EventMailTexts {
  return {
    greeting: (firstname) => (firstname ? words('outbound.mail.greeting', { firstname }) : words('outbound.mail.greetingWithoutName')),
    footer: words('outbound.mail.footer'),
    seeOrder: words('outbound.mail.seeOrder'),
    seeWarranty: words('outbound.mail.seeWarranty'),
    introduces: (text) => words('outbound.mail.link', { text }),
    statusSubject: (orderNumber, status) => words('outbound.mail.status.subject', { orderNumber, status: statusLabel(words, status) }),
    statusLine: (orderType, orderNumber, company, status) => {
      const values = {
        kind: words('outbound.orderType.inSentence', { type: isOrderType(orderType) ? orderType : 'other' }),
        orderNumber,
        status: statusLabel(words, status),
      };
      return company
        ? words('outbound.mail.status.lineForCompany', { ...values, company })
        : words('outbound.mail.status.line', values);
    },
    soNumber: (soNumber) => words('outbound.mail.status.soNumber', { soNumber }),
    changeSubject: (orderNumber, decision) => words('outbound.mail.change.subject', { orderNumber, decision }),
    changeLine: (orderNumber, decision) => words('outbound.mail.change.line', { orderNumber, decision }),
    warrantySubject: (orderNumber, decision) => words('outbound.mail.warranty.subject', { orderNumber, decision }),
    warrantyLine: (orderNumber, decision) => words('outbound.mail.warranty.line', { orderNumber, decision }),
    warrantyNumber: (warrantyNumber) => words('outbound.mail.warranty.number', { warrantyNumber }),
    coverage: (start, end) => words('outbound.mail.warranty.coverage', { start, end }),
    note: (decision, note) => words('outbound.mail.note', { decision, note }),
  };
}

export const EVENT_MAIL_TEXTS: Record<Language, EventMailTexts> = { en: textsIn(OUTBOUND.en), fr: textsIn(OUTBOUND.fr) };
