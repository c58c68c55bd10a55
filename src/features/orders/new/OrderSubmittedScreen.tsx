import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';

/** /orders/new/success?order=N: the number of the order just placed. */
export default function OrderSubmittedScreen() {
  const [params] = useSearchParams();
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
