import { defineSecret } from 'firebase-functions/params';
import type { MailProvider, SmsProvider } from './types.js';

/** Production providers, configured by secrets (`firebase functions:secrets:set NAME`). */
export const TWILIO_ACCOUNT_SID = defineSecret('TWILIO_ACCOUNT_SID');
export const TWILIO_AUTH_TOKEN = defineSecret('TWILIO_AUTH_TOKEN');
export const TWILIO_FROM = defineSecret('TWILIO_FROM');
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');
export const MAIL_FROM = defineSecret('MAIL_FROM');

async function expectOk(res: Response, service: string): Promise<void> {
  if (!res.ok) throw new Error(`${service} answered ${res.status}: ${await res.text()}`);
}

export const twilioSms: SmsProvider = {
  async send({ to, text }) {
    const sid = TWILIO_ACCOUNT_SID.value();
    const res = await fetch(`https://api.twilio.com/2010-04-01/Accounts/${sid}/Messages.json`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${sid}:${TWILIO_AUTH_TOKEN.value()}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: TWILIO_FROM.value(), Body: text }),
    });
    await expectOk(res, 'The SMS service');
    return String(((await res.json()) as { sid?: string }).sid ?? '');
  },
};

export const sendgridMail: MailProvider = {
  async send({ to, subject, text, html, replyTo }) {
    const res = await fetch('https://api.sendgrid.com/v3/mail/send', {
      method: 'POST',
      headers: { Authorization: `Bearer ${SENDGRID_API_KEY.value()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        personalizations: [{ to: to.map((email) => ({ email })) }],
        from: { email: MAIL_FROM.value() },
        reply_to: replyTo ? { email: replyTo } : undefined,
        subject,
        content: [{ type: 'text/plain', value: text }, ...(html ? [{ type: 'text/html', value: html }] : [])],
      }),
    });
    await expectOk(res, 'The mail service');
    return res.headers.get('x-message-id') ?? '';
  },
};
