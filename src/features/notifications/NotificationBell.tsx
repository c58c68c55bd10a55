import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { AppNotification } from '../../types/domain';
import { useNamespaces, useT } from '../../i18n/hooks';
import { NOTIFICATION_MENU_WIDTH } from '../../reference/app';
import { useNotifications } from '../../store/useNotifications';
import { NOTIFICATIONS_SHOWN } from '../../data/notifications/feedLimit';
import { useNotificationDates } from './useNotificationDates';

// The dialog loads when a notification is first opened: the bell is on every screen, the dialog rarely needed.
const NotificationDialog = lazy(() =>
  import('./NotificationDialog').then((module) => ({ default: module.NotificationDialog })),
);

/** A short wobble, then a rest, so the bell draws the eye without being restless. */
const shake = keyframes`
  0%, 30%, 100% { transform: rotate(0deg); }
  5%, 15%, 25% { transform: rotate(-14deg); }
  10%, 20% { transform: rotate(14deg); }
`;

export const BELL_UNREAD_CLASS = 'NotificationBell-unread';
export const BELL_SHAKE_CLASS = 'NotificationBell-shake';
export const BELL_COUNT_CLASS = 'NotificationBell-count';

/**
 * Top-nav bell: badge with the unread count, a menu of notifications, and the notification dialog. It waits for
 * its messages beside the bar (TopNav keeps its place), like its code.
 */
export function NotificationBell() {
  useNamespaces('notifications', 'reference');
  const t = useT();
  const dates = useNotificationDates();
  const { notifications, more, markAsRead, refresh } = useNotifications();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Notifications present when the menu was last opened; only newer ones make the bell shake again.
  const [seenIds, setSeenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [selected, setSelected] = useState<AppNotification | null>(null);
  // Mounted from its first opening on, so it closes with its transition like any dialog.
  const [dialogMounted, setDialogMounted] = useState(false);

  const unread = notifications.length;
  const shaking = notifications.some((notification) => !seenIds.has(notification.id));
  const label = more
    ? t('notifications.bell.unreadBeyond', { count: NOTIFICATIONS_SHOWN })
    : unread > 0
      ? t('notifications.bell.unread', { count: unread })
      : t('notifications.title');

  function openMenu(event: MouseEvent<HTMLElement>) {
    setAnchor(event.currentTarget);
    setSeenIds(new Set(notifications.map((notification) => notification.id)));
    refresh();
  }

  function openNotification(notification: AppNotification) {
    setAnchor(null);
    setDialogMounted(true);
    setSelected(notification);
  }

  function openDashboard() {
    setAnchor(null);
    navigate('/notifications');
  }

  const classes = [unread > 0 ? BELL_UNREAD_CLASS : '', shaking ? BELL_SHAKE_CLASS : ''].filter(Boolean).join(' ');

  return (
    <>
      {/*
        The count sits on the button rather than in it: the button's text is then only the icon, and its name says
        how many are unread (a count inside would be visible text missing from the name: label-content-name-mismatch).
      */}
      <Badge
        // Past the max the badge reads '50+': older ones wait beyond the newest shown.
        badgeContent={more ? NOTIFICATIONS_SHOWN + 1 : unread}
        color="secondary"
        max={NOTIFICATIONS_SHOWN}
        overlap="circular"
        slotProps={{ badge: { className: BELL_COUNT_CLASS, style: { pointerEvents: 'none' } } }}
      >
        <Tooltip title={t('notifications.title')}>
          <IconButton
            aria-label={label}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            aria-controls={anchor ? 'notification-menu' : undefined}
            onClick={openMenu}
            color={unread > 0 ? 'secondary' : 'inherit'}
            className={classes || undefined}
            sx={{
              [`&.${BELL_SHAKE_CLASS} .material-icons`]: {
                animation: `${shake} 2s infinite`,
                animationTimingFunction: 'ease-in-out',
                transformOrigin: '50% 10%',
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              },
            }}
          >
            <Icon>{unread > 0 ? 'notifications_active' : 'notifications'}</Icon>
          </IconButton>
        </Tooltip>
      </Badge>
      <Menu
        id="notification-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: NOTIFICATION_MENU_WIDTH, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' } },
          list: { 'aria-label': t('notifications.title') },
        }}
      >
        {/* role none: a menu holds only items, separators and groups; these lines are text between them. */}
        <ListSubheader role="none" sx={{ lineHeight: 2.5, fontWeight: 600 }}>
          {t('notifications.title')}
        </ListSubheader>
        {unread === 0 && (
          <Typography component="li" role="none" sx={{ px: 2, py: 2 }} color="text.secondary">
            {t('notifications.none')}
          </Typography>
        )}
        {notifications.map((notification) => (
          <MenuItem key={notification.id} onClick={() => openNotification(notification)} sx={{ whiteSpace: 'normal' }}>
            <ListItemText
              primary={notification.data.subject || t('notifications.noSubject')}
              secondary={t('notifications.sentBy', {
                sender: notification.data.createdByName || t('notifications.unknownSender'),
                when: dates.relative(notification.data.createdDate),
              })}
            />
          </MenuItem>
        ))}
        {more && (
          <Typography component="li" role="none" variant="body2" sx={{ px: 2, py: 1 }} color="text.secondary">
            {t('notifications.olderWait', { count: NOTIFICATIONS_SHOWN })}
          </Typography>
        )}
        <Divider />
        <MenuItem onClick={openDashboard} sx={{ justifyContent: 'center', fontWeight: 500 }}>
          {t('notifications.dashboard')}
        </MenuItem>
      </Menu>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <NotificationDialog notification={selected} onMarkAsRead={markAsRead} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
