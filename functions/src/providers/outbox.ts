import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { MailMessage, MailProvider, SmsMessage, SmsProvider } from './types.js';

/**
 * Local development: messages land in the `outbox` collection instead of a real service,
 * so a developer (or a test) can see exactly what would have been sent.
 */
async function record(channel: 'sms' | 'mail', message: SmsMessage | MailMessage, sentBy: string): Promise<string> {
  const ref = await getFirestore()
    .collection('outbox')
    .add({ channel, ...message, sentBy, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}

export const outboxSms: SmsProvider = { send: (message, sentBy) => record('sms', message, sentBy) };
export const outboxMail: MailProvider = { send: (message, sentBy) => record('mail', message, sentBy) };
