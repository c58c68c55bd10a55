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
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { ActiveOrderStatus } from '../../reference/orders';
import { useActiveOrderCounts } from './useActiveOrderCounts';

type Scope = { kind: 'company'; companyId: string | null } | { kind: 'everyDealer' };

/** The label of each status an active order can be in. */
const STATUS_LABELS: Record<ActiveOrderStatus, string> = {
  pending: 'dashboard.status.pending',
  'order received': 'dashboard.status.orderReceived',
  'drawings in engineering': 'dashboard.status.drawingsInEngineering',
  'drawings out for approval': 'dashboard.status.drawingsOutForApproval',
  'drawings out for analysis': 'dashboard.status.drawingsOutForAnalysis',
  'drawings stamped': 'dashboard.status.drawingsStamped',
  'pre production': 'dashboard.status.preProduction',
  'post production': 'dashboard.status.postProduction',
  'ready for shipment': 'dashboard.status.readyForShipment',
  shipped: 'dashboard.status.shipped',
};

/** Active orders counted per status: the company's, or every dealer's for the back office. */
export function ActiveOrdersCard({ scope }: { scope: Scope }) {
  const t = useT();
  const format = useFormat();
  const companyId = scope.kind === 'company' ? scope.companyId : null;
  const unlinked = scope.kind === 'company' && !companyId;
  const state = useActiveOrderCounts(companyId, !unlinked);
  const total = state.status === 'ready' ? state.value.reduce((sum, { count }) => sum + count, 0) : 0;

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={t('dashboard.activeOrders.title')}
        subheader={scope.kind === 'everyDealer' ? t('dashboard.activeOrders.allDealers') : undefined}
        action={total > 0 ? <Chip label={t('dashboard.activeOrders.total', { count: format.number(total) })} color="primary" /> : undefined}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        {unlinked ? (
          <Typography color="text.secondary">{t('dashboard.activeOrders.unlinked')}</Typography>
        ) : state.status === 'loading' ? (
          <LoadingState label={t('dashboard.activeOrders.loading')} />
        ) : state.status !== 'ready' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={state.retry}>
                {t('dashboard.retry')}
              </Button>
            }
          >
            {t('dashboard.activeOrders.failed')}
          </Alert>
        ) : total === 0 ? (
          <Typography color="text.secondary">
            {scope.kind === 'everyDealer' ? t('dashboard.activeOrders.noneForAnyDealer') : t('dashboard.activeOrders.none')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('dashboard.activeOrders.byStatus')}>
            {state.value.map(({ status, count }) => (
              <ListItem key={status} disableGutters secondaryAction={<Typography sx={{ fontWeight: 600 }}>{format.number(count)}</Typography>}>
                <ListItemText primary={t(STATUS_LABELS[status])} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/orders">
          {t('dashboard.activeOrders.view')}
        </Button>
        <Button component={RouterLink} to="/orders/new">
          {t('dashboard.link.submitOrder')}
        </Button>
      </CardActions>
    </Card>
  );
}
