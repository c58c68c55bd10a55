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

const QUEUES: ReadonlyArray<{ key: keyof PendingCounts; label: string; to: string }> = [
  { key: 'changeRequests', label: 'Pending Change Requests', to: '/admin/changerequests' },
  { key: 'warranties', label: 'Pending Warranty Requests', to: '/admin/warranties' },
];

/** The admins' queue on their first screen: what waits for a decision, each count linking to its screen. */
export function PendingRequestsCard() {
  const counts = useServerRead('dashboard/pending-requests', countPendingRequests, { label: 'the pending requests', refusalIsError: true });
  const waiting = counts.status === 'ready' ? counts.value.changeRequests + counts.value.warranties : 0;

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader title="Waiting for a Decision" />
      <CardContent sx={{ flexGrow: 1, pt: 0 }}>
        {counts.status === 'loading' ? (
          <LoadingState label="Counting the pending requests…" />
        ) : counts.status !== 'ready' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={counts.retry}>
                Retry
              </Button>
            }
          >
            The pending requests could not be counted.
          </Alert>
        ) : (
          <>
            <List component="nav" disablePadding aria-label="Pending requests">
              {QUEUES.map(({ key, label, to }) => (
                // Named by what it shows, the label and then the count.
                <ListItemButton key={key} component={RouterLink} to={to}>
                  <ListItemText primary={label} />
                  <Typography component="span" variant="h6" sx={{ fontWeight: 600, ml: 2 }}>
                    {counts.value[key]}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
            {waiting === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Nothing is waiting for a decision.
              </Typography>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
