import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { MessagePage } from '../../components/MessagePage';
import { useNamespaces, useT } from '../../i18n/hooks';
import { WarrantyNotFound } from './WarrantyNotFound';
import { useWarranty } from './useWarranty';

/** /orders/warranty/apply/success/{warrantyId}: the request is in; where to go next. */
export default function WarrantySubmittedScreen() {
  useNamespaces('warranties');
  const t = useT();
  const { id = '' } = useParams();
  const state = useWarranty(id);
  if (state.status === 'loading') return <LoadingState label={t('warranties.submitted.loading')} />;
  if (state.status === 'missing') return <WarrantyNotFound />;
  if (state.status === 'error') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={t('warranties.submitted.title')} />
        <Alert severity="error">{t('warranties.loadFailed')}</Alert>
      </Stack>
    );
  }
  const { warranty } = state;
  return (
    <MessagePage
      title={t('warranties.submitted.title')}
      icon="task_alt"
      heading={t('warranties.submitted.heading', { number: warranty.orderNumber })}
      message={t('warranties.submitted.message')}
      links={[
        [t('warranties.link.viewWarranty'), `/orders/warranty/${warranty.id}`],
        [t('warranties.link.backToOrder', { number: warranty.orderNumber }), `/orders/view/${warranty.order}`],
      ]}
    />
  );
}
