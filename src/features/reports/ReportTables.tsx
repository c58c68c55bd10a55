import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { CURRENCY_CODES, formatMoney } from '../../reference/currencies';
import { shareOf, type CountRow, type DealerRow, type MonthRow } from './reportRows';

const count = (n: number) => n.toLocaleString('en-US');
const footerCell = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;

/** Rows with their count and share of the total, and the total underneath. */
export function CountTable({ title, labelHeader, rows, total }: { title: string; labelHeader: string; rows: CountRow[]; total: number }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{labelHeader}</TableCell>
            <TableCell scope="col" align="right">Orders</TableCell>
            <TableCell scope="col" align="right">Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row">{row.label}</TableCell>
              <TableCell align="right">{count(row.count)}</TableCell>
              <TableCell align="right">{shareOf(row.count, total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={footerCell}>Total</TableCell>
            <TableCell align="right" sx={footerCell}>{count(total)}</TableCell>
            <TableCell align="right" sx={footerCell}>{total > 0 ? '100%' : ''}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** Orders and the parts orders' value per currency, one row per month, and the range's totals. */
export function MonthTable({ title, rows, total, partsValue }: { title: string; rows: MonthRow[]; total: number; partsValue: Record<string, number> }) {
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Month</TableCell>
            <TableCell scope="col" align="right">Orders</TableCell>
            {CURRENCY_CODES.map((code) => (
              <TableCell key={code} scope="col" align="right">{`Parts value (${code})`}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row">{row.label}</TableCell>
              <TableCell align="right">{count(row.count)}</TableCell>
              {CURRENCY_CODES.map((code) => (
                <TableCell key={code} align="right">{formatMoney(row.partsValue[code], code)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={footerCell}>Total</TableCell>
            <TableCell align="right" sx={footerCell}>{count(total)}</TableCell>
            {CURRENCY_CODES.map((code) => (
              <TableCell key={code} align="right" sx={footerCell}>{formatMoney(partsValue[code] ?? 0, code)}</TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

const dealerColumns: GridColDef<DealerRow>[] = [
  { field: 'label', headerName: 'Dealer', flex: 2, minWidth: 180 },
  { field: 'dealerNumber', headerName: 'Dealer number', flex: 1, minWidth: 130 },
  { field: 'count', headerName: 'Orders', type: 'number', flex: 1, minWidth: 100 },
];

/** Every dealer with orders, most first, ten to a page; sortable by any column. */
export function DealerTable({ title, rows }: { title: string; rows: DealerRow[] }) {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid<DealerRow>
        aria-label={title}
        rows={rows}
        columns={dealerColumns}
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
