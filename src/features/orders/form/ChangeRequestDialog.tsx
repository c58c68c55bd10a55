import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import * as z from 'zod/mini';
import { FormTextField } from '../../../components/form/FormTextField';
import { FieldChangesTable } from '../../../components/orders/FieldChangesTable';
import { useT } from '../../../i18n/hooks';
import { TOO_LONG_MESSAGE } from '../../../lib/schemas/orders/common';
import { requiredText } from '../../../reference/validation';
import { useWordedForm } from './useWordedForm';
import type { CurrencyCode } from '../../../types/domain';
import type { FieldChange } from '../../../types/orders';

export const REASON_MAX_LENGTH = 1000;
const reasonSchema = z.object({
  reason: requiredText(REASON_MAX_LENGTH, { required: 'orders.form.changeRequest.reasonRequired', tooLong: TOO_LONG_MESSAGE }),
});

export interface ChangeRequestDialogProps {
  open: boolean;
  orderNumber: number;
  /** The order's currency: a changed total shows in it. */
  currency: CurrencyCode;
  changes: readonly FieldChange[];
  /** Resolves once sent; a rejection's message is shown in the dialog, the reason kept. */
  onSend: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Shows what would change and asks for the reason (required) before sending a change request. */
export function ChangeRequestDialog({ open, orderNumber, currency, changes, onSend, onClose }: ChangeRequestDialogProps) {
  const t = useT();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState: { isSubmitting } } = useWordedForm(reasonSchema, {
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  const send = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await onSend(reason);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('orders.form.changeRequest.notSent'));
    }
  });

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('orders.form.changeRequest.title', { number: String(orderNumber) })}</DialogTitle>
      <Box component="form" noValidate onSubmit={send}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('orders.form.changeRequest.intro')}</DialogContentText>
          <Box sx={{ mb: 2, overflowX: 'auto' }}>
            <FieldChangesTable changes={changes} currency={currency} caption={t('orders.form.changeRequest.changes', { number: String(orderNumber) })} />
          </Box>
          <FormTextField
            control={control}
            name="reason"
            label={t('orders.form.changeRequest.reason')}
            multiline
            minRows={3}
            required
            fullWidth
            autoFocus
            htmlInput={{ maxLength: REASON_MAX_LENGTH }}
          />
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('components.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('orders.form.changeRequest.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
