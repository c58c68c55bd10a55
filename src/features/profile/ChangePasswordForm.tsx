import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePassword } from './passwordApi';
import { passwordErrorMessage } from './passwordErrors';
import { CHANGE_PASSWORD_DEFAULTS, changePasswordSchema, type ChangePasswordValues } from './passwordSchema';

/** Current password, new password, confirmation; the auth service checks the current one. */
export function ChangePasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
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
        <TextField
          label="Current Password"
          type="password"
          required
          autoComplete="current-password"
          {...register('currentPassword')}
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword?.message}
        />
        <TextField
          label="New Password"
          type="password"
          required
          autoComplete="new-password"
          {...register('newPassword')}
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword?.message ?? 'At least 8 characters.'}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          required
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword?.message}
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
