import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LoadingState } from '../../components/LoadingState';
import { NOTIFICATIONS_EMPTY_TEXT } from '../../reference/app';
import { useNotifications } from '../../store/useNotifications';

const RECENT_COUNT = 5;

/** The newest few notifications; the Notification Dashboard has the rest. */
export function RecentNotificationsCard() {
  const { notifications, loading } = useNotifications();
  const recent = notifications.slice(0, RECENT_COUNT);

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader title="Recent Notifications" />
      <CardContent sx={{ flexGrow: 1 }}>
        {loading ? (
          <LoadingState label="Loading notifications…" />
        ) : recent.length === 0 ? (
          <Typography color="text.secondary">{NOTIFICATIONS_EMPTY_TEXT}</Typography>
        ) : (
          <List dense disablePadding aria-label="Recent notifications">
            {recent.map((notification) => (
              <ListItem key={notification.id} disableGutters>
                <ListItemText
                  primary={notification.data.subject || '(no subject)'}
                  secondary={`${notification.data.createdByName || 'Unknown sender'} · ${notification.data.createdDate.toDate().toLocaleDateString()}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/notifications">
          Notification Dashboard{notifications.length > RECENT_COUNT ? ` (${notifications.length})` : ''}
        </Button>
      </CardActions>
    </Card>
  );
}
