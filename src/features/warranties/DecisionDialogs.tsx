import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDateField } from '../../components/form/FormDateField';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { DECISION_NOTE_MAX_LENGTH, WARRANTY_NUMBER_MAX_LENGTH, coverageYears, describeYears } from '../../reference/warranty';
import type { Warranty } from '../../types/orders';
import {
  approvalSchema,
  proposedApproval,
  rejectionSchema,
  type ApprovalInput,
  type ApprovalValues,
  type RejectionValues,
} from './decisionSchemas';

interface DecisionDialogProps<V> {
  warranty: Warranty;
  onClose: () => void;
  /** Resolves when decided; a rejection keeps the dialog open with what was typed. */
  onDecide: (values: V) => Promise<void>;
}

/** The fabric's term in words, or why the end date has to be entered by hand. */
function termText(warranty: Warranty): string {
  const years = coverageYears(warranty.fabric);
  const what = warranty.fabric === null ? 'Parts' : `${warranty.fabric} fabric`;
  if (years === null) return `No coverage term is known for ${what}: enter the end of coverage.`;
  return `${what}: ${describeYears(years)} from the install date.`;
}

export function ApproveWarrantyDialog({ warranty, onClose, onDecide }: DecisionDialogProps<ApprovalValues>) {
  const titleId = useId();
  const { control, handleSubmit, formState } = useZodForm<ApprovalInput, ApprovalValues>(approvalSchema, {
    defaultValues: proposedApproval(warranty),
  });
  const busy = formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={handleSubmit(onDecide)}>
        <DialogTitle id={titleId}>Approve warranty for order {warranty.orderNumber}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{termText(warranty)}</Typography>
            <FormTextField
              control={control}
              name="warrantyNumber"
              label="Warranty Number"
              required
              fullWidth
              disabled={busy}
              autoComplete="off"
              htmlInput={{ maxLength: WARRANTY_NUMBER_MAX_LENGTH }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={control} name="coverageStart" label="Coverage Start" required disabled={busy} helperText="The install date." />
              <FormDateField control={control} name="coverageEnd" label="Coverage End" required disabled={busy} />
            </Stack>
            <FormTextField
              control={control}
              name="note"
              label="Note to the dealer (optional)"
              multiline
              minRows={2}
              fullWidth
              disabled={busy}
              htmlInput={{ maxLength: DECISION_NOTE_MAX_LENGTH }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Approve
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function RejectWarrantyDialog({ warranty, onClose, onDecide }: DecisionDialogProps<RejectionValues>) {
  const titleId = useId();
  const { control, handleSubmit, formState } = useZodForm<{ note: string }, RejectionValues>(rejectionSchema, {
    defaultValues: { note: '' },
  });
  const busy = formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={handleSubmit(onDecide)}>
        <DialogTitle id={titleId}>Reject warranty for order {warranty.orderNumber}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">The dealer is notified with this note. A rejected request cannot be reopened.</Alert>
            <FormTextField
              control={control}
              name="note"
              label="Reason"
              required
              multiline
              minRows={3}
              fullWidth
              disabled={busy}
              htmlInput={{ maxLength: DECISION_NOTE_MAX_LENGTH }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
