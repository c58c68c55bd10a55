import { useId, useMemo, useRef, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Icon from '@mui/material/Icon';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { Message } from '../../i18n/Message';
import { IMPORT_BATCH_SIZE, PartsImportError, findExistingParts, importParts } from '../../data/partsApi';
import { useT } from '../../i18n/hooks';
import type { MessageValues, Translate } from '../../i18n/i18n';
import { downloadCsv } from '../../lib/download';
import {
  COLUMN_HELP,
  CSV_COLUMNS,
  parsePartsCsv,
  previewRows,
  problemText,
  summarise,
  templateCsv,
  type PreviewRow,
  type RowStatus,
} from './partsCsv';

/** Larger files are refused before they are read: 5 MB holds far more parts than a catalogue has. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** The file's text (UTF-8), through FileReader, which every browser has. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file, 'utf-8');
  });
}

/** Why a file was not taken, worded when shown. */
interface FileRefusal {
  id: string;
  values: MessageValues;
}

type Stage =
  | { kind: 'choose'; error: FileRefusal | null }
  | { kind: 'reading'; fileName: string }
  | { kind: 'preview'; fileName: string; rows: PreviewRow[] }
  | { kind: 'importing'; fileName: string; rows: PreviewRow[]; fraction: number }
  | { kind: 'failed'; fileName: string; rows: PreviewRow[]; message: string; restored: boolean };

/** The rows of a stage without a preview: one array, so the memos below keep their value. */
const NO_ROWS: PreviewRow[] = [];

const STATUS_STYLE: Record<RowStatus, { label: string; icon: string; text: string; background: string; border: string }> = {
  new: { label: 'parts.import.status.new', icon: 'add_circle', text: '#1b5e20', background: '#e8f5e9', border: '#2e7d32' },
  update: { label: 'parts.import.status.update', icon: 'edit', text: '#0d3c8a', background: '#e3f2fd', border: '#1565c0' },
  error: { label: 'parts.import.status.error', icon: 'error', text: '#8e0000', background: '#ffebee', border: '#c62828' },
};

/** The row's status in words (never colour alone); the chip paints its own background, so its text keeps 4.5:1. */
function StatusChip({ status }: { status: RowStatus }) {
  const t = useT();
  const style = STATUS_STYLE[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(style.label)}
      icon={<Icon aria-hidden="true">{style.icon}</Icon>}
      sx={{ color: style.text, backgroundColor: style.background, borderColor: style.border, fontWeight: 500, '& .MuiChip-icon': { color: style.text } }}
    />
  );
}

function previewColumns(t: Translate): GridColDef<PreviewRow>[] {
  return [
    { field: 'rowNumber', headerName: t('parts.import.column.row'), width: 70, type: 'number' },
    { field: 'status', headerName: t('parts.import.column.status'), width: 110, renderCell: ({ row }) => <StatusChip status={row.status} /> },
    { field: 'partNumber', headerName: t('parts.column.partNumber'), width: 130, valueGetter: (_value, row) => row.cells.partNumber },
    { field: 'name', headerName: t('parts.column.name'), width: 180, valueGetter: (_value, row) => row.cells.name },
    { field: 'category', headerName: t('parts.column.category'), width: 150, valueGetter: (_value, row) => row.cells.category },
    { field: 'unit', headerName: t('parts.column.unit'), width: 90, valueGetter: (_value, row) => row.cells.unit },
    { field: 'priceCAD', headerName: t('parts.column.priceCAD'), width: 95, valueGetter: (_value, row) => row.cells.priceCAD },
    { field: 'priceUSD', headerName: t('parts.column.priceUSD'), width: 95, valueGetter: (_value, row) => row.cells.priceUSD },
    { field: 'stock', headerName: t('parts.column.stock'), width: 75, valueGetter: (_value, row) => row.cells.stock },
    { field: 'active', headerName: t('parts.column.active'), width: 75, valueGetter: (_value, row) => row.cells.active },
    {
      field: 'errors',
      headerName: t('parts.import.column.problems'),
      flex: 1,
      minWidth: 260,
      sortable: false,
      valueGetter: (_value, row) => row.errors.map((problem) => problemText(t, problem)).join(' '),
      renderCell: ({ row }) =>
        row.errors.length > 0 ? (
          <Box component="ul" sx={{ m: 0, py: 0.5, pl: 2, whiteSpace: 'normal' }}>
            {row.errors.map((problem, index) => (
              <li key={index}>{problemText(t, problem)}</li>
            ))}
          </Box>
        ) : null,
    },
  ];
}

function CsvFormat() {
  const t = useT();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Message
          id="parts.import.format"
          values={{
            columns: (
              <Box component="code" sx={{ wordBreak: 'break-all' }}>
                {CSV_COLUMNS.join(',')}
              </Box>
            ),
          }}
        />
      </Typography>
      <Table size="small" aria-label={t('parts.import.columnsTable')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('parts.import.columnsTable.column')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('parts.import.columnsTable.holds')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {CSV_COLUMNS.map((column) => (
            <TableRow key={column}>
              <TableCell component="th" scope="row">
                <code>{column}</code>
              </TableCell>
              <TableCell>{t(COLUMN_HELP[column])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button
        sx={{ mt: 1 }}
        startIcon={<Icon aria-hidden="true">description</Icon>}
        onClick={() => {
          downloadCsv(templateCsv(t), 'parts-template.csv');
          enqueueSnackbar(t('parts.import.templateDownloaded', { file: 'parts-template.csv' }), { variant: 'info' });
        }}
      >
        {t('parts.import.downloadTemplate')}
      </Button>
    </Box>
  );
}

export interface ImportPartsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import parts from a CSV file: choose a file, see every row marked new, update or error (with its row number
 * and what is wrong), and import only when no row is bad. The import is all or nothing (see importParts).
 */
export function ImportPartsDialog({ open, onClose }: ImportPartsDialogProps) {
  const t = useT();
  const columns = useMemo(() => previewColumns(t), [t]);
  const { enqueueSnackbar } = useSnackbar();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose', error: null });
  const [onlyErrors, setOnlyErrors] = useState(false);
  // A file chosen again while an earlier one is still being read wins.
  const reading = useRef(0);

  const rows = 'rows' in stage ? stage.rows : NO_ROWS;
  const summary = useMemo(() => summarise(rows), [rows]);
  const importing = stage.kind === 'importing';
  const shownRows = useMemo(() => (onlyErrors ? rows.filter((row) => row.status === 'error') : rows), [rows, onlyErrors]);

  const close = () => {
    if (importing) return;
    setStage({ kind: 'choose', error: null });
    setOnlyErrors(false);
    onClose();
  };

  const readFile = async (file: File) => {
    const attempt = ++reading.current;
    if (file.size > MAX_CSV_BYTES) {
      setStage({ kind: 'choose', error: { id: 'parts.import.tooLarge', values: { file: file.name } } });
      return;
    }
    setStage({ kind: 'reading', fileName: file.name });
    try {
      const parsed = parsePartsCsv(await readText(file));
      if (parsed.fileError) {
        if (attempt === reading.current) {
          setStage({ kind: 'choose', error: { id: 'parts.import.fileProblem', values: { file: file.name, problem: problemText(t, parsed.fileError) } } });
        }
        return;
      }
      if (parsed.rows.length === 0) {
        if (attempt === reading.current) setStage({ kind: 'choose', error: { id: 'parts.import.noParts', values: { file: file.name } } });
        return;
      }
      const existing = await findExistingParts(parsed.rows.filter((row) => row.part).map((row) => row.cells.partNumber));
      if (attempt !== reading.current) return;
      const preview = previewRows(parsed.rows, existing);
      setOnlyErrors(preview.some((row) => row.status === 'error'));
      setStage({ kind: 'preview', fileName: file.name, rows: preview });
    } catch (error) {
      console.error('Unable to read the parts file', error);
      if (attempt === reading.current) {
        setStage({ kind: 'choose', error: { id: 'parts.import.checkFailed', values: { file: file.name } } });
      }
    }
  };

  const runImport = async () => {
    if (stage.kind !== 'preview' && stage.kind !== 'failed') return;
    const { fileName, rows: previewed } = stage;
    const parts = previewed.flatMap((row) => (row.part ? [row.part] : []));
    if (parts.length !== previewed.length) return;
    setStage({ kind: 'importing', fileName, rows: previewed, fraction: 0 });
    try {
      const result = await importParts(parts, (fraction) => setStage({ kind: 'importing', fileName, rows: previewed, fraction }));
      enqueueSnackbar(t('parts.import.done', { count: parts.length, file: fileName, created: result.created, updated: result.updated }), {
        variant: 'success',
      });
      setStage({ kind: 'choose', error: null });
      onClose();
    } catch (error) {
      console.error('Parts import failed', error);
      // The data module words why an import stopped (in English); anything else is the connection.
      const message = error instanceof PartsImportError ? error.message : t('parts.import.failed');
      setStage({ kind: 'failed', fileName, rows: previewed, message, restored: !(error instanceof PartsImportError) || error.restored });
    }
  };

  const canImport = (stage.kind === 'preview' || stage.kind === 'failed') && summary.bad === 0 && summary.total > 0;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xl" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('parts.import.title')}</DialogTitle>
      <DialogContent dividers>
        <Accordion defaultExpanded disableGutters variant="outlined" sx={{ mb: 2 }}>
          <AccordionSummary expandIcon={<Icon aria-hidden="true">expand_more</Icon>}>
            <Typography component="h3" variant="subtitle1">
              {t('parts.import.fileFormat')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <CsvFormat />
          </AccordionDetails>
        </Accordion>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Button
            variant="outlined"
            startIcon={<Icon aria-hidden="true">upload_file</Icon>}
            onClick={() => inputRef.current?.click()}
            disabled={importing || stage.kind === 'reading'}
          >
            {t('fileName' in stage ? 'parts.import.chooseAnother' : 'parts.import.choose')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            aria-label={t('parts.import.fileInput')}
            style={{ display: 'none' }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file may be chosen again once it has been fixed.
              event.target.value = '';
              if (file) void readFile(file);
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {'fileName' in stage ? stage.fileName : t('parts.import.noFile')}
          </Typography>
        </Box>

        {stage.kind === 'choose' && stage.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(stage.error.id, stage.error.values)}
          </Alert>
        ) : null}
        {stage.kind === 'reading' ? <LinearProgress aria-label={t('parts.import.reading')} sx={{ mb: 2 }} /> : null}

        {rows.length > 0 ? (
          <>
            {summary.bad > 0 ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('parts.import.bad', { bad: summary.bad, total: summary.total })}
              </Alert>
            ) : (
              <Alert severity="success" sx={{ mb: 2 }}>
                {t('parts.import.ready', { count: summary.total, created: summary.created, updated: summary.updated })}
              </Alert>
            )}
            {stage.kind === 'failed' ? (
              <Alert severity={stage.restored ? 'error' : 'warning'} sx={{ mb: 2 }}>
                {t(stage.restored ? 'parts.import.tryAgain' : 'parts.import.checkParts', { reason: stage.message })}
              </Alert>
            ) : null}
            {importing ? (
              <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
                <LinearProgress variant="determinate" value={Math.round(stage.fraction * 100)} aria-label={t('parts.import.progress')} />
                <Typography variant="caption" color="text.secondary">
                  {summary.total > IMPORT_BATCH_SIZE
                    ? t('parts.import.writingInBatches', { done: Math.round(stage.fraction * summary.total), count: summary.total, batch: IMPORT_BATCH_SIZE })
                    : t('parts.import.writing', { done: Math.round(stage.fraction * summary.total), count: summary.total })}
                </Typography>
              </Box>
            ) : null}
            {summary.bad > 0 ? (
              <FormControlLabel
                control={<Switch checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} />}
                label={t('parts.import.onlyErrors')}
                sx={{ mb: 1 }}
              />
            ) : null}
            <DataGrid<PreviewRow>
              aria-label={t('parts.import.preview', { file: 'fileName' in stage ? stage.fileName : '' })}
              rows={shownRows}
              columns={columns}
              getRowHeight={() => 'auto'}
              disableRowSelectionOnClick
              disableColumnFilter
              initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
              pageSizeOptions={[10, 25, 50, 100]}
              autoHeight
              density="compact"
              getRowClassName={({ row }) => `import-row-${row.status}`}
              sx={{ '& .MuiDataGrid-cell': { py: 0.5 } }}
            />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing}>
          {t(stage.kind === 'preview' || stage.kind === 'failed' ? 'components.cancel' : 'components.close')}
        </Button>
        <Button variant="contained" onClick={() => void runImport()} disabled={!canImport} loading={importing}>
          {summary.total > 0 && summary.bad === 0 ? t('parts.import.submitCount', { count: summary.total }) : t('parts.import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
