import { Controller, type Control } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { wordFieldMessage } from '../../components/form/fieldMessage';
import { useT } from '../../i18n/hooks';
import type { SendNotificationInput, SendNotificationValues } from './sendNotificationSchema';
import type { RecipientDirectory } from './useRecipientDirectory';

const PICKERS = {
  user: { name: 'userId', label: 'notifications.send.user', hint: null },
  company: { name: 'companyId', label: 'notifications.send.company', hint: 'notifications.send.companyHint' },
} as const;

export interface RecipientPickerProps {
  control: Control<SendNotificationInput, unknown, SendNotificationValues>;
  /** Who to choose: one user, or the company whose active users are all notified. */
  kind: keyof typeof PICKERS;
  directory: RecipientDirectory;
}

/** Chooses a user or a company from the recipient directory; the form field holds the chosen id ('' for none). */
export function RecipientPicker({ control, kind, directory }: RecipientPickerProps) {
  const t = useT();
  const { name, label, hint } = PICKERS[kind];
  const options = kind === 'user' ? directory.users : directory.companies;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          loading={directory.loading}
          loadingText={t('notifications.send.directoryLoading')}
          noOptionsText={t('notifications.send.noMatch')}
          openText={t('notifications.send.openList')}
          closeText={t('components.close')}
          clearText={t('notifications.send.clear')}
          value={options.find((option) => option.id === field.value) ?? null}
          onChange={(_event, option) => field.onChange(option?.id ?? '')}
          onBlur={field.onBlur}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t(label)}
              required
              error={fieldState.invalid}
              helperText={fieldState.error?.message ? wordFieldMessage(t, fieldState.error.message) : hint && t(hint)}
            />
          )}
        />
      )}
    />
  );
}
