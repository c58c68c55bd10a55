import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { getCompany } from '../../data/companiesApi';
import { useServerRead } from '../../data/serverState/serverState';
import { useNamespaces, useT } from '../../i18n/hooks';
import { CompanyForm } from './CompanyForm';
import { DealerRecentOrders, DealerUsers } from './DealerActivity';
import { loadErrorMessage } from './dataErrors';
import { COMPANIES_PATH } from './paths';

const PAGE_WIDTH = { maxWidth: 1100, mx: 'auto' } as const;

function EditDealer({ id }: { id: string }) {
  const t = useT();
  const loaded = useServerRead(`company:${id}`, () => getCompany(id), { label: 'the dealer' });

  if (loaded.status === 'loading') return <LoadingState label={t('companies.edit.loading')} />;
  if (loaded.status === 'error') {
    return (
      <Stack sx={PAGE_WIDTH}>
        <PageHeader title={t('companies.edit.title')} />
        <LoadErrorAlert message={loadErrorMessage(t, loaded.error)} onRetry={loaded.retry} />
      </Stack>
    );
  }
  if (loaded.status === 'missing') {
    return (
      <Stack sx={PAGE_WIDTH}>
        <PageHeader title={t('companies.edit.title')} />
        <EmptyState
          icon="search_off"
          title={t('companies.edit.notFound')}
          message={t('companies.edit.notFoundMessage', { id })}
          action={
            <Button variant="contained" component={RouterLink} to={COMPANIES_PATH}>
              {t('companies.list.title')}
            </Button>
          }
        />
      </Stack>
    );
  }
  const company = loaded.value;
  return (
    <Stack spacing={3} sx={PAGE_WIDTH}>
      <PageHeader title={t('companies.edit.title')} subtitle={company.name} />
      {/* Keyed by id: another dealer gets a fresh form. */}
      <CompanyForm key={company.id} company={company} />
      <DealerUsers companyId={company.id} />
      <DealerRecentOrders companyId={company.id} />
    </Stack>
  );
}

/** /admin/companies/add and /admin/companies/edit/{id}: an admin adds a dealer or edits one, seeing its users and recent orders. */
export default function CompanyFormScreen() {
  useNamespaces('companies', 'reference');
  const t = useT();
  const { id } = useParams();
  if (id) return <EditDealer key={id} id={id} />;
  return (
    <Stack spacing={3} sx={PAGE_WIDTH}>
      <PageHeader title={t('companies.add.title')} />
      <CompanyForm company={null} />
    </Stack>
  );
}
