import { onCall } from 'firebase-functions/v2/https';
import { requireCaller, requireRole } from './caller.js';
import { parsePayload, sendSmsSchema } from './schemas.js';
import { smsProvider, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } from './providers/index.js';

/**
 * SENDSMS {to, text}: admins text dealers (status changes, notifications). The portal writes each text in its
 * recipient's language (src/reference/sms.ts); it goes out as written.
 */
export const SENDSMS = onCall({ secrets: [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM] }, async (request) => {
  const message = parsePayload(sendSmsSchema, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin, 'send text messages');
  const id = await smsProvider.send(message, caller.uid);
  return { id };
});
