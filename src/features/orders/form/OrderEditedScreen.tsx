import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';
import { useNamespaces, useT } from '../../../i18n/hooks';

/** /orders/edit/success?order=N&result=applied|requested: which of the two an edit led to. */
export default function OrderEditedScreen() {
  useNamespaces('orders');
  const t = useT();
  const [params] = useSearchParams();
  const number = params.get('order');
  const valid = number !== null && /^\d+$/.test(number);
  const requested = params.get('result') === 'requested';
  // The order's number when the address gives one, else 'the order'.
  const outcome = requested
    ? t(valid ? 'orders.form.edited.requested' : 'orders.form.edited.requestedNoNumber', { number: number ?? '' })
    : t(valid ? 'orders.form.edited.applied' : 'orders.form.edited.appliedNoNumber', { number: number ?? '' });
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={t(requested ? 'orders.form.edited.requestedTitle' : 'app.title.orderUpdated')} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
            <Icon aria-hidden="true" color={requested ? 'info' : 'success'} sx={{ fontSize: 56 }}>
              {requested ? 'pending_actions' : 'check_circle'}
            </Icon>
            <Typography variant="h6" component="p">
              {outcome}
            </Typography>
            <Typography color="text.secondary">
              {t(requested ? 'orders.form.edited.requestedNext' : 'orders.form.edited.appliedNext')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button component={RouterLink} to={valid ? `/orders/view/${number}` : '/orders'} variant="contained">
                {valid ? t('orders.form.viewOrder', { number: number ?? '' }) : t('orders.form.activeOrders')}
              </Button>
              <Button component={RouterLink} to="/orders" variant="outlined">
                {t('orders.form.activeOrders')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
