/** The user's own profile fields; roles, company and email are not editable here. */
import { z } from 'zod';
import { PHONE_INVALID_MESSAGE, REQUIRED_MESSAGE, isValidPhone } from '../../reference/validation';

export const PHONE_REQUIRED_FOR_SMS = 'A phone number is required to receive text messages.';

export const profileSchema = z
  .object({
    firstname: z.string().trim().min(1, REQUIRED_MESSAGE).max(60, 'At most 60 characters.'),
    lastname: z.string().trim().min(1, REQUIRED_MESSAGE).max(60, 'At most 60 characters.'),
    phone: z
      .string()
      .trim()
      .refine((phone) => phone === '' || isValidPhone(phone), PHONE_INVALID_MESSAGE),
    sms: z.boolean(),
  })
  .superRefine((profile, context) => {
    if (profile.sms && profile.phone === '') {
      context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_REQUIRED_FOR_SMS });
    }
  });

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
