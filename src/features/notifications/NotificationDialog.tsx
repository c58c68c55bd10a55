import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { AppNotification } from '../../types/domain';
import { NOTIFICATION_DIALOG_MAX_WIDTH_PX } from '../../reference/app';
import { NotificationBody } from './NotificationBody';
import { formatFullDate } from './formatNotificationDate';
import { isInAppLink } from './inAppLink';

interface NotificationDialogProps {
  /** The notification to show; null closes the dialog. */
  notification: AppNotification | null;
  /** Marks it read (deletes it); rejects when that fails. */
  onMarkAsRead: (id: string) => Promise<void>;
  onClose: () => void;
}

export function NotificationDialog({ notification, onMarkAsRead, onClose }: NotificationDialogProps) {
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
      enqueueSnackbar('Notification marked as read.', { variant: 'success' });
      onClose();
    } catch (error) {
      console.error('Unable to mark the notification as read', error);
      enqueueSnackbar('Unable to mark the notification as read. Please try again.', { variant: 'error' });
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
          <DialogTitle id="notification-dialog-title">{current.data.subject || '(no subject)'}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              From {current.data.createdByName || 'Unknown sender'} on {formatFullDate(current.data.createdDate)}
            </Typography>
            <NotificationBody body={current.data.body} />
          </DialogContent>
          <DialogActions>
            {isInAppLink(current.data.link) && (
              <Button component={RouterLink} to={current.data.link} onClick={onClose} sx={{ mr: 'auto' }}>
                Jump to page
              </Button>
            )}
            <Button onClick={handleMarkAsRead} disabled={marking} variant="contained" color="secondary">
              Mark as read
            </Button>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
