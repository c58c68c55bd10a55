import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { PageHeader } from '../../components/PageHeader';
import { useNamespaces, useT } from '../../i18n/hooks';
import { useSessionStore } from '../../store/session';
import { createNotifications, resolveRecipientUsers } from '../../data/notifications/notificationsApi';
import { RecipientPicker } from './RecipientPicker';
import {
  LINK_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  RECIPIENT_KINDS,
  RECIPIENT_KIND_LABELS,
  SEND_NOTIFICATION_DEFAULTS,
  SUBJECT_MAX_LENGTH,
  recipientsFromForm,
  sendNotificationSchema,
  type SendNotificationValues,
} from './sendNotificationSchema';
import { notificationSmsText, smsGroups } from './sms';
import { sendSms, type SmsOutcome } from '../../data/smsApi';
import { actorOf } from '../../data/orders/orderWrites';
import { useRecipientDirectory } from './useRecipientDirectory';

/** Admin screen: send an in-app notification (and optionally a text message) to users. */
export default function SendNotificationScreen() {
  useNamespaces('notifications');
  const t = useT();
  const currentUser = useSessionStore((state) => state.currentUser);
  const { enqueueSnackbar } = useSnackbar();
  const directory = useRecipientDirectory();
  const { control, handleSubmit, reset, watch, formState: { isSubmitting } } = useZodForm(sendNotificationSchema, {
    defaultValues: SEND_NOTIFICATION_DEFAULTS,
  });
  const recipientKind = watch('recipientKind');

  async function send(values: SendNotificationValues) {
    if (!currentUser) return;
    const recipients = recipientsFromForm(values);
    // The name the rules expect on a notification: the sender's own, as on orders and requests.
    const { id, name } = actorOf(currentUser);
    const sent = await createNotifications({
      recipients,
      subject: values.subject,
      body: { message: values.message },
      link: values.link || undefined,
      sender: { id, name },
    });
    if (!sent) {
      enqueueSnackbar(t('notifications.send.failed'), { variant: 'error' });
      return;
    }
    // The notification is out: clear the form now so a retry of the texts cannot send it twice.
    reset(SEND_NOTIFICATION_DEFAULTS);
    if (!values.sms) {
      enqueueSnackbar(t('notifications.send.sent'), { variant: 'success' });
      return;
    }
    try {
      // Each recipient reads the product's name in their language; what the admin wrote goes as written.
      const groups = smsGroups(await resolveRecipientUsers(recipients));
      const outcomes = await Promise.all(
        groups.map(async ({ language, targets }) => sendSms(targets, await notificationSmsText(language, values.subject, values.message))),
      );
      const outcome = outcomes.reduce<SmsOutcome>((sum, { sent, failed }) => ({ sent: sum.sent + sent, failed: sum.failed + failed }), { sent: 0, failed: 0 });
      if (outcome.failed > 0) {
        enqueueSnackbar(t('notifications.send.someTextsFailed', { failed: outcome.failed, total: outcome.sent + outcome.failed }), {
          variant: 'error',
        });
      } else {
        enqueueSnackbar(t('notifications.send.sentWithTexts', { count: outcome.sent }), { variant: 'success' });
      }
    } catch (error) {
      console.error('Unable to send the text messages', error);
      enqueueSnackbar(t('notifications.send.textsFailed'), { variant: 'error' });
    }
  }

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageHeader title={t('notifications.send.title')} />
      <Paper component="form" noValidate onSubmit={handleSubmit(send)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <Controller
            control={control}
            name="recipientKind"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="recipient-kind-label">{t('notifications.send.recipients')}</FormLabel>
                <RadioGroup row aria-labelledby="recipient-kind-label" {...field}>
                  {RECIPIENT_KINDS.map((kind) => (
                    <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(RECIPIENT_KIND_LABELS[kind])} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          {(recipientKind === 'user' || recipientKind === 'company') && (
            // Keyed by kind: each choice is a picker of its own, not one picker whose typed text carries over.
            <RecipientPicker key={recipientKind} control={control} kind={recipientKind} directory={directory} />
          )}
          <FormTextField
            control={control}
            name="subject"
            label={t('notifications.send.subject')}
            required
            htmlInput={{ maxLength: SUBJECT_MAX_LENGTH }}
            messageValues={{ max: SUBJECT_MAX_LENGTH }}
          />
          <FormTextField
            control={control}
            name="message"
            label={t('notifications.send.message')}
            required
            multiline
            minRows={5}
            htmlInput={{ maxLength: MESSAGE_MAX_LENGTH }}
            messageValues={{ max: MESSAGE_MAX_LENGTH }}
          />
          <FormTextField
            control={control}
            name="link"
            label={t('notifications.send.link')}
            placeholder="/orders"
            htmlInput={{ maxLength: LINK_MAX_LENGTH }}
            messageValues={{ max: LINK_MAX_LENGTH }}
            helperText={t('notifications.send.linkHint')}
          />
          <FormControl>
            <FormCheckbox
              control={control}
              name="sms"
              label={t('notifications.send.sms')}
            />
            <FormHelperText>{t('notifications.send.smsHint')}</FormHelperText>
          </FormControl>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" color="primary" disabled={isSubmitting || !currentUser}>
              {isSubmitting ? t('notifications.send.sending') : t('notifications.send.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
