import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { decisionSchema, type Decision } from './decision';

export interface DecisionDialogProps {
  decision: Decision;
  orderNumber: number;
  requesterName: string;
  /** Resolves to an error message to show (the dialog stays open, the note kept) or null when done. */
  onDecide: (note: string) => Promise<string | null>;
  onClose: () => void;
}

/** Confirms an approval (optional note) or a rejection (note required) before anything is written. */
export function DecisionDialog({ decision, orderNumber, requesterName, onDecide, onClose }: DecisionDialogProps) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm(decisionSchema(decision), { defaultValues: { note: '' }, mode: 'onTouched' });
  const busy = formState.isSubmitting;
  const approve = decision === 'approve';
  const submit = handleSubmit(async ({ note }) => {
    setFailure(await onDecide(note));
  });
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{approve ? 'Approve' : 'Reject'} the change request for order {orderNumber}?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
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
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={approve ? 'primary' : 'error'} loading={busy}>
            {approve ? 'Approve' : 'Reject'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
