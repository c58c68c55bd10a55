import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LoadingState } from '../../components/LoadingState';
import { orderStatusLabel } from '../../reference/orders';
import { countActiveOrdersByStatus } from './orderStatusCounts';
import { useActiveOrders } from './useActiveOrders';

/** The company's active orders, counted per status. */
export function ActiveOrdersCard({ companyId }: { companyId: string | null }) {
  const { state, retry } = useActiveOrders(companyId);

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title="Active Orders"
        action={
          state.status === 'ready' && state.orders.length > 0 ? (
            <Chip label={`${state.orders.length} total`} color="primary" />
          ) : undefined
        }
      />
      <CardContent sx={{ flexGrow: 1 }}>
        {!companyId ? (
          <Typography color="text.secondary">Your account is not linked to a dealer, so it has no orders.</Typography>
        ) : state.status === 'loading' ? (
          <LoadingState label="Loading active orders…" />
        ) : state.status === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            Active orders could not be loaded.
          </Alert>
        ) : state.orders.length === 0 ? (
          <Typography color="text.secondary">You have no active orders.</Typography>
        ) : (
          <List dense disablePadding aria-label="Active orders by status">
            {countActiveOrdersByStatus(state.orders).map(({ status, count }) => (
              <ListItem key={status} disableGutters secondaryAction={<Typography sx={{ fontWeight: 600 }}>{count}</Typography>}>
                <ListItemText primary={orderStatusLabel(status)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/orders">
          View Active Orders
        </Button>
        <Button component={RouterLink} to="/orders/new">
          Submit an Order
        </Button>
      </CardActions>
    </Card>
  );
}
