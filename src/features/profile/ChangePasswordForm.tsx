import { useState } from 'react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { NEW_PASSWORD_HINT } from '../../reference/validation';
import { changePassword } from '../../data/auth/passwordApi';
import { passwordErrorMessage } from './passwordErrors';
import { CHANGE_PASSWORD_DEFAULTS, changePasswordSchema, type ChangePasswordValues } from './passwordSchema';

/** Current password, new password, confirmation; the auth service checks the current one. */
export function ChangePasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState: { isSubmitting } } = useZodForm(changePasswordSchema, {
    mode: 'onTouched',
    defaultValues: CHANGE_PASSWORD_DEFAULTS,
  });

  async function submit(values: ChangePasswordValues) {
    setFailure(null);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      reset(CHANGE_PASSWORD_DEFAULTS);
      enqueueSnackbar('Your password was changed.', { variant: 'success' });
    } catch (error) {
      console.error('Unable to change the password', error);
      // Shown in the form rather than a toast: the user needs it while correcting the fields.
      setFailure(passwordErrorMessage(error));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Change password">
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="currentPassword"
          label="Current Password"
          type="password"
          required
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="newPassword"
          label="New Password"
          type="password"
          required
          autoComplete="new-password"
          helperText={NEW_PASSWORD_HINT}
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirm New Password"
          type="password"
          required
          autoComplete="new-password"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Changing…' : 'Change Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
