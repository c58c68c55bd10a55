import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';
import { useNamespaces, useT } from '../../../i18n/hooks';
import { Message } from '../../../i18n/Message';
import { useFormat } from '../../../i18n/useFormat';
import type { SubmittedPrice } from '../form/submitOrderForm';

function isSubmittedPrice(value: unknown): value is SubmittedPrice {
  const price = value as SubmittedPrice | null;
  return typeof price?.total === 'number' && (price.currency === 'CAD' || price.currency === 'USD');
}

/** A parts order's total as the server priced it, and a notice when the form had estimated otherwise. */
function PriceSummary({ price }: { price: SubmittedPrice }) {
  const t = useT();
  const format = useFormat();
  const total = format.money(price.total, price.currency);
  return (
    <>
      <Typography data-testid="order-total">
        <Message id="orders.new.submitted.total" values={{ total: <strong>{total}</strong> }} />
      </Typography>
      {price.estimate !== null && (
        <Alert severity="info" sx={{ textAlign: 'left' }}>
          {t('orders.new.submitted.priceChanged', { total, estimate: format.money(price.estimate, price.currency) })}
        </Alert>
      )}
    </>
  );
}

/** /orders/new/success?order=N: the number of the order just placed (and a parts order's total, when just placed). */
export default function OrderSubmittedScreen() {
  useNamespaces('orders');
  const t = useT();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const price = isSubmittedPrice(state) ? state : null;
  const number = params.get('order');
  const valid = number !== null && /^\d+$/.test(number);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={t('app.title.orderSubmitted')} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
            <Icon aria-hidden="true" color="success" sx={{ fontSize: 56 }}>
              check_circle
            </Icon>
            {valid ? (
              <>
                <Typography variant="h5" component="p">
                  <Message id="orders.new.submitted.thanks" values={{ number: <strong data-testid="order-number">#{number}</strong> }} />
                </Typography>
                {price && <PriceSummary price={price} />}
                <Typography color="text.secondary">{t('orders.new.submitted.pending')}</Typography>
              </>
            ) : (
              <Typography variant="h6" component="p">
                {t('orders.new.submitted.noNumber')}
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {valid ? (
                <Button component={RouterLink} to={`/orders/view/${number}`} variant="contained">
                  {t('orders.form.viewOrder', { number: number ?? '' })}
                </Button>
              ) : (
                <Button component={RouterLink} to="/orders" variant="contained">
                  {t('orders.form.activeOrders')}
                </Button>
              )}
              <Button component={RouterLink} to="/orders/new" variant="outlined">
                {t('orders.new.submitted.another')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
