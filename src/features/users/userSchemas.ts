/**
 * The invite and edit forms of the users screens. Which flags and fields a viewer may set is up to the screen.
 * Messages are catalogue ids (those of the shared field rules come from src/reference/validation.ts).
 */
import * as z from 'zod/mini';
import { EMAIL_INVALID_MESSAGE, REQUIRED_MESSAGE, personName, phoneNumber } from '../../reference/validation';

export const COMPANY_REQUIRED_MESSAGE = 'users.invite.companyRequired';
export const PHONE_REQUIRED_FOR_SMS = 'users.edit.phoneRequiredForSms';
export const EMAIL_MAX_LENGTH = 254;
/** 'At most {max} characters.': the email field gives EMAIL_MAX_LENGTH as its value. */
export const EMAIL_TOO_LONG_MESSAGE = 'users.invite.emailTooLong';
/** As firestore.rules caps a stored phone: digits, spaces and punctuation together. */
export { PHONE_MAX_LENGTH } from '../../reference/validation';

const companyId = () => z.string().check(z.minLength(1, COMPANY_REQUIRED_MESSAGE));

// pipe() stops at the first failure, so an empty field reports only that it is required. Stored lower-case:
// the invite's address is compared with the new account's, whatever case the person types.
const inviteEmail = z.pipe(
  z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE)),
  z.pipe(z.email(EMAIL_INVALID_MESSAGE), z.transform((email) => email.toLowerCase())),
);

export const inviteSchema = z.object({
  email: inviteEmail,
  firstname: personName(),
  lastname: personName(),
  company: companyId(),
  manager: z.boolean(),
  admin: z.boolean(),
});

export type InviteInput = z.input<typeof inviteSchema>;
export type InviteValues = z.output<typeof inviteSchema>;

export const editUserSchema = z
  .object({
    firstname: personName(),
    lastname: personName(),
    phone: phoneNumber({ required: false }),
    sms: z.boolean(),
    manager: z.boolean(),
    admin: z.boolean(),
    company: companyId(),
  })
  .check(
    z.superRefine((user, context) => {
      if (user.sms && user.phone === '') {
        context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_REQUIRED_FOR_SMS });
      }
    }),
  );

export type EditUserInput = z.input<typeof editUserSchema>;
export type EditUserValues = z.output<typeof editUserSchema>;
