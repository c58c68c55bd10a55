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
import { useNamespaces, useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { Warranty } from '../../types/orders';
import { WarrantyNotFound } from './WarrantyNotFound';
import { useWarranty } from './useWarranty';
import { WarrantyCertificate } from './WarrantyCertificate';
import { WarrantyDetails } from './WarrantyDetails';
import { WarrantyPhotos } from './WarrantyPhotos';

function DecisionAlert({ warranty }: { warranty: Warranty }) {
  const t = useT();
  const format = useFormat();
  if (warranty.status === 'pending') {
    return (
      <Alert severity="info">
        <AlertTitle>{t('warranties.status.pending')}</AlertTitle>
        {t('warranties.view.pending', { date: format.date(warranty.createdDate), name: warranty.createdByName })}
      </Alert>
    );
  }
  if (warranty.status === 'rejected') {
    return (
      <Alert severity="error">
        <AlertTitle>{t('warranties.status.rejected')}</AlertTitle>
        {warranty.decidedByName
          ? t('warranties.view.rejected', { date: format.date(warranty.decidedDate), name: warranty.decidedByName, note: warranty.decisionNote })
          : t('warranties.view.rejectedByAdmin', { date: format.date(warranty.decidedDate), note: warranty.decisionNote })}
      </Alert>
    );
  }
  return (
    <Alert severity="success">
      <AlertTitle>{t('warranties.status.approved')}</AlertTitle>
      {t('warranties.view.approved', {
        number: warranty.warrantyNumber ?? '',
        start: format.date(warranty.coverageStart),
        end: format.date(warranty.coverageEnd),
      })}
    </Alert>
  );
}

/** /orders/warranty/{id}: a warranty's status, details and photos; the printable certificate once approved. */
export default function WarrantyScreen() {
  useNamespaces('warranties', 'reference');
  const t = useT();
  const { id = '' } = useParams();
  const state = useWarranty(id);
  if (state.status === 'loading') return <LoadingState label={t('warranties.view.loading')} />;
  if (state.status === 'missing') return <WarrantyNotFound />;
  if (state.status === 'error') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={t('warranties.title')} />
        <Alert severity="error">{t('warranties.loadFailed')}</Alert>
      </Stack>
    );
  }
  const { warranty } = state;
  const approved = warranty.status === 'approved';
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title={t('warranties.view.title', { number: warranty.orderNumber })}
        subtitle={warranty.companyName}
        actions={
          <>
            <Button component={RouterLink} to={`/orders/view/${warranty.order}`}>
              {t('warranties.view.backToOrder')}
            </Button>
            {approved && (
              <Button variant="contained" startIcon={<Icon aria-hidden="true">print</Icon>} onClick={() => window.print()}>
                {t('warranties.view.print')}
              </Button>
            )}
          </>
        }
      />
      <DecisionAlert warranty={warranty} />
      {approved && <WarrantyCertificate warranty={warranty} />}
      <Card variant="outlined">
        <CardHeader title={t('warranties.view.application')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <WarrantyDetails warranty={warranty} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={t('warranties.photos.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <WarrantyPhotos photos={warranty.photos} orderNumber={warranty.orderNumber} />
        </CardContent>
      </Card>
    </Stack>
  );
}
