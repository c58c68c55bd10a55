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
import { notificationSmsText, smsTargets } from './sms';
import { sendSms } from '../../data/smsApi';
import { actorOf } from '../../data/orders/orderWrites';
import { useRecipientDirectory } from './useRecipientDirectory';

/** Admin screen: send an in-app notification (and optionally a text message) to users. */
export default function SendNotificationScreen() {
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
      enqueueSnackbar('The notification could not be sent. Check the recipients and try again.', { variant: 'error' });
      return;
    }
    // The notification is out: clear the form now so a retry of the texts cannot send it twice.
    reset(SEND_NOTIFICATION_DEFAULTS);
    if (!values.sms) {
      enqueueSnackbar('Notification sent.', { variant: 'success' });
      return;
    }
    try {
      const targets = smsTargets(await resolveRecipientUsers(recipients));
      const outcome = await sendSms(targets, notificationSmsText(values.subject, values.message));
      if (outcome.failed > 0) {
        enqueueSnackbar(
          `Notification sent, but ${outcome.failed} of ${targets.length} text messages could not be sent.`,
          { variant: 'error' },
        );
      } else {
        enqueueSnackbar(`Notification sent, with ${outcome.sent} text message${outcome.sent === 1 ? '' : 's'}.`, {
          variant: 'success',
        });
      }
    } catch (error) {
      console.error('Unable to send the text messages', error);
      enqueueSnackbar('Notification sent, but the text messages could not be sent.', { variant: 'error' });
    }
  }

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageHeader title="Send Notification" />
      <Paper component="form" noValidate onSubmit={handleSubmit(send)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <Controller
            control={control}
            name="recipientKind"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="recipient-kind-label">Recipients</FormLabel>
                <RadioGroup row aria-labelledby="recipient-kind-label" {...field}>
                  {RECIPIENT_KINDS.map((kind) => (
                    <FormControlLabel key={kind} value={kind} control={<Radio />} label={RECIPIENT_KIND_LABELS[kind]} />
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
            label="Subject"
            required
            htmlInput={{ maxLength: SUBJECT_MAX_LENGTH }}
          />
          <FormTextField
            control={control}
            name="message"
            label="Message"
            required
            multiline
            minRows={5}
            htmlInput={{ maxLength: MESSAGE_MAX_LENGTH }}
          />
          <FormTextField
            control={control}
            name="link"
            label="Link (optional)"
            placeholder="/orders"
            htmlInput={{ maxLength: LINK_MAX_LENGTH }}
            helperText="A portal page the notification opens, for example /orders/history."
          />
          <FormControl>
            <FormCheckbox
              control={control}
              name="sms"
              label="Also send a text message to recipients who opted in to SMS"
            />
            <FormHelperText>Only users with SMS enabled and a phone number receive a text.</FormHelperText>
          </FormControl>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" color="primary" disabled={isSubmitting || !currentUser}>
              {isSubmitting ? 'Sending…' : 'Send Notification'}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
