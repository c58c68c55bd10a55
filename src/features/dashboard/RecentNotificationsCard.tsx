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
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { useNotifications } from '../../store/useNotifications';

const RECENT_COUNT = 5;

/** The newest few notifications; the Notification Dashboard has the rest. */
export function RecentNotificationsCard() {
  const t = useT();
  const format = useFormat();
  const { notifications, loading } = useNotifications();
  const recent = notifications.slice(0, RECENT_COUNT);

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader title={t('dashboard.notifications.title')} />
      <CardContent sx={{ flexGrow: 1 }}>
        {loading ? (
          <LoadingState label={t('dashboard.notifications.loading')} />
        ) : recent.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.notifications.none')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('dashboard.notifications.label')}>
            {recent.map((notification) => (
              <ListItem key={notification.id} disableGutters>
                <ListItemText
                  primary={notification.data.subject || t('dashboard.notifications.noSubject')}
                  secondary={t('dashboard.notifications.sentBy', {
                    sender: notification.data.createdByName || t('dashboard.notifications.unknownSender'),
                    date: format.date(notification.data.createdDate),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/notifications">
          {notifications.length > RECENT_COUNT
            ? t('dashboard.notifications.allCounted', { count: format.number(notifications.length) })
            : t('dashboard.notifications.all')}
        </Button>
      </CardActions>
    </Card>
  );
}
