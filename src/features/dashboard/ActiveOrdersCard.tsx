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
import { useActiveOrderCounts } from './useActiveOrderCounts';

type Scope = { kind: 'company'; companyId: string | null } | { kind: 'all dealers' };

/** Active orders counted per status: the company's, or every dealer's for the back office. */
export function ActiveOrdersCard({ scope }: { scope: Scope }) {
  const companyId = scope.kind === 'company' ? scope.companyId : null;
  const unlinked = scope.kind === 'company' && !companyId;
  const state = useActiveOrderCounts(companyId, !unlinked);
  const total = state.status === 'ready' ? state.value.reduce((sum, { count }) => sum + count, 0) : 0;

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title="Active Orders"
        subheader={scope.kind === 'all dealers' ? 'All dealers' : undefined}
        action={total > 0 ? <Chip label={`${total} total`} color="primary" /> : undefined}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        {unlinked ? (
          <Typography color="text.secondary">Your account is not linked to a dealer, so it has no orders.</Typography>
        ) : state.status === 'loading' ? (
          <LoadingState label="Loading active orders…" />
        ) : state.status !== 'ready' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={state.retry}>
                Retry
              </Button>
            }
          >
            Active orders could not be loaded.
          </Alert>
        ) : total === 0 ? (
          <Typography color="text.secondary">
            {scope.kind === 'all dealers' ? 'No dealer has active orders.' : 'You have no active orders.'}
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Active orders by status">
            {state.value.map(({ status, count }) => (
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
