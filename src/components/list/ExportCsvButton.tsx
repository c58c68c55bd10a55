import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { downloadCsv } from '../../lib/download';

/** A finished export: the CSV text, its file name and how many items it holds. */
export interface CsvExport {
  csv: string;
  fileName: string;
  count: number;
}

export interface ExportChoice {
  /** What it exports, as a menu names it: "Parts in this list". */
  label: string;
  /** How many items it exports, for the progress bar (null while unknown). */
  total: number | null;
  /** Reads every item (reporting how many so far) and writes the CSV; the writer loads with the first export. */
  run: (onProgress: (loaded: number) => void) => Promise<CsvExport>;
}

export interface ExportCsvButtonProps {
  /**
   * What is exported, as counted, in the reader's language: { one: 'order', other: 'orders' } ({ one: 'commande',
   * other: 'commandes' }); each language's own plural rule picks one.
   */
  noun: { one: string; other: string };
  /** One choice: a button; several (the list, or everything): a menu. */
  choices: readonly ExportChoice[];
}

/** Exports the whole filtered result of a list as CSV (not only the page on screen), with progress. */
export function ExportCsvButton({ noun, choices }: ExportCsvButtonProps) {
  const t = useT();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<{ loaded: number; total: number | null } | null>(null);
  const plural = new Intl.PluralRules(format.locale);
  const counted = (n: number) => `${format.number(n)} ${plural.select(n) === 'one' ? noun.one : noun.other}`;
  const menu = choices.length > 1;

  const exportCsv = async (choice: ExportChoice) => {
    setMenuAnchor(null);
    setProgress({ loaded: 0, total: choice.total });
    try {
      const done = await choice.run((loaded) => setProgress({ loaded, total: choice.total }));
      downloadCsv(done.csv, done.fileName);
      enqueueSnackbar(t('components.export.done', { items: counted(done.count) }), { variant: 'success' });
    } catch (error) {
      console.error(`Unable to export ${noun.other}`, error);
      enqueueSnackbar(t('components.export.failed', { items: noun.other }), { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 160 }}>
      <Button
        variant="outlined"
        // The brand red reads at 4.38:1 on white; its dark shade passes 4.5:1.
        sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
        startIcon={<Icon aria-hidden="true">download</Icon>}
        endIcon={menu ? <Icon aria-hidden="true">arrow_drop_down</Icon> : undefined}
        aria-haspopup={menu ? 'menu' : undefined}
        aria-expanded={menu ? Boolean(menuAnchor) : undefined}
        onClick={(event) => (menu ? setMenuAnchor(event.currentTarget) : choices[0] && void exportCsv(choices[0]))}
        disabled={progress !== null || choices.every((choice) => choice.total === 0)}
      >
        {progress ? t('components.export.busy') : t('components.export.button')}
      </Button>
      {menu ? (
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          {choices.map((choice) => (
            <MenuItem key={choice.label} onClick={() => void exportCsv(choice)} disabled={choice.total === 0}>
              {choice.total === null ? choice.label : `${choice.label} (${counted(choice.total)})`}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
      {progress ? (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? Math.min(100, (progress.loaded / progress.total) * 100) : undefined}
            aria-label={t('components.export.progress')}
          />
          <Typography variant="caption" color="text.secondary">
            {progress.total ? t('components.export.progressOf', { loaded: format.number(progress.loaded), total: counted(progress.total) }) : counted(progress.loaded)}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
