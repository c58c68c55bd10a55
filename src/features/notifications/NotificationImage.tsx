import Typography from '@mui/material/Typography';
import { useDownloadUrl } from '../../data/serverState/useDownloadUrl';
import { useT } from '../../i18n/hooks';
import { NOTIFICATION_IMAGE_WIDTH_PX } from '../../reference/app';

/** A picture attached to a notification, shown from its Storage path (under `notifications/`). */
export function NotificationImage({ path, label }: { path: string; label: string }) {
  const t = useT();
  const url = useDownloadUrl(path);
  if (url.status === 'loading') return <Typography color="text.secondary">{t('notifications.image.loading')}</Typography>;
  if (url.status !== 'ready') return <Typography color="text.secondary">{t('notifications.image.failed')}</Typography>;
  return <img src={url.value} alt={label} width={NOTIFICATION_IMAGE_WIDTH_PX} style={{ height: 'auto' }} />;
}
