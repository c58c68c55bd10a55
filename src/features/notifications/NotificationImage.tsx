import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { fileDownloadUrl } from '../../data/filesApi';
import { NOTIFICATION_IMAGE_WIDTH_PX } from '../../reference/app';

type Loaded = { path: string; url: string } | { path: string; failed: true };

/** A picture attached to a notification, shown from its Storage path (under `notifications/`). */
export function NotificationImage({ path, label }: { path: string; label: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    fileDownloadUrl(path).then(
      (url) => {
        if (current) setLoaded({ path, url });
      },
      (error: unknown) => {
        console.error('Unable to load the notification picture', path, error);
        if (current) setLoaded({ path, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [path]);

  // Until this path's answer arrives (a change of path must not keep showing the previous picture).
  if (loaded?.path !== path) return <Typography color="text.secondary">Loading picture…</Typography>;
  if ('failed' in loaded) return <Typography color="text.secondary">The picture could not be loaded.</Typography>;
  return <img src={loaded.url} alt={label} width={NOTIFICATION_IMAGE_WIDTH_PX} style={{ height: 'auto' }} />;
}
