import { useState } from 'react';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import type { AppNotification } from '../../types/domain';
import { NOTIFICATIONS_SHOWN } from '../../data/notifications/feedLimit';
import { useNamespaces, useT } from '../../i18n/hooks';
import { NotificationDialog } from './NotificationDialog';
import { useNotifications } from '../../store/useNotifications';
import { useNotificationDates } from './useNotificationDates';

/** Notification Dashboard: the newest unread notifications (the shown number, and a note when more wait). */
export default function NotificationsScreen() {
  useNamespaces('notifications', 'reference');
  const t = useT();
  const dates = useNotificationDates();
  const { notifications, more, loading, markAsRead, markAllAsRead } = useNotifications();
  const { enqueueSnackbar } = useSnackbar();
  const [selected, setSelected] = useState<AppNotification | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());

  async function markOne(notification: AppNotification) {
    setBusyIds((ids) => new Set(ids).add(notification.id));
    try {
      await markAsRead(notification.id);
      enqueueSnackbar(t('notifications.markedRead'), { variant: 'success' });
    } catch (error) {
      console.error('Unable to mark the notification as read', error);
      enqueueSnackbar(t('notifications.markReadFailed'), { variant: 'error' });
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(notification.id);
        return next;
      });
    }
  }

  async function markAll() {
    setMarkingAll(true);
    try {
      await markAllAsRead();
      enqueueSnackbar(t('notifications.allMarkedRead'), { variant: 'success' });
    } catch (error) {
      console.error('Unable to mark all notifications as read', error);
      enqueueSnackbar(t('notifications.markAllReadFailed'), { variant: 'error' });
    } finally {
      setMarkingAll(false);
      setConfirmingAll(false);
    }
  }

  return (
    <>
      <PageHeader
        title={t('notifications.dashboard')}
        actions={
          <Button
            variant="outlined"
            onClick={() => setConfirmingAll(true)}
            disabled={notifications.length === 0}
            startIcon={<Icon>done_all</Icon>}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      {loading ? (
        <LoadingState label={t('notifications.loading')} />
      ) : notifications.length === 0 ? (
        <EmptyState title={t('notifications.none')} icon="notifications_none" />
      ) : (
        <>
          {more && (
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('notifications.olderWait', { count: NOTIFICATIONS_SHOWN })}
            </Typography>
          )}
          <Paper variant="outlined">
            <List disablePadding aria-label={t('notifications.title')}>
              {notifications.map((notification, index) => (
                <ListItem
                  key={notification.id}
                  divider={index < notifications.length - 1}
                  disablePadding
                  secondaryAction={
                    <Tooltip title={t('notifications.markRead')}>
                      <span>
                        <IconButton
                          edge="end"
                          aria-label={t('notifications.markOneRead', { subject: notification.data.subject })}
                          onClick={() => void markOne(notification)}
                          disabled={busyIds.has(notification.id)}
                        >
                          <Icon>done</Icon>
                        </IconButton>
                      </span>
                    </Tooltip>
                  }
                >
                  <ListItemButton onClick={() => setSelected(notification)}>
                    <ListItemText
                      primary={notification.data.subject || t('notifications.noSubject')}
                      secondary={
                        <span title={dates.full(notification.data.createdDate)}>
                          {t('notifications.sentBy', {
                            sender: notification.data.createdByName || t('notifications.unknownSender'),
                            when: dates.relative(notification.data.createdDate),
                          })}
                        </span>
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        </>
      )}
      <NotificationDialog notification={selected} onMarkAsRead={markAsRead} onClose={() => setSelected(null)} />
      <ConfirmDialog
        open={confirmingAll}
        title={t('notifications.markAllRead.confirmTitle')}
        message={
          more
            ? t('notifications.markAllRead.confirmShown', { count: notifications.length })
            : t('notifications.markAllRead.confirmAll', { count: notifications.length })
        }
        confirmLabel={t('notifications.markAllRead')}
        busy={markingAll}
        onConfirm={() => void markAll()}
        onClose={() => setConfirmingAll(false)}
      />
    </>
  );
}
