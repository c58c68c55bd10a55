import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSelectField } from '../../../../components/form/FormSelectField';
import { FormTextField } from '../../../../components/form/FormTextField';
import { useZodForm } from '../../../../components/form/useZodForm';
import { LoadingState } from '../../../../components/LoadingState';
import { useT } from '../../../../i18n/hooks';
import { Message } from '../../../../i18n/Message';
import { firebaseErrorId, serverRefusalText } from '../../../../i18n/errors';
import { useServerRead } from '../../../../data/serverState/serverState';
import { listActiveUsersByCompany } from '../../../../data/usersApi';
import type { Actor } from '../../../../data/orders/orderWrites';
import { orderStatusText } from '../../../../reference/labels/orders';
import { soNumberRequired, type OrderStatus } from '../../../../reference/orders';
import type { Order } from '../../../../types/orders';
import {
  initialStatusChangeValues,
  loadSmsWords,
  outcomeMessage,
  SO_NUMBER_MAX_LENGTH,
  STATUS_NOTE_MAX_LENGTH,
  smsLanguagesOf,
  smsRecipientsOf,
  statusChangeSchema,
  statusOptions,
  smsPreview,
  type SmsRecipient,
} from './statusChange';
import { applyStatusChange } from './statusChangeFlow';
import { SmsRecipientsField } from './SmsRecipientsField';

export interface StatusChangeDialogProps {
  open: boolean;
  order: Order;
  actor: Actor;
  onClose: () => void;
}

/** Admins move an order on: the dialog loads who gets a text message each time it opens. */
export function StatusChangeDialog({ open, order, actor, onClose }: StatusChangeDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('orders.status.title', { number: String(order.number) })}</DialogTitle>
      {open ? <RecipientsLoader order={order} actor={actor} onClose={onClose} /> : null}
    </Dialog>
  );
}

const NOBODY: SmsRecipient[] = [];

/** Mounted each time the dialog opens, so the recipients are read afresh. */
function RecipientsLoader({ order, actor, onClose }: Omit<StatusChangeDialogProps, 'open'>) {
  const t = useT();
  const read = useServerRead(
    `sms-recipients:${order.company}`,
    async () => {
      const recipients = smsRecipientsOf(await listActiveUsersByCompany(order.company));
      // Each text is previewed and sent in its recipient's language, whichever the admin reads.
      await loadSmsWords(recipients);
      return recipients;
    },
    { label: 'the text message recipients', refusalIsError: true },
  );
  if (read.status === 'loading') {
    return (
      <DialogContent>
        <LoadingState label={t('orders.status.recipientsLoading')} />
      </DialogContent>
    );
  }
  // A failed read is logged and reads as nobody to text (spec section 8).
  const recipients = read.status === 'ready' ? read.value : NOBODY;
  return <StatusChangeForm order={order} actor={actor} recipients={recipients} onClose={onClose} />;
}

interface StatusChangeFormProps {
  order: Order;
  actor: Actor;
  recipients: SmsRecipient[];
  onClose: () => void;
}

function StatusChangeForm({ order, actor, recipients, onClose }: StatusChangeFormProps) {
  const t = useT();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => statusChangeSchema(order.status), [order.status]);
  const { control, handleSubmit, formState } = useZodForm(schema, {
    defaultValues: initialStatusChangeValues(order, recipients),
    mode: 'onTouched',
  });
  const [to, soNumber, ticked] = useWatch({ control, name: ['to', 'soNumber', 'smsRecipients'] });
  const status = to as OrderStatus;
  const busy = formState.isSubmitting;
  const options = statusOptions(order.status, t);
  // The text as each ticked recipient will read it, in their language: one preview per language (alike ones once).
  const previews = [...new Set(smsLanguagesOf(recipients, ticked).map((language) => smsPreview(soNumber, order, status, language, t)))];

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { told } = await applyStatusChange({ order, values, recipients, actor });
      const changed = enqueueSnackbar(t('orders.status.changed'), { variant: 'success' });
      onClose();
      // Toasts outlive the dialog: once the company has been told, the full outcome takes the first one's place.
      void told.then((outcome) => {
        const report = outcomeMessage(outcome, t);
        if (!report) return;
        closeSnackbar(changed);
        enqueueSnackbar(report.message, { variant: report.variant });
      });
    } catch (error) {
      console.error('Unable to change the order status', error);
      // The dialog stays open with everything typed, so trying again costs nothing.
      const known = firebaseErrorId(error);
      const reason = known ? t(known) : serverRefusalText(t, error);
      setFailure(reason ? `${t('orders.status.failed')} ${reason}` : t('orders.status.failed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('orders.status.submit')}>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography>
            <Message id="orders.status.current" values={{ status: <strong>{orderStatusText(order.status, t)}</strong> }} />
          </Typography>
          <FormSelectField control={control} name="to" label={t('orders.status.newStatus')} options={options} required disabled={busy} />
          <FormTextField
            control={control}
            name="soNumber"
            label={t('orders.status.soNumber')}
            required={options.some((option) => option.value === status) && soNumberRequired(status)}
            disabled={busy}
            htmlInput={{ maxLength: SO_NUMBER_MAX_LENGTH }}
            messageValues={{ max: SO_NUMBER_MAX_LENGTH }}
            fullWidth
          />
          <FormTextField
            control={control}
            name="note"
            label={t('orders.status.note')}
            multiline
            minRows={2}
            disabled={busy}
            messageValues={{ max: STATUS_NOTE_MAX_LENGTH }}
            fullWidth
          />
          <SmsRecipientsField control={control} recipients={recipients} companyName={order.companyName} disabled={busy} />
          {previews.map((preview) => (
            <Typography key={preview} variant="body2" color="text.secondary">
              {t('orders.status.preview', { text: preview })}
            </Typography>
          ))}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('components.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('orders.status.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
