import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { fetchAllParts, type PartsFilter } from '../../data/partsApi';
import { downloadCsv } from '../../lib/download';
import { partsCount, partsCsv, partsCsvFileName } from './partsCsv';

export interface ExportPartsButtonProps {
  filter: PartsFilter;
  /** How many parts the filter matches, and the whole catalogue (null while unknown). */
  shown: number | null;
  all: number | null;
}

const WHOLE_CATALOGUE: PartsFilter = { category: null, search: '' };

/**
 * Exports parts as CSV in the import's format: the whole catalogue, or (when a tab or a search narrows the list)
 * the parts the list shows, chosen from a menu.
 */
export function ExportPartsButton({ filter, shown, all }: ExportPartsButtonProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<{ loaded: number; total: number | null } | null>(null);
  const filtered = filter.category !== null || filter.search !== '';

  const exportCsv = async (which: PartsFilter, total: number | null) => {
    setMenuAnchor(null);
    setProgress({ loaded: 0, total });
    try {
      const parts = await fetchAllParts(which, (loaded) => setProgress({ loaded, total }));
      downloadCsv(partsCsv(parts), partsCsvFileName(new Date(), which.search ? null : which.category));
      enqueueSnackbar(`Exported ${partsCount(parts.length)}.`, { variant: 'success' });
    } catch (error) {
      console.error('Unable to export parts', error);
      enqueueSnackbar('The parts could not be exported. Please try again.', { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const count = (n: number | null) => (n === null ? '' : ` (${partsCount(n)})`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 150 }}>
      <Button
        variant="outlined"
        startIcon={<Icon aria-hidden="true">download</Icon>}
        endIcon={filtered ? <Icon aria-hidden="true">arrow_drop_down</Icon> : undefined}
        aria-haspopup={filtered ? 'menu' : undefined}
        aria-expanded={filtered ? Boolean(menuAnchor) : undefined}
        onClick={(event) => (filtered ? setMenuAnchor(event.currentTarget) : void exportCsv(WHOLE_CATALOGUE, all))}
        disabled={progress !== null || all === 0}
      >
        {progress ? 'Exporting…' : 'Export CSV'}
      </Button>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={() => void exportCsv(filter, shown)} disabled={shown === 0}>
          Parts in this list{count(shown)}
        </MenuItem>
        <MenuItem onClick={() => void exportCsv(WHOLE_CATALOGUE, all)}>Whole catalogue{count(all)}</MenuItem>
      </Menu>
      {progress ? (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? Math.min(100, (progress.loaded / progress.total) * 100) : undefined}
            aria-label="Export progress"
          />
          <Typography variant="caption" color="text.secondary">
            {progress.total ? `${progress.loaded.toLocaleString('en-US')} of ${partsCount(progress.total)}` : partsCount(progress.loaded)}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
