import Box from '@mui/material/Box';
import Icon from '@mui/material/Icon';
import Skeleton from '@mui/material/Skeleton';
import { useT } from '../../i18n/hooks';
import type { Resource } from '../../types/resources';
import { fileBadge, isImage } from './labels';

export interface ResourceThumbnailProps {
  resource: Resource;
  /** The file's download URL: undefined while it is fetched, 'failed' when it cannot be read. */
  url: string | 'failed' | undefined;
  /** Opens the preview; absent until there is a file to preview. */
  onOpen?: () => void;
}

/** A sheet of paper with a heading band and lines of text: how a document looks at a glance. */
function DocumentSheet() {
  return (
    <Box
      data-thumbnail="document"
      sx={{
        height: '82%',
        aspectRatio: '8.5 / 11',
        bgcolor: '#ffffff',
        boxShadow: 2,
        borderRadius: 0.5,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: '6%',
      }}
    >
      <Box sx={{ height: '18%', bgcolor: 'primary.main' }} />
      {[90, 75, 85, 60, 80].map((width, i) => (
        <Box key={i} sx={{ height: '4%', width: `${width}%`, mx: '10%', bgcolor: '#d5d7da', borderRadius: 1 }} />
      ))}
    </Box>
  );
}

/**
 * The picture at the head of a file's tile: an image shows itself, a document shows a sheet; the corner names
 * the kind of file. It repeats what the tile says in words, so assistive technology skips it; a click opens the
 * preview, which the tile's Preview button does for the keyboard.
 */
export function ResourceThumbnail({ resource, url, onOpen }: ResourceThumbnailProps) {
  const t = useT();
  const { file } = resource;
  const image = isImage(file.contentType);
  const ready = typeof url === 'string' && url !== 'failed';
  return (
    <Box
      aria-hidden="true"
      data-testid="resource-thumbnail"
      onClick={onOpen}
      sx={{
        gridArea: 'thumb',
        position: 'relative',
        // A small square beside the text on a phone; the head of the tile, as wide as it, on larger screens.
        alignSelf: 'start',
        width: { xs: 80, sm: 'auto' },
        height: { xs: 80, sm: 'auto' },
        aspectRatio: { sm: '16 / 10' },
        m: { xs: 1.5, sm: 0 },
        borderRadius: { xs: 1, sm: 0 },
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        cursor: onOpen ? 'pointer' : 'default',
        // Width and style apart from the colour: a responsive border shorthand would reset the colour.
        borderBottomStyle: 'solid',
        borderBottomWidth: { xs: 0, sm: '1px' },
        borderColor: 'divider',
      }}
    >
      {!image ? (
        <DocumentSheet />
      ) : ready ? (
        <Box component="img" src={url} alt="" loading="lazy" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: { xs: 'cover', sm: 'contain' } }} />
      ) : url === 'failed' ? (
        <Icon color="disabled" sx={{ fontSize: 40 }}>
          broken_image
        </Icon>
      ) : (
        <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />
      )}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: { xs: 4, sm: 8 },
          left: { xs: 4, sm: 8 },
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          typography: 'caption',
          fontWeight: 700,
          lineHeight: 1.4,
          bgcolor: 'rgba(33, 33, 33, 0.85)',
          color: '#ffffff',
        }}
      >
        {fileBadge(file.contentType, t)}
      </Box>
    </Box>
  );
}
