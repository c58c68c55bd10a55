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
import { useZodForm } from '../../../components/form/useZodForm';
import { FieldChangesTable } from '../../../components/orders/FieldChangesTable';
import { requiredText } from '../../../reference/validation';
import type { CurrencyCode } from '../../../types/domain';
import type { FieldChange } from '../../../types/orders';

export const REASON_MAX_LENGTH = 1000;
const reasonSchema = z.object({ reason: requiredText(REASON_MAX_LENGTH, { required: 'Say why the order needs this change.' }) });

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
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState: { isSubmitting } } = useZodForm(reasonSchema, {
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  const send = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await onSend(reason);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The change request could not be sent.');
    }
  });

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Request a change to order #{orderNumber}</DialogTitle>
      <Box component="form" noValidate onSubmit={send}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            This order is past pending, so an admin reviews the change before it applies. You will be notified of the
            decision.
          </DialogContentText>
          <Box sx={{ mb: 2, overflowX: 'auto' }}>
            <FieldChangesTable changes={changes} currency={currency} caption={`Requested changes to order ${orderNumber}`} />
          </Box>
          <FormTextField
            control={control}
            name="reason"
            label="Reason for the change"
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
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Send change request
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
