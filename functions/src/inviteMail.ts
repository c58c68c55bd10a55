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

export const INVITATION_SUBJECT = 'You are invited to the Dealer Portal';

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
export function resendRefusal(minutes: number): string {
  return `This invitation was sent less than ${RESEND_INTERVAL_MINUTES} minutes ago. It can be sent again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
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

/** The invitation mail: subject, plain text and simple HTML, to the invited address only. */
export function invitationMail(invite: InvitationDetails, base: string = portalUrl()): MailMessage {
  const link = registrationLink(invite.id, base);
  const greeting = oneLine(invite.firstname) ? `Hello ${oneLine(invite.firstname)},` : 'Hello,';
  const inviter = oneLine(invite.inviterName) || 'The Dealer Portal team';
  const company = oneLine(invite.companyName) || 'your company';
  const text = [
    greeting,
    '',
    `${inviter} invited you to join ${company} on the Dealer Portal.`,
    '',
    'Create your account with this link:',
    link,
    '',
    `The link registers ${invite.email} and works once. If you did not expect this invitation, you can ignore this mail.`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(inviter)} invited you to join <strong>${escapeHtml(company)}</strong> on the Dealer Portal.</p>`,
    `<p><a href="${escapeHtml(link)}">Create your account</a></p>`,
    `<p>Or copy this link into your browser: ${escapeHtml(link)}</p>`,
    `<p>The link registers ${escapeHtml(invite.email)} and works once. If you did not expect this invitation, you can ignore this mail.</p>`,
    '</body></html>',
  ].join('\n');
  return { to: [invite.email], subject: INVITATION_SUBJECT, text, html };
}
