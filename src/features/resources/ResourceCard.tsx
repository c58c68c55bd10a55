import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../components/upload/fileRules';
import { formatDate } from '../../lib/dates';
import type { Resource } from '../../types/resources';
import { DownloadButton } from './DownloadButton';
import { fileKind, isImage } from './labels';
import { useDownloadUrl } from './useResources';

export interface ResourceCardProps {
  resource: Resource;
  /** Admins get an Edit link. */
  canEdit: boolean;
  onPreview: (resource: Resource, url: string) => void;
}

/** Changes within a minute of publishing are part of publishing it. */
function dateLine(resource: Resource): string {
  const created = resource.createdDate.toMillis();
  const updated = resource.updatedDate.toMillis();
  return updated - created > 60_000 ? `Updated ${formatDate(resource.updatedDate)}` : `Added ${formatDate(resource.createdDate)}`;
}

/** One file of the library: what it is, and buttons to preview, download and (admins) edit it. */
export function ResourceCard({ resource, canEdit, onPreview }: ResourceCardProps) {
  const titleId = useId();
  const url = useDownloadUrl(resource.file.path);
  const ready = typeof url === 'string' && url !== 'failed';
  const { file } = resource;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', gap: 1.5 }}>
        <Icon aria-hidden="true" color="action" sx={{ mt: 0.25 }}>
          {isImage(file.contentType) ? 'image' : 'picture_as_pdf'}
        </Icon>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {resource.title}
          </Typography>
          {resource.description ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {resource.description}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {fileKind(file.contentType)} · {formatBytes(file.size)} · {dateLine(resource)}
          </Typography>
          {url === 'failed' ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              The file cannot be opened right now. Reload the page or try again later.
            </Alert>
          ) : null}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<Icon aria-hidden="true">visibility</Icon>}
          disabled={!ready}
          onClick={() => ready && onPreview(resource, url)}
          aria-label={`Preview ${resource.title}`}
        >
          Preview
        </Button>
        {ready ? (
          <DownloadButton size="small" url={url} fileName={file.name} aria-label={`Download ${resource.title}`}>
            Download
          </DownloadButton>
        ) : (
          <Button size="small" disabled startIcon={<Icon aria-hidden="true">download</Icon>} aria-label={`Download ${resource.title}`}>
            Download
          </Button>
        )}
        {canEdit ? (
          <Button
            size="small"
            component={RouterLink}
            to={`/admin/resources/edit/${resource.id}`}
            startIcon={<Icon aria-hidden="true">edit</Icon>}
            aria-label={`Edit ${resource.title}`}
          >
            Edit
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
