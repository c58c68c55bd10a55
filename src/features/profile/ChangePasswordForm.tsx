import { useState } from 'react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { MIN_PASSWORD_LENGTH } from '../../reference/validation';
import { changePassword } from '../../data/auth/passwordApi';
import { useT } from '../../i18n/hooks';
import { passwordErrorMessage } from './passwordErrors';
import { CHANGE_PASSWORD_DEFAULTS, changePasswordSchema, type ChangePasswordValues } from './passwordSchema';

/** Current password, new password, confirmation; the auth service checks the current one. */
export function ChangePasswordForm() {
  const t = useT();
  const { enqueueSnackbar } = useSnackbar();
  // The failure itself, worded when shown: a language change rewords an alert already on screen.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const { control, handleSubmit, reset, formState: { isSubmitting } } = useZodForm(changePasswordSchema, {
    mode: 'onTouched',
    defaultValues: CHANGE_PASSWORD_DEFAULTS,
  });

  async function submit(values: ChangePasswordValues) {
    setFailure(null);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      reset(CHANGE_PASSWORD_DEFAULTS);
      enqueueSnackbar(t('profile.password.changed'), { variant: 'success' });
    } catch (error) {
      console.error('Unable to change the password', error);
      // Shown in the form rather than a toast: the user needs it while correcting the fields.
      setFailure({ error });
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t('profile.password.form')}>
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)} closeText={t('components.close')}>
            {passwordErrorMessage(t, failure.error)}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="currentPassword"
          label={t('profile.password.current')}
          type="password"
          required
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="newPassword"
          label={t('profile.password.new')}
          type="password"
          required
          autoComplete="new-password"
          helperText={t('profile.password.newHint', { count: MIN_PASSWORD_LENGTH })}
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label={t('profile.password.confirm')}
          type="password"
          required
          autoComplete="new-password"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('profile.password.changing') : t('profile.password.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
