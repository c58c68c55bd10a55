import { useController, useWatch, type Control } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { countryNameText, postalCodeLabelText, regionChoices, regionLabelText } from '../../reference/labels/regions';
import { COUNTRIES, countryDefinition, isCountryCode, isRegionOf } from '../../reference/regions';
import type { CountryCode } from '../../types/domain';

/** Any form with the company's address under `address` (the admin's form and the dealer profile). */
interface AddressForm {
  address: { street: string; city: string; state: string; zip: string; country: CountryCode | '' };
}

export interface CompanyAddressFieldsProps<T extends AddressForm, TOut> {
  control: Control<T, unknown, TOut>;
  disabled?: boolean;
  /** The dealer profile shows the country without letting it change, with this note below it. */
  countryNote?: string;
  /** Called after the country was changed (the admin's form sets the currency from it). */
  onCountryChange?: (country: CountryCode | '') => void;
}

/**
 * Street, city, country, province or state and postal code or ZIP of a dealer. The province/state list and the
 * postal code's label follow the country; a region of the other country is cleared when the country changes.
 */
export function CompanyAddressFields<T extends AddressForm, TOut>({
  control,
  disabled,
  countryNote,
  onCountryChange,
}: CompanyAddressFieldsProps<T, TOut>) {
  const t = useT();
  const { locale } = useFormat();
  const countryOptions: SelectOption[] = COUNTRIES.map((option) => ({ value: option.code, label: countryNameText(option.code, t) }));
  // One form shape for both forms: the fields are addressed through the common `address` part.
  const form = control as unknown as Control<AddressForm>;
  const chosen: unknown = useWatch({ control: form, name: 'address.country' });
  const country = isCountryCode(chosen) ? chosen : null;
  const definition = country ? countryDefinition(country) : null;
  const { field: stateField } = useController({ control: form, name: 'address.state' });
  const regionOptions: SelectOption[] = country ? regionChoices(country, t, locale) : [];

  function countryChanged(next: string) {
    const nextCountry = isCountryCode(next) ? next : '';
    if (nextCountry && stateField.value !== '' && !isRegionOf(nextCountry, stateField.value)) stateField.onChange('');
    onCountryChange?.(nextCountry);
  }

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField control={form} name="address.street" label={t('companies.address.street')} required fullWidth disabled={disabled} autoComplete="street-address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField control={form} name="address.city" label={t('companies.address.city')} required fullWidth disabled={disabled} autoComplete="address-level2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {countryNote !== undefined ? (
          <OutlinedTextField
            label={t('companies.address.country')}
            value={country ? countryNameText(country, t) : ''}
            fullWidth
            htmlInput={{ readOnly: true }}
            helperText={countryNote}
          />
        ) : (
          <FormSelectField
            control={form}
            name="address.country"
            label={t('companies.address.country')}
            options={countryOptions}
            required
            disabled={disabled}
            onValueChange={countryChanged}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormSelectField
          control={form}
          name="address.state"
          label={country ? regionLabelText(country, t) : t('companies.address.provinceOrState')}
          options={regionOptions}
          required
          disabled={disabled || !country}
          helperText={country ? undefined : t('companies.address.chooseCountryFirst')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          control={form}
          name="address.zip"
          label={country ? postalCodeLabelText(country, t) : t('companies.address.postalCodeOrZip')}
          helperText={definition ? t('companies.address.postalCodeExample', { example: definition.postalCodeExample }) : undefined}
          required
          fullWidth
          disabled={disabled}
          autoComplete="postal-code"
        />
      </Grid>
    </Grid>
  );
}
