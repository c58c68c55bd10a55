import { useId, useState } from 'react';
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
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import { useT } from '../../i18n/hooks';
import { RECOVERY_DIALOG_MAX_WIDTH } from '../../reference/app';
import { sendRecoveryEmail } from '../../data/auth/authApi';
import { recoveryErrorText } from './errorMessage';
import { RESERVED_HELPER_LINE } from './reservedHelperLine';
import { recoverySchema } from './schemas';
import { useBlurValidatedForm } from './useBlurValidatedForm';

export interface RecoverPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Recover Password' (spec sections 2, 4, 5, 8): form, then sending, then the success view. */
export function RecoverPasswordDialog({ open, onClose }: RecoverPasswordDialogProps) {
  const t = useT();
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  // The failure itself, worded when shown (in the language of the moment).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const form = useBlurValidatedForm(recoverySchema, { email: '' });
  const emailMessage = form.message('email');

  const send = form.submit(async ({ email }) => {
    setFailure(null);
    setSending(true);
    try {
      await sendRecoveryEmail(email);
      setSent(true);
    } catch (error) {
      console.error('Password recovery email failed', error);
      setFailure({ error });
    } finally {
      setSending(false);
    }
  });

  // Closing clears the outcome, so the dialog opens on the form again.
  const close = () => {
    if (sending) return;
    setSent(false);
    setFailure(null);
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
      <DialogTitle id={titleId}>{t('auth.recovery.title')}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
              <Icon color="success" sx={{ fontSize: 40 }} aria-hidden="true">
                check_circle
              </Icon>
              <Typography>{t('auth.recovery.sent')}</Typography>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('components.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={send}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('auth.recovery.intro')}</DialogContentText>
            {failure ? (
              <Alert severity="error" onClose={() => setFailure(null)} closeText={t('components.close')} sx={{ mb: 2 }}>
                {recoveryErrorText(t, failure.error)}
              </Alert>
            ) : null}
            <OutlinedTextField
              {...form.field('email')}
              label={t('auth.recovery.email')}
              type="email"
              autoComplete="email"
              autoFocus
              fullWidth
              error={Boolean(emailMessage)}
              // Validation messages are catalogue ids (see schemas.ts).
              helperText={emailMessage ? t(emailMessage) : RESERVED_HELPER_LINE}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={sending}>
              {t('components.close')}
            </Button>
            <Button type="submit" variant="contained" disabled={!form.valid} loading={sending}>
              {t('auth.recovery.send')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
