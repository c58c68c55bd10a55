import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDateField } from '../../components/form/FormDateField';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { DecisionDialog } from '../../components/review/DecisionDialog';
import { useT } from '../../i18n/hooks';
import { DECISION_NOTE_MAX_LENGTH, WARRANTY_NUMBER_MAX_LENGTH } from '../../reference/warranty';
import type { Warranty } from '../../types/orders';
import {
  approvalSchema,
  proposedApproval,
  rejectionSchema,
  type ApprovalInput,
  type ApprovalValues,
  type RejectionValues,
} from './decisionSchemas';
import { termText } from './warrantyText';

interface DecisionDialogProps<V> {
  warranty: Warranty;
  onClose: () => void;
  /** Resolves to why the decision failed (the dialog stays open with what was typed), or null once decided. */
  onDecide: (values: V) => Promise<string | null>;
}

/** The note's longest length, for its message. */
const NOTE_LIMIT = { max: DECISION_NOTE_MAX_LENGTH };

export function ApproveWarrantyDialog({ warranty, onClose, onDecide }: DecisionDialogProps<ApprovalValues>) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm<ApprovalInput, ApprovalValues>(approvalSchema, {
    defaultValues: proposedApproval(warranty),
  });
  const busy = formState.isSubmitting;
  return (
    <DecisionDialog
      decision="approve"
      title={t('warranties.approve.title', { number: warranty.orderNumber })}
      onSubmit={handleSubmit(async (values) => setFailure(await onDecide(values)))}
      onClose={onClose}
      busy={busy}
      failure={failure}
    >
      <Typography variant="body2">{termText(warranty.fabric, t)}</Typography>
      <FormTextField
        control={control}
        name="warrantyNumber"
        label={t('warranties.approve.warrantyNumber')}
        required
        fullWidth
        disabled={busy}
        autoComplete="off"
        htmlInput={{ maxLength: WARRANTY_NUMBER_MAX_LENGTH }}
        messageValues={{ max: WARRANTY_NUMBER_MAX_LENGTH }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField
          control={control}
          name="coverageStart"
          label={t('warranties.approve.coverageStart')}
          required
          disabled={busy}
          helperText={t('warranties.approve.coverageStartHint')}
        />
        <FormDateField control={control} name="coverageEnd" label={t('warranties.approve.coverageEnd')} required disabled={busy} />
      </Stack>
      <FormTextField
        control={control}
        name="note"
        label={t('warranties.approve.note')}
        multiline
        minRows={2}
        fullWidth
        disabled={busy}
        htmlInput={{ maxLength: DECISION_NOTE_MAX_LENGTH }}
        messageValues={NOTE_LIMIT}
      />
    </DecisionDialog>
  );
}

export function RejectWarrantyDialog({ warranty, onClose, onDecide }: DecisionDialogProps<RejectionValues>) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm<{ note: string }, RejectionValues>(rejectionSchema, {
    defaultValues: { note: '' },
  });
  const busy = formState.isSubmitting;
  return (
    <DecisionDialog
      decision="reject"
      title={t('warranties.reject.title', { number: warranty.orderNumber })}
      onSubmit={handleSubmit(async (values) => setFailure(await onDecide(values)))}
      onClose={onClose}
      busy={busy}
      failure={failure}
    >
      <Alert severity="warning">{t('warranties.reject.warning')}</Alert>
      <FormTextField
        control={control}
        name="note"
        label={t('warranties.reject.reason')}
        required
        multiline
        minRows={3}
        fullWidth
        disabled={busy}
        htmlInput={{ maxLength: DECISION_NOTE_MAX_LENGTH }}
        messageValues={NOTE_LIMIT}
      />
    </DecisionDialog>
  );
}
