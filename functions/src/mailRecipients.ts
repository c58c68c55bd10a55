/**
 * Who gets the mails of eventMails.ts, and sending them. Mail goes only to active users who turned email on in
 * their profile (users/{uid}.data.mail == true) and still belong to the company the event is about, at the address
 * their account registered with and in the language of their profile (data.language, English when unset). Mails
 * go out after the write they tell of has committed (a transaction may run again, a mail cannot be taken back),
 * one per recipient, so nobody sees another's address.
 */
import * as logger from 'firebase-functions/logger';
import { getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { recipientLanguage } from '../../src/reference/sms.js';
import type { MailRecipient } from './eventMails.js';
import { mailProvider } from './providers/index.js';
import type { MailMessage } from './providers/types.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './schemas.js';

/** How many mails went out and how many failed; a callable answers it beside its result. */
export interface MailOutcome {
  sent: number;
  failed: number;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The stored user as a recipient of `company`'s mail, or null: not active, of another company, email off or unusable. */
export function recipientOf(user: DocumentData | undefined, company: string): MailRecipient | null {
  if (!user || user.active !== true || company === '' || user.company !== company || user.data?.mail !== true) return null;
  const email: unknown = user.data.email;
  if (typeof email !== 'string' || email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return null;
  const firstname: unknown = user.data.firstname;
  return {
    email,
    firstname: typeof firstname === 'string' ? firstname.slice(0, NAME_MAX_LENGTH) : '',
    language: recipientLanguage(user.data),
  };
}

/** The company's active users who turned email on (the same query as the company's address book). */
export async function companyRecipients(company: string): Promise<MailRecipient[]> {
  if (company === '') return [];
  const users = await getFirestore().collection('users').where('company', '==', company).where('active', '==', true).get();
  return users.docs.flatMap((user) => recipientOf(user.data(), company) ?? []);
}

/** The user who made a request of `company`, when they turned email on and still belong to it. */
export async function requesterRecipient(uid: unknown, company: string): Promise<MailRecipient[]> {
  if (typeof uid !== 'string' || uid === '') return [];
  const user = await getFirestore().collection('users').doc(uid).get();
  const recipient = recipientOf(user.data(), company);
  return recipient ? [recipient] : [];
}

/**
 * Finds the recipients and sends each their mail. Never throws: the event already happened, so a failure is
 * logged and counted (a failed look-up counts as one failed mail, the number it would have sent being unknown).
 */
export async function mailEach(
  recipients: () => Promise<MailRecipient[]>,
  compose: (to: MailRecipient) => MailMessage,
  sentBy: string,
): Promise<MailOutcome> {
  let found: MailRecipient[];
  try {
    found = await recipients();
  } catch (error) {
    logger.error('Unable to find who to mail', error);
    return { sent: 0, failed: 1 };
  }
  const results = await Promise.allSettled(found.map(async (to) => mailProvider.send(compose(to), sentBy)));
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  for (const failure of failures) logger.error('Unable to send a mail', failure.reason);
  return { sent: results.length - failures.length, failed: failures.length };
}
