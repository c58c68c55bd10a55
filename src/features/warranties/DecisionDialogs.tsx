import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDateField } from '../../components/form/FormDateField';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { DecisionDialog } from '../../components/review/DecisionDialog';
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
  /** Resolves to why the decision failed (the dialog stays open with what was typed), or null once decided. */
  onDecide: (values: V) => Promise<string | null>;
}

/** The fabric's term in words, or why the end date has to be entered by hand. */
function termText(warranty: Warranty): string {
  const years = coverageYears(warranty.fabric);
  const what = warranty.fabric === null ? 'Parts' : `${warranty.fabric} fabric`;
  if (years === null) return `No coverage term is known for ${what}: enter the end of coverage.`;
  return `${what}: ${describeYears(years)} from the install date.`;
}

export function ApproveWarrantyDialog({ warranty, onClose, onDecide }: DecisionDialogProps<ApprovalValues>) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm<ApprovalInput, ApprovalValues>(approvalSchema, {
    defaultValues: proposedApproval(warranty),
  });
  const busy = formState.isSubmitting;
  return (
    <DecisionDialog
      decision="approve"
      title={`Approve warranty for order ${warranty.orderNumber}`}
      onSubmit={handleSubmit(async (values) => setFailure(await onDecide(values)))}
      onClose={onClose}
      busy={busy}
      failure={failure}
    >
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
    </DecisionDialog>
  );
}

export function RejectWarrantyDialog({ warranty, onClose, onDecide }: DecisionDialogProps<RejectionValues>) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm<{ note: string }, RejectionValues>(rejectionSchema, {
    defaultValues: { note: '' },
  });
  const busy = formState.isSubmitting;
  return (
    <DecisionDialog
      decision="reject"
      title={`Reject warranty for order ${warranty.orderNumber}`}
      onSubmit={handleSubmit(async (values) => setFailure(await onDecide(values)))}
      onClose={onClose}
      busy={busy}
      failure={failure}
    >
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
    </DecisionDialog>
  );
}
