import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { updateUserProfile } from '../users/usersApi';
import { useSessionStore } from '../../store/session';
import type { User } from '../../types/domain';
import { profileSchema, type ProfileInput, type ProfileValues } from './profileSchema';

/** Name, phone and SMS opt-in of the signed-in user. */
export function ProfileForm({ user }: { user: User }) {
  const setCurrentUser = useSessionStore((state) => state.setCurrentUser);
  const { enqueueSnackbar } = useSnackbar();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: {
      firstname: user.data.firstname,
      lastname: user.data.lastname,
      phone: user.data.phone ?? '',
      sms: user.data.sms ?? false,
    },
  });

  async function save(values: ProfileValues) {
    try {
      await updateUserProfile(user.id, values);
      // Read the freshest user: the session may have changed while the write was in flight.
      const latest = useSessionStore.getState().currentUser ?? user;
      setCurrentUser({ ...latest, data: { ...latest.data, ...values } });
      reset(values);
      enqueueSnackbar('Your profile was saved.', { variant: 'success' });
    } catch (error) {
      console.error('Unable to save the profile', error);
      enqueueSnackbar('Your profile could not be saved. Please try again.', { variant: 'error' });
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save)} aria-label="Profile">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="First Name"
            required
            fullWidth
            autoComplete="given-name"
            {...register('firstname')}
            error={Boolean(errors.firstname)}
            helperText={errors.firstname?.message}
          />
          <TextField
            label="Last Name"
            required
            fullWidth
            autoComplete="family-name"
            {...register('lastname')}
            error={Boolean(errors.lastname)}
            helperText={errors.lastname?.message}
          />
        </Stack>
        <TextField
          label="Email"
          value={user.data.email}
          fullWidth
          disabled
          helperText="Your sign-in email cannot be changed here."
        />
        <TextField
          label="Phone"
          type="tel"
          fullWidth
          autoComplete="tel"
          {...register('phone')}
          error={Boolean(errors.phone)}
          helperText={errors.phone?.message}
        />
        <Controller
          control={control}
          name="sms"
          render={({ field }) => (
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
                label="Send me text messages (SMS) about my orders"
              />
              <FormHelperText sx={{ mt: 0 }}>Requires a phone number. Message and data rates may apply.</FormHelperText>
            </div>
          )}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving…' : 'Save Profile'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
