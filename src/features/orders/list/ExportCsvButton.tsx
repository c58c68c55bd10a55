import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { fetchAllOrders, type OrderListFilter, type OrderSort } from '../../../data/ordersApi';
import { downloadCsv } from '../../../lib/download';

export interface ExportCsvButtonProps {
  scope: 'active' | 'history';
  filter: OrderListFilter;
  sort: OrderSort;
  /** How many orders the filter matches, for the progress bar (null while unknown). */
  total: number | null;
  includeDealer: boolean;
}

/** Exports every order the filter matches, in the list's order (not only the page on screen). */
export function ExportCsvButton({ scope, filter, sort, total, includeDealer }: ExportCsvButtonProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [loaded, setLoaded] = useState<number | null>(null);
  const exporting = loaded !== null;

  const exportCsv = async () => {
    setLoaded(0);
    try {
      // The CSV writer (papaparse) loads with the first export, beside the orders' reads.
      const [orders, { csvFileName, ordersCsv }] = await Promise.all([fetchAllOrders(filter, sort, setLoaded), import('./orderRows')]);
      downloadCsv(ordersCsv(orders, { includeDealer }), csvFileName(scope, new Date()));
      enqueueSnackbar(`Exported ${orders.length.toLocaleString('en-US')} ${orders.length === 1 ? 'order' : 'orders'}.`, { variant: 'success' });
    } catch (error) {
      console.error('Unable to export orders', error);
      enqueueSnackbar('The orders could not be exported. Please try again.', { variant: 'error' });
    } finally {
      setLoaded(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 160 }}>
      <Button variant="outlined" sx={{ color: 'primary.dark', borderColor: 'primary.dark' }} startIcon={<Icon aria-hidden="true">download</Icon>} onClick={exportCsv} disabled={exporting || total === 0}>
        {exporting ? 'Exporting…' : 'Export CSV'}
      </Button>
      {exporting ? (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={total ? 'determinate' : 'indeterminate'}
            value={total ? Math.min(100, (loaded / total) * 100) : undefined}
            aria-label="Export progress"
          />
          <Typography variant="caption" color="text.secondary">
            {total ? `${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} orders` : `${loaded.toLocaleString('en-US')} orders`}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
