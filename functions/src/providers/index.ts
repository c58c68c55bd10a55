import { outboxMail, outboxSms } from './outbox.js';
import { MAIL_FROM, SENDGRID_API_KEY, sendgridMail, twilioSms } from './http.js';
import type { MailProvider, SmsProvider } from './types.js';

/** The emulator (and tests) use the outbox; deployed functions use the real services. */
const local = process.env.FUNCTIONS_EMULATOR === 'true';

export const smsProvider: SmsProvider = local ? outboxSms : twilioSms;
export const mailProvider: MailProvider = local ? outboxMail : sendgridMail;
export { MAIL_FROM, SENDGRID_API_KEY, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } from './http.js';

/** What every function that sends mail declares (`onCall({ secrets: MAIL_SECRETS })`): deployed, the mail service needs them. */
export const MAIL_SECRETS = [SENDGRID_API_KEY, MAIL_FROM];
