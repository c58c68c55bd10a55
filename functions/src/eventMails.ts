/**
 * The mails of the events that matter to a dealer: a status change of their company's order, and the decision on
 * their change request or warranty request. Fixed templates: every value comes from what the server stored (the
 * order, the request, the decision it just wrote), never from a caller's words, and each mail has one recipient,
 * written in their language (messages/eventMailTexts.ts: the catalogue's 'outbound' messages).
 */
import { LOCALES } from '../../src/i18n/languages.js';
import type { Language } from '../../src/reference/languages.js';
import { escapeHtml, portalUrl } from './inviteMail.js';
import { EVENT_MAIL_TEXTS, type Decision, type EventMailTexts } from './messages/eventMailTexts.js';
import type { MailMessage } from './providers/types.js';

/** Who a mail goes to: an active user who turned email on (mailRecipients.ts). */
export interface MailRecipient {
  email: string;
  firstname: string;
  /** Their user document's `data.language`, English when unset. */
  language: Language;
}

export interface StatusChangeDetails {
  orderId: string;
  orderNumber: number;
  orderType: string;
  companyName: string;
  status: string;
  soNumber: string | null;
}

export interface ChangeDecisionDetails {
  orderId: string;
  orderNumber: number;
  decision: Decision;
  /** The admin's note as stored: the reason of a rejection, an optional note on an approval. */
  note: string;
}

export interface WarrantyDecisionDetails {
  warrantyId: string;
  orderNumber: number;
  decision: Decision;
  note: string;
  warrantyNumber: string | null;
  coverageStart: Date | null;
  coverageEnd: Date | null;
}

/** One line of text: a stored name must not add lines to the greeting or a heading. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

/**
 * A calendar day picked in the portal, stored as the instant of its local midnight, in words of `language`
 * ('March 3, 2026', '3 mars 2026'). The server does not know the picker's time zone; the nearest UTC midnight is
 * that day anywhere from UTC-11 to UTC+11.
 */
export function calendarDayText(instant: Date, language: Language): string {
  const HOUR = 3_600_000;
  const nearestMidnight = new Date(Math.round(instant.getTime() / (24 * HOUR)) * 24 * HOUR);
  return nearestMidnight.toLocaleDateString(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });
}

interface Template {
  subject: string;
  /** Paragraphs after the greeting; each line within a paragraph is kept. */
  paragraphs: string[][];
  /** Where in the portal the event is seen, a path such as /orders/view/{id}. */
  path: string;
  linkText: string;
}

/** Subject, plain text and simple HTML (every value escaped) of a template, to one recipient. */
function render(to: MailRecipient, template: Template, base: string): MailMessage {
  const words = EVENT_MAIL_TEXTS[to.language];
  const greeting = words.greeting(oneLine(to.firstname));
  const link = `${base}${template.path}`;
  const settings = `${base}/user`;
  const footer = words.footer;
  const text = [
    greeting,
    ...template.paragraphs.map((lines) => lines.join('\n')),
    `${words.introduces(template.linkText)}\n${link}`,
    `${footer}\n${settings}`,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${LOCALES[to.language]}"><body style="font-family: Arial, sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...template.paragraphs.map((lines) => `<p>${lines.flatMap((line) => line.split(/\r?\n/)).map(escapeHtml).join('<br>')}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(template.linkText)}</a></p>`,
    `<p style="color: #555">${escapeHtml(footer)} <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { to: [to.email], subject: template.subject, text, html };
}

/** The decision's note as a line of the mail: always the reason of a rejection, and an approval's note if any. */
function noteLines(words: EventMailTexts, decision: Decision, note: string): string[] {
  const trimmed = note.trim();
  if (!trimmed) return [];
  return [words.note(decision, trimmed)];
}

/** 'Order 100234 is now Order Received', to a user of the order's company. */
export function statusChangeMail(to: MailRecipient, order: StatusChangeDetails, base: string = portalUrl()): MailMessage {
  const words = EVENT_MAIL_TEXTS[to.language];
  const lines = [words.statusLine(order.orderType, order.orderNumber, oneLine(order.companyName), order.status)];
  if (order.soNumber) lines.push(words.soNumber(oneLine(order.soNumber)));
  return render(to, {
    subject: words.statusSubject(order.orderNumber, order.status),
    paragraphs: [lines],
    path: `/orders/view/${encodeURIComponent(order.orderId)}`,
    linkText: words.seeOrder,
  }, base);
}

/** 'Change request for order 100234 approved', to the user who asked. */
export function changeDecisionMail(to: MailRecipient, request: ChangeDecisionDetails, base: string = portalUrl()): MailMessage {
  const words = EVENT_MAIL_TEXTS[to.language];
  return render(to, {
    subject: words.changeSubject(request.orderNumber, request.decision),
    paragraphs: [[words.changeLine(request.orderNumber, request.decision), ...noteLines(words, request.decision, request.note)]],
    path: `/orders/view/${encodeURIComponent(request.orderId)}`,
    linkText: words.seeOrder,
  }, base);
}

/** 'Warranty approved for order 100234', with its number and coverage, to the user who applied. */
export function warrantyDecisionMail(to: MailRecipient, warranty: WarrantyDecisionDetails, base: string = portalUrl()): MailMessage {
  const words = EVENT_MAIL_TEXTS[to.language];
  const lines = [words.warrantyLine(warranty.orderNumber, warranty.decision)];
  if (warranty.decision === 'approved') {
    if (warranty.warrantyNumber) lines.push(words.warrantyNumber(oneLine(warranty.warrantyNumber)));
    if (warranty.coverageStart && warranty.coverageEnd) {
      lines.push(words.coverage(calendarDayText(warranty.coverageStart, to.language), calendarDayText(warranty.coverageEnd, to.language)));
    }
  }
  lines.push(...noteLines(words, warranty.decision, warranty.note));
  return render(to, {
    subject: words.warrantySubject(warranty.orderNumber, warranty.decision),
    paragraphs: [lines],
    path: `/orders/warranty/${encodeURIComponent(warranty.warrantyId)}`,
    linkText: words.seeWarranty,
  }, base);
}
