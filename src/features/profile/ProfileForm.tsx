import { useRef } from 'react';
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
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { useSessionStore } from '../../store/session';
import type { User } from '../../types/domain';
import { profileSchema, type ProfileValues } from './profileSchema';
import { formatPhone, phoneToStore } from '../../lib/phone';

/** Name, phone, and the SMS and email opt-ins of the signed-in user. */
export function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const { locale } = useFormat();
  // The locale the phone field was filled in: the language may change meanwhile (the choice is on this page), and
  // a number nobody touched must still be recognised as the stored one.
  const filledIn = useRef(locale);
  const setCurrentUser = useSessionStore((state) => state.setCurrentUser);
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, reset, formState: { isSubmitting, isDirty } } = useZodForm(profileSchema, {
    mode: 'onTouched',
    defaultValues: {
      firstname: user.data.firstname,
      lastname: user.data.lastname,
      phone: formatPhone(user.data.phone ?? '', filledIn.current),
      sms: user.data.sms ?? false,
      // Never chosen reads as off, as the server reads it.
      mail: user.data.mail === true,
    },
  });

  async function save(shown: ProfileValues) {
    const values = { ...shown, phone: phoneToStore(shown.phone, user.data.phone ?? '', filledIn.current) };
    try {
      await updateUserProfile(user.id, values);
      // Read the freshest user: the session may have changed while the write was in flight.
      const latest = useSessionStore.getState().currentUser ?? user;
      setCurrentUser({ ...latest, data: { ...latest.data, ...values } });
      filledIn.current = locale;
      reset({ ...values, phone: formatPhone(values.phone, locale) });
      enqueueSnackbar(t('profile.details.saved'), { variant: 'success' });
    } catch (error) {
      console.error('Unable to save the profile', error);
      enqueueSnackbar(t('profile.details.saveFailed'), { variant: 'error' });
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save)} aria-label={t('profile.details.form')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="firstname" label={t('profile.details.firstname')} required fullWidth autoComplete="given-name" />
          <FormTextField control={control} name="lastname" label={t('profile.details.lastname')} required fullWidth autoComplete="family-name" />
        </Stack>
        <OutlinedTextField
          label={t('profile.details.email')}
          value={user.data.email}
          fullWidth
          disabled
          helperText={t('profile.details.emailFixed')}
        />
        <FormTextField control={control} name="phone" label={t('profile.details.phone')} type="tel" fullWidth autoComplete="tel" />
        <div>
          <FormCheckbox control={control} name="sms" label={t('profile.details.sms')} />
          <FormHelperText sx={{ mt: 0 }}>{t('profile.details.smsHint')}</FormHelperText>
        </div>
        <div>
          <FormCheckbox control={control} name="mail" label={t('profile.details.mail')} />
          <FormHelperText sx={{ mt: 0, overflowWrap: 'anywhere' }}>
            {t('profile.details.mailHint', { email: user.data.email })}
          </FormHelperText>
        </div>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? t('profile.details.saving') : t('profile.details.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
