import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Icon from '@mui/material/Icon';
import { saveBlob } from '../../lib/download';

export interface DownloadButtonProps {
  /** The file's download URL. */
  url: string;
  fileName: string;
  /** The visible text, e.g. 'Download'. */
  children: string;
  /** A fuller name for screen readers that starts with the visible text, e.g. 'Download 2027 Brochure'. */
  'aria-label'?: string;
  size?: 'small' | 'medium';
  variant?: 'text' | 'outlined' | 'contained';
}

/**
 * A link to the file that saves it under its own name. The file is on another origin (Storage), where the download
 * attribute does not apply, so a plain click fetches it and saves it from the page; if that fetch is refused (a
 * bucket without CORS for the portal) the file opens in a new tab instead. A modified click (new tab, save as) is
 * left to the browser.
 */
export function DownloadButton({ url, fileName, children, size, variant, ...rest }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The file server answered ${response.status}.`);
      // The download has its own copy once started; a minute is ample.
      saveBlob(await response.blob(), fileName, 60_000);
    } catch (error) {
      console.warn(`Could not save ${fileName} from the page; opening it instead`, error);
      window.open(url, '_blank', 'noopener,noreferrer');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      component="a"
      href={url}
      download={fileName}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      size={size}
      variant={variant}
      aria-label={rest['aria-label']}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <Icon aria-hidden="true">download</Icon>}
    >
      {children}
    </Button>
  );
}
