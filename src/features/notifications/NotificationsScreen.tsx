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
import { NOTIFICATIONS_EMPTY_TEXT } from '../../reference/app';
import { NotificationDialog } from './NotificationDialog';
import { formatFullDate, formatRelativeDate } from './formatNotificationDate';
import { useNotifications } from '../../store/useNotifications';
import { OLDER_NOTIFICATIONS_WAIT } from './olderNotifications';

/** Notification Dashboard: the newest unread notifications (the shown number, and a note when more wait). */
export default function NotificationsScreen() {
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
      enqueueSnackbar('Notification marked as read.', { variant: 'success' });
    } catch (error) {
      console.error('Unable to mark the notification as read', error);
      enqueueSnackbar('Unable to mark the notification as read. Please try again.', { variant: 'error' });
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
      enqueueSnackbar('All notifications marked as read.', { variant: 'success' });
    } catch (error) {
      console.error('Unable to mark all notifications as read', error);
      enqueueSnackbar('Unable to mark all notifications as read. Please try again.', { variant: 'error' });
    } finally {
      setMarkingAll(false);
      setConfirmingAll(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Notification Dashboard"
        actions={
          <Button
            variant="outlined"
            onClick={() => setConfirmingAll(true)}
            disabled={notifications.length === 0}
            startIcon={<Icon>done_all</Icon>}
          >
            Mark all as read
          </Button>
        }
      />
      {loading ? (
        <LoadingState label="Loading notifications…" />
      ) : notifications.length === 0 ? (
        <EmptyState title={NOTIFICATIONS_EMPTY_TEXT} icon="notifications_none" />
      ) : (
        <>
          {more && (
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {OLDER_NOTIFICATIONS_WAIT}
            </Typography>
          )}
          <Paper variant="outlined">
            <List disablePadding aria-label="Notifications">
              {notifications.map((notification, index) => (
                <ListItem
                  key={notification.id}
                  divider={index < notifications.length - 1}
                  disablePadding
                  secondaryAction={
                    <Tooltip title="Mark as read">
                      <span>
                        <IconButton
                          edge="end"
                          aria-label={`Mark "${notification.data.subject}" as read`}
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
                      primary={notification.data.subject || '(no subject)'}
                      secondary={
                        <span title={formatFullDate(notification.data.createdDate)}>
                          {`${notification.data.createdByName || 'Unknown sender'} · ${formatRelativeDate(notification.data.createdDate)}`}
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
        title="Mark all as read?"
        message={
          more
            ? `The ${notifications.length} notifications shown will be removed from your list; older ones then appear.`
            : `All ${notifications.length} notifications will be removed from your list.`
        }
        confirmLabel="Mark all as read"
        busy={markingAll}
        onConfirm={() => void markAll()}
        onClose={() => setConfirmingAll(false)}
      />
    </>
  );
}
