import { useController, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { useNamespaces, useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { countryNameText, postalCodeLabelText, regionChoices, regionLabelText } from '../../reference/labels/regions';
import { COUNTRY_CODES, countryDefinition, isCountryCode, isRegionOf } from '../../reference/regions';
import { FormSelectField, type SelectOption } from './FormSelectField';
import { FormTextField } from './FormTextField';

export interface EndCustomerFieldsProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  /** Where the EndCustomer values sit in the form, e.g. 'customer' (fields 'customer.name', 'customer.site.city'). */
  namePrefix: string;
  disabled?: boolean;
}

/**
 * The end customer's name, phone and email and the site address, bound to the fields of endCustomerSchema.
 * The province/state list follows the chosen country (labelled Province for Canada, State for the United States),
 * in the reader's language and alphabetical order, and a region of the other country is cleared when the country
 * changes.
 */
export function EndCustomerFields<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  namePrefix,
  disabled,
}: EndCustomerFieldsProps<T, TOut>) {
  // Country and region names come from the reference catalogue.
  useNamespaces('reference');
  const t = useT();
  const { locale } = useFormat();
  const path = (field: string) => `${namePrefix}.${field}` as FieldPath<T>;
  const chosenCountry: unknown = useWatch({ control, name: path('site.country') });
  const country = isCountryCode(chosenCountry) ? chosenCountry : 'CA';
  const definition = countryDefinition(country);
  const { field: stateField } = useController({ control, name: path('site.state') });
  const countryOptions: SelectOption[] = COUNTRY_CODES.map((code) => ({ value: code, label: countryNameText(code, t) }));
  const regionOptions: SelectOption[] = regionChoices(country, t, locale);

  function onCountryChange(next: string) {
    const state: unknown = stateField.value;
    if (isCountryCode(next) && typeof state === 'string' && state !== '' && !isRegionOf(next, state)) {
      stateField.onChange('');
    }
  }

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={path('name')} label={t('components.customer.name')} required fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField control={control} name={path('phone')} label={t('components.customer.phone')} type="tel" required fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField control={control} name={path('email')} label={t('components.customer.email')} type="email" fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name={path('site.street')} label={t('components.customer.street')} required fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField control={control} name={path('site.city')} label={t('components.address.city')} required fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormSelectField
          control={control}
          name={path('site.country')}
          label={t('components.address.country')}
          options={countryOptions}
          required
          disabled={disabled}
          onValueChange={onCountryChange}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormSelectField
          control={control}
          name={path('site.state')}
          label={regionLabelText(country, t)}
          options={regionOptions}
          required
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          control={control}
          name={path('site.zip')}
          label={postalCodeLabelText(country, t)}
          helperText={t('components.address.example', { example: definition.postalCodeExample })}
          required
          fullWidth
          disabled={disabled}
          autoComplete="off"
        />
      </Grid>
    </Grid>
  );
}
