import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormTextField } from '../../components/form/FormTextField';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { updateUserProfile } from '../../data/usersApi';
import { useSessionStore } from '../../store/session';
import type { User } from '../../types/domain';
import { profileSchema, type ProfileValues } from './profileSchema';
import { formatPhone, phoneToStore } from '../../lib/phone';

/** Name, phone, and the SMS and email opt-ins of the signed-in user. */
export function ProfileForm({ user }: { user: User }) {
  const setCurrentUser = useSessionStore((state) => state.setCurrentUser);
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, reset, formState: { isSubmitting, isDirty } } = useZodForm(profileSchema, {
    mode: 'onTouched',
    defaultValues: {
      firstname: user.data.firstname,
      lastname: user.data.lastname,
      phone: formatPhone(user.data.phone ?? ''),
      sms: user.data.sms ?? false,
      // Never chosen reads as off, as the server reads it.
      mail: user.data.mail === true,
    },
  });

  async function save(shown: ProfileValues) {
    const values = { ...shown, phone: phoneToStore(shown.phone, user.data.phone ?? '') };
    try {
      await updateUserProfile(user.id, values);
      // Read the freshest user: the session may have changed while the write was in flight.
      const latest = useSessionStore.getState().currentUser ?? user;
      setCurrentUser({ ...latest, data: { ...latest.data, ...values } });
      reset({ ...values, phone: formatPhone(values.phone) });
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
          <FormTextField control={control} name="firstname" label="First Name" required fullWidth autoComplete="given-name" />
          <FormTextField control={control} name="lastname" label="Last Name" required fullWidth autoComplete="family-name" />
        </Stack>
        <OutlinedTextField
          label="Email"
          value={user.data.email}
          fullWidth
          disabled
          helperText="Your sign-in email cannot be changed here."
        />
        <FormTextField control={control} name="phone" label="Phone" type="tel" fullWidth autoComplete="tel" />
        <div>
          <FormCheckbox control={control} name="sms" label="Send me text messages (SMS) about my orders" />
          <FormHelperText sx={{ mt: 0 }}>Requires a phone number. Message and data rates may apply.</FormHelperText>
        </div>
        <div>
          <FormCheckbox control={control} name="mail" label="Email me about my orders" />
          <FormHelperText sx={{ mt: 0, overflowWrap: 'anywhere' }}>
            Status changes of your company&apos;s orders, and decisions on your change and warranty requests, go to {user.data.email}.
          </FormHelperText>
        </div>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving…' : 'Save Profile'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
