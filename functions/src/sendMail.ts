import { onCall } from 'firebase-functions/v2/https';
import { requireCaller, requireRole } from './caller.js';
import { parsePayload, sendMailSchema } from './schemas.js';
import { MAIL_FROM, mailProvider, SENDGRID_API_KEY } from './providers/index.js';

/** SENDMAIL {to, subject, text, html?, replyTo?}: admins and managers (invites, notices). */
export const SENDMAIL = onCall({ secrets: [SENDGRID_API_KEY, MAIL_FROM] }, async (request) => {
  const mail = parsePayload(sendMailSchema, request.data);
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin || c.manager, 'send email');
  const id = await mailProvider.send(mail, caller.uid);
  return { id };
});
