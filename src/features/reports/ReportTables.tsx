import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useT } from '../../i18n/hooks';
import type { Translate } from '../../i18n/i18n';
import { useFormat } from '../../i18n/useFormat';
import { CURRENCY_CODES } from '../../reference/currencies';
import { shareOf, type CountRow, type DealerRow, type MonthRow } from './reportRows';

const footerCell = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;

/** Rows with their count and share of the total, and the total underneath. */
export function CountTable({ title, labelHeader, rows, total }: { title: string; labelHeader: string; rows: CountRow[]; total: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{labelHeader}</TableCell>
            <TableCell scope="col" align="right">{t('reports.column.orders')}</TableCell>
            <TableCell scope="col" align="right">{t('reports.column.share')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row">{row.label}</TableCell>
              <TableCell align="right">{format.number(row.count)}</TableCell>
              <TableCell align="right">{shareOf(row.count, total, format.locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={footerCell}>{t('reports.column.total')}</TableCell>
            <TableCell align="right" sx={footerCell}>{format.number(total)}</TableCell>
            <TableCell align="right" sx={footerCell}>{shareOf(total, total, format.locale)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** Orders and the parts orders' value per currency, one row per month, and the range's totals. */
export function MonthTable({ title, rows, total, partsValue }: { title: string; rows: MonthRow[]; total: number; partsValue: Record<string, number> }) {
  const t = useT();
  const format = useFormat();
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('reports.column.month')}</TableCell>
            <TableCell scope="col" align="right">{t('reports.column.orders')}</TableCell>
            {CURRENCY_CODES.map((code) => (
              <TableCell key={code} scope="col" align="right">{t('reports.column.partsValue', { currency: code })}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row">{row.label}</TableCell>
              <TableCell align="right">{format.number(row.count)}</TableCell>
              {CURRENCY_CODES.map((code) => (
                <TableCell key={code} align="right">{format.money(row.partsValue[code], code)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={footerCell}>{t('reports.column.total')}</TableCell>
            <TableCell align="right" sx={footerCell}>{format.number(total)}</TableCell>
            {CURRENCY_CODES.map((code) => (
              <TableCell key={code} align="right" sx={footerCell}>{format.money(partsValue[code] ?? 0, code)}</TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

function dealerColumns(t: Translate, formatNumber: (value: number) => string): GridColDef<DealerRow>[] {
  return [
    { field: 'label', headerName: t('reports.column.dealer'), flex: 2, minWidth: 180 },
    { field: 'dealerNumber', headerName: t('reports.column.dealerNumber'), flex: 1, minWidth: 130 },
    { field: 'count', headerName: t('reports.column.orders'), type: 'number', flex: 1, minWidth: 100, valueFormatter: (value: number) => formatNumber(value) },
  ];
}

/** Every dealer with orders, most first, ten to a page; sortable by any column. */
export function DealerTable({ title, rows }: { title: string; rows: DealerRow[] }) {
  const t = useT();
  const format = useFormat();
  const columns = useMemo(() => dealerColumns(t, format.number), [t, format.number]);
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid<DealerRow>
        aria-label={title}
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'count', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
        }}
        pageSizeOptions={[10, 25, 50]}
        disableRowSelectionOnClick
        disableColumnFilter
        autoHeight
        density="compact"
      />
    </Box>
  );
}
