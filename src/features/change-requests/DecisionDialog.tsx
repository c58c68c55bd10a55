import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { DecisionDialog as ReviewDecisionDialog } from '../../components/review/DecisionDialog';
import { useT } from '../../i18n/hooks';
import { DECISION_NOTE_MAX_LENGTH, decisionSchema, type Decision } from './decision';

/** The note's longest length, for its message. */
const NOTE_LIMIT = { max: DECISION_NOTE_MAX_LENGTH };

export interface DecisionDialogProps {
  decision: Decision;
  orderNumber: number;
  requesterName: string;
  /** Resolves to an error message to show (the dialog stays open, the note kept) or null when done. */
  onDecide: (note: string) => Promise<string | null>;
  onClose: () => void;
}

/** Confirms an approval (optional note) or a rejection (note required) of a change request. */
export function DecisionDialog({ decision, orderNumber, requesterName, onDecide, onClose }: DecisionDialogProps) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm(decisionSchema(decision), { defaultValues: { note: '' }, mode: 'onTouched' });
  const busy = formState.isSubmitting;
  const approve = decision === 'approve';
  return (
    <ReviewDecisionDialog
      decision={decision}
      title={approve ? t('changeRequests.dialog.approveTitle', { number: orderNumber }) : t('changeRequests.dialog.rejectTitle', { number: orderNumber })}
      onSubmit={handleSubmit(async ({ note }) => setFailure(await onDecide(note)))}
      onClose={onClose}
      busy={busy}
      failure={failure}
    >
      <DialogContentText>
        {approve
          ? t('changeRequests.dialog.approveEffect', { name: requesterName })
          : t('changeRequests.dialog.rejectEffect', { name: requesterName })}
      </DialogContentText>
      <FormTextField
        control={control}
        name="note"
        label={approve ? t('changeRequests.dialog.note') : t('changeRequests.dialog.reason')}
        required={!approve}
        multiline
        minRows={2}
        disabled={busy}
        fullWidth
        messageValues={NOTE_LIMIT}
      />
    </ReviewDecisionDialog>
  );
}
