import { LOCALES } from '../../src/i18n/languages.js';
import { REFUSALS, type Refusal } from '../../src/lib/schemas/refusals.js';
import type { Language } from '../../src/reference/languages.js';
import { FRENCH_FOLLOWS, INVITATION_TEXTS } from './messages/invitationTexts.js';
import type { MailMessage } from './providers/types.js';

/** What the invitation mail says; everything comes from the stored invite, nothing from the caller. */
export interface InvitationDetails {
  id: string;
  email: string;
  firstname: string;
  companyName: string;
  /** Who created the invite. */
  inviterName: string;
}

/** The invited person's language is not known yet: the invitation speaks both, English first. */
const INVITATION_LANGUAGES: readonly Language[] = ['en', 'fr'];

export const INVITATION_SUBJECT = INVITATION_LANGUAGES.map((language) => INVITATION_TEXTS[language].subject).join(' / ');

/** An invitation goes out at most once in this many minutes, so SENDMAIL cannot be used to flood an inbox. */
export const RESEND_INTERVAL_MINUTES = 5;
const MINUTE = 60_000;

/**
 * Whole minutes, rounded up, until an invitation last sent at `lastSent` may be sent again; 0 when it may go now.
 * A send dated ahead of this clock waits the full interval, never longer.
 */
export function minutesUntilResend(lastSent: Date | null, now: Date): number {
  if (lastSent === null) return 0;
  const wait = lastSent.getTime() + RESEND_INTERVAL_MINUTES * MINUTE - now.getTime();
  return Math.min(RESEND_INTERVAL_MINUTES, Math.max(0, Math.ceil(wait / MINUTE)));
}

/** Why a re-send is refused, and when it can go. */
export function resendRefusal(minutes: number): Refusal {
  return { message: REFUSALS.invitationResend, values: { interval: RESEND_INTERVAL_MINUTES, minutes } };
}
const DEFAULT_PORTAL_URL = 'http://localhost:5173';

/** The portal's address (PORTAL_URL, see docs/deploy.md) without a trailing slash. */
export function portalUrl(env: Record<string, string | undefined> = process.env): string {
  const configured = env.PORTAL_URL?.trim();
  return (configured || DEFAULT_PORTAL_URL).replace(/\/+$/, '');
}

/** The registration link of an invite, as the portal's /register/:id route reads it. */
export function registrationLink(inviteId: string, base: string = portalUrl()): string {
  return `${base}/register/${encodeURIComponent(inviteId)}`;
}

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One line of text: names typed by people must not add lines or headers to a plain-text mail. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

/** One language's part of the invitation: its plain text, and its HTML paragraphs (every value escaped). */
function invitationPart(language: Language, invite: InvitationDetails, link: string): { text: string; html: string } {
  const words = INVITATION_TEXTS[language];
  const greeting = words.greeting(oneLine(invite.firstname));
  const inviter = oneLine(invite.inviterName) || words.anInviter;
  const company = oneLine(invite.companyName) || words.aCompany;
  const text = [
    greeting,
    '',
    words.invited(inviter, company),
    '',
    words.linkFollows,
    link,
    '',
    words.registers(invite.email),
  ].join('\n');
  const html = [
    `<div lang="${LOCALES[language]}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${words.invited(escapeHtml(inviter), `<strong>${escapeHtml(company)}</strong>`)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.createAccount)}</a></p>`,
    `<p>${escapeHtml(words.copyLink)} ${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(words.registers(invite.email))}</p>`,
    '</div>',
  ].join('\n');
  return { text, html };
}

/**
 * The invitation mail: subject, plain text and simple HTML, to the invited address only, in English and then in
 * French (the invited person has no profile yet to say which they read).
 */
export function invitationMail(invite: InvitationDetails, base: string = portalUrl()): MailMessage {
  const link = registrationLink(invite.id, base);
  const parts = INVITATION_LANGUAGES.map((language) => invitationPart(language, invite, link));
  const text = [FRENCH_FOLLOWS, ...parts.map((part) => part.text)].join('\n\n---\n\n');
  const html = [
    '<!doctype html>',
    '<html lang="en-US"><body style="font-family: Arial, sans-serif; line-height: 1.5">',
    `<p lang="${LOCALES.fr}" style="color: #555">${escapeHtml(FRENCH_FOLLOWS)}</p>`,
    parts.map((part) => part.html).join('\n<hr>\n'),
    '</body></html>',
  ].join('\n');
  return { to: [invite.email], subject: INVITATION_SUBJECT, text, html };
}
