import { useEffect, useState } from 'react';
import Icon from '@mui/material/Icon';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { fileDownloadUrl } from '../../../data/filesApi';
import type { StoredFile } from '../../../types/orders';

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type UrlState = string | 'loading' | 'failed';

/** Download links are fetched when the list shows, so a click opens the file without waiting (or a pop-up blocker). */
function useDownloadUrls(files: readonly StoredFile[]): Record<string, UrlState> {
  const [urls, setUrls] = useState<Record<string, UrlState>>({});
  const paths = files.map((file) => file.path).join('\n');
  useEffect(() => {
    let current = true;
    for (const path of paths.split('\n').filter(Boolean)) {
      fileDownloadUrl(path).then(
        (url) => current && setUrls((known) => ({ ...known, [path]: url })),
        (error: unknown) => {
          console.error('Unable to get a download link', path, error);
          if (current) setUrls((known) => ({ ...known, [path]: 'failed' }));
        },
      );
    }
    return () => {
      current = false;
    };
  }, [paths]);
  return urls;
}

export function AttachmentsList({ files }: { files: readonly StoredFile[] }) {
  const urls = useDownloadUrls(files);
  if (files.length === 0) return <Typography color="text.secondary">No files are attached to this order.</Typography>;
  return (
    <List dense disablePadding aria-label="Attachments">
      {files.map((file) => {
        const url = urls[file.path] ?? 'loading';
        return (
          <ListItem key={file.path} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon aria-hidden="true">{file.contentType === 'application/pdf' ? 'picture_as_pdf' : 'image'}</Icon>
            </ListItemIcon>
            <ListItemText
              primary={
                url === 'loading' || url === 'failed' ? (
                  file.name
                ) : (
                  <Link href={url} target="_blank" rel="noopener" download={file.name}>
                    Download {file.name}
                  </Link>
                )
              }
              secondary={url === 'failed' ? `${fileSize(file.size)} · the download link could not be loaded` : fileSize(file.size)}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
