import { z } from 'zod';
import { HttpsError } from 'firebase-functions/v2/https';

/** DELETEUSER and ENABLEUSER: {user}, the uid of the account. */
export const userPayloadSchema = z.object({
  user: z.string({ error: 'A user id is required.' }).trim().min(1, 'A user id is required.'),
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
  .max(PHONE_MAX_LENGTH, `The phone number must be at most ${PHONE_MAX_LENGTH} characters.`)
  .transform((phone) => phone.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{7,14}$/, 'The phone number must have 8 to 15 digits, optionally starting with +.'));

export const sendSmsSchema = z.object({
  to: phoneSchema,
  text: z.string().trim().min(1, 'The message text is required.').max(1600, 'The message text is too long.'),
});

/**
 * SENDMAIL: the invite id and nothing else. Recipient, subject and body are built on the server from the invite,
 * so any other key (to, subject, html, ...) is refused rather than ignored.
 */
const ONLY_INVITE = 'Only an invite id can be sent: the server writes the invitation itself.';

export const sendMailSchema = z
  .custom<Record<string, unknown>>(
    (data) => typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).every((key) => key === 'invite'),
    { error: ONLY_INVITE },
  )
  .pipe(
    z.strictObject({
      invite: z
        .string({ error: 'An invite id is required.' })
        .trim()
        .min(1, 'An invite id is required.')
        .max(128, 'That is not an invite id.')
        .regex(/^[A-Za-z0-9_-]+$/, 'That is not an invite id.'),
    }),
  );

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Text read from a stored document: anything but a string reads as empty, a string longer than `max` is refused. */
function storedText(max: number, tooLong: string) {
  return z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(max, tooLong));
}

const reinvite = 'Revoke it and invite again.';

/**
 * The fields of a stored invite that SENDMAIL puts in the invitation mail. The rules cap them when the invite is
 * written; an invite stored before the caps (or by other means) is refused rather than mailed at any length.
 */
export const invitationFieldsSchema = z.object({
  email: storedText(EMAIL_MAX_LENGTH, 'This invitation has no valid email address.').pipe(
    z.string().trim().regex(EMAIL, 'This invitation has no valid email address.'),
  ),
  firstname: storedText(NAME_MAX_LENGTH, `The first name on this invitation is longer than ${NAME_MAX_LENGTH} characters. ${reinvite}`),
  companyName: storedText(NAME_MAX_LENGTH, `The company name on this invitation is longer than ${NAME_MAX_LENGTH} characters. ${reinvite}`),
  createdByName: storedText(
    DISPLAY_NAME_MAX_LENGTH,
    `The inviter's name on this invitation is longer than ${DISPLAY_NAME_MAX_LENGTH} characters. ${reinvite}`,
  ),
});

export type InvitationFields = z.output<typeof invitationFieldsSchema>;

/** Parses a callable payload, turning the first problem into an invalid-argument error. */
export function parsePayload<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Invalid request.');
  }
  return result.data;
}
