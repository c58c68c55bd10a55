/** The admin's send-notification form: what may be sent and to whom. Its messages are catalogue ids. */
import * as z from 'zod/mini';
import { requiredText } from '../../reference/validation';
import { isInAppLink } from './inAppLink';
import type { NotificationRecipients } from '../../data/notifications/recipients';

export const RECIPIENT_KINDS = ['user', 'company', 'admins', 'all'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

export const RECIPIENT_KIND_LABELS: Record<RecipientKind, string> = {
  user: 'notifications.send.recipients.user',
  company: 'notifications.send.recipients.company',
  admins: 'notifications.send.recipients.admins',
  all: 'notifications.send.recipients.all',
};

/** The caps firestore.rules holds every notification to (its body's text, all fields together, for the message). */
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;
export const LINK_MAX_LENGTH = 500;

export const sendNotificationSchema = z
  .object({
    recipientKind: z.enum(RECIPIENT_KINDS),
    userId: z.string(),
    companyId: z.string(),
    // The fields give the limits their messages name ({max}).
    subject: requiredText(SUBJECT_MAX_LENGTH, {
      required: 'notifications.send.subjectRequired',
      tooLong: 'notifications.send.subjectTooLong',
    }),
    message: requiredText(MESSAGE_MAX_LENGTH, {
      required: 'notifications.send.messageRequired',
      tooLong: 'notifications.send.messageTooLong',
    }),
    link: z.string().check(
      z.trim(),
      z.maxLength(LINK_MAX_LENGTH, 'notifications.send.linkTooLong'),
      z.refine<string>((link) => link === '' || isInAppLink(link), 'notifications.send.linkNotInPortal'),
    ),
    sms: z.boolean(),
  })
  .check(
    z.superRefine((form, context) => {
      if (form.recipientKind === 'user' && form.userId === '') {
        context.addIssue({ code: 'custom', path: ['userId'], message: 'notifications.send.chooseUser' });
      }
      if (form.recipientKind === 'company' && form.companyId === '') {
        context.addIssue({ code: 'custom', path: ['companyId'], message: 'notifications.send.chooseCompany' });
      }
    }),
  );

export type SendNotificationInput = z.input<typeof sendNotificationSchema>;
export type SendNotificationValues = z.output<typeof sendNotificationSchema>;

export const SEND_NOTIFICATION_DEFAULTS: SendNotificationInput = {
  recipientKind: 'user',
  userId: '',
  companyId: '',
  subject: '',
  message: '',
  link: '',
  sms: false,
};

/** The form's choice in the shape createNotifications takes. */
export function recipientsFromForm(values: SendNotificationValues): NotificationRecipients {
  switch (values.recipientKind) {
    case 'user':
      return [values.userId];
    case 'company':
      return { company: values.companyId };
    case 'admins':
      return 'admins';
    case 'all':
      return 'all';
  }
}
