import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { fileDownloadUrl } from '../../data/filesApi';
import type { StoredFile } from '../../types/orders';

type Urls = Record<string, string | 'failed'>;

/** Download URLs for the photos, fetched once each; a photo that cannot be read is marked 'failed'. */
function usePhotoUrls(photos: StoredFile[]): Urls {
  const [urls, setUrls] = useState<Urls>({});
  const paths = photos.map((photo) => photo.path).join('\n');
  useEffect(() => {
    let current = true;
    for (const path of paths.split('\n').filter(Boolean)) {
      fileDownloadUrl(path).then(
        (url) => current && setUrls((known) => ({ ...known, [path]: url })),
        () => current && setUrls((known) => ({ ...known, [path]: 'failed' })),
      );
    }
    return () => {
      current = false;
    };
  }, [paths]);
  return urls;
}

export interface WarrantyPhotosProps {
  photos: StoredFile[];
  /** Said in every photo's alt text, e.g. 'order 100001'. */
  subject: string;
  size?: number;
}

/** Thumbnails of the installation photos; each opens larger in a dialog. */
export function WarrantyPhotos({ photos, subject, size = 120 }: WarrantyPhotosProps) {
  const urls = usePhotoUrls(photos);
  const [open, setOpen] = useState<StoredFile | null>(null);
  const titleId = useId();
  const altOf = (photo: StoredFile, index: number) => `Installation photo ${index + 1} of ${photos.length} for ${subject}: ${photo.name}`;

  if (photos.length === 0) return <Typography color="text.secondary">No photos.</Typography>;
  const openUrl = open ? urls[open.path] : undefined;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {photos.map((photo, index) => {
          const url = urls[photo.path];
          return (
            <li key={photo.path}>
              {url === undefined ? (
                <Skeleton variant="rectangular" width={size} height={size} aria-label={`Loading ${photo.name}`} />
              ) : url === 'failed' ? (
                <Box sx={{ width: size, height: size, p: 1, border: 1, borderColor: 'divider', display: 'flex', alignItems: 'center' }}>
                  <Typography variant="caption">{photo.name} could not be loaded.</Typography>
                </Box>
              ) : (
                <ButtonBase
                  onClick={() => setOpen(photo)}
                  aria-label={`Open ${photo.name} larger`}
                  sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
                >
                  <img src={url} alt={altOf(photo, index)} width={size} height={size} style={{ objectFit: 'cover', display: 'block' }} />
                </ButtonBase>
              )}
            </li>
          );
        })}
      </Box>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{open?.name}</DialogTitle>
        <DialogContent>
          {open && typeof openUrl === 'string' && openUrl !== 'failed' ? (
            <img
              src={openUrl}
              alt={altOf(open, photos.indexOf(open))}
              style={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', margin: '0 auto' }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          {typeof openUrl === 'string' && openUrl !== 'failed' ? (
            <Button href={openUrl} target="_blank" rel="noopener">
              Open original
            </Button>
          ) : null}
          <Button onClick={() => setOpen(null)} variant="contained">
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
