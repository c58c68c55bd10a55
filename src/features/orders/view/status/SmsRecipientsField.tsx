import { Controller, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useT } from '../../../../i18n/hooks';
import { useFormat } from '../../../../i18n/useFormat';
import type { SmsRecipient, StatusChangeValues } from './statusChange';

export interface SmsRecipientsFieldProps {
  control: Control<StatusChangeValues>;
  recipients: readonly SmsRecipient[];
  companyName: string;
  disabled?: boolean;
}

/** One checkbox per opted-in user of the company, all ticked at first; the admin unticks whoever should not get it. */
export function SmsRecipientsField({ control, recipients, companyName, disabled }: SmsRecipientsFieldProps) {
  const t = useT();
  const format = useFormat();
  if (recipients.length === 0) {
    return <FormHelperText sx={{ mx: 0 }}>{t('orders.status.noRecipients', { company: companyName })}</FormHelperText>;
  }
  return (
    <Controller
      control={control}
      name="smsRecipients"
      render={({ field }) => (
        <FormControl component="fieldset" variant="standard" disabled={disabled}>
          <FormLabel component="legend">{t('orders.status.recipients')}</FormLabel>
          <FormGroup>
            {recipients.map((recipient) => (
              <FormControlLabel
                key={recipient.userId}
                label={`${recipient.name} · ${format.phone(recipient.phone)}`}
                control={
                  <Checkbox
                    checked={field.value.includes(recipient.userId)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, recipient.userId]
                          : field.value.filter((id) => id !== recipient.userId),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
    />
  );
}
