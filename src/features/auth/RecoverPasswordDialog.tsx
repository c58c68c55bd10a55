import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { RECOVERY_DIALOG_MAX_WIDTH } from '../../reference/app';
import { sendRecoveryEmail } from '../../data/auth/authApi';
import { recoveryFailureMessage } from './errorMessage';
import { recoverySchema } from './schemas';

export interface RecoverPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Recover Password' (spec sections 2, 4, 5, 8): form, then sending, then the success view. */
export function RecoverPasswordDialog({ open, onClose }: RecoverPasswordDialogProps) {
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { control, handleSubmit } = useZodForm(recoverySchema, { mode: 'onBlur', defaultValues: { email: '' } });
  const canSend = recoverySchema.safeParse(useWatch({ control })).success;

  const send = handleSubmit(async ({ email }) => {
    setError(null);
    setSending(true);
    try {
      await sendRecoveryEmail(email);
      setSent(true);
    } catch (failure) {
      console.error('Password recovery email failed', failure);
      setError(recoveryFailureMessage(failure));
    } finally {
      setSending(false);
    }
  });

  // Closing clears the outcome, so the dialog opens on the form again.
  const close = () => {
    if (sending) return;
    setSent(false);
    setError(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: RECOVERY_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>Recover Password</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
              <Icon color="success" sx={{ fontSize: 40 }} aria-hidden="true">
                check_circle
              </Icon>
              <Typography>Password recovery email sent.</Typography>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={send}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Enter the email address of your account and we will send you a link to choose a new password.
            </DialogContentText>
            {error ? (
              <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
                {error}
              </Alert>
            ) : null}
            <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={sending}>
              Close
            </Button>
            <Button type="submit" variant="contained" disabled={!canSend} loading={sending}>
              send password recovery email
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
