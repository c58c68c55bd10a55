import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { MessagePage } from '../../components/MessagePage';
import { WarrantyNotFound } from './WarrantyNotFound';
import { useWarranty } from './useWarranty';

/** /orders/warranty/apply/success/{warrantyId}: the request is in; where to go next. */
export default function WarrantySubmittedScreen() {
  const { id = '' } = useParams();
  const state = useWarranty(id);
  if (state.status === 'loading') return <LoadingState label="Loading the warranty request…" />;
  if (state.status === 'missing') return <WarrantyNotFound />;
  if (state.status === 'error') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title="Warranty Submitted" />
        <Alert severity="error">{state.message}</Alert>
      </Stack>
    );
  }
  const { warranty } = state;
  return (
    <MessagePage
      title="Warranty Submitted"
      icon="task_alt"
      heading={`Warranty request for order ${warranty.orderNumber} sent`}
      message="An administrator will review it. You will get a notification when it is approved or rejected."
      links={[
        ['View Warranty', `/orders/warranty/${warranty.id}`],
        [`Back to Order ${warranty.orderNumber}`, `/orders/view/${warranty.order}`],
      ]}
    />
  );
}
