import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../components/upload/fileRules';
import type { Resource } from '../../types/resources';
import { DownloadButton } from './DownloadButton';
import { ResourceThumbnail } from './ResourceThumbnail';
import { fileKind, resourceDateLine } from './labels';
import { useDownloadUrl } from './useResources';

export interface ResourceCardProps {
  resource: Resource;
  /** Admins get an Edit link. */
  canEdit: boolean;
  onPreview: (resource: Resource, url: string) => void;
}

/**
 * One file of the library as a tile: its thumbnail, title and description, what kind of file it is, its size and
 * date, and buttons to preview, download and (admins) edit it. On a phone the thumbnail sits beside the text, so
 * a list of files stays short; wider, it heads the tile.
 */
export function ResourceCard({ resource, canEdit, onPreview }: ResourceCardProps) {
  const titleId = useId();
  const url = useDownloadUrl(resource.file.path);
  const ready = typeof url === 'string' && url !== 'failed';
  const { file } = resource;
  const preview = ready ? () => onPreview(resource, url) : undefined;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'grid',
        gridTemplateColumns: { xs: '104px minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
        gridTemplateRows: { xs: '1fr auto', sm: 'auto 1fr auto' },
        gridTemplateAreas: { xs: '"thumb body" "thumb actions"', sm: '"thumb" "body" "actions"' },
      }}
    >
      <ResourceThumbnail resource={resource} url={url} onOpen={preview} />
      <Box sx={{ gridArea: 'body', p: 2, pl: { xs: 0.5, sm: 2 }, pb: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 500, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {resource.title}
        </Typography>
        {resource.description ? (
          <Typography
            variant="body2"
            sx={{ mt: 0.5, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {resource.description}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {fileKind(file.contentType)} · {formatBytes(file.size)} · {resourceDateLine(resource)}
        </Typography>
        {url === 'failed' ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            The file cannot be opened right now. Reload the page or try again later.
          </Alert>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', gap: 0.5, px: { xs: 0, sm: 1 }, pb: 1 }}>
        <Button
          size="small"
          startIcon={<Icon aria-hidden="true">visibility</Icon>}
          disabled={!ready}
          onClick={preview}
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
      </Box>
    </Card>
  );
}
