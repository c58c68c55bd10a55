import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { shownSubject } from '../../data/notifications/systemNoticeWords';
import type { AppNotification } from '../../types/domain';
import { useNamespaces, useT } from '../../i18n/hooks';
import { NOTIFICATION_DIALOG_MAX_WIDTH_PX } from '../../reference/app';
import { NotificationBody } from './NotificationBody';
import { isInAppLink } from './inAppLink';
import { useNotificationDates } from './useNotificationDates';

interface NotificationDialogProps {
  /** The notification to show; null closes the dialog. */
  notification: AppNotification | null;
  /** Marks it read (deletes it); rejects when that fails. */
  onMarkAsRead: (id: string) => Promise<void>;
  onClose: () => void;
}

export function NotificationDialog({ notification, onMarkAsRead, onClose }: NotificationDialogProps) {
  // The portal's own notices name order types, statuses and order fields, worded from these catalogues.
  useNamespaces('notifications', 'reference', 'orderFields');
  const t = useT();
  const dates = useNotificationDates();
  const { enqueueSnackbar } = useSnackbar();
  const [marking, setMarking] = useState(false);
  // Keep the last notification on screen while the dialog fades out.
  const [shown, setShown] = useState(notification);
  useEffect(() => {
    if (notification) setShown(notification);
  }, [notification]);

  const current = notification ?? shown;

  async function handleMarkAsRead() {
    if (!current) return;
    setMarking(true);
    try {
      await onMarkAsRead(current.id);
      enqueueSnackbar(t('notifications.markedRead'), { variant: 'success' });
      onClose();
    } catch (error) {
      console.error('Unable to mark the notification as read', error);
      enqueueSnackbar(t('notifications.markReadFailed'), { variant: 'error' });
    } finally {
      setMarking(false);
    }
  }

  return (
    <Dialog
      open={notification !== null}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby="notification-dialog-title"
      slotProps={{ paper: { sx: { maxWidth: `${NOTIFICATION_DIALOG_MAX_WIDTH_PX}px` } } }}
    >
      {current && (
        <>
          <DialogTitle id="notification-dialog-title">{shownSubject(current.data, t) || t('notifications.noSubject')}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('notifications.dialog.from', {
                sender: current.data.createdByName || t('notifications.unknownSender'),
                date: dates.full(current.data.createdDate),
              })}
            </Typography>
            <NotificationBody body={current.data.body} message={current.data.message} />
          </DialogContent>
          <DialogActions>
            {isInAppLink(current.data.link) && (
              <Button component={RouterLink} to={current.data.link} onClick={onClose} sx={{ mr: 'auto' }}>
                {t('notifications.dialog.jump')}
              </Button>
            )}
            <Button onClick={handleMarkAsRead} disabled={marking} variant="contained" color="secondary">
              {t('notifications.markRead')}
            </Button>
            <Button onClick={onClose}>{t('components.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
