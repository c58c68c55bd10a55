import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../components/upload/fileRules';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
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

/** CSS grid-template-areas from the area names of each row: (['a', 'b'], ['a', 'c']) -> '"a b" "a c"'. */
function gridAreas(...rows: string[][]): string {
  return rows.map((row) => `"${row.join(' ')}"`).join(' ');
}

/**
 * One file of the library as a tile: its thumbnail, title and description, what kind of file it is, its size and
 * date, and buttons to preview, download and (admins) edit it. On a phone the thumbnail sits beside the text, so
 * a list of files stays short; wider, it heads the tile.
 */
export function ResourceCard({ resource, canEdit, onPreview }: ResourceCardProps) {
  const t = useT();
  const format = useFormat();
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
        gridTemplateAreas: { xs: gridAreas(['thumb', 'body'], ['thumb', 'actions']), sm: gridAreas(['thumb'], ['body'], ['actions']) },
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
          {fileKind(file.contentType, t)} · {formatBytes(file.size, { t, locale: format.locale })} · {resourceDateLine(resource, t, format)}
        </Typography>
        {url === 'failed' ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('resources.card.unavailable')}
          </Alert>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', gap: 0.5, px: { xs: 0, sm: 1 }, pb: 1 }}>
        <Button
          size="small"
          startIcon={<Icon aria-hidden="true">visibility</Icon>}
          disabled={!ready}
          onClick={preview}
          aria-label={t('resources.card.previewLabel', { title: resource.title })}
        >
          {t('resources.card.preview')}
        </Button>
        {ready ? (
          <DownloadButton size="small" url={url} fileName={file.name} aria-label={t('resources.card.downloadLabel', { title: resource.title })}>
            {t('resources.card.download')}
          </DownloadButton>
        ) : (
          <Button
            size="small"
            disabled
            startIcon={<Icon aria-hidden="true">download</Icon>}
            aria-label={t('resources.card.downloadLabel', { title: resource.title })}
          >
            {t('resources.card.download')}
          </Button>
        )}
        {canEdit ? (
          <Button
            size="small"
            component={RouterLink}
            to={`/admin/resources/edit/${resource.id}`}
            startIcon={<Icon aria-hidden="true">edit</Icon>}
            aria-label={t('resources.card.editLabel', { title: resource.title })}
          >
            {t('resources.card.edit')}
          </Button>
        ) : null}
      </Box>
    </Card>
  );
}
