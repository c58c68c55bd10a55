import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDownloadUrl } from '../../data/serverState/useDownloadUrl';
import { useT } from '../../i18n/hooks';
import type { StoredFile } from '../../types/orders';

interface PhotoProps {
  photo: StoredFile;
  alt: string;
  size: number;
  onOpen: (url: string) => void;
}

/** One thumbnail, from its download address; a photo that cannot be read says so. */
function Photo({ photo, alt, size, onOpen }: PhotoProps) {
  const t = useT();
  const url = useDownloadUrl(photo.path);
  if (url.status === 'loading') {
    // A placeholder named for its photo must say what it is: a named span without a role breaks ARIA.
    return <Skeleton variant="rectangular" width={size} height={size} role="img" aria-label={t('warranties.photos.loading', { name: photo.name })} />;
  }
  if (url.status !== 'ready') {
    return (
      <Box sx={{ width: size, height: size, p: 1, border: 1, borderColor: 'divider', display: 'flex', alignItems: 'center' }}>
        <Typography variant="caption">{t('warranties.photos.unreadable', { name: photo.name })}</Typography>
      </Box>
    );
  }
  return (
    <ButtonBase
      onClick={() => onOpen(url.value)}
      aria-label={t('warranties.photos.open', { name: photo.name })}
      sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      <img src={url.value} alt={alt} width={size} height={size} style={{ objectFit: 'cover', display: 'block' }} />
    </ButtonBase>
  );
}

export interface WarrantyPhotosProps {
  photos: StoredFile[];
  /** The order the photos are of, said in every photo's alt text. */
  orderNumber: number;
  size?: number;
}

/** Thumbnails of the installation photos; each opens larger in a dialog. */
export function WarrantyPhotos({ photos, orderNumber, size = 120 }: WarrantyPhotosProps) {
  const t = useT();
  const [open, setOpen] = useState<{ photo: StoredFile; url: string } | null>(null);
  const titleId = useId();
  const altOf = (photo: StoredFile, index: number) =>
    t('warranties.photos.alt', { index: index + 1, count: photos.length, number: orderNumber, name: photo.name });

  if (photos.length === 0) return <Typography color="text.secondary">{t('warranties.photos.none')}</Typography>;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {photos.map((photo, index) => (
          <li key={photo.path}>
            <Photo photo={photo} alt={altOf(photo, index)} size={size} onOpen={(url) => setOpen({ photo, url })} />
          </li>
        ))}
      </Box>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{open?.photo.name}</DialogTitle>
        <DialogContent>
          {open ? (
            <img
              src={open.url}
              alt={altOf(open.photo, photos.indexOf(open.photo))}
              style={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', margin: '0 auto' }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          {open ? (
            <Button href={open.url} target="_blank" rel="noopener">
              {t('warranties.photos.original')}
            </Button>
          ) : null}
          <Button onClick={() => setOpen(null)} variant="contained">
            {t('components.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
