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
import { formatMoney } from '../../../reference/currencies';
import type { SubmittedPrice } from '../form/submitOrderForm';

function isSubmittedPrice(value: unknown): value is SubmittedPrice {
  const price = value as SubmittedPrice | null;
  return typeof price?.total === 'number' && (price.currency === 'CAD' || price.currency === 'USD');
}

/** A parts order's total as the server priced it, and a notice when the form had estimated otherwise. */
function PriceSummary({ price }: { price: SubmittedPrice }) {
  const total = formatMoney(price.total, price.currency);
  return (
    <>
      <Typography data-testid="order-total">
        Order total: <strong>{total}</strong>, priced from the current parts catalogue.
      </Typography>
      {price.estimate !== null && (
        <Alert severity="info" sx={{ textAlign: 'left' }}>
          Catalogue prices changed while you were ordering: the total is {total}, not the{' '}
          {formatMoney(price.estimate, price.currency)} the form showed. The order shows each line's price.
        </Alert>
      )}
    </>
  );
}

/** /orders/new/success?order=N: the number of the order just placed (and a parts order's total, when just placed). */
export default function OrderSubmittedScreen() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const price = isSubmittedPrice(state) ? state : null;
  const number = params.get('order');
  const valid = number !== null && /^\d+$/.test(number);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title="Order Submitted" />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
            <Icon aria-hidden="true" color="success" sx={{ fontSize: 56 }}>
              check_circle
            </Icon>
            {valid ? (
              <>
                <Typography variant="h5" component="p">
                  Thank you: your order number is <strong data-testid="order-number">#{number}</strong>.
                </Typography>
                {price && <PriceSummary price={price} />}
                <Typography color="text.secondary">
                  It is pending until Calhoun receives it. You can follow its status from your active orders.
                </Typography>
              </>
            ) : (
              <Typography variant="h6" component="p">
                Your order was submitted. Find it in your active orders.
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {valid ? (
                <Button component={RouterLink} to={`/orders/view/${number}`} variant="contained">
                  View order #{number}
                </Button>
              ) : (
                <Button component={RouterLink} to="/orders" variant="contained">
                  Active orders
                </Button>
              )}
              <Button component={RouterLink} to="/orders/new" variant="outlined">
                Place another order
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
