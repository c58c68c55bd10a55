import { useController, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { COUNTRIES, countryDefinition, isCountryCode, isRegionOf, regionsOf } from '../../reference/regions';
import { FormSelectField, type SelectOption } from './FormSelectField';
import { FormTextField } from './FormTextField';

const COUNTRY_OPTIONS: SelectOption[] = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

export interface EndCustomerFieldsProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  /** Where the EndCustomer values sit in the form, e.g. 'customer' (fields 'customer.name', 'customer.site.city'). */
  namePrefix: string;
  disabled?: boolean;
}

/**
 * The end customer's name, phone and email and the site address, bound to the fields of endCustomerSchema.
 * The province/state list follows the chosen country (labelled Province for Canada, State for the United States),
 * and a region of the other country is cleared when the country changes.
 */
export function EndCustomerFields<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  namePrefix,
  disabled,
}: EndCustomerFieldsProps<T, TOut>) {
  const path = (field: string) => `${namePrefix}.${field}` as FieldPath<T>;
  const chosenCountry: unknown = useWatch({ control, name: path('site.country') });
  const country = isCountryCode(chosenCountry) ? chosenCountry : 'CA';
  const definition = countryDefinition(country);
  const { field: stateField } = useController({ control, name: path('site.state') });
  const regionOptions: SelectOption[] = regionsOf(country).map((region) => ({
    value: region.code,
    label: region.name,
  }));

  function onCountryChange(next: string) {
    const state: unknown = stateField.value;
    if (isCountryCode(next) && typeof state === 'string' && state !== '' && !isRegionOf(next, state)) {
      stateField.onChange('');
    }
  }

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={path('name')} label="Customer Name" required fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField control={control} name={path('phone')} label="Customer Phone" type="tel" required fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField control={control} name={path('email')} label="Customer Email" type="email" fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name={path('site.street')} label="Site Street Address" required fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField control={control} name={path('site.city')} label="City" required fullWidth disabled={disabled} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormSelectField
          control={control}
          name={path('site.country')}
          label="Country"
          options={COUNTRY_OPTIONS}
          required
          disabled={disabled}
          onValueChange={onCountryChange}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormSelectField
          control={control}
          name={path('site.state')}
          label={definition.regionLabel}
          options={regionOptions}
          required
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          control={control}
          name={path('site.zip')}
          label={definition.postalCodeLabel}
          helperText={`e.g. ${definition.postalCodeExample}`}
          required
          fullWidth
          disabled={disabled}
          autoComplete="off"
        />
      </Grid>
    </Grid>
  );
}
