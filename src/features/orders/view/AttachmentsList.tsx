import Icon from '@mui/material/Icon';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDownloadUrl } from '../../../data/serverState/useDownloadUrl';
import type { StoredFile } from '../../../types/orders';

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Its download link is read as the list shows, so a click opens the file without waiting (or a pop-up blocker). */
function Attachment({ file }: { file: StoredFile }) {
  const url = useDownloadUrl(file.path);
  const failed = url.status === 'error' || url.status === 'missing';
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon aria-hidden="true">{file.contentType === 'application/pdf' ? 'picture_as_pdf' : 'image'}</Icon>
      </ListItemIcon>
      <ListItemText
        primary={
          url.status === 'ready' ? (
            <Link href={url.value} target="_blank" rel="noopener" download={file.name}>
              Download {file.name}
            </Link>
          ) : (
            file.name
          )
        }
        secondary={failed ? `${fileSize(file.size)} · the download link could not be loaded` : fileSize(file.size)}
      />
    </ListItem>
  );
}

export function AttachmentsList({ files }: { files: readonly StoredFile[] }) {
  if (files.length === 0) return <Typography color="text.secondary">No files are attached to this order.</Typography>;
  return (
    <List dense disablePadding aria-label="Attachments">
      {files.map((file) => (
        <Attachment key={file.path} file={file} />
      ))}
    </List>
  );
}
