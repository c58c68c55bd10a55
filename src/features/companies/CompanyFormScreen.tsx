import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { getCompany } from '../../data/companiesApi';
import { useServerRead } from '../../data/serverState/serverState';
import { CompanyForm } from './CompanyForm';
import { DealerRecentOrders, DealerUsers } from './DealerActivity';
import { loadErrorMessage } from './dataErrors';
import { COMPANIES_PATH } from './paths';

const PAGE_WIDTH = { maxWidth: 1100, mx: 'auto' } as const;

function EditDealer({ id }: { id: string }) {
  const loaded = useServerRead(`company:${id}`, () => getCompany(id), { label: 'the dealer' });

  if (loaded.status === 'loading') return <LoadingState label="Loading the dealer…" />;
  if (loaded.status === 'error') {
    return (
      <Stack sx={PAGE_WIDTH}>
        <PageHeader title="Edit Dealer" />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={loaded.retry}>
              Retry
            </Button>
          }
        >
          {loadErrorMessage(loaded.error)}
        </Alert>
      </Stack>
    );
  }
  if (loaded.status === 'missing') {
    return (
      <Stack sx={PAGE_WIDTH}>
        <PageHeader title="Edit Dealer" />
        <EmptyState
          icon="search_off"
          title="Dealer not found"
          message={`There is no dealer with the id ${id}.`}
          action={
            <Button variant="contained" component={RouterLink} to={COMPANIES_PATH}>
              Manage Dealers
            </Button>
          }
        />
      </Stack>
    );
  }
  const company = loaded.value;
  return (
    <Stack spacing={3} sx={PAGE_WIDTH}>
      <PageHeader title="Edit Dealer" subtitle={company.name} />
      {/* Keyed by id: another dealer gets a fresh form. */}
      <CompanyForm key={company.id} company={company} />
      <DealerUsers companyId={company.id} />
      <DealerRecentOrders companyId={company.id} />
    </Stack>
  );
}

/** /admin/companies/add and /admin/companies/edit/{id}: an admin adds a dealer or edits one, seeing its users and recent orders. */
export default function CompanyFormScreen() {
  const { id } = useParams();
  if (id) return <EditDealer key={id} id={id} />;
  return (
    <Stack spacing={3} sx={PAGE_WIDTH}>
      <PageHeader title="Add Dealer" />
      <CompanyForm company={null} />
    </Stack>
  );
}
