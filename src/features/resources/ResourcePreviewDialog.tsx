import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../components/upload/fileRules';
import { useT } from '../../i18n/hooks';
import { Message } from '../../i18n/Message';
import { useFormat } from '../../i18n/useFormat';
import type { Resource } from '../../types/resources';
import { DownloadButton } from './DownloadButton';
import { fileKind, isImage, isPdf, resourceDateLine } from './labels';

export interface ResourcePreviewDialogProps {
  open: boolean;
  resource: Resource;
  /** Its file's download URL. */
  url: string;
  onClose: () => void;
}

/** The text that stands for an image: its title, and its description when there is one. */
export function imageAltText(resource: Pick<Resource, 'title' | 'description'>): string {
  return resource.description ? `${resource.title}: ${resource.description}` : resource.title;
}

/** A resource's file, larger: an image at up to the dialog's width, a PDF in the browser's viewer. */
export function ResourcePreviewDialog({ open, resource, url, onClose }: ResourcePreviewDialogProps) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const { file } = resource;
  const downloadLabel = t('resources.preview.download', { name: file.name });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{resource.title}</DialogTitle>
      <DialogContent dividers>
        {isImage(file.contentType) ? (
          <Box
            component="img"
            src={url}
            alt={imageAltText(resource)}
            sx={{ display: 'block', mx: 'auto', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        ) : isPdf(file.contentType) ? (
          // The browser's own PDF viewer; where there is none, the object shows its content: a way to the file.
          <Box
            component="object"
            data={url}
            type="application/pdf"
            title={t('resources.preview.pdf', { title: resource.title })}
            aria-label={t('resources.preview.pdf', { title: resource.title })}
            sx={{ display: 'block', width: '100%', height: '70vh', border: 0 }}
          >
            <Typography sx={{ p: 2 }}>
              <Message
                id="resources.preview.noViewer"
                values={{
                  download: (
                    <Link href={url} download={file.name} target="_blank" rel="noopener noreferrer">
                      {downloadLabel}
                    </Link>
                  ),
                }}
              />
            </Typography>
          </Box>
        ) : (
          <Typography>{t('resources.preview.none')}</Typography>
        )}
        {resource.description ? <Typography sx={{ mt: 1.5 }}>{resource.description}</Typography> : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {file.name} · {fileKind(file.contentType, t)} · {formatBytes(file.size, { t, locale: format.locale })} · {resourceDateLine(resource, t, format)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <DownloadButton url={url} fileName={file.name}>
          {downloadLabel}
        </DownloadButton>
        <Button onClick={onClose} variant="contained">
          {t('components.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
