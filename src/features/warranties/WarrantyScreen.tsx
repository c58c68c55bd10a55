import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../lib/dates';
import type { Warranty } from '../../types/orders';
import { WarrantyNotFound } from './WarrantyNotFound';
import { useWarranty } from './useWarranty';
import { WarrantyCertificate } from './WarrantyCertificate';
import { WarrantyDetails } from './WarrantyDetails';
import { WarrantyPhotos } from './WarrantyPhotos';

function DecisionAlert({ warranty }: { warranty: Warranty }) {
  if (warranty.status === 'pending') {
    return (
      <Alert severity="info">
        <AlertTitle>Pending review</AlertTitle>
        Applied {formatDate(warranty.createdDate)} by {warranty.createdByName}. You will be notified when an administrator decides.
      </Alert>
    );
  }
  if (warranty.status === 'rejected') {
    return (
      <Alert severity="error">
        <AlertTitle>Rejected</AlertTitle>
        {`Rejected ${formatDate(warranty.decidedDate)} by ${warranty.decidedByName ?? 'an administrator'}: ${warranty.decisionNote}`}
      </Alert>
    );
  }
  return (
    <Alert severity="success">
      <AlertTitle>Approved</AlertTitle>
      Warranty {warranty.warrantyNumber}, covered from {formatDate(warranty.coverageStart)} to {formatDate(warranty.coverageEnd)}.
    </Alert>
  );
}

/** /orders/warranty/{id}: a warranty's status, details and photos; the printable certificate once approved. */
export default function WarrantyScreen() {
  const { id = '' } = useParams();
  const state = useWarranty(id);
  if (state.status === 'loading') return <LoadingState label="Loading the warranty…" />;
  if (state.status === 'missing') return <WarrantyNotFound />;
  if (state.status === 'error') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title="Warranty" />
        <Alert severity="error">{state.message}</Alert>
      </Stack>
    );
  }
  const { warranty } = state;
  const approved = warranty.status === 'approved';
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title={`Warranty for Order ${warranty.orderNumber}`}
        subtitle={warranty.companyName}
        actions={
          <>
            <Button component={RouterLink} to={`/orders/view/${warranty.order}`}>
              Back to Order
            </Button>
            {approved && (
              <Button variant="contained" startIcon={<Icon aria-hidden="true">print</Icon>} onClick={() => window.print()}>
                Print
              </Button>
            )}
          </>
        }
      />
      <DecisionAlert warranty={warranty} />
      {approved && <WarrantyCertificate warranty={warranty} />}
      <Card variant="outlined">
        <CardHeader title="Application" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <WarrantyDetails warranty={warranty} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title="Photos" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <WarrantyPhotos photos={warranty.photos} subject={`order ${warranty.orderNumber}`} />
        </CardContent>
      </Card>
    </Stack>
  );
}
