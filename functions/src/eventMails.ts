/**
 * The mails of the events that matter to a dealer: a status change of their company's order, and the decision on
 * their change request or warranty request. Fixed templates: every value comes from what the server stored (the
 * order, the request, the decision it just wrote), never from a caller's words, and each mail has one recipient.
 */
import { ORDER_TYPE_LABELS, isOrderType, isOrderStatus, orderStatusLabel } from '../../src/reference/orders.js';
import { escapeHtml, portalUrl } from './inviteMail.js';
import type { MailMessage } from './providers/types.js';

/** Who a mail goes to: an active user who turned email on (mailRecipients.ts). */
export interface MailRecipient {
  email: string;
  firstname: string;
}

export interface StatusChangeDetails {
  orderId: string;
  orderNumber: number;
  orderType: string;
  companyName: string;
  status: string;
  soNumber: string | null;
}

export type Decision = 'approved' | 'rejected';

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
 * A calendar day picked in the portal, stored as the instant of its local midnight, in words. The server does not
 * know the picker's time zone; the nearest UTC midnight is that day anywhere from UTC-11 to UTC+11.
 */
export function calendarDayText(instant: Date): string {
  const HOUR = 3_600_000;
  const nearestMidnight = new Date(Math.round(instant.getTime() / (24 * HOUR)) * 24 * HOUR);
  return nearestMidnight.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
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
  const firstname = oneLine(to.firstname);
  const greeting = firstname ? `Hello ${firstname},` : 'Hello,';
  const link = `${base}${template.path}`;
  const settings = `${base}/user`;
  const footer = 'You get this mail because email updates are turned on in your Dealer Portal profile. You can turn them off there:';
  const text = [
    greeting,
    ...template.paragraphs.map((lines) => lines.join('\n')),
    `${template.linkText}:\n${link}`,
    `${footer}\n${settings}`,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...template.paragraphs.map((lines) => `<p>${lines.flatMap((line) => line.split(/\r?\n/)).map(escapeHtml).join('<br>')}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(template.linkText)}</a></p>`,
    `<p style="color: #555">${escapeHtml(footer)} <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { to: [to.email], subject: template.subject, text, html };
}

/** The decision's note as a line of the mail: always the reason of a rejection, and an approval's note if any. */
function noteLines(decision: Decision, note: string): string[] {
  const trimmed = note.trim();
  if (!trimmed) return [];
  return [`${decision === 'rejected' ? 'Reason' : 'Note'}: ${trimmed}`];
}

/** 'Order 100234 is now Order Received', to a user of the order's company. */
export function statusChangeMail(to: MailRecipient, order: StatusChangeDetails, base: string = portalUrl()): MailMessage {
  const status = isOrderStatus(order.status) ? orderStatusLabel(order.status) : order.status;
  const kind = isOrderType(order.orderType) ? ORDER_TYPE_LABELS[order.orderType] : 'Order';
  const company = oneLine(order.companyName);
  const lines = [`${kind} ${order.orderNumber}${company ? ` for ${company}` : ''} is now ${status}.`];
  if (order.soNumber) lines.push(`SO number: ${oneLine(order.soNumber)}`);
  return render(to, {
    subject: `Order ${order.orderNumber} is now ${status}`,
    paragraphs: [lines],
    path: `/orders/view/${encodeURIComponent(order.orderId)}`,
    linkText: 'See the order in the Dealer Portal',
  }, base);
}

/** 'Change request for order 100234 approved', to the user who asked. */
export function changeDecisionMail(to: MailRecipient, request: ChangeDecisionDetails, base: string = portalUrl()): MailMessage {
  return render(to, {
    subject: `Change request for order ${request.orderNumber} ${request.decision}`,
    paragraphs: [[`Your change request for order ${request.orderNumber} was ${request.decision}.`, ...noteLines(request.decision, request.note)]],
    path: `/orders/view/${encodeURIComponent(request.orderId)}`,
    linkText: 'See the order in the Dealer Portal',
  }, base);
}

/** 'Warranty approved for order 100234', with its number and coverage, to the user who applied. */
export function warrantyDecisionMail(to: MailRecipient, warranty: WarrantyDecisionDetails, base: string = portalUrl()): MailMessage {
  const lines = [`Your warranty request for order ${warranty.orderNumber} was ${warranty.decision}.`];
  if (warranty.decision === 'approved') {
    if (warranty.warrantyNumber) lines.push(`Warranty number: ${oneLine(warranty.warrantyNumber)}`);
    if (warranty.coverageStart && warranty.coverageEnd) {
      lines.push(`Coverage: ${calendarDayText(warranty.coverageStart)} to ${calendarDayText(warranty.coverageEnd)}`);
    }
  }
  lines.push(...noteLines(warranty.decision, warranty.note));
  return render(to, {
    subject: `Warranty ${warranty.decision} for order ${warranty.orderNumber}`,
    paragraphs: [lines],
    path: `/orders/warranty/${encodeURIComponent(warranty.warrantyId)}`,
    linkText: 'See the warranty in the Dealer Portal',
  }, base);
}
