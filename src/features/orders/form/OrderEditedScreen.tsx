import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';

/** /orders/edit/success?order=N&result=applied|requested: which of the two an edit led to. */
export default function OrderEditedScreen() {
  const [params] = useSearchParams();
  const number = params.get('order');
  const valid = number !== null && /^\d+$/.test(number);
  const requested = params.get('result') === 'requested';
  const label = valid ? `order #${number}` : 'the order';
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={requested ? 'Change Requested' : 'Order Updated'} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
            <Icon aria-hidden="true" color={requested ? 'info' : 'success'} sx={{ fontSize: 56 }}>
              {requested ? 'pending_actions' : 'check_circle'}
            </Icon>
            <Typography variant="h6" component="p">
              {requested
                ? `Your change request for ${label} was sent for review.`
                : `Your changes to ${label} were applied and recorded in its history.`}
            </Typography>
            <Typography color="text.secondary">
              {requested
                ? 'An admin approves or rejects it; you will be notified of the decision. Until then the order stays as it was.'
                : 'The order was still pending, so the changes took effect at once.'}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button component={RouterLink} to={valid ? `/orders/view/${number}` : '/orders'} variant="contained">
                {valid ? `View order #${number}` : 'Active orders'}
              </Button>
              <Button component={RouterLink} to="/orders" variant="outlined">
                Active orders
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
