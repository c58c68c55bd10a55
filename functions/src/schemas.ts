/**
 * The payloads of the callables that take no form's schema. Their messages are refusal ids (REFUSALS, worded by
 * the caller's screen; in English in the error's message), with their limits as the issue's bound.
 */
import { z } from 'zod';
import { REFUSALS, issueRefusal } from '../../src/lib/schemas/refusals.js';
import { refusal } from './refusal.js';

/** DELETEUSER and ENABLEUSER: {user}, the uid of the account. */
export const userPayloadSchema = z.object({
  user: z.string({ error: REFUSALS.userIdRequired }).trim().min(1, REFUSALS.userIdRequired),
});

/** The sizes the portal's forms and firestore.rules allow (docs/data-model.md). */
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
/** A name written as one's own: first and last name with a space, or the email address when both are blank. */
export const DISPLAY_NAME_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** Phone numbers as dealers type them ("+1 (306) 555-0123"), reduced to the digits SMS providers take. */
export const phoneSchema = z
  .string()
  .max(PHONE_MAX_LENGTH, REFUSALS.phoneTooLong)
  .transform((phone) => phone.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{7,14}$/, REFUSALS.phoneDigits));

export const sendSmsSchema = z.object({
  to: phoneSchema,
  text: z.string().trim().min(1, REFUSALS.smsTextRequired).max(1600, REFUSALS.smsTextTooLong),
});

/**
 * SENDMAIL: the invite id and nothing else. Recipient, subject and body are built on the server from the invite,
 * so any other key (to, subject, html, ...) is refused rather than ignored.
 */
export const sendMailSchema = z
  .custom<Record<string, unknown>>(
    (data) => typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).every((key) => key === 'invite'),
    { error: REFUSALS.onlyInviteId },
  )
  .pipe(
    z.strictObject({
      invite: z
        .string({ error: REFUSALS.inviteIdRequired })
        .trim()
        .min(1, REFUSALS.inviteIdRequired)
        .max(128, REFUSALS.notInviteId)
        .regex(/^[A-Za-z0-9_-]+$/, REFUSALS.notInviteId),
    }),
  );

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Text read from a stored document: anything but a string reads as empty, a string longer than `max` is refused. */
function storedText(max: number, tooLong: string) {
  return z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(max, tooLong));
}

/**
 * The fields of a stored invite that SENDMAIL puts in the invitation mail. The rules cap them when the invite is
 * written; an invite stored before the caps (or by other means) is refused rather than mailed at any length.
 */
export const invitationFieldsSchema = z.object({
  email: storedText(EMAIL_MAX_LENGTH, REFUSALS.invitationNoEmail).pipe(z.string().trim().regex(EMAIL, REFUSALS.invitationNoEmail)),
  firstname: storedText(NAME_MAX_LENGTH, REFUSALS.invitationFirstnameTooLong),
  companyName: storedText(NAME_MAX_LENGTH, REFUSALS.invitationCompanyTooLong),
  createdByName: storedText(DISPLAY_NAME_MAX_LENGTH, REFUSALS.invitationInviterTooLong),
});

export type InvitationFields = z.output<typeof invitationFieldsSchema>;

/** Parses a callable payload, refusing its first problem as invalid-argument. */
export function parsePayload<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw refusal('invalid-argument', issue ? issueRefusal(issue) : { message: REFUSALS.malformedRequest });
  }
  return result.data;
}
