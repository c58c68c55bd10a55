import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { dealerProfileSchema } from '../../lib/schemas/company';
import { getCompany, updateDealerProfile } from '../../data/companiesApi';
import { useServerRead } from '../../data/serverState/serverState';
import { useNamespaces, useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { useSessionStore } from '../../store/session';
import type { Company } from '../../types/domain';
import { CompanyAddressFields } from './CompanyAddressFields';
import { dealerProfileToForm, type DealerProfileInput, type DealerProfileValues } from './companyFormValues';
import { loadErrorMessage, saveErrorMessage } from './dataErrors';
import { CURRENCY_NAMES } from './labels';
import { phoneToStore } from '../../lib/phone';

/** The note under the country, which only an admin changes (a message id). */
export const COUNTRY_NOTE = 'companies.profile.countryNote';
const PAGE_WIDTH = { maxWidth: 960, mx: 'auto' } as const;
const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const;

/** What the manager sees but does not change: set by the manufacturer's admins. */
function DealerFacts({ company }: { company: Company }) {
  const t = useT();
  const facts: [string, string][] = [
    [t('companies.profile.dealerNumber'), company.dealerNumber || t('companies.profile.notAssigned')],
    [t('companies.profile.currency'), `${company.currency} (${t(CURRENCY_NAMES[company.currency])})`],
    [t('companies.profile.representative'), company.representative || t('companies.profile.notAssigned')],
  ];
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('companies.profile.factsTitle')}
        subheader={t('companies.profile.factsNote')}
        slotProps={{ ...cardTitle, subheader: { color: 'text.secondary' } }}
      />
      <CardContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body1" sx={{ m: 0 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function DealerProfileForm({ company, onSaved }: { company: Company; onSaved: (company: Company) => void }) {
  const t = useT();
  const { locale } = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, reset, formState } = useZodForm<DealerProfileInput, DealerProfileValues>(dealerProfileSchema, {
    mode: 'onTouched',
    defaultValues: dealerProfileToForm(company, locale),
  });
  const busy = formState.isSubmitting;

  async function save(values: DealerProfileValues) {
    // The stored country goes back unchanged whatever the form holds: only an admin changes it.
    // The phone is shown formatted: unchanged, the stored number goes back as it was.
    const update = {
      ...values,
      phone: phoneToStore(values.phone, company.phone, locale),
      address: { ...values.address, country: company.address.country },
    };
    try {
      await updateDealerProfile(company.id, update);
    } catch (error) {
      console.error('Unable to save the dealer profile', error);
      enqueueSnackbar(saveErrorMessage(t, error, 'profile'), { variant: 'error' });
      return;
    }
    const saved = { ...company, ...update };
    onSaved(saved);
    reset(dealerProfileToForm(saved, locale));
    enqueueSnackbar(t('companies.profile.saved'), { variant: 'success' });
  }

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={handleSubmit(save)} aria-label={t('companies.profile.formLabel')}>
      <CardHeader title={t('companies.profile.contactTitle')} slotProps={cardTitle} />
      <CardContent>
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="phone" label={t('companies.form.phone')} type="tel" fullWidth disabled={busy} autoComplete="tel" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label={t('companies.form.email')} type="email" fullWidth disabled={busy} autoComplete="email" />
            </Grid>
          </Grid>
          <CompanyAddressFields control={control} disabled={busy} countryNote={t(COUNTRY_NOTE)} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => reset()} disabled={busy || !formState.isDirty}>
              {t('companies.profile.discard')}
            </Button>
            <Button type="submit" variant="contained" loading={busy} disabled={!formState.isDirty}>
              {t('companies.profile.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /manager/dealer: a manager (or an admin) keeps their own company's contact details and address up to date. */
export default function DealerProfileScreen() {
  useNamespaces('companies', 'reference');
  const t = useT();
  const companyId = useSessionStore((state) => state.currentUser?.company ?? null);
  const setCompany = useSessionStore((state) => state.setCompany);
  const loaded = useServerRead(companyId ? `company:${companyId}` : null, () => getCompany(companyId ?? ''), {
    label: 'the dealer profile',
  });

  function saved(company: Company) {
    // The rest of the portal reads the company from the session: it shows the new details at once.
    if (useSessionStore.getState().company?.id === company.id) setCompany(company);
  }

  let content;
  if (!companyId) content = <Alert severity="info">{t('companies.profile.noDealer')}</Alert>;
  else if (loaded.status === 'loading') content = <LoadingState label={t('companies.profile.loading')} />;
  else if (loaded.status === 'error' || loaded.status === 'missing') {
    content = (
      <Alert
        severity="error"
        action={
          loaded.status === 'error' ? (
            <Button color="inherit" size="small" onClick={loaded.retry}>
              {t('components.retry')}
            </Button>
          ) : undefined
        }
      >
        {loaded.status === 'error' ? loadErrorMessage(t, loaded.error) : t('companies.profile.notFound')}
      </Alert>
    );
  }
  const company = loaded.status === 'ready' ? loaded.value : null;

  return (
    <Stack spacing={3} sx={PAGE_WIDTH}>
      <PageHeader title={t('companies.profile.title')} subtitle={company?.name} />
      {company ? (
        <>
          <DealerProfileForm key={company.id} company={company} onSaved={saved} />
          <DealerFacts company={company} />
        </>
      ) : (
        content
      )}
    </Stack>
  );
}
