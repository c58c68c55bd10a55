import Icon from '@mui/material/Icon';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDownloadUrl } from '../../../data/serverState/useDownloadUrl';
import { useT } from '../../../i18n/hooks';
import type { Translate } from '../../../i18n/i18n';
import { useFormat } from '../../../i18n/useFormat';
import type { StoredFile } from '../../../types/orders';

/** '1.5 MB' or '320 KB' (English), '1,5 Mo' or '320 Ko' (French). */
function fileSize(bytes: number, t: Translate, locale: string): string {
  if (bytes >= 1024 * 1024) {
    const size = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
    return t('orders.view.attachments.megabytes', { size });
  }
  return t('orders.view.attachments.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });
}

/** Its download link is read as the list shows, so a click opens the file without waiting (or a pop-up blocker). */
function Attachment({ file }: { file: StoredFile }) {
  const t = useT();
  const { locale } = useFormat();
  const url = useDownloadUrl(file.path);
  const failed = url.status === 'error' || url.status === 'missing';
  const size = fileSize(file.size, t, locale);
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon aria-hidden="true">{file.contentType === 'application/pdf' ? 'picture_as_pdf' : 'image'}</Icon>
      </ListItemIcon>
      <ListItemText
        primary={
          url.status === 'ready' ? (
            <Link href={url.value} target="_blank" rel="noopener" download={file.name}>
              {t('orders.view.attachments.download', { name: file.name })}
            </Link>
          ) : (
            file.name
          )
        }
        secondary={failed ? t('orders.view.attachments.linkFailed', { size }) : size}
      />
    </ListItem>
  );
}

export function AttachmentsList({ files }: { files: readonly StoredFile[] }) {
  const t = useT();
  if (files.length === 0) return <Typography color="text.secondary">{t('orders.view.attachments.none')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('orders.view.section.attachments')}>
      {files.map((file) => (
        <Attachment key={file.path} file={file} />
      ))}
    </List>
  );
}
