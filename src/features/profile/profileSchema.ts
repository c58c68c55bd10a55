/** The user's own profile fields; roles, company and email are not editable here. Messages are catalogue ids. */
import * as z from 'zod/mini';
import { personName, phoneNumber } from '../../reference/validation';

export const PHONE_REQUIRED_FOR_SMS = 'profile.details.phoneRequiredForSms';

export const profileSchema = z
  .object({
    firstname: personName(),
    lastname: personName(),
    phone: phoneNumber({ required: false }),
    sms: z.boolean(),
    /** Email opt-in; mail goes to the sign-in address, so it needs nothing else. */
    mail: z.boolean(),
  })
  .check(
    z.superRefine((profile, context) => {
      if (profile.sms && profile.phone === '') {
        context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_REQUIRED_FOR_SMS });
      }
    }),
  );

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
