import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { createCompany, updateCompany, type CompanyInput } from '../../data/companiesApi';
import { useT } from '../../i18n/hooks';
import type { MessageValues } from '../../i18n/i18n';
import { COMPANY_NAME_MAX_LENGTH, DEALER_NUMBER_MAX_LENGTH, REPRESENTATIVE_MAX_LENGTH, companySchema } from '../../lib/schemas/company';
import { CURRENCIES } from '../../reference/currencies';
import { useSessionStore } from '../../store/session';
import type { Company, CountryCode } from '../../types/domain';
import { CompanyAddressFields } from './CompanyAddressFields';
import {
  companyFromForm,
  companyToForm,
  currencyAfterCountryChange,
  currencyChosenByHand,
  emptyCompanyForm,
  type CompanyFormInput,
  type CompanyFormValues,
} from './companyFormValues';
import { saveErrorMessage } from './dataErrors';
import { CURRENCY_NAMES } from './labels';
import { COMPANIES_PATH } from './paths';

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const;

/** A change to confirm, as a message id and its values, worded when shown. */
export interface ChangeToConfirm {
  id: string;
  values?: MessageValues;
}

/** What an edit changes that the admin should confirm: the currency of later orders, or taking the dealer off the list. */
export function changesToConfirm(before: Company, after: CompanyInput): ChangeToConfirm[] {
  const changes: ChangeToConfirm[] = [];
  if (before.currency !== after.currency) {
    changes.push({ id: 'companies.confirm.currency', values: { next: after.currency, previous: before.currency } });
  }
  if (before.active && !after.active) changes.push({ id: 'companies.confirm.inactive' });
  return changes;
}

export interface CompanyFormProps {
  /** The stored dealer being edited; null for a new one. */
  company: Company | null;
}

/** Every field of a dealer, for an admin adding or editing one. */
export function CompanyForm({ company }: CompanyFormProps) {
  const t = useT();
  const currencyOptions: SelectOption[] = CURRENCIES.map((currency) => ({
    value: currency.code,
    label: `${currency.code} (${t(CURRENCY_NAMES[currency.code])})`,
  }));
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, getValues, setValue, formState } = useZodForm<CompanyFormInput, CompanyFormValues>(companySchema, {
    mode: 'onTouched',
    defaultValues: company ? companyToForm(company) : emptyCompanyForm(),
  });
  // The currency follows the country until the admin picks one; a stored one other than the default was picked.
  const [currencyPicked, setCurrencyPicked] = useState(() => (company ? currencyChosenByHand(company) : false));
  const [pending, setPending] = useState<{ input: CompanyInput; changes: ChangeToConfirm[] } | null>(null);
  const [saving, setSaving] = useState(false);

  function countryChanged(country: CountryCode | '') {
    const currency = currencyAfterCountryChange(getValues('currency'), country, currencyPicked);
    setValue('currency', currency, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }

  async function save(input: CompanyInput) {
    setSaving(true);
    try {
      if (company) {
        await updateCompany(company.id, input);
        // An admin editing their own company: the session shows the new details at once.
        const session = useSessionStore.getState();
        if (session.company?.id === company.id) session.setCompany({ id: company.id, ...input });
        enqueueSnackbar(t('companies.form.saved', { name: input.name }), { variant: 'success' });
      } else {
        await createCompany(input);
        enqueueSnackbar(t('companies.form.added', { name: input.name }), { variant: 'success' });
      }
      navigate(COMPANIES_PATH);
    } catch (error) {
      console.error('Unable to save the dealer', error);
      enqueueSnackbar(saveErrorMessage(t, error, company ? 'save' : 'add'), { variant: 'error' });
      setSaving(false);
      setPending(null);
    }
  }

  function submit(values: CompanyFormValues) {
    const input = companyFromForm(values);
    const changes = company ? changesToConfirm(company, input) : [];
    if (changes.length > 0) setPending({ input, changes });
    else void save(input);
  }

  const busy = saving || formState.isSubmitting;

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={handleSubmit(submit)}
      aria-label={company ? t('companies.form.labelEdit', { name: company.name }) : t('companies.form.labelNew')}
    >
      <Card variant="outlined">
        <CardHeader title={t('companies.form.dealerCard')} slotProps={cardTitle} />
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="name"
                label={t('companies.form.name')}
                required
                fullWidth
                disabled={busy}
                autoComplete="organization"
                htmlInput={{ maxLength: COMPANY_NAME_MAX_LENGTH }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="dealerNumber"
                label={t('companies.form.dealerNumber')}
                fullWidth
                disabled={busy}
                autoComplete="off"
                htmlInput={{ maxLength: DEALER_NUMBER_MAX_LENGTH }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="representative"
                label={t('companies.form.representative')}
                fullWidth
                disabled={busy}
                autoComplete="off"
                helperText={t('companies.form.representativeHint')}
                htmlInput={{ maxLength: REPRESENTATIVE_MAX_LENGTH }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="phone" label={t('companies.form.phone')} type="tel" fullWidth disabled={busy} autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label={t('companies.form.email')} type="email" fullWidth disabled={busy} autoComplete="off" />
            </Grid>
          </Grid>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardHeader title={t('companies.form.addressCard')} slotProps={cardTitle} />
        <CardContent>
          <Stack spacing={2}>
            <CompanyAddressFields control={control} disabled={busy} onCountryChange={countryChanged} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <FormSelectField
                  control={control}
                  name="currency"
                  label={t('companies.form.currency')}
                  options={currencyOptions}
                  required
                  disabled={busy}
                  onValueChange={() => setCurrencyPicked(true)}
                  helperText={t(currencyPicked ? 'companies.form.currencyChosen' : 'companies.form.currencyFollows')}
                />
              </Grid>
            </Grid>
          </Stack>
        </CardContent>
      </Card>

      <div>
        <FormCheckbox control={control} name="active" label={t('companies.form.active')} />
        <FormHelperText sx={{ mt: 0 }}>{t('companies.form.activeHint')}</FormHelperText>
      </div>

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={COMPANIES_PATH} disabled={busy}>
          {t('components.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t(company ? 'companies.form.save' : 'companies.form.add')}
        </Button>
      </Stack>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? t('companies.confirm.title', { name: pending.input.name }) : t('companies.confirm.titleUnnamed')}
        message={
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }}>
            {pending?.changes.map((change) => <li key={change.id}>{t(change.id, change.values)}</li>)}
          </Stack>
        }
        confirmLabel={t('companies.form.save')}
        busy={saving}
        onConfirm={() => pending && void save(pending.input)}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
