import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { DecisionDialog as ReviewDecisionDialog } from '../../components/review/DecisionDialog';
import { decisionSchema, type Decision } from './decision';

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
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm(decisionSchema(decision), { defaultValues: { note: '' }, mode: 'onTouched' });
  const busy = formState.isSubmitting;
  const approve = decision === 'approve';
  return (
    <ReviewDecisionDialog
      decision={decision}
      title={`${approve ? 'Approve' : 'Reject'} the change request for order ${orderNumber}?`}
      onSubmit={handleSubmit(async ({ note }) => setFailure(await onDecide(note)))}
      onClose={onClose}
      busy={busy}
      failure={failure}
    >
      <DialogContentText>
        {approve
          ? `The order takes the requested values and ${requesterName} is notified.`
          : `The order stays as it is and ${requesterName} is notified with your note.`}
      </DialogContentText>
      <FormTextField
        control={control}
        name="note"
        label={approve ? 'Note (optional)' : 'Reason for rejecting'}
        required={!approve}
        multiline
        minRows={2}
        disabled={busy}
        fullWidth
      />
    </ReviewDecisionDialog>
  );
}
