import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LoadingState } from '../../components/LoadingState';
import { countPendingRequests, type PendingCounts } from '../../data/pendingCounts';
import { useServerRead } from '../../data/serverState/serverState';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';

const QUEUES: ReadonlyArray<{ key: keyof PendingCounts; label: string; to: string }> = [
  { key: 'changeRequests', label: 'dashboard.link.pendingChangeRequests', to: '/admin/changerequests' },
  { key: 'warranties', label: 'dashboard.link.pendingWarrantyRequests', to: '/admin/warranties' },
];

/** The admins' queue on their first screen: what waits for a decision, each count linking to its screen. */
export function PendingRequestsCard() {
  const t = useT();
  const format = useFormat();
  const counts = useServerRead('dashboard/pending-requests', countPendingRequests, { label: 'the pending requests', refusalIsError: true });
  const waiting = counts.status === 'ready' ? counts.value.changeRequests + counts.value.warranties : 0;

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader title={t('dashboard.pending.title')} />
      <CardContent sx={{ flexGrow: 1, pt: 0 }}>
        {counts.status === 'loading' ? (
          <LoadingState label={t('dashboard.pending.loading')} />
        ) : counts.status !== 'ready' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={counts.retry}>
                {t('dashboard.retry')}
              </Button>
            }
          >
            {t('dashboard.pending.failed')}
          </Alert>
        ) : (
          <>
            <List component="nav" disablePadding aria-label={t('dashboard.pending.label')}>
              {QUEUES.map(({ key, label, to }) => (
                // Named by what it shows, the label and then the count.
                <ListItemButton key={key} component={RouterLink} to={to}>
                  <ListItemText primary={t(label)} />
                  <Typography component="span" variant="h6" sx={{ fontWeight: 600, ml: 2 }}>
                    {format.number(counts.value[key])}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
            {waiting === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('dashboard.pending.none')}
              </Typography>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
