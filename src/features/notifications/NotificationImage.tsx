import Typography from '@mui/material/Typography';
import { useDownloadUrl } from '../../data/serverState/useDownloadUrl';
import { NOTIFICATION_IMAGE_WIDTH_PX } from '../../reference/app';

/** A picture attached to a notification, shown from its Storage path (under `notifications/`). */
export function NotificationImage({ path, label }: { path: string; label: string }) {
  const url = useDownloadUrl(path);
  if (url.status === 'loading') return <Typography color="text.secondary">Loading picture…</Typography>;
  if (url.status !== 'ready') return <Typography color="text.secondary">The picture could not be loaded.</Typography>;
  return <img src={url.value} alt={label} width={NOTIFICATION_IMAGE_WIDTH_PX} style={{ height: 'auto' }} />;
}
